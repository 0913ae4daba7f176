import { mkdirSync, writeFileSync } from "node:fs";
import { axeAll, THEMES, VIEWPORTS } from "../../scripts/checks/a11y/axe-all.ts";
import { formatReport } from "../../scripts/checks/a11y/report.ts";
import { expect, test } from "./fixtures.ts";
import { ROUTE_PAGES, routePageStatus } from "./route-pages.ts";
import { violationLines } from "../../scripts/checks/a11y/axe-run.ts";

// axe on one page per route module, both themes, phone and desktop widths: 0 violations. The
// suite's representative of the sweep over every sitemap page in both languages (130 pages × 4),
// which `npm run proof` runs (scripts/checks/a11y/axe-check.ts, also `npm run check:a11y`), with
// all four runs here as its @sweep.

// The four runs are independent: both workers may take them.
test.describe.configure({ mode: "parallel" });

// The suite keeps one of the four runs (light on the desktop); the other three are @sweep runs of
// `npm run proof` (since issue 32, for the suite's time). The dark theme stays in the suite through
// statistics.spec.ts (axe in both themes), board-marks.test.ts (its colours' contrast) and
// html-valid.spec.ts (every route module rendered in it).
const inSuite = (theme: string, viewport: string) => theme === "light" && viewport === "desktop";

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    const tag = inSuite(theme, viewport) ? [] : ["@sweep"];
    test(
      `axe: one page per route module, ${theme} theme, ${viewport}`,
      { tag },
      async ({ playwright, launchOptions, baseURL, siteClock }) => {
        // 17 pages, each loaded, hydrated and checked by axe: 1-3 s a page on two busy cores.
        test.setTimeout(240_000);
        // A browser of its own (the project's Chromium and flags), not the worker's: see axeAll.
        const report = await axeAll(() => playwright.chromium.launch(launchOptions), {
          origin: baseURL!,
          paths: ROUTE_PAGES,
          themes: [theme],
          viewports: [viewport],
          statusOf: routePageStatus,
          prepareContext: (context) => siteClock.applyTo(context),
        });
        console.log(`axe, ${theme} ${viewport}\n${formatReport(report)}`);
        mkdirSync(".test-reports", { recursive: true });
        writeFileSync(`.test-reports/a11y-routes-${theme}-${viewport}.json`, JSON.stringify(report, null, 2));
        expect(report.runs).toBe(ROUTE_PAGES.length);
        expect(report.errors).toEqual([]);
        expect(report.rules.map((r) => `${r.id} (${r.nodes}): ${r.example.path} ${r.example.target}`)).toEqual([]);
        expect(report.violations).toBe(0);
      },
    );
  }
}

// The runner's two speed settings (scripts/checks/a11y/axe-run.ts) must not hide anything: a violation in
// the page and one inside a frame are both found, each with every element that breaks the rule.
test("the axe runner finds violations in the page and inside frames", async ({ page }) => {
  const pixel = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
  await page.setContent(
    `<!doctype html><html lang="de"><head><title>t</title></head><body><main>` +
      `<img src="${pixel}"><img src="${pixel}">` +
      `<iframe title="f" srcdoc='<!doctype html><html lang="de"><body><main><input type="text"></main></body></html>'></iframe>` +
      `</main></body></html>`,
  );
  await expect(page.frameLocator("iframe").locator("input")).toBeAttached();
  const lines = await violationLines(page);
  expect(lines).toContainEqual("image-alt: img:nth-child(1) img:nth-child(2)");
  expect(lines).toContainEqual("label: iframe input");
  // Without the frame, the same page in the fast mode.
  await page.locator("iframe").evaluate((frame) => frame.remove());
  expect(await violationLines(page)).toContainEqual("image-alt: img:nth-child(1) img:nth-child(2)");
});
