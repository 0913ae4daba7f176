// SE's aligned exclusion: a combination of digits for a few base cells is impossible when it
// repeats a digit in a house or when it takes every candidate of a cell all base cells see (an
// "excluding" cell with few candidates); a base cell's digit that appears in no possible
// combination is removed. SE rates the pair 6.2 and the triplet 7.5.

import { PEERS, POPCOUNT, SEES } from "../grid.ts";
import type { CellDigit, Position } from "../techniques/position.ts";
import { bitCount32 } from "../techniques/cell-sets.ts";
import type { ExplainerHint, Producer } from "./hint.ts";

export const ALIGNED_PAIR_VALUE = 6.2;
export const ALIGNED_TRIPLET_VALUE = 7.5;

/** A set of cells as three 27-bit words. */
type CellSet = Uint32Array;

function cellSet(cells: readonly number[]): CellSet {
  const s = new Uint32Array(3);
  for (const c of cells) s[(c / 27) | 0]! |= 1 << (c % 27);
  return s;
}

interface BaseCells {
  /** SE's base cells in row-major order. */
  cells: number[];
  /** Per base cell, its excluding cells (peers with 2..degree candidates), ascending. */
  excluders: number[][];
  excluderSets: CellSet[];
}

/**
 * SE's base cells: two or more candidates, at least one excluding peer, and no peer with a single
 * candidate (SE skips those: a naked single comes first).
 */
function baseCells(cands: Uint16Array, degree: number): BaseCells {
  const cells: number[] = [];
  const excluders: number[][] = [];
  for (let c = 0; c < 81; c++) {
    if (POPCOUNT[cands[c]!]! < 2) continue;
    const ex: number[] = [];
    let single = false;
    for (const p of PEERS[c]!) {
      const k = POPCOUNT[cands[p]!]!;
      if (k === 1) single = true;
      else if (k >= 2 && k <= degree) ex.push(p);
    }
    if (single || !ex.length) continue;
    cells.push(c);
    excluders.push(ex);
  }
  return { cells, excluders, excluderSets: excluders.map(cellSet) };
}

function eliminations(cells: readonly number[], removable: readonly number[]): CellDigit[] {
  const out: CellDigit[] = [];
  cells.forEach((cell, i) => {
    for (let d = 1; d <= 9; d++) if (removable[i]! & (1 << (d - 1))) out.push({ cell, digit: d });
  });
  return out;
}

const bits = (m: number): number[] => {
  const out: number[] = [];
  for (; m; m &= m - 1) out.push(m & -m);
  return out;
};

/** Per candidate mask: 1 while a common excluding cell of the pair tried holds exactly it. */
const blocked = new Uint8Array(512);

/** Sets `blocked` to `to` for the masks of the cells in the set (w0, w1, w2). */
function setBlocked(cands: Uint16Array, w0: number, w1: number, w2: number, to: number): void {
  for (let w = 0; w < 3; w++) {
    for (let v = w === 0 ? w0 : w === 1 ? w1 : w2; v; v &= v - 1) blocked[cands[w * 27 + 31 - Math.clz32(v & -v)]!] = to;
  }
}

/**
 * Aligned pair exclusion (6.2). SE tries the pairs of base cells in its order ((0,1), (0,2), (1,2),
 * (0,3), …) and applies the first that removes something; the pair needs two common excluding
 * cells, which here are bivalue, so a combination is impossible when it equals one of them.
 */
export const alignedPairExclusion: Producer = (pos: Position): ExplainerHint | null => {
  const cands = pos.cands;
  const { cells, excluderSets } = baseCells(cands, 2);
  for (let j = 1; j < cells.length; j++) {
    const c1 = cells[j]!;
    const s1 = excluderSets[j]!;
    for (let i = 0; i < j; i++) {
      const s0 = excluderSets[i]!;
      const w0 = s0[0]! & s1[0]!;
      const w1 = s0[1]! & s1[1]!;
      const w2 = s0[2]! & s1[2]!;
      if (bitCount32(w0) + bitCount32(w1) + bitCount32(w2) < 2) continue;
      const c0 = cells[i]!;
      // The common excluding cells are the cells of both sets (w0, w1, w2).
      setBlocked(cands, w0, w1, w2, 1);
      const same = SEES[c0 * 81 + c1] === 1;
      const m0 = cands[c0]!;
      const m1 = cands[c1]!;
      let ok0 = 0;
      let ok1 = 0;
      for (let r0 = m0; r0; r0 &= r0 - 1) {
        const a = r0 & -r0;
        for (let r1 = m1; r1; r1 &= r1 - 1) {
          const b = r1 & -r1;
          if (a === b ? same : blocked[a | b]) continue;
          ok0 |= a;
          ok1 |= b;
        }
      }
      setBlocked(cands, w0, w1, w2, 0);
      if ((m0 & ~ok0) | (m1 & ~ok1))
        return {
          name: "Aligned Pair Exclusion",
          difficulty: ALIGNED_PAIR_VALUE,
          placements: [],
          eliminations: eliminations([c0, c1], [m0 & ~ok0, m1 & ~ok1]),
        };
    }
  }
  return null;
};

/**
 * Aligned triplet exclusion (7.5), a chaining-stage producer in SE: producers.ts places it (after
 * the cycles, before Nishio). For each pair of base cells in SE's order, the third cell is taken
 * from the base cells among the pair's excluding cells (the first cell's, then the second's); the
 * three need two common excluding cells with two or three candidates.
 */
export const alignedTripletExclusion: Producer = (pos: Position): ExplainerHint | null => {
  const cands = pos.cands;
  const { cells, excluders, excluderSets } = baseCells(cands, 3);
  const indexOf = new Int8Array(81).fill(-1);
  cells.forEach((c, i) => (indexOf[c] = i));
  const inTwin = new Uint8Array(81);
  for (let j = 1; j < cells.length; j++) {
    const c1 = cells[j]!;
    const s1 = excluderSets[j]!;
    for (let i = 0; i < j; i++) {
      const s0 = excluderSets[i]!;
      const p0 = s0[0]! & s1[0]!;
      const p1 = s0[1]! & s1[1]!;
      const p2 = s0[2]! & s1[2]!;
      // The three cells' common excluders are among the pair's.
      if (bitCount32(p0) + bitCount32(p1) + bitCount32(p2) < 2) continue;
      const c0 = cells[i]!;
      const twin: number[] = [];
      for (const list of [excluders[i]!, excluders[j]!]) {
        for (const c of list) {
          if (inTwin[c] || indexOf[c]! < 0 || c === c0 || c === c1) continue;
          inTwin[c] = 1;
          twin.push(c);
        }
      }
      for (const c of twin) inTwin[c] = 0;
      for (const c2 of twin) {
        const s2 = excluderSets[indexOf[c2]!]!;
        const w0 = p0 & s2[0]!;
        const w1 = p1 & s2[1]!;
        const w2 = p2 & s2[2]!;
        if (bitCount32(w0) + bitCount32(w1) + bitCount32(w2) < 2) continue;
        const common: number[] = [];
        for (let c = 0; c < 81; c++)
          if (c < 27 ? w0 & (1 << c) : c < 54 ? w1 & (1 << (c - 27)) : w2 & (1 << (c - 54))) common.push(cands[c]!);
        const removable = tripletRemovable(cands, c0, c1, c2, common);
        if (removable)
          return {
            name: "Aligned Triplet Exclusion",
            difficulty: ALIGNED_TRIPLET_VALUE,
            placements: [],
            eliminations: eliminations([c0, c1, c2], removable),
          };
      }
    }
  }
  return null;
};

/** The digits of each base cell that no possible combination uses, or null when there are none. */
function tripletRemovable(cands: Uint16Array, c0: number, c1: number, c2: number, common: readonly number[]): number[] | null {
  const s01 = SEES[c0 * 81 + c1] === 1;
  const s02 = SEES[c0 * 81 + c2] === 1;
  const s12 = SEES[c1 * 81 + c2] === 1;
  const m0 = cands[c0]!;
  const m1 = cands[c1]!;
  const m2 = cands[c2]!;
  let ok0 = 0;
  let ok1 = 0;
  let ok2 = 0;
  for (const a of bits(m0)) {
    for (const b of bits(m1)) {
      if (a === b && s01) continue;
      for (const c of bits(m2)) {
        if ((a === c && s02) || (b === c && s12)) continue;
        const u = a | b | c;
        if (common.some((e) => (e & ~u) === 0)) continue;
        ok0 |= a;
        ok1 |= b;
        ok2 |= c;
      }
    }
    if (ok0 === m0 && ok1 === m1 && ok2 === m2) return null;
  }
  const removable = [m0 & ~ok0, m1 & ~ok1, m2 & ~ok2];
  return removable.some((m) => m) ? removable : null;
}
