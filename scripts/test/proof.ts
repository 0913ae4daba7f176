// `npm run proof`: where the site stands, in one table of measured figures beside their goals.
//
//   npm run proof [-- --no-build] [--skip load,lighthouse,...] [--load-origin http://localhost:8787]
//
// Builds, starts the production build on a port of its own (scripts/local/e2e-server.ts: local D1 and
// KV, seeded catalogue), and runs against it: page throughput next to the trivial route, the play
// page's JavaScript, Lighthouse (mobile) on the play, level, daily and lesson pages, Alfa on one
// page per route module, and the sweeps that `npm test` keeps one representative of: axe and the
// Nu HTML Checker on every sitemap page (axe × theme × width), the link crawl of every sitemap
// page, every end-to-end test tagged @sweep (the ad stand-ins' harness, the keyboard journey's
// other two theme × width pairs, the magictour puzzle solved by hints to the end, axe on two content
// pages in both themes), the whole bad-request list, the
// captcha attacker on 650 captchas and the finders on 2,000 puzzles (PROOF_SWEEPS=1). The date
// matrix is its own command, `npm run test:dates`. The load test runs against the server `npm
// start` serves (full catalogue; started here when nothing answers on the load origin). The vitest
// suites run once with a JSON report: the property-based bad-input tests (FUZZ lines), D1's rows
// per request kind (D1COST lines) and the fault tests named below. Benchmarks print figures, they
// are not timed tests: the exit code is 1 only when a goal is missed or a step fails.

import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { THROUGHPUT_GOAL } from "../bench/throughput-paths.ts";

/** The faults of issue 15 and the tests that inject them (file, part of the test's full name). */
const FAULTS: [string, [string, string][]][] = [
  [
    "mail API down",
    [
      ["api-auth.test.ts", "a code mail that cannot be sent answers 503"],
      ["contact.test.ts", "keeps the stored message (mailed_at empty)"],
      ["mailer.server.test.ts", "reports a server that refuses the connection as retryable"],
    ],
  ],
  [
    "mail API slow",
    [
      ["mailer.server.test.ts", "gives up after the timeout with a maybe-sent error"],
      ["mailer.server.test.ts", "reports a send that MailChannels accepts only after the timeout as maybe sent"],
      ["scheduled-faults.test.ts", "a winner mail that MailChannels accepts only after the timeout is sent once"],
    ],
  ],
  [
    "D1 failing in the middle of a batch",
    [
      ["supporter.test.ts", "rolls the whole grant back, answers an error, and the retry grants exactly once"],
      ["api-savegames.test.ts", "the model leaves the stored row as it was when the batch fails"],
      ["sessions.server.test.ts", "changes nothing when a statement of the batch fails"],
      ["account-data.server.test.ts", "deletes nothing when a statement of the batch fails"],
    ],
  ],
  ["KV unavailable", [["counter.test.ts", "counts when KV fails, with the figures from D1"]]],
  [
    "cron trigger twice, late, or missing a day",
    [
      ["scheduled-faults.test.ts", "a trigger that fires late"],
      ["scheduled-faults.test.ts", "a night without a trigger loses nothing"],
      ["scheduled-faults.test.ts", "a day nobody assigned"],
      ["scheduled-faults.test.ts", "two triggers at the same moment run each job once"],
      ["scheduled-faults.test.ts", "a job that fails gives its day back"],
    ],
  ],
  ["the draw run twice", [["daily-month.test.ts", "draws once after the beacon"]]],
  [
    "PayPal capture replayed",
    [
      ["supporter.test.ts", "captures on approval and grants 12 months once"],
      ["supporter.test.ts", "grants a capture whose answer was lost exactly once"],
    ],
  ],
  [
    "PayPal webhook repeated",
    [
      ["supporter.test.ts", "grants when PayPal's COMPLETED webhook arrives, once"],
      ["supporter.test.ts", "takes a refunded payment's days back, once per refund"],
    ],
  ],
  ["PayPal webhook forged", [["supporter.test.ts", "refuses deliveries PayPal did not sign, and changes nothing"]]],
  ["an old version saved after a newer one", [["api-savegames.test.ts", "answers 409 with the stored game for an equal or older version"]]],
];

const args = process.argv.slice(2);
const skip = new Set((args[args.indexOf("--skip") + 1] ?? "").split(",").filter((s) => args.includes("--skip") && s));
const valueOf = (name: string, fallback: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1]! : fallback);
const PROOF_PORT = valueOf("port", "8797");
const proofOrigin = `http://localhost:${PROOF_PORT}`;
const loadOrigin = valueOf("load-origin", "http://localhost:8787");
const started = Date.now();

interface Row {
  area: string;
  figure: string;
  measured: string;
  goal: string;
  ok: boolean | null;
}
const rows: Row[] = [];
const add = (area: string, figure: string, measured: string, goal: string, ok: boolean | null) =>
  rows.push({ area, figure, measured, goal, ok });
const failedSteps: string[] = [];

/** Runs a command, passing its output through, and returns the output's tagged JSON lines. */
function step(
  name: string,
  cmd: string,
  cmdArgs: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; lines: Map<string, unknown[]> }> {
  console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
    const lines = new Map<string, unknown[]>();
    let buffer = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      buffer += chunk.toString("utf8");
      let nl: number;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        // vitest colours the lines of console output it passes through: strip the escapes.
        // eslint-disable-next-line no-control-regex
        const line = buffer.slice(0, nl).replace(/\u001b\[[0-9;]*m/g, "");
        buffer = buffer.slice(nl + 1);
        const m = /^([A-Z0-9]+) (\{.*\})\s*$/.exec(line);
        if (m) {
          try {
            lines.set(m[1]!, [...(lines.get(m[1]!) ?? []), JSON.parse(m[2]!)]);
          } catch {
            // Not one of ours.
          }
        }
      }
    });
    child.on("exit", (code) => {
      if (code !== 0) failedSteps.push(`${name} (exit ${code})`);
      resolve({ code: code ?? 1, lines });
    });
  });
}

function startServer(cmd: string, cmdArgs: string[], env: Record<string, string>): ChildProcess {
  // Its own process group, so the server and the workerd it starts stop together.
  return spawn(cmd, cmdArgs, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"], detached: true });
}
function stopServer(child: ChildProcess | null): void {
  if (child?.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}
async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}
async function waitFor(origin: string, minutes: number): Promise<void> {
  const until = Date.now() + minutes * 60_000;
  while (!(await answers(origin))) {
    if (Date.now() > until) throw new Error(`${origin} did not answer within ${minutes} minutes`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const ms = (v: number) => `${v.toFixed(0)} ms`;
const pct = (v: number) => `${(v * 100).toFixed(0)} %`;

let proofServer: ChildProcess | null = null;
let loadServer: ChildProcess | null = null;
process.on("exit", () => {
  stopServer(proofServer);
  stopServer(loadServer);
});

try {
  if (!args.includes("--no-build")) await step("build", "react-router", ["build"]);
  proofServer = startServer("node", ["scripts/local/e2e-server.ts"], { E2E_PORT: PROOF_PORT });
  await waitFor(proofOrigin, 5);

  // ---- speed ----
  if (!skip.has("throughput")) {
    const { lines } = await step("throughput (16 clients)", "node", ["scripts/bench/throughput.ts", proofOrigin]);
    const t = lines.get("THROUGHPUT")?.[0] as
      | {
          pages: {
            path: string;
            perSecond: number;
            trivialPerSecond: number;
            share: number;
            failed: number;
            p50Ms: number;
            p99Ms: number;
          }[];
        }
      | undefined;
    for (const p of t?.pages ?? []) {
      add(
        "speed",
        `${p.path}: req/s (robots.txt), p50/p99`,
        `${p.perSecond.toFixed(0)} (${p.trivialPerSecond.toFixed(0)}) = ${pct(p.share)}; ${ms(p.p50Ms)}/${ms(p.p99Ms)}`,
        `≥ ${pct(THROUGHPUT_GOAL)} of robots.txt`,
        p.share >= THROUGHPUT_GOAL && p.failed === 0,
      );
    }
  }
  if (!skip.has("size")) {
    const { lines } = await step("play page JavaScript", "node", ["scripts/bench/js-size.ts", `${proofOrigin}/`]);
    const s = lines.get("JSSIZE")?.[0] as { gzipBytes: number; budgetBytes: number } | undefined;
    if (s)
      add(
        "speed",
        "play page JavaScript (gzip)",
        `${s.gzipBytes.toLocaleString("en")} B`,
        `≤ ${s.budgetBytes.toLocaleString("en")} B (${s.budgetBytes / 1024} KB)`,
        s.gzipBytes <= s.budgetBytes,
      );
  }
  if (!skip.has("lighthouse")) {
    // One cold load's score moves by ±3 on this machine; the median of three is what counts.
    const LIGHTHOUSE_RUNS = 3;
    for (const path of ["/", "/de/sehr-einfach", "/en/very-hard", "/de/sudoku-des-tages", "/de/akademie/lektionen/methoden/der-x-wing"]) {
      const { lines } = await step(`Lighthouse ${path}`, "node", [
        "scripts/bench/lighthouse.ts",
        `${proofOrigin}${path}`,
        `--runs=${LIGHTHOUSE_RUNS}`,
      ]);
      const l = lines.get("LIGHTHOUSE")?.[0] as { performance: number; accessibility: number } | undefined;
      if (l)
        add(
          "speed",
          `Lighthouse mobile ${path}, median of ${LIGHTHOUSE_RUNS}: performance / accessibility`,
          `${l.performance} / ${l.accessibility}`,
          "≥ 95 / 100",
          l.performance >= 95 && l.accessibility === 100,
        );
    }
  }

  // ---- accessibility ----
  if (!skip.has("a11y")) {
    const { lines } = await step("axe on every sitemap page", "node", ["scripts/checks/a11y/axe-check.ts", proofOrigin]);
    const a = lines.get("A11Y")?.[0] as { pages: number; runs: number; violations: number } | undefined;
    if (a)
      add(
        "accessibility",
        "axe: sitemap pages × 2 themes × phone/desktop",
        `${a.runs} runs on ${a.pages} pages, ${a.violations} violations`,
        "0 violations",
        a.violations === 0,
      );
  }
  if (!skip.has("html")) {
    const { lines } = await step("HTML checker on every sitemap page", "node", [
      "scripts/checks/html/check-html.ts",
      proofOrigin,
      "--sitemap",
    ]);
    const h = lines.get("HTMLCHECK")?.[0] as { pages: number; documents: number; errors: number; falseAlarms: number } | undefined;
    if (h)
      add(
        "accessibility",
        "HTML checker: every sitemap page",
        `${h.documents} documents (${h.pages} pages × 2 themes), ${h.errors} errors (${h.falseAlarms} known false alarms)`,
        "0 errors",
        h.errors === 0,
      );
  }
  if (!skip.has("alfa")) {
    const { lines } = await step("Alfa (second engine) on one page per route module", "node", [
      "scripts/checks/a11y/alfa-check.ts",
      proofOrigin,
    ]);
    const a = lines.get("ALFA")?.[0] as { pages: number; failed: number; falseAlarms: number; unchecked: number } | undefined;
    if (a)
      add(
        "accessibility",
        "Alfa (ACT rules, A/AA): one page per route module",
        `${a.pages} pages, ${a.failed} failed (${a.falseAlarms} known false alarms), ${a.unchecked} not checked`,
        "0 failed",
        a.failed === 0 && a.unchecked === 0,
      );
  }

  // ---- links ----
  if (!skip.has("crawl")) {
    const { lines } = await step("link crawl: every sitemap page", "node", ["scripts/checks/links/crawl-links.ts", proofOrigin]);
    const c = lines.get("CRAWL")?.[0] as { pages: number; links: number; broken: number } | undefined;
    if (c)
      add(
        "links",
        "every link, image and #fragment on every sitemap page",
        `${c.pages} pages, ${c.links.toLocaleString("en")} references: ${c.broken} broken`,
        "0 broken",
        c.broken === 0,
      );
  }

  // ---- the end-to-end sweeps (npm test runs a representative of each) ----
  if (!skip.has("e2e-sweeps")) {
    mkdirSync(".test-reports", { recursive: true });
    const { code } = await step(
      "end-to-end sweeps (@sweep: ad stand-ins, keyboard journeys, magictour by hints, the other two axe runs per route module, the statistics page's axe and HTML sweep)",
      "playwright",
      ["test", "--grep", "@sweep", "--reporter=list,json"],
      // The proof server answers for the site; the harness brings its own stand-in servers.
      { E2E_SWEEPS: "1", E2E_PORT: PROOF_PORT, E2E_REUSE_SERVER: "1", PLAYWRIGHT_JSON_OUTPUT_FILE: ".test-reports/proof-sweeps.json" },
    );
    const stats = readJsonFile<{ stats: { expected: number; unexpected: number; flaky: number } }>(
      ".test-reports/proof-sweeps.json",
    )?.stats;
    add(
      "end to end",
      "end-to-end @sweep: the ad stand-ins' every case, all four keyboard journeys, magictour solved by hints, axe light phone and dark desktop per route module, the statistics page in every variant",
      stats ? `${stats.expected + stats.flaky} passed, ${stats.unexpected} failed` : `exit ${code}`,
      "all pass",
      code === 0,
    );
  }

  // ---- bad input over HTTP ----
  if (!skip.has("bad-requests")) {
    const { lines } = await step("bad-request list", "node", ["scripts/checks/bad-requests.ts", proofOrigin]);
    const b = lines.get("BADREQ")?.[0] as { requests: number; answered: number; serverErrors: number; noAnswer: number } | undefined;
    if (b)
      add(
        "bad input",
        "bad-request list over HTTP: 5xx / no answer",
        `${b.requests} requests: ${b.serverErrors} / ${b.noAnswer}`,
        "0 / 0",
        b.serverErrors === 0 && b.noAnswer === 0,
      );
  }
  stopServer(proofServer);
  proofServer = null;

  // ---- tests with figures: fuzzing, D1 rows, faults ----
  if (!skip.has("vitest")) {
    mkdirSync(".test-reports", { recursive: true });
    // PROOF_SWEEPS=1: the captcha attacker on 650 captchas, the finders on 2,000 puzzles (npm test: 50 and 250),
    // and the SE-way numeric rating against Sudoku Explainer's on the whole tuning set (RATING.md).
    const unit = await step(
      "unit tests (fault cases, full sweeps)",
      "vitest",
      ["run", "-c", "vitest.unit.config.ts", "--reporter=dot", "--reporter=json", "--outputFile.json=.test-reports/proof-unit.json"],
      { PROOF_SWEEPS: "1" },
    );
    const integration = await step(
      "integration tests (workerd, full fuzz tables)",
      "vitest",
      [
        "run",
        "-c",
        "vitest.workers.config.ts",
        "--reporter=default",
        "--reporter=json",
        "--outputFile.json=.test-reports/proof-integration.json",
      ],
      { PROOF_SWEEPS: "1" },
    );
    const fuzz = (integration.lines.get("FUZZ") ?? []) as {
      route: string;
      method?: string;
      cases: number;
      fiveXX: number;
      dbChanges: number;
    }[];
    const fewest = fuzz.reduce((n, f) => Math.min(n, f.cases), Infinity);
    add(
      "bad input",
      "fast-check: routes and form actions fuzzed",
      `${fuzz.length} targets, ${fuzz.reduce((n, f) => n + f.cases, 0).toLocaleString("en")} payloads (fewest per target ${fewest})`,
      "every API route and form action, ≥ 200 each",
      fuzz.length > 0 && fewest >= 200,
    );
    add(
      "bad input",
      "fast-check: 5xx answers / database changes from refused requests",
      `${fuzz.reduce((n, f) => n + f.fiveXX, 0)} / ${fuzz.reduce((n, f) => n + f.dbChanges, 0)}`,
      "0 / 0",
      fuzz.length > 0 && fuzz.every((f) => f.fiveXX === 0 && f.dbChanges === 0),
    );
    for (const c of (integration.lines.get("D1COST") ?? []) as {
      kind: string;
      statements: number;
      rowsRead: number;
      rowsWritten: number;
    }[]) {
      add(
        "cost",
        `D1 per request: ${c.kind}`,
        `${c.statements} statements, ${c.rowsRead} rows read, ${c.rowsWritten} written`,
        "O(1) in the catalogue (figures for docs/SCALE.md)",
        null,
      );
    }
    const results = [readReport(".test-reports/proof-unit.json"), readReport(".test-reports/proof-integration.json")].flat();
    for (const [fault, tests] of FAULTS) {
      const found = tests.map(([file, title]) => results.find((r) => r.file.endsWith(file) && r.title.includes(title)));
      const passed = found.filter((r) => r?.status === "passed").length;
      add("faults", fault, `${passed} of ${tests.length} tests pass`, "a clear error or a no-op, nothing lost", passed === tests.length);
    }
    for (const [figure, file, title] of [
      ["the captcha attacker on 650 captchas (300 + 50 former, 300 of today)", "captcha-attack.test.ts", "the captcha attacker"],
      ["level-5 finders on every position of 2,000 gen_minimal_20k solves", "techniques.test.ts", "first 2,000 gen_minimal_20k"],
    ] as const) {
      const found = results.filter((r) => r.file.endsWith(file) && r.title.includes(title));
      add(
        "sweeps",
        figure,
        `${found.filter((r) => r.status === "passed").length} of ${found.length} tests pass`,
        "all pass",
        found.length > 0 && found.every((r) => r.status === "passed"),
      );
    }
    add(
      "tests",
      "unit / integration suites",
      `exit ${unit.code} / ${integration.code}`,
      "0 / 0",
      unit.code === 0 && integration.code === 0,
    );
  }

  // ---- load on the server `npm start` runs ----
  if (!skip.has("load")) {
    if (!(await answers(loadOrigin))) {
      console.log(`\nnothing answers on ${loadOrigin}: starting npm start (first run seeds 100,000 puzzles)`);
      loadServer = startServer("node", ["scripts/local/start.ts"], { PORT: new URL(loadOrigin).port });
      await waitFor(loadOrigin, 20);
    }
    const { lines } = await step("load (200 players, 60 s)", "node", [
      "scripts/bench/load.ts",
      loadOrigin,
      "--players",
      "200",
      "--seconds",
      "60",
    ]);
    const l = lines.get("LOAD")?.[0] as
      | {
          players: number;
          perSecond: number;
          kinds: Record<string, { requests: number; p50Ms: number; p99Ms: number }>;
          games: number;
          lost: number;
          torn: number;
          unreadable: number;
          errors: number;
        }
      | undefined;
    if (l) {
      add(
        "load",
        `${l.players} players, 60 s: throughput, errors`,
        `${l.perSecond.toFixed(0)} req/s, ${l.errors} errors`,
        "0 errors",
        l.errors === 0,
      );
      for (const [kind, k] of Object.entries(l.kinds))
        add("load", `${kind}: p50 / p99 (${k.requests} requests)`, `${ms(k.p50Ms)} / ${ms(k.p99Ms)}`, "figures", null);
      add(
        "load",
        "saved games read back: lost / torn",
        `${l.games} games: ${l.lost} / ${l.torn} (${l.unreadable} unreadable)`,
        "0 / 0",
        l.lost + l.torn + l.unreadable === 0,
      );
    }
  }
} catch (error) {
  failedSteps.push(error instanceof Error ? error.message : String(error));
} finally {
  stopServer(proofServer);
  stopServer(loadServer);
}

function readJsonFile<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return null;
  }
}

interface TestResult {
  file: string;
  title: string;
  status: string;
}
function readReport(path: string): TestResult[] {
  try {
    const report = JSON.parse(readFileSync(path, "utf8")) as {
      testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
    };
    return report.testResults.flatMap((f) => f.assertionResults.map((a) => ({ file: f.name, title: a.fullName, status: a.status })));
  } catch {
    return [];
  }
}

// ---- the table ----
const width = (key: keyof Row) => Math.min(70, Math.max(...rows.map((r) => String(r[key]).length), key.length));
const mark = (ok: boolean | null) => (ok === null ? "  " : ok ? "ok" : "NO");
console.log(`\n=== proof: ${new Date().toISOString()}, ${((Date.now() - started) / 60_000).toFixed(1)} min ===`);
console.log(`${"area".padEnd(width("area"))} | ${"figure".padEnd(width("figure"))} | ${"measured".padEnd(width("measured"))} | goal`);
for (const r of rows) {
  console.log(
    `${r.area.padEnd(width("area"))} | ${r.figure.padEnd(width("figure"))} | ${r.measured.padEnd(width("measured"))} | ${r.goal}  ${mark(r.ok)}`,
  );
}
const missed = rows.filter((r) => r.ok === false);
for (const f of failedSteps) console.log(`step failed: ${f}`);
console.log(`${rows.length} figures, ${missed.length} goals missed, ${failedSteps.length} steps failed`);
process.exit(missed.length || failedSteps.length ? 1 : 0);
