import { and, asc, between, eq } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { dailyResults, users } from "../db/schema.ts";
import { isLot } from "./lots.ts";
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

/**
 * The lots between two dates (lots.ts): every puzzle solved on its own day by a player who had
 * accepted the terms by the end of that day. Reads the (date, solved_on_day) index.
 */
export async function lotsBetween(db: Db, from: string, to: string): Promise<{ userId: number; date: string }[]> {
  const rows = await db
    .select({ userId: dailyResults.userId, date: dailyResults.date, acceptedAt: users.dailyTermsAcceptedAt })
    .from(dailyResults)
    .innerJoin(users, eq(users.id, dailyResults.userId))
    .where(and(between(dailyResults.date, from, to), eq(dailyResults.solvedOnDay, true)))
    .orderBy(asc(dailyResults.date), asc(dailyResults.userId));
  return rows.filter((r) => isLot({ date: r.date, solvedOnDay: true }, r.acceptedAt)).map(({ userId, date }) => ({ userId, date }));
}
