// The result card (issue 31): a solved game's facts as the lines a player posts in a messenger,
// shown again on the result page and drawn into its image. Built from ResultFacts only, never
// from the grid, so no text of it can hold a digit of the puzzle (result-card.test.ts proves it).

import type { Locale } from "../config/site-routes.ts";
import { formatDate } from "../lib/dates/berlin-time.ts";
import { formatTime } from "../lib/format/clock.ts";
import { createSectionT } from "../lib/i18n/i18n.tsx";
import type { ShareCardTexts } from "../locales/de/share-card.ts";
import type { ResultFacts } from "./result-facts.ts";

const STAR_COUNT = 5;

export interface ResultCard {
  /** The day or the puzzle's number. */
  title: string;
  /** Stars and the level's name. */
  level: string;
  /** The time as the board's clock showed it, and "without help" or the hints. */
  time: string;
  help: string;
  /** Only for a daily whose page knew the streak. */
  streak: string | null;
  /** The card's lines, without the link. */
  lines: string[];
  /** What a messenger gets: the lines, then the link. */
  text: string;
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

function formatCount(n: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale === "en" ? "en-GB" : "de-DE")));
  return format.format(n);
}

/** Filled and empty stars: ★★★☆☆ for level 3. */
export function starsText(stars: number): string {
  return "★".repeat(stars) + "☆".repeat(STAR_COUNT - stars);
}

export function resultCard(
  facts: ResultFacts,
  options: { locale: Locale; texts: ShareCardTexts; levelName: string; url: string },
): ResultCard {
  const { locale, texts, levelName, url } = options;
  const t = createSectionT(locale, texts);
  const title =
    facts.game.kind === "daily"
      ? t("dailyTitle", { date: formatDate(facts.game.date, locale, "long") })
      : t("puzzleTitle", { id: facts.game.id });
  const level = t("level", { stars: starsText(facts.stars), level: levelName });
  const time = t("time", { time: formatTime(facts.time) });
  const help = facts.hints === 0 ? t("noHelp") : t("hints", { count: facts.hints, number: formatCount(facts.hints, locale) });
  const streak = facts.streak === null ? null : t("streak", { count: facts.streak, number: formatCount(facts.streak, locale) });
  const lines = [title, level, `${time} · ${help}`, ...(streak === null ? [] : [streak])];
  return { title, level, time, help, streak, lines, text: [...lines, url].join("\n") };
}
