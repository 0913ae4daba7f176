// Helpers shared by the technique finders: the unit positions table, cells of a unit, common peers,
// combinations and bivalue cells.

import { POPCOUNT, SEES, UNITS } from "../grid.ts";
import type { CellDigit, Position } from "./position.ts";

/** Fills out[u * 9 + d - 1] with the 9-bit mask of indices k where UNITS[u][k] has candidate d. */
export function unitPositions(pos: Position, out: Uint16Array): Uint16Array {
  out.fill(0);
  const cands = pos.cands;
  for (let u = 0; u < 27; u++) {
    const cells = UNITS[u]!;
    for (let k = 0; k < 9; k++) {
      let m = cands[cells[k]!]!;
      while (m) {
        const bit = m & -m;
        m ^= bit;
        out[u * 9 + 31 - Math.clz32(bit)]! |= 1 << k;
      }
    }
  }
  return out;
}

/** The cells of unit `u` at the indices set in `mask`. */
export function cellsOf(u: number, mask: number): number[] {
  const cells = UNITS[u]!;
  const out: number[] = [];
  for (let k = 0; k < 9; k++) if (mask & (1 << k)) out.push(cells[k]!);
  return out;
}

/** Eliminations of `digit` from every cell (except `exclude`) that sees all of `pivots`. */
export function seeAllElims(pos: Position, digit: number, pivots: readonly number[], exclude: readonly number[]): CellDigit[] {
  const bit = 1 << (digit - 1);
  const out: CellDigit[] = [];
  for (let c = 0; c < 81; c++) {
    if (!(pos.cands[c]! & bit) || exclude.includes(c)) continue;
    let all = true;
    for (const p of pivots) {
      if (!SEES[c * 81 + p]) {
        all = false;
        break;
      }
    }
    if (all) out.push({ cell: c, digit });
  }
  return out;
}

/**
 * Calls `visit` with each k-subset of `items` (in order) until it returns true; returns whether one
 * did. The array passed is reused between calls (copy it to keep it). Iterative: the finders call
 * this at every step of every rating, and a recursive closure per call showed in profiles.
 */
export function combinations(items: readonly number[], k: number, visit: (combo: number[]) => boolean): boolean {
  const n = items.length;
  if (k > n) return false;
  const idx: number[] = [];
  const combo: number[] = [];
  for (let i = 0; i < k; i++) {
    idx.push(i);
    combo.push(items[i]!);
  }
  for (;;) {
    if (visit(combo)) return true;
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return false;
    idx[i]!++;
    combo[i] = items[idx[i]!]!;
    for (let j = i + 1; j < k; j++) {
      idx[j] = idx[j - 1]! + 1;
      combo[j] = items[idx[j]!]!;
    }
  }
}

/**
 * Walks the k-subsets of masks[0..count) whose OR has at most `limit` bits, in the order
 * `combinations` visits them, without allocating: the finders for subsets and fish run it at every
 * step of every rating. A prefix whose OR already has more than `limit` bits is cut off with all its
 * extensions (the OR only grows), which skips most of the subsets. Use: start(), then while next()
 * read idx[0..k) and union. One walker per module suffices: the finders are never re-entered.
 */
export class MaskCombos {
  /** The indices (into masks) of the current subset, ascending. */
  readonly idx = new Int32Array(9);
  /** The OR of the current subset's masks. */
  union = 0;
  /** acc[i]: the OR of the masks at idx[0..i). */
  private readonly acc = new Int32Array(10);
  private masks: ArrayLike<number> = [];
  private count = 0;
  private k = 0;
  private limit = 0;
  private depth = 0;

  start(masks: ArrayLike<number>, count: number, k: number, limit: number): void {
    this.masks = masks;
    this.count = count;
    this.k = k;
    this.limit = limit;
    this.depth = k > count || k < 1 ? -1 : 0;
    this.idx[0] = -1;
  }

  /** Moves to the next subset; false when there is none. */
  next(): boolean {
    const { idx, acc, masks, count, k, limit } = this;
    let i = this.depth;
    while (i >= 0) {
      const j = ++idx[i]!;
      // Too few masks left after j to fill positions i+1..k-1: back up one position.
      if (j > count - k + i) {
        i--;
        continue;
      }
      const u = acc[i]! | masks[j]!;
      if (POPCOUNT[u]! > limit) continue;
      acc[i + 1] = u;
      if (i === k - 1) {
        this.depth = i;
        this.union = u;
        return true;
      }
      i++;
      idx[i] = j;
    }
    this.depth = -1;
    return false;
  }
}

export function sortElims(elims: CellDigit[]): CellDigit[] {
  return elims.sort((a, b) => a.cell - b.cell || a.digit - b.digit);
}

/** Empty cells with exactly two candidates, ascending. */
export function bivalueCells(pos: Position): number[] {
  const out: number[] = [];
  for (let c = 0; c < 81; c++) if (!pos.values[c] && POPCOUNT[pos.cands[c]!] === 2) out.push(c);
  return out;
}
