// Chains: X-chain (one digit, alternating strong and weak links) and XY-chain (bivalue cells).
// Both return the shortest chain with an elimination, up to MAX_CHAIN_CELLS cells.

import { MASK_DIGITS, PEERS, SEES, SINGLE_DIGIT } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { ADJ, DEG, strongAdjacency } from "./links.ts";
import { bivalueCells, seeAllElims } from "./patterns.ts";
import type { CellDigit, Position } from "./position.ts";

/** Longest chain (in cells) the chain finders consider; longer chains are poor hints anyway. */
const MAX_CHAIN_CELLS = 14;

const QUEUE = new Int16Array(810);

function findXChain(pos: Position, up: Uint16Array): Finding | null {
  let best: Finding | null = null;
  let bestLen = MAX_CHAIN_CELLS + 1;
  const prev = new Int16Array(162);
  const dist = new Int16Array(162);
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    strongAdjacency(up, d);
    const withDigit: number[] = [];
    for (let c = 0; c < 81; c++) if (pos.cands[c]! & bit) withDigit.push(c);
    for (const s of withDigit) {
      if (DEG[s] === 0) continue;
      // State = cell * 2 + p; p = 0: next link must be strong; p = 1: reached by a strong link.
      dist.fill(-1);
      prev.fill(-1);
      dist[s * 2] = 0;
      dist[s * 2 + 1] = 0; // the start cell is never re-entered
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
            if (dist[ns] !== -1) continue;
            dist[ns] = len + 1;
            prev[ns] = st;
            queue[qn++] = ns;
            // An odd-length strong-ended chain: s or n holds d.
            const cellsInChain = len + 2;
            if (cellsInChain < 4 || cellsInChain >= bestLen) continue;
            const path: number[] = [];
            for (let x = ns; x !== -1; x = prev[x]!) path.push(x >> 1);
            path.reverse();
            if (new Set(path).size !== path.length) continue;
            const elims = seeAllElims(pos, d, [s, n], path);
            if (!elims.length) continue;
            bestLen = cellsInChain;
            best = {
              eliminations: elims,
              cells: path.slice(),
              digits: [d],
              chain: path.map((cell) => ({ cell, digit: d })),
            };
          }
        } else {
          for (const n of withDigit) {
            if (n === c || !SEES[c * 81 + n]) continue;
            const ns = n * 2;
            if (dist[ns] !== -1) continue;
            dist[ns] = len + 1;
            prev[ns] = st;
            queue[qn++] = ns;
          }
        }
      }
    }
  }
  return best;
}

function findXYChain(pos: Position): Finding | null {
  const bv = bivalueCells(pos);
  if (bv.length < 3) return null;
  const isBv = new Uint8Array(81);
  for (const c of bv) isBv[c] = 1;
  let best: Finding | null = null;
  let bestLen = MAX_CHAIN_CELLS + 1;
  // State = cell * 10 + digit the cell is forced to hold if the start is not z.
  const prev = new Int16Array(810);
  const depth = new Int16Array(810);
  for (const s of bv) {
    for (const z of MASK_DIGITS[pos.cands[s]!]!) {
      const first = SINGLE_DIGIT[pos.cands[s]! & ~(1 << (z - 1))]!;
      prev.fill(-1);
      depth.fill(-1);
      const start = s * 10 + first;
      depth[start] = 1;
      const queue = QUEUE;
      let qn = 0;
      queue[qn++] = start;
      const onPath = (st: number, cell: number): boolean => {
        for (let x = st; x !== -1; x = prev[x]!) if (((x / 10) | 0) === cell) return true;
        return false;
      };
      for (let qi = 0; qi < qn; qi++) {
        const st = queue[qi]!;
        const c = (st / 10) | 0;
        const out = st % 10;
        const len = depth[st]!;
        if (len + 1 >= bestLen) break;
        const outBit = 1 << (out - 1);
        for (const n of PEERS[c]!) {
          if (!isBv[n] || !(pos.cands[n]! & outBit)) continue;
          const nOut = SINGLE_DIGIT[pos.cands[n]! & ~outBit]!;
          const ns = n * 10 + nOut;
          if (depth[ns] !== -1 || onPath(st, n)) continue;
          depth[ns] = len + 1;
          prev[ns] = st;
          queue[qn++] = ns;
          if (nOut !== z || len + 1 < 3) continue;
          const path: number[] = [];
          for (let x = ns; x !== -1; x = prev[x]!) path.push((x / 10) | 0);
          path.reverse();
          const elims = seeAllElims(pos, z, [s, n], path);
          if (!elims.length) continue;
          bestLen = len + 1;
          const chain: CellDigit[] = [];
          for (let x = ns; x !== -1; x = prev[x]!) chain.push({ cell: (x / 10) | 0, digit: x % 10 });
          chain.reverse();
          best = { eliminations: elims, cells: path, digits: [z], chain };
          break;
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
