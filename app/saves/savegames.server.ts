import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.server.ts";
import { dailyResults, savegames } from "../db/schema.ts";
import { LAST_WEEK_DAYS } from "../config/constants.ts";
import type { ListRequest, SortKey } from "./save-requests.ts";
import { serializeSavegame, type Savegame } from "../game/savegame.ts";
import type { SolveFigures } from "../game/solve-figures.ts";
import { berlinDate, lastDaysBounds } from "../lib/dates/berlin-time.ts";

export type SavegameRow = typeof savegames.$inferSelect;
export type DailyResultRow = typeof dailyResults.$inferSelect;

/**
 * Which of a player's games: a catalogue puzzle's, by its id, or the daily puzzle's of a Berlin
 * day, by the date (docs/API.md "Saved games", "Daily Sudoku"). The daily's is kept apart because
 * the draw counts it by day and asks whether it was solved on that day.
 */
export type GameKey = { puzzleId: number } | { date: string };
export type CatalogueKey = Extract<GameKey, { puzzleId: number }>;
export type DailyKey = Extract<GameKey, { date: string }>;
/** The stored game of a key: a savegames row for a puzzle id, a daily_results row for a date. */
export type GameRow<K extends GameKey = GameKey> = K extends DailyKey ? DailyResultRow : SavegameRow;

export const isDailyKey = (key: GameKey): key is DailyKey => "date" in key;

export interface SaveInput<K extends GameKey = GameKey> {
  userId: number;
  key: K;
  /** The puzzle played: the key's own for the catalogue, the day's pool puzzle for a date. */
  puzzleId: number;
  stars: number;
  /** Already checked against the puzzle (app/game/savegame.ts checkSavegame). */
  state: Savegame;
  progress: number;
  solved: boolean;
  /** What the solve says (solve-figures.ts), for a solved game; kept only from the first solved save. */
  figures: SolveFigures | null;
  version: number;
}

/** `saved`: this version is now the stored one. `stale`: a newer or equal version was there; `row` is it. */
export type SaveOutcome<K extends GameKey = GameKey> = { status: "saved" | "stale"; row: GameRow<K> };

/** The solve's figures are the first solved save's: a stored solve keeps its own, even its nulls. */
const firstSolve = (table: typeof savegames | typeof dailyResults, column: SQLiteColumn, excluded: string) =>
  sql`case when ${table.solvedAt} is null then ${sql.raw(`excluded.${excluded}`)} else ${column} end`;

/** What a save replaces in both tables; `solved_at` and the solve's figures keep the first solve. */
const replaced = (table: typeof savegames | typeof dailyResults) => ({
  state: sql`excluded.state`,
  progress: sql`excluded.progress`,
  checked: sql`excluded.checked`,
  solvedAt: sql`coalesce(${table.solvedAt}, excluded.solved_at)`,
  solveSeconds: firstSolve(table, table.solveSeconds, "solve_seconds"),
  solveHints: firstSolve(table, table.solveHints, "solve_hints"),
  solvePerfect: firstSolve(table, table.solvePerfect, "solve_perfect"),
  solveHinted: firstSolve(table, table.solveHinted, "solve_hinted"),
  version: sql`excluded.version`,
  updatedAt: sql`excluded.updated_at`,
});
/** Only a higher version replaces the stored game: the board's change counter only grows. */
const newer = (table: typeof savegames | typeof dailyResults) => sql`excluded.version > ${table.version}`;

function outcome<R>(written: unknown[], current: R[]): { status: "saved" | "stale"; row: R } {
  const row = current[0];
  // Cannot happen inside one transaction (the row was just written or was already there).
  if (!row) throw new Error("stored game missing after upsert");
  return { status: written.length > 0 ? "saved" : "stale", row };
}

/**
 * Stores a game in one upsert: the row is replaced only when the incoming version is higher, and
 * solved_at and the solve's figures (time, hints, perfect, hinted techniques) keep the first solve. The upsert and the read of the row run in one batch (one D1
 * transaction), so the answer shows exactly the row the write left, and a failure leaves the
 * stored row as it was. Two writers racing for the same game can only replace each other whole.
 * A daily game's first solved save also decides `solved_on_day` from the Berlin date of the
 * server's clock at that save; it never moves afterwards, so a lot cannot be won or lost by saving again.
 */
export async function saveGame<K extends GameKey>(db: Db, input: SaveInput<K>, now: Date): Promise<SaveOutcome<K>> {
  const { userId, key, state, solved } = input;
  const figures = solved ? input.figures : null;
  const values = {
    userId,
    puzzleId: input.puzzleId,
    state: serializeSavegame(state),
    progress: input.progress,
    checked: state.checked,
    solvedAt: solved ? now : null,
    solveSeconds: figures?.solveSeconds ?? null,
    solveHints: figures?.solveHints ?? null,
    solvePerfect: figures?.solvePerfect ?? null,
    solveHinted: figures?.solveHinted ?? null,
    version: input.version,
    createdAt: now,
    updatedAt: now,
  };
  if (isDailyKey(key)) {
    const write = db
      .insert(dailyResults)
      .values({ ...values, date: key.date, solvedOnDay: solved && berlinDate(now) === key.date })
      .onConflictDoUpdate({
        target: [dailyResults.userId, dailyResults.date],
        set: {
          ...replaced(dailyResults),
          solvedOnDay: sql`case when ${dailyResults.solvedAt} is null then excluded.solved_on_day else ${dailyResults.solvedOnDay} end`,
        },
        setWhere: newer(dailyResults),
      })
      .returning({ version: dailyResults.version });
    const [written, current] = await db.batch([write, dailyRow(db, userId, key.date)]);
    return outcome(written, current) as SaveOutcome<K>;
  }
  const write = db
    .insert(savegames)
    .values({ ...values, stars: input.stars })
    .onConflictDoUpdate({
      target: [savegames.userId, savegames.puzzleId],
      set: { ...replaced(savegames), stars: sql`excluded.stars` },
      setWhere: newer(savegames),
    })
    .returning({ version: savegames.version });
  const [written, current] = await db.batch([write, ownRow(db, userId, input.puzzleId)]);
  return outcome(written, current) as SaveOutcome<K>;
}

function ownRow(db: Db, userId: number, puzzleId: number) {
  return db
    .select()
    .from(savegames)
    .where(and(eq(savegames.userId, userId), eq(savegames.puzzleId, puzzleId)));
}

function dailyRow(db: Db, userId: number, date: string) {
  return db
    .select()
    .from(dailyResults)
    .where(and(eq(dailyResults.userId, userId), eq(dailyResults.date, date)));
}

/** The player's stored game of a key, if any. */
export async function storedGameOf<K extends GameKey>(db: Db, userId: number, key: K): Promise<GameRow<K> | undefined> {
  const query = isDailyKey(key) ? dailyRow(db, userId, key.date) : ownRow(db, userId, key.puzzleId);
  return (await query.get()) as GameRow<K> | undefined;
}

/** Deletes one of the user's games (saved or solved); false when the user has none for that puzzle. */
export async function deleteSavegame(db: Db, userId: number, puzzleId: number): Promise<boolean> {
  const deleted = await db
    .delete(savegames)
    .where(and(eq(savegames.userId, userId), eq(savegames.puzzleId, puzzleId)))
    .returning({ puzzleId: savegames.puzzleId });
  return deleted.length > 0;
}

/** The allow-list of sortable columns: user input only ever selects one of these. */
const SORT_COLUMNS: Record<SortKey, SQLiteColumn> = {
  checked: savegames.checked,
  progress: savegames.progress,
  solved: savegames.solvedAt,
  stars: savegames.stars,
  sudoku: savegames.puzzleId,
  updatedAt: savegames.updatedAt,
};

export interface SavegamePage {
  rows: SavegameRow[];
  total: number;
}

/**
 * One page of the user's games. Sorted in SQL by an allow-listed column; the puzzle id (unique per
 * user) breaks ties, so pages never overlap or skip rows. Rows and total come from one batch, so
 * they agree with each other.
 */
export async function listSavegames(db: Db, userId: number, query: ListRequest): Promise<SavegamePage> {
  const filters: SQL[] = [eq(savegames.userId, userId)];
  if (query.solved === true) filters.push(isNotNull(savegames.solvedAt));
  if (query.solved === false) filters.push(isNull(savegames.solvedAt));
  const where = and(...filters);
  const column = SORT_COLUMNS[query.sortBy];
  const order = [query.sortDesc ? desc(column) : asc(column)];
  if (column !== savegames.puzzleId) order.push(asc(savegames.puzzleId));
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(savegames)
      .where(where)
      .orderBy(...order)
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ total: count() }).from(savegames).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The most recently updated unsolved games (the drawer's "last puzzles"), on the (user, updated_at) index. */
export async function recentSavegames(db: Db, userId: number, limit: number) {
  return db
    .select({ puzzleId: savegames.puzzleId, stars: savegames.stars, progress: savegames.progress })
    .from(savegames)
    .where(and(eq(savegames.userId, userId), isNull(savegames.solvedAt)))
    .orderBy(desc(savegames.updatedAt), asc(savegames.puzzleId))
    .limit(limit);
}

export interface SolveStatistics {
  solvedPuzzlesTotal: number;
  /** Solves per Berlin day, oldest first, ending with the day of `now`. */
  lastWeek: number[];
}

/**
 * All solves and the solves of each of the last 7 Berlin days, counted in one query over the
 * (user_id, solved_at) index. Day boundaries are Berlin midnights turned into instants, so a day
 * of a DST change counts its 23 or 25 hours.
 */
export async function solveStatistics(db: Db, userId: number, now: Date | number): Promise<SolveStatistics> {
  const bounds = lastDaysBounds(LAST_WEEK_DAYS, now);
  const solvedMs = sql`${savegames.solvedAt}`;
  const days = bounds
    .slice(0, -1)
    .map((start, i) => sql<number>`coalesce(sum(${solvedMs} >= ${start} and ${solvedMs} < ${bounds[i + 1]}), 0)`);
  const fields = Object.fromEntries(days.map((day, i) => [`d${i}`, day.mapWith(Number)]));
  const row = await db
    .select({ total: count(savegames.solvedAt), ...fields })
    .from(savegames)
    .where(eq(savegames.userId, userId))
    .get();
  return {
    solvedPuzzlesTotal: row?.total ?? 0,
    lastWeek: days.map((_, i) => Number((row as Record<string, unknown> | undefined)?.[`d${i}`] ?? 0)),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A row as the API shows it (docs/API.md "Saved games"): instants as ISO 8601 UTC strings. */
export function savegameSummary(row: SavegameRow) {
  return {
    puzzleId: row.puzzleId,
    stars: row.stars,
    progress: row.progress,
    checked: row.checked,
    solved: row.solvedAt !== null,
    solvedAt: iso(row.solvedAt),
    updatedAt: iso(row.updatedAt),
  };
}
