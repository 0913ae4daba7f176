// `npm test`: everything, and a table of how long each step took. Installs Debian's Chromium and
// a Java runtime first when they are missing (CI runs as root on a machine that may be new).
//
// The order: while vitest runs its two workers (its files wait on workerd much of the time), the
// build (`npm run build`, a development build), the budget read from it, the production (deploy)
// build checked for development code, and the end-to-end server started on the first build. Then
// the end-to-end suite against that server, and beside it the checks that read only the source
// (typecheck, lint, format). The sweeps over every page and every input are
// in `npm run proof` (scripts/test/proof.ts), with a representative of each here.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { startE2eServer, type E2eServer } from "../../tests/lib/e2e-server-process.ts";
import { run } from "../lib/run.ts";

const started = Date.now();
const timings: { name: string; ms: number; ok: boolean }[] = [];
const failures: string[] = [];

/** A step with its output passed through as it comes. */
async function step(name: string, cmd: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  let ok = true;
  try {
    await run(cmd, args, { env: { ...process.env, ...env } });
  } catch {
    ok = false;
    failures.push(name);
  }
  timings.push({ name, ms: Date.now() - t, ok });
}

/** A step run beside others: its output is held and printed in one piece when it ends. */
function quietStep(name: string, cmd: string, args: string[]): Promise<void> {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => out.push(c));
    const finish = (ok: boolean, note = "") => {
      timings.push({ name, ms: Date.now() - t, ok });
      if (!ok) failures.push(name);
      const text = Buffer.concat(out).toString("utf8").trimEnd();
      console.log(
        `\n=== ${name}: ${ok ? "ok" : "FAILED"} (${((Date.now() - t) / 1000).toFixed(1)} s) ===${text ? `\n${text}` : ""}${note}`,
      );
      resolve();
    };
    child.on("error", (e) => finish(false, `\n${e.message}`));
    child.on("exit", (code) => finish(code === 0));
  });
}

async function sequence(...steps: (() => Promise<void>)[]): Promise<void> {
  for (const s of steps) await s();
}

if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
  await step("install chromium (apt-get)", "bash", [
    "-c",
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null",
  ]);
}

// The HTML checker (tests/e2e/html-valid.spec.ts runs vnu.jar) needs Java. Slim Debian images lack
// /usr/share/man/man1, where the JRE's post-install step links its manual pages.
if (spawnSync("java", ["-version"], { stdio: "ignore" }).error) {
  await step("install java (apt-get)", "bash", [
    "-c",
    "mkdir -p /usr/share/man/man1 && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null",
  ]);
}

mkdirSync(".test-reports", { recursive: true });
// A report left by an earlier run must not stand in for one this run did not write.
for (const report of [".test-reports/vitest.json", ".test-reports/e2e.json"]) rmSync(report, { force: true });
const E2E_PORT = process.env.E2E_PORT ?? "8788";
let e2eServer: E2eServer | null = null;
/** Starts the end-to-end server on the fresh build; Playwright reuses it. */
async function startServer(): Promise<void> {
  if (failures.includes("build")) return;
  const t = Date.now();
  try {
    e2eServer = await startE2eServer(E2E_PORT);
    timings.push({ name: "end-to-end server start", ms: Date.now() - t, ok: true });
  } catch (error) {
    timings.push({ name: "end-to-end server start", ms: Date.now() - t, ok: false });
    failures.push("end-to-end server start");
    console.log(`\n=== end-to-end server start: FAILED ===\n${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The integration tests' Vite (vitest.workers.config.ts) runs React Router's plugin as a dev
 * server, whose type watcher deletes .react-router/types and writes it anew as it starts. A `tsc`
 * reading the types at that moment misses `virtual:react-router/server-build` (it happened on a
 * fresh clone). So the typecheck waits until the watcher has written the types, then generates
 * them once more itself (nothing else writes them then) and checks.
 */
const TYPES_MARKER = ".react-router/types/+server-build.d.ts";
const TYPES_WAIT_MS = 60_000;
const TYPES_POLL_MS = 200;
async function typesWritten(since: number): Promise<void> {
  for (const until = Date.now() + TYPES_WAIT_MS; Date.now() < until;) {
    if (existsSync(TYPES_MARKER) && statSync(TYPES_MARKER).mtimeMs >= since) return;
    await new Promise((resolve) => setTimeout(resolve, TYPES_POLL_MS));
  }
}
const vitestStart = Date.now();

// The checks that read only the source run beside the end-to-end suite, not beside vitest: vitest
// is the longer wait before the end-to-end suite can start, and it took 150 s alone against 214-238 s
// beside them (issue 32), while the end-to-end suite waits on its browsers and server much of the time.
const sourceChecks = () =>
  sequence(
    () => typesWritten(vitestStart).then(() => quietStep("typecheck", "bash", ["-c", "react-router typegen && tsc -b"])),
    () => quietStep("lint", "eslint", [".", "--max-warnings=0"]),
    () => quietStep("format (prettier --check)", "prettier", ["--check", "--log-level=warn", "."]),
  );

await Promise.all([
  sequence(
    () => quietStep("build", "react-router", ["build"]),
    // The play page's JavaScript on first load, from the build (no server): over 140 KB gzip fails.
    () => quietStep("budget: play page JavaScript", "node", ["scripts/bench/play-page-js.ts"]),
    // The deploy build into build-production/: no /dev/ route, no development-only chunk. Before the
    // server starts, as wrangler reads which build to serve when it starts.
    () => quietStep("production build: no development code", "node", ["scripts/test/production-build.ts"]),
    startServer,
  ),
  step("unit + integration (vitest)", "vitest", [
    "run",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=.test-reports/vitest.json",
  ]),
]);
await Promise.all([
  sourceChecks(),
  e2eServer === null
    ? null
    : step("end to end (playwright, chromium)", "playwright", ["test"], { E2E_PORT, E2E_REUSE_SERVER: "1" }).then(() =>
        (e2eServer as E2eServer).stop(),
      ),
]);

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}
interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}
function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return null;
  }
}
const vitest = readJson<VitestJson>(".test-reports/vitest.json");
const e2e = readJson<PlaywrightJson>(".test-reports/e2e.json");

const width = Math.max(...timings.map((t) => t.name.length));
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0).padStart(2)} s`;
console.log(`\n${"step".padEnd(width)}  wall time`);
for (const t of timings) console.log(`${t.name.padEnd(width)}  ${minutes(t.ms).padStart(12)}${t.ok ? "" : "  FAILED"}`);
console.log(`${"total (npm test)".padEnd(width)}  ${minutes(Date.now() - started).padStart(12)}`);
if (vitest && e2e) {
  const passed = vitest.numPassedTests + e2e.stats.expected + e2e.stats.flaky;
  const failed = vitest.numFailedTests + e2e.stats.unexpected;
  const skipped = vitest.numPendingTests + e2e.stats.skipped;
  console.log(`vitest: ${vitest.numPassedTests} passed; playwright: ${e2e.stats.expected + e2e.stats.flaky} passed`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
}
if (failures.length > 0) {
  console.log(`failed: ${failures.join(", ")}`);
  process.exit(1);
}
