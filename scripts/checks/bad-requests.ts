// Bad input must never make the site answer 5xx or not at all.
//
//   node scripts/checks/bad-requests.ts [http://localhost:8787] [--concurrency 4] [--timeout 10] [--total 600]
//   npm run check:bad-requests -- http://localhost:8788
//
// Sends the requests of scripts/checks/bad-request-list.ts (every route crossed with wrong methods,
// bodies on GET, bodies over the limits, empty/broken/mistyped bodies, absurd query strings,
// cross-origin posts) to a running local server, each on its own connection with a timeout, and
// prints the answers by status class, the 5xx and the requests without an answer. Exits 1 when
// any request got a 5xx or no answer. Loopback servers only.

import { formatSummary, runBadRequests } from "./bad-request-list.ts";

const args = process.argv.slice(2);
const base = new URL(args.find((a) => !a.startsWith("--")) ?? "http://localhost:8787");
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};

try {
  const summary = await runBadRequests(base, undefined, {
    concurrency: Math.min(option("concurrency", 4), 16),
    timeoutMs: option("timeout", 10) * 1000,
    totalMs: option("total", 600) * 1000,
  });
  console.log(formatSummary(summary));
  // One line for `npm run proof`.
  console.log(
    `BADREQ ${JSON.stringify({ requests: summary.requests, answered: summary.answered, serverErrors: summary.serverErrors.length, noAnswer: summary.noAnswer.length, notSent: summary.notSent })}`,
  );
  process.exit(summary.serverErrors.length || summary.noAnswer.length || summary.notSent ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
