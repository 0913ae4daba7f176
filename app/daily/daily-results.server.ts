import { and, asc, between, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { dailyResults } from "../db/schema.ts";
import { serializeSavegame, type Savegame } from "../game/savegame.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";

export type DailyResultRow = typeof dailyResults.$inferSelect;

export interface DailySaveInput {
  userId: number;
  date: string;
  puzzleId: number;
  /** Already checked against the day's puzzle (checkSavegame). */
  state: Savegame;
  progress: number;
  solved: boolean;
  version: number;
}

export type DailySaveOutcome = { status: "saved" | "stale"; row: DailyResultRow };

/**
 * Stores a player's game of a day, like saveGame: replaced only by a higher version, in one batch
 * with the read-back. The first solved save fixes `solved_at` and decides `solved_on_day` from the
 * Berlin date of the server's clock at that save; neither moves afterwards, so a lot cannot be won
 * or lost by saving again.
 */
export async function saveDailyGame(db: Db, input: DailySaveInput, now: Date): Promise<DailySaveOutcome> {
  const onDay = input.solved && berlinDate(now) === input.date;
  const write = db
    .insert(dailyResults)
    .values({
      userId: input.userId,
      date: input.date,
      puzzleId: input.puzzleId,
      state: serializeSavegame(input.state),
      progress: input.progress,
      checked: input.state.checked,
      solvedAt: input.solved ? now : null,
      solvedOnDay: onDay,
      version: input.version,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [dailyResults.userId, dailyResults.date],
      set: {
        state: sql`excluded.state`,
        progress: sql`excluded.progress`,
        checked: sql`excluded.checked`,
        solvedOnDay: sql`case when ${dailyResults.solvedAt} is null then excluded.solved_on_day else ${dailyResults.solvedOnDay} end`,
        solvedAt: sql`coalesce(${dailyResults.solvedAt}, excluded.solved_at)`,
        version: sql`excluded.version`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`excluded.version > ${dailyResults.version}`,
    })
    .returning({ version: dailyResults.version });
  const [written, current] = await db.batch([write, ownResult(db, input.userId, input.date)]);
  const row = current[0];
  if (!row) throw new Error("daily result missing after upsert");
  return { status: written.length > 0 ? "saved" : "stale", row };
}

function ownResult(db: Db, userId: number, date: string) {
  return db
    .select()
    .from(dailyResults)
    .where(and(eq(dailyResults.userId, userId), eq(dailyResults.date, date)));
}

export async function dailyResultOf(db: Db, userId: number, date: string): Promise<DailyResultRow | undefined> {
  return ownResult(db, userId, date).get();
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
