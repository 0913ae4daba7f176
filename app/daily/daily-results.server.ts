import { and, asc, between, eq } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { dailyResults } from "../db/schema.ts";
import { storedGameOf, type DailyResultRow } from "../saves/savegames.server.ts";

export type { DailyResultRow };

/** The player's stored game of a day (the one upsert for both kinds of game is saveGame). */
export async function dailyResultOf(db: Db, userId: number, date: string): Promise<DailyResultRow | undefined> {
  return storedGameOf(db, userId, { date });
}

/** The player's results between two dates (inclusive), for the calendar. */
export async function resultsBetween(db: Db, userId: number, from: string, to: string) {
  return db
    .select({
      date: dailyResults.date,
      progress: dailyResults.progress,
      solvedAt: dailyResults.solvedAt,
      solvedOnDay: dailyResults.solvedOnDay,
    })
    .from(dailyResults)
    .where(and(eq(dailyResults.userId, userId), between(dailyResults.date, from, to)))
    .orderBy(asc(dailyResults.date));
}

/** Every puzzle solved on its own day between two dates: the lots of a month. */
export async function solvedOnDayBetween(db: Db, from: string, to: string): Promise<{ userId: number; date: string }[]> {
  return db
    .select({ userId: dailyResults.userId, date: dailyResults.date })
    .from(dailyResults)
    .where(and(between(dailyResults.date, from, to), eq(dailyResults.solvedOnDay, true)))
    .orderBy(asc(dailyResults.date), asc(dailyResults.userId));
}
