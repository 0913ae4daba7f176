import type { Route } from "./+types/offline";
import { LEVELS } from "../config/constants.ts";
import { levelKey, pathFor } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import { pageMeta } from "../content/meta.ts";
import { getInstance } from "../middleware/i18next.ts";
import { isLocalPath } from "../lib/http/local-path-rule.ts";
import { useEffect, useState } from "react";

// The page the service worker shows for an address it has not kept while the network is gone
// (app/pwa/offline-plan.ts). The worker keeps a visitor's copy of it per language; "Erneut
// versuchen" goes back to the address that failed (`?from=`, a path of this site only).
/** The offline page's "try again" address: a path of this site, or null. */
const retryTarget = (from: string | null): string | null => (from !== null && isLocalPath(from) ? from : null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(appContext);
  const i18n = getInstance(context);
  return {
    title: i18n.t("offlinePage.title"),
    description: i18n.t("offlinePage.description"),
    texts: {
      text: i18n.t("offlinePage.text"),
      canHeading: i18n.t("offlinePage.canHeading"),
      newPuzzle: i18n.t("offlinePage.newPuzzle"),
      continueGames: i18n.t("offlinePage.continueGames"),
      lessons: i18n.t("offlinePage.lessons"),
      saving: i18n.t("offlinePage.saving"),
      retry: i18n.t("offlinePage.retry"),
    },
    levels: LEVELS.map((level) => ({ href: pathFor(levelKey(level), locale), name: i18n.t(`levels.${level}`) })),
    academy: { href: pathFor("academy", locale), name: i18n.t("nav.academy") },
    retryHref: retryTarget(new URL(request.url).searchParams.get("from")) ?? pathFor("home", locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.title, loaderData?.description),
  { name: "robots", content: "noindex" },
];

export default function Offline({ loaderData }: Route.ComponentProps) {
  const { title, texts, levels, academy } = loaderData;
  // The service worker shows its kept copy of this page at every `?from=`: the address to try again
  // is read from the location once the page runs.
  const [retryHref, setRetryHref] = useState(loaderData.retryHref);
  useEffect(() => setRetryHref((href) => retryTarget(new URL(location.href).searchParams.get("from")) ?? href), []);
  return (
    <section className="prose offline-page" aria-labelledby="offline-title">
      <h1 id="offline-title">{title}</h1>
      <p>{texts.text}</p>
      <p>
        <a className="button" href={retryHref}>
          {texts.retry}
        </a>
      </p>
      <h2>{texts.canHeading}</h2>
      <ul>
        <li>
          {texts.newPuzzle}{" "}
          {levels.map((level, i) => (
            <span key={level.href}>
              {i > 0 ? ", " : null}
              <a href={level.href}>{level.name}</a>
            </span>
          ))}
        </li>
        <li>{texts.continueGames}</li>
        <li>
          {texts.lessons} <a href={academy.href}>{academy.name}</a>
        </li>
      </ul>
      <p>{texts.saving}</p>
    </section>
  );
}
