// SE's "direct" techniques: a locked-candidates or hidden-set move that is only counted when it
// immediately yields a hidden single. The hint places that single and lists the candidates the
// underlying move removes. See RATING.md, "Numeric rating".

import { POPCOUNT, UNITS } from "../grid.ts";
import { unitPositions } from "../techniques/patterns.ts";
import type { CellDigit, Position } from "../techniques/position.ts";
import type { ExplainerHint, Producer } from "./hint.ts";

// UNITS: 0-8 rows, 9-17 columns, 18-26 boxes.
const ROWS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const COLS = ROWS.map((i) => 9 + i);
const BOXES = ROWS.map((i) => 18 + i);
/** SE's region order for hidden sets: boxes, columns, rows. */
const SE_UNIT_ORDER: readonly number[] = [...BOXES, ...COLS, ...ROWS];

/** CROSS[a * 27 + b]: the mask of unit a's cell indices lying in unit b, or -1 when a and b do not cross. */
const CROSS = new Int16Array(27 * 27).fill(-1);
for (let a = 0; a < 27; a++) {
  for (let b = 0; b < 27; b++) {
    if (a === b) continue;
    let m = 0;
    UNITS[a]!.forEach((c, i) => {
      if (UNITS[b]!.includes(c)) m |= 1 << i;
    });
    if (m) CROSS[a * 27 + b] = m;
  }
}

// The position's unit positions (bit i of WHERE[u * 9 + d - 1]: UNITS[u][i] has candidate d),
// filled once per call.
const WHERE = new Uint16Array(27 * 9);

function fillWhere(pos: Position): Uint16Array {
  unitPositions(pos, WHERE);
  return WHERE;
}

// [region1 units, region2 units, name, difficulty], in SE's order of the pairs.
const LOCKING_PAIRS: readonly [readonly number[], readonly number[], string, number][] = [
  [BOXES, COLS, "Direct Pointing", 1.7],
  [BOXES, ROWS, "Direct Pointing", 1.7],
  [COLS, BOXES, "Direct Claiming", 1.9],
  [ROWS, BOXES, "Direct Claiming", 1.9],
];

// The crossings SE walks, in its order (pair, region1, region2), one row of LOCK_WIDTH each:
// pair index, region1, region2, region1's cells in region2 and region2's in region1, then the two
// other units of region1's type crossing region2 (in order), each with its cells in region2. A box
// crosses three lines and a line three boxes, so there are always two such units.
const LOCK_WIDTH = 9;
const LOCKING: Int16Array = (() => {
  const rows: number[] = [];
  LOCKING_PAIRS.forEach(([units1, units2], pair) => {
    for (const r1 of units1) {
      for (const r2 of units2) {
        if (CROSS[r1 * 27 + r2]! < 0) continue;
        const others = units1.filter((r3) => r3 !== r1 && CROSS[r3 * 27 + r2]! >= 0);
        rows.push(
          pair,
          r1,
          r2,
          CROSS[r1 * 27 + r2]!,
          CROSS[r2 * 27 + r1]!,
          others[0]!,
          CROSS[others[0]! * 27 + r2]!,
          others[1]!,
          CROSS[others[1]! * 27 + r2]!,
        );
      }
    }
  });
  return Int16Array.from(rows);
})();

/**
 * Direct pointing (1.7) and direct claiming (1.9): digit d is locked in region1 where it meets
 * region2, so it leaves the rest of region2; that leaves d one place in some region3 of region1's
 * type crossing region2.
 */
export const directLocking: Producer = (pos) => {
  const where = fillWhere(pos);
  for (let row = 0; row < LOCKING.length; row += LOCK_WIDTH) {
    const r1 = LOCKING[row + 1]!;
    const inR2 = LOCKING[row + 3]!;
    for (let d = 1; d <= 9; d++) {
      const p1 = where[r1 * 9 + d - 1]!;
      if ((p1 & (p1 - 1)) === 0 || (p1 & ~inR2) !== 0) continue;
      for (let k = row + 5; k < row + LOCK_WIDTH; k += 2) {
        const r3 = LOCKING[k]!;
        const p3 = where[r3 * 9 + d - 1]!;
        const outside = p3 & ~LOCKING[k + 1]!;
        if ((p3 & (p3 - 1)) === 0 || outside === 0 || (outside & (outside - 1)) !== 0) continue;
        const [, , name, difficulty] = LOCKING_PAIRS[LOCKING[row]!]!;
        const r2 = LOCKING[row + 2]!;
        const inR1 = LOCKING[row + 4]!;
        const bit = 1 << (d - 1);
        const cells2 = UNITS[r2]!;
        const eliminations: CellDigit[] = [];
        for (let i = 0; i < 9; i++)
          if (!(inR1 & (1 << i)) && pos.cands[cells2[i]!]! & bit) eliminations.push({ cell: cells2[i]!, digit: d });
        const at = UNITS[r3]![31 - Math.clz32(outside)]!;
        return { name, difficulty, placements: [{ cell: at, digit: d }], eliminations };
      }
    }
  }
  return null;
};

// The search of hiddenSetIn: its unit, the unit's digit places, and its candidate digits.
let setUnit = 0;
let setWhere: Uint16Array = WHERE;
let setAt = 0;
let setDigits: Int8Array = new Int8Array(0);
let setCount = 0;
let setDegree = 0;

interface HiddenSet {
  setMask: number;
  union: number;
  v: number;
  rest: number;
}

/**
 * The direct hint of a hidden set in one unit, if any: the first `n` of `digits` are the unit's
 * digits with 1..degree places, tried in ascending combinations (SE's order); `where[d]` is digit
 * d's places.
 */
function hiddenSetIn(
  pos: Position,
  u: number,
  where: Uint16Array,
  at: number,
  digits: Int8Array,
  n: number,
  degree: number,
): HiddenSet | null {
  setUnit = u;
  setWhere = where;
  setAt = at;
  setDigits = digits;
  setCount = n;
  setDegree = degree;
  return pickSet(pos, 0, degree, 0, 0);
}

function pickSet(pos: Position, from: number, left: number, union: number, setMask: number): HiddenSet | null {
  if (left === 0) {
    if (POPCOUNT[union] !== setDegree) return null;
    const cells = UNITS[setUnit]!;
    let removes = false;
    for (let i = 0; i < 9; i++) if (union & (1 << i) && pos.cands[cells[i]!]! & ~setMask) removes = true;
    if (!removes) return null;
    for (let v = 1; v <= 9; v++) {
      if (setMask & (1 << (v - 1))) continue;
      const p = setWhere[setAt + v]!;
      const rest = p & ~union;
      if (POPCOUNT[p]! >= 2 && rest !== 0 && (rest & (rest - 1)) === 0) return { setMask, union, v, rest };
    }
    return null;
  }
  for (let i = from; i <= setCount - left; i++) {
    const d = setDigits[i]!;
    const next = union | setWhere[setAt + d]!;
    if (POPCOUNT[next]! > setDegree) continue;
    const found = pickSet(pos, i + 1, left - 1, next, setMask | (1 << (d - 1)));
    if (found) return found;
  }
  return null;
}

function directHiddenSet(degree: number, name: string, difficulty: number): Producer {
  // The unit's candidate digits for the set (the first `n`), reused between calls.
  const digits = new Int8Array(9);
  return (pos): ExplainerHint | null => {
    const all = fillWhere(pos);
    for (const u of SE_UNIT_ORDER) {
      const cells = UNITS[u]!;
      let empty = 0;
      for (let k = 0; k < 9; k++) if (!pos.values[cells[k]!]) empty++;
      if (empty <= degree) continue;
      const at = u * 9 - 1; // all[at + d]: the positions of digit d
      // A hidden set's digits have 1..degree places each.
      let n = 0;
      for (let d = 1; d <= 9; d++) if (all[at + d] && POPCOUNT[all[at + d]!]! <= degree) digits[n++] = d;
      if (n < degree) continue;
      const found = hiddenSetIn(pos, u, all, at, digits, n, degree);
      if (!found) continue;
      const eliminations: CellDigit[] = [];
      for (let i = 0; i < 9; i++) {
        if (!(found.union & (1 << i))) continue;
        for (let d = 1; d <= 9; d++)
          if (pos.cands[cells[i]!]! & ~found.setMask & (1 << (d - 1))) eliminations.push({ cell: cells[i]!, digit: d });
      }
      return { name, difficulty, placements: [{ cell: cells[31 - Math.clz32(found.rest)]!, digit: found.v }], eliminations };
    }
    return null;
  };
}

/** Direct hidden pair (2.0): a hidden pair whose removals leave another digit one place in the region. */
export const directHiddenPair: Producer = directHiddenSet(2, "Direct Hidden Pair", 2.0);

/** Direct hidden triplet (2.5): as the pair, with three digits in three cells. */
export const directHiddenTriple: Producer = directHiddenSet(3, "Direct Hidden Triplet", 2.5);
