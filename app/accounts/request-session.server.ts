// The signed-in user of a request: the token (bearer header or cookie), its session, and the
// cookies that carry it. Loaders and actions read the session from the request's facts
// (app/middleware/request.server.ts), which look it up once per request, however many ask.

import { AUTH_COOKIE_MAX_AGE_S, EMAIL_SENT_MAX_AGE_S, LOGIN_TOKEN_MAX_AGE_S } from "../config/constants.ts";
import type { Db } from "../db/client.server.ts";
import { needsTouch, touchSession, userForToken, type AccountRow } from "./sessions.server.ts";
import { readCookie, serializeCookie } from "../lib/http/cookies.ts";

// The app's names of the cookies. On the wire they are `__Host-authenticationToken` etc. in
// production, always Secure there: workers/app.ts translates both ways (lib/http/cookies.ts).
export const AUTH_COOKIE = "authenticationToken";
export const LOGIN_TOKEN_COOKIE = "loginToken";
export const EMAIL_SENT_COOKIE = "emailSent";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22,128}$/;

/** The session token of a request: `Authorization: Bearer …` first, then the cookie. */
export function requestToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer ?? readCookie(request.headers.get("Cookie"), AUTH_COOKIE) ?? null;
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

export interface Session {
  /** The account without the avatar's bytes (sessions.server.ts accountColumns). */
  user: AccountRow;
  token: string;
  /** The stored hash of the token: how the device list recognises this session. */
  tokenHash: string;
  expiresAt: Date;
}

/** The session of a request's token, or null when there is no valid one. */
export async function sessionOf(request: Request, db: Db, now: Date): Promise<Session | null> {
  const token = requestToken(request);
  if (!token) return null;
  const found = await userForToken(db, token, now);
  if (!found) return null;
  // The idle clock restarts at most once a day per session: one small write, not one per request.
  if (needsTouch(found.lastUsedAt, now)) await touchSession(db, found.tokenHash, now);
  return { user: found.user, token, tokenHash: found.tokenHash, expiresAt: found.expiresAt };
}

// Prefix and Secure follow the environment; the Worker entry adds them to every cookie it sends.
function cookie(name: string, value: string, maxAge: number, httpOnly: boolean): string {
  return serializeCookie(name, value, { maxAge, httpOnly, sameSite: "Lax" });
}

export function authCookie(token: string): string {
  return cookie(AUTH_COOKIE, token, AUTH_COOKIE_MAX_AGE_S, true);
}

/** The login token (cookie for page 2) and the e-mail-sent marker (its expiry, readable by the page). */
export function loginCookies(loginToken: string, now: Date): string[] {
  return [
    cookie(LOGIN_TOKEN_COOKIE, loginToken, LOGIN_TOKEN_MAX_AGE_S, true),
    cookie(EMAIL_SENT_COOKIE, String(Math.floor(now.getTime() / 1000) + EMAIL_SENT_MAX_AGE_S), EMAIL_SENT_MAX_AGE_S, false),
  ];
}

export function clearCookies(names: string[]): string[] {
  return names.map((name) => cookie(name, "", 0, name !== EMAIL_SENT_COOKIE));
}
