// SE's uniqueness producers: unique rectangles and loops (types 1-4) and the bivalue universal
// grave (types 1-4), with SE's values and SE's choice among several hints. Both assume the puzzle
// has one solution, as SE does.

import { CELL_BOX, CELL_COL, CELL_ROW, PEERS, POPCOUNT, UNITS } from "../grid.ts";
import type { CellDigit, Position } from "../techniques/position.ts";
import { UNIT_SET, lowestCell } from "../techniques/cell-sets.ts";
import type { ExplainerHint, Producer } from "./hint.ts";

/** SE's values in tenths: a loop's base by its length, and the BUG types. */
export const UNIQUE_VALUE = {
  rectangle: 45,
  /** Added for loops of 6 cells, 8 or more, and 10 or more (the last two add up). */
  loop6: 1,
  loop8: 2,
  loop10: 3,
  bug1: 56,
  bug2: 57,
  bug3: 57,
  bug4: 57,
} as const;

/** SE's region types in its order: block, row, column. */
const REGION_TYPES = 3;

function regionOf(type: number, cell: number): number {
  return type === 0 ? 18 + CELL_BOX[cell]! : type === 1 ? CELL_ROW[cell]! : 9 + CELL_COL[cell]!;
}

/** Ascending combinations of k indices out of n in SE's order (increasing as binary numbers). */
function* combinations(k: number, n: number): Generator<number[]> {
  if (k > n || k < 0) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield idx;
    // Next binary number with k ones: bump the lowest index that can move, reset the ones below.
    let i = 0;
    while (i < k - 1 && idx[i]! + 1 === idx[i + 1]) i++;
    if (k === 0 || idx[i]! + 1 >= (i === k - 1 ? n : idx[i + 1]!)) return;
    idx[i]!++;
    for (let j = 0; j < i; j++) idx[j] = j;
  }
}

function eliminationsOf(removable: Map<number, number>): CellDigit[] {
  const out: CellDigit[] = [];
  for (const cell of [...removable.keys()].sort((a, b) => a - b)) {
    const m = removable.get(cell)!;
    for (let d = 1; d <= 9; d++) if (m & (1 << (d - 1))) out.push({ cell, digit: d });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Unique rectangles and loops

interface LoopHint {
  type: number;
  tenths: number;
  loopLength: number;
  removable: Map<number, number>;
}

/** SE's value of a loop hint before the type 3 set bonus. */
export function loopTenths(length: number): number {
  let t = UNIQUE_VALUE.rectangle;
  if (length >= 10) t += UNIQUE_VALUE.loop10;
  if (length >= 8) t += UNIQUE_VALUE.loop8;
  else if (length >= 6) t += UNIQUE_VALUE.loop6;
  return t;
}

function loopName(type: number, length: number): string {
  const kind = length === 4 ? "Rectangle" : "Loop";
  return length > 6 ? `Unique ${kind} ${length} type ${type}` : `Unique ${kind} type ${type}`;
}

/**
 * SE's loop search from `start`: paths through cells holding both digits, changing region type at
 * every step, with at most two cells holding other digits (more when all of them hold the same
 * single extra digit). Like SE, the extra digits seen are gathered over the sibling cells tried at
 * each step too, which decides which loops are found. Returns the loops whose key is not yet in
 * `tried`, and adds theirs.
 */
// Scratch for findLoops: the cells on the current path (cleared again as the walk backs out), and
// per parity of place on the path (even, odd) how many of its cells lie in each region.
const inLoop = new Uint8Array(81);
const regionUse = [new Uint8Array(27), new Uint8Array(27)] as const;

/** Whether `cell`, at a place of this parity on the path, shares no region with a cell of the same parity. */
function fitsParity(cell: number, parity: number): boolean {
  const use = regionUse[parity]!;
  return !use[18 + CELL_BOX[cell]!] && !use[CELL_ROW[cell]!] && !use[9 + CELL_COL[cell]!];
}

function countRegions(cell: number, parity: number, by: number): void {
  const use = regionUse[parity]!;
  use[18 + CELL_BOX[cell]!]! += by;
  use[CELL_ROW[cell]!]! += by;
  use[9 + CELL_COL[cell]!]! += by;
}

/** The cells holding both digits of the loop searched (a cell set, see cell-sets.ts). */
const withBoth = new Uint32Array(3);

function findLoops(cands: Uint16Array, start: number, both: number, tried: Set<string>): number[][] {
  const loops: number[][] = [];
  const loop: number[] = [];
  withBoth.fill(0);
  for (let c = 0; c < 81; c++) if ((cands[c]! & both) === both) withBoth[c >> 5]! |= 1 << (c & 31);
  const walk = (cell: number, allowedEx: number, exIn: number, lastType: number): void => {
    countRegions(cell, loop.length & 1, 1);
    loop.push(cell);
    inLoop[cell] = 1;
    let ex = exIn;
    for (let t = 0; t < REGION_TYPES; t++) {
      if (t === lastType) continue;
      // The region's cells holding both digits, in the region's order (ascending).
      const region = regionOf(t, cell) * 3;
      for (let w = 0; w < 3; w++) {
        for (let v = UNIT_SET[region + w]! & withBoth[w]!; v; v &= v - 1) {
          const next = lowestCell(w, v);
          if (next === loop[0] && loop.length >= 4) {
            // The search meets each loop from every start and in both directions; those give the
            // same hints, so only the first meeting counts (as in SE, where the copies compare equal).
            const key = cycleKey(loop);
            if (!tried.has(key)) {
              tried.add(key);
              loops.push(loop.slice());
            }
          } else if (!inLoop[next]) {
            const p = cands[next]!;
            ex |= p & ~both;
            const card = POPCOUNT[p]!;
            // A path whose next cell shares a region with a cell of the same parity can only close
            // into a loop SE rejects (isValidLoop): the walk goes on only where a valid loop can come.
            if ((card === 2 || POPCOUNT[ex] === 1 || allowedEx > 0) && fitsParity(next, loop.length & 1))
              walk(next, card > 2 ? allowedEx - 1 : allowedEx, ex, t);
          }
        }
      }
    }
    loop.pop();
    inLoop[cell] = 0;
    countRegions(cell, loop.length & 1, -1);
  };
  walk(start, 2, 0, -1);
  return loops;
}

/** SE's test: every region met is met by exactly two cells of the loop, of different parity. */
function isValidLoop(loop: readonly number[]): boolean {
  const seen = [new Uint8Array(27), new Uint8Array(27)];
  for (let i = 0; i < loop.length; i++) {
    const s = seen[i & 1]!;
    for (let t = 0; t < REGION_TYPES; t++) {
      const r = regionOf(t, loop[i]!);
      if (s[r]) return false;
      s[r] = 1;
    }
  }
  for (let r = 0; r < 27; r++) if (seen[0]![r] !== seen[1]![r]) return false;
  return true;
}

/** Cells other than the given ones that see all of them. */
function commonPeers(cells: readonly number[]): number[] {
  return PEERS[cells[0]!]!.filter((c) => !cells.includes(c) && cells.every((x) => x === c || PEERS[x]!.includes(c)));
}

function type2(cands: Uint16Array, loop: number[], extras: number[], both: number): LoopHint {
  const bit = cands[extras[0]!]! & ~both & -(cands[extras[0]!]! & ~both);
  const removable = new Map<number, number>();
  for (const c of commonPeers(extras)) if (cands[c]! & bit) removable.set(c, bit);
  return { type: 2, tenths: loopTenths(loop.length), loopLength: loop.length, removable };
}

function type4(pos: Position, loop: number[], c1: number, c2: number, v1: number, v2: number): LoopHint | null {
  let lock1 = false;
  let lock2 = false;
  for (let t = 0; t < REGION_TYPES; t++) {
    const r = regionOf(t, c1);
    if (r !== regionOf(t, c2)) continue;
    let has = 0;
    for (const c of UNITS[r]!) if (c !== c1 && c !== c2) has |= pos.cands[c]!;
    if (!(has & v1)) lock1 = true;
    if (!(has & v2)) lock2 = true;
  }
  if (!lock1 && !lock2) return null;
  const rem = lock1 ? v2 : v1;
  const removable = new Map([
    [c1, rem],
    [c2, rem],
  ]);
  return { type: 4, tenths: loopTenths(loop.length), loopLength: loop.length, removable };
}

/** SE's type 3: the extra digits of the two cells form a naked or hidden set with other cells. */
function* type3(pos: Position, loop: number[], c1: number, c2: number, both: number): Generator<LoopHint> {
  const { values, cands } = pos;
  const extra = (cands[c1]! | cands[c2]!) & ~both;
  const base = loopTenths(loop.length);
  for (let degree = POPCOUNT[extra]!; degree <= 7; degree++) {
    for (let t = 0; t < REGION_TYPES; t++) {
      const r = regionOf(t, c1);
      if (r !== regionOf(t, c2)) continue;
      const cells = UNITS[r]!;
      const i1 = cells.indexOf(c1);
      const i2 = cells.indexOf(c2);
      let empty = 0;
      for (const c of cells) if (!values[c]) empty++;
      if (degree * 2 <= empty) {
        for (const idx of combinations(degree, 9)) {
          if (!idx.includes(i1) || idx.includes(i2)) continue;
          // The pair acts as one cell holding the extra digits; every extra digit must be in both
          // cells of the pair or in another cell of the set.
          let naked = extra & cands[c1]! & cands[c2]!;
          let union = extra;
          let ok = POPCOUNT[extra]! > 1;
          const others: number[] = [];
          for (const i of idx) {
            if (i === i1) continue;
            const c = cells[i]!;
            const p = cands[c]!;
            naked |= p;
            union |= p;
            if (POPCOUNT[p]! <= 1) ok = false;
            others.push(c);
          }
          if (POPCOUNT[naked] !== degree || !ok || POPCOUNT[union] !== degree) continue;
          const removable = new Map<number, number>();
          for (const c of cells) {
            if (c === c1 || c === c2 || others.includes(c)) continue;
            if (cands[c]! & union) removable.set(c, cands[c]! & union);
          }
          yield { type: 3, tenths: base + degree - 1, loopLength: loop.length, removable };
        }
      }
      if (degree * 2 < empty) {
        const rest: number[] = [];
        for (let d = 0; d < 9; d++) if (!((both | extra) & (1 << d))) rest.push(1 << d);
        if (degree - 2 > rest.length) continue;
        for (const pick of combinations(degree - 2, rest.length)) {
          let hidden = both;
          for (const i of pick) hidden |= rest[i]!;
          let where = 0;
          let ok = true;
          for (let d = 0; d < 9 && ok; d++) {
            if (!(hidden & (1 << d))) continue;
            let p = 0;
            for (let i = 0; i < 9; i++) if (i !== i2 && cands[cells[i]!]! & (1 << d)) p |= 1 << i;
            if (!p) ok = false;
            where |= p;
          }
          if (!ok || POPCOUNT[where] !== degree) continue;
          const removable = new Map<number, number>();
          for (let i = 0; i < 9; i++) {
            if (i === i1 || !(where & (1 << i))) continue;
            const c = cells[i]!;
            if (cands[c]! & ~hidden) removable.set(c, cands[c]! & ~hidden);
          }
          yield { type: 3, tenths: base + degree - 2, loopLength: loop.length, removable };
        }
      }
    }
  }
}

/** The hints SE builds for one valid loop, in SE's order. */
function* loopHints(pos: Position, loop: number[], v1: number, v2: number): Generator<LoopHint> {
  const cands = pos.cands;
  const both = v1 | v2;
  const extras = loop.filter((c) => POPCOUNT[cands[c]!]! > 2);
  if (extras.length === 1) {
    const removable = new Map([[extras[0]!, both]]);
    yield { type: 1, tenths: loopTenths(loop.length), loopLength: loop.length, removable };
  } else if (extras.length > 2) {
    yield type2(cands, loop, extras, both);
  } else if (extras.length === 2) {
    const [c1, c2] = extras as [number, number];
    const extra = (cands[c1]! | cands[c2]!) & ~both;
    if (POPCOUNT[extra] === 1) yield type2(cands, loop, extras, both);
    else if (POPCOUNT[extra]! >= 2) yield* type3(pos, loop, c1, c2, both);
    const h = type4(pos, loop, c1, c2, v1, v2);
    if (h) yield h;
  }
}

/**
 * Unique rectangles and loops. SE collects every hint and sorts them by value, then type (a stable
 * sort), so the first hint found with the lowest value and type is the one applied.
 */
export const uniqueLoops: Producer = (pos) => {
  const cands = pos.cands;
  let best: LoopHint | null = null;
  const tried = new Set<string>();
  for (let cell = 0; cell < 81; cell++) {
    const m = cands[cell]!;
    if (POPCOUNT[m] !== 2) continue;
    const v1 = m & -m;
    const v2 = m & ~v1;
    for (const loop of findLoops(cands, cell, m, tried)) {
      if (!isValidLoop(loop)) continue;
      for (const h of loopHints(pos, loop, v1, v2)) {
        if (!h.removable.size) continue;
        if (!best || h.tenths < best.tenths || (h.tenths === best.tenths && h.type < best.type)) best = h;
        // Nothing can come before a rectangle of type 1.
        if (best.tenths === UNIQUE_VALUE.rectangle && best.type === 1) return loopHint(best);
      }
    }
  }
  return best && loopHint(best);
};

/** The same key for a cycle of cells whatever its first cell and direction. */
function cycleKey(loop: readonly number[]): string {
  const n = loop.length;
  let at = 0;
  for (let i = 1; i < n; i++) if (loop[i]! < loop[at]!) at = i;
  const step = loop[(at + 1) % n]! < loop[(at + n - 1) % n]! ? 1 : n - 1;
  // One character per cell (cells are below 81): cheaper to build than joined numbers.
  let key = "";
  for (let k = 0, i = at; k < n; k++, i = (i + step) % n) key += String.fromCharCode(loop[i]!);
  return key;
}

function loopHint(h: LoopHint): ExplainerHint {
  return { name: loopName(h.type, h.loopLength), difficulty: h.tenths / 10, placements: [], eliminations: eliminationsOf(h.removable) };
}

// ---------------------------------------------------------------------------------------------
// Bivalue universal grave

/** How many cells of region r hold digit bit `bit`. */
function placesIn(cands: ArrayLike<number>, r: number, bit: number): number {
  let n = 0;
  for (const c of UNITS[r]!) if (cands[c]! & bit) n++;
  return n;
}

// SE's regions in its order: the blocks, then the rows, then the columns.
const SE_REGIONS: readonly number[] = [...Array.from({ length: 9 }, (_, i) => 18 + i), ...Array.from({ length: 18 }, (_, i) => i)];

function bugHint(name: string, tenths: number, removable: Map<number, number>): ExplainerHint {
  return { name, difficulty: tenths / 10, placements: [], eliminations: eliminationsOf(removable) };
}

/**
 * BUG types 1-4 as SE finds them: a digit with one or more than two places in a region marks the
 * one cell of those with three or more candidates as a BUG cell; without the marked digits every
 * empty cell must be bivalue and every digit have two places in each region.
 */
const bugTemp = new Uint16Array(81);

export const bivalueUniversalGrave: Producer = (pos) => {
  const { values, cands } = pos;
  const temp = bugTemp;
  temp.set(cands);
  const bugCells: number[] = [];
  const bugValues = new Map<number, number>();
  let allBug = 0;
  let common: Uint8Array | null = null;
  for (const r of SE_REGIONS) {
    const cells = UNITS[r]!;
    for (let d = 0; d < 9; d++) {
      const bit = 1 << d;
      // The digit's places in the region, and those of them with three or more candidates.
      let places = 0;
      let fat = 0;
      let cell = -1;
      for (let k = 0; k < 9; k++) {
        const m = cands[cells[k]!]!;
        if (!(m & bit)) continue;
        places++;
        if (POPCOUNT[m]! >= 3) {
          fat++;
          cell = cells[k]!;
        }
      }
      if (places === 0 || places === 2) continue;
      if (fat === 0) return null;
      if (fat > 1) continue;
      if (!bugCells.includes(cell)) bugCells.push(cell);
      bugValues.set(cell, (bugValues.get(cell) ?? 0) | bit);
      allBug |= bit;
      temp[cell]! &= ~bit;
      const peers = PEERS[cell]!;
      if (!common) {
        common = new Uint8Array(81);
        for (const p of peers) common[p] = 1;
      } else {
        const keep = new Uint8Array(81);
        for (const p of peers) keep[p] = common[p]!;
        common = keep;
      }
      for (const b of bugCells) common[b] = 0;
      let commonCount = 0;
      for (let c = 0; c < 81; c++) commonCount += common[c]!;
      if (bugCells.length > 1 && POPCOUNT[allBug]! > 1 && commonCount === 0) return null;
    }
  }
  for (let c = 0; c < 81; c++) if (!values[c] && POPCOUNT[temp[c]!] !== 2) return null;
  for (const r of SE_REGIONS) {
    for (let d = 0; d < 9; d++) {
      const n = placesIn(temp, r, 1 << d);
      if (n !== 0 && n !== 2) return null;
    }
  }
  const commonCells: number[] = [];
  if (common) for (let c = 0; c < 81; c++) if (common[c]) commonCells.push(c);

  if (bugCells.length === 1) {
    const c = bugCells[0]!;
    return bugHint("BUG type 1", UNIQUE_VALUE.bug1, new Map([[c, cands[c]! & ~allBug]]));
  }
  if (POPCOUNT[allBug] === 1) {
    const removable = new Map<number, number>();
    for (const c of commonCells) if (cands[c]! & allBug) removable.set(c, allBug);
    if (removable.size) return bugHint("BUG type 2", UNIQUE_VALUE.bug2, removable);
    return bugCells.length === 2 ? bug4(cands, bugCells, bugValues, allBug) : null;
  }
  if (!commonCells.length) return null;
  return (bugCells.length === 2 && bug4(cands, bugCells, bugValues, allBug)) || bug3(cands, bugCells, allBug, commonCells);
};

/** The region of type t all the cells share, or -1. */
function sharedRegion(t: number, cells: readonly number[]): number {
  const r = regionOf(t, cells[0]!);
  return cells.every((c) => regionOf(t, c) === r) ? r : -1;
}

function bug4(cands: Uint16Array, bugCells: number[], bugValues: Map<number, number>, allBug: number): ExplainerHint | null {
  const [c1, c2] = bugCells as [number, number];
  const shared = cands[c1]! & cands[c2]! & ~allBug;
  if (POPCOUNT[shared] !== 1) return null;
  for (let t = 0; t < REGION_TYPES; t++) {
    if (sharedRegion(t, bugCells) < 0) continue;
    const removable = new Map([
      [c1, cands[c1]! & ~bugValues.get(c1)! & ~shared],
      [c2, cands[c2]! & ~bugValues.get(c2)! & ~shared],
    ]);
    return bugHint("BUG type 4", UNIQUE_VALUE.bug4, removable);
  }
  return null;
}

/** Type 3: the BUG digits, as one pseudo-cell, form a naked set with other cells of a region. */
function bug3(cands: Uint16Array, bugCells: number[], allBug: number, commonCells: number[]): ExplainerHint | null {
  for (let t = 0; t < REGION_TYPES; t++) {
    const r = sharedRegion(t, bugCells);
    if (r < 0) continue;
    const regionCells = commonCells.filter((c) => regionOf(t, c) === r);
    for (let degree = 2; degree <= 6 && degree <= regionCells.length; degree++) {
      for (const idx of combinations(degree - 1, regionCells.length)) {
        let union = 0;
        let ok = POPCOUNT[allBug]! > 1;
        for (const i of idx) {
          const p = cands[regionCells[i]!]!;
          union |= p;
          if (POPCOUNT[p]! <= 1) ok = false;
        }
        if (!ok || POPCOUNT[union] !== degree || POPCOUNT[union | allBug] !== degree) continue;
        const naked = union | allBug;
        const removable = new Map<number, number>();
        regionCells.forEach((c, i) => {
          if (!idx.includes(i) && cands[c]! & naked) removable.set(c, cands[c]! & naked);
        });
        if (removable.size) return bugHint("BUG type 3", UNIQUE_VALUE.bug3 + degree - 1, removable);
      }
    }
  }
  return null;
}
