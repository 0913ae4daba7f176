import { mkdirSync, writeFileSync } from "node:fs";
import { DEV_CLOCK_COOKIE } from "../../app/lib/security/dev-only.server.ts";
import { crawlSite, formatReport } from "../../scripts/checks/links/crawl.ts";
import { expect, test } from "./fixtures.ts";
import { NOT_FOUND_PAGE, ROUTE_PAGES } from "./route-pages.ts";

// Issue 14's link check on one page per route module: every internal link, image, stylesheet and
// script on it, every #fragment: 0 broken. The server is the real one (wrangler with its static
// assets), so images and built assets are checked as a browser would load them. `npm run proof`
// crawls every sitemap page in both languages (scripts/checks/links/crawl-links.ts, also `npm run crawl`).
test("every link, image and #fragment on one page per route module answers", async ({ baseURL, siteClock }) => {
  const pages = ROUTE_PAGES.filter((path) => path !== NOT_FOUND_PAGE);
  // The pages as they are at the test's instant (the banners of a day link to pages too).
  const atSiteTime: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...init?.headers, Cookie: `${DEV_CLOCK_COOKIE}=${siteClock.cookieValue()}` } });
  const report = await crawlSite(baseURL!, atSiteTime, pages);
  console.log(`link crawl\n${formatReport(report)}`);
  mkdirSync(".test-reports", { recursive: true });
  writeFileSync(".test-reports/link-crawl.json", JSON.stringify(report, null, 2));
  expect(report.pages).toBe(pages.length);
  expect(report.links).toBeGreaterThan(pages.length * 10);
  expect(report.broken).toEqual([]);
});
