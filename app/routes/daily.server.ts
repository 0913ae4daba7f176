// The Daily Sudoku page (SPEC §2 /de/sudoku-des-tages): everyone plays the day's puzzle at once
// (issue 31, docs/decisions/011-daily-for-everyone.md); beside the board a visitor is told how the
// draw works and how to join, a signed-in player who has not accepted the terms gets the form, and
// a participant sees their lots. One flow returning a discriminated union; the route renders it.
// The puzzle goes to the page without its solution.

import { redirect, type RouterContextProvider } from "react-router";
import { DRAW_PRIZE_CENTS } from "../config/daily.ts";
import { pathFor, type Locale } from "../config/site-routes.ts";
import { appContext, requestFacts } from "../context.server.ts";
import { agreementSchema } from "../daily/daily-requests.ts";
import { formInput } from "../lib/http/form-input.ts";
import { contentVars, loadContent, type ContentDoc } from "../content/content.server.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { datesOfMonth, monthOf, parseIsoDate } from "../daily/schedule.ts";
import { participantLabel } from "../draw/draw.ts";
import { getInstance } from "../middleware/i18next.ts";
import { resources } from "../locales/index.ts";
import type { DailyTexts } from "../locales/de/daily-page.ts";
import { drawOf } from "../draw/draws.server.ts";
import { resultsBetween } from "../daily/daily-results.server.ts";
import { formUserCall } from "../middleware/form-request.server.ts";
import { acceptTerms, findDay, termsAccepted } from "../daily/daily.server.ts";
import { isLot } from "../daily/lots.ts";
import { playerStreak, type StreakView } from "../daily/streaks.server.ts";
import type { AccountRow } from "../accounts/users.server.ts";

/** The day's game as the board gets it: givens only. */
export interface DailyBoardGame {
  id: number;
  stars: number;
  puzzle: string;
  date: string;
  isToday: boolean;
}

/** The player's part in the current month's draw. */
export interface MonthStanding {
  month: string;
  /** Days of the month solved on their day so far: the player's lots. */
  lots: number;
  /** The player's label in the month's published list of lots; null before the month's draw exists. */
  label: string | null;
}

/** The player's part in the draw, shown beside the board. */
export type Participation =
  /** Not signed in: how the draw works, and the sign-in that carries this game into an account. */
  | { kind: "visitor"; about: ContentDoc; loginHref: string }
  /** Signed in, terms not accepted: the game counts for the streak; the form makes the day's solve a lot too. */
  | { kind: "terms"; terms: ContentDoc; error: string | null; standing: MonthStanding }
  | { kind: "participant"; standing: MonthStanding };

export type DailyPageView =
  | { kind: "refused"; reason: "not-yet" | "none" | "bad-date"; date: string | null; todayHref: string }
  | {
      kind: "play";
      game: DailyBoardGame;
      participation: Participation;
      prizesCents: readonly number[];
      /** A signed-in player's streaks (the terms are not needed for them); null for a visitor. */
      streak: StreakView | null;
    };

export interface DailyPage {
  title: string;
  description: string;
  locale: Locale;
  texts: DailyTexts;
  view: DailyPageView;
}

type Context = Readonly<RouterContextProvider>;

async function standing(db: Parameters<typeof drawOf>[0], user: AccountRow, today: string): Promise<MonthStanding> {
  const month = monthOf(today);
  const dates = datesOfMonth(month);
  const [draw, rows] = await Promise.all([drawOf(db, month), resultsBetween(db, user.id, dates[0]!, dates.at(-1)!)]);
  const accepted = user.dailyTermsAcceptedAt;
  return {
    month,
    lots: rows.filter((r) => isLot(r, accepted)).length,
    label: draw && accepted ? await participantLabel(draw.labelKey, user.id) : null,
  };
}

/** HTTP status of each view: a refused day is an error page, a visitor's page is a normal 200. */
export function statusOf(view: DailyPageView): number {
  if (view.kind !== "refused") return 200;
  return view.reason === "not-yet" ? 403 : view.reason === "none" ? 404 : 400;
}

/** The daily and winners pages' texts, sent with their loader data (components/daily/daily-texts.ts). */
export function dailyTexts(locale: Locale): DailyTexts {
  return resources[locale].translation.daily;
}

export async function dailyPage(request: Request, context: Context, termsError: string | null = null): Promise<DailyPage> {
  const { db, now, env, locale } = context.get(appContext);
  const t = getInstance(context).t;
  const facts = requestFacts(context);
  const page = { title: t("daily.title"), description: t("daily.description"), locale, texts: dailyTexts(locale) };
  const url = new URL(request.url);
  const todayHref = pathFor("daily", locale);
  const rawDate = url.searchParams.get("date");
  const date = rawDate === null ? "today" : parseIsoDate(rawDate);
  if (date === null) return { ...page, view: { kind: "refused", reason: "bad-date", date: null, todayHref } };
  const [day, session] = await Promise.all([findDay(db, date, now), facts.session()]);
  if (day.kind !== "ok") {
    const reason = day.kind === "not-yet" ? "not-yet" : "none";
    return { ...page, view: { kind: "refused", reason, date: date === "today" ? null : date, todayHref } };
  }
  const today = berlinDate(now);
  const { puzzle } = day;
  const game = { id: puzzle.id, stars: puzzle.stars, puzzle: puzzle.puzzle, date: puzzle.date, isToday: puzzle.date === today };
  const vars = contentVars(env);
  let participation: Participation;
  const streak = session ? await playerStreak(db, session.user.id, now) : null;
  if (!session) {
    // The page path, not url.pathname: a client-side navigation asks for `<path>.data`.
    const loginHref = `${pathFor("authentication", locale)}?from=${encodeURIComponent(`${facts.path}${url.search}`)}`;
    participation = { kind: "visitor", about: loadContent(locale, "daily-about", vars)!, loginHref };
  } else if (!termsAccepted(session.user)) {
    const terms = loadContent(locale, "daily-terms", vars)!;
    participation = { kind: "terms", terms, error: termsError, standing: await standing(db, session.user, today) };
  } else {
    participation = { kind: "participant", standing: await standing(db, session.user, today) };
  }
  return { ...page, view: { kind: "play", game, participation, prizesCents: DRAW_PRIZE_CENTS, streak } };
}

/**
 * The terms form (works without JavaScript): with the box ticked the acceptance is stored and the
 * page reloads with the board (303); without it the page comes back with the message, 400.
 */
export const dailyTermsAction = formUserCall({
  // Signed out (the session ended meanwhile): the login, which brings the player back here.
  signedOut: ({ context }) => {
    const { locale } = context.get(appContext);
    throw redirect(`${pathFor("authentication", locale)}?from=${encodeURIComponent(requestFacts(context).path)}`);
  },
  schema: agreementSchema,
  // The box's value once, whatever else the form repeats (the last one, as a form's fields read).
  input: (form) => formInput(Object.fromEntries(form), ["agreement"]),
  invalid: async (_, { request, context, t }) => ({ body: await dailyPage(request, context, t("daily.agreementInvalid")), status: 400 }),
  run: async ({ db, auth, now }) => {
    await acceptTerms(db, auth.user.id, now);
    return { kind: "accepted" } as const;
  },
  answers: {
    accepted: (_, { request, context }): never => {
      throw redirect(`${requestFacts(context).path}${new URL(request.url).search}`, 303);
    },
  },
});
