import { describe, expect, it } from "vitest";
import de from "../../locales/de/translation.ts";
import en from "../../locales/en/translation.ts";
import deOnDemand from "../../locales/de/on-demand.ts";
import enOnDemand from "../../locales/en/on-demand.ts";
import deHint from "../../locales/de/hint.ts";
import enHint from "../../locales/en/hint.ts";
import { createSectionT, createT, mergeTexts, needsFullTranslation, FULL_TRANSLATION } from "./i18n.tsx";

function keys(node: unknown, prefix = ""): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe("createT", () => {
  const tDe = createT("de", de);
  const tEn = createT("en", en);

  it("looks up nested keys", () => {
    expect(tDe("nav.home")).toBe("Startseite");
    expect(tEn("nav.home")).toBe("Home");
  });

  it("interpolates and picks plural forms per language", () => {
    expect(tDe("levels.stars", { count: 1 })).toBe("1 Stern");
    expect(tDe("levels.stars", { count: 3 })).toBe("3 Sterne");
    expect(tEn("levels.stars", { count: 1 })).toBe("1 star");
    expect(tEn("footer.version", { version: "2025.0.4" })).toBe("Version 2025.0.4");
  });

  it("shows a missing key as itself", () => {
    expect(tDe("nav.nope" as never)).toBe("nav.nope");
  });
});

describe("the on-demand texts", () => {
  it("merge into the first catalogue at every depth, keeping what both have", () => {
    const merged = mergeTexts({ a: "1", b: { c: "2", d: { e: "3" } } }, { b: { d: { f: "4" }, g: "5" }, h: "6" });
    expect(merged).toEqual({ a: "1", b: { c: "2", d: { e: "3", f: "4" }, g: "5" }, h: "6" });
    const tDe = createT("de", mergeTexts(de, deOnDemand));
    expect(tDe("saves.statisticsTitle")).toBe("Statistik");
    expect(tDe("saves.savedTitle")).toBe("Gespeicherte Rätsel");
    expect(tDe("saves.columns.stars")).toBe("Stufe");
    expect(tDe("account.email")).toBe("E-Mail-Adresse");
  });

  it("are not in the first catalogue, and no text is in both", () => {
    expect(createT("de", de)("account.email")).toBe("account.email");
    const first = new Set(keys(de));
    expect(keys(deOnDemand).filter((k) => first.has(k))).toEqual([]);
  });

  it("load before hydrating on a page whose routes read them as they render", () => {
    expect(needsFullTranslation([{ handle: undefined }, { handle: { other: 1 } }])).toBe(false);
    expect(needsFullTranslation([{}, { handle: FULL_TRANSLATION }])).toBe(true);
  });
});

// The browser's first catalogue, the rest it loads on demand, and the hint's texts that travel
// with the hint chunk.
describe.each([
  { name: "first catalogue", de, en },
  { name: "on-demand texts", de: deOnDemand, en: enOnDemand },
  { name: "hint texts", de: deHint, en: enHint },
])("$name", ({ de, en }) => {
  it("en has exactly the keys of de (also enforced by the type system)", () => {
    expect(keys(en).sort()).toEqual(keys(de).sort());
  });
  it("has no empty texts and keeps the same placeholders in both languages", () => {
    const tDe = createSectionT("de", de);
    const tEn = createSectionT("en", en);
    for (const key of keys(de)) {
      const a = tDe(key as never);
      const b = tEn(key as never);
      expect(a.trim(), key).not.toBe("");
      expect(b.trim(), key).not.toBe("");
      const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(b), key).toEqual(names(a));
    }
  });
});
