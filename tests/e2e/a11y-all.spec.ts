import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { axeAll, loadSitemap, THEMES, VIEWPORTS } from "../../scripts/a11y/axe-all.ts";
import { formatReport } from "../../scripts/a11y/report.ts";

// axe on every page of the sitemap, both languages, both themes, phone and desktop widths: 0
// violations (the same check as `npm run check:a11y`). The whole matrix is 520 runs; one test per
// language × theme × viewport keeps a failure's report short and lets a rerun pick one slice.

const LANGUAGES = { de: (path: string) => !isEnglish(path), en: (path: string) => isEnglish(path) };
function isEnglish(path: string): boolean {
  return path === "/en" || path.startsWith("/en/") || path.startsWith("/en?");
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    for (const [language, inLanguage] of Object.entries(LANGUAGES)) {
      test(`axe: every ${language} sitemap page, ${theme} theme, ${viewport}`, async ({ playwright, launchOptions, baseURL }) => {
        // 65 pages, each loaded, hydrated and checked by axe: about 1-2 s a page on two busy cores,
        // most of it axe itself (colour contrast of every text). Measured 52-118 s per slice here.
        test.setTimeout(300_000);
        const paths = (await loadSitemap(baseURL!)).filter(inLanguage);
        expect(paths.length).toBeGreaterThan(50);
        // A browser of its own (the project's Chromium and flags), not the worker's: see axeAll.
        const report = await axeAll(() => playwright.chromium.launch(launchOptions), {
          origin: baseURL!,
          paths,
          themes: [theme],
          viewports: [viewport],
        });
        console.log(`axe, ${language} ${theme} ${viewport}\n${formatReport(report)}`);
        mkdirSync(".test-reports", { recursive: true });
        writeFileSync(`.test-reports/a11y-${language}-${theme}-${viewport}.json`, JSON.stringify(report, null, 2));
        expect(report.runs).toBe(paths.length);
        expect(report.errors).toEqual([]);
        expect(report.rules.map((r) => `${r.id} (${r.nodes}): ${r.example.path} ${r.example.target}`)).toEqual([]);
        expect(report.violations).toBe(0);
      });
    }
  }
}
