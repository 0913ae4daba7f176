// Cell sets as three 32-bit words (cell c is bit c & 31 of word c >> 5). The pattern finders ask
// "which cells see both ends?" for every candidate pattern of every step; with precomputed peer
// sets that is three ANDs instead of a scan of 81 cells, and nothing is allocated unless a pattern
// really eliminates something.

import { PEERS, UNITS } from "../grid.ts";
import type { CellDigit, Position } from "./position.ts";

/** A cell set: three words, cells 0-31, 32-63 and 64-80. */
export type CellSet = Int32Array;

export function newCellSet(): CellSet {
  return new Int32Array(3);
}

/** PEER_SET[c * 3 + w] is word w of the set of c's 20 peers (c itself is not in it). */
export const PEER_SET = new Int32Array(81 * 3);
for (let c = 0; c < 81; c++) for (const p of PEERS[c]!) PEER_SET[c * 3 + (p >> 5)]! |= 1 << (p & 31);

/** UNIT_SET[u * 3 + w] is word w of the set of unit u's cells (UNITS order: rows, columns, boxes). */
export const UNIT_SET = new Int32Array(27 * 3);
for (let u = 0; u < 27; u++) for (const c of UNITS[u]!) UNIT_SET[u * 3 + (c >> 5)]! |= 1 << (c & 31);

/** Fills out[(d - 1) * 3 + w] with word w of the set of cells holding candidate d. */
export function fillDigitSets(cands: Uint16Array, out: Uint32Array | Int32Array): void {
  out.fill(0);
  for (let c = 0; c < 81; c++) for (let m = cands[c]!; m; m &= m - 1) out[(31 - Math.clz32(m & -m)) * 3 + (c >> 5)]! |= 1 << (c & 31);
}

/** How many cells a word of a set holds. */
export function bitCount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The cell of the lowest bit of word `m` of a set, word index `w`. Loops over a set go
 * `for (let w = 0; w < 3; w++) for (let m = set[w]; m; m &= m - 1) lowestCell(w, m)`: ascending.
 */
export function lowestCell(w: number, m: number): number {
  return (w << 5) + 31 - Math.clz32(m & -m);
}

export function addCell(set: CellSet, c: number): void {
  set[c >> 5]! |= 1 << (c & 31);
}

export function hasCell(set: CellSet, c: number): boolean {
  return (set[c >> 5]! & (1 << (c & 31))) !== 0;
}

/** Whether cell c sees some cell of `set`. */
export function seesAny(c: number, set: CellSet): boolean {
  return ((PEER_SET[c * 3]! & set[0]!) | (PEER_SET[c * 3 + 1]! & set[1]!) | (PEER_SET[c * 3 + 2]! & set[2]!)) !== 0;
}

export function isEmpty(set: CellSet): boolean {
  return (set[0]! | set[1]! | set[2]!) === 0;
}

/** Fills `out` with every cell that sees some cell of `set`. */
export function peersOfAll(set: CellSet, out: CellSet): void {
  out.fill(0);
  for (let w = 0; w < 3; w++) {
    for (let m = set[w]!; m; m &= m - 1) {
      const c = lowestCell(w, m);
      out[0]! |= PEER_SET[c * 3]!;
      out[1]! |= PEER_SET[c * 3 + 1]!;
      out[2]! |= PEER_SET[c * 3 + 2]!;
    }
  }
}

/**
 * Fills `out` with the cells holding candidate d, read from the unit positions table `up` (see
 * patterns.ts unitPositions): row r's mask is its cells r * 9 + k, nine bits at offset r * 9.
 */
export function digitCells(up: Uint16Array, d: number, out: CellSet): void {
  out.fill(0);
  for (let r = 0; r < 9; r++) {
    const m = up[r * 9 + d - 1]!;
    const at = r * 9;
    out[at >> 5]! |= m << (at & 31);
    // A row across a word boundary: its high bits go to the next word.
    if ((at & 31) > 23) out[(at >> 5) + 1]! |= m >>> (32 - (at & 31));
  }
}

/** Appends to `out` the cells of `set`, ascending, as eliminations of `digit`; returns `out`. */
export function eliminationsIn(set: ArrayLike<number>, digit: number, out: CellDigit[] = []): CellDigit[] {
  for (let w = 0; w < 3; w++) for (let m = set[w]!; m; m &= m - 1) out.push({ cell: lowestCell(w, m), digit });
  return out;
}

/** The cells of `set`, ascending. */
export function cellsIn(set: CellSet): number[] {
  const out: number[] = [];
  for (let w = 0; w < 3; w++) {
    for (let m = set[w]!; m; m &= m - 1) out.push(lowestCell(w, m));
  }
  return out;
}

const SKIP = newCellSet();

/** A scratch set holding just x and y, for seeBothElims (valid until the next call). */
export function pairSet(x: number, y: number): CellSet {
  SKIP.fill(0);
  addCell(SKIP, x);
  addCell(SKIP, y);
  return SKIP;
}

/**
 * Eliminations of `digit` from every cell outside `skip` that sees both a and b, ascending, or
 * null when there are none: the same cells, in the same order, as patterns.ts
 * seeAllElims(pos, digit, [a, b], exclude) with `skip` holding the excluded cells other than a, b.
 */
export function seeBothElims(pos: Position, digit: number, a: number, b: number, skip: CellSet): CellDigit[] | null {
  const bit = 1 << (digit - 1);
  const cands = pos.cands;
  let out: CellDigit[] | null = null;
  for (let w = 0; w < 3; w++) {
    for (let m = PEER_SET[a * 3 + w]! & PEER_SET[b * 3 + w]! & ~skip[w]!; m; m &= m - 1) {
      const c = lowestCell(w, m);
      if (cands[c]! & bit) (out ??= []).push({ cell: c, digit });
    }
  }
  return out;
}
