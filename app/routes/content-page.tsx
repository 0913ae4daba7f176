import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { matchPage, pagePath, type Locale } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import { formatDate } from "../lib/dates/berlin-time.ts";
import { contentVars, loadContent } from "../lib/content/content.server.ts";
import { pageMeta } from "../lib/content/meta.ts";
import { useTranslation } from "../lib/i18n/i18n.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const match = matchPage(pagePath(request));
  const doc = match ? loadContent(match.locale, match.page.key, contentVars(env)) : undefined;
  if (!match || !doc) throw data(null, { status: 404 });
  return { ...doc, locale: match.locale as Locale, key: match.page.key };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.lead);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className={`prose content-${loaderData.key}`}>
      <h1>{loaderData.title}</h1>
      {loaderData.date ? (
        <p className="article-date">
          {t("content.publishedOn", { date: formatDate(loaderData.date, loaderData.locale, "long") })}
        </p>
      ) : null}
      <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}
