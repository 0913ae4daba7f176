// Subsets: naked and hidden pairs, triples and quads.

import { MASK_DIGITS, POPCOUNT, UNITS, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { cellsOf, combinations } from "./patterns.ts";
import type { CellDigit, Position } from "./position.ts";

/** An empty cell with 2 to n candidates: it may be in a naked subset of n cells. */
function fits(pos: Position, c: number, n: number): boolean {
  const k = POPCOUNT[pos.cands[c]!]!;
  return !pos.values[c] && k >= 2 && k <= n;
}

/** n cells of a unit holding only n digits between them: the digits leave the unit's other cells. */
function findNakedSubset(pos: Position, n: number): Finding | null {
  for (let u = 0; u < 27; u++) {
    const unitCells = UNITS[u]!;
    // Most units have too few cells for the subset: count them before building the pool.
    let fit = 0;
    for (let k = 0; k < 9; k++) if (fits(pos, unitCells[k]!, n)) fit++;
    if (fit < n) continue;
    const pool: number[] = [];
    for (let k = 0; k < 9; k++) if (fits(pos, unitCells[k]!, n)) pool.push(unitCells[k]!);
    let found: Finding | null = null;
    combinations(pool, n, (combo) => {
      let union = 0;
      for (const c of combo) union |= pos.cands[c]!;
      if (POPCOUNT[union] !== n) return false;
      const elims: CellDigit[] = [];
      for (const x of unitCells) {
        if (combo.includes(x)) continue;
        const hit = pos.cands[x]! & union;
        for (const d of MASK_DIGITS[hit]!) elims.push({ cell: x, digit: d });
      }
      if (!elims.length) return false;
      found = { eliminations: elims, cells: combo.slice(), units: [unitRef(u)], digits: MASK_DIGITS[union]!.slice() };
      return true;
    });
    if (found) return found;
  }
  return null;
}

/** n digits confined to n cells of a unit: the cells' other candidates go. */
function findHiddenSubset(pos: Position, up: Uint16Array, n: number): Finding | null {
  for (let u = 0; u < 27; u++) {
    // Most units have too few digits for the subset: count them before building the list.
    let fit = 0;
    for (let d = 1; d <= 9; d++) {
      const cnt = POPCOUNT[up[u * 9 + d - 1]!]!;
      if (cnt >= 2 && cnt <= n) fit++;
    }
    if (fit < n) continue;
    const digits: number[] = [];
    for (let d = 1; d <= 9; d++) {
      const cnt = POPCOUNT[up[u * 9 + d - 1]!]!;
      if (cnt >= 2 && cnt <= n) digits.push(d);
    }
    let found: Finding | null = null;
    combinations(digits, n, (combo) => {
      let where = 0;
      let digitMask = 0;
      for (const d of combo) {
        where |= up[u * 9 + d - 1]!;
        digitMask |= 1 << (d - 1);
      }
      if (POPCOUNT[where] !== n) return false;
      const cells = cellsOf(u, where);
      const elims: CellDigit[] = [];
      for (const c of cells) for (const d of MASK_DIGITS[pos.cands[c]! & ~digitMask]!) elims.push({ cell: c, digit: d });
      if (!elims.length) return false;
      found = { eliminations: elims, cells, units: [unitRef(u)], digits: combo.slice() };
      return true;
    });
    if (found) return found;
  }
  return null;
}

export const NAKED_PAIR = {
  id: "naked-pair",
  name: "Naked Pair",
  level: 3,
  score: 60,
  numeric: 3.0,
  find: (pos) => findNakedSubset(pos, 2),
} as const satisfies TechniqueEntry;

export const HIDDEN_PAIR = {
  id: "hidden-pair",
  name: "Hidden Pair",
  level: 3,
  score: 70,
  numeric: 3.4,
  find: (pos, up) => findHiddenSubset(pos, up(), 2),
} as const satisfies TechniqueEntry;

export const NAKED_TRIPLE = {
  id: "naked-triple",
  name: "Naked Triple",
  level: 4,
  score: 80,
  numeric: 3.6,
  find: (pos) => findNakedSubset(pos, 3),
} as const satisfies TechniqueEntry;

export const HIDDEN_TRIPLE = {
  id: "hidden-triple",
  name: "Hidden Triple",
  level: 4,
  score: 100,
  numeric: 4.0,
  find: (pos, up) => findHiddenSubset(pos, up(), 3),
} as const satisfies TechniqueEntry;

export const NAKED_QUAD = {
  id: "naked-quad",
  name: "Naked Quad",
  level: 4,
  score: 120,
  numeric: 5.0,
  find: (pos) => findNakedSubset(pos, 4),
} as const satisfies TechniqueEntry;

export const HIDDEN_QUAD = {
  id: "hidden-quad",
  name: "Hidden Quad",
  level: 4,
  score: 150,
  numeric: 5.4,
  find: (pos, up) => findHiddenSubset(pos, up(), 4),
} as const satisfies TechniqueEntry;
