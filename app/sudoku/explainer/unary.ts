// SE's chains from one assumption, on a fixed position: bidirectional cycles and forcing chains
// whose assumption contradicts itself. Three passes, as SE makes them: X (one digit: a digit's two
// places in a unit), Y (bivalue cells: a cell's two candidates), and both kinds mixed.
//
// The implications do not change during these searches, so each pass first lists every
// candidate's consequences in flat arrays (an "on" candidate turns off its cell's other candidates
// and its digit's other places; an "off" candidate turns on the other of exactly two), and every
// search walks those lists with typed-array queues. Nodes keep one parent each: a chain's SE
// length is the number of distinct (candidate, state) nodes on its line, less 2.

import { POPCOUNT, UNITS } from "../grid.ts";
import type { CellDigit, Position } from "../techniques/position.ts";
import { CELL_REGIONS, potCell, potDigit, potOf, unitPositions } from "./implications.ts";
import { PEER_SET, fillDigitSets, lowestCell } from "../techniques/cell-sets.ts";
import { chainValue } from "./length.ts";

export const UNARY_BASE = {
  /** X- or Y-cycle. */
  cycle: 6.5,
  /** Forcing X-chain (SE's turbot fish is one of length 4). */
  forcingXChain: 6.6,
  /** Cycles and forcing chains mixing both kinds of link. */
  mixed: 7.0,
} as const;

export interface UnaryHint {
  name: string;
  difficulty: number;
  /** SE's complexity: the nodes the chain rests on. */
  complexity: number;
  /** SE's order among equal values and lengths: X 2, Y 3, mixed 4. */
  sortKey: number;
  eliminations: CellDigit[];
}

// Consequences of each candidate, built once per position (CSR: ranges per potential). An on-node
// turns off its cell's other candidates (Y, [cellStart, peerStart)) and its digit's other places
// (X, [peerStart, cellStart of the next)). An off-node turns on the other candidate of a bivalue
// cell (Y, [yStart, xStart)) and the other place of a digit with two in a unit (X, [xStart, next)).
const cellStart = new Int32Array(730);
const peerStart = new Int32Array(729);
const onList = new Int16Array(729 * 28);
const yStart = new Int32Array(730);
const xStart = new Int32Array(729);
const offList = new Int16Array(729 * 4);

// The ranges a pass walks: [onLo[pot], onHi[pot]) and [offLo[pot], offHi[pot]).
let onLo: Int32Array = cellStart;
let onHi: Int32Array = cellStart;
let offLo: Int32Array = yStart;
let offHi: Int32Array = yStart;
const onEnd = cellStart.subarray(1);
const offEnd = yStart.subarray(1);

// listed[cell] = pot + 1 while the cell's place of pot's digit is listed (units overlap).
const listed = new Int32Array(81);

function buildLinks(cands: Uint16Array): void {
  listed.fill(0);
  fillDigitSets(cands, digitWords);
  let k = 0;
  let j = 0;
  for (let pot = 0; pot < 729; pot++) {
    cellStart[pot] = k;
    yStart[pot] = j;
    const cell = potCell(pot);
    const digit = potDigit(pot);
    const bit = 1 << (digit - 1);
    if (!(cands[cell]! & bit)) {
      peerStart[pot] = k;
      xStart[pot] = j;
      continue;
    }
    let m = cands[cell]! & ~bit;
    while (m) {
      const b = m & -m;
      m ^= b;
      onList[k++] = potOf(cell, 32 - Math.clz32(b));
    }
    peerStart[pot] = k;
    for (const u of CELL_REGIONS[cell]!) {
      for (const c of UNITS[u]!) {
        if (c === cell || !(cands[c]! & bit) || listed[c] === pot + 1) continue;
        listed[c] = pot + 1;
        onList[k++] = potOf(c, digit);
      }
    }
    if (POPCOUNT[cands[cell]!] === 2) offList[j++] = potOf(cell, 32 - Math.clz32(cands[cell]! & ~bit));
    xStart[pot] = j;
    for (const u of CELL_REGIONS[cell]!) {
      const places = unitPositions(cands, u, bit);
      if (POPCOUNT[places] !== 2) continue;
      const cells = UNITS[u]!;
      for (let i = 0; i < 9; i++) {
        if (!(places & (1 << i)) || cells[i] === cell) continue;
        const p = potOf(cells[i]!, digit);
        let dup = false;
        for (let t = xStart[pot]!; t < j; t++) if (offList[t] === p) dup = true;
        if (!dup) offList[j++] = p;
      }
    }
  }
  cellStart[729] = k;
  yStart[729] = j;
}

function selectLinks(y: boolean, x: boolean): void {
  onLo = y ? cellStart : peerStart;
  onHi = onEnd;
  offLo = y ? yStart : xStart;
  offHi = x ? offEnd : xStart;
}

// Search nodes: potential, state and parent, in typed arrays reused by every search.
const MAX_NODES = 1 << 18;
const nodePot = new Int16Array(MAX_NODES);
const nodeOn = new Uint8Array(MAX_NODES);
const nodeParent = new Int32Array(MAX_NODES);
let nodes = 0;

function node(pot: number, on: number, parent: number): number {
  const n = nodes++;
  nodePot[n] = pot;
  nodeOn[n] = on;
  nodeParent[n] = parent;
  return n;
}

/** True when the node (pot, state) lies on n's parent line. */
function onLine(n: number, pot: number, on: number): boolean {
  for (let x = nodeParent[n]!; x !== -1; x = nodeParent[x]!) if (nodePot[x] === pot && nodeOn[x] === on) return true;
  return false;
}

const seen = new Int32Array(729 * 2);
let seenStamp = 0;

/** Distinct (potential, state) nodes on n's line, n included. */
function complexity(n: number): number {
  seenStamp++;
  let count = 0;
  for (let x = n; x !== -1; x = nodeParent[x]!) {
    const key = nodePot[x]! * 2 + nodeOn[x]!;
    if (seen[key] !== seenStamp) {
      seen[key] = seenStamp;
      count++;
    }
  }
  return count;
}

// Set membership per search, by stamp.
const inOn = new Int32Array(729);
const inOff = new Int32Array(729);
/** closes[pot] === stamp: pot is strongly linked to the cycle search's source. */
const closes = new Int32Array(729);
let stamp = 0;
const queueA = new Int32Array(MAX_NODES);
const queueB = new Int32Array(MAX_NODES);

// The best hint so far of the running pass, for pruning: a search stops once every chain it could
// still find would rest on so many nodes that it cannot beat it (a higher value, or the same value
// and no fewer nodes; kinds never decide between passes' equals, see SORT order in pass()).
let bestValue = Infinity;
let bestComplexity = Infinity;

function hopeless(base: number, minComplexity: number): boolean {
  const value = chainValue(base, minComplexity - 2);
  return value > bestValue || (value === bestValue && minComplexity >= bestComplexity);
}

/**
 * SE's cycle search from an on-node: the on-nodes of the source's potential reached again. With a
 * `chainBase` it is also SE's forcing-chain search from that node (the same walk: it turns the same
 * candidates on in the same order), collecting the off-node of the source's potential in `targets`.
 */
function cycles(source: number, found: number[], base: number, chainBase: number): void {
  stamp++;
  const srcPot = nodePot[source]!;
  inOn[srcPot] = stamp;
  for (let e = offLo[srcPot]!; e < offHi[srcPot]!; e++) closes[offList[e]!] = stamp;
  // Ons are read from queueA and offs from queueB, a layer at a time. SE turns off a candidate
  // again whenever another on-node reaches it (only ons are kept once). A repeated off can only
  // lead to the source again (its other consequences are on already), so only the candidates
  // strongly linked to the source are repeated: every cycle SE closes is still closed.
  let nOn = 0;
  let nOff = 0;
  queueA[nOn++] = source;
  let length = 0;
  while (nOn || nOff) {
    // A cycle or forcing chain found from here on rests on at least length + 2 nodes (a cycle's
    // last node is its first again, counted once): stop once both kinds are too long.
    if ((hopeless(base, length + 2) && hopeless(chainBase, length + 2)) || nodes > MAX_NODES - 50_000) return;
    length++;
    nOff = 0;
    for (let i = 0; i < nOn; i++) {
      const p = queueA[i]!;
      const pot = nodePot[p]!;
      for (let e = onLo[pot]!; e < onHi[pot]!; e++) {
        const q = onList[e]!;
        if (q === srcPot && chainBase < Infinity && !hasTarget(0)) targets.push(node(q, 0, p));
        // Only a candidate already turned off in this search can be on p's line.
        if (inOff[q] === stamp && (closes[q] !== stamp || onLine(p, q, 0))) continue;
        inOff[q] = stamp;
        queueB[nOff++] = node(q, 0, p);
      }
    }
    length++;
    nOn = 0;
    for (let i = 0; i < nOff; i++) {
      const p = queueB[i]!;
      const pot = nodePot[p]!;
      for (let e = offLo[pot]!; e < offHi[pot]!; e++) {
        const q = offList[e]!;
        if (length >= 4 && q === srcPot) found.push(node(q, 1, p));
        if (inOn[q] === stamp) continue;
        inOn[q] = stamp;
        queueA[nOn++] = node(q, 1, p);
      }
    }
  }
}

/** SE's forcing chains from a node: the nodes of its own potential in the other state. */
const hasTarget = (on: number): boolean => targets.some((t) => nodeOn[t] === on);

/** The targets found by `contradictions`: at most one per state of the source's potential. */
const targets: number[] = [];

function contradictions(source: number, base: number): void {
  stamp++;
  const srcPot = nodePot[source]!;
  const srcOn = nodeOn[source]!;
  (srcOn ? inOn : inOff)[srcPot] = stamp;
  let nOn = 0;
  let nOff = 0;
  const onQ = queueA;
  const offQ = queueB;
  if (srcOn) onQ[nOn++] = source;
  else offQ[nOff++] = source;
  let iOn = 0;
  let iOff = 0;
  let depth = 1;
  while (iOn < nOn || iOff < nOff) {
    // A contradiction found from here on rests on at least depth + 1 nodes.
    if (hopeless(base, depth + 1)) return;
    depth += 2;
    const endOn = nOn;
    for (; iOn < endOn; iOn++) {
      const p = onQ[iOn]!;
      const pot = nodePot[p]!;
      for (let e = onLo[pot]!; e < onHi[pot]!; e++) {
        const q = onList[e]!;
        if (srcOn && q === srcPot && !hasTarget(0)) targets.push(node(q, 0, p));
        // SE also skips candidates on p's own line; those are all in the set already.
        if (inOff[q] === stamp) continue;
        inOff[q] = stamp;
        offQ[nOff++] = node(q, 0, p);
      }
    }
    const endOff = nOff;
    for (; iOff < endOff; iOff++) {
      const p = offQ[iOff]!;
      const pot = nodePot[p]!;
      for (let e = offLo[pot]!; e < offHi[pot]!; e++) {
        const q = offList[e]!;
        if (!srcOn && q === srcPot && !hasTarget(1)) targets.push(node(q, 1, p));
        if (inOn[q] === stamp) continue;
        inOn[q] = stamp;
        onQ[nOn++] = node(q, 1, p);
      }
    }
  }
}

// Cell sets (cell-sets.ts): per digit the cells holding it (filled by buildLinks), and the cells the
// cycle's on- and off-nodes see.
const digitWords = new Uint32Array(9 * 3);
const seenOn = new Uint32Array(9 * 3);
const seenOff = new Uint32Array(9 * 3);
const cycleWords = new Uint32Array(3);

/** SE's cycle eliminations: candidates outside the cycle seen by an on-node and by an off-node. */
function cycleEliminations(dstOn: number): CellDigit[] {
  seenOn.fill(0);
  seenOff.fill(0);
  cycleWords.fill(0);
  for (let n = dstOn; nodeParent[n] !== -1; n = nodeParent[n]!) {
    const pot = nodePot[n]!;
    const cell = potCell(pot);
    const at = (potDigit(pot) - 1) * 3;
    const seen = nodeOn[n] ? seenOn : seenOff;
    cycleWords[cell >> 5]! |= 1 << (cell & 31);
    for (let w = 0; w < 3; w++) seen[at + w]! |= PEER_SET[cell * 3 + w]!;
  }
  const out: CellDigit[] = [];
  for (let d = 0; d < 9; d++) {
    for (let w = 0; w < 3; w++) {
      const i = d * 3 + w;
      for (let v = seenOn[i]! & seenOff[i]! & digitWords[i]! & ~cycleWords[w]!; v; v &= v - 1)
        out.push({ cell: lowestCell(w, v), digit: d + 1 });
    }
  }
  return out;
}

/** What a forcing chain's target proves: an off-target goes; an on-target takes its cell. */
function targetRemovals(cands: Uint16Array, target: number): CellDigit[] {
  const pot = nodePot[target]!;
  const cell = potCell(pot);
  const digit = potDigit(pot);
  if (!nodeOn[target]) return [{ cell, digit }];
  const out: CellDigit[] = [];
  let m = cands[cell]! & ~(1 << (digit - 1));
  while (m) {
    const b = m & -m;
    m ^= b;
    out.push({ cell, digit: 32 - Math.clz32(b) });
  }
  return out;
}

/** Whether a hint of this value, complexity and kind would beat `b` (SE's sort order). */
function beats(difficulty: number, complexity: number, sortKey: number, b: UnaryHint | null): boolean {
  if (!b) return true;
  if (difficulty !== b.difficulty) return difficulty < b.difficulty;
  if (complexity !== b.complexity) return complexity < b.complexity;
  return sortKey < b.sortKey;
}

const PASS_NAMES = {
  x: { cycle: "Bidirectional X-Cycle", chain: "Forcing X-Chain", sortKey: 2 },
  y: { cycle: "Bidirectional Y-Cycle", chain: "", sortKey: 3 },
  xy: { cycle: "Bidirectional Cycle", chain: "Forcing Chain", sortKey: 4 },
} as const;

/** One pass (X, Y or mixed) over every candidate; returns the better of `best` and its own best. */
function pass(pos: Position, y: boolean, x: boolean, best: UnaryHint | null): UnaryHint | null {
  const cands = pos.cands;
  selectLinks(y, x);
  const names = y && x ? PASS_NAMES.xy : y ? PASS_NAMES.y : PASS_NAMES.x;
  const cycleBase = y && x ? UNARY_BASE.mixed : UNARY_BASE.cycle;
  const chainBase = y ? UNARY_BASE.mixed : UNARY_BASE.forcingXChain;
  const found: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const count = POPCOUNT[cands[cell]!]!;
    if (pos.values[cell] || count < 2 || (!x && count > 2)) continue;
    let m = cands[cell]!;
    while (m) {
      const bit = m & -m;
      m ^= bit;
      const pot = potOf(cell, 32 - Math.clz32(bit));
      nodes = 0;
      found.length = 0;
      targets.length = 0;
      // Forcing Y-chains do not exist: a cell's candidates alternate, so the chain would need an
      // odd and an even length at once.
      bestValue = best ? best.difficulty : Infinity;
      bestComplexity = best ? best.complexity : Infinity;
      cycles(node(pot, 1, -1), found, cycleBase, x ? chainBase : Infinity);
      for (const dstOn of found) {
        const c = complexity(dstOn);
        const difficulty = chainValue(cycleBase, c - 2);
        if (!beats(difficulty, c, names.sortKey, best)) continue;
        const eliminations = cycleEliminations(dstOn);
        if (eliminations.length) best = { name: names.cycle, difficulty, complexity: c, sortKey: names.sortKey, eliminations };
      }
      if (!x) continue;
      bestValue = best ? best.difficulty : Infinity;
      bestComplexity = best ? best.complexity : Infinity;
      contradictions(node(pot, 0, -1), chainBase);
      for (const target of targets) {
        const c = complexity(target);
        const difficulty = chainValue(chainBase, c - 2);
        if (!beats(difficulty, c, names.sortKey, best)) continue;
        const eliminations = targetRemovals(cands, target);
        if (eliminations.length) best = { name: names.chain, difficulty, complexity: c, sortKey: names.sortKey, eliminations };
      }
    }
  }
  return best;
}

/** The lowest-valued cycle or forcing chain from one assumption (X, then Y, then mixed). */
export function unaryChain(pos: Position): UnaryHint | null {
  buildLinks(pos.cands);
  let best = pass(pos, false, true, null);
  best = pass(pos, true, false, best);
  // Mixed chains start at 7.0: a lower value found so far cannot be beaten.
  if (best && best.difficulty < UNARY_BASE.mixed) return best;
  return pass(pos, true, true, best);
}
