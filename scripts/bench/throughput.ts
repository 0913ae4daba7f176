// Page throughput next to the trivial route, on a running local server.
//
//   node scripts/bench/throughput.ts [http://localhost:8787] [--clients 16] [--seconds 5] [--path /x ...]
//
// Measures each page with concurrent keep-alive clients in short rounds that alternate with
// /robots.txt (a static answer of the Worker: what the stack itself costs), so a busy machine
// slows both alike, and prints req/s, p50/p99 and each page's share of the trivial route's req/s. The goal (issue 15): every page ≥ 50 %.
// Printed figures, no pass/fail on time. Loopback hosts only: this is a load generator.

import { formatRow, pageAgainstTrivial, share, type ThroughputResult } from "./throughput-run.ts";
import { THROUGHPUT_GOAL, THROUGHPUT_PATHS, TRIVIAL_PATH } from "./throughput-paths.ts";

const args = process.argv.slice(2);
const base = new URL(args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--path" && !/^\d/.test(a)) ?? "http://localhost:8787");
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const chosen = args.flatMap((a, i) => (args[i - 1] === "--path" ? [a] : []));
if (!["localhost", "127.0.0.1", "[::1]"].includes(base.hostname)) {
  console.error(`refusing ${base.origin}: the load generator runs against a loopback server only`);
  process.exit(2);
}

const clients = option("clients", 16);
const seconds = option("seconds", 6);
const rounds = option("rounds", 3);
const paths = chosen.length ? chosen : THROUGHPUT_PATHS;

console.log(
  `${clients} clients; each address measured in ${rounds} rounds of ${seconds / rounds} s, alternating with ${TRIVIAL_PATH}; ${base.origin}`,
);
const all: { page: ThroughputResult; trivial: ThroughputResult }[] = [];
for (const path of paths) {
  const measured = await pageAgainstTrivial(base, path, { clients, seconds, rounds });
  all.push(measured);
  console.log(formatRow(measured));
}
const worst = all.reduce((a, b) => (share(a) <= share(b) ? a : b));
console.log(`lowest share: ${worst.page.path} ${(share(worst) * 100).toFixed(0)} % (goal ≥ ${THROUGHPUT_GOAL * 100} %)`);
// One line for `npm run proof`.
console.log(
  `THROUGHPUT ${JSON.stringify({
    clients,
    goal: THROUGHPUT_GOAL,
    pages: all.map((m) => ({
      path: m.page.path,
      perSecond: m.page.perSecond,
      trivialPerSecond: m.trivial.perSecond,
      share: share(m),
      failed: m.page.failed,
      p50Ms: m.page.p50Ms,
      p99Ms: m.page.p99Ms,
    })),
  })}`,
);
