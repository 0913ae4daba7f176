import type { Locale } from "../../config/site-routes.ts";
import { resources } from "../../locales/index.ts";
import { methodNotAllowedAnswer } from "./api.server.ts";

/**
 * The methods the site serves. Pages and their forms take GET, HEAD and POST (an HTML form can
 * send nothing else); the JSON API adds DELETE. React Router hands every other method it knows
 * (PUT, PATCH, DELETE) to a page's action as if it were a POST, so a DELETE to the profile page
 * saved the profile and one to the saved-games page deleted a game: they end here instead.
 */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);
const API_METHODS = new Set(["GET", "HEAD", "POST", "DELETE"]);

const API_PATH = /^\/api(\/|$)/;

/** What the site serves at a path: the Allow header of the 405 below. */
export function allowedMethods(pathname: string): string {
  return [...(API_PATH.test(pathname) ? API_METHODS : PAGE_METHODS)].join(", ");
}

/**
 * Methods no route of the site serves at the request's path (PUT, PATCH, OPTIONS, TRACE, PROPFIND,
 * DELETE outside the API, ...) are answered here with 405 in the API's failure shape. Passed on,
 * the router refuses the ones it does not know before any middleware runs, and the error page
 * then fails for want of the i18n context: a 500 for a document path.
 * The site answers no CORS preflight: other origins get no Access-Control-* header anywhere.
 */
export function unroutedMethod(request: Request, locale: Locale): Response | null {
  const { pathname } = new URL(request.url);
  if ((API_PATH.test(pathname) ? API_METHODS : PAGE_METHODS).has(request.method)) return null;
  return methodNotAllowedAnswer(resources[locale].translation.api.methodNotAllowed, allowedMethods(pathname));
}
