// Cookies have two names: the one the app uses (`authenticationToken`, `lang`, …) and the one on
// the wire. In production the wire name carries the `__Host-` prefix, which makes the browser keep
// the cookie only when it is Secure, Path=/ and has no Domain: a cookie set over plain HTTP, by a
// sibling subdomain or with a wider path can never pose as ours ("cookie tossing"). Development
// on http://localhost keeps the plain names, because browsers drop Secure cookies on plain HTTP.
//
// One place decides: `cookiePolicy(ENVIRONMENT)`. The Worker entry (workers/app.ts) translates
// every request's Cookie header to app names (`toAppCookies`) and every Set-Cookie of the answer
// to wire names with Secure (`toWireCookies`), so no route can forget a prefix or a Secure flag,
// and the routes never see a cookie that lacks the prefix in production. Browser code that writes
// a cookie itself (the splash) gets the policy through the root loader data.

/** The prefix that binds a cookie to Secure, Path=/ and no Domain (RFC 6265bis, "cookie prefixes"). */
export const HOST_COOKIE_PREFIX = "__Host-";

export interface CookiePolicy {
  /** Put before every app cookie name on the wire. */
  prefix: string;
  /** Every cookie is Secure (sent over HTTPS only). */
  secure: boolean;
}

const PRODUCTION_COOKIES: CookiePolicy = { prefix: HOST_COOKIE_PREFIX, secure: true };
const DEVELOPMENT_COOKIES: CookiePolicy = { prefix: "", secure: false };

/** The cookie names and flags of an environment (`ENVIRONMENT` in wrangler.toml). */
export function cookiePolicy(environment: string): CookiePolicy {
  return environment === "production" ? PRODUCTION_COOKIES : DEVELOPMENT_COOKIES;
}

/** The name a cookie the app calls `name` has on the wire. */
export function wireCookieName(name: string, policy: CookiePolicy): string {
  return `${policy.prefix}${name}`;
}

/** Reads one cookie from a Cookie header (no decoding beyond percent-escapes). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAge?: number;
  httpOnly?: boolean;
  /** Only browser code sets this itself; on the server, `toWireCookies` adds it by policy. */
  secure?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
}

/** A Set-Cookie value (or a `document.cookie` assignment); always Path=/, the only path we use. */
export function serializeCookie(name: string, value: string, opts: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/"];
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${opts.maxAge}`);
  if (opts.httpOnly) parts.push("HttpOnly");
  if (opts.secure) parts.push("Secure");
  parts.push(`SameSite=${opts.sameSite ?? "Lax"}`);
  return parts.join("; ");
}

/**
 * The Cookie header as the app reads it. Under a prefixing policy only cookies with the prefix
 * pass, without it; any other cookie (one tossed in over plain HTTP or from a subdomain, or an old
 * unprefixed one) is not seen at all. Returns the same request when nothing changes.
 */
export function toAppCookies(request: Request, policy: CookiePolicy): Request {
  const header = request.headers.get("Cookie");
  if (!policy.prefix || header === null) return request;
  const kept: string[] = [];
  for (const part of header.split(";")) {
    const pair = part.trim();
    if (pair.startsWith(policy.prefix)) kept.push(pair.slice(policy.prefix.length));
  }
  const headers = new Headers(request.headers);
  if (kept.length > 0) headers.set("Cookie", kept.join("; "));
  else headers.delete("Cookie");
  return new Request(request, { headers });
}

/** Attributes the policy decides itself; whatever a route wrote for them is replaced. */
const POLICY_ATTRIBUTES = /^(?:path|domain|secure)(?:\s*=|$)/i;

/**
 * Rewrites every Set-Cookie in `headers` (in place) to its wire form: the prefixed name, Path=/,
 * no Domain, and Secure when the policy says so. Under the development policy nothing changes.
 */
export function toWireCookies(headers: Headers, policy: CookiePolicy): void {
  if (!policy.prefix && !policy.secure) return;
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) return;
  headers.delete("Set-Cookie");
  for (const cookie of cookies) {
    const [pair = "", ...attributes] = cookie.split(";").map((part) => part.trim());
    const kept = attributes.filter((attribute) => !POLICY_ATTRIBUTES.test(attribute));
    const parts = [wireCookieName(pair, policy), "Path=/", ...kept];
    if (policy.secure) parts.push("Secure");
    headers.append("Set-Cookie", parts.join("; "));
  }
}
