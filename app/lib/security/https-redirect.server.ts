/**
 * Permanent, and keeps the method and body (unlike 301, which lets clients turn a POST into a
 * GET): a form posted to http:// arrives on https:// as the same request.
 */
export const HTTPS_REDIRECT_STATUS = 308;

/**
 * In production every plain-HTTP request is sent to the same URL on HTTPS before the Worker does
 * anything else: no page, cookie or API answer ever goes out unencrypted (and the cookies, all
 * Secure and `__Host-` there, would not even be sent or kept over HTTP). Development runs on
 * http://localhost and is left alone. Static assets are served before the Worker runs; for them
 * the zone's "Always Use HTTPS" and the HSTS header of public/_headers do the same (README, Deploy).
 */
export function httpsRedirect(request: Request, environment: string): Response | null {
  if (environment !== "production") return null;
  const url = new URL(request.url);
  if (url.protocol !== "http:") return null;
  url.protocol = "https:";
  // The body of a POST is left unread: the client sends it again to the HTTPS address. (Unread
  // bodies only trouble wrangler's local dev proxy, and development never redirects.)
  return new Response(null, { status: HTTPS_REDIRECT_STATUS, headers: { Location: url.href } });
}
