// The daily page as visitors get it, rendered once per isolate and kept for a minute (issue 31;
// docs/SPEED.md "What would reach it", first item). Since the Daily Sudoku is for everyone, a
// visitor's daily page carries a board: rendering it costs as much as a level page, and the page
// most visitors open every day would have served fewer requests per second than before, when it
// showed visitors only a text. Unlike a level page, whose puzzle is drawn per request, every
// visitor on a day gets the same page: the same puzzle, the bare calendar month, no account.
//
// So the rendered document is kept, keyed by everything a visitor's page is made of: the address
// (path and the `date` of a past day), the Berlin date, the phase of the day and the theme, whether
// the splash shows and whether a login code is pending. The CSP nonce differs per response: the
// kept body holds a placeholder where the nonce was, and each answer gets its own. A request that
// carries any session, login or Authorization credential is never served from here nor kept, and
// only a plain 200 HTML answer without cookies to set is kept.

import { AUTH_COOKIE, EMAIL_SENT_COOKIE, LOGIN_TOKEN_COOKIE } from "../accounts/request-session.server.ts";
import { pathFor, LOCALES, type Locale } from "../config/site-routes.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { dayPhase, type Location } from "../lib/dates/daytime.ts";
import { readCookie } from "../lib/http/cookies.ts";
import { parseIsoDate } from "../daily/schedule.ts";
import { SPLASH_COOKIE, shouldShowSplash } from "./splash.ts";
import { DARK_MODE_COOKIE, parseThemeChoice, resolveTheme } from "./theme.ts";

/** How long a kept page is served: the puzzle of a day never changes, the rest is in the key. */
export const VISITOR_PAGE_SECONDS = 60;
/** Pages kept per isolate: today's and recent past days' in both languages and themes, about 90 KB each. */
export const VISITOR_PAGES_MAX = 24;

const CACHED_PATHS: ReadonlySet<string> = new Set(LOCALES.map((locale: Locale) => pathFor("daily", locale)));
const CREDENTIAL_COOKIES = [AUTH_COOKIE, LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE];
// Never part of a nonce (base64 has no "!"), so the placeholder cannot meet a real value.
const NONCE_PLACEHOLDER = "!nonce!";

interface Kept {
  body: string;
  headers: [string, string][];
  until: number;
}

const kept = new Map<string, Kept>();

/** Says whether an answer came from the kept page ("hit") or was rendered and kept ("miss"): for operators and tests. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/**
 * The key of a visitor's daily page, or null when the request must be answered afresh: not a GET
 * of the page's document, an unexpected query, or any credential (even an invalid one, whose
 * answer clears the cookie).
 */
export function visitorPageKey(request: Request, now: Date, location: Location): string | null {
  if (request.method !== "GET" || request.headers.has("Authorization")) return null;
  const url = new URL(request.url);
  if (!CACHED_PATHS.has(url.pathname)) return null;
  const params = [...url.searchParams.keys()];
  const date = url.searchParams.get("date");
  if (params.length > 1 || (params.length === 1 && (params[0] !== "date" || date === null || parseIsoDate(date) === null))) return null;
  const cookies = request.headers.get("Cookie");
  if (CREDENTIAL_COOKIES.some((name) => readCookie(cookies, name) !== undefined)) return null;
  const phase = dayPhase(now, location);
  const themeChoice = parseThemeChoice(readCookie(cookies, DARK_MODE_COOKIE));
  const theme = resolveTheme(themeChoice, phase);
  const splash = shouldShowSplash(now, readCookie(cookies, SPLASH_COOKIE));
  return [url.pathname, date ?? "", berlinDate(now), phase, themeChoice, theme, splash ? "splash" : ""].join("|");
}

/** The kept page for `key` with this response's nonce, if one is still fresh. */
export function keptPage(key: string, nonce: string, now: Date): Response | null {
  const page = kept.get(key);
  if (!page) return null;
  if (page.until <= now.getTime()) {
    kept.delete(key);
    return null;
  }
  const headers = new Headers(page.headers);
  headers.set(PAGE_CACHE_HEADER, "hit");
  return new Response(page.body.replaceAll(NONCE_PLACEHOLDER, nonce), { status: 200, headers });
}

/** Keeps a freshly rendered visitor page (a plain 200 HTML answer setting no cookie) and answers it. */
export async function keepPage(key: string, response: Response, nonce: string, now: Date): Promise<Response> {
  const type = response.headers.get("Content-Type") ?? "";
  if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("Set-Cookie")) return response;
  const body = await response.text();
  if (kept.size >= VISITOR_PAGES_MAX) kept.delete(kept.keys().next().value!);
  kept.set(key, {
    body: body.replaceAll(nonce, NONCE_PLACEHOLDER),
    headers: [...response.headers],
    until: now.getTime() + VISITOR_PAGE_SECONDS * 1000,
  });
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, "miss");
  return new Response(body, { status: 200, headers });
}
