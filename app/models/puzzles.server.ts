import { and, desc, eq } from "drizzle-orm";
import type { Level } from "../config/constants.ts";
import type { Db } from "../db/client.server.ts";
import { puzzles } from "../db/schema.ts";

export type PuzzleRow = typeof puzzles.$inferSelect;

export async function puzzleById(db: Db, id: number): Promise<PuzzleRow | undefined> {
  return db.select().from(puzzles).where(eq(puzzles.id, id)).get();
}

/**
 * A random puzzle of a level in two index lookups on (stars, seq): the highest seq of the level,
 * then the row at a random seq below it. seq is dense per level (0..n-1), so every puzzle is
 * equally likely and no query scans or sorts the table, whatever its size.
 */
export async function randomPuzzle(
  db: Db,
  stars: Level,
  random: () => number = Math.random,
  exclude?: number,
): Promise<PuzzleRow | undefined> {
  const top = await db
    .select({ seq: puzzles.seq })
    .from(puzzles)
    .where(eq(puzzles.stars, stars))
    .orderBy(desc(puzzles.seq))
    .limit(1)
    .get();
  if (!top) return undefined;
  const count = top.seq + 1;
  let seq = Math.floor(random() * count);
  const pick = () => db.select().from(puzzles).where(and(eq(puzzles.stars, stars), eq(puzzles.seq, seq))).get();
  let row = await pick();
  // "Next puzzle" must not hand out the puzzle just played: step to the neighbour instead.
  if (row && exclude !== undefined && row.id === exclude && count > 1) {
    seq = (seq + 1) % count;
    row = await pick();
  }
  return row;
}
