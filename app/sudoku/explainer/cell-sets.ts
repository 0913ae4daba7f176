// Cell sets as three 32-bit words (cell c is bit c & 31 of word c >> 5), for the producers that
// intersect peers, units and a digit's cells: a few ANDs instead of loops over cells. Iterating a
// set's bits word by word, lowest first, visits its cells in ascending order.

import { SEES, UNITS } from "../grid.ts";

/** PEER_SET[c * 3 + w]: word w of the cells cell c sees. */
export const PEER_SET = new Uint32Array(81 * 3);
/** UNIT_SET[u * 3 + w]: word w of unit u's cells (UNITS order: rows, columns, boxes). */
export const UNIT_SET = new Uint32Array(27 * 3);
for (let c = 0; c < 81; c++) {
  for (let o = 0; o < 81; o++) if (SEES[c * 81 + o]) PEER_SET[c * 3 + (o >> 5)]! |= 1 << (o & 31);
}
for (let u = 0; u < 27; u++) for (const c of UNITS[u]!) UNIT_SET[u * 3 + (c >> 5)]! |= 1 << (c & 31);

/** Fills out[(d - 1) * 3 + w]: word w of the cells holding digit d. */
export function fillDigitSets(cands: Uint16Array, out: Uint32Array): void {
  out.fill(0);
  for (let c = 0; c < 81; c++) for (let m = cands[c]!; m; m &= m - 1) out[(31 - Math.clz32(m & -m)) * 3 + (c >> 5)]! |= 1 << (c & 31);
}

/** The cell of a word's lowest set bit `v & -v`, in word w. */
export function lowestCell(w: number, v: number): number {
  return w * 32 + 31 - Math.clz32(v & -v);
}

export function bitCount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
