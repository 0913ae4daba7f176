import { matchPath, type ServerBuild } from "react-router";
import { pagePath, type Locale } from "../../config/site-routes.ts";
import { BODY_LIMIT_BYTES, type BodyLimitHandle } from "./body-limits.ts";
import { resources } from "../../locales/index.ts";
import { apiError } from "./api.server.ts";

// Request bodies are read here, in the Worker entry, before any route runs: every body is read to
// its end (bounded by a limit) before an answer goes out, and the router gets a new Request with
// the buffered body. Two reasons:
//   1. Oversized bodies are refused with 413 at once, whatever route they were sent to.
//   2. No answer ever leaves before its request body was read. `wrangler dev` (4.151) answers
//      500 "Network connection lost", or never answers, when a Worker responds with the body
//      unread (workers-sdk issues on unread request bodies; ../shared/STACK.md). Routes that
//      ignore the body (GET/HEAD with a body, 404s, 405s, the cross-site refusal) are covered too.
//      An oversized body is the exception in production: cancelled, not read (DRAIN_MAX_BYTES).
// How large a body each route takes is said by the route itself, in its `handle` (body-limits.ts).

/**
 * Locally (`drainOversized`), a body over its limit is still read to its end and thrown away
 * (nothing is kept), so wrangler's dev proxy sees the 413 and not a broken connection.
 * Cancelling the body instead is worse under `wrangler dev` 4.151: measured, the 413 goes out,
 * but the proxy then answers the next empty-bodied POST with 500 "Network connection lost". Only
 * past this many bytes is the rest cancelled: Cloudflare's own request body limit (100 MB on the
 * Free and Pro plans), so a body that large is a deliberate abuse.
 *
 * In production there is no such proxy, and draining would hand anyone a way to make the Worker
 * read up to 100 MB per request for nothing: there the rest is cancelled at once, and a refused
 * body costs no more than its first limit's worth of bytes (none when Content-Length declares it).
 */
export const DRAIN_MAX_BYTES = 100 * 1024 * 1024;

const BODYLESS_METHODS = new Set(["GET", "HEAD"]);

/** The routes of the server build, whose modules' `handle` may name a body limit. */
type RouteTable = ServerBuild["routes"];

const limitTables = new WeakMap<RouteTable, (request: Request) => number>();

/**
 * The body limit of each request to a build's routes: the `bodyLimit` of the matched route's
 * `handle` (app/lib/http/body-limits.ts), else BODY_LIMIT_BYTES. Page actions arrive at the page
 * path or at `<path>.data` (client-side submissions), so the page path is matched.
 */
export function bodyLimits(routes: RouteTable): (request: Request) => number {
  let limitOf = limitTables.get(routes);
  if (!limitOf) {
    const larger = Object.values(routes).flatMap((route) => {
      const limit = (route?.module.handle as BodyLimitHandle | undefined)?.bodyLimit;
      return route && limit !== undefined && route.path !== undefined ? [{ path: `/${route.path.replace(/^\/+/, "")}`, limit }] : [];
    });
    limitOf = (request) => {
      const path = pagePath(request);
      return larger.find((route) => matchPath({ path: route.path, caseSensitive: true, end: true }, path))?.limit ?? BODY_LIMIT_BYTES;
    };
    limitTables.set(routes, limitOf);
  }
  return limitOf;
}

/** 413 in the API's failure shape, in the given language. */
export function payloadTooLarge(locale: Locale): Response {
  return apiError(413, resources[locale].translation.api.payloadTooLarge);
}

/** Content-Length as a number; null when absent or not a plain decimal. */
function declaredLength(headers: Headers): number | null {
  const value = headers.get("Content-Length");
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}

/**
 * Gets rid of the rest of a refused body: cancels it, or with `drain` (local runs) first reads
 * and discards it up to DRAIN_MAX_BYTES in all.
 */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number, drain: boolean): Promise<void> {
  let read = alreadyRead;
  try {
    while (drain && read <= DRAIN_MAX_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The sender went away: nothing left to read.
  }
}

export interface BodyReadOptions {
  /** Read a refused body to its end before answering (see DRAIN_MAX_BYTES): local runs only. */
  drainOversized: boolean;
  /** The body limit of a request (`bodyLimits` of the build's routes). */
  limitOf: (request: Request) => number;
}

export interface BodyOutcome {
  /** The request for the router (meaningless when `response` is set: its body is used up). */
  request: Request;
  /** The answer to send instead of routing, or null. */
  response: Response | null;
}

/**
 * Reads the request body to its end, bounded by its route's limit. The request for the router is the
 * same request when it has no body; otherwise a new one carrying the buffered bytes, or no body
 * at all for GET/HEAD, whose body nothing uses. The response is 413 when the body is over its
 * limit (declared by Content-Length, or counted while reading a chunked body), 400 when the body
 * broke off while being read, else null.
 */
export async function readRequestBody(request: Request, locale: Locale, options: BodyReadOptions): Promise<BodyOutcome> {
  if (request.body === null) return { request, response: null };
  const limit = options.limitOf(request);
  const reader = request.body.getReader();
  const declared = declaredLength(request.headers);
  if (declared !== null && declared > limit) {
    await discard(reader, 0, options.drainOversized);
    return { request, response: payloadTooLarge(locale) };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await discard(reader, size, options.drainOversized);
        return { request, response: payloadTooLarge(locale) };
      }
      chunks.push(value);
    }
  } catch {
    // The body broke off (the client aborted): nobody may be listening, but answer sanely.
    return { request, response: apiError(400, resources[locale].translation.api.badRequest) };
  }
  const bodyless = BODYLESS_METHODS.has(request.method);
  const headers = new Headers(request.headers);
  if (bodyless) {
    headers.delete("Content-Length");
    headers.delete("Transfer-Encoding");
  }
  const init: RequestInit<RequestInitCfProperties> = {
    method: request.method,
    headers,
    body: bodyless ? null : concat(chunks, size),
    redirect: request.redirect,
    signal: request.signal,
  };
  if (request.cf) init.cf = request.cf;
  return { request: new Request(request.url, init), response: null };
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}
