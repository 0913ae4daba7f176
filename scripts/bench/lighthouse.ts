// Lighthouse (mobile profile, the package's default) against a running production server,
// in Debian's Chromium.
//
//   node scripts/bench/lighthouse.ts [http://localhost:8787/]
//
// Prints the performance, accessibility and best-practices scores (targets 95 / 100 / 95) and
// the audits that cost points.

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const url = process.argv[2] ?? "http://localhost:8787/";
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
  });
  if (!result) throw new Error("Lighthouse returned no result");
  const { categories, audits } = result.lhr;
  console.log(`Lighthouse ${result.lhr.lighthouseVersion}, ${result.lhr.configSettings.formFactor}, ${url}`);
  for (const key of ["performance", "accessibility", "best-practices"]) {
    const category = categories[key]!;
    console.log(`  ${category.title.padEnd(16)} ${Math.round((category.score ?? 0) * 100)}`);
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id]!;
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        console.log(`      ${audit.id}: ${Math.round(audit.score * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      }
    }
  }
  for (const id of [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
  ]) {
    console.log(`  ${audits[id]!.title}: ${audits[id]!.displayValue}`);
  }
} finally {
  chrome.kill();
}
