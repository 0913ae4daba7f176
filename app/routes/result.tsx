import { data } from "react-router";
import type { Route } from "./+types/result";
import { pageMeta } from "../content/meta.ts";
import { RESULT_IMAGE } from "../share/result-image.ts";
import { resultPage } from "./result.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, status } = await resultPage(request, context);
  return data(page, { status });
}

// A card's page is reached through a shared link only: never indexed, and social sites get the image.
export const meta: Route.MetaFunction = ({ loaderData }) => {
  const view = loaderData?.view;
  const card =
    view?.kind === "card"
      ? [
          { property: "og:type", content: "website" },
          { property: "og:url", content: view.url },
          { property: "og:image", content: view.image },
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: String(RESULT_IMAGE.width) },
          { property: "og:image:height", content: String(RESULT_IMAGE.height) },
          { property: "og:image:alt", content: view.imageAlt },
          { name: "twitter:card", content: "summary_large_image" },
          { name: "twitter:image", content: view.image },
        ]
      : [];
  return [...pageMeta(loaderData?.title, loaderData?.description), ...card, { name: "robots", content: "noindex" }];
};

/** A shared result: the card's lines, and the way to play the same puzzle. */
export default function Result({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (view.kind !== "card") {
    return (
      <section className="prose result-page">
        <h1>{view.heading}</h1>
        <p>{view.text}</p>
        <p>
          <a href={view.todayHref}>{view.todayLabel}</a>
        </p>
      </section>
    );
  }
  const { card } = view;
  return (
    <article className="prose result-page">
      <h1>{card.title}</h1>
      <p>{view.lead}</p>
      <div className="card result-card" data-testid="result-card">
        <p>{card.level}</p>
        <p>
          {card.time} · {card.help}
        </p>
        {card.streak === null ? null : <p>{card.streak}</p>}
      </div>
      <p>
        <a className="button" href={view.playHref}>
          {view.playLabel}
        </a>
      </p>
    </article>
  );
}
