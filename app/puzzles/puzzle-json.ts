import type { PuzzleRow } from "./puzzles.server.ts";

/** The puzzle as the API hands it out (documented in docs/API.md). */
export interface PuzzleJson {
  id: number;
  stars: number;
  puzzle: string;
  solution: string;
  clues: number;
  dailyPuzzleDate: string | null;
  rating: { hardest: string; score: number; profile: Record<string, number> };
}

export function puzzleJson(row: PuzzleRow): PuzzleJson {
  let profile: Record<string, number> = {};
  try {
    profile = JSON.parse(row.profile) as Record<string, number>;
  } catch {
    // A malformed profile must not break play; the rating summary still has hardest and score.
  }
  return {
    id: row.id,
    stars: row.stars,
    puzzle: row.puzzle,
    solution: row.solution,
    clues: row.clues,
    dailyPuzzleDate: null,
    rating: { hardest: row.hardest, score: row.score, profile },
  };
}
