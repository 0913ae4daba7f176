import type { Locale } from "../../config/site-routes.ts";
import { resources } from "../../locales/index.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request must come from our own pages: a browser's Origin (or, where it
 * sends none, Sec-Fetch-Site) naming another site is refused with 403 before any route runs.
 * Clients that send neither (scripts using a bearer token) carry no ambient cookie risk.
 */
export function crossSiteRefusal(request: Request, locale: Locale): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.get("Origin");
  const site = new URL(request.url).origin;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  const crossSite = origin !== null ? origin !== site : fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none";
  if (!crossSite) return null;
  const message = resources[locale].translation.api.crossSite;
  return new Response(JSON.stringify({ success: false, message, errors: {} }), {
    status: 403,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
