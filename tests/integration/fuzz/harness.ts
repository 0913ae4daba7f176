// Runs one route's generated bad requests through the real Worker and checks the three promises
// of issue 15 for each: no 5xx, the refusal the case was built to get (4xx, or the redirect a form
// answers with), an error body of the site's own (JSON failure shape or HTML page, never a stack
// trace). Around the run, a snapshot of every table proves that nothing refused was stored.

import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import fc from "fast-check";
import { expect } from "vitest";
import worker from "../../../workers/app.ts";
import { changes, describeChanges, snapshot } from "./snapshot.ts";
import type { FuzzRow } from "./table.ts";

export const ORIGIN = "http://localhost:8787";

/** One generated request and the answers that count as the right refusal. */
export interface FuzzCase {
  /** What makes it bad, e.g. `field:puzzleId`, `method:PUT`, `auth:forged-bearer`, `body:json`. */
  defect: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | null;
  expect: readonly number[];
}

export interface RouteFuzz {
  row: FuzzRow;
  cases: fc.Arbitrary<FuzzCase>;
  numRuns?: number;
  /**
   * Tables a refused request of this route writes by design, each with the reason. Everything
   * else must be byte for byte what it was before the run.
   */
  mayWrite?: Record<string, string>;
  /** The route counts attempts: any case may meet the limit (429) instead of its refusal. */
  limited?: boolean;
}

export interface FuzzSummary {
  route: string;
  method: string;
  cases: number;
  byStatus: Record<string, number>;
  byDefect: Record<string, number>;
  fiveXX: number;
  dbChanges: number;
  excludedTables: string[];
  /** Which of the excluded tables the run did write (their reasons are the route's `mayWrite`). */
  excludedTablesChanged: string[];
  seed: number;
}

export const DEFAULT_RUNS = 200;
/**
 * `npm run proof` (PROOF_SWEEPS=1) sends every route its full number of cases; `npm test` a
 * quarter of them, from the same seeds: every defect kind still reaches every route.
 */
const runsOf = (full: number) => (env.PROOF_SWEEPS === "1" ? full : Math.ceil(full / 4));
/** The base of every route's seed: runs are reproducible, and each route still gets its own sequence. */
export const FUZZ_SEED = 20261123;

function seedFor(route: string): number {
  let h = FUZZ_SEED;
  for (const ch of route) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

// Every case comes from its own address in the 198.18.0.0/15 benchmark range, so the per-address
// limits (login 50, captcha 60, contact 5 per window) do not stop the fuzzing before the validators.
let addressCounter = 0;
function nextAddress(): string {
  const n = addressCounter++ % 131072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

const STACK_TRACE = /\n\s+at \S.*:\d+:\d+|\bat (?:async )?\S+ \((?:file:|\/|[A-Za-z]:\\)[^)]*:\d+:\d+\)/;

/** Why an answer is not an acceptable refusal of `c`, or null when it is. */
function problemWith(c: FuzzCase, res: Response, text: string, def: RouteFuzz): string | null {
  const limited = def.limited ?? false;
  if (res.status >= 500) return `answered ${res.status}: ${text.slice(0, 300)}`;
  const allowed = limited ? [...c.expect, 429] : c.expect;
  if (!allowed.includes(res.status)) return `answered ${res.status}, expected ${allowed.join("/")}: ${text.slice(0, 300)}`;
  if (STACK_TRACE.test(text)) return `the body carries a stack trace: ${text.slice(0, 300)}`;
  if (text.includes("Unexpected Server Error")) return `the body is React Router's fallback, not the site's error: ${text.slice(0, 200)}`;
  if (res.status >= 300 && res.status < 400) {
    const location = res.headers.get("Location") ?? "";
    return /^\/(?![/\\])/.test(location) ? null : `redirects off the site: ${location}`;
  }
  if (c.method === "HEAD") return null;
  const type = res.headers.get("Content-Type") ?? "";
  if (type.startsWith("application/json")) return jsonProblem(text, res.status, def.row.area);
  if (type.startsWith("text/html"))
    return text.startsWith("<!DOCTYPE html>") ? null : `an HTML body that is not a page: ${text.slice(0, 200)}`;
  // React Router's single-fetch answers of page actions (`<path>.data`): turbo-stream.
  if (type.startsWith("text/x-script")) return null;
  return `an error body of type "${type}": ${text.slice(0, 200)}`;
}

/**
 * The site's JSON failure shape (docs/API.md): success false, a message, errors per field. The
 * language and appearance switches (area "form") answer without `errors`, and a GET with a bare
 * `null` 404: they are form targets with nothing to show.
 */
function jsonProblem(text: string, status: number, area: FuzzRow["area"]): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `a JSON content type with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  if (body === null) return area === "form" && status === 404 ? null : "a JSON error that is null";
  if (typeof body !== "object" || Array.isArray(body)) return `a JSON error that is not an object: ${text.slice(0, 200)}`;
  const b = body as Record<string, unknown>;
  if (b.success !== false) return `a refusal with success ${String(b.success)}: ${text.slice(0, 200)}`;
  if (typeof b.message !== "string" || b.message.trim() === "") return `a refusal without a message: ${text.slice(0, 200)}`;
  const perField = typeof b.errors === "object" && b.errors !== null && !Array.isArray(b.errors);
  if (!perField && (area === "api" || b.errors !== undefined)) return `a refusal whose errors are not per field: ${text.slice(0, 200)}`;
  return null;
}

/**
 * Sends a case to the Worker entry (workers/app.ts) and waits for its `waitUntil` work, so the
 * snapshot after the run sees everything the requests did. The entry is called directly rather
 * than through `exports.default.fetch` (tests/integration/helpers.ts): in this pool version each
 * call through `exports` costs more than the one before (measured: 1 ms at first, over 200 ms
 * after 1,000 calls), and the fuzzing sends thousands.
 */
async function send(c: FuzzCase): Promise<{ response: Response; text: string }> {
  const headers = new Headers(c.headers);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", nextAddress());
  const ctx = createExecutionContext();
  const request = new Request(new URL(c.path, ORIGIN), { method: c.method, headers, body: c.body, redirect: "manual" });
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, env, ctx);
  const text = c.method === "HEAD" ? "" : await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text };
}

/**
 * Runs `numRuns` generated cases of one route (fixed seed; fast-check prints seed and path of a
 * failing case) between two database snapshots, prints the route's `FUZZ {...}` summary line and
 * fails on any 5xx, wrong refusal or unexpected write.
 */
export async function fuzzRoute(def: RouteFuzz): Promise<FuzzSummary> {
  const seed = seedFor(def.row.route);
  const byStatus: Record<string, number> = {};
  const byDefect: Record<string, number> = {};
  let cases = 0;
  let fiveXX = 0;
  const before = await snapshot();
  await fc.assert(
    fc.asyncProperty(def.cases, async (c) => {
      const { response: res, text } = await send(c);
      cases++;
      byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
      const kind = c.defect.split(":")[0]!;
      byDefect[kind] = (byDefect[kind] ?? 0) + 1;
      if (res.status >= 500) fiveXX++;
      const problem = problemWith(c, res, text, def);
      if (problem) throw new Error(`${c.method} ${c.path.slice(0, 200)} [${c.defect}] ${problem}`);
    }),
    // No shrinking: every step of it is another request, and the failing case is readable as drawn.
    { numRuns: runsOf(def.numRuns ?? DEFAULT_RUNS), seed, endOnFailure: true },
  );
  const after = await snapshot();
  const excluded = Object.keys(def.mayWrite ?? {});
  const all = changes(before, after);
  const changed = all.filter((c) => !excluded.includes(c.table));
  const summary: FuzzSummary = {
    route: def.row.route,
    method: def.row.methods.join(",") || "none",
    cases,
    byStatus,
    byDefect,
    fiveXX,
    dbChanges: changed.length,
    excludedTables: excluded,
    excludedTablesChanged: all.filter((c) => excluded.includes(c.table)).map((c) => c.table),
    seed,
  };
  console.log(`FUZZ ${JSON.stringify(summary)}`);
  expect(changed, `refused requests changed the database:\n${describeChanges(changed)}`).toEqual([]);
  expect(fiveXX).toBe(0);
  expect(cases).toBeGreaterThanOrEqual(runsOf(def.numRuns ?? DEFAULT_RUNS));
  return summary;
}
