// SE's Bivalue Universal Grave, types 1 to 4: every unsolved cell but a few "BUG cells" has two
// candidates and every digit two places in each unit it is open in, once the BUG cells' extra
// digits are set aside. A position like that has two solutions, so one extra digit is true.

import { PEERS, POPCOUNT, UNITS } from "../grid.ts";
import type { CellDigit, Position } from "../techniques/position.ts";
import type { ExplainerHint, Producer } from "./hint.ts";

/** SE's values of the BUG types (type 3 adds 0.1 for each naked-set digit beyond two). */
export const BUG_VALUE = { type1: 5.6, type2: 5.7, type3Base: 5.7, type4: 5.7 } as const;

/** Units in SE's order of region types: boxes, rows, columns. */
const SE_UNITS: readonly number[] = [18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];

// Scratch: candidates with the BUG digits set aside, each BUG cell's extra digits, and the cells
// seeing every BUG cell.
const rest = new Uint16Array(81);
const extra = new Uint16Array(81);
const common = new Uint8Array(81);

/** How many cells of the unit hold the digit's bit. */
function countIn(cands: Uint16Array, unit: number, bit: number): number {
  let n = 0;
  for (const c of UNITS[unit]!) if (cands[c]! & bit) n++;
  return n;
}

/** The BUG cells, or null when the position is no BUG with extra digits. Fills the scratch. */
function findBug(pos: Position): number[] | null {
  const { cands, values } = pos;
  rest.set(cands);
  extra.fill(0);
  common.fill(0);
  const bugCells: number[] = [];
  let allExtra = 0;
  for (const unit of SE_UNITS) {
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << (d - 1);
      const n = countIn(cands, unit, bit);
      if (n === 0 || n === 2) continue;
      let wide = 0;
      let cell = -1;
      for (const c of UNITS[unit]!) {
        if (cands[c]! & bit && POPCOUNT[cands[c]!]! >= 3) {
          wide++;
          cell = c;
        }
      }
      if (wide === 0) return null;
      if (wide > 1) continue; // another unit will tell which cell holds the extra digit
      if (!bugCells.includes(cell)) {
        if (bugCells.length === 0) for (const p of PEERS[cell]!) common[p] = 1;
        else {
          const seen = new Uint8Array(81);
          for (const p of PEERS[cell]!) seen[p] = 1;
          for (let c = 0; c < 81; c++) common[c] = common[c]! & seen[c]!;
        }
        bugCells.push(cell);
      }
      for (const b of bugCells) common[b] = 0;
      extra[cell] = extra[cell]! | bit;
      allExtra |= bit;
      rest[cell] = rest[cell]! & ~bit;
      if (bugCells.length > 1 && POPCOUNT[allExtra]! > 1 && !common.includes(1)) return null;
    }
  }
  if (!bugCells.length) return null;
  for (let c = 0; c < 81; c++) if (!values[c] && POPCOUNT[rest[c]!] !== 2) return null;
  for (let u = 0; u < 27; u++) {
    for (let d = 1; d <= 9; d++) {
      const n = countIn(rest, u, 1 << (d - 1));
      if (n !== 0 && n !== 2) return null;
    }
  }
  return bugCells;
}

/** The unit of each kind (boxes, rows, columns) all the cells share. */
function sharedUnits(cells: readonly number[]): number[] {
  return [18, 0, 9].flatMap((first) => {
    const u = UNITS.findIndex((unit, i) => i >= first && i < first + 9 && cells.every((c) => unit.includes(c)));
    return u < 0 ? [] : [u];
  });
}

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) out.push(d);
  return out;
}

/** All ascending k-element index combinations of 0..n-1. */
function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (from: number, acc: number[]): void => {
    if (acc.length === k) out.push(acc);
    else for (let i = from; i < n; i++) pick(i + 1, [...acc, i]);
  };
  pick(0, []);
  return out;
}

/**
 * SE's BUG hint: type 1 (one BUG cell keeps only its extra digit), type 2 (one extra digit, gone
 * from the cells seeing all BUG cells), type 4 (two BUG cells in one unit sharing one other digit,
 * which is locked there: their other non-extra digits go) and type 3 (the extra digits with other
 * cells of a unit form a naked set). Types come in SE's order: 1; else 2 then 4; else 4 then 3.
 */
export const bug: Producer = (pos) => {
  const bugCells = findBug(pos);
  if (!bugCells) return null;
  const { cands, values } = pos;
  let allExtra = 0;
  for (const c of bugCells) allExtra |= extra[c]!;
  if (bugCells.length === 1) {
    const cell = bugCells[0]!;
    const eliminations = digitsOf(cands[cell]! & ~allExtra).map((digit) => ({ cell, digit }));
    return { name: "Bivalue Universal Grave type 1", difficulty: BUG_VALUE.type1, placements: [], eliminations };
  }
  const commonCells: number[] = [];
  for (let c = 0; c < 81; c++) if (common[c]) commonCells.push(c);
  if (POPCOUNT[allExtra] === 1) {
    const digit = digitsOf(allExtra)[0]!;
    const eliminations: CellDigit[] = commonCells.filter((c) => cands[c]! & allExtra).map((cell) => ({ cell, digit }));
    if (eliminations.length) return { name: "Bivalue Universal Grave type 2", difficulty: BUG_VALUE.type2, placements: [], eliminations };
    return bugCells.length === 2 ? type4(cands, bugCells, allExtra) : null;
  }
  if (!commonCells.length) return null;
  if (bugCells.length === 2) {
    const hint = type4(cands, bugCells, allExtra);
    if (hint) return hint;
  }
  for (const unit of sharedUnits(bugCells)) {
    const regionCells = commonCells.filter((c) => !values[c] && UNITS[unit]!.includes(c));
    for (let degree = 2; degree <= 6; degree++) {
      if (regionCells.length < degree) continue;
      for (const pick of combinations(regionCells.length, degree - 1)) {
        let union = 0;
        for (const i of pick) union |= cands[regionCells[i]!]!;
        if (POPCOUNT[union] !== degree || (allExtra & ~union) !== 0) continue;
        const eliminations: CellDigit[] = [];
        regionCells.forEach((c, i) => {
          if (pick.includes(i)) return;
          for (const digit of digitsOf(cands[c]! & union)) eliminations.push({ cell: c, digit });
        });
        if (!eliminations.length) continue;
        const difficulty = Math.round((BUG_VALUE.type3Base + (degree - 1) * 0.1) * 10) / 10;
        return { name: "Bivalue Universal Grave type 3", difficulty, placements: [], eliminations };
      }
    }
  }
  return null;
};

/** Type 4: two BUG cells sharing a unit and exactly one non-extra digit, which one of them holds. */
function type4(cands: Uint16Array, bugCells: readonly number[], allExtra: number): ExplainerHint | null {
  const [c1, c2] = bugCells as [number, number];
  const shared = cands[c1]! & cands[c2]! & ~allExtra;
  if (POPCOUNT[shared] !== 1 || !sharedUnits(bugCells).length) return null;
  const eliminations: CellDigit[] = [];
  for (const c of [c1, c2]) for (const digit of digitsOf(cands[c]! & ~extra[c]! & ~shared)) eliminations.push({ cell: c, digit });
  return { name: "Bivalue Universal Grave type 4", difficulty: BUG_VALUE.type4, placements: [], eliminations };
}
