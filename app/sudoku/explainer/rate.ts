// The numeric rating, computed the way Sudoku Explainer (SE) computes it: at every step take the
// first producer, in SE's order (which is ascending value), that has a hint, apply that hint, and
// rate the puzzle by the most valuable hint applied. RATING.md, "Numeric rating", has the rules.

import { parseGrid } from "../grid.ts";
import { createPosition, hasDeadCell, isSolved, placeDigit } from "../techniques/position.ts";
import type { Position } from "../techniques/position.ts";
import type { ExplainerHint } from "./hint.ts";
import { PRODUCERS } from "./producers.ts";

export interface ExplainerRating {
  /** SE's number: the largest difficulty over the steps taken (0 when nothing was needed). */
  rating: number;
  /** SE's name of the step that set the rating, or null when nothing was needed. */
  hardest: string | null;
  /** SE length of the chain that set the rating, when it was a chain. */
  hardestLength?: number;
  /** Steps taken. */
  steps: number;
  /** False when no producer finishes the puzzle (the rating is then of the steps taken). */
  solved: boolean;
}

/** The easiest hint in a position: the first producer's, in SE's order. */
export function nextExplainerHint(pos: Position): ExplainerHint | null {
  for (const produce of PRODUCERS) {
    const hint = produce(pos);
    if (hint) return hint;
  }
  return null;
}

export function explainerRating(puzzle: string | ArrayLike<number>): ExplainerRating {
  const pos = createPosition(typeof puzzle === "string" ? parseGrid(puzzle) : puzzle);
  let rating = 0;
  let hardest: string | null = null;
  let steps = 0;
  let hardestLength: number | undefined;
  while (!isSolved(pos)) {
    if (hasDeadCell(pos)) return { rating, hardest, steps, solved: false };
    const hint = nextExplainerHint(pos);
    if (!hint) return { rating, hardest, steps, solved: false };
    for (const p of hint.placements) placeDigit(pos, p.cell, p.digit);
    for (const e of hint.eliminations) pos.cands[e.cell]! &= ~(1 << (e.digit - 1));
    steps++;
    if (hint.difficulty > rating) {
      rating = hint.difficulty;
      hardest = hint.name;
      hardestLength = hint.length;
    }
  }
  return { rating, hardest, hardestLength, steps, solved: true };
}
