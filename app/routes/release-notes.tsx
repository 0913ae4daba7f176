import { data } from "react-router";
import { useTranslation } from "../lib/i18n/i18n.tsx";
import type { Route } from "./+types/release-notes";
import { matchPage, pagePath, pathFor, RELEASES } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import { contentVars, loadContent } from "../lib/content/content.server.ts";
import { pageMeta } from "../lib/content/meta.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const match = matchPage(pagePath(request));
  const vars = contentVars(env);
  const doc = match ? loadContent(match.locale, "release-notes", vars) : undefined;
  if (!match || !doc) throw data(null, { status: 404 });
  const releases = [...RELEASES].reverse().flatMap((r) => {
    const release = loadContent(match.locale, `release-${r}`, vars);
    return release ? [{ id: r, title: release.title, lead: release.lead, path: pathFor(`release-${r}`, match.locale) }] : [];
  });
  return { ...doc, releases };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.lead);

export default function ReleaseNotes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className="prose">
      <h1>{loaderData.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      <h2>{t("content.releases")}</h2>
      <ul className="article-list">
        {loaderData.releases.map((r) => (
          <li key={r.id}>
            <a href={r.path}>{r.title}</a>
            <p>{r.lead}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
