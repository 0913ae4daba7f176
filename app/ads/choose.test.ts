import { describe, expect, it } from "vitest";
import { AD_PROVIDERS, type AdProvider } from "../config/ads.ts";
import { chooseProvider } from "./choose.ts";

const p = (id: string, weight: number): AdProvider => ({ type: "gpt", id, weight, slots: {} });

describe("chooseProvider (SPEC §4: by percentage weight)", () => {
  it("today the first provider always (100 / 0 / 0)", () => {
    for (const r of [0, 0.25, 0.5, 0.999999]) expect(chooseProvider(AD_PROVIDERS, r)?.id).toBe(AD_PROVIDERS[0]!.id);
  });

  it.each([
    [0, "a"],
    [0.69, "a"],
    [0.7, "b"],
    [0.99, "b"],
  ])("70/30 at %s picks %s", (r, id) => {
    expect(chooseProvider([p("a", 70), p("b", 30)], r)?.id).toBe(id);
  });

  it("never picks a provider of weight 0, even between others", () => {
    const list = [p("a", 50), p("zero", 0), p("b", 50)];
    const picked = new Set(Array.from({ length: 100 }, (_, i) => chooseProvider(list, i / 100)?.id));
    expect([...picked].sort()).toEqual(["a", "b"]);
  });

  it("none when every weight is 0 or negative", () => {
    expect(chooseProvider([p("a", 0), p("b", -5)], 0.5)).toBeNull();
    expect(chooseProvider([], 0.5)).toBeNull();
  });

  it("shares follow the weights over many draws", () => {
    const list = [p("a", 25), p("b", 75)];
    const n = 10_000;
    let a = 0;
    for (let i = 0; i < n; i++) if (chooseProvider(list, (i + 0.5) / n)?.id === "a") a++;
    expect(a / n).toBeCloseTo(0.25, 2);
  });
});
