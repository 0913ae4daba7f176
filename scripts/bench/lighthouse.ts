// Lighthouse (mobile profile, the package's default) against a running production server,
// in Debian's Chromium.
//
//   node scripts/bench/lighthouse.ts [http://localhost:8787/] [--consent=consent|no-consent|ask|...] [--runs=3]
//
// Prints the performance, accessibility and best-practices scores (targets 95 / 100 / 95) and
// the audits that cost points. With --runs=N it loads the page N times, each in a fresh browser,
// and reports the run with the median performance score, as Lighthouse's own guidance on
// variability advises: on two busy cores one cold load's FCP ranges from 0.8 to 2.5 s.
//
// --consent sets the local CMP stand-in's cookie (`cmp-standin`, scripts/local/ads/public/cmp.js) on the
// site's origin before the page loads, as a returning visitor who already chose has it: with
// `consent` the ad stand-in fills every slot during the run, so the figures include the ads.

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
const url = args.find((arg) => !arg.startsWith("--")) ?? "http://localhost:8787/";
const consent = args.find((arg) => arg.startsWith("--consent="))?.slice("--consent=".length);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive whole number");

async function once() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    if (consent) await setCookie(chrome.port, { name: "cmp-standin", value: consent, url: new URL("/", url).href });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      // Lighthouse clears the origin's storage, cookies included, before it loads; the fresh
      // browser has no cache, so the load is still cold.
      disableStorageReset: Boolean(consent),
    });
    if (!result) throw new Error("Lighthouse returned no result");
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const reports: Awaited<ReturnType<typeof once>>[] = [];
for (let i = 0; i < runs; i++) reports.push(await once());
const performanceOf = (lhr: (typeof reports)[number]) => lhr.categories["performance"]?.score ?? 0;
reports.sort((a, b) => performanceOf(a) - performanceOf(b));
const lhr = reports[Math.floor((reports.length - 1) / 2)]!;
{
  const { categories, audits } = lhr;
  if (runs > 1)
    console.log(`${runs} runs, performance ${reports.map((r) => Math.round(performanceOf(r) * 100)).join(", ")}: the median run`);
  console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${url}`);
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
  // Shows whether the run included the consent platform and the ads (other origins' requests).
  const requests = (audits["network-requests"]?.details as { items?: Array<{ url: string }> } | undefined)?.items ?? [];
  const others = new Map<string, string[]>();
  for (const { url: requested } of requests) {
    const { origin, pathname } = new URL(requested);
    if (origin === new URL(url).origin || !origin.startsWith("http")) continue;
    others.set(origin, [...(others.get(origin) ?? []), pathname]);
  }
  console.log(`  Requests to other origins: ${others.size === 0 ? "none" : ""}`);
  for (const [origin, paths] of others) console.log(`    ${origin}: ${paths.length} (${[...new Set(paths)].join(", ")})`);
  // One line for `npm run proof`.
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  console.log(
    `LIGHTHOUSE ${JSON.stringify({ url, runs, performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices") })}`,
  );
}

// One DevTools call on the browser target (Node's WebSocket; no extra dependency).
async function setCookie(port: number, cookie: { name: string; value: string; url: string }) {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  const version: { webSocketDebuggerUrl: string } = await response.json();
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener("message", (event) => {
        const reply = JSON.parse(String(event.data)) as { id: number; error?: { message: string } };
        if (reply.id !== 1) return;
        if (reply.error) reject(new Error(`Storage.setCookies: ${reply.error.message}`));
        else resolve();
      });
      socket.send(JSON.stringify({ id: 1, method: "Storage.setCookies", params: { cookies: [cookie] } }));
    });
  } finally {
    socket.close();
  }
}
