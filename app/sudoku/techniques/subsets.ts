// Subsets: naked and hidden pairs, triples and quads.

import { CELL_BOX, CELL_COL, CELL_ROW, MASK_DIGITS, POPCOUNT, UNITS, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { MaskCombos, cellsOf } from "./patterns.ts";
import type { CellDigit, Position } from "./position.ts";

// Scratch for the finders below (never re-entered): one unit's candidate members (cells or
// digits) and their masks, and the walker over their n-subsets.
const MEMBERS = new Int32Array(9);
const MASKS = new Int32Array(9);
const combos = new MaskCombos();

/** FIT[u]: the indices k of unit u's cells that may be in a naked subset (see fitsByUnit). */
const FIT = new Int32Array(27);

/**
 * Fills FIT with the empty cells of 2 to n candidates, unit by unit: one pass over the cells
 * rather than one per unit they are in.
 */
function fitsByUnit(pos: Position, n: number): void {
  FIT.fill(0);
  for (let c = 0; c < 81; c++) {
    const cnt = POPCOUNT[pos.cands[c]!]!;
    if (cnt < 2 || cnt > n || pos.values[c]) continue;
    const r = CELL_ROW[c]!;
    const col = CELL_COL[c]!;
    FIT[r]! |= 1 << col;
    FIT[9 + col]! |= 1 << r;
    FIT[18 + CELL_BOX[c]!]! |= 1 << ((r % 3) * 3 + (col % 3));
  }
}

/** n cells of a unit holding only n digits between them: the digits leave the unit's other cells. */
function findNakedSubset(pos: Position, n: number): Finding | null {
  fitsByUnit(pos, n);
  for (let u = 0; u < 27; u++) {
    const fit = FIT[u]!;
    if (POPCOUNT[fit]! < n) continue;
    const unitCells = UNITS[u]!;
    let count = 0;
    for (let k = 0; k < 9; k++) {
      if (!(fit & (1 << k))) continue;
      MEMBERS[count] = k;
      MASKS[count] = pos.cands[unitCells[k]!]!;
      count++;
    }
    combos.start(MASKS, count, n, n);
    while (combos.next()) {
      const union = combos.union;
      if (POPCOUNT[union] !== n) continue;
      const inSubset = subsetMembers(n);
      // Targets: the subset's digits in the unit's other cells.
      let hit = 0;
      for (let k = 0; k < 9; k++) if (!(inSubset & (1 << k))) hit |= pos.cands[unitCells[k]!]!;
      if (!(hit & union)) continue;
      const elims: CellDigit[] = [];
      for (let k = 0; k < 9; k++) {
        if (inSubset & (1 << k)) continue;
        const x = unitCells[k]!;
        for (const d of MASK_DIGITS[pos.cands[x]! & union]!) elims.push({ cell: x, digit: d });
      }
      return { eliminations: elims, cells: cellsOf(u, inSubset), units: [unitRef(u)], digits: MASK_DIGITS[union]!.slice() };
    }
  }
  return null;
}

/** The walker's current subset, as a mask of MEMBERS (unit indices k, or digit bits d - 1). */
function subsetMembers(n: number): number {
  let members = 0;
  for (let t = 0; t < n; t++) members |= 1 << MEMBERS[combos.idx[t]!]!;
  return members;
}

/** n digits confined to n cells of a unit: the cells' other candidates go. */
function findHiddenSubset(pos: Position, up: Uint16Array, n: number): Finding | null {
  for (let u = 0; u < 27; u++) {
    // The digits with 2 to n places in the unit: each may be in a hidden subset of n digits.
    let count = 0;
    for (let d = 1; d <= 9; d++) {
      const m = up[u * 9 + d - 1]!;
      const cnt = POPCOUNT[m]!;
      if (cnt >= 2 && cnt <= n) {
        MEMBERS[count] = d - 1;
        MASKS[count] = m;
        count++;
      }
    }
    if (count < n) continue;
    combos.start(MASKS, count, n, n);
    while (combos.next()) {
      const where = combos.union;
      if (POPCOUNT[where] !== n) continue;
      const digitMask = subsetMembers(n);
      // Targets: the other candidates of the subset's cells.
      const unitCells = UNITS[u]!;
      let other = 0;
      for (let k = 0; k < 9; k++) if (where & (1 << k)) other |= pos.cands[unitCells[k]!]! & ~digitMask;
      if (!other) continue;
      const cells = cellsOf(u, where);
      const elims: CellDigit[] = [];
      for (const c of cells) for (const d of MASK_DIGITS[pos.cands[c]! & ~digitMask]!) elims.push({ cell: c, digit: d });
      return { eliminations: elims, cells, units: [unitRef(u)], digits: MASK_DIGITS[digitMask]!.slice() };
    }
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
