import { data } from "react-router";
import type { Route } from "./+types/synapses-feed";
import { LOCALES, synapsesFeedPath, pathFor } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import { buildAtomFeed } from "../content/atom.ts";
import { contentVars, loadContent, synapseArticles, synapsesFeed } from "../content/content.server.ts";
import { getInstance } from "../middleware/i18next.ts";

// The Atom feed of every Synapses article in one language (/de/synapsen/atom.xml, /en/synapses/atom.xml).
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const locale = LOCALES.find((l) => synapsesFeedPath(l) === path);
  if (!locale) throw data(null, { status: 404 });
  const { env } = context.get(appContext);
  const vars = contentVars(env);
  const overview = loadContent(locale, "synapses", vars)!;
  const siteName = getInstance(context).getFixedT(locale)("site.name");
  const feed = buildAtomFeed({
    origin: env.SITE_ORIGIN,
    locale,
    title: synapsesFeed(locale, vars, siteName).title,
    subtitle: overview.lead,
    author: siteName,
    selfPath: path,
    pagePath: pathFor("synapses", locale),
    entries: synapseArticles(locale, vars).map((a) => ({ title: a.title, path: a.path, date: a.date, summary: a.lead, html: a.html })),
  });
  return new Response(feed, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
