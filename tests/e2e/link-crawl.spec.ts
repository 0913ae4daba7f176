import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { crawlSite, formatReport } from "../../scripts/links/crawl.ts";

// Issue 14: every page of the sitemap in both languages, every internal link, image, stylesheet
// and script on it, every #fragment: 0 broken. The server is the real one (wrangler with its
// static assets), so images and built assets are checked as a browser would load them.
test("every link, image and #fragment on every sitemap page answers", async ({ baseURL }) => {
  test.setTimeout(300_000);
  const report = await crawlSite(baseURL!);
  console.log(`link crawl\n${formatReport(report)}`);
  mkdirSync(".test-reports", { recursive: true });
  writeFileSync(".test-reports/link-crawl.json", JSON.stringify(report, null, 2));
  expect(report.pages).toBeGreaterThan(100);
  expect(report.broken).toEqual([]);
});
