// The Daily Sudoku archive page (/de/sudoku-des-tages/archiv?month=YYYY-MM): a month's calendar,
// large and server-rendered, with a signed-in player's marks and streaks and the months around it.
// A malformed month answers 400, a month without a calendar 404, both as a page in the visitor's
// language.

import type { RouterContextProvider } from "react-router";
import type { Locale } from "../config/site-routes.ts";
import { appContext, requestFacts } from "../context.server.ts";
import { FIRST_CALENDAR_MONTH, hasCalendar, shownMonth } from "../daily/daily-calendar.server.ts";
import { monthField } from "../daily/daily-requests.ts";
import { monthOf } from "../daily/schedule.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { resources } from "../locales/index.ts";
import type { DailyArchiveTexts } from "../locales/de/daily-archive.ts";
import type { DailyCalendar } from "../shell/root-data.ts";

export type ArchiveView =
  { kind: "month"; calendar: DailyCalendar } | { kind: "refused"; reason: "bad-month" | "out-of-range"; first: string; last: string };

export interface ArchivePage {
  title: string;
  description: string;
  locale: Locale;
  texts: DailyArchiveTexts;
  view: ArchiveView;
  status: number;
}

export async function dailyArchivePage(request: Request, context: Readonly<RouterContextProvider>): Promise<ArchivePage> {
  const { db, now, locale } = context.get(appContext);
  const texts = resources[locale].translation.dailyArchive;
  const page = { title: texts.title, description: texts.description, locale, texts };
  const current = monthOf(berlinDate(now));
  const asked = new URL(request.url).searchParams.get("month");
  const month = asked === null || asked === "" ? current : monthField.safeParse(asked).data;
  const refused = (reason: "bad-month" | "out-of-range", status: number): ArchivePage => ({
    ...page,
    view: { kind: "refused", reason, first: FIRST_CALENDAR_MONTH, last: current },
    status,
  });
  if (month === undefined) return refused("bad-month", 400);
  if (!hasCalendar(month, berlinDate(now))) return refused("out-of-range", 404);
  const session = await requestFacts(context).session();
  return { ...page, view: { kind: "month", calendar: await shownMonth(db, session?.user ?? null, month, now) }, status: 200 };
}
