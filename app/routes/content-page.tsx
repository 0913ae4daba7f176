import type { Route } from "./+types/content-page";
import { formatDate } from "../lib/dates/berlin-time.ts";
import { pageMeta } from "../lib/content/meta.ts";
import { useTranslation } from "../lib/i18n/i18n.tsx";
import { contentPage } from "../services/content-page.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { doc, locale, key } = contentPage(request, context);
  return { ...doc, locale, key };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.lead);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className={`prose content-${loaderData.key}`}>
      <h1>{loaderData.title}</h1>
      {loaderData.date ? (
        <p className="article-date">{t("content.publishedOn", { date: formatDate(loaderData.date, loaderData.locale, "long") })}</p>
      ) : null}
      <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}
