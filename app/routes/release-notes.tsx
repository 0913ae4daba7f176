import { useTranslation } from "../lib/i18n/i18n.tsx";
import type { Route } from "./+types/release-notes";
import { ArticleList } from "../components/ArticleList.tsx";
import { pathFor, RELEASES } from "../config/site-routes.ts";
import { loadContent } from "../content/content.server.ts";
import { pageMeta } from "../content/meta.ts";
import { contentPage } from "./content-page.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { doc, locale, vars } = contentPage(context, "release-notes");
  const releases = [...RELEASES].reverse().flatMap((r) => {
    const release = loadContent(locale, `release-${r}`, vars);
    return release ? [{ id: r, title: release.title, lead: release.lead, path: pathFor(`release-${r}`, locale) }] : [];
  });
  return { ...doc, locale, releases };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.lead);

export default function ReleaseNotes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className="prose">
      <h1>{loaderData.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      <ArticleList heading={t("content.releases")} items={loaderData.releases} locale={loaderData.locale} />
    </article>
  );
}
