import { data } from "react-router";
import { FULL_TRANSLATION, useFullTranslation } from "../lib/i18n/i18n.tsx";
import type { Route } from "./+types/not-found";
import { pathFor } from "../config/site-routes.ts";
import { appContext, requestFacts } from "../context.server.ts";
import { pageMeta } from "../content/meta.ts";
import { getInstance } from "../middleware/i18next.ts";

const ONWARD = ["home", "instructions", "faq", "academy", "contact"] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(appContext);
  const { path } = requestFacts(context);
  const i18n = getInstance(context);
  return data(
    {
      path,
      links: ONWARD.map((key) => ({ key, href: pathFor(key, locale) })),
      title: i18n.t("pages.notFound.title"),
      description: i18n.t("pages.notFound.description"),
    },
    { status: 404 },
  );
}

// The page reads texts the browser loads on demand: fetch them before hydrating.
export const handle = FULL_TRANSLATION;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.title, loaderData?.description),
  { name: "robots", content: "noindex" },
];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { t } = useFullTranslation();
  const labels = {
    home: "notFound.home",
    instructions: "nav.instructions",
    faq: "nav.faq",
    academy: "nav.academy",
    contact: "nav.contact",
  } as const;
  return (
    <section className="prose not-found">
      <h1>{t("pages.notFound.title")}</h1>
      <p>{t("notFound.text", { path: loaderData.path })}</p>
      <ul>
        {loaderData.links.map((l) => (
          <li key={l.key}>
            <a href={l.href}>{t(labels[l.key])}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
