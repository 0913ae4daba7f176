// Bad requests, as a new user (or a scanner) sends them: every route of the site crossed with
// wrong methods, bodies on GET, bodies over the limits (with Content-Length and chunked), empty,
// broken and mistyped bodies, absurd query strings, same-origin and cross-origin. Shared by
// scripts/checks/bad-requests.ts (against any local server) and tests/e2e/bad-requests.spec.ts.
// The site may refuse every one of them, but must answer each, and never with a 5xx.
//
// Sent with node:http on a fresh connection each, because fetch refuses a body on GET and
// cannot send a chunked body without Content-Length on purpose.

import http from "node:http";
import { SITE_PAGES } from "../../app/config/site-routes.ts";

/** How the body is made at send time (large bodies are not kept in the list). */
export type BodySpec = string | { bytes: number; fill?: string } | { random: number };

export interface BadRequest {
  /** Which kind of bad input this is: the summary counts per group. */
  group: string;
  method: string;
  /** Path and query, sent as is. */
  path: string;
  headers?: Record<string, string>;
  body?: BodySpec;
  /** Send the body without Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
  /** Origin header: the server's own origin, another site's, or none. */
  origin?: "same" | "cross" | "none";
}

const KB = 1024;
const MB = 1024 * KB;
const FORM = "application/x-www-form-urlencoded";
const CROSS_ORIGIN = "https://evil.example";

// ---- the routes (app/routes.ts, app/config/site-routes.ts, docs/API.md) ----

const pages = SITE_PAGES.flatMap((p) => [...p.de, ...p.en]);
/** Loader data of client-side navigations. */
const dataPaths = ["/_.data", "/de/spielanleitung.data", "/en/very-hard.data", "/de/profil.data"];
const apiGet = [
  "/api/sudoku?sudokuId=1",
  "/api/sudoku/stars/3",
  "/api/captcha?ipAddress=203.0.113.9",
  "/api/ip-address",
  "/api/sudoku/save?puzzleId=1",
  "/api/sudoku/recent",
  "/api/sudoku/statistics",
  "/api/profile/avatar/0123456789abcdef",
];
/** Calls that answer GET and POST. */
const apiGetPost = ["/api/profile"];
const apiPost = ["/api/login", "/api/authenticate", "/api/sudoku/save", "/api/sudoku/saved-puzzles", "/api/sudoku/import"];
const apiDelete = ["/api/logout", "/api/sudoku/delete-saved-puzzle/1"];
const resources = [
  "/sitemap.xml",
  "/robots.txt",
  "/manifest.de.webmanifest",
  "/manifest.en.webmanifest",
  "/og/result.png",
  "/og/result.svg",
  "/dev/outbox",
  "/dev/outbox.json",
  "/dev/captchas.json",
];
/** Form posts of pages and resource routes. */
const formPosts = [
  "/language",
  "/theme",
  "/de/authentifizierung",
  "/en/authentication",
  "/de/profil",
  "/en/profile",
  "/de/profil.data",
  "/de/eigenes-sudoku",
  "/en/your-own-sudoku.data",
];
const unknown = ["/api/does-not-exist", "/api/sudoku/stars/3/extra", "/does-not-exist", "/de/gibt-es-nicht", "/en/no-such-page"];

/** Every path that takes a body on purpose (POST or DELETE). */
const bodyTargets = [...apiPost, ...apiGetPost, ...formPosts];
const deleteTargets = apiDelete;

/** A small, valid-looking form for each kind of target, so only the one thing is wrong. */
const smallForm = "email=someone%40example.com&password=x&lang=de&from=%2F&theme=dark&userName=Ann";

function list(): BadRequest[] {
  const out: BadRequest[] = [];
  const add = (r: BadRequest) => out.push({ origin: "same", ...r });

  // 1. Wrong methods on every route.
  for (const path of [...pages, ...dataPaths, ...apiGet, ...resources, ...unknown]) {
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
      // Pages with an action take POST: that is not a wrong method, bad bodies come below.
      if (method === "POST" && formPosts.includes(path)) continue;
      add({ group: "wrong method", method, path, headers: { "Content-Type": FORM }, body: smallForm });
    }
  }
  for (const path of [...apiPost, ...formPosts.filter((p) => p === "/language" || p === "/theme")]) {
    add({ group: "wrong method", method: "GET", path });
    add({ group: "wrong method", method: "PUT", path, headers: { "Content-Type": FORM }, body: smallForm });
    add({ group: "wrong method", method: "PATCH", path, headers: { "Content-Type": FORM }, body: smallForm });
    add({ group: "wrong method", method: "DELETE", path });
  }
  for (const path of apiDelete) {
    add({ group: "wrong method", method: "GET", path });
    add({ group: "wrong method", method: "POST", path, headers: { "Content-Type": FORM }, body: smallForm });
    add({ group: "wrong method", method: "PUT", path, headers: { "Content-Type": FORM }, body: smallForm });
  }
  // Methods the router does not take at all (CONNECT and unknown tokens never reach the Worker:
  // workerd answers those itself).
  for (const path of ["/", "/de/faq", "/en/profile", "/api/login", "/api/sudoku?sudokuId=1", "/robots.txt", "/does-not-exist"]) {
    for (const method of ["OPTIONS", "TRACE", "PROPFIND"]) add({ group: "wrong method", method, path });
  }
  add({
    group: "wrong method",
    method: "OPTIONS",
    path: "/api/login",
    origin: "cross",
    headers: { "Access-Control-Request-Method": "POST" },
  });

  // 2. Bodies on GET and HEAD (small, ~70 KB with Content-Length, ~70 KB chunked).
  const getTargets = [
    "/",
    "/de/spielanleitung",
    "/en/very-hard",
    "/de/akademie",
    "/en/release-notes",
    "/de/profil",
    "/en/saved-puzzles",
    "/api/sudoku?sudokuId=1",
    "/api/sudoku/stars/2",
    "/api/ip-address",
    "/api/profile",
    "/robots.txt",
    "/sitemap.xml",
    "/manifest.en.webmanifest",
    "/api/does-not-exist",
    "/does-not-exist",
  ];
  for (const path of getTargets) {
    add({ group: "body on GET", method: "GET", path, headers: { "Content-Type": FORM }, body: "a=1&b=2" });
    add({
      group: "body on GET",
      method: "GET",
      path,
      headers: { "Content-Type": "application/json" },
      body: { bytes: 70 * KB, fill: "x" },
    });
    add({ group: "body on GET", method: "GET", path, body: { bytes: 70 * KB, fill: "y" }, chunked: true });
  }
  for (const path of ["/", "/api/sudoku?sudokuId=1", "/robots.txt", "/does-not-exist"]) {
    add({ group: "body on GET", method: "HEAD", path, body: "a=1" });
    add({ group: "body on GET", method: "HEAD", path, body: { bytes: 70 * KB }, chunked: true });
  }

  // 3. Bodies over the limits (16 KB in general, 320 KB on the profile), declared and chunked.
  for (const path of [...bodyTargets, ...deleteTargets]) {
    const method = deleteTargets.includes(path) ? "DELETE" : "POST";
    add({ group: "huge body", method, path, headers: { "Content-Type": FORM }, body: { bytes: 20 * KB, fill: "a=1&" } });
    add({ group: "huge body", method, path, headers: { "Content-Type": FORM }, body: { bytes: 20 * KB, fill: "a=1&" }, chunked: true });
    add({ group: "huge body", method, path, headers: { "Content-Type": "application/octet-stream" }, body: { random: 1 * MB } });
    add({ group: "huge body", method, path, headers: { "Content-Type": FORM }, body: { bytes: 1 * MB, fill: "b=2&" }, chunked: true });
  }
  for (const path of ["/api/profile", "/de/profil", "/en/profile"]) {
    add({ group: "huge body", method: "POST", path, headers: { "Content-Type": FORM }, body: { bytes: 200 * KB, fill: "c=3&" } });
    add({ group: "huge body", method: "POST", path, headers: { "Content-Type": FORM }, body: { bytes: 330 * KB, fill: "c=3&" } });
    add({
      group: "huge body",
      method: "POST",
      path,
      headers: { "Content-Type": FORM },
      body: { bytes: 330 * KB, fill: "c=3&" },
      chunked: true,
    });
  }
  add({ group: "huge body", method: "GET", path: "/", body: { bytes: 2 * MB }, chunked: true });
  add({ group: "huge body", method: "PUT", path: "/api/sudoku?sudokuId=1", body: { random: 4 * MB } });
  add({ group: "huge body", method: "POST", path: "/does-not-exist", body: { random: 4 * MB }, chunked: true });
  // Far over the limit: the Worker reads to the end and throws the bytes away (a cancelled body
  // made wrangler's dev proxy fail the next empty-bodied POST with a 500).
  add({
    group: "huge body",
    method: "POST",
    path: "/api/login",
    headers: { "Content-Type": FORM },
    body: { bytes: 12 * MB, fill: "d=4&" },
    chunked: true,
  });
  add({
    group: "huge body",
    method: "POST",
    path: "/api/sudoku/save",
    headers: { "Content-Type": "application/octet-stream" },
    body: { random: 12 * MB },
  });

  // 4. Empty bodies with form content types.
  for (const path of [...bodyTargets, ...deleteTargets]) {
    const method = deleteTargets.includes(path) ? "DELETE" : "POST";
    add({ group: "empty form", method, path, headers: { "Content-Type": FORM }, body: "" });
    add({ group: "empty form", method, path, headers: { "Content-Type": "multipart/form-data; boundary=xyz" }, body: "" });
    add({ group: "empty form", method, path, headers: { "Content-Type": FORM }, body: "", chunked: true });
  }

  // 5. Broken JSON sent as JSON.
  for (const path of bodyTargets) {
    add({
      group: "bad JSON",
      method: "POST",
      path,
      headers: { "Content-Type": "application/json" },
      body: '{"email": "a@b.c", "password":',
    });
    add({
      group: "bad JSON",
      method: "POST",
      path,
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: "[".repeat(5000),
    });
    add({ group: "bad JSON", method: "POST", path, headers: { "Content-Type": "application/json" }, body: "null" });
  }

  // 6. Malformed form encodings.
  for (const path of bodyTargets) {
    add({ group: "bad form", method: "POST", path, headers: { "Content-Type": FORM }, body: "%zz=%&a=%E0%A4%A&%%%=1" });
    add({ group: "bad form", method: "POST", path, headers: { "Content-Type": FORM }, body: "&&&===&a&=&b==c&savegame=%7B%7B%7B" });
    add({
      group: "bad form",
      method: "POST",
      path,
      headers: { "Content-Type": `${FORM}; charset=utf-8` },
      body: "email=%FF%FE%00&password=\u0000\uffff",
    });
  }

  // 7. Multipart with a broken boundary.
  const part = (b: string) => `--${b}\r\nContent-Disposition: form-data; name="userName"\r\n\r\nAnn\r\n--${b}--\r\n`;
  for (const path of bodyTargets) {
    add({
      group: "bad multipart",
      method: "POST",
      path,
      headers: { "Content-Type": "multipart/form-data; boundary=aaa" },
      body: part("bbb"),
    });
    add({ group: "bad multipart", method: "POST", path, headers: { "Content-Type": "multipart/form-data" }, body: part("ccc") });
    add({
      group: "bad multipart",
      method: "POST",
      path,
      headers: { "Content-Type": "multipart/form-data; boundary=ddd" },
      body: '--ddd\r\nContent-Disposition: form-data; name="userAvatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
    });
    add({
      group: "bad multipart",
      method: "POST",
      path,
      headers: { "Content-Type": `multipart/form-data; boundary=${"e".repeat(200)}` },
      body: part("e".repeat(200)),
    });
  }

  // 8. Wrong content types.
  for (const path of bodyTargets) {
    add({ group: "wrong type", method: "POST", path, headers: { "Content-Type": "text/plain" }, body: smallForm });
    add({ group: "wrong type", method: "POST", path, headers: { "Content-Type": "application/xml" }, body: "<a><b>1</b></a>" });
    add({ group: "wrong type", method: "POST", path, headers: { "Content-Type": "image/png" }, body: { random: 2 * KB } });
    add({ group: "wrong type", method: "POST", path, body: smallForm });
  }

  // 9. Absurd query strings.
  const queryTargets = [
    "/",
    "/de/mittel",
    "/en/faq",
    "/de/gespeicherte-raetsel",
    "/api/sudoku",
    "/api/sudoku/stars/3",
    "/api/sudoku/stars/9",
    "/api/captcha",
    "/api/sudoku/save",
    "/sitemap.xml",
    "/manifest.de.webmanifest",
    "/does-not-exist",
    "/api/does-not-exist",
  ];
  for (const path of queryTargets) {
    add({ group: "absurd query", method: "GET", path: `${path}?sudokuId=${"9".repeat(4000)}&exclude=${"-1".repeat(1000)}` });
    add({
      group: "absurd query",
      method: "GET",
      path: `${path}?%zz=%&sudokuId=1e309&sudokuId[]=1&lang=xx&lang=en&puzzleId=0x10&ipAddress=%00`,
    });
    add({
      group: "absurd query",
      method: "GET",
      path: `${path}?_data=routes%2Froot&index&_routes=${"x".repeat(300)}&page=-1&itemsPerPage=NaN`,
    });
    add({ group: "absurd query", method: "GET", path: `${path}?${"a=1&".repeat(2000)}` });
  }

  // 10. Cross-origin state changes (refused with 403), small and large bodies, and the
  // Sec-Fetch-Site variant of a browser that sends no Origin.
  for (const path of [...bodyTargets, ...deleteTargets]) {
    const method = deleteTargets.includes(path) ? "DELETE" : "POST";
    add({ group: "cross-origin", method, path, origin: "cross", headers: { "Content-Type": FORM }, body: smallForm });
    add({
      group: "cross-origin",
      method,
      path,
      origin: "cross",
      headers: { "Content-Type": FORM },
      body: { bytes: 100 * KB, fill: "z" },
      chunked: true,
    });
    add({
      group: "cross-origin",
      method,
      path,
      origin: "none",
      headers: { "Content-Type": FORM, "Sec-Fetch-Site": "cross-site" },
      body: smallForm,
    });
  }
  return out;
}

export const BAD_REQUESTS: readonly BadRequest[] = list();

/** What a path is to the Worker: a JSON call, a page's loader data, a development tool, a file, or a page. */
export function routeKind(path: string): "api" | "data" | "dev" | "resource" | "page" {
  const pathname = path.split("?")[0]!;
  if (pathname.startsWith("/api/")) return "api";
  if (pathname.endsWith(".data")) return "data";
  if (pathname.startsWith("/dev/")) return "dev";
  if (/\.(xml|txt)$/.test(pathname) || pathname === "/language" || pathname === "/theme") return "resource";
  return "page";
}

/**
 * The suite's representative of the list: for every kind of bad input and every kind of route it
 * meets, the first and the last request of the list (`npm run proof` sends them all).
 */
export function sampleBadRequests(list: readonly BadRequest[]): BadRequest[] {
  const byKey = new Map<string, BadRequest[]>();
  for (const r of list) {
    const key = `${r.group}|${routeKind(r.path)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  return [...byKey.values()].flatMap((rs) => (rs.length > 1 ? [rs[0]!, rs[rs.length - 1]!] : rs));
}

// ---- sending ----

export type Outcome = { kind: "answer"; status: number; ms: number } | { kind: "no answer"; reason: string; ms: number };

function bodyBytes(spec: BodySpec | undefined): Buffer | null {
  if (spec === undefined) return null;
  if (typeof spec === "string") return Buffer.from(spec, "utf8");
  if ("random" in spec) {
    const buf = Buffer.alloc(spec.random);
    for (let i = 0; i < buf.length; i++) buf[i] = Math.imul(i, 2654435761) >>> 24;
    return buf;
  }
  const fill = Buffer.from(spec.fill ?? "q");
  const buf = Buffer.alloc(spec.bytes);
  buf.fill(fill);
  return buf;
}

const CHUNK = 64 * KB;

/** Sends one request on its own connection; resolves when the answer has fully arrived (or not). */
export function send(base: URL, r: BadRequest, index: number, timeoutMs: number): Promise<Outcome> {
  const started = Date.now();
  const body = bodyBytes(r.body);
  const headers: Record<string, string> = {
    // Each request its own client address (RFC 2544 benchmark range), so the per-address rate
    // limits of the login flow are not used up for anyone else.
    "CF-Connecting-IP": `198.18.${(index >> 8) & 255}.${index & 255}`,
    "Accept-Language": index % 2 === 0 ? "de-DE,de;q=0.9" : "en-US,en;q=0.9",
    ...r.headers,
  };
  if (r.origin === "same") headers.Origin = base.origin;
  if (r.origin === "cross") headers.Origin = CROSS_ORIGIN;
  if (body && !r.chunked) headers["Content-Length"] = String(body.length);
  if (body && r.chunked) headers["Transfer-Encoding"] = "chunked";

  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(outcome);
    };
    const req = http.request({
      host: base.hostname,
      port: base.port || 80,
      method: r.method,
      path: r.path,
      headers,
      agent: false,
    });
    const timer = setTimeout(
      () => finish({ kind: "no answer", reason: `no answer within ${timeoutMs / 1000} s`, ms: Date.now() - started }),
      timeoutMs,
    );
    let status = 0;
    req.on("response", (res) => {
      status = res.statusCode ?? 0;
      res.on("data", () => {});
      res.on("end", () => finish({ kind: "answer", status, ms: Date.now() - started }));
      res.on("error", (e) => finish({ kind: "no answer", reason: `answer ${status} broke off: ${e.message}`, ms: Date.now() - started }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => {
      // An error after the status arrived is the server closing before the rest of our body was
      // sent: it did answer.
      if (status) finish({ kind: "answer", status, ms: Date.now() - started });
      else finish({ kind: "no answer", reason: `connection error: ${e.code ?? e.message}`, ms: Date.now() - started });
    });
    if (!body) {
      req.end();
      return;
    }
    let offset = 0;
    const pump = () => {
      while (offset < body.length && !settled) {
        const slice = body.subarray(offset, offset + CHUNK);
        offset += slice.length;
        if (!req.write(slice)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!settled) req.end();
    };
    pump();
  });
}

export interface Failure {
  request: BadRequest;
  detail: string;
}

export interface Summary {
  base: string;
  requests: number;
  answered: number;
  byClass: Record<string, number>;
  byGroup: Map<string, Record<string, number>>;
  serverErrors: Failure[];
  noAnswer: Failure[];
  /** Not sent because the total time ran out. */
  notSent: number;
  seconds: number;
  slowestMs: number;
}

export interface RunOptions {
  /** Requests in flight at once. */
  concurrency?: number;
  /** Per request, until the whole answer has arrived. */
  timeoutMs?: number;
  /** For the whole run: requests not started by then are counted as not sent. */
  totalMs?: number;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Sends every request to `base` (a loopback server only) and counts the answers. */
export async function runBadRequests(
  base: URL,
  requests: readonly BadRequest[] = BAD_REQUESTS,
  options: RunOptions = {},
): Promise<Summary> {
  if (!LOOPBACK.has(base.hostname) || base.protocol !== "http:") {
    throw new Error(`refusing ${base.origin}: bad requests go to a local http server only`);
  }
  const { concurrency = 4, timeoutMs = 10_000, totalMs = 10 * 60_000 } = options;
  const started = Date.now();
  const summary: Summary = {
    base: base.origin,
    requests: requests.length,
    answered: 0,
    byClass: { "1xx": 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 },
    byGroup: new Map(),
    serverErrors: [],
    noAnswer: [],
    notSent: 0,
    seconds: 0,
    slowestMs: 0,
  };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const r = requests[index]!;
      const group = summary.byGroup.get(r.group) ?? {};
      summary.byGroup.set(r.group, group);
      if (Date.now() - started > totalMs) {
        summary.notSent++;
        group["not sent"] = (group["not sent"] ?? 0) + 1;
        continue;
      }
      const outcome = await send(base, r, index, timeoutMs);
      summary.slowestMs = Math.max(summary.slowestMs, outcome.ms);
      if (outcome.kind === "answer") {
        summary.answered++;
        const cls = `${Math.floor(outcome.status / 100)}xx`;
        summary.byClass[cls] = (summary.byClass[cls] ?? 0) + 1;
        group[cls] = (group[cls] ?? 0) + 1;
        if (outcome.status >= 500) summary.serverErrors.push({ request: r, detail: String(outcome.status) });
      } else {
        group["no answer"] = (group["no answer"] ?? 0) + 1;
        summary.noAnswer.push({ request: r, detail: outcome.reason });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
}

export function describe(r: BadRequest): string {
  const size =
    r.body === undefined
      ? "no body"
      : typeof r.body === "string"
        ? `${Buffer.byteLength(r.body)} B`
        : `${"random" in r.body ? r.body.random : r.body.bytes} B`;
  const type = r.headers?.["Content-Type"] ?? "no type";
  const path = r.path.length > 70 ? `${r.path.slice(0, 67)}...` : r.path;
  return `${r.method} ${path} [${r.group}; ${size}${r.chunked ? " chunked" : ""}; ${type}; origin ${r.origin ?? "same"}]`;
}

export function formatSummary(s: Summary): string {
  const lines = [
    `bad requests against ${s.base}: ${s.requests} requests in ${s.seconds.toFixed(1)} s (slowest ${(s.slowestMs / 1000).toFixed(1)} s)`,
    `answers: ${s.answered}  (${Object.entries(s.byClass)
      .filter(([, n]) => n > 0)
      .map(([c, n]) => `${c} ${n}`)
      .join(", ")})`,
    `5xx: ${s.serverErrors.length}`,
    `no answer: ${s.noAnswer.length}${s.notSent ? `  (not sent, time up: ${s.notSent})` : ""}`,
    "per group:",
  ];
  for (const [group, counts] of s.byGroup) {
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    lines.push(
      `  ${group.padEnd(14)} ${String(total).padStart(4)}  ${Object.entries(counts)
        .sort()
        .map(([c, n]) => `${c} ${n}`)
        .join(", ")}`,
    );
  }
  for (const f of s.serverErrors) lines.push(`5xx ${f.detail}: ${describe(f.request)}`);
  for (const f of s.noAnswer) lines.push(`NO ANSWER (${f.detail}): ${describe(f.request)}`);
  return lines.join("\n");
}
