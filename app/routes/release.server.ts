import { data, type RouterContextProvider } from "react-router";
import { RELEASES } from "../config/site-routes.ts";
import { RELEASE_ITEMS, type ReleaseGroup } from "../content/release-notes.ts";
import { formatDate } from "../lib/dates/berlin-time.ts";
import { resources } from "../locales/index.ts";
import { getInstance } from "../middleware/i18next.ts";
import { contentPage } from "./content-page.server.ts";

// A release page's data: the group's Markdown text and its items as table rows in the page's
// language, all rendered on the server (the texts never enter the browser's catalogue).

function isGroup(value: string): value is ReleaseGroup {
  return (RELEASES as readonly string[]).includes(value);
}

export function releasePage(context: Readonly<RouterContextProvider>) {
  const { doc, locale, key } = contentPage(context);
  const group = key.replace(/^release-/, "");
  if (!isGroup(group)) throw data(null, { status: 404 });
  const texts = resources[locale].translation.releasePage;
  const items = RELEASE_ITEMS[group].map((item) => ({
    type: item.type,
    typeLabel: texts.types[item.type],
    key: item.key,
    summary: item.summary[locale],
    version: item.version,
    date: item.date,
    dateText: formatDate(item.date, locale),
    statusLabel: texts.statuses[item.status],
    status: item.status,
  }));
  const version = group.replace("-", ".");
  return {
    title: doc.title,
    lead: doc.lead,
    html: doc.html,
    locale,
    texts: {
      tableHeading: texts.tableHeading,
      type: texts.type,
      key: texts.key,
      summary: texts.summary,
      version: texts.version,
      date: texts.date,
      status: texts.status,
    },
    caption: getInstance(context).getFixedT(locale)("releasePage.caption", { version }),
    items,
  };
}
