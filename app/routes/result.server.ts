// The public result page (issue 31): the card a player shared, read from the link's query, with a
// way to play the same puzzle and the tags that make social sites show the card's image. A broken
// link is a 400 page, a day or number that has no puzzle a 404 page, both in the visitor's language.

import type { RouterContextProvider } from "react-router";
import { levelKey, pathFor, type Locale } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { createSectionT } from "../lib/i18n/i18n.tsx";
import { resources } from "../locales/index.ts";
import { puzzleById } from "../puzzles/puzzles.server.ts";
import { resultCard, type ResultCard } from "../share/result-card.ts";
import { resultQuery, type ResultFacts } from "../share/result-facts.ts";
import { parseResultQuery } from "../share/result-query.ts";

/** Each view with its texts in the page's language: the page sends those, not the catalogue. */
export type ResultView =
  | { kind: "card"; card: ResultCard; lead: string; playHref: string; playLabel: string; url: string; image: string; imageAlt: string }
  | { kind: "bad" | "none"; heading: string; text: string; todayHref: string; todayLabel: string };

export interface ResultPage {
  locale: Locale;
  title: string;
  description: string;
  view: ResultView;
}

/** The address of the card's image: the same facts, and the language to draw them in. */
export function resultImagePath(facts: ResultFacts, locale: Locale): string {
  return `/og/result.png?${resultQuery(facts)}&lang=${locale}`;
}

function playHref(facts: ResultFacts, locale: Locale): string {
  // A past day plays as practice; catalogue puzzles open by number on their level's page.
  return facts.game.kind === "daily"
    ? `${pathFor("daily", locale)}?date=${facts.game.date}`
    : `${pathFor(levelKey(facts.stars), locale)}?id=${facts.game.id}`;
}

export async function resultPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ page: ResultPage; status: number }> {
  const { db, env, now, locale } = context.get(appContext);
  const catalogue = resources[locale].translation;
  const texts = catalogue.shareCard;
  const base = { locale, title: texts.pageTitle, description: texts.pageDescription };
  const refused = (kind: "bad" | "none", status: number) => {
    const heading = kind === "bad" ? texts.badTitle : texts.noneTitle;
    const text = kind === "bad" ? texts.badText : texts.noneText;
    const view = { kind, heading, text, todayHref: pathFor("daily", locale), todayLabel: texts.toToday };
    return { page: { ...base, title: heading, view }, status };
  };
  const parsed = parseResultQuery(new URL(request.url).searchParams, berlinDate(now));
  if (parsed.kind !== "ok") return parsed.kind === "bad" ? refused("bad", 400) : refused("none", 404);
  const { facts } = parsed;
  if (facts.game.kind === "puzzle") {
    // A number that names no puzzle, or names one of another level, is no result of this site.
    const row = await puzzleById(db, facts.game.id);
    if (!row || row.stars !== facts.stars) return refused("none", 404);
  }
  const url = `${env.SITE_ORIGIN}${pathFor("result", locale)}?${resultQuery(facts)}`;
  const card = resultCard(facts, { locale, texts, levelName: catalogue.levels[facts.stars], url });
  const description = card.lines.slice(1).join(" · ");
  return {
    page: {
      ...base,
      title: card.title,
      description,
      view: {
        kind: "card",
        card,
        lead: texts.pageLead,
        playHref: playHref(facts, locale),
        playLabel: facts.game.kind === "daily" ? texts.playDaily : texts.playPuzzle,
        url,
        image: `${env.SITE_ORIGIN}${resultImagePath(facts, locale)}`,
        imageAlt: createSectionT(locale, texts)("imageAlt", { text: card.lines.join(", ") }),
      },
    },
    status: 200,
  };
}
