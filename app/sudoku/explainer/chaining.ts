// SE's chains, the way Sudoku Explainer finds and values them (RATING.md, "Numeric rating"):
// - cycles and forcing chains from one assumption: X (one digit) 6.5/6.6, Y (bivalue cells) 6.5,
//   both kinds mixed 7.0;
// - Nishio forcing chains 7.5 (one digit, candidates removed as the chain goes);
// - multiple forcing chains 8.0 (every candidate of a cell or every place of a digit in a unit);
// - dynamic forcing chains 8.5 (both, with candidates removed as the chains go).
// Each plus SE's length bonus (length.ts) on its node count. A producer returns its lowest-valued
// hint (ties: fewer nodes, then SE's order of kinds), as SE sorts a chaining producer's hints.

import { POPCOUNT, UNITS } from "../grid.ts";
import { findTechnique } from "../techniques/registry.ts";
import type { CellDigit, Position } from "../techniques/position.ts";
import type { ExplainerHint, Producer } from "./hint.ts";
import {
  CELL_REGIONS,
  type NodeSet,
  ancestorCount,
  hasRoom,
  isOnNode,
  newNode,
  potCell,
  potDigit,
  potOf,
  potOfNode,
  reset,
  takeSet,
  unitPositions,
} from "./implications.ts";
import { chainValue } from "./length.ts";
import { unaryChain } from "./unary.ts";

/** SE's base values of the chain kinds. */
export const CHAIN_BASE = {
  nishio: 7.5,
  multiple: 8.0,
  dynamic: 8.5,
  /** Dynamic chains with the basic techniques used inside them (SE's level 1, "(+)"). */
  dynamicPlus: 9.0,
} as const;

/** SE's order among hints of equal value and length (its sort keys). */
const SORT_KEY = { reduction: 1, xChain: 2, yChain: 3, xyChain: 4, cell: 5, region: 6, contradiction: 7 } as const;

interface Candidate {
  name: string;
  difficulty: number;
  complexity: number;
  sortKey: number;
  eliminations: CellDigit[];
}

function better(a: Candidate, b: Candidate | null): boolean {
  if (!b) return true;
  if (a.difficulty !== b.difficulty) return a.difficulty < b.difficulty;
  if (a.complexity !== b.complexity) return a.complexity < b.complexity;
  return a.sortKey < b.sortKey;
}

// ---------------------------------------------------------------------------------------------
// The two rules of implication, on the working candidates `cur`. `src` holds the candidates at the
// start of the current propagation: what has gone since then are the "hidden parents" of a
// conclusion (SE: a cell's last candidate rests on every candidate removed from it on the way).

let cur = new Uint16Array(81);
let src = new Uint16Array(81);
const scratch = new Int32Array(64);

/** The nodes an on-node turns off: its cell's other candidates (Y), its digit's other places (X). */
function onToOff(n: number, y: boolean, out: number[]): void {
  out.length = 0;
  const pot = potOfNode(n);
  const cell = potCell(pot);
  const digit = potDigit(pot);
  if (y) {
    let m = cur[cell]! & ~(1 << (digit - 1));
    while (m) {
      const bit = m & -m;
      m ^= bit;
      out.push(potOf(cell, 32 - Math.clz32(bit)));
    }
  }
  const bit = 1 << (digit - 1);
  for (const u of CELL_REGIONS[cell]!) {
    for (const c of UNITS[u]!) {
      if (c === cell || !(cur[c]! & bit)) continue;
      const p = potOf(c, digit);
      if (!out.includes(p)) out.push(p);
    }
  }
}

/**
 * The nodes an off-node turns on: the other candidate of a cell with two (Y), the other place of a
 * digit with two in a unit (X). Each new node's parents: the off-node, then its hidden parents,
 * looked up in `offs`. Returns the new nodes in `out`.
 */
function offToOn(n: number, y: boolean, x: boolean, offs: NodeSet, out: number[]): void {
  out.length = 0;
  const pot = potOfNode(n);
  const cell = potCell(pot);
  const digit = potDigit(pot);
  const bit = 1 << (digit - 1);
  if (y && POPCOUNT[cur[cell]!] === 2) {
    const other = 32 - Math.clz32(cur[cell]! & ~bit);
    let k = 0;
    scratch[k++] = n;
    let gone = src[cell]! & ~cur[cell]!;
    while (gone) {
      const b = gone & -gone;
      gone ^= b;
      const parent = offs.get(potOf(cell, 32 - Math.clz32(b)), false);
      if (parent !== -1) scratch[k++] = parent;
    }
    out.push(newNode(potOf(cell, other), true, scratch, k));
  }
  if (!x) return;
  for (const u of CELL_REGIONS[cell]!) {
    const places = unitPositions(cur, u, bit);
    if (POPCOUNT[places] !== 2) continue;
    const cells = UNITS[u]!;
    let otherCell = -1;
    for (let i = 0; i < 9; i++) if (places & (1 << i) && cells[i] !== cell) otherCell = cells[i]!;
    const target = potOf(otherCell, digit);
    if (out.some((o) => potOfNode(o) === target)) continue;
    let k = 0;
    scratch[k++] = n;
    const gone = unitPositions(src, u, bit) & ~places;
    for (let i = 0; i < 9; i++) {
      if (!(gone & (1 << i))) continue;
      const parent = offs.get(potOf(cells[i]!, digit), false);
      if (parent !== -1) scratch[k++] = parent;
    }
    out.push(newNode(target, true, scratch, k));
  }
}

const pots: number[] = [];
const made: number[] = [];

// ---------------------------------------------------------------------------------------------
// Propagation for Nishio, multiple and dynamic chains (SE's doChaining).

interface Mode {
  /** Cell rule on (every mode but Nishio). */
  y: boolean;
  /** Candidates removed as the chain goes. */
  dynamic: boolean;
}

/**
 * Propagates the nodes already in `set` (from `start`) until nothing new follows. Returns a pair
 * [on-node, off-node] of one potential when the assumption contradicts itself, else null. The
 * working candidates are restored afterwards.
 */
function propagate(set: NodeSet, start: number, mode: Mode): [number, number] | null {
  src.set(cur);
  try {
    const pendingOn: number[] = [];
    const pendingOff: number[] = [];
    (isOnNode(start) ? pendingOn : pendingOff).push(start);
    let iOn = 0;
    let iOff = 0;
    while (iOn < pendingOn.length || iOff < pendingOff.length) {
      if (!hasRoom()) return null;
      if (iOn < pendingOn.length) {
        const p = pendingOn[iOn++]!;
        onToOff(p, mode.y, pots);
        for (const q of pots) {
          const on = set.get(q, true);
          if (on !== -1) return [on, newNode(q, false, [p])];
          if (set.get(q, false) !== -1) continue;
          const off = newNode(q, false, [p]);
          set.add(off);
          pendingOff.push(off);
        }
      } else {
        const p = pendingOff[iOff++]!;
        offToOn(p, mode.y, true, set, made);
        if (mode.dynamic) {
          const pot = potOfNode(p);
          cur[potCell(pot)]! &= ~(1 << (potDigit(pot) - 1));
        }
        for (const on of made) {
          const off = set.get(potOfNode(on), false);
          if (off !== -1) return [on, off];
          if (set.add(on)) pendingOn.push(on);
        }
      }
    }
    return null;
  } finally {
    cur.set(src);
  }
}

function cellRemovals(cell: number, keep: number): CellDigit[] {
  const out: CellDigit[] = [];
  let m = cur[cell]! & ~(1 << (keep - 1));
  while (m) {
    const b = m & -m;
    m ^= b;
    out.push({ cell, digit: 32 - Math.clz32(b) });
  }
  return out;
}

/** What a node in every branch proves: an on-node fixes its cell, an off-node removes itself. */
function conclusion(pot: number, on: boolean): CellDigit[] {
  const cell = potCell(pot);
  const digit = potDigit(pot);
  if (on) return cellRemovals(cell, digit);
  return cur[cell]! & (1 << (digit - 1)) ? [{ cell, digit }] : [];
}

interface MultipleKind {
  nishio: boolean;
  multiple: boolean;
  dynamic: boolean;
  base: number;
  prefix: string;
}

/** Nishio, multiple and dynamic forcing chains (SE's getMultipleChainsHintList). */
function multipleChains(pos: Position, kind: MultipleKind): Candidate | null {
  let best: Candidate | null = null;
  const mode: Mode = { y: !kind.nishio, dynamic: kind.dynamic };
  const offer = (name: string, complexity: number, sortKey: number, eliminations: CellDigit[]) => {
    if (!eliminations.length) return;
    const c: Candidate = { name, difficulty: chainValue(kind.base, complexity - 2), complexity, sortKey, eliminations };
    if (better(c, best)) best = c;
  };
  for (let cell = 0; cell < 81; cell++) {
    const cardinality = POPCOUNT[cur[cell]!]!;
    if (pos.values[cell] || !(cardinality > 2 || (cardinality > 1 && kind.dynamic))) continue;
    reset();
    const outcomes: NodeSet[] = [];
    let m = cur[cell]!;
    while (m) {
      const bit = m & -m;
      m ^= bit;
      const digit = 32 - Math.clz32(bit);
      const pot = potOf(cell, digit);
      // The assumption "on", then "off".
      const onSet = takeSet();
      const pOn = newNode(pot, true, []);
      onSet.add(pOn);
      const absurdOn = propagate(onSet, pOn, mode);
      if ((kind.dynamic || kind.nishio) && absurdOn)
        offer(
          `${kind.prefix}Contradiction Forcing Chain`,
          ancestorCount(absurdOn[0]) + ancestorCount(absurdOn[1]),
          SORT_KEY.contradiction,
          [{ cell, digit }],
        );
      if (kind.dynamic || kind.nishio || (cardinality >= 3 && kind.dynamic)) {
        const offSet = takeSet();
        const pOff = newNode(pot, false, []);
        offSet.add(pOff);
        const absurdOff = propagate(offSet, pOff, mode);
        if (absurdOff)
          offer(
            `${kind.prefix}Contradiction Forcing Chain`,
            ancestorCount(absurdOff[0]) + ancestorCount(absurdOff[1]),
            SORT_KEY.contradiction,
            cellRemovals(cell, digit),
          );
        if (cardinality >= 3 && kind.dynamic && !kind.nishio) {
          // Double forcing chains: what follows from both "on" and "off".
          for (const p of onSet.onOrder) {
            const other = offSet.get(p, true);
            if (other !== -1)
              offer(
                `${kind.prefix}Double Forcing Chain`,
                ancestorCount(onSet.get(p, true)) + ancestorCount(other),
                SORT_KEY.reduction,
                conclusion(p, true),
              );
          }
          for (const p of onSet.offOrder) {
            const other = offSet.get(p, false);
            if (other !== -1)
              offer(
                `${kind.prefix}Double Forcing Chain`,
                ancestorCount(onSet.get(p, false)) + ancestorCount(other),
                SORT_KEY.reduction,
                conclusion(p, false),
              );
          }
        }
      }
      if (!kind.nishio) regionChains(cell, digit, onSet, kind, mode, offer);
      outcomes.push(onSet);
    }
    if (kind.nishio || !(cardinality === 2 || (kind.multiple && cardinality > 2))) continue;
    // Cell forcing chains: what follows from every candidate of the cell.
    const [first, ...rest] = outcomes;
    for (const on of [true, false]) {
      for (const p of on ? first!.onOrder : first!.offOrder) {
        if (!rest.every((s) => s.get(p, on) !== -1)) continue;
        const complexity = outcomes.reduce((sum, s) => sum + ancestorCount(s.get(p, on)), 0);
        offer(`${kind.prefix}Cell Forcing Chain`, complexity, SORT_KEY.cell, conclusion(p, on));
      }
    }
  }
  return best;
}

/** Region forcing chains: what follows from every place of the digit in one of the cell's units. */
function regionChains(
  cell: number,
  digit: number,
  own: NodeSet,
  kind: MultipleKind,
  mode: Mode,
  offer: (name: string, complexity: number, sortKey: number, eliminations: CellDigit[]) => void,
): void {
  const bit = 1 << (digit - 1);
  for (const u of CELL_REGIONS[cell]!) {
    const places = unitPositions(cur, u, bit);
    const count = POPCOUNT[places]!;
    if (!(count === 2 || (kind.multiple && count > 2))) continue;
    const cells = UNITS[u]!;
    if (cells[31 - Math.clz32(places & -places)] !== cell) continue; // met from its first place only
    const branches: NodeSet[] = [own];
    for (let i = 0; i < 9; i++) {
      if (!(places & (1 << i)) || cells[i] === cell) continue;
      const set = takeSet();
      const start = newNode(potOf(cells[i]!, digit), true, []);
      set.add(start);
      propagate(set, start, mode);
      branches.push(set);
    }
    for (const on of [true, false]) {
      for (const p of on ? own.onOrder : own.offOrder) {
        if (!branches.every((s) => s.get(p, on) !== -1)) continue;
        const complexity = branches.reduce((sum, s) => sum + ancestorCount(s.get(p, on)), 0);
        offer(`${kind.prefix}Region Forcing Chain`, complexity, SORT_KEY.region, conclusion(p, on));
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------

function toHint(c: Candidate | null): ExplainerHint | null {
  return c ? { name: c.name, difficulty: c.difficulty, placements: [], eliminations: c.eliminations, length: c.complexity - 2 } : null;
}

function withPosition(pos: Position, search: (pos: Position) => Candidate | null): ExplainerHint | null {
  cur = pos.cands.slice();
  src = new Uint16Array(81);
  return toHint(search(pos));
}

/** Cycles and forcing chains from one assumption (unary.ts). */
export const unaryForcingChains: Producer = (pos) => {
  const c = unaryChain(pos);
  return c ? { name: c.name, difficulty: c.difficulty, placements: [], eliminations: c.eliminations, length: c.complexity - 2 } : null;
};

export const nishioChains: Producer = (pos) =>
  withPosition(pos, (p) => multipleChains(p, { nishio: true, multiple: false, dynamic: true, base: CHAIN_BASE.nishio, prefix: "Nishio " }));

export const multipleForcingChains: Producer = (pos) =>
  withPosition(pos, (p) => multipleChains(p, { nishio: false, multiple: true, dynamic: false, base: CHAIN_BASE.multiple, prefix: "" }));

export const dynamicForcingChains: Producer = (pos) =>
  withPosition(pos, (p) =>
    multipleChains(p, { nishio: false, multiple: true, dynamic: true, base: CHAIN_BASE.dynamic, prefix: "Dynamic " }),
  );

/**
 * SE's next producer, dynamic forcing chains "(+)" (9.0: locked candidates, pairs and X-wings used
 * inside the chains), stood in for by the step finder's forcing chains, which follow singles and
 * locked candidates inside their branches: the same kind of reasoning. Valued 9.0 plus the length
 * bonus on their nodes (an on and an off node per placement of each branch). It is only reached
 * when SE's own chains above find nothing: 3 of the first 150 magictour puzzles.
 */
export const dynamicPlusForcingChains: Producer = (pos) => {
  for (const id of ["contradiction-chain", "cell-forcing-chain", "unit-forcing-chain"] as const) {
    const step = findTechnique(pos, id);
    if (!step) continue;
    const length = 2 * (step.branches ?? []).reduce((n, b) => n + b.links.length, 0) - 2;
    return {
      name: "Dynamic Forcing Chain (+)",
      difficulty: chainValue(CHAIN_BASE.dynamicPlus, length),
      placements: step.placements,
      eliminations: step.eliminations,
      length,
    };
  }
  return null;
};
