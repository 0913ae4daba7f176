// Lighthouse's installability audits, against a running server, in Debian's Chromium:
//
//   npm run check:installable [http://localhost:8787/ http://localhost:8787/en ...]
//
// Lighthouse 12 (devDependencies) removed the PWA category and with it every installability
// audit (`installable-manifest`, `splash-screen`, `themed-omnibox`, `maskable-icon`, ...): its
// audit list has none. Where the installed Lighthouse still has `installable-manifest`, this runs
// it; otherwise it makes the DevTools calls Lighthouse 11 made (Page.getInstallabilityErrors,
// Page.getAppManifest) and prints the same audits (installability-audits.ts). Adding Lighthouse 11
// under an npm alias was the other way: a second copy of its dependency tree (Lighthouse 12 alone
// is 22 MB in node_modules) for two protocol calls.
//
// Exits 1 when an audit fails. Chromium asks for no service worker any more (it dropped the
// offline-capability check from its installability criteria), so a site without one passes.

import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import lighthouse, { getAuditList } from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM } from "../lib/chromium.ts";
import { audit, type PageFacts } from "./installability-audits.ts";

const urls = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (urls.length === 0) urls.push("http://localhost:8787/", "http://localhost:8787/en");

const lighthouseHasAudit = getAuditList().includes("installable-manifest.js");

async function withLighthouse(url: string): Promise<boolean> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM.executablePath, chromeFlags: CHROMIUM.args });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyAudits: ["installable-manifest"] });
    const found = result?.lhr.audits["installable-manifest"];
    console.log(`  ${found?.score === 1 ? "pass" : "FAIL"}  installable-manifest: ${found?.title ?? "no result"}`);
    return found?.score === 1;
  } finally {
    chrome.kill();
  }
}

async function withProtocol(url: string): Promise<boolean> {
  // A profile on disk, as a player's browser has: Playwright's usual contexts are off the record,
  // where Chromium offers no installation (error `in-incognito`).
  const profile = await mkdtemp(join(tmpdir(), "installability-"));
  const context = await chromium.launchPersistentContext(profile, CHROMIUM);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: "load" });
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    const inPage = await page.evaluate(() => ({
      metaThemeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute("content") ?? null,
      viewportWidth: /width=/.test(document.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? ""),
      contentFitsWidth: document.documentElement.scrollWidth <= window.innerWidth,
    }));
    const facts: PageFacts = {
      url,
      installabilityErrors,
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors,
      manifestText: manifest.data ?? "",
      ...inPage,
    };
    const { product } = await cdp.send("Browser.getVersion");
    console.log(`  ${product}, manifest ${facts.manifestUrl || "(none)"}`);
    const audits = audit(facts);
    for (const a of audits) {
      console.log(`  ${a.passed ? "pass" : "FAIL"}  ${a.id}: ${a.title}`);
      for (const detail of a.details) console.log(`          ${detail}`);
    }
    return audits.every((a) => a.passed);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

console.log(
  lighthouseHasAudit
    ? "Lighthouse's installable-manifest audit"
    : `Lighthouse ${(createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version} has no installability audits (PWA category removed in 12.0): Chromium's answers to the calls Lighthouse 11 made`,
);
let allPassed = true;
for (const url of urls) {
  console.log(url);
  const passed = lighthouseHasAudit ? await withLighthouse(url) : await withProtocol(url);
  allPassed &&= passed;
}
console.log(allPassed ? "installable" : "not installable: see FAIL above");
process.exitCode = allPassed ? 0 : 1;
