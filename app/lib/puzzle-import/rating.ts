// A stored puzzle's rating as the play page shows it: stars or "beyond 5 stars", the numeric
// difficulty and the hardest technique. Read from the stored row alone: the numeric value is the
// hardest step's (rater.ts), so it is the highest numeric value among the techniques of the stored
// profile, with no need to rate the puzzle again.

import { IMPORTED_ID_BASE } from "../../config/puzzle-import.ts";
import { TECHNIQUE_BY_ID, type TechniqueId } from "../../sudoku/techniques.ts";

export interface PuzzleRating {
  /** 1-5, or 0 beyond 5 stars. */
  stars: number;
  beyond: boolean;
  /** One decimal; null when the profile names no known technique. */
  numeric: number | null;
  /** A technique id (translated as `play.techniques.<id>.name`), or null when none was needed. */
  hardest: TechniqueId | null;
}

const isTechnique = (id: string): id is TechniqueId => Object.hasOwn(TECHNIQUE_BY_ID, id);

export function ratingOfRow(row: { stars: number; hardest: string; profile: string }): PuzzleRating {
  let numeric: number | null = null;
  try {
    const profile = JSON.parse(row.profile) as unknown;
    if (profile && typeof profile === "object") {
      for (const id of Object.keys(profile)) {
        if (isTechnique(id)) numeric = Math.max(numeric ?? 0, TECHNIQUE_BY_ID[id].numeric);
      }
    }
  } catch {
    numeric = null;
  }
  return { stars: row.stars, beyond: row.stars === 0, numeric, hardest: isTechnique(row.hardest) ? row.hardest : null };
}

/** Imported puzzles have ids from IMPORTED_ID_BASE up. */
export function isImportedId(id: number): boolean {
  return id >= IMPORTED_ID_BASE;
}
