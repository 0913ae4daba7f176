// Headers every response of the Worker carries. Static assets never reach the Worker: they get
// theirs from public/_headers (the same HSTS value, pinned by security-headers.server.test.ts).

/**
 * HSTS: one year, subdomains included. Sent only on HTTPS (browsers ignore it over plain HTTP)
 * and never to loopback hosts, where it would pin a developer's localhost to HTTPS.
 */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/**
 * Browser features no page of the site uses, switched off for it and for anything it embeds (ads
 * included). Listed features only: a name the browser does not know (such as the retired
 * `interest-cohort`) makes Chromium log a warning on every page.
 */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=()";

/**
 * The Content-Security-Policy of every HTML page, as production serves it.
 * - Scripts: only those carrying this response's nonce (React Router's hydration scripts) and
 *   what they load ('strict-dynamic'); no inline script or event handler without the nonce.
 * - Style elements: our stylesheets and the inlined CSS `<style>` of app/root.tsx, which carries
 *   the nonce. No `unsafe-inline` for `<style>`.
 * - Style attributes: none (`style-src-attr 'none'`). The app's one `style={…}` (the week chart's
 *   bar heights, components/saves/Statistics.tsx) is never in server HTML: the chart sits in a
 *   tab panel or dialog that mounts only in the browser, where React sets the height through
 *   CSSOM (`element.style`), which CSP does not govern. An injected `style="…"` stays inert.
 *   Should the chart ever be server-rendered, tests/e2e/csp.spec.ts reports the violation.
 * - `base-uri 'none'`: no `<base>` may redirect our relative script and form URLs.
 * - `object-src 'none'`, `frame-ancestors 'none'` (no plugins; no framing, as X-Frame-Options).
 */
export function contentSecurityPolicy(nonce: string, profiles: CspProfile | readonly CspProfile[] = []): string {
  const wanted = new Set(typeof profiles === "string" ? [profiles] : profiles);
  // Ads (non-supporters, ADS_MODE live or standin): Google's ad and consent tags support only a
  // strict CSP (nonce + 'strict-dynamic' for scripts, no plugins, no <base>) and load images,
  // frames, styles and calls from hosts that change without notice, so a policy listing hosts
  // breaks them (developers.google.com/publisher-tag/guides/content-security-policy). Scripts
  // stay exactly as strict as everywhere else; the other fetch directives are left open.
  if (wanted.has("ads")) {
    return [
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "object-src 'none'",
    ].join("; ");
  }
  // PayPal's checkout (the supporter page only) runs in PayPal's frames and windows and calls
  // PayPal's hosts, per PayPal's CSP guidance; its script arrives through 'strict-dynamic'.
  const paypal = wanted.has("paypal") ? ` ${PAYPAL_SOURCES}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'${paypal}`,
    "style-src-attr 'none'",
    `img-src 'self' data: blob:${paypal}`,
    "font-src 'self'",
    `connect-src 'self'${paypal}`,
    ...(paypal ? [`frame-src${paypal}`, `child-src${paypal}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export type CspProfile = "paypal" | "ads";
const PROFILES: readonly CspProfile[] = ["paypal", "ads"];

/** The profiles a response asks for: a comma-separated list in CSP_PROFILE_HEADER; unknown names are ignored. */
export function cspProfiles(header: string | null): CspProfile[] {
  if (!header) return [];
  return header
    .split(",")
    .map((p) => p.trim())
    .filter((p): p is CspProfile => (PROFILES as readonly string[]).includes(p));
}
export const PAYPAL_SOURCES = "https://*.paypal.com https://*.paypalobjects.com";
/** A route asks for a wider policy with this response header; it is consumed here, never sent. */
export const CSP_PROFILE_HEADER = "X-Csp-Profile";

/**
 * Vite's dev server (`npm run dev`) injects inline scripts and styles of its own without our
 * nonce, so there the policy keeps only what does not get in its way. Builds (`npm start`, the
 * end-to-end tests, production) and the integration tests serve `contentSecurityPolicy`.
 */
export const VITE_DEV_SERVER_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

export interface SecurityHeaderOptions {
  nonce: string;
  /** Send HSTS (the response goes out over HTTPS to a real host). */
  hsts: boolean;
  /** The response comes from Vite's dev server (`import.meta.env.MODE === "development"`). */
  viteDevServer: boolean;
}

export function applySecurityHeaders(response: Response, opts: SecurityHeaderOptions): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  if (opts.hsts) headers.set("Strict-Transport-Security", HSTS_VALUE);
  const type = headers.get("Content-Type") ?? "";
  const profiles = cspProfiles(headers.get(CSP_PROFILE_HEADER));
  headers.delete(CSP_PROFILE_HEADER);
  if (type.startsWith("text/html")) {
    headers.set("Content-Security-Policy", opts.viteDevServer ? VITE_DEV_SERVER_POLICY : contentSecurityPolicy(opts.nonce, profiles));
    headers.set("Cache-Control", "no-store");
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
