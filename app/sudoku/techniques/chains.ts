// Chains: X-chain (one digit, alternating strong and weak links) and XY-chain (bivalue cells).
// Both return the shortest chain with an elimination, up to MAX_CHAIN_CELLS cells.

import { MASK_DIGITS, SINGLE_DIGIT } from "../grid.ts";
import { PEER_SET, addCell, hasCell, lowestCell, newCellSet, seeBothElims } from "./cell-sets.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { ADJ, DEG, LINKED, strongAdjacency } from "./links.ts";
import { bivalueCells } from "./patterns.ts";
import type { CellDigit, Position } from "./position.ts";

/** Longest chain (in cells) the chain finders consider; longer chains are poor hints anyway. */
const MAX_CHAIN_CELLS = 14;

// Scratch for the breadth-first searches. A state counts as reached only when STAMP holds the
// current search's number, so a new search starts without clearing DIST and PREV.
const QUEUE = new Int16Array(810);
const PREV = new Int16Array(810);
const DIST = new Int16Array(810);
const STAMP = new Int32Array(810);
let search = 0;

function beginSearch(): number {
  if (++search === 0x7fffffff) {
    STAMP.fill(0);
    search = 1;
  }
  return search;
}

const PATH = newCellSet();

/**
 * Puts the cells of the X-chain ending in state `st` into PATH; false if a cell repeats (a chain
 * through a cell twice is no chain).
 */
function xChainCells(st: number): boolean {
  PATH.fill(0);
  for (let x = st; x !== -1; x = PREV[x]!) {
    const c = x >> 1;
    if (hasCell(PATH, c)) return false;
    addCell(PATH, c);
  }
  return true;
}

function findXChain(pos: Position, up: Uint16Array): Finding | null {
  let best: Finding | null = null;
  let bestLen = MAX_CHAIN_CELLS + 1;
  for (let d = 1; d <= 9; d++) {
    strongAdjacency(up, d);
    // Start at each cell with a strong link on d (LINKED, ascending).
    for (let w = 0; w < 3; w++) {
      for (let m = LINKED[w]!; m; m &= m - 1) {
        const found = xChainFrom(pos, d, lowestCell(w, m), bestLen);
        if (!found) continue;
        best = found;
        bestLen = found.cells!.length;
      }
    }
  }
  return best;
}

/**
 * The shortest X-chain on d (strong links in ADJ/DEG) from cell s with an elimination and fewer
 * than `bestLen` cells, or null: a breadth-first search.
 */
function xChainFrom(pos: Position, d: number, s: number, bestLen: number): Finding | null {
  let best: Finding | null = null;
  const prev = PREV;
  const dist = DIST;
  // State = cell * 2 + p; p = 0: next link must be strong; p = 1: reached by a strong link.
  const stamp = beginSearch();
  dist[s * 2] = 0;
  prev[s * 2] = -1;
  STAMP[s * 2] = stamp;
  STAMP[s * 2 + 1] = stamp; // the start cell is never re-entered
  const queue = QUEUE;
  let qn = 0;
  queue[qn++] = s * 2;
  for (let qi = 0; qi < qn; qi++) {
    const st = queue[qi]!;
    const c = st >> 1;
    const len = dist[st]!;
    if (len + 2 > bestLen) break;
    if ((st & 1) === 0) {
      for (let k = 0; k < DEG[c]!; k++) {
        const n = ADJ[c * 3 + k]!;
        const ns = n * 2 + 1;
        if (STAMP[ns] === stamp) continue;
        STAMP[ns] = stamp;
        dist[ns] = len + 1;
        prev[ns] = st;
        queue[qn++] = ns;
        // An odd-length strong-ended chain: s or n holds d.
        const cellsInChain = len + 2;
        if (cellsInChain < 4 || cellsInChain >= bestLen) continue;
        if (!xChainCells(ns)) continue;
        const elims = seeBothElims(pos, d, s, n, PATH);
        if (!elims) continue;
        bestLen = cellsInChain;
        const path = chainCells(ns, 2);
        best = {
          eliminations: elims,
          cells: path.slice(),
          digits: [d],
          chain: path.map((cell) => ({ cell, digit: d })),
        };
      }
    } else {
      // Weak links: the cells with d that c sees, ascending. Those without a strong link on d are
      // left out: the chain cannot go on from them, and skipping them changes no other state.
      for (let w = 0; w < 3; w++) {
        for (let m = PEER_SET[c * 3 + w]! & LINKED[w]!; m; m &= m - 1) {
          const ns = lowestCell(w, m) * 2;
          if (STAMP[ns] === stamp) continue;
          STAMP[ns] = stamp;
          dist[ns] = len + 1;
          prev[ns] = st;
          queue[qn++] = ns;
        }
      }
    }
  }
  return best;
}

/** The cells of the chain ending in state `st`, from its start (a state is cell * `per` + ...). */
function chainCells(st: number, per: number): number[] {
  const path: number[] = [];
  for (let x = st; x !== -1; x = PREV[x]!) path.push((x / per) | 0);
  return path.reverse();
}

/** Whether the XY-chain ending in state `st` passes through `cell`. */
function onXYPath(st: number, cell: number): boolean {
  for (let x = st; x !== -1; x = PREV[x]!) if (((x / 10) | 0) === cell) return true;
  return false;
}

/** BIVALUE_WITH[d]: the bivalue cells holding d (as cell sets); filled per XY-chain search. */
const BIVALUE_WITH = Array.from({ length: 10 }, newCellSet);

function findXYChain(pos: Position): Finding | null {
  const bv = bivalueCells(pos);
  if (bv.length < 3) return null;
  for (const set of BIVALUE_WITH) set.fill(0);
  for (const c of bv) for (const d of MASK_DIGITS[pos.cands[c]!]!) addCell(BIVALUE_WITH[d]!, c);
  let best: Finding | null = null;
  let bestLen = MAX_CHAIN_CELLS + 1;
  // State = cell * 10 + digit the cell is forced to hold if the start is not z.
  const prev = PREV;
  const depth = DIST;
  for (const s of bv) {
    for (const z of MASK_DIGITS[pos.cands[s]!]!) {
      const first = SINGLE_DIGIT[pos.cands[s]! & ~(1 << (z - 1))]!;
      const stamp = beginSearch();
      const start = s * 10 + first;
      depth[start] = 1;
      prev[start] = -1;
      STAMP[start] = stamp;
      const queue = QUEUE;
      let qn = 0;
      queue[qn++] = start;
      for (let qi = 0; qi < qn; qi++) {
        const st = queue[qi]!;
        const c = (st / 10) | 0;
        const out = st % 10;
        const len = depth[st]!;
        if (len + 1 >= bestLen) break;
        const outBit = 1 << (out - 1);
        // The bivalue peers of c holding `out`, ascending (as PEERS lists them).
        const next = BIVALUE_WITH[out]!;
        let found = false;
        for (let w = 0; w < 3 && !found; w++) {
          for (let m = PEER_SET[c * 3 + w]! & next[w]!; m; m &= m - 1) {
            const n = lowestCell(w, m);
            const nOut = SINGLE_DIGIT[pos.cands[n]! & ~outBit]!;
            const ns = n * 10 + nOut;
            if (STAMP[ns] === stamp || onXYPath(st, n)) continue;
            STAMP[ns] = stamp;
            depth[ns] = len + 1;
            prev[ns] = st;
            queue[qn++] = ns;
            if (nOut !== z || len + 1 < 3) continue;
            PATH.fill(0);
            for (let x = ns; x !== -1; x = prev[x]!) addCell(PATH, (x / 10) | 0);
            const elims = seeBothElims(pos, z, s, n, PATH);
            if (!elims) continue;
            bestLen = len + 1;
            const chain: CellDigit[] = [];
            for (let x = ns; x !== -1; x = prev[x]!) chain.push({ cell: (x / 10) | 0, digit: x % 10 });
            chain.reverse();
            best = { eliminations: elims, cells: chainCells(ns, 10), digits: [z], chain };
            // The shortest chain yet: no later state of this search can beat it (the queue loop ends on bestLen).
            found = true;
            break;
          }
        }
      }
    }
  }
  return best;
}

export const X_CHAIN = {
  id: "x-chain",
  name: "X-Chain",
  level: 5,
  score: 260,
  numeric: 6.5,
  find: (pos, up) => findXChain(pos, up()),
} as const satisfies TechniqueEntry;

export const XY_CHAIN = {
  id: "xy-chain",
  name: "XY-Chain",
  level: 5,
  score: 260,
  numeric: 6.6,
  find: findXYChain,
} as const satisfies TechniqueEntry;
