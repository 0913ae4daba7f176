import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Level } from "../config/constants.ts";
import { IMPORTED_ID_BASE } from "../config/puzzle-import.ts";
import type { Db } from "../db/client.server.ts";
import { puzzles } from "../db/schema.ts";

export type PuzzleRow = typeof puzzles.$inferSelect;

/** How long an isolate trusts its cached level sizes; the catalogue only grows, by seeding. */
const LEVEL_COUNT_TTL_MS = 5 * 60 * 1000;
const levelCounts = new Map<number, { count: number; at: number }>();

export async function puzzleById(db: Db, id: number): Promise<PuzzleRow | undefined> {
  return db.select().from(puzzles).where(eq(puzzles.id, id)).get();
}

/** Number of puzzles of a level: the highest seq + 1, read from the (stars, seq) index. */
async function levelCount(db: Db, stars: Level, now: number, fresh: boolean): Promise<number> {
  const cached = levelCounts.get(stars);
  if (!fresh && cached && now - cached.at < LEVEL_COUNT_TTL_MS) return cached.count;
  const top = await db.select({ seq: puzzles.seq }).from(puzzles).where(eq(puzzles.stars, stars)).orderBy(desc(puzzles.seq)).limit(1).get();
  // Imported puzzles have negative seq (imported-puzzles.server.ts): never a count of their own.
  const count = top ? Math.max(0, top.seq + 1) : 0;
  if (count > 0) levelCounts.set(stars, { count, at: now });
  return count;
}

// The play page's one query, prepared once per client: drizzle builds its SQL only then.
const byLevelSeq = new WeakMap<Db, ReturnType<typeof prepareByLevelSeq>>();
function prepareByLevelSeq(db: Db) {
  return db
    .select()
    .from(puzzles)
    .where(and(eq(puzzles.stars, sql.placeholder("stars")), eq(puzzles.seq, sql.placeholder("seq"))))
    .prepare();
}

/**
 * A random puzzle of a level with one index lookup on (stars, seq): seq is dense per level
 * (0..n-1), so a random seq below the level's size hits exactly one row and every puzzle is
 * equally likely; nothing scans or sorts the table, whatever its size. The size itself is one
 * more index lookup, cached per isolate.
 */
export async function randomPuzzle(
  db: Db,
  stars: Level,
  opts: { now: Date; random?: () => number; exclude?: number },
): Promise<PuzzleRow | undefined> {
  const { random = Math.random, exclude } = opts;
  const now = opts.now.getTime();
  let count = await levelCount(db, stars, now, false);
  if (count === 0) return undefined;
  let query = byLevelSeq.get(db);
  if (!query) byLevelSeq.set(db, (query = prepareByLevelSeq(db)));
  const prepared = query;
  const pick = (seq: number): Promise<PuzzleRow | undefined> => prepared.get({ stars, seq });
  let seq = Math.floor(random() * count);
  let row = await pick(seq);
  if (!row) {
    // The cached size was wrong (a re-seeded local database): ask the index again.
    count = await levelCount(db, stars, now, true);
    if (count === 0) return undefined;
    seq = Math.floor(random() * count);
    row = await pick(seq);
  }
  // "Next puzzle" must not hand out the puzzle just played: step to the neighbour instead.
  if (row && exclude !== undefined && row.id === exclude && count > 1) row = await pick((seq + 1) % count);
  return row;
}

/**
 * Catalogue puzzles whose hardest technique is `technique` (the academy's practice lists): a range
 * of the (hardest, id) index from a starting id, wrapping round to the lowest ids, never a scan.
 * Imported puzzles (ids from IMPORTED_ID_BASE) are players' own, never practice material.
 */
export async function practicePuzzles(db: Db, technique: string, fromId: number, limit: number): Promise<{ id: number; stars: number }[]> {
  const columns = { id: puzzles.id, stars: puzzles.stars };
  const after = await db
    .select(columns)
    .from(puzzles)
    .where(and(eq(puzzles.hardest, technique), gte(puzzles.id, fromId), lt(puzzles.id, IMPORTED_ID_BASE)))
    .orderBy(asc(puzzles.id))
    .limit(limit);
  if (after.length >= limit || fromId <= 1) return after;
  const before = await db
    .select(columns)
    .from(puzzles)
    .where(and(eq(puzzles.hardest, technique), lt(puzzles.id, fromId)))
    .orderBy(asc(puzzles.id))
    .limit(limit - after.length);
  return [...after, ...before];
}

/** Which of these ids the catalogue has (primary-key look-ups), in the given order. */
export async function existingPuzzles(db: Db, ids: number[]): Promise<{ id: number; stars: number }[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: puzzles.id, stars: puzzles.stars }).from(puzzles).where(inArray(puzzles.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
