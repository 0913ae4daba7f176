import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AD_POSITIONS, AD_PROVIDERS, AD_SIZES, adsAccountReady, providerPositions } from "./ads.ts";

const css = readFileSync(new URL("../components/ads/ads.css", import.meta.url), "utf8");

/** The width and height ads.css gives `.ad-<position> .ad-fill`, phone first, then from 768 px. */
function cssSize(position: string, wide: boolean): { width: number; height: number } | null {
  const [phoneCss, rest = ""] = css.split("@media (min-width: 768px)");
  const source = wide ? rest.split("@media (min-width: 1521px)")[0]! : phoneCss!;
  const rule = new RegExp(`\\.ad-${position} \\.ad-fill[^{]*\\{([^}]*)\\}`).exec(source);
  if (!rule) return null;
  const width = /width:\s*(\d+)px/.exec(rule[1]!);
  const height = /height:\s*(\d+)px/.exec(rule[1]!);
  return width && height ? { width: Number(width[1]), height: Number(height[1]) } : null;
}

describe("ad configuration", () => {
  it.each(AD_POSITIONS)("%s: ads.css reserves exactly the configured box on phones and wider", (position) => {
    expect(cssSize(position, false)).toEqual(AD_SIZES[position].phone);
    const wide = cssSize(position, true) ?? cssSize(position, false);
    expect(wide).toEqual(AD_SIZES[position].wide);
  });

  it("the first provider has 100 %, and only the second has the footer (SPEC §3, §4)", () => {
    expect(AD_PROVIDERS.map((p) => [p.type, p.weight])).toEqual([
      ["adsense", 100],
      ["gpt", 0],
      ["external", 0],
    ]);
    expect(providerPositions(AD_PROVIDERS[0]!)).not.toContain("footer");
    expect(providerPositions(AD_PROVIDERS[1]!)).toEqual(AD_POSITIONS);
    expect(providerPositions(AD_PROVIDERS[2]!)).toHaveLength(1);
  });

  it("knows the account ids are still placeholders (production refuses live ads with them)", () => {
    expect(adsAccountReady()).toBe(false);
  });
});
