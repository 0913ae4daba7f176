// Two different solutions of a puzzle that has more than one, to show the player why it is not a
// proper Sudoku. The engine's search (findSolutions in app/sudoku/solver.ts, the search that
// counts solutions) keeps the solutions it finds and stops at the second one, or after a budget of
// guesses, so no input can make it run long.

import { TWO_SOLUTIONS_NODE_BUDGET } from "../../config/puzzle-import.ts";
import { findSolutions } from "../../sudoku/solver.ts";

export interface TwoSolutionsResult {
  /** Up to two solutions (81 characters each), in the order found. */
  solutions: string[];
  /** True when the budget ran out before two were found. */
  exhausted: boolean;
  /** Search nodes visited: the engine's guesses (one cell tried with one digit). */
  nodes: number;
}

/**
 * Up to two solutions of an 81-character grid (`0` empty). The engine propagates between guesses,
 * so a near-empty grid returns after about 50 of them.
 */
export function twoSolutions(grid: string, budget = TWO_SOLUTIONS_NODE_BUDGET): TwoSolutionsResult {
  const { solutions, exhausted, guesses } = findSolutions(grid, 2, budget);
  return { solutions, exhausted, nodes: guesses };
}
