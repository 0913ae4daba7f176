// The implication engine under SE's chains. A node is a candidate (a "potential": cell and digit)
// assumed on or off; every node derived from an assumption keeps the nodes it follows from (its
// parents), because SE values a chain by how many distinct nodes it rests on (its ancestors).
//
// Nodes are numbered instances in flat typed arrays: the engine runs synchronously and is never
// re-entered, so one set of arrays serves every search. `reset()` starts a new search.

import { CELL_BOX, CELL_COL, CELL_ROW, UNITS } from "../grid.ts";

/** A potential: cell * 9 + digit - 1. */
export const potOf = (cell: number, digit: number): number => cell * 9 + digit - 1;
export const potCell = (pot: number): number => (pot / 9) | 0;
export const potDigit = (pot: number): number => (pot % 9) + 1;

const MAX_NODES = 1 << 18;
const MAX_PARENTS = 1 << 21;

const nodePot = new Int16Array(MAX_NODES);
const nodeOn = new Uint8Array(MAX_NODES);
const parentStart = new Int32Array(MAX_NODES);
const parentCount = new Int32Array(MAX_NODES);
const parentPool = new Int32Array(MAX_PARENTS);
let nodes = 0;
let pooled = 0;

/** Starts a new search: forgets every node. */
export function reset(): void {
  nodes = 0;
  pooled = 0;
  setsUsed = 0;
}

/** Whether the arrays can take another search step without overflowing (a safety stop). */
export function hasRoom(): boolean {
  return nodes < MAX_NODES - 4096 && pooled < MAX_PARENTS - 65536;
}

export function newNode(pot: number, on: boolean, parents: ArrayLike<number>, count = parents.length): number {
  const n = nodes++;
  nodePot[n] = pot;
  nodeOn[n] = on ? 1 : 0;
  parentStart[n] = pooled;
  parentCount[n] = count;
  for (let i = 0; i < count; i++) parentPool[pooled++] = parents[i]!;
  return n;
}

export const potOfNode = (n: number): number => nodePot[n]!;
export const isOnNode = (n: number): boolean => nodeOn[n] === 1;

// Ancestor counting: SE counts distinct (potential, state) pairs reachable through parents, the
// node itself included, visiting breadth first and following only the first node met per pair.
const seen = new Int32Array(729 * 2);
let seenStamp = 0;
const ancestorQueue = new Int32Array(MAX_NODES);

export function ancestorCount(n: number): number {
  seenStamp++;
  let count = 0;
  let qn = 0;
  ancestorQueue[qn++] = n;
  for (let qi = 0; qi < qn; qi++) {
    const x = ancestorQueue[qi]!;
    const key = nodePot[x]! * 2 + nodeOn[x]!;
    if (seen[key] === seenStamp) continue;
    seen[key] = seenStamp;
    count++;
    const start = parentStart[x]!;
    const end = start + parentCount[x]!;
    for (let i = start; i < end; i++) ancestorQueue[qn++] = parentPool[i]!;
  }
  return count;
}

/**
 * A set of nodes keyed by potential, one per state (SE's toOn / toOff pair). Insertion order is
 * kept, as SE's LinkedSet keeps it: the intersections of cell and region chains walk it. Sets come
 * from a pool (`takeSet`) and are all released by `reset()`, so a search allocates nothing.
 */
export class NodeSet {
  private readonly onNode = new Int32Array(729);
  private readonly offNode = new Int32Array(729);
  private readonly onGen = new Int32Array(729);
  private readonly offGen = new Int32Array(729);
  private gen = 0;
  readonly onOrder: number[] = [];
  readonly offOrder: number[] = [];

  clear(): void {
    this.gen++;
    this.onOrder.length = 0;
    this.offOrder.length = 0;
  }

  add(n: number): boolean {
    const pot = nodePot[n]!;
    if (nodeOn[n]) {
      if (this.onGen[pot] === this.gen) return false;
      this.onGen[pot] = this.gen;
      this.onNode[pot] = n;
      this.onOrder.push(pot);
    } else {
      if (this.offGen[pot] === this.gen) return false;
      this.offGen[pot] = this.gen;
      this.offNode[pot] = n;
      this.offOrder.push(pot);
    }
    return true;
  }

  get(pot: number, on: boolean): number {
    if (on) return this.onGen[pot] === this.gen ? this.onNode[pot]! : -1;
    return this.offGen[pot] === this.gen ? this.offNode[pot]! : -1;
  }
}

const setPool: NodeSet[] = [];
let setsUsed = 0;

/** An empty set from the pool, valid until the next `reset()`. */
export function takeSet(): NodeSet {
  if (setsUsed === setPool.length) setPool.push(new NodeSet());
  const set = setPool[setsUsed++]!;
  set.clear();
  return set;
}

// The three units of a cell in SE's region order (box, row, column).
export const CELL_REGIONS: readonly (readonly [number, number, number])[] = Array.from(
  { length: 81 },
  (_, c) => [18 + CELL_BOX[c]!, CELL_ROW[c]!, 9 + CELL_COL[c]!] as const,
);

/** Bit i set when UNITS[unit][i] has the digit's bit among `cands`. */
export function unitPositions(cands: Uint16Array, unit: number, bit: number): number {
  const cells = UNITS[unit]!;
  let m = 0;
  for (let i = 0; i < 9; i++) if (cands[cells[i]!]! & bit) m |= 1 << i;
  return m;
}
