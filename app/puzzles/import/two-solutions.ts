// Two different solutions of a puzzle that has more than one, to show the player why it is not a
// proper Sudoku. The engine's solver (app/sudoku/solver.ts) counts to 2 but keeps only the first
// solution; this is a small depth-first search of its own that stops at the second one, and also
// stops after a budget of search nodes, so no input can make it run long.

import { TWO_SOLUTIONS_NODE_BUDGET } from "../../config/puzzle-import.ts";
import { CELL_BOX, CELL_COL, CELL_ROW, POPCOUNT } from "../../sudoku/grid.ts";

export interface TwoSolutionsResult {
  /** Up to two solutions (81 characters each), in the order found. */
  solutions: string[];
  /** True when the budget ran out before two were found (or the search was proven exhaustive otherwise). */
  exhausted: boolean;
  /** Search nodes visited. */
  nodes: number;
}

/**
 * Up to two solutions of an 81-character grid (`0` empty; givens assumed free of conflicts).
 * Fewest-candidates branching: a near-empty grid returns after about as many nodes as empty cells.
 */
export function twoSolutions(grid: string, budget = TWO_SOLUTIONS_NODE_BUDGET): TwoSolutionsResult {
  const values = new Uint8Array(81);
  const rows = new Uint16Array(9);
  const cols = new Uint16Array(9);
  const boxes = new Uint16Array(9);
  for (let c = 0; c < 81; c++) {
    const d = grid.charCodeAt(c) - 48;
    if (d < 1 || d > 9) continue;
    const bit = 1 << (d - 1);
    values[c] = d;
    rows[CELL_ROW[c]!]! |= bit;
    cols[CELL_COL[c]!]! |= bit;
    boxes[CELL_BOX[c]!]! |= bit;
  }
  const solutions: string[] = [];
  let nodes = 0;
  let exhausted = false;

  const candidates = (c: number) => 0x1ff & ~(rows[CELL_ROW[c]!]! | cols[CELL_COL[c]!]! | boxes[CELL_BOX[c]!]!);

  const search = (): boolean => {
    // The empty cell with the fewest candidates; none left means a solution.
    let best = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let c = 0; c < 81; c++) {
      if (values[c]) continue;
      const mask = candidates(c);
      const count = POPCOUNT[mask]!;
      if (count < bestCount) {
        best = c;
        bestMask = mask;
        bestCount = count;
        if (count <= 1) break;
      }
    }
    if (best < 0) {
      solutions.push(Array.from(values).join(""));
      return solutions.length >= 2;
    }
    if (bestCount === 0) return false;
    const r = CELL_ROW[best]!;
    const col = CELL_COL[best]!;
    const b = CELL_BOX[best]!;
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << (d - 1);
      if (!(bestMask & bit)) continue;
      if (++nodes > budget) {
        exhausted = true;
        return true;
      }
      values[best] = d;
      rows[r]! |= bit;
      cols[col]! |= bit;
      boxes[b]! |= bit;
      const done = search();
      values[best] = 0;
      rows[r]! &= ~bit;
      cols[col]! &= ~bit;
      boxes[b]! &= ~bit;
      if (done) return true;
    }
    return false;
  };
  search();
  return { solutions, exhausted, nodes };
}

/** Cells (0-80) where two solutions differ. */
export function differingCells(a: string, b: string): number[] {
  const out: number[] = [];
  for (let c = 0; c < 81; c++) if (a[c] !== b[c]) out.push(c);
  return out;
}
