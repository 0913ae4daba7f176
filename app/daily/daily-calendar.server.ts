// The Daily Sudoku calendar for the sidebar, the archive page and GET /api/daily-sudoku/statistics:
// one month's weeks with a signed-in player's ticks, crosses and bridged days, their streaks, and
// the months before and after it that have a calendar (from the first daily puzzle's month to the
// current one).

import { DAILY_EPOCH } from "../config/daily.ts";
import type { Db } from "../db/client.server.ts";
import type { AccountRow } from "../accounts/users.server.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import type { DailyCalendar } from "../shell/root-data.ts";
import { calendarWeeks, monthWeeks } from "./calendar.ts";
import { monthOf, nextMonth, previousMonth } from "./schedule.ts";
import { solvedOnDayDates, streakView } from "./streaks.server.ts";

/** The first month with a calendar: the first daily puzzle's. */
export const FIRST_CALENDAR_MONTH = monthOf(DAILY_EPOCH);

/** True for a month (YYYY-MM) from the first daily puzzle's month to today's. */
export function hasCalendar(month: string, today: string): boolean {
  return month >= FIRST_CALENDAR_MONTH && month <= monthOf(today);
}

/** The neighbours of a month that have a calendar, or null at either end. */
export function monthNeighbours(month: string, today: string): Pick<DailyCalendar, "previous" | "next"> {
  const previous = previousMonth(month);
  const next = nextMonth(month);
  return { previous: hasCalendar(previous, today) ? previous : null, next: hasCalendar(next, today) ? next : null };
}

/** A month without marks: for visitors, and for a player when the storage cannot be read. */
function bareMonth(month: string, today: string, role: DailyCalendar["role"]): DailyCalendar {
  const weeks = month === monthOf(today) ? calendarWeeks(today, null) : monthWeeks(month, today, null);
  return { month, today, weeks, solvedToday: false, role, frozen: [], streak: null, ...monthNeighbours(month, today) };
}

/** A signed-in player's month: one query for all their days solved on their day (streaks.server.ts). */
async function playerMonth(db: Db, month: string, user: AccountRow, today: string): Promise<DailyCalendar> {
  const dates = await solvedOnDayDates(db, user.id);
  const streak = streakView(dates, today);
  return {
    month,
    today,
    weeks: monthWeeks(month, today, new Set(dates)),
    solvedToday: streak.solvedToday,
    role: "player",
    frozen: streak.frozen.filter((d) => monthOf(d) === month),
    streak: { current: streak.current, longest: streak.longest },
    ...monthNeighbours(month, today),
  };
}

/**
 * A month's calendar for anyone (the caller checks `hasCalendar`): a signed-in player's with ticks,
 * crosses, bridged days and streaks; the bare month for a visitor. Storage errors propagate (the
 * API answers 503).
 */
export async function dailyMonth(db: Db, user: AccountRow | null, month: string, now: Date): Promise<DailyCalendar> {
  const today = berlinDate(now);
  return user ? playerMonth(db, month, user, today) : bareMonth(month, today, "visitor");
}

/** `dailyMonth`, but a storage failure must not break the page: the player's month then shows bare. */
export async function shownMonth(db: Db, user: AccountRow | null, month: string, now: Date): Promise<DailyCalendar> {
  const today = berlinDate(now);
  if (!user) return bareMonth(month, today, "visitor");
  try {
    return await playerMonth(db, month, user, today);
  } catch (error) {
    console.error("daily calendar failed", error);
    return bareMonth(month, today, "player");
  }
}

/** The sidebar's calendar, the current Berlin month: a visitor's costs no query (the weeks are shared per day). */
export async function dailyCalendar(db: Db, user: AccountRow | null, now: Date): Promise<DailyCalendar> {
  return shownMonth(db, user, monthOf(berlinDate(now)), now);
}
