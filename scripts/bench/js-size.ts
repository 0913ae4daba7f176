// How much JavaScript the play page loads, gzipped, and how much of it is ours.
//
//   npx react-router build --sourcemapClient hidden   (maps let us attribute bytes; optional)
//   node scripts/bench/js-size.ts [http://localhost:8787/]
//
// Loads the page in Chromium against a running production server and sums the scripts it
// fetches from the site (modulepreloads and imports, not the lazily loaded hint engine), as a
// first-time visitor who has not answered the consent dialog yet: no ad code. The consent
// platform's own script is listed apart. `npm test` checks the same sum from the build, without a
// server (play-page-js.ts, which owns the budget and the gzip level); on one build both print the
// same figure. When the build has
// hidden source maps, each chunk's bytes are attributed to their sources, and the gzip size is
// split in the same proportion: framework (react, react-dom, scheduler, react-router and the
// bundler's runtime: what an empty hydrating route costs), other libraries, and our code.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { GZIP_LEVEL, gzipBytes, PLAY_PAGE_JS_BUDGET_BYTES } from "./play-page-js.ts";

const url = process.argv[2] ?? "http://localhost:8787/";
const assetsDir = join(process.cwd(), "build/client");

const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)\//;
const VLQ = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

type Group = "framework" | "library" | "app" | "board";

function groupOf(source: string | undefined): Group {
  if (!source) return "framework";
  if (FRAMEWORK.test(source)) return "framework";
  if (source.includes("node_modules/")) return "library";
  if (/app\/(play\/|routes\/play|locales\/\w+\/play)/.test(source)) return "board";
  return "app";
}

/** Bytes of generated code per source, from a source map's mappings (decoded by hand: no dependency). */
function attribute(code: string, map: { sources: string[]; mappings: string }): Map<Group, number> {
  const out = new Map<Group, number>();
  const add = (g: Group, n: number) => out.set(g, (out.get(g) ?? 0) + n);
  const lines = code.split("\n");
  const mapLines = map.mappings.split(";");
  let source = 0;
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l]!;
    const segments: [number, number | undefined][] = [];
    let col = 0;
    for (const seg of (mapLines[l] ?? "").split(",")) {
      if (!seg) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = VLQ.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += values[0]!;
      if (values.length >= 4) source += values[1]!;
      segments.push([col, values.length >= 4 ? source : undefined]);
    }
    if (segments.length === 0) {
      add("framework", line.length + 1);
      continue;
    }
    let prevCol = 0;
    let prevSource: number | undefined = segments[0]![1];
    for (const [c, s] of segments) {
      add(groupOf(prevSource === undefined ? undefined : map.sources[prevSource]), c - prevCol);
      prevCol = c;
      prevSource = s;
    }
    add(groupOf(prevSource === undefined ? undefined : map.sources[prevSource]), line.length - prevCol + 1);
  }
  return out;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage();
const scripts = new Map<string, Buffer>();
page.on("response", async (res) => {
  if (res.request().resourceType() === "script" && res.ok()) scripts.set(res.url(), await res.body());
});
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForSelector('[data-testid="board"]');
await browser.close();

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const totals: Record<Group, number> = { framework: 0, library: 0, app: 0, board: 0 };
let total = 0;
let mapped = 0;
const rows: string[] = [];
const site = new URL(url).origin;
const thirdParty: string[] = [];
const afterLoad: string[] = [];
for (const [scriptUrl, body] of scripts) {
  const gz = gzipBytes(body);
  // The consent platform is a third party's script (Google's, locally the stand-in): listed, not
  // counted in our budget. Ad tags would show here too, but load only after consent.
  if (new URL(scriptUrl).origin !== site) {
    thirdParty.push(`  ${kb(gz).padStart(9)}  ${scriptUrl}`);
    continue;
  }
  const path = new URL(scriptUrl).pathname;
  // The service worker's client (app/pwa/pwa-client.ts) loads after the page is up, not on the
  // first load; play-page-js.ts checks it against its own 1 KB: listed, not counted.
  if (/\/assets\/(pwa-client|notice|offline-page)-/.test(path)) {
    afterLoad.push(`  ${kb(gz).padStart(9)}  ${path}`);
    continue;
  }
  total += gz;
  const mapPath = join(assetsDir, `${path}.map`);
  rows.push(`  ${kb(gz).padStart(9)}  ${path}`);
  if (!existsSync(mapPath)) {
    // The bundler's own helpers come without a map; they are part of any route's floor.
    if (/\/(rolldown-runtime|preload-helper|manifest)-/.test(path)) {
      mapped += gz;
      totals.framework += gz;
    }
    continue;
  }
  mapped += gz;
  const parts = attribute(body.toString("utf8"), JSON.parse(readFileSync(mapPath, "utf8")) as { sources: string[]; mappings: string });
  const raw = [...parts.values()].reduce((a, b) => a + b, 0);
  for (const [g, n] of parts) totals[g] += (gz * n) / raw;
}

console.log(`Scripts the play page loads (${url}), gzip -${GZIP_LEVEL}:`);
console.log(rows.sort().join("\n"));
const budget = PLAY_PAGE_JS_BUDGET_BYTES;
console.log(
  `total                         ${kb(total)}  (${total.toLocaleString("en")} bytes; budget ${budget / 1024} KB = ${budget.toLocaleString("en")} bytes)`,
);
console.log(`third-party scripts before consent (not ours, not in the budget):${thirdParty.length ? "" : " none"}`);
if (thirdParty.length) console.log(thirdParty.join("\n"));
if (afterLoad.length) console.log(`the service worker's client, after the page is up (not in the budget):\n${afterLoad.join("\n")}`);
// One line for `npm run proof`.
console.log(`JSSIZE ${JSON.stringify({ url, gzipBytes: total, budgetBytes: budget })}`);
if (mapped === total) {
  const above = totals.library + totals.app + totals.board;
  console.log(`framework floor               ${kb(totals.framework)}  (react, react-dom, react-router, bundler runtime)`);
  console.log(`above the floor               ${kb(above)}  (budget 35 KB)`);
  console.log(`  libraries (i18next, ...)    ${kb(totals.library)}`);
  console.log(`  app shell and catalogues    ${kb(totals.app)}`);
  console.log(`  board (app/play, route, play texts) ${kb(totals.board)}`);
} else {
  console.log("(no source maps for every chunk: run `npx react-router build --sourcemapClient hidden` for the split)");
}
