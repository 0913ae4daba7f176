// Alternating inference chains (AIC) with grouped nodes. A node is one candidate, or a digit's
// candidates where a box meets a row or column (a group: "the digit is in one of these cells").
// Strong link A = B: A false forces B true (a cell's two candidates, a digit's two places in a
// unit, where a place may be a group). Weak link A - B: A true forces B false (two candidates of
// one cell, or the same digit in nodes whose cells all see each other).
// A chain that starts and ends with a strong link and alternates proves "first node or last node
// is true". With the same digit at both ends, every cell seeing all cells of both ends loses it;
// with different digits in two cells that see each other, each end's cell loses the other's digit;
// in one cell, the cell keeps only the two digits. X-chains, XY-chains, the wings and skyscrapers
// are special cases; they are found earlier, so this finder reports the chains they cannot.

import { CELL_UNITS, MASK_DIGITS, SEES, UNITS } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import type { CellDigit, ChainNode, Position } from "./position.ts";

/** Longest chain (in nodes) the finder considers: longer chains make poor hints. */
const MAX_CHAIN_NODES = 16;

interface Graph {
  nodes: ChainNode[];
  strong: number[][];
  weak: number[][];
}

const key = (cells: readonly number[], digit: number) => `${digit}:${cells.join(",")}`;

function buildGraph(pos: Position): Graph {
  const nodes: ChainNode[] = [];
  const index = new Map<string, number>();
  const nodeOf = (cells: number[], digit: number): number => {
    cells.sort((a, b) => a - b);
    const k = key(cells, digit);
    let i = index.get(k);
    if (i === undefined) {
      i = nodes.length;
      nodes.push({ cells, digit });
      index.set(k, i);
    }
    return i;
  };
  const strongPairs: [number, number][] = [];
  for (let c = 0; c < 81; c++) {
    if (pos.values[c]) continue;
    const ds = MASK_DIGITS[pos.cands[c]!]!;
    for (const d of ds) nodeOf([c], d);
    if (ds.length === 2) strongPairs.push([nodeOf([c], ds[0]!), nodeOf([c], ds[1]!)]);
  }
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    for (let u = 0; u < 27; u++) {
      const places = UNITS[u]!.filter((c) => pos.cands[c]! & bit);
      if (places.length < 2) continue;
      if (places.length === 2) {
        strongPairs.push([nodeOf([places[0]!], d), nodeOf([places[1]!], d)]);
        continue;
      }
      // Split the places by the crossing units (boxes for a line; rows, then columns for a box):
      // when they fall into exactly two, the two parts are strongly linked.
      const crossings = u < 18 ? [2] : [0, 1];
      for (const k of crossings) {
        const parts = new Map<number, number[]>();
        for (const c of places) {
          const x = CELL_UNITS[c]![k]!;
          const part = parts.get(x);
          if (part) part.push(c);
          else parts.set(x, [c]);
        }
        if (parts.size !== 2) continue;
        const [a, b] = [...parts.values()] as [number[], number[]];
        strongPairs.push([nodeOf(a, d), nodeOf(b, d)]);
      }
    }
  }
  const strong: number[][] = nodes.map(() => []);
  for (const [a, b] of strongPairs) {
    if (!strong[a]!.includes(b)) strong[a]!.push(b);
    if (!strong[b]!.includes(a)) strong[b]!.push(a);
  }
  // Weak links: same digit, disjoint, every cell of one sees every cell of the other; or two
  // candidates of one cell.
  const byDigit: number[][] = Array.from({ length: 10 }, () => []);
  nodes.forEach((n, i) => byDigit[n.digit]!.push(i));
  const weak: number[][] = nodes.map(() => []);
  nodes.forEach((n, i) => {
    for (const j of byDigit[n.digit]!) {
      if (j === i) continue;
      const m = nodes[j]!;
      if (n.cells.every((a) => m.cells.every((b) => SEES[a * 81 + b]))) weak[i]!.push(j);
    }
    if (n.cells.length === 1) {
      const c = n.cells[0]!;
      for (const d of MASK_DIGITS[pos.cands[c]!]!) if (d !== n.digit) weak[i]!.push(index.get(key([c], d))!);
    }
  });
  return { nodes, strong, weak };
}

/** What "first or last node is true" removes; empty when nothing. */
function eliminations(pos: Position, a: ChainNode, b: ChainNode, onChain: (cell: number, digit: number) => boolean): CellDigit[] {
  const out: CellDigit[] = [];
  if (a.digit === b.digit) {
    const bit = 1 << (a.digit - 1);
    for (let c = 0; c < 81; c++) {
      if (!(pos.cands[c]! & bit) || onChain(c, a.digit)) continue;
      if (a.cells.every((x) => SEES[c * 81 + x]) && b.cells.every((x) => SEES[c * 81 + x])) out.push({ cell: c, digit: a.digit });
    }
    return out;
  }
  if (a.cells.length !== 1 || b.cells.length !== 1) return out;
  const ca = a.cells[0]!;
  const cb = b.cells[0]!;
  if (ca === cb) {
    for (const d of MASK_DIGITS[pos.cands[ca]!]!) if (d !== a.digit && d !== b.digit) out.push({ cell: ca, digit: d });
    return out;
  }
  if (!SEES[ca * 81 + cb]) return out;
  if (pos.cands[ca]! & (1 << (b.digit - 1))) out.push({ cell: ca, digit: b.digit });
  if (pos.cands[cb]! & (1 << (a.digit - 1))) out.push({ cell: cb, digit: a.digit });
  return out;
}

function findAic(pos: Position): Finding | null {
  const g = buildGraph(pos);
  const n = g.nodes.length;
  // State = node * 2 + t; t = 1: the node is true (reached by a strong link), 0: false.
  const prev = new Int32Array(n * 2);
  const depth = new Int32Array(n * 2);
  const queue = new Int32Array(n * 2);
  let best: Finding | null = null;
  let bestLen = MAX_CHAIN_NODES + 1;
  for (let s = 0; s < n; s++) {
    if (g.strong[s]!.length === 0) continue;
    prev.fill(-1);
    depth.fill(-1);
    depth[s * 2] = 1;
    depth[s * 2 + 1] = 1; // the start is never re-entered
    let qn = 0;
    queue[qn++] = s * 2;
    for (let qi = 0; qi < qn; qi++) {
      const st = queue[qi]!;
      const node = st >> 1;
      const len = depth[st]!;
      if (len + 1 >= bestLen) break;
      const isTrue = st & 1;
      const next = isTrue ? g.weak[node]! : g.strong[node]!;
      for (const m of next) {
        const ms = m * 2 + (isTrue ? 0 : 1);
        if (depth[ms] !== -1) continue;
        depth[ms] = len + 1;
        prev[ms] = st;
        queue[qn++] = ms;
        if (isTrue || len + 1 < 4) continue;
        const path: number[] = [];
        for (let x = ms; x !== -1; x = prev[x]!) path.push(x >> 1);
        path.reverse();
        const nodes = path.map((i) => g.nodes[i]!);
        if (!simplePath(nodes)) continue;
        const onChain = (cell: number, digit: number) => nodes.some((x) => x.digit === digit && x.cells.includes(cell));
        const elims = eliminations(pos, nodes[0]!, nodes[nodes.length - 1]!, onChain);
        if (!elims.length) continue;
        bestLen = len + 1;
        best = {
          eliminations: elims.sort((x, y) => x.cell - y.cell || x.digit - y.digit),
          cells: [...new Set(nodes.flatMap((x) => x.cells))].sort((x, y) => x - y),
          digits: [...new Set(nodes.map((x) => x.digit))].sort((x, y) => x - y),
          inference: { nodes, strong: nodes.slice(1).map((_, i) => i % 2 === 0) },
        };
        break;
      }
    }
  }
  return best;
}

/** No candidate twice on the chain (a group and one of its cells count as overlapping). */
function simplePath(nodes: readonly ChainNode[]): boolean {
  const seen = new Set<number>();
  for (const n of nodes) {
    for (const c of n.cells) {
      const k = c * 9 + n.digit - 1;
      if (seen.has(k)) return false;
      seen.add(k);
    }
  }
  return true;
}

export const AIC = {
  id: "aic",
  name: "Alternating Inference Chain",
  level: 6,
  score: 280,
  numeric: 7.0,
  find: findAic,
} as const satisfies TechniqueEntry;
