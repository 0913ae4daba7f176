// The rules of one game that the board, the cloud save and the server all apply (SPEC §4): which
// cells are givens, what the grid shows, when a game is solved and how far it has come. Pure and
// tiny, so the browser and the Worker import the same lines.

import { CELL_COUNT, STRICT_MISTAKE_LIMIT } from "../config/constants.ts";
import { isValidSolution } from "../sudoku/grid.ts";

/** Colour marks: 0 none; 1 A, 2 A′, 3 B, 4 B′ (the paired colours of colouring chains); 5..8 free. */
export const COLOR_COUNT = 8;
/** How mistakes are treated (issue 30): marked at once, on demand with Check (the default), or three end the attempt. */
export const MISTAKE_MODES = ["relaxed", "classic", "strict"] as const;
export type MistakeMode = (typeof MISTAKE_MODES)[number];

/** A strict game at its mistake limit: the attempt is over, and it never counts as solved. */
export function isFailedAttempt(mode: MistakeMode | undefined, mistakes: number | undefined): boolean {
  return mode === "strict" && (mistakes ?? 0) >= STRICT_MISTAKE_LIMIT;
}

/** A puzzle or solution is 81 characters, "0" for an empty cell; char code 48 is "0". */
const ZERO = 48;
export const PERCENT = 100;

/** The given digit of a cell, 0 when the cell is open. */
export function givenAt(puzzle: string, cell: number): number {
  return puzzle.charCodeAt(cell) - ZERO;
}

export function isGiven(puzzle: string, cell: number): boolean {
  return givenAt(puzzle, cell) > 0;
}

/** What the grid shows in a cell: the given digit, else the player's entry (0 = empty). */
export function digitAt(puzzle: string, entries: ArrayLike<number>, cell: number): number {
  const given = givenAt(puzzle, cell);
  return given > 0 ? given : (entries[cell] ?? 0);
}

/** The solution's digit of a cell. */
export function solutionAt(solution: string, cell: number): number {
  return solution.charCodeAt(cell) - ZERO;
}

/**
 * Is the game solved? With the solution: every cell shows the solution's digit. Without it
 * (`null`: the browser is not told the daily puzzle's solution on its day): every cell holds a
 * digit and no row, column or box repeats one. Both say the same thing, because every puzzle has
 * exactly one solution and the grid always keeps the givens (`digitAt` shows them whatever the
 * entries say): a full grid without a conflict that keeps the givens IS that solution.
 */
export function isSolved(puzzle: string, solution: string | null, entries: ArrayLike<number>): boolean {
  if (solution === null) {
    const values = new Array<number>(CELL_COUNT);
    for (let c = 0; c < CELL_COUNT; c++) {
      values[c] = digitAt(puzzle, entries, c);
      if (values[c] === 0) return false;
    }
    return isValidSolution(values);
  }
  for (let c = 0; c < CELL_COUNT; c++) if (digitAt(puzzle, entries, c) !== solutionAt(solution, c)) return false;
  return true;
}

/** The cells whose entry is not the solution's digit (ascending): what a check marks. Empty cells and givens never are. */
export function wrongEntries(solution: string, entries: ArrayLike<number>): number[] {
  const wrong: number[] = [];
  for (let c = 0; c < CELL_COUNT; c++) {
    const e = entries[c] ?? 0;
    if (e !== 0 && e !== solutionAt(solution, c)) wrong.push(c);
  }
  return wrong;
}

/** SPEC §4: the percentage, rounded down, of originally empty cells that have an entry. */
export function progress(puzzle: string, entries: ArrayLike<number>): number {
  let open = 0;
  let filled = 0;
  for (let c = 0; c < CELL_COUNT; c++) {
    if (isGiven(puzzle, c)) continue;
    open++;
    if (entries[c]) filled++;
  }
  return open === 0 ? PERCENT : Math.floor((filled * PERCENT) / open);
}

/** A copy of per-cell values with 0 at every given cell: givens are never the player's to store. */
export function withoutGivens(puzzle: string, values: readonly number[]): number[] {
  return values.map((v, c) => (isGiven(puzzle, c) ? 0 : v));
}

/** Has the player put anything into the grid: an entry or a note in some open cell? */
export function hasPlayerInput(puzzle: string, entries: readonly number[], notes: readonly number[]): boolean {
  // Stryker disable next-line EqualityOperator: equivalent, cell 81 reads past the puzzle (NaN), which is never a given, and has no entry
  for (let c = 0; c < CELL_COUNT; c++) if (!isGiven(puzzle, c) && (entries[c] || notes[c])) return true;
  return false;
}
