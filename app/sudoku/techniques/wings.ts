// Wings: XY-wing, XYZ-wing, W-wing.

import { MASK_DIGITS, PEERS, POPCOUNT, SEES, SINGLE_DIGIT, UNITS, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { seeAllElims } from "./patterns.ts";
import type { Position } from "./position.ts";

// Scratch for the finders below (never re-entered): the bivalue cells, ascending, and the pincer
// candidates of one pivot.
const BIVALUE = new Int32Array(81);
const WINGS = new Int32Array(81);

/** Fills BIVALUE with the cells bivalueCells lists; returns how many. */
function bivalueInto(pos: Position): number {
  let count = 0;
  for (let c = 0; c < 81; c++) if (!pos.values[c] && POPCOUNT[pos.cands[c]!] === 2) BIVALUE[count++] = c;
  return count;
}

/**
 * Whether seeAllElims(pos, digit, pivots, exclude) finds anything, for the pivots a, b and (unless
 * -1) c, excluding the pivots and `skip`. A cell seeing every pivot is none of them, so only a's
 * peers need a look. Tested before the finding is built, so a pattern without targets allocates
 * nothing.
 */
function anySeesAll(pos: Position, digit: number, a: number, b: number, c: number, skip: number): boolean {
  const bit = 1 << (digit - 1);
  for (const x of PEERS[a]!) {
    if (pos.cands[x]! & bit && x !== skip && SEES[x * 81 + b] && (c < 0 || SEES[x * 81 + c])) return true;
  }
  return false;
}

function findXYWing(pos: Position): Finding | null {
  const count = bivalueInto(pos);
  for (let t = 0; t < count; t++) {
    const p = BIVALUE[t]!;
    const pm = pos.cands[p]!;
    // Pincers: bivalue peers sharing one digit with the pivot.
    let wings = 0;
    for (let v = 0; v < count; v++) {
      const c = BIVALUE[v]!;
      if (c !== p && SEES[p * 81 + c] && POPCOUNT[pos.cands[c]! & pm] === 1) WINGS[wings++] = c;
    }
    for (let i = 0; i < wings; i++) {
      for (let j = i + 1; j < wings; j++) {
        const a = WINGS[i]!;
        const b = WINGS[j]!;
        const am = pos.cands[a]!;
        const bm = pos.cands[b]!;
        const shared = am & pm;
        if ((bm & pm) === shared) continue; // both pincers must use different pivot digits
        const z = am & ~pm;
        if (z !== (bm & ~pm)) continue;
        const zd = SINGLE_DIGIT[z]!;
        if (!anySeesAll(pos, zd, a, b, -1, p)) continue;
        const elims = seeAllElims(pos, zd, [a, b], [p, a, b]);
        return { eliminations: elims, cells: [p, a, b], digits: [...MASK_DIGITS[pm]!, zd], units: [] };
      }
    }
  }
  return null;
}

function findXYZWing(pos: Position): Finding | null {
  const count = bivalueInto(pos);
  for (let p = 0; p < 81; p++) {
    const pm = pos.cands[p]!;
    if (pos.values[p] || POPCOUNT[pm] !== 3) continue;
    // Pincers: bivalue peers whose digits are the pivot's.
    let wings = 0;
    for (let v = 0; v < count; v++) {
      const c = BIVALUE[v]!;
      if (SEES[p * 81 + c] && (pos.cands[c]! & ~pm) === 0) WINGS[wings++] = c;
    }
    for (let i = 0; i < wings; i++) {
      for (let j = i + 1; j < wings; j++) {
        const a = WINGS[i]!;
        const b = WINGS[j]!;
        const am = pos.cands[a]!;
        const bm = pos.cands[b]!;
        if ((am | bm) !== pm) continue;
        const zd = SINGLE_DIGIT[am & bm]!;
        if (!zd) continue;
        if (!anySeesAll(pos, zd, p, a, b, -1)) continue;
        const elims = seeAllElims(pos, zd, [p, a, b], [p, a, b]);
        return { eliminations: elims, cells: [p, a, b], digits: MASK_DIGITS[pm]!.slice(), units: [] };
      }
    }
  }
  return null;
}

// The strong links of every digit, as strongLinks lists them: link t of digit d (for
// LINK_START[d] <= t < LINK_START[d + 1]) joins LINK_A[t] and LINK_B[t] in unit LINK_UNIT[t].
const LINK_START = new Int32Array(11);
const LINK_UNIT = new Int32Array(27 * 9);
const LINK_A = new Int32Array(27 * 9);
const LINK_B = new Int32Array(27 * 9);

function fillStrongLinks(up: Uint16Array): void {
  let t = 0;
  for (let d = 1; d <= 9; d++) {
    LINK_START[d] = t;
    for (let u = 0; u < 27; u++) {
      const m = up[u * 9 + d - 1]!;
      if (POPCOUNT[m] !== 2) continue;
      LINK_UNIT[t] = u;
      LINK_A[t] = UNITS[u]![31 - Math.clz32(m & -m)]!;
      LINK_B[t] = UNITS[u]![31 - Math.clz32(m)]!;
      t++;
    }
  }
  LINK_START[10] = t;
}

function findWWing(pos: Position, up: Uint16Array): Finding | null {
  const count = bivalueInto(pos);
  // The links are needed only once a pair of equal, unrelated bivalue cells turns up.
  let linksReady = false;
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      const a = BIVALUE[i]!;
      const b = BIVALUE[j]!;
      const m = pos.cands[a]!;
      if (pos.cands[b] !== m || SEES[a * 81 + b]) continue;
      if (!linksReady) {
        fillStrongLinks(up);
        linksReady = true;
      }
      const d1 = 32 - Math.clz32(m & -m);
      const d2 = 32 - Math.clz32(m);
      for (let flip = 0; flip < 2; flip++) {
        const x = flip ? d2 : d1;
        const y = flip ? d1 : d2;
        const found = wWingAt(pos, a, b, x, y);
        if (found) return found;
      }
    }
  }
  return null;
}

/**
 * The W-wing through the equal bivalue cells a and b that links them by a strong link on x and
 * removes y, if there is one: the first link (read both ways) with one end seeing a and the other
 * seeing b. The targets depend on a, b and y only, so they are worked out once a link fits.
 */
function wWingAt(pos: Position, a: number, b: number, x: number, y: number): Finding | null {
  for (let t = LINK_START[x]!; t < LINK_START[x + 1]!; t++) {
    for (let way = 0; way < 2; way++) {
      const p = way ? LINK_B[t]! : LINK_A[t]!;
      const q = way ? LINK_A[t]! : LINK_B[t]!;
      if (p === a || p === b || q === a || q === b) continue;
      if (!SEES[p * 81 + a] || !SEES[q * 81 + b]) continue;
      if (!anySeesAll(pos, y, a, b, -1, -1)) return null;
      const elims = seeAllElims(pos, y, [a, b], [a, b]);
      return { eliminations: elims, cells: [a, p, q, b], units: [unitRef(LINK_UNIT[t]!)], digits: [x, y] };
    }
  }
  return null;
}

export const XY_WING = {
  id: "xy-wing",
  name: "XY-Wing",
  level: 4,
  score: 160,
  numeric: 4.2,
  find: findXYWing,
} as const satisfies TechniqueEntry;

export const W_WING = {
  id: "w-wing",
  name: "W-Wing",
  level: 4,
  score: 150,
  numeric: 4.4,
  find: (pos, up) => findWWing(pos, up()),
} as const satisfies TechniqueEntry;

export const XYZ_WING = {
  id: "xyz-wing",
  name: "XYZ-Wing",
  level: 4,
  score: 180,
  numeric: 4.4,
  find: findXYZWing,
} as const satisfies TechniqueEntry;
