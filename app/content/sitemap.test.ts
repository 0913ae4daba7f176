import { describe, expect, it } from "vitest";
import { LOCALES, localeOfPath, matchPage, pathFor, SITE_PAGES } from "../config/site-routes.ts";
import { LESSONS, lessonPath } from "../academy/lessons.ts";
import { buildRobots, buildSitemap } from "./sitemap.ts";

describe("route table", () => {
  it("gives every page a path in both languages, German under /de or /, English under /en", () => {
    for (const page of SITE_PAGES) {
      expect(page.de.length).toBeGreaterThan(0);
      expect(page.en.length).toBeGreaterThan(0);
      for (const p of page.de) expect(p === "/" || p === "/de" || p.startsWith("/de/")).toBe(true);
      for (const p of page.en) expect(p === "/en" || p.startsWith("/en/")).toBe(true);
    }
  });

  it("has no path twice", () => {
    const paths = SITE_PAGES.flatMap((p) => [...p.de, ...p.en]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("maps each path back to its page and language", () => {
    for (const page of SITE_PAGES)
      for (const locale of LOCALES)
        for (const path of page[locale]) {
          expect(matchPage(path)).toEqual({ page, locale });
          expect(matchPage(`${path}/`.replace("//", "/"))?.page.key).toBe(page.key);
          expect(localeOfPath(path)).toBe(locale);
        }
    expect(matchPage("/de/nope")).toBeUndefined();
  });

  it("uses the SPEC §2 German paths", () => {
    expect(pathFor("instructions", "de")).toBe("/de/spielanleitung");
    expect(pathFor("privacy", "de")).toBe("/de/datenschutzerklaerung");
    expect(pathFor("level-5", "de")).toBe("/de/sehr-schwierig");
    expect(pathFor("level-1", "en")).toBe("/en/very-easy");
    expect(pathFor("release-2025-0", "de")).toBe("/de/versionshinweise/2025-0");
  });
});

describe("sitemap ↔ route table", () => {
  const xml = buildSitemap("https://example.org");
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);

  it("has one entry per sitemap page and lesson and language, canonical paths only", () => {
    const expected = [
      ...SITE_PAGES.filter((p) => p.sitemap).flatMap((p) => LOCALES.map((l) => `https://example.org${p[l][0]}`)),
      ...LESSONS.flatMap((lesson) => LOCALES.map((l) => `https://example.org${lessonPath(lesson.technique, l)}`)),
    ];
    const locs = entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)![1]);
    expect(locs).toEqual(expected);
    expect(locs).not.toContain("https://example.org/de");
  });

  it("marks every entry weekly with priority 0.8 and both hreflang alternates", () => {
    for (const e of entries) {
      expect(e).toContain("<changefreq>weekly</changefreq>");
      expect(e).toContain("<priority>0.8</priority>");
      expect(e.match(/xhtml:link rel="alternate"/g)).toHaveLength(LOCALES.length);
    }
  });

  it("robots.txt allows crawling only in production", () => {
    expect(buildRobots("https://example.org", true)).toContain("Allow: /");
    expect(buildRobots("http://localhost:8787", false)).toContain("Disallow: /\n");
  });
});
