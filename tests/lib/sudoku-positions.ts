// Positions for the engine's tests: cells named r<row>c<col> (1-based), candidates as digit
// strings, and positions met while rating real puzzles (the filled cells and the candidates earlier
// steps took out). Shared by the technique and SE-rating tests.
import { expect } from "vitest";
import type { Producer } from "../../app/sudoku/explainer/hint.ts";
import { solve } from "../../app/sudoku/solver.ts";
import { createPosition, type CellDigit, type Position } from "../../app/sudoku/techniques/position.ts";

export function cellIndex(name: string): number {
  const m = /^r([1-9])c([1-9])$/.exec(name);
  if (!m) throw new Error(`bad cell name ${name}`);
  return (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
}

export function maskOf(digits: string): number {
  let m = 0;
  for (const ch of digits) m |= 1 << (Number(ch) - 1);
  return m;
}

export const cd = (name: string, digit: number): CellDigit => ({ cell: cellIndex(name), digit });

/** A position on `grid` (empty by default): the listed cells get those candidates, every other empty cell `rest`. */
export function handPosition(cands: Record<string, string>, rest = "123456789", grid = "0".repeat(81)): Position {
  const masks = new Array<number>(81).fill(maskOf(rest));
  for (const [name, digits] of Object.entries(cands)) masks[cellIndex(name)] = maskOf(digits);
  return createPosition(grid, masks);
}

/** A position met while rating a puzzle: `values` filled so far, `removed` candidates gone ("r1c2:5 r3c4:7"). */
export function positionMet(values: string, removed: string): Position {
  const pos = createPosition(values);
  for (const item of removed.split(" ").filter(Boolean)) {
    const [cell, digit] = item.split(":") as [string, string];
    pos.cands[cellIndex(cell)]! &= ~(1 << (Number(digit) - 1));
  }
  return pos;
}

/** A position met while rating a real puzzle, and the hint a producer must give there (or none). */
export interface MetCase {
  producer: Producer;
  /** Name, difficulty and eliminations (r<row>c<col>:<digit>, in cell order), or null for none. */
  hint: [string, number, string] | null;
  puzzle: string;
  values: string;
  removed: string;
}

export const metLabel = (c: MetCase): string => (c.hint ? `${c.hint[0]} ${c.hint[1]}` : "nothing") + ` in ${c.values.slice(0, 18)}…`;

/** Checks the producer's hint at the position, and every elimination against the puzzle's solution. */
export function checkMet(c: MetCase): void {
  const pos = positionMet(c.values, c.removed);
  const hint = c.producer(pos);
  if (!c.hint) {
    expect(hint).toBeNull();
    return;
  }
  expect(hint).not.toBeNull();
  const [name, difficulty, eliminations] = c.hint;
  const got = hint!.eliminations.map((e) => `r${Math.floor(e.cell / 9) + 1}c${(e.cell % 9) + 1}:${e.digit}`).join(" ");
  expect({ name: hint!.name, difficulty: hint!.difficulty, placements: hint!.placements, eliminations: got }).toEqual({
    name,
    difficulty,
    placements: [],
    eliminations,
  });
  const solution = solve(c.puzzle)!;
  for (const e of hint!.eliminations) {
    expect(pos.cands[e.cell]! & (1 << (e.digit - 1))).not.toBe(0);
    expect(Number(solution[e.cell])).not.toBe(e.digit);
  }
}

/** A position in pencil-mark notation: 9 rows of 9 cells, "=d" for a filled cell, else its candidates. */
export function marksPosition(rows: string): Position {
  const cells = rows.trim().split(/\s+/);
  if (cells.length !== 81) throw new Error(`${cells.length} cells, not 81`);
  const grid = cells.map((c) => (c.startsWith("=") ? c[1]! : "0")).join("");
  return createPosition(
    grid,
    cells.map((c) => (c.startsWith("=") ? 0 : maskOf(c))),
  );
}

/** A position (in marks) where a forcing chain's contradiction removes 5 from r1c6. */
export const CONTRADICTION_MARKS = `
  =4 569 1268 5789 =3 1578 25 2567 5679
  1237 359 12 =6 127 14579 =8 2357 34579
  23678 3569 268 45789 278 45789 2345 23567 =1
  1236 346 1246 378 =5 13678 23 =9 378
  123 =8 59 3479 17 13479 =6 12357 357
  136 =7 59 =2 168 13689 345 1358 3458
  68 46 468 =1 =9 =2 =7 35 35
  =5 =1 =3 78 678 678 =9 =4 =2
  =9 =2 =7 35 =4 35 =1 68 68`;
