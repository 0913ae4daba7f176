// Requests per second of one address under a fixed number of concurrent clients, each with its
// own keep-alive connection, sending its next request as soon as the last answer is read whole.
// Shared by scripts/bench/throughput.ts and the proof (scripts/test/proof.ts).

import http from "node:http";
import { performance } from "node:perf_hooks";
import { TRIVIAL_PATH as TRIVIAL } from "./throughput-paths.ts";

export interface ThroughputResult {
  path: string;
  requests: number;
  /** Answers that were not 2xx (a page under test must answer 200: anything else is not its speed). */
  failed: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** Drives `clients` concurrent loops against `path` for `seconds` (after a short warm-up) and measures. */
export async function measureThroughput(
  origin: URL,
  path: string,
  {
    clients,
    seconds,
    warmupSeconds = 1,
    headers = {},
    latencies = [],
  }: { clients: number; seconds: number; warmupSeconds?: number; headers?: Record<string, string>; latencies?: number[] },
): Promise<ThroughputResult> {
  const url = new URL(path, origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const before = latencies.length;
  let failed = 0;
  let measuring = false;
  let stopAt = performance.now() + warmupSeconds * 1000;
  const loop = async () => {
    while (performance.now() < stopAt) {
      const started = performance.now();
      const status = await get(agent, url, headers).catch(() => 0);
      if (!measuring) continue;
      latencies.push(performance.now() - started);
      if (status < 200 || status > 299) failed++;
    }
  };
  // Warm-up: every client's connection is open and the isolate has seen the route.
  await Promise.all(Array.from({ length: clients }, loop));
  measuring = true;
  const began = performance.now();
  stopAt = began + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, loop));
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  const own = latencies.slice(before).sort((a, b) => a - b);
  return {
    path,
    requests: own.length,
    failed,
    seconds: elapsed,
    perSecond: own.length / elapsed,
    p50Ms: percentile(own, 50),
    p99Ms: percentile(own, 99),
  };
}

/** Sums rounds of one address into one result. */
function combine(path: string, parts: ThroughputResult[], latencies: number[]): ThroughputResult {
  const requests = parts.reduce((n, r) => n + r.requests, 0);
  const seconds = parts.reduce((n, r) => n + r.seconds, 0);
  latencies.sort((a, b) => a - b);
  return {
    path,
    requests,
    failed: parts.reduce((n, r) => n + r.failed, 0),
    seconds,
    perSecond: requests / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/**
 * A page and the trivial route in alternating rounds: on a machine that other work slows now and
 * then, both see the same conditions, so their ratio holds where the bare figures drift.
 */
export async function pageAgainstTrivial(
  origin: URL,
  path: string,
  { clients, seconds, rounds, headers }: { clients: number; seconds: number; rounds: number; headers?: Record<string, string> },
): Promise<{ page: ThroughputResult; trivial: ThroughputResult }> {
  const pages: ThroughputResult[] = [];
  const trivials: ThroughputResult[] = [];
  const pageLatencies: number[] = [];
  const trivialLatencies: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = await measureThroughput(origin, TRIVIAL, {
      clients,
      seconds: seconds / rounds,
      warmupSeconds: 0.3,
      latencies: trivialLatencies,
    });
    const p = await measureThroughput(origin, path, {
      clients,
      seconds: seconds / rounds,
      warmupSeconds: 0.3,
      headers,
      latencies: pageLatencies,
    });
    trivials.push(t);
    pages.push(p);
  }
  return { page: combine(path, pages, pageLatencies), trivial: combine(TRIVIAL, trivials, trivialLatencies) };
}

export const share = (m: { page: ThroughputResult; trivial: ThroughputResult }) => m.page.perSecond / m.trivial.perSecond;

export function formatRow(m: { page: ThroughputResult; trivial: ThroughputResult }): string {
  const r = m.page;
  return `${r.path.padEnd(50)} ${r.perSecond.toFixed(0).padStart(5)} req/s  p50 ${r.p50Ms.toFixed(0).padStart(4)} ms  p99 ${r.p99Ms
    .toFixed(0)
    .padStart(4)} ms  trivial ${m.trivial.perSecond.toFixed(0).padStart(5)} req/s  share ${(share(m) * 100).toFixed(0).padStart(3)} %${
    r.failed ? `  (${r.failed} not 2xx)` : ""
  }`;
}
