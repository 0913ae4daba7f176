// SE's "direct" techniques: a locked-candidates or hidden-set move that is only counted when it
// immediately yields a hidden single. The hint places that single and lists the candidates the
// underlying move removes. See RATING.md, "Numeric rating".

import { UNITS } from "../grid.ts";
import type { CellDigit, Position } from "../techniques/position.ts";
import type { ExplainerHint, Producer } from "./hint.ts";

// UNITS: 0-8 rows, 9-17 columns, 18-26 boxes.
const ROWS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const COLS = ROWS.map((i) => 9 + i);
const BOXES = ROWS.map((i) => 18 + i);
/** SE's region order for hidden sets: boxes, columns, rows. */
const SE_UNIT_ORDER: readonly number[] = [...BOXES, ...COLS, ...ROWS];

/** True when units a and b share at least one cell (and are different units). */
function crosses(a: number, b: number): boolean {
  if (a === b) return false;
  const cells = UNITS[b]!;
  return UNITS[a]!.some((c) => cells.includes(c));
}

/** Bit i set when the digit's bit is a candidate in the unit's i-th cell. */
function positions(pos: Position, unit: number, bit: number): number {
  const cells = UNITS[unit]!;
  let m = 0;
  for (let i = 0; i < 9; i++) if (pos.cands[cells[i]!]! & bit) m |= 1 << i;
  return m;
}

function bitCount(m: number): number {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

/** A mask of the unit's cell indices (bit i = UNITS[unit][i]) lying in `other`. */
function cellsIn(unit: number, other: number): number {
  const cells = UNITS[other]!;
  let m = 0;
  UNITS[unit]!.forEach((c, i) => {
    if (cells.includes(c)) m |= 1 << i;
  });
  return m;
}

// [region1 units, region2 units, name, difficulty], in SE's order of the pairs.
const LOCKING_PAIRS: readonly [readonly number[], readonly number[], string, number][] = [
  [BOXES, COLS, "Direct Pointing", 1.7],
  [BOXES, ROWS, "Direct Pointing", 1.7],
  [COLS, BOXES, "Direct Claiming", 1.9],
  [ROWS, BOXES, "Direct Claiming", 1.9],
];

/**
 * Direct pointing (1.7) and direct claiming (1.9): digit d is locked in region1 where it meets
 * region2, so it leaves the rest of region2; that leaves d one place in some region3 of region1's
 * type crossing region2.
 */
export const directLocking: Producer = (pos) => {
  for (const [units1, units2, name, difficulty] of LOCKING_PAIRS) {
    for (const r1 of units1) {
      for (const r2 of units2) {
        if (!crosses(r1, r2)) continue;
        const inR2 = cellsIn(r1, r2);
        for (let d = 1; d <= 9; d++) {
          const bit = 1 << (d - 1);
          const p1 = positions(pos, r1, bit);
          if (bitCount(p1) < 2 || (p1 & ~inR2) !== 0) continue;
          for (const r3 of units1) {
            if (r3 === r1 || !crosses(r3, r2)) continue;
            const p3 = positions(pos, r3, bit);
            const outside = p3 & ~cellsIn(r3, r2);
            if (bitCount(p3) < 2 || bitCount(outside) !== 1) continue;
            const cells1 = UNITS[r1]!;
            const eliminations: CellDigit[] = [];
            for (const c of UNITS[r2]!) if (!cells1.includes(c) && pos.cands[c]! & bit) eliminations.push({ cell: c, digit: d });
            const at = UNITS[r3]![31 - Math.clz32(outside)]!;
            return { name, difficulty, placements: [{ cell: at, digit: d }], eliminations };
          }
        }
      }
    }
  }
  return null;
};

/** All ascending n-element combinations of 1..9. */
function combinations(n: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, acc: number[]): void => {
    if (acc.length === n) {
      out.push(acc);
      return;
    }
    for (let d = start; d <= 9; d++) pick(d + 1, [...acc, d]);
  };
  pick(1, []);
  return out;
}

function directHiddenSet(degree: number, name: string, difficulty: number): Producer {
  const combos = combinations(degree);
  return (pos): ExplainerHint | null => {
    for (const u of SE_UNIT_ORDER) {
      const cells = UNITS[u]!;
      let empty = 0;
      for (const c of cells) if (!pos.values[c]) empty++;
      if (empty <= degree) continue;
      const where = ROWS.map((i) => positions(pos, u, 1 << i)); // where[d - 1]
      for (const digits of combos) {
        let union = 0;
        let setMask = 0;
        let ok = true;
        for (const d of digits) {
          if (!where[d - 1]) ok = false;
          union |= where[d - 1]!;
          setMask |= 1 << (d - 1);
        }
        if (!ok || bitCount(union) !== degree) continue;
        const setCells = cells.filter((_, i) => union & (1 << i));
        if (!setCells.some((c) => pos.cands[c]! & ~setMask)) continue;
        for (let v = 1; v <= 9; v++) {
          if (setMask & (1 << (v - 1))) continue;
          const p = where[v - 1]!;
          const rest = p & ~union;
          if (bitCount(p) < 2 || bitCount(rest) !== 1) continue;
          const eliminations: CellDigit[] = [];
          for (const c of setCells) {
            for (let d = 1; d <= 9; d++) if (pos.cands[c]! & ~setMask & (1 << (d - 1))) eliminations.push({ cell: c, digit: d });
          }
          return { name, difficulty, placements: [{ cell: cells[31 - Math.clz32(rest)]!, digit: v }], eliminations };
        }
      }
    }
    return null;
  };
}

/** Direct hidden pair (2.0): a hidden pair whose removals leave another digit one place in the region. */
export const directHiddenPair: Producer = directHiddenSet(2, "Direct Hidden Pair", 2.0);

/** Direct hidden triplet (2.5): as the pair, with three digits in three cells. */
export const directHiddenTriple: Producer = directHiddenSet(3, "Direct Hidden Triplet", 2.5);
