// `npm test`: everything, in the order a failure is cheapest to find. Installs Debian's Chromium
// first when it is missing (CI runs as root on a machine that may be new).
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { run, seconds } from "./lib/run.ts";

const started = Date.now();
const timings: string[] = [];

async function step(name: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  await run(cmd, args, { env: { ...process.env, ...env } });
  timings.push(`${name}: ${seconds(t)}`);
}

if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
  await step("install chromium (apt-get)", "bash", [
    "-c",
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null",
  ]);
}

mkdirSync(".test-reports", { recursive: true });
await step("typecheck", "bash", ["-c", "react-router typegen && tsc -b"]);
await step("lint", "eslint", [".", "--max-warnings=0"]);
await step("format (prettier --check)", "prettier", ["--check", "."]);
await step("unit + integration (vitest)", "vitest", [
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=.test-reports/vitest.json",
]);
await step("build", "react-router", ["build"]);
// The play page's JavaScript on first load, from the build (no server): over 140 KB gzip fails.
await step("budget: play page JavaScript", "node", ["scripts/bench/play-page-js.ts"]);
await step("end to end (playwright, chromium)", "playwright", ["test"]);

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}
interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}
const vitest = JSON.parse(readFileSync(".test-reports/vitest.json", "utf8")) as VitestJson;
const e2e = JSON.parse(readFileSync(".test-reports/e2e.json", "utf8")) as PlaywrightJson;
const passed = vitest.numPassedTests + e2e.stats.expected + e2e.stats.flaky;
const failed = vitest.numFailedTests + e2e.stats.unexpected;
const skipped = vitest.numPendingTests + e2e.stats.skipped;
console.log(`\n${timings.join("\n")}\ntotal: ${seconds(started)}`);
console.log(`vitest: ${vitest.numPassedTests} passed; playwright: ${e2e.stats.expected + e2e.stats.flaky} passed`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) process.exit(1);
