// A stored puzzle's rating as the play page shows it: stars or "beyond 5 stars", the numeric
// difficulty and the hardest technique, read from the stored row (the numeric rating is stored in
// tenths, see RATING.md).

import { IMPORTED_ID_BASE } from "../../config/puzzle-import.ts";
import { TECHNIQUE_BY_ID, type TechniqueId } from "../../sudoku/techniques.ts";

export interface PuzzleRating {
  /** 1-5, or 0 beyond 5 stars. */
  stars: number;
  beyond: boolean;
  /** One decimal; null when none is stored (0). */
  numeric: number | null;
  /** A technique id (translated as `play.techniques.<id>.name`), or null when none was needed. */
  hardest: TechniqueId | null;
}

const isTechnique = (id: string): id is TechniqueId => Object.hasOwn(TECHNIQUE_BY_ID, id);

export function ratingOfRow(row: { stars: number; hardest: string; rating: number }): PuzzleRating {
  return {
    stars: row.stars,
    beyond: row.stars === 0,
    numeric: row.rating > 0 ? row.rating / 10 : null,
    hardest: isTechnique(row.hardest) ? row.hardest : null,
  };
}

/** Imported puzzles have ids from IMPORTED_ID_BASE up. */
export function isImportedId(id: number): boolean {
  return id >= IMPORTED_ID_BASE;
}
