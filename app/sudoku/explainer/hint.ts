// What the Sudoku Explainer-style rater works with: a hint (one deduction and its value on SE's
// scale) and a producer (one family of techniques, searched on a position). See RATING.md,
// "Numeric rating".

import type { CellDigit, Position } from "../techniques/position.ts";

export interface ExplainerHint {
  /** SE's name for the technique (English; the number is what is stored and shown). */
  name: string;
  /** The value on SE's scale, length bonus included for chains. */
  difficulty: number;
  placements: CellDigit[];
  eliminations: CellDigit[];
  /** Chains: SE's length (its node count less 2), which sets the length bonus. */
  length?: number;
}

/**
 * One family of techniques. Returns the family's easiest hint in the position, or null when it has
 * none. Producers never change the position they are given.
 */
export type Producer = (pos: Position) => ExplainerHint | null;
