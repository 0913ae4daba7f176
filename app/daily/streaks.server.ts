// A player's streaks from stored data (the rule: streaks.ts). Only signed-in players have them;
// the terms are not needed (they concern the draw, not the streak).

import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { dailyResults } from "../db/schema.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { streakIfSolvedToday, streakOf, type Streak } from "./streaks.ts";

export interface StreakView extends Streak {
  /** The current streak once today is solved on its day (equal to `current` when it is). */
  ifSolvedToday: number;
}

/**
 * Every date the player solved on its own day. One query on the primary key's user_id prefix
 * (SEARCH daily_results USING INDEX sqlite_autoindex_daily_results_1 (user_id=?)): a row per
 * daily game of the player, a few hundred a year at most.
 */
export async function solvedOnDayDates(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ date: dailyResults.date })
    .from(dailyResults)
    .where(and(eq(dailyResults.userId, userId), eq(dailyResults.solvedOnDay, true)))
    .orderBy(asc(dailyResults.date));
  return rows.map((r) => r.date);
}

/** The view of the rule for stored dates as of `today`. */
export function streakView(dates: readonly string[], today: string): StreakView {
  return { ...streakOf(dates, today), ifSolvedToday: streakIfSolvedToday(dates, today) };
}

/** The player's streaks on the Berlin day of `now` (the daily page, the sidebar, the share card). */
export async function playerStreak(db: Db, userId: number, now: Date): Promise<StreakView> {
  return streakView(await solvedOnDayDates(db, userId), berlinDate(now));
}
