import { describe, expect, it } from "vitest";
import { knownFalseAlarm, onlyAAA, type Failure } from "./alfa-report.ts";

describe("onlyAAA", () => {
  it("leaves out rules that test AAA criteria only", () => {
    expect(onlyAAA([["AAA"]], 0)).toBe(true);
    expect(onlyAAA([["AAA"], ["AAA"]], 0)).toBe(true);
  });
  it("keeps rules with an A or AA criterion, a criterion whose level changed, or other requirements", () => {
    expect(onlyAAA([["AA"], ["AAA"]], 0)).toBe(false);
    expect(onlyAAA([["AA", "AAA"]], 0)).toBe(false);
    expect(onlyAAA([["AAA"]], 1)).toBe(false);
    // ARIA conformance or best practice only: no criterion at all.
    expect(onlyAAA([], 1)).toBe(false);
    expect(onlyAAA([], 0)).toBe(false);
  });
});

describe("knownFalseAlarm", () => {
  const cell = (attribute: Partial<NonNullable<Failure["attribute"]>>, rule = "sia-r18"): Failure => ({
    rule,
    path: "/html[1]/body[1]/table[1]/tbody[1]/tr[1]/td[1]/@aria-selected",
    attribute: { name: "aria-selected", element: "td", tableRole: "grid", ...attribute },
  });
  it("excuses aria-selected and aria-readonly on the cells of a role=grid table", () => {
    expect(knownFalseAlarm(cell({}))).toBe(true);
    expect(knownFalseAlarm(cell({ name: "aria-readonly" }))).toBe(true);
  });
  it("excuses nothing else", () => {
    expect(knownFalseAlarm(cell({ name: "aria-checked" }))).toBe(false);
    expect(knownFalseAlarm(cell({ tableRole: null }))).toBe(false);
    expect(knownFalseAlarm(cell({ element: "div" }))).toBe(false);
    expect(knownFalseAlarm(cell({}, "sia-r57"))).toBe(false);
    expect(knownFalseAlarm({ rule: "sia-r18", path: "/html[1]" })).toBe(false);
  });
});
