// SE's unique rectangle type 3: a rectangle of four cells in two rows, two columns and two boxes
// holding the same two digits, two of them with extra digits. One of those two holds an extra digit
// (else the puzzle had two solutions), so together they act as one cell: with the extra digits it
// may complete a naked set in a unit they share, or, holding at most one of the rectangle's digits,
// a hidden set.

import { CELL_BOX, CELL_COL, CELL_ROW, POPCOUNT, UNITS } from "../grid.ts";
import type { CellDigit } from "../techniques/position.ts";
import type { Producer } from "./hint.ts";

/** SE's value of a unique rectangle; type 3 adds 0.1 (n - 1) for a naked set of n digits and
 * 0.1 (n - 2) for a hidden one. */
export const RECTANGLE_VALUE = 4.5;

/** The units (box, row, column: SE's order) both cells lie in. */
function sharedUnits(a: number, b: number): number[] {
  const out: number[] = [];
  if (CELL_BOX[a] === CELL_BOX[b]) out.push(18 + CELL_BOX[a]!);
  if (CELL_ROW[a] === CELL_ROW[b]) out.push(CELL_ROW[a]!);
  if (CELL_COL[a] === CELL_COL[b]) out.push(9 + CELL_COL[a]!);
  return out;
}

/** Ascending k-element combinations of the items. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick = (from: number, acc: T[]): void => {
    if (acc.length === k) out.push(acc);
    else for (let i = from; i < items.length; i++) pick(i + 1, [...acc, items[i]!]);
  };
  pick(0, []);
  return out;
}

/**
 * Unique rectangle type 3: the lowest-valued one, as SE sorts its unique loop hints by value. A
 * naked set joins the two extra cells' extra digits with degree - 1 other cells of a unit they
 * share; its digits leave the unit's other cells (4.5 + 0.1 * (degree - 1)). A hidden set's cells
 * other than the extra cells keep only its digits (4.5 + 0.1 * (degree - 2)).
 */
export const uniqueRectangleType3: Producer = (pos) => {
  const { cands, values } = pos;
  let best: { difficulty: number; eliminations: CellDigit[] } | null = null;
  for (let r1 = 0; r1 < 8; r1++) {
    for (let r2 = r1 + 1; r2 < 9; r2++) {
      const sameBand = ((r1 / 3) | 0) === ((r2 / 3) | 0);
      for (let k1 = 0; k1 < 8; k1++) {
        for (let k2 = k1 + 1; k2 < 9; k2++) {
          // Two boxes: the rows share a band or the columns a stack, not both.
          if (sameBand === (((k1 / 3) | 0) === ((k2 / 3) | 0))) continue;
          const corners = [r1 * 9 + k1, r1 * 9 + k2, r2 * 9 + k1, r2 * 9 + k2];
          let bivalue = 0;
          for (const c of corners) if (!values[c] && POPCOUNT[cands[c]!] === 2) bivalue++;
          if (bivalue !== 2 || corners.some((c) => values[c])) continue;
          const pair = corners.reduce((m, c) => m & cands[c]!, 0x1ff);
          if (POPCOUNT[pair]! < 2) continue;
          for (let m = pair; m; m &= m - 1) {
            for (let n = m & (m - 1); n; n &= n - 1) {
              const digits = (m & -m) | (n & -n);
              const hint = rectangle(cands, values, corners, digits);
              if (hint && (!best || hint.difficulty < best.difficulty)) best = hint;
            }
          }
        }
      }
    }
  }
  return best && { name: "Unique Rectangle type 3", difficulty: best.difficulty, placements: [], eliminations: best.eliminations };
};

type Found = { difficulty: number; eliminations: CellDigit[] };

const tenths = (x: number): number => Math.round(x * 10) / 10;

/** The rectangle's lowest-valued type 3 hint (the first among equals, in SE's search order). */
function rectangle(cands: Uint16Array, values: Uint8Array, corners: readonly number[], digits: number): Found | null {
  const extraCells = corners.filter((c) => cands[c] !== digits);
  if (extraCells.length !== 2) return null;
  const [c1, c2] = extraCells as [number, number];
  const extra = (cands[c1]! | cands[c2]!) & ~digits;
  const extraCount = POPCOUNT[extra]!;
  if (extraCount < 2) return null;
  let best: Found | null = null;
  const offer = (difficulty: number, eliminations: CellDigit[]): void => {
    if (eliminations.length && (!best || difficulty < best.difficulty)) best = { difficulty, eliminations };
  };
  for (let degree = extraCount; degree <= 7; degree++) {
    for (const unit of sharedUnits(c1, c2)) {
      const others = UNITS[unit]!.filter((c) => c !== c1 && c !== c2 && !values[c]);
      const empty = others.length + 2;
      if (2 * degree <= empty) {
        for (const set of combinations(others, degree - 1)) {
          let union = 0;
          for (const c of set) union |= cands[c]!;
          if (POPCOUNT[(extra & cands[c1]! & cands[c2]!) | union] !== degree || POPCOUNT[extra | union] !== degree) continue;
          const naked = extra | union;
          const eliminations: CellDigit[] = [];
          for (const c of others) {
            if (set.includes(c)) continue;
            for (let d = 1; d <= 9; d++) if (cands[c]! & naked & (1 << (d - 1))) eliminations.push({ cell: c, digit: d });
          }
          offer(tenths(RECTANGLE_VALUE + (degree - 1) * 0.1), eliminations);
        }
      }
      if (2 * degree < empty) {
        // Hidden set: the rectangle's two digits and degree - 2 digits outside the extras, each open
        // in the unit, occupy degree cells of it, the two extra cells counting as one (they hold
        // at most one of the rectangle's digits).
        const rest = digitsOf(0x1ff & ~digits & ~extra);
        for (const more of combinations(rest, degree - 2)) {
          const hidden = more.reduce((m, d) => m | (1 << (d - 1)), digits);
          const cells = UNITS[unit]!.filter((c) => c !== c2 && !values[c] && cands[c]! & hidden);
          if (cells.length !== degree || !more.every((d) => cells.some((c) => cands[c]! & (1 << (d - 1))))) continue;
          const eliminations: CellDigit[] = [];
          for (const c of cells) {
            if (c === c1) continue;
            for (let d = 1; d <= 9; d++) if (cands[c]! & ~hidden & (1 << (d - 1))) eliminations.push({ cell: c, digit: d });
          }
          offer(tenths(RECTANGLE_VALUE + (cells.filter((c) => c !== c1).length - 1) * 0.1), eliminations);
        }
      }
    }
  }
  return best;
}

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) out.push(d);
  return out;
}
