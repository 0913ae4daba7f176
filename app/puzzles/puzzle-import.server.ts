import { IMPORT_PER_IP, IMPORT_SITEWIDE, SITEWIDE, type RateLimitRule } from "../config/limits.ts";
import type { Db } from "../db/client.server.ts";
import type { Client } from "../lib/http/api.server.ts";
import { checkPuzzle, type CheckError } from "./import/check.ts";
import { parsePuzzle } from "./import/parse.ts";
import { importRequestSchema } from "./import/request.ts";
import { importedPuzzleByGrid, storeImportedPuzzle } from "./imported-puzzles.server.ts";
import type { PuzzleRow } from "./puzzles.server.ts";
import { hit } from "../rate-limits/rate-limits.server.ts";
import { countClues } from "../sudoku/grid.ts";
import { profileJson, rate, ratingTenths } from "../sudoku/rater.ts";

// The import's one flow (issue 16), for the JSON call (routes/api.sudoku.import.ts) and the page's
// form (routes/own-puzzle.server.ts) alike: read the text, count the attempt, check it with
// the bounded solver, find the grid if it was imported before, else rate and store it.

export type ImportOutcome =
  | { kind: "imported"; puzzle: PuzzleRow; created: boolean }
  | { kind: "invalid"; error: CheckError }
  | { kind: "rate-limited"; retryAfter: number };

const LIMITS: [RateLimitRule, (client: Client) => string][] = [
  [IMPORT_PER_IP, (client) => client.ip],
  [IMPORT_SITEWIDE, () => SITEWIDE],
];

export async function importPuzzle(db: Db, fields: Record<string, unknown>, client: Client, now: Date): Promise<ImportOutcome> {
  const request = importRequestSchema.safeParse(fields);
  if (!request.success) return { kind: "invalid", error: { kind: "empty" } };
  // Reading costs nothing worth counting; everything after it does, refused or not.
  const parsed = parsePuzzle(request.data.sudoku);
  if (!parsed.ok) return { kind: "invalid", error: parsed.error };
  for (const [rule, subject] of LIMITS) {
    const result = await hit(db, rule, subject(client), now);
    if (!result.allowed) return { kind: "rate-limited", retryAfter: result.retryAfter };
  }
  const checked = checkPuzzle(parsed.grid);
  if (!checked.ok) return { kind: "invalid", error: checked.error };
  const known = await importedPuzzleByGrid(db, checked.grid);
  if (known) return { kind: "imported", puzzle: known, created: false };
  const rating = rate(checked.grid);
  // Beyond 5 stars, or beyond what the techniques can finish: stars 0, shown as "harder than 5 stars".
  const stored = await storeImportedPuzzle(
    db,
    {
      grid: checked.grid,
      solution: checked.solution,
      stars: rating.solvable && !rating.beyond ? rating.stars : 0,
      clues: countClues(checked.grid),
      score: rating.score,
      hardest: rating.hardest ?? "",
      profile: profileJson(rating.profile),
      rating: ratingTenths(rating.numeric),
    },
    now,
  );
  return { kind: "imported", puzzle: stored.row, created: stored.created };
}
