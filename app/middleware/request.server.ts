import { redirect, type MiddlewareFunction } from "react-router";
import { lessonAt } from "../academy/lessons.ts";
import { LANGUAGE_COOKIE } from "../config/cookies.ts";
import { LOCALES, matchPage, pagePath, synapsesFeedPath } from "../config/site-routes.ts";
import { readCookie } from "../lib/http/cookies.ts";
import { appContext, requestContext, type RequestPage } from "../context.server.ts";
import { sessionOf, type Session } from "../accounts/request-session.server.ts";

// The root middleware (app/root.tsx): beside the clock and the language the Worker entry put into
// the context, the page the address names and the session, each worked out once per request.

const FEED_PATHS = new Set(LOCALES.map(synapsesFeedPath));

/** The page an address names: one of the route table's pages, a lesson or the Synapses feed. */
export function pageOf(path: string): RequestPage | null {
  const site = matchPage(path);
  if (site) return { key: site.page.key, site: site.page };
  if (lessonAt(path)) return { key: "lesson", site: null };
  if (FEED_PATHS.has(path)) return { key: "synapses-feed", site: null };
  return null;
}

export const requestMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const { db, now } = context.get(appContext);
  const path = pagePath(request);
  // The bare root is the only address without a language in it: send returning English
  // visitors to their language, as they chose with the switch.
  const reading = request.method === "GET" || request.method === "HEAD";
  if (reading && path === "/" && readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE) === "en") {
    throw redirect(`/en${new URL(request.url).search}`);
  }
  let lookup: Promise<Session | null> | undefined;
  context.set(requestContext, {
    path,
    page: pageOf(path),
    session: () => (lookup ??= sessionOf(request, db, now)),
  });
  return next();
};
