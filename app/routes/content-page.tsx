import type { Route } from "./+types/content-page";
import { Fragment } from "react";
import { AdSlot } from "../components/ads/AdSlot.tsx";
import { CONTENT_SECTION_POSITIONS, PAGES_WITHOUT_ADS } from "../config/ads.ts";
import { slotAfter, splitSections } from "../content/sections.ts";
import { formatDate } from "../lib/dates/berlin-time.ts";
import { feedMeta, pageMeta } from "../content/meta.ts";
import { synapsesFeed } from "../content/content.server.ts";
import { getInstance } from "../middleware/i18next.ts";
import { useTranslation } from "../lib/i18n/i18n.tsx";
import { contentPage } from "./content-page.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { doc, locale, key, vars } = contentPage(context);
  const ads = !PAGES_WITHOUT_ADS.has(key);
  const parts = splitSections(doc.html);
  // The ad position after each part, decided here so the page's code needs no ad configuration.
  const sections = parts.map((html, i) => ({ html, ad: ads ? slotAfter(i, parts.length, CONTENT_SECTION_POSITIONS) : null }));
  // Feed readers find the Synapses feed from every article, as from the overview.
  const feed = key.startsWith("synapse-") ? synapsesFeed(locale, vars, getInstance(context).t("site.name")) : null;
  return { ...doc, locale, key, sections, ads, feed };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.title, loaderData?.lead),
  ...feedMeta(loaderData?.feed),
];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className={`prose content-${loaderData.key}`}>
      <h1>{loaderData.title}</h1>
      {loaderData.date ? (
        <p className="article-date">{t("content.publishedOn", { date: formatDate(loaderData.date, loaderData.locale, "long") })}</p>
      ) : null}
      {loaderData.ads ? <AdSlot position="content-zero" /> : null}
      {loaderData.sections.map((section, i) => (
        <Fragment key={i}>
          <div dangerouslySetInnerHTML={{ __html: section.html }} />
          {section.ad ? <AdSlot position={section.ad} /> : null}
        </Fragment>
      ))}
      {loaderData.ads ? <AdSlot position="content-last" /> : null}
    </article>
  );
}
