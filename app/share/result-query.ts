// Reading a result link's query back into its facts (result-facts.ts), for the result page and its
// image. Only the facts' own parameters are read: a social site's tracking parameters (fbclid,
// utm_*) stay harmless. A missing or malformed fact is "bad" (400); a day that has no daily puzzle,
// before the first one or not begun in Berlin, is "none" (404), as the daily page refuses it.

import { z } from "zod";
import { LOCALES, type Locale } from "../config/site-routes.ts";
import type { Level } from "../config/constants.ts";
import { hasDailyPuzzle, parseIsoDate } from "../daily/schedule.ts";
import { parsePuzzleId } from "../game/puzzle-id.ts";
import type { ResultFacts } from "./result-facts.ts";

/** Far above any real game, low enough that every figure stays a plain integer in the card. */
export const RESULT_LIMITS = { time: 9_999_999, hints: 99_999, streak: 99_999 } as const;

const DIGITS = /^(0|[1-9]\d{0,6})$/;
const count = (max: number) => z.string().regex(DIGITS).transform(Number).pipe(z.number().int().max(max));

const schema = z
  .object({
    date: z
      .string()
      .refine((text) => parseIsoDate(text) !== null)
      .optional(),
    id: z
      .string()
      .transform((text) => parsePuzzleId(text))
      .pipe(z.number())
      .optional(),
    stars: z.enum(["1", "2", "3", "4", "5"]).transform((s) => Number(s) as Level),
    time: count(RESULT_LIMITS.time),
    hints: count(RESULT_LIMITS.hints),
    streak: count(RESULT_LIMITS.streak).pipe(z.number().min(1)).optional(),
  })
  // One game, a day or a number; a streak belongs to a day.
  .refine((q) => (q.date === undefined) !== (q.id === undefined))
  .refine((q) => q.streak === undefined || q.date !== undefined);

export type ResultQuery = { kind: "ok"; facts: ResultFacts } | { kind: "bad" } | { kind: "none" };

const FACT_NAMES = ["date", "id", "stars", "time", "hints", "streak"] as const;

/** The facts of a result link; `today` is the Berlin date, after which no day has a result yet. */
export function parseResultQuery(params: URLSearchParams, today: string): ResultQuery {
  const raw: Record<string, string> = {};
  for (const name of FACT_NAMES) {
    const values = params.getAll(name);
    // A fact given twice is no fact: which one would the card show?
    if (values.length > 1) return { kind: "bad" };
    if (values.length === 1) raw[name] = values[0]!;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { kind: "bad" };
  const { date, id, stars, time, hints, streak } = parsed.data;
  if (date !== undefined && (!hasDailyPuzzle(date) || date > today)) return { kind: "none" };
  return {
    kind: "ok",
    facts: {
      game: date !== undefined ? { kind: "daily", date } : { kind: "puzzle", id: id! },
      stars,
      time,
      hints,
      streak: streak ?? null,
    },
  };
}

/** The image's language, from its own query: the image is a function of its address alone. */
export function imageLocale(params: URLSearchParams): Locale | null {
  const lang = params.getAll("lang");
  if (lang.length === 0) return "de";
  return lang.length === 1 && (LOCALES as readonly string[]).includes(lang[0]!) ? (lang[0] as Locale) : null;
}
