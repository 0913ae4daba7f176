// A second accessibility engine beside axe: Siteimprove's Alfa (ACT rules, offline, from npm) on
// one page per route module (tests/e2e/route-pages.ts), as the browser renders it after hydration.
// Alfa checks what axe accepts: text outside landmarks, a visible label missing from a control's
// name, focusable elements without a name, and more.
//
//   npm run check:alfa -- <origin> [paths...]
//
// Counts the failed outcomes of every rule except those that test only AAA criteria (line height,
// enhanced target size and the like: not the site's goal, as for axe). Prints them per rule and
// last `ALFA {json}` for the proof script; exits 1 on any failure but the known false alarms (./alfa-report.ts).
import { chromium, type Page as BrowserPage } from "@playwright/test";
import { Audit, Outcome } from "@siteimprove/alfa-act";
import { Device } from "@siteimprove/alfa-device";
import { Element, Node, type Document } from "@siteimprove/alfa-dom";
import { Native } from "@siteimprove/alfa-dom/native";
import { Request, Response } from "@siteimprove/alfa-http";
import allRules from "@siteimprove/alfa-rules";
import { Criterion } from "@siteimprove/alfa-wcag";
import { Page } from "@siteimprove/alfa-web";
import { ROUTE_PAGES } from "../../../tests/e2e/route-pages.ts";
import { CHROMIUM } from "../../lib/chromium.ts";
import { knownFalseAlarm, onlyAAA, type Failure } from "./alfa-report.ts";
import { isLoopbackOrigin } from "./report.ts";

const RULES = [...allRules].filter((rule) => {
  const criteria = rule.requirements.filter(Criterion.isCriterion);
  return !onlyAAA(
    // A criterion's level may differ between WCAG versions: one [level, versions] pair per level.
    criteria.map((c) => [...c.level].map(([level]) => String(level))),
    rule.requirements.length - criteria.length,
  );
});

function describeTarget(rule: string, target: unknown): Failure {
  const path = typeof (target as { path?: unknown })?.path === "function" ? (target as Node).path() : String(target);
  const failure: Failure = { rule, path };
  const owner = (target as { owner?: { getOr(x: null): Element | null } }).owner?.getOr(null);
  if (owner) {
    const table = [...owner.ancestors()].find((a): a is Element => Element.isElement(a) && a.name === "table");
    failure.attribute = {
      name: (target as { name: string }).name,
      element: owner.name,
      tableRole:
        table
          ?.attribute("role")
          .map((a) => a.value)
          .getOr(null) ?? null,
    };
  }
  return failure;
}

/** Alfa on the page the browser shows now. */
export async function alfaFailures(page: BrowserPage): Promise<Failure[]> {
  const device = Device.standard();
  // Alfa's serialiser is self-contained, written to be run in the browser as it is.
  const json = await page.evaluate<Document.JSON>(`(${Native.fromNode.toString()})(document)`);
  const alfaPage = Page.of(Request.empty(), Response.empty(), Node.from(json, device), device);
  const outcomes = await Audit.of(alfaPage, RULES).evaluate().toPromise();
  return [...outcomes].filter(Outcome.isFailed).map((o) => describeTarget(o.rule.uri.replace(/^.*\//, ""), o.target));
}

if (import.meta.main) {
  const [origin, ...given] = process.argv.slice(2);
  if (!origin || !isLoopbackOrigin(origin)) {
    console.error("usage: node scripts/checks/a11y/alfa-check.ts <origin on this machine> [paths...]");
    process.exit(2);
  }
  const paths = given.length > 0 ? given : ROUTE_PAGES;
  const started = performance.now();
  const browser = await chromium.launch(CHROMIUM);
  const device = Device.standard();
  const context = await browser.newContext({
    viewport: { width: device.viewport.width, height: device.viewport.height },
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
  });
  const page = await context.newPage();
  const rules = new Map<string, { count: number; example: string }>();
  let failed = 0;
  let falseAlarms = 0;
  let unchecked = 0;
  for (const path of paths) {
    try {
      await page.goto(new URL(path, origin).href);
      await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith("__reactFiber$")));
      const failures = await alfaFailures(page);
      const real = failures.filter((f) => !knownFalseAlarm(f));
      falseAlarms += failures.length - real.length;
      failed += real.length;
      for (const f of real) {
        const r = rules.get(f.rule);
        if (r) r.count++;
        else rules.set(f.rule, { count: 1, example: `${path} ${f.path}` });
      }
      console.log(
        `${path}: ${real.length} failed${failures.length > real.length ? ` (+${failures.length - real.length} known false alarms)` : ""}`,
      );
    } catch (error) {
      unchecked++;
      console.log(`${path}: not checked: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    }
  }
  await browser.close();
  for (const [rule, r] of [...rules].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`  ${rule.padEnd(9)} ${String(r.count).padStart(5)}  https://alfa.siteimprove.com/rules/${rule}  e.g. ${r.example}`);
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(
    `ALFA ${JSON.stringify({ pages: paths.length, failed, falseAlarms, unchecked, rules: Object.fromEntries([...rules].map(([k, v]) => [k, v.count])), seconds })}`,
  );
  process.exitCode = failed === 0 && unchecked === 0 ? 0 : 1;
}
