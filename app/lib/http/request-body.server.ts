import { matchPage, pagePath, type Locale } from "../../config/site-routes.ts";
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
// The limits live here rather than in app/config/limits.ts because they belong to this one check.

/**
 * Forms and JSON in general. The largest legitimate bodies are a save (a savegame of at most
 * 4,096 characters of JSON, up to ~12 KB once its punctuation is form-encoded, plus three short
 * fields) and a login form (a password of at most 1,024 characters); 16 KB covers both.
 */
export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The profile (page action and POST /api/profile), which takes an avatar of at most
 * AVATAR_MAX_BYTES (200 KB) as a file or a data URL. As a data URL it grows by 4/3 (base64,
 * ~273 KB); form-encoded, `+` and `/` become `%2B`/`%2F` (~290 KB for compressed image bytes);
 * name and text add at most ~4 KB. 320 KB holds the largest valid avatar post with ~10 % to
 * spare, and a file somewhat over 200 KB still reaches the route, whose field message
 * („Das Bild ist zu groß") says more than a bare 413.
 */
export const AVATAR_BODY_LIMIT_BYTES = 320 * 1024;

/**
 * The contact form (page action and POST /api/contact): a message of at most 4,000 characters
 * (CONTACT_MESSAGE_MAX) plus name and subject (250) can take 9 bytes a character form-encoded
 * (a 3-byte UTF-8 character is `%E2%82%AC`), ~38 KB; 48 KB lets every valid message reach the
 * route, whose field message says more than a bare 413, and refuses anything larger.
 */
export const CONTACT_BODY_LIMIT_BYTES = 48 * 1024;

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

/** The body limit of a request: the avatar routes get more room, everything else the general limit. */
export function bodyLimit(request: Request): number {
  const path = new URL(request.url).pathname;
  if (/^\/api\/profile\/*$/.test(path)) return AVATAR_BODY_LIMIT_BYTES;
  if (/^\/api\/contact\/*$/.test(path)) return CONTACT_BODY_LIMIT_BYTES;
  // Page actions arrive at the page path or at `<path>.data` (client-side submissions).
  const key = matchPage(pagePath(request))?.page.key;
  return key === "profile" ? AVATAR_BODY_LIMIT_BYTES : key === "contact" ? CONTACT_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
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
}

export interface BodyOutcome {
  /** The request for the router (meaningless when `response` is set: its body is used up). */
  request: Request;
  /** The answer to send instead of routing, or null. */
  response: Response | null;
}

/**
 * Reads the request body to its end, bounded by `bodyLimit`. The request for the router is the
 * same request when it has no body; otherwise a new one carrying the buffered bytes, or no body
 * at all for GET/HEAD, whose body nothing uses. The response is 413 when the body is over its
 * limit (declared by Content-Length, or counted while reading a chunked body), 400 when the body
 * broke off while being read, else null.
 */
export async function readRequestBody(request: Request, locale: Locale, options: BodyReadOptions): Promise<BodyOutcome> {
  if (request.body === null) return { request, response: null };
  const limit = bodyLimit(request);
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
