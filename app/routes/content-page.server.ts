// The start of every Markdown page's loader: which page and language the address names, and its
// text; an address without a page or a text is a 404.

import { data, type RouterContextProvider } from "react-router";
import { matchPage, pagePath, type Locale } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import { contentVars, loadContent, type ContentDoc, type ContentVars } from "../content/content.server.ts";

export interface ContentPage {
  doc: ContentDoc;
  locale: Locale;
  key: string;
  vars: ContentVars;
}

/** The page's text (`name`, by default the page's own key) in the page's language, or 404. */
export function contentPage(request: Request, context: Readonly<RouterContextProvider>, name?: string): ContentPage {
  const match = matchPage(pagePath(request));
  if (!match) throw data(null, { status: 404 });
  const vars = contentVars(context.get(appContext).env);
  const doc = loadContent(match.locale, name ?? match.page.key, vars);
  if (!doc) throw data(null, { status: 404 });
  return { doc, locale: match.locale, key: match.page.key, vars };
}
