// Uniqueness: unique rectangles of type 1, 2 and 4 and the hidden unique rectangle (valid only
// for puzzles with a unique solution).
//
// A deadly pattern is four empty cells in two rows, two columns and exactly two boxes that could
// all take only the same two digits {u,v}: swapping u and v would give a second solution, so in a
// puzzle with one solution at least one corner holds some other digit.

import { CELL_BOX, CELL_COL, CELL_ROW, MASK_DIGITS, POPCOUNT, SINGLE_DIGIT, unitRef } from "../grid.ts";
import { pairSet, seeBothElims } from "./cell-sets.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import type { Position } from "./position.ts";

/**
 * Whether the rectangle on rows r1, r2 and columns c1, c2 spans exactly two boxes: the rows share
 * a band or the columns share a stack, not both (one box), not neither (four).
 */
function inTwoBoxes(r1: number, r2: number, c1: number, c2: number): boolean {
  return (((r1 / 3) | 0) === ((r2 / 3) | 0)) !== (((c1 / 3) | 0) === ((c2 / 3) | 0));
}

function findUniqueRectangle1(pos: Position): Finding | null {
  const cands = pos.cands;
  for (let a = 0; a < 81; a++) {
    const m = cands[a]!;
    if (pos.values[a] || POPCOUNT[m] !== 2) continue;
    const r1 = CELL_ROW[a]!;
    for (let c2 = CELL_COL[a]! + 1; c2 < 9; c2++) {
      const b = r1 * 9 + c2;
      if (cands[b] !== m || pos.values[b]) continue;
      for (let r2 = 0; r2 < 9; r2++) {
        if (r2 === r1) continue;
        const a2 = r2 * 9 + CELL_COL[a]!;
        const b2 = r2 * 9 + c2;
        if (pos.values[a2] || pos.values[b2]) continue;
        if (!inTwoBoxes(r1, r2, CELL_COL[a]!, c2)) continue;
        let target = -1;
        if (cands[a2] === m && (cands[b2]! & m) === m && cands[b2] !== m) target = b2;
        else if (cands[b2] === m && (cands[a2]! & m) === m && cands[a2] !== m) target = a2;
        if (target < 0) continue;
        const cells = [a, b, a2, b2].sort((x, y) => x - y);
        return {
          eliminations: MASK_DIGITS[m]!.map((digit) => ({ cell: target, digit })),
          cells,
          digits: MASK_DIGITS[m]!.slice(),
          units: [unitRef(r1), unitRef(r2), unitRef(9 + CELL_COL[a]!), unitRef(9 + c2)],
        };
      }
    }
  }
  return null;
}

export const UNIQUE_RECTANGLE_1 = {
  id: "unique-rectangle-1",
  name: "Unique Rectangle Type 1",
  level: 5,
  score: 100,
  numeric: 4.5,
  find: findUniqueRectangle1,
} as const satisfies TechniqueEntry;

/**
 * The rectangle with corners a (bivalue {u,v} = m), b (a's row), c (a's column) and d (opposite a),
 * as a pattern: corners sorted, the UR digits, the rectangle's two rows and two columns.
 */
function rectangle(a: number, b: number, c: number, d: number, digits: number[]): Pick<Finding, "cells" | "digits" | "units"> {
  return {
    cells: [a, b, c, d].sort((x, y) => x - y),
    digits,
    units: [unitRef(CELL_ROW[a]!), unitRef(CELL_ROW[d]!), unitRef(9 + CELL_COL[a]!), unitRef(9 + CELL_COL[d]!)],
  };
}

/** The lower digit of the pair mask m (as MASK_DIGITS[m][0]). */
function lowDigit(m: number): number {
  return 32 - Math.clz32(m & -m);
}

/** The higher digit of the pair mask m (as MASK_DIGITS[m][1]). */
function highDigit(m: number): number {
  return 32 - Math.clz32(m);
}

type RectangleVisit = (a: number, b: number, c: number, d: number, m: number) => Finding | null;

/**
 * Calls `visit` for every possible unique rectangle with a bivalue corner a = {u,v} (mask m): b in
 * a's row, c in a's column, d opposite a; four empty cells in two rows, two columns and exactly two
 * boxes, each holding both u and v. Returns the first finding. A rectangle with several bivalue
 * corners is visited once from each.
 */
function forEachRectangle(pos: Position, visit: RectangleVisit): Finding | null {
  const cands = pos.cands;
  for (let a = 0; a < 81; a++) {
    const m = cands[a]!;
    if (pos.values[a] || POPCOUNT[m] !== 2) continue;
    const r1 = CELL_ROW[a]!;
    const c1 = CELL_COL[a]!;
    for (let r2 = 0; r2 < 9; r2++) {
      const c = r2 * 9 + c1;
      if (r2 === r1 || pos.values[c] || (cands[c]! & m) !== m) continue;
      for (let c2 = 0; c2 < 9; c2++) {
        const b = r1 * 9 + c2;
        const d = r2 * 9 + c2;
        if (c2 === c1 || pos.values[b] || pos.values[d] || (cands[b]! & m) !== m || (cands[d]! & m) !== m) continue;
        if (!inTwoBoxes(r1, r2, c1, c2)) continue;
        const found = visit(a, b, c, d, m);
        if (found) return found;
      }
    }
  }
  return null;
}

/**
 * The rectangle's floors are a and a bivalue {u,v} partner beside it (b, then c); the roofs are the
 * other two corners, sharing a line, one of them d. For the k-th partner, the other roof, or -1 when
 * that partner is not bivalue {u,v}. (Two plain cases rather than a list of pairs: the finders visit
 * many rectangles, and a list per visit showed as garbage in profiles.)
 */
function otherRoof(k: number, b: number, c: number, cands: Uint16Array, m: number): number {
  if (k === 0) return cands[b] === m ? c : -1;
  return cands[c] === m ? b : -1;
}

/**
 * Type 2: the floors hold only {u,v}, both roofs {u,v,x} with the same single extra x. One roof must
 * be x (else the deadly pattern), so every cell seeing both roofs loses x.
 */
function findUniqueRectangle2(pos: Position): Finding | null {
  const cands = pos.cands;
  return forEachRectangle(pos, (a, b, c, d, m) => {
    for (let k = 0; k < 2; k++) {
      const p = otherRoof(k, b, c, cands, m);
      const q = d;
      if (p < 0) continue;
      const roof = cands[p]!;
      if (roof !== cands[q] || POPCOUNT[roof] !== 3) continue;
      const x = SINGLE_DIGIT[roof & ~m]!;
      // Skip the floors; the roofs do not see themselves.
      const elims = seeBothElims(pos, x, p, q, pairSet(a, k === 0 ? b : c));
      if (elims) return { eliminations: elims, ...rectangle(a, b, c, d, [...MASK_DIGITS[m]!, x]) };
    }
    return null;
  });
}

/**
 * Type 4: the floors hold only {u,v}, the roofs more. If u can go only in the two roofs within a
 * unit they share, one roof is u, and the other cannot be v (the deadly pattern): v leaves both.
 */
function findUniqueRectangle4(pos: Position, up: Uint16Array): Finding | null {
  const cands = pos.cands;
  return forEachRectangle(pos, (a, b, c, d, m) => {
    for (let k = 0; k < 2; k++) {
      const p = otherRoof(k, b, c, cands, m);
      const q = d;
      if (p < 0) continue;
      if (POPCOUNT[cands[p]!]! < 3 || POPCOUNT[cands[q]!]! < 3) continue;
      // The units the roofs share: their line, then their box if they share one (-1 if not).
      const line = CELL_ROW[p] === CELL_ROW[q] ? CELL_ROW[p]! : 9 + CELL_COL[p]!;
      const box = CELL_BOX[p] === CELL_BOX[q] ? 18 + CELL_BOX[p]! : -1;
      const u1 = lowDigit(m);
      const u2 = highDigit(m);
      for (let e = 0; e < 2; e++) {
        const u = e === 0 ? u1 : u2;
        const v = e === 0 ? u2 : u1;
        // Both roofs hold u, so two places in the unit are exactly the roofs.
        const unit = POPCOUNT[up[line * 9 + u - 1]!] === 2 ? line : box >= 0 && POPCOUNT[up[box * 9 + u - 1]!] === 2 ? box : -1;
        if (unit < 0) continue;
        const found = rectangle(a, b, c, d, [u1, u2]);
        return {
          eliminations: [p, q].sort((x, y) => x - y).map((cell) => ({ cell, digit: v })),
          ...found,
          units: unit >= 18 ? [...found.units!, unitRef(unit)] : found.units!,
        };
      }
    }
    return null;
  });
}

/**
 * Hidden unique rectangle: a = {u,v}; in d's row and in d's column u can go only in the rectangle's
 * corners. If d were v, u would fill both corners beside d, a would be v and the four corners the
 * deadly pattern: d loses v.
 */
function findHiddenUniqueRectangle(pos: Position, up: Uint16Array): Finding | null {
  return forEachRectangle(pos, (a, b, c, d, m) => {
    const u1 = lowDigit(m);
    const u2 = highDigit(m);
    for (let e = 0; e < 2; e++) {
      const u = e === 0 ? u1 : u2;
      const v = e === 0 ? u2 : u1;
      // All four corners hold u, so two places in d's row (column) are exactly c and d (b and d).
      if (POPCOUNT[up[CELL_ROW[d]! * 9 + u - 1]!] !== 2 || POPCOUNT[up[(9 + CELL_COL[d]!) * 9 + u - 1]!] !== 2) continue;
      return { eliminations: [{ cell: d, digit: v }], ...rectangle(a, b, c, d, [u1, u2]) };
    }
    return null;
  });
}

export const UNIQUE_RECTANGLE_2 = {
  id: "unique-rectangle-2",
  name: "Unique Rectangle Type 2",
  level: 5,
  score: 100,
  numeric: 4.6,
  find: findUniqueRectangle2,
} as const satisfies TechniqueEntry;

export const UNIQUE_RECTANGLE_4 = {
  id: "unique-rectangle-4",
  name: "Unique Rectangle Type 4",
  level: 5,
  score: 100,
  numeric: 4.6,
  find: (pos, up) => findUniqueRectangle4(pos, up()),
} as const satisfies TechniqueEntry;

export const HIDDEN_UNIQUE_RECTANGLE = {
  id: "hidden-unique-rectangle",
  name: "Hidden Unique Rectangle",
  level: 5,
  score: 100,
  numeric: 4.8,
  find: (pos, up) => findHiddenUniqueRectangle(pos, up()),
} as const satisfies TechniqueEntry;
