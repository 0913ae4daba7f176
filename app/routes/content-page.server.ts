// The start of every Markdown page's loader: which page and language the address names, and its
// text; an address without a page or a text is a 404.

import { data, type RouterContextProvider } from "react-router";
import type { Locale, SitePageKey } from "../config/site-routes.ts";
import { appContext, requestFacts } from "../context.server.ts";
import { contentVars, loadContent, type ContentDoc, type ContentVars } from "../content/content.server.ts";

export interface ContentPage {
  doc: ContentDoc;
  locale: Locale;
  key: SitePageKey;
  vars: ContentVars;
}

/** The page's text (`name`, by default the page's own key) in the page's language, or 404. */
export function contentPage(context: Readonly<RouterContextProvider>, name?: string): ContentPage {
  const page = requestFacts(context).page?.site;
  if (!page) throw data(null, { status: 404 });
  const { env, locale } = context.get(appContext);
  const vars = contentVars(env);
  const doc = loadContent(locale, name ?? page.key, vars);
  if (!doc) throw data(null, { status: 404 });
  return { doc, locale, key: page.key, vars };
}
