import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { dailyPool, dailyPuzzles } from "../db/schema.ts";
import { dailySlot, hasDailyPuzzle, poolSeq } from "./schedule.ts";

/** A day's puzzle as the server knows it; the solution never leaves the server on its day. */
export interface DailyPuzzle {
  date: string;
  id: number;
  stars: number;
  puzzle: string;
  solution: string;
}

const columns = {
  date: dailyPuzzles.date,
  id: dailyPool.id,
  stars: dailyPool.stars,
  puzzle: dailyPool.puzzle,
  solution: dailyPool.solution,
};

function assigned(db: Db) {
  return db.select(columns).from(dailyPuzzles).innerJoin(dailyPool, eq(dailyPool.id, dailyPuzzles.puzzleId));
}

/** The puzzle already assigned to a date, if any (no assignment happens here). */
export async function assignedPuzzle(db: Db, date: string): Promise<DailyPuzzle | undefined> {
  return assigned(db).where(eq(dailyPuzzles.date, date)).get();
}

/** Size of a level's pool: the highest seq + 1, one step on the (stars, seq) index. */
async function poolSize(db: Db, stars: number): Promise<number> {
  const top = await db
    .select({ seq: dailyPool.seq })
    .from(dailyPool)
    .where(eq(dailyPool.stars, stars))
    .orderBy(desc(dailyPool.seq))
    .limit(1)
    .get();
  return top ? top.seq + 1 : 0;
}

/**
 * The puzzle of a date, assigned now by the schedule's rule if nobody has yet. Insert-or-ignore
 * on the date key, then read back: of two requests (or a request and the midnight job) racing for
 * the same day, both answer the one row that was stored. Undefined before the first daily date or
 * while the pool is empty.
 */
export async function assignDay(db: Db, date: string, now: Date): Promise<DailyPuzzle | undefined> {
  const existing = await assignedPuzzle(db, date);
  if (existing || !hasDailyPuzzle(date)) return existing;
  const { stars, index } = dailySlot(date);
  const size = await poolSize(db, stars);
  if (size === 0) return undefined;
  const pick = await db
    .select({ id: dailyPool.id })
    .from(dailyPool)
    .where(and(eq(dailyPool.stars, stars), eq(dailyPool.seq, poolSeq(index, size))))
    .get();
  if (!pick) return undefined;
  await db.insert(dailyPuzzles).values({ date, puzzleId: pick.id, stars, assignedAt: now }).onConflictDoNothing();
  return assignedPuzzle(db, date);
}

/** The latest day up to `today` that had this pool puzzle (a pool goes round only after years). */
export async function dayOfPuzzle(db: Db, id: number, today: string): Promise<DailyPuzzle | undefined> {
  return assigned(db)
    .where(and(eq(dailyPuzzles.puzzleId, id), lte(dailyPuzzles.date, today)))
    .orderBy(desc(dailyPuzzles.date))
    .limit(1)
    .get();
}

/** Whether a future date already has its puzzle; used to tell "not yet" apart from "unknown id". */
export async function isAssignedPuzzle(db: Db, id: number): Promise<boolean> {
  return (
    (await db.select({ date: dailyPuzzles.date }).from(dailyPuzzles).where(eq(dailyPuzzles.puzzleId, id)).limit(1).get()) !== undefined
  );
}
