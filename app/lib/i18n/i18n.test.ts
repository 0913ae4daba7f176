import { describe, expect, it } from "vitest";
import de from "../../locales/de/translation.ts";
import en from "../../locales/en/translation.ts";
import deHint from "../../locales/de/hint.ts";
import enHint from "../../locales/en/hint.ts";
import { createSectionT, createT } from "./i18n.tsx";

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

// The browser's catalogue, and the hint's texts that travel with the hint chunk instead.
describe.each([
  { name: "catalogues", de, en },
  { name: "hint texts", de: deHint, en: enHint },
])("$name", ({ de, en }) => {
  function keys(node: unknown, prefix = ""): string[] {
    return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
      typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
    );
  }
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
