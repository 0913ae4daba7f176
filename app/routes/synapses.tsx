import { data } from "react-router";
import { useTranslation } from "../lib/i18n/i18n.tsx";
import type { Route } from "./+types/synapses";
import { matchPage, pagePath } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import { formatDate } from "../lib/dates/berlin-time.ts";
import { contentVars, loadContent, synapseTeasers } from "../lib/content/content.server.ts";
import { pageMeta } from "../lib/content/meta.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const match = matchPage(pagePath(request));
  const vars = contentVars(env);
  const doc = match ? loadContent(match.locale, "synapses", vars) : undefined;
  if (!match || !doc) throw data(null, { status: 404 });
  return { ...doc, locale: match.locale, articles: synapseTeasers(match.locale, vars) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.lead);

export default function Synapses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className="prose">
      <h1>{loaderData.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      <h2>{t("content.allArticles")}</h2>
      <ul className="article-list">
        {loaderData.articles.map((a) => (
          <li key={a.date}>
            <p className="article-date">{formatDate(a.date, loaderData.locale, "long")}</p>
            <a href={a.path}>{a.title}</a>
            <p>{a.lead}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
