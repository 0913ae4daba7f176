// Strong links: a digit with exactly two places in a unit. Used by the single-digit patterns,
// W-wings, simple colouring and X-chains.

import { POPCOUNT, UNITS } from "../grid.ts";
import { addCell, newCellSet } from "./cell-sets.ts";
import { cellsOf } from "./patterns.ts";

export interface StrongLink {
  unit: number;
  a: number;
  b: number;
}

/** A strong link read both ways: [one end, the other end]. Patterns try each end as their anchor. */
export function bothWays(link: StrongLink): readonly (readonly [number, number])[] {
  return [
    [link.a, link.b],
    [link.b, link.a],
  ];
}

/** The strong links on `d` in units from..to-1 (of the unit positions table `up`). */
export function strongLinks(up: Uint16Array, d: number, from: number, to: number): StrongLink[] {
  const out: StrongLink[] = [];
  for (let u = from; u < to; u++) {
    const m = up[u * 9 + d - 1]!;
    if (POPCOUNT[m] !== 2) continue;
    const [a, b] = cellsOf(u, m) as [number, number];
    out.push({ unit: u, a, b });
  }
  return out;
}

/**
 * After strongAdjacency(): ADJ[c * 3 + k] for k < DEG[c] are the cells strongly linked to c. A cell
 * has at most one strong link per unit for a digit, so 3 slots per cell suffice.
 */
export const ADJ = new Int16Array(81 * 3);
export const DEG = new Uint8Array(81);
/** After strongAdjacency(): the cells with a strong link (DEG > 0), so callers need not scan all 81. */
export const LINKED = newCellSet();

/** Fills ADJ/DEG with the strong-link graph of digit `d`. */
export function strongAdjacency(up: Uint16Array, d: number): void {
  DEG.fill(0);
  LINKED.fill(0);
  for (let u = 0; u < 27; u++) {
    const m = up[u * 9 + d - 1]!;
    if (POPCOUNT[m] !== 2) continue;
    const cells = UNITS[u]!;
    const a = cells[31 - Math.clz32(m & -m)]!;
    const b = cells[31 - Math.clz32(m)]!;
    // A pair inside a box and a line is the same link twice; keep it once.
    let dup = false;
    for (let k = 0; k < DEG[a]!; k++) if (ADJ[a * 3 + k] === b) dup = true;
    if (dup) continue;
    ADJ[a * 3 + DEG[a]!] = b;
    DEG[a]!++;
    ADJ[b * 3 + DEG[b]!] = a;
    DEG[b]!++;
    addCell(LINKED, a);
    addCell(LINKED, b);
  }
}

/**
 * Strong links of one digit as parallel arrays, refilled by fillLinks: the pattern finders walk
 * the links of every digit at every step, and objects per link showed as garbage in profiles.
 */
export interface LinkList {
  n: number;
  unit: Uint8Array;
  /** The link's two cells, a before b in the unit. */
  a: Uint8Array;
  b: Uint8Array;
}

export function newLinkList(): LinkList {
  return { n: 0, unit: new Uint8Array(27), a: new Uint8Array(27), b: new Uint8Array(27) };
}

/** Fills `list` with the strong links on `d` in units from..to-1, as strongLinks() returns them. */
export function fillLinks(list: LinkList, up: Uint16Array, d: number, from: number, to: number): LinkList {
  let n = 0;
  for (let u = from; u < to; u++) {
    const m = up[u * 9 + d - 1]!;
    if (POPCOUNT[m] !== 2) continue;
    const cells = UNITS[u]!;
    list.unit[n] = u;
    list.a[n] = cells[31 - Math.clz32(m & -m)]!;
    list.b[n] = cells[31 - Math.clz32(m)]!;
    n++;
  }
  list.n = n;
  return list;
}
