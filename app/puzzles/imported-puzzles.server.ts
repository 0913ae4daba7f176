import { eq } from "drizzle-orm";
import { IMPORTED_ID_BASE } from "../config/puzzle-import.ts";
import type { Db } from "../db/client.server.ts";
import { importedPuzzles, puzzles } from "../db/schema.ts";
import type { PuzzleRow } from "./puzzles.server.ts";

// Imported puzzles (db/schema.ts `imported_puzzles`): a row of `puzzles` with an id from
// IMPORTED_ID_BASE up and seq = -id, plus its canonical grid under a unique index.

export interface ImportedPuzzleInput {
  /** Canonical form: 81 characters, `0` empty (puzzles/import/parse.ts). */
  grid: string;
  solution: string;
  /** 1-5, or 0 for a puzzle beyond 5 stars. */
  stars: number;
  clues: number;
  score: number;
  hardest: string;
  profile: string;
  /** Numeric rating in tenths (RATING.md). */
  rating: number;
}

/** The imported puzzle with this canonical grid (one lookup on the unique index), or undefined. */
export async function importedPuzzleByGrid(db: Db, grid: string): Promise<PuzzleRow | undefined> {
  const row = await db
    .select({ puzzle: puzzles })
    .from(importedPuzzles)
    .innerJoin(puzzles, eq(puzzles.id, importedPuzzles.puzzleId))
    .where(eq(importedPuzzles.grid, grid))
    .get();
  return row?.puzzle;
}

/**
 * Stores an imported puzzle unless its grid is already there, and returns the stored one: one
 * batch (one D1 transaction), so two players importing the same grid at once get the same id,
 * and a failure leaves nothing half written. The next id is the highest imported id + 1, read
 * backwards on the primary key (one row, never a scan).
 */
export async function storeImportedPuzzle(db: Db, input: ImportedPuzzleInput, now: Date): Promise<{ row: PuzzleRow; created: boolean }> {
  const d1 = db.$client;
  const nextId = `SELECT coalesce((SELECT id FROM puzzles WHERE id >= ${IMPORTED_ID_BASE} ORDER BY id DESC LIMIT 1), ${IMPORTED_ID_BASE - 1}) + 1`;
  const [inserted] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO puzzles (id, stars, seq, puzzle, solution, clues, score, hardest, profile, rating)
         SELECT n, ?2, -n, ?1, ?3, ?4, ?5, ?6, ?7, ?8 FROM (${nextId} AS n)
         WHERE NOT EXISTS (SELECT 1 FROM imported_puzzles WHERE grid = ?1)`,
      )
      .bind(input.grid, input.stars, input.solution, input.clues, input.score, input.hardest, input.profile, input.rating),
    d1
      .prepare(
        `INSERT INTO imported_puzzles (puzzle_id, grid, created_at)
         SELECT id, ?1, ?2 FROM (SELECT id, puzzle FROM puzzles WHERE id >= ${IMPORTED_ID_BASE} ORDER BY id DESC LIMIT 1)
         WHERE puzzle = ?1
         ON CONFLICT DO NOTHING`,
      )
      .bind(input.grid, now.getTime()),
  ]);
  const row = await importedPuzzleByGrid(db, input.grid);
  // The second statement links only the row the first one just wrote (the highest imported id, if
  // its grid is this one); a grid already stored conflicts on the unique index and is left as it is.
  // Cannot happen: the batch either stored the grid or found it stored.
  if (!row) throw new Error("imported puzzle missing after insert");
  return { row, created: (inserted?.meta.changes ?? 0) > 0 };
}
