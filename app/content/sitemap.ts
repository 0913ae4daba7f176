import { SITEMAP_CHANGEFREQ, SITEMAP_PRIORITY } from "../config/constants.ts";
import { LESSONS, lessonPath } from "../academy/lessons.ts";
import { LOCALES, SITE_PAGES } from "../config/site-routes.ts";
import { escapeXml } from "./xml.ts";

/** Every public page in both languages, each with its hreflang alternates (SPEC §2 hints). */
export function buildSitemap(origin: string): string {
  const lessons = LESSONS.map((l) => ({ de: [lessonPath(l.technique, "de")], en: [lessonPath(l.technique, "en")] }));
  const pages: { de: readonly string[]; en: readonly string[] }[] = [...SITE_PAGES.filter((p) => p.sitemap), ...lessons];
  const urls = pages.flatMap((page) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + page[l][0])}"/>`,
      ).join("\n");
      return [
        "  <url>",
        `    <loc>${escapeXml(origin + page[locale][0])}</loc>`,
        alternates,
        `    <changefreq>${SITEMAP_CHANGEFREQ}</changefreq>`,
        `    <priority>${SITEMAP_PRIORITY.toFixed(1)}</priority>`,
        "  </url>",
      ].join("\n");
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobots(origin: string, production: boolean): string {
  const rules = production ? ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /dev/"] : ["User-agent: *", "Disallow: /"];
  return [...rules, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
