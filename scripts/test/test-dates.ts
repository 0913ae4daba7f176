// `npm run test:dates [-- --no-build] [--only integration|e2e] [--instants 1,4]`: the integration
// suite and every date-sensitive end-to-end spec with the site's clock set to each instant of the
// matrix below, then the matrix of results. The clock is the site's own (SITE_NOW: the integration
// tests' faked Date in workerd, the end-to-end suite's browser clock and dev-clock cookie, see
// tests/lib/site-now.ts); `faketime` hangs workerd here, so the machine's clock is never touched.
//
// One e2e server serves every instant: its clock is the cookie each test sends, so nothing on the
// server depends on when it was started.

import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { startE2eServer } from "../../tests/lib/e2e-server-process.ts";
import { run } from "../lib/run.ts";

/** Each instant, with what it is in Berlin (UTC given, so the clock changes are exact). */
export const DATE_MATRIX: readonly { utc: string; berlin: string; why: string }[] = [
  { utc: "2026-11-27T11:00:00Z", berlin: "Fri 27 Nov 2026 12:00", why: "Black Friday" },
  { utc: "2026-12-31T22:59:30Z", berlin: "Thu 31 Dec 2026 23:59:30", why: "New Year's Eve, 30 s to go" },
  { utc: "2026-12-31T23:00:30Z", berlin: "Fri 1 Jan 2027 00:00:30", why: "New Year" },
  { utc: "2027-03-28T00:59:50Z", berlin: "Sun 28 Mar 2027 01:59:50 CET", why: "10 s before summer time" },
  { utc: "2027-03-28T01:00:10Z", berlin: "Sun 28 Mar 2027 03:00:10 CEST", why: "10 s into summer time" },
  { utc: "2027-10-31T00:59:50Z", berlin: "Sun 31 Oct 2027 02:59:50 CEST", why: "10 s before winter time" },
  { utc: "2027-10-31T01:00:10Z", berlin: "Sun 31 Oct 2027 02:00:10 CET", why: "10 s into winter time" },
  { utc: "2028-02-29T11:00:00Z", berlin: "Tue 29 Feb 2028 12:00", why: "leap day" },
  { utc: "2027-01-31T23:05:00Z", berlin: "Mon 1 Feb 2027 00:05", why: "the 1st of a month (the draw)" },
  { utc: "2027-01-03T23:00:30Z", berlin: "Mon 4 Jan 2027 00:00:30", why: "a Monday (calendar week)" },
];

/** The end-to-end specs whose outcome depends on the date, the time of day or Berlin's offset. */
export const DATE_SPECS: readonly string[] = [
  "tests/e2e/supporter.spec.ts", // Black Friday, the period's last day
  "tests/e2e/daily.spec.ts", // today's puzzle, the calendar, solved on its day
  "tests/e2e/keyboard-journey.spec.ts", // the sale banner in the tab order, the daily puzzle
  "tests/e2e/ads.spec.ts", // visitors today and yesterday
  "tests/e2e/shell.spec.ts", // the theme by the time of day
];

const args = process.argv.slice(2);
const valueOf = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const only = valueOf("only");
const picked = valueOf("instants")
  ?.split(",")
  .map((n) => DATE_MATRIX[Number(n) - 1]!);
const instants = picked ?? DATE_MATRIX;
const PORT = process.env.E2E_PORT ?? "8786";
const REPORTS = ".test-reports/dates";

interface Cell {
  passed: number;
  failed: number;
  seconds: number;
  failures: string[];
}

/** Runs a command with SITE_NOW set; its output goes to the terminal. */
function runAt(cmd: string, cmdArgs: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function integrationAt(utc: string, label: string): Promise<Cell> {
  const started = Date.now();
  const out = `${REPORTS}/${label}-integration.json`;
  rmSync(out, { force: true });
  await runAt("vitest", ["run", "-c", "vitest.workers.config.ts", "--reporter=dot", "--reporter=json", `--outputFile.json=${out}`], {
    SITE_NOW: utc,
  });
  try {
    const report = JSON.parse(readFileSync(out, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
    };
    const failures = report.testResults.flatMap((f) =>
      f.assertionResults.filter((a) => a.status === "failed").map((a) => `${f.name.replace(/.*\/tests\//, "tests/")}: ${a.fullName}`),
    );
    return { passed: report.numPassedTests, failed: report.numFailedTests, seconds: (Date.now() - started) / 1000, failures };
  } catch {
    return { passed: 0, failed: 1, seconds: (Date.now() - started) / 1000, failures: ["the integration suite wrote no report"] };
  }
}

interface PlaywrightSuite {
  title: string;
  specs: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

async function e2eAt(utc: string, label: string): Promise<Cell> {
  const started = Date.now();
  const out = `${REPORTS}/${label}-e2e.json`;
  rmSync(out, { force: true });
  await runAt("playwright", ["test", "--reporter=list,json", ...DATE_SPECS], {
    SITE_NOW: utc,
    E2E_PORT: PORT,
    E2E_REUSE_SERVER: "1",
    // With their @sweep tests: all four keyboard journeys, since the sale banner's focus ring
    // depends on the theme and the width (the Black Friday row found a bug in two of them).
    E2E_SWEEPS: "1",
    PLAYWRIGHT_JSON_OUTPUT_FILE: out,
  });
  try {
    const report = JSON.parse(readFileSync(out, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number };
      suites: PlaywrightSuite[];
    };
    const failures: string[] = [];
    const walk = (suite: PlaywrightSuite, path: string[]) => {
      for (const spec of suite.specs)
        if (spec.tests.some((t) => t.status === "unexpected")) failures.push([...path, spec.title].join(" › "));
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    };
    for (const suite of report.suites) walk(suite, [suite.title]);
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      seconds: (Date.now() - started) / 1000,
      failures,
    };
  } catch {
    return { passed: 0, failed: 1, seconds: (Date.now() - started) / 1000, failures: ["the end-to-end run wrote no report"] };
  }
}

mkdirSync(REPORTS, { recursive: true });
if (!args.includes("--no-build") && only !== "integration") await run("react-router", ["build"]);

// One server for all instants (see the top): its own port, started like the suite's.
const server = only === "integration" ? null : await startE2eServer(PORT);
process.on("exit", () => server?.stop());

const rows: { instant: (typeof DATE_MATRIX)[number]; integration: Cell | null; e2e: Cell | null }[] = [];
const started = Date.now();
for (const instant of instants) {
  const label = instant.utc.replace(/[:]/g, "");
  console.log(`\n=== ${instant.berlin} Berlin (${instant.utc}): ${instant.why} ===`);
  const integration = only === "e2e" ? null : await integrationAt(instant.utc, label);
  const e2e = only === "integration" ? null : await e2eAt(instant.utc, label);
  rows.push({ instant, integration, e2e });
}
server?.stop();

const cell = (c: Cell | null) =>
  c === null ? "-" : `${c.failed === 0 ? "ok" : "FAILED"} ${c.passed}/${c.passed + c.failed} (${c.seconds.toFixed(0)} s)`;
const header = ["Berlin", "UTC", "why", "integration", "end to end"];
const table = rows.map((r) => [r.instant.berlin, r.instant.utc, r.instant.why, cell(r.integration), cell(r.e2e)]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
console.log(`\n=== the date matrix: ${((Date.now() - started) / 60_000).toFixed(1)} min ===`);
console.log(line(header));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const row of table) console.log(line(row));
for (const r of rows)
  for (const f of [...(r.integration?.failures ?? []), ...(r.e2e?.failures ?? [])]) console.log(`FAILED at ${r.instant.utc}: ${f}`);
console.log(
  `DATES ${JSON.stringify({ instants: rows.length, failed: rows.filter((r) => (r.integration?.failed ?? 0) + (r.e2e?.failed ?? 0) > 0).length })}`,
);
process.exit(rows.every((r) => (r.integration?.failed ?? 0) + (r.e2e?.failed ?? 0) === 0) ? 0 : 1);
