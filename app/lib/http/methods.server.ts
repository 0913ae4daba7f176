import type { Locale } from "../../config/site-routes.ts";
import { resources } from "../../locales/index.ts";

/** The methods React Router takes; loaders and actions answer each of them (405 where they have none). */
const ROUTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/** What the site serves somewhere: the Allow header of the 405 below. */
export const ALLOWED_METHODS = "GET, HEAD, POST, DELETE";

/**
 * Methods React Router does not route (OPTIONS, TRACE, PROPFIND, ...) are answered here with 405
 * in the API's failure shape. Passed on, the router refuses them before any middleware runs, and
 * the error page then fails for want of the i18n context: a 500 for a document path.
 * The site answers no CORS preflight: other origins get no Access-Control-* header anywhere.
 */
export function unroutedMethod(request: Request, locale: Locale): Response | null {
  if (ROUTED_METHODS.has(request.method)) return null;
  const message = resources[locale].translation.api.methodNotAllowed;
  return new Response(JSON.stringify({ success: false, message, errors: {} }), {
    status: 405,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", Allow: ALLOWED_METHODS },
  });
}
