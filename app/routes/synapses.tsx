import { useTranslation } from "../lib/i18n/i18n.tsx";
import type { Route } from "./+types/synapses";
import { ArticleList } from "../components/ArticleList.tsx";
import { synapsesFeed, synapseTeasers } from "../content/content.server.ts";
import { getInstance } from "../middleware/i18next.ts";
import { feedMeta, pageMeta } from "../content/meta.ts";
import { contentPage } from "./content-page.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { doc, locale, vars } = contentPage(context, "synapses");
  const articles = synapseTeasers(locale, vars).map((a) => ({ ...a, id: a.date }));
  const feed = synapsesFeed(locale, vars, getInstance(context).t("site.name"));
  return { ...doc, locale, articles, feed };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.title, loaderData?.lead),
  ...feedMeta(loaderData?.feed),
];

export default function Synapses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className="prose">
      <h1>{loaderData.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      <ArticleList heading={t("content.allArticles")} items={loaderData.articles} locale={loaderData.locale} />
    </article>
  );
}
