import { describe, expect, it } from "vitest";
import {
  declarationAt,
  falseAlarm,
  formatHtmlReport,
  parseVnuJson,
  summarizeVnu,
  summaryLine,
  type CheckedDocument,
  type VnuMessage,
} from "./vnu-report.ts";

const css = (rule: string) => `<!doctype html><html lang="de">\n<head><style>${rule}</style></head>\n<body></body></html>`;
/** A message vnu prints about the CSS on line 2 of `source`, pointing at the end of `token`. */
const cssMessage = (source: string, message: string, token: string): VnuMessage => {
  const line = source.split("\n")[1]!;
  return { type: "error", url: "file:/tmp/x/a.html", lastLine: 2, lastColumn: line.indexOf(token) + token.length, message };
};

describe("falseAlarm: only vnu's gaps in CSS it does not know", () => {
  it("excuses the container properties and the @container rule", () => {
    for (const prop of ["container-type", "container-name", "container"]) {
      expect(falseAlarm({ type: "error", message: `CSS: “${prop}”: Property “${prop}” doesn't exist.` }, undefined)).toBe(true);
    }
    expect(falseAlarm({ type: "error", message: "CSS: Unrecognized at-rule “@container”" }, undefined)).toBe(true);
  });

  it("does not excuse other unknown properties or at-rules", () => {
    expect(falseAlarm({ type: "error", message: "CSS: “colr”: Property “colr” doesn't exist." }, undefined)).toBe(false);
    expect(falseAlarm({ type: "error", message: "CSS: “container-typ”: Property “container-typ” doesn't exist." }, undefined)).toBe(false);
    expect(falseAlarm({ type: "error", message: "CSS: Unrecognized at-rule “@contaner”" }, undefined)).toBe(false);
    expect(falseAlarm({ type: "error", message: "CSS: Unrecognized at-rule “@containers”" }, undefined)).toBe(false);
  });

  it("excuses a parse error or unknown dimension only in a declaration with a cqi length", () => {
    const withCqi = css(".board{--cell: min(calc((100cqi - 0.5rem) / 9), 3.4rem)}");
    expect(falseAlarm(cssMessage(withCqi, "CSS: “--cell”: Parse Error.", "3.4rem)"), withCqi)).toBe(true);
    const plain = css(".board{width: 100cqi}");
    expect(falseAlarm(cssMessage(plain, "CSS: “width”: Unknown dimension.", "100cqi"), plain)).toBe(true);
    // The same message about a declaration without cqi is a real mistake.
    const broken = css(".board{--cell: min(calc((100vw - 0.5rem) / 9, 3.4rem)}");
    expect(falseAlarm(cssMessage(broken, "CSS: “--cell”: Parse Error.", "3.4rem)"), broken)).toBe(false);
    // cqi in another declaration of the rule does not excuse this one.
    const neighbour = css(".board{width: 100cqi;height: 10qx}");
    expect(falseAlarm(cssMessage(neighbour, "CSS: “height”: Unknown dimension.", "10qx"), neighbour)).toBe(false);
    // Without the document or a position nothing is excused.
    expect(falseAlarm({ type: "error", message: "CSS: “width”: Unknown dimension." }, undefined)).toBe(false);
  });

  it("excuses the mask shorthand's values, and nothing else about other properties' values", () => {
    expect(falseAlarm({ type: "error", message: "CSS: “mask”: Too many values or values are not recognized." }, undefined)).toBe(true);
    expect(falseAlarm({ type: "error", message: "CSS: “margin”: Too many values or values are not recognized." }, undefined)).toBe(false);
    expect(falseAlarm({ type: "error", message: "CSS: “mask-size”: Property “mask-size” doesn't exist." }, undefined)).toBe(false);
  });

  it("never excuses markup errors", () => {
    const message = "The “role” attribute must not be used on a “td” element which has a “table” ancestor with no “role” attribute.";
    expect(falseAlarm({ type: "error", message }, undefined)).toBe(false);
  });
});

describe("declarationAt", () => {
  it("finds the declaration of the property that ends at the position", () => {
    const source = "a\n.x{max-width: 3px;width: calc(100cqi - 1rem)}.y{width: 1px}";
    const line = source.split("\n")[1]!;
    expect(declarationAt(source, 2, line.indexOf("1rem)}") + 6, "width")).toBe("width: calc(100cqi - 1rem)");
    expect(declarationAt(source, 2, line.indexOf("3px") + 3, "width")).toBeNull();
    expect(declarationAt(source, 2, line.indexOf("3px") + 3, "max-width")).toBe("max-width: 3px");
    expect(declarationAt(source, 9, 1, "width")).toBeNull();
  });
});

describe("summarizeVnu", () => {
  const docs: CheckedDocument[] = [
    { path: "/a", variant: "light", file: "page-0000.html", error: null },
    { path: "/a", variant: "dark", file: "page-0001.html", error: null },
    { path: "/b", variant: "light", file: "page-0002.html", error: "status 500" },
  ];
  const tdRole = "The “role” attribute must not be used on a “td” element.";
  const messages: VnuMessage[] = [
    { type: "error", url: "file:/tmp/d/page-0000.html", lastLine: 7, firstColumn: 3, message: tdRole, extract: "<td role=…" },
    { type: "error", url: "file:/tmp/d/page-0000.html", lastLine: 7, message: tdRole },
    { type: "error", url: "file:/tmp/d/page-0001.html", lastLine: 7, message: tdRole },
    { type: "error", url: "file:/tmp/d/page-0001.html", message: "CSS: Unrecognized at-rule “@container”" },
    { type: "info", subType: "warning", url: "file:/tmp/d/page-0001.html", message: "Consider adding a lang attribute." },
    { type: "info", url: "file:/tmp/d/page-0001.html", message: "Trailing slash on void elements." },
    { type: "non-document-error", url: "file:/tmp/d/page-0009.html", message: "IO error" },
  ];
  const report = summarizeVnu(docs, messages, new Map(), 1.25);

  it("counts errors per message and per page; false alarms, warnings and infos apart", () => {
    expect(report.pages).toBe(2);
    expect(report.documents).toBe(3);
    expect(report.falseAlarms).toBe(1);
    expect(report.warnings).toBe(1);
    // 3 × td role, the page that could not be fetched, the non-document error of an unknown file.
    expect(report.errors).toBe(5);
    expect(report.perMessage[0]).toMatchObject({
      message: tdRole,
      count: 3,
      documents: 2,
      example: { path: "/a", variant: "light", line: 7 },
    });
    expect(report.perMessage.map((m) => m.message)).toContain("page not checked: status 500");
    expect(report.perMessage.map((m) => m.message)).toContain("IO error");
    expect(report.perPage[0]).toMatchObject({ path: "/a", variant: "light" });
    expect(report.perPage[0]!.errors).toHaveLength(2);
    expect(report.perPage.find((p) => p.path === "(vnu)")?.errors[0]?.message).toBe("IO error");
  });

  it("is clean when vnu says nothing", () => {
    const clean = summarizeVnu(docs.slice(0, 2), [], new Map(), 0);
    expect(clean).toMatchObject({ pages: 1, documents: 2, errors: 0, falseAlarms: 0, perMessage: [], perPage: [] });
  });

  it("prints a summary and one machine line", () => {
    const text = formatHtmlReport(report);
    expect(text).toContain("errors                         5");
    expect(text).toContain("/a [light]:7");
    expect(text).toContain("CSS: Unrecognized at-rule “@container”");
    const line = summaryLine(report);
    expect(line.startsWith("HTMLCHECK {")).toBe(true);
    expect(JSON.parse(line.slice("HTMLCHECK ".length))).toMatchObject({ pages: 2, errors: 5, falseAlarms: 1, messages: { [tdRole]: 3 } });
  });
});

describe("parseVnuJson", () => {
  it("reads vnu's messages and refuses anything else", () => {
    expect(parseVnuJson('{"messages":[{"type":"error","message":"x"}]}')).toEqual([{ type: "error", message: "x" }]);
    expect(() => parseVnuJson("Exception in thread main")).toThrow(/did not print JSON/);
    expect(() => parseVnuJson('{"foo":1}')).toThrow(/no messages/);
  });
});
