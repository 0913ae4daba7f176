// Sukaku Explainer's pattern producers between the basic fish and wings and the chains: the turbot
// fish family (skyscraper, two-string kite, turbot fish, empty rectangle, and their grouped forms),
// three strong links on one digit, and the WXYZ- and VWXYZ-wings (an almost locked set of 3 or 4
// cells joined to a bivalue cell). Each returns the hint serate applies first: its producers sort
// their hints by value, then by the number of eliminations (most first), keeping their scan order
// among equals (serate's last tie-break, a name suffix, is not modelled). The values are the ones
// the reference ratings show: the grouped links' 4.3 is from serate's later TurbotFish, the rest
// from its versions of about the same time as Solver.java at dc4d890.

import { CELL_BOX, CELL_COL, CELL_ROW, POPCOUNT, UNITS } from "../grid.ts";
import type { CellDigit } from "../techniques/position.ts";
import { PEER_SET, UNIT_SET, bitCount32, eliminationsIn, fillDigitSets, lowestCell } from "../techniques/cell-sets.ts";
import type { ExplainerHint, Producer } from "./hint.ts";

/** serate's values of the turbot fish family. */
export const TURBOT_VALUE = {
  skyscraper: 4.0,
  twoStringKite: 4.1,
  turbotFish: 4.2,
  emptyRectangle: 4.3,
  grouped: 4.3,
} as const;

const ROW = 0;
const COL = 9;
const BOX = 18;

// serate's pairs of (base, cover) unit kinds, in its order: skyscrapers, kites, then turbot fish
// and empty rectangles (cover a box).
const TURBOT_SETS: readonly (readonly [number, number])[] = [
  [ROW, ROW],
  [COL, COL],
  [COL, ROW],
  [ROW, BOX],
  [COL, BOX],
];

/** RECTANGLE[e]: the box-local cells sharing neither row nor column with box-local cell e. */
const RECTANGLE = Uint16Array.from({ length: 9 }, (_, e) => {
  let m = 0;
  for (let i = 0; i < 9; i++) if (((i / 3) | 0) !== ((e / 3) | 0) && i % 3 !== e % 3) m |= 1 << i;
  return m;
});

/** Bit i set when the unit's i-th cell holds the digit's bit. */
function places(cands: Uint16Array, unit: number, bit: number): number {
  const cells = UNITS[unit]!;
  let m = 0;
  for (let i = 0; i < 9; i++) if (cands[cells[i]!]! & bit) m |= 1 << i;
  return m;
}

/** The unit two bridge cells share, as serate picks it (column, then row, then box), or -1. */
function sharedUnit(a: number, b: number): number {
  if (CELL_COL[a] === CELL_COL[b]) return COL + CELL_COL[a]!;
  if (CELL_ROW[a] === CELL_ROW[b]) return ROW + CELL_ROW[a]!;
  if (CELL_BOX[a] === CELL_BOX[b]) return BOX + CELL_BOX[a]!;
  return -1;
}

function turbotName(base: number, cover: number, er: boolean, grouped: boolean): string {
  if (er) return "Empty Rectangle";
  if (grouped) return base === cover ? "Grouped Skyscraper" : cover === BOX ? "Grouped Turbot Fish" : "Grouped 2-String Kite";
  if (cover === BOX) return "Turbot Fish";
  return base === cover ? "Skyscraper" : "Two-string Kite";
}

function turbotValue(base: number, cover: number, er: boolean, grouped: boolean): number {
  if (er) return TURBOT_VALUE.emptyRectangle;
  if (grouped) return TURBOT_VALUE.grouped;
  if (cover === BOX) return TURBOT_VALUE.turbotFish;
  return base === cover ? TURBOT_VALUE.skyscraper : TURBOT_VALUE.twoStringKite;
}

/**
 * The two ends of a unit's strong link on the digit: its two cells, or for a line whose cells lie
 * in two of its boxes, the two groups of cells (a grouped link), written as link `k`'s ends (see
 * tfEndCells). False when there is no such link.
 */
function lineLink(cands: Uint16Array, unit: number, bit: number, k: number): boolean {
  const p = places(cands, unit, bit);
  const n = POPCOUNT[p]!;
  if (n < 2 || n > 6) return false;
  const cells = UNITS[unit]!;
  const a = k * 2;
  const b = a + 1;
  if (n === 2) {
    tfEndCells[a * 3] = cells[31 - Math.clz32(p & -p)]!;
    tfEndCells[b * 3] = cells[31 - Math.clz32(p)]!;
    tfEndLen[a] = tfEndLen[b] = 1;
    return true;
  }
  let segments = 0;
  for (let s = 0; s < 3; s++) if (p & (7 << (3 * s))) segments++;
  if (segments !== 2) return false;
  const first = ((31 - Math.clz32(p & -p)) / 3) | 0;
  tfEndLen[a] = tfEndLen[b] = 0;
  for (let i = 0; i < 9; i++) {
    if (!(p & (1 << i))) continue;
    const end = ((i / 3) | 0) === first ? a : b;
    tfEndCells[end * 3 + tfEndLen[end]!++] = cells[i]!;
  }
  return true;
}

// Scratch for the turbot fish, per digit and unit (index (digit - 1) * 27 + unit): the kind of
// link (0 none, 1 two ends, 2 an empty rectangle's heart as the first end), its two ends, and per
// end the set of cells seeing all its cells; and per digit the set of cells holding it.
const tfKind = new Uint8Array(243);
/** Per digit index and unit kind (row, column, box): bit i for the kind's unit i having a link. */
const tfUnits = new Uint16Array(27);
// Per end (index 2 * link + 0 or 1): its cells (at most 3, a line's cells in one box) and how many.
const tfEndCells = new Int8Array(243 * 2 * 3);
const tfEndLen = new Uint8Array(243 * 2);
const tfSees = new Uint32Array(243 * 2 * 3);
const tfSeesReady = new Uint8Array(243 * 2);
/** Per end: the column, row and box all its cells lie in (-1 when they do not). */
const tfLine = new Int8Array(243 * 2 * 3);
const tfCells = new Uint32Array(243 * 3);
const tfBoxes = new Uint16Array(243);
const digitSet = new Uint32Array(9 * 3);

/** Fills digitSet: per digit the cells holding it. */
function prepareDigitSets(cands: Uint16Array): void {
  fillDigitSets(cands, digitSet);
}

/**
 * The digits a single-digit producer found nothing on, each with the cells it had then. Such a
 * producer's hints on a digit depend on that digit's cells alone, so while they are the same it
 * finds nothing there again: at SE's next step, often only the digit just eliminated needs a search.
 */
class NothingOnDigits {
  private readonly sets = new Uint32Array(9 * 3);
  /** Bit d - 1: digit d's cells were `sets` when the producer last found nothing at all. */
  private known = 0;

  /** The digits (bit d - 1 for digit d) whose cells differ from the last search that found nothing. */
  toSearch(): number {
    let search = 0;
    for (let d = 0; d < 9; d++) {
      const at = d * 3;
      const same = this.sets[at] === digitSet[at] && this.sets[at + 1] === digitSet[at + 1] && this.sets[at + 2] === digitSet[at + 2];
      if (!(this.known & (1 << d)) || !same) search |= 1 << d;
    }
    return search;
  }

  /** After a search: with nothing found, no digit has a hint; with a hint, the others are unknown. */
  record(found: boolean): void {
    if (found) this.known = 0;
    else {
      this.sets.set(digitSet);
      this.known = 0x1ff;
    }
  }
}

/** Fills the turbot fish tables for the digits in `digits` (bit d - 1 for digit d). */
function prepareTurbotLinks(cands: Uint16Array, digits: number): void {
  tfSeesReady.fill(0);
  tfUnits.fill(0);
  for (let d = 0; d < 9; d++) {
    if (!(digits & (1 << d))) continue;
    const bit = 1 << d;
    for (let u = 0; u < 27; u++) {
      const k = d * 27 + u;
      if (u < BOX) tfKind[k] = lineLink(cands, u, bit, k) ? 1 : 0;
      else {
        const p = places(cands, u, bit);
        const n = POPCOUNT[p]!;
        tfKind[k] = 0;
        if (n === 2) {
          tfEndCells[k * 6] = UNITS[u]![31 - Math.clz32(p & -p)]!;
          tfEndCells[k * 6 + 3] = UNITS[u]![31 - Math.clz32(p)]!;
          tfEndLen[k * 2] = tfEndLen[k * 2 + 1] = 1;
          tfKind[k] = 1;
        } else if (n > 2 && n < 6) {
          let e = 0;
          while (e < 9 && p & RECTANGLE[e]!) e++;
          if (e < 9) {
            tfEndCells[k * 6] = UNITS[u]![e]!;
            tfEndLen[k * 2] = 1;
            tfEndLen[k * 2 + 1] = 0;
            tfKind[k] = 2;
          }
        }
      }
      if (!tfKind[k]) continue;
      tfUnits[d * 3 + ((u / 9) | 0)]! |= 1 << (u % 9);
      tfCells[k * 3] = tfCells[k * 3 + 1] = tfCells[k * 3 + 2] = 0;
      tfBoxes[k] = 0;
      for (let end = k * 2; end < k * 2 + 2; end++) {
        const len = tfEndLen[end]!;
        if (!len) continue; // an empty rectangle's second end: never a bridge
        const at = end * 3;
        const c0 = tfEndCells[at]!;
        tfLine[at] = CELL_COL[c0]!;
        tfLine[at + 1] = CELL_ROW[c0]!;
        tfLine[at + 2] = CELL_BOX[c0]!;
        for (let i = 0; i < len; i++) {
          const c = tfEndCells[at + i]!;
          if (CELL_COL[c] !== CELL_COL[c0]) tfLine[at] = -1;
          if (CELL_ROW[c] !== CELL_ROW[c0]) tfLine[at + 1] = -1;
          if (CELL_BOX[c] !== CELL_BOX[c0]) tfLine[at + 2] = -1;
          tfCells[k * 3 + (c >> 5)]! |= 1 << (c & 31);
          tfBoxes[k] |= 1 << CELL_BOX[c]!;
        }
      }
    }
  }
}

/** Unit kinds in the order serate tries them for the unit bridge cells share. */
const SHARE_ORDER = [COL, ROW, BOX];

/** The unit two link ends lie in together, as serate picks it (column, then row, then box), or -1. */
function sharedUnit3(x: number, y: number): number {
  for (let t = 0; t < 3; t++) {
    const v = tfLine[x * 3 + t]!;
    if (v >= 0 && v === tfLine[y * 3 + t]) return SHARE_ORDER[t]! + v;
  }
  return -1;
}

/** Where tfSees holds the set of cells seeing all cells of link end `end`, computed on first use. */
function seesOfEnd(end: number): number {
  const at = end * 3;
  if (!tfSeesReady[end]) {
    // All cells for an empty end (an empty rectangle's second).
    tfSees[at] = tfSees[at + 1] = tfSees[at + 2] = ~0;
    for (let i = 0; i < tfEndLen[end]!; i++) {
      const c = tfEndCells[at + i]!;
      for (let w = 0; w < 3; w++) tfSees[at + w]! &= PEER_SET[c * 3 + w]!;
    }
    tfSeesReady[end] = 1;
  }
  return at;
}

/**
 * Two strong links on one digit joined by a weak link: start = bridge1 (base unit), bridge1 sees
 * bridge2 in a third unit, bridge2 = end (cover unit), so start or end holds the digit. A box whose
 * digit lies on the cross of one cell (its "heart") stands in for a cover link: an empty rectangle.
 * A line whose digit lies in two of its boxes makes a grouped link.
 */
const turbotNothing = new NothingOnDigits();

export const turbotFish: Producer = (pos) => {
  prepareDigitSets(pos.cands);
  const search = turbotNothing.toSearch();
  prepareTurbotLinks(pos.cands, search);
  const victims = new Uint32Array(3);
  let best: ExplainerHint | null = null;
  let bestCount = 0;
  for (const [baseKind, coverKind] of TURBOT_SETS) {
    for (let d = 1; d <= 9; d++) {
      if (!(search & (1 << (d - 1)))) continue;
      const row = (d - 1) * 27;
      const coverUnits = tfUnits[(d - 1) * 3 + coverKind / 9]!;
      for (let bases = tfUnits[(d - 1) * 3 + baseKind / 9]!; bases; bases &= bases - 1) {
        const i1 = 31 - Math.clz32(bases & -bases);
        const base = baseKind + i1;
        // Within one kind, the cover comes after the base.
        for (let covers = baseKind === coverKind ? coverUnits & ~((2 << i1) - 1) : coverUnits; covers; covers &= covers - 1) {
          const cover = coverKind + 31 - Math.clz32(covers & -covers);
          const er = tfKind[row + cover] === 2;
          // The links share no cell, and an empty rectangle's box holds no cell of the base link.
          const b3 = (row + base) * 3;
          const c3 = (row + cover) * 3;
          if (tfCells[b3]! & tfCells[c3]! || tfCells[b3 + 1]! & tfCells[c3 + 1]! || tfCells[b3 + 2]! & tfCells[c3 + 2]!) continue;
          if (er && tfBoxes[row + base]! & tfBoxes[row + cover]!) continue;
          const b2 = (row + base) * 2;
          const c2 = (row + cover) * 2;
          const grouped = tfEndLen[b2]! + tfEndLen[b2 + 1]! + tfEndLen[c2]! + tfEndLen[c2 + 1]! > 4;
          const difficulty = turbotValue(baseKind, coverKind, er, grouped);
          if (best && difficulty > best.difficulty) continue;
          for (let i = 0; i < 2; i++) {
            for (let j = 0; j < (er ? 1 : 2); j++) {
              const share = sharedUnit3((row + base) * 2 + 1 - i, (row + cover) * 2 + j);
              if (share < 0 || share === base || share === cover) continue;
              const s = seesOfEnd((row + base) * 2 + i);
              const e = seesOfEnd((row + cover) * 2 + (er ? 0 : 1 - j));
              let count = 0;
              for (let w = 0; w < 3; w++) {
                let v = tfSees[s + w]! & tfSees[e + w]! & digitSet[(d - 1) * 3 + w]!;
                if (er) v &= ~UNIT_SET[base * 3 + w]! & ~UNIT_SET[cover * 3 + w]!;
                victims[w] = v;
                count += bitCount32(v);
              }
              if (!count || (best && difficulty === best.difficulty && count <= bestCount)) continue;
              const eliminations = eliminationsIn(victims, d);
              best = { name: turbotName(baseKind, coverKind, er, grouped), difficulty, placements: [], eliminations };
              bestCount = count;
            }
          }
        }
      }
    }
  }
  turbotNothing.record(best !== null);
  return best;
};

/** serate's values of three strong links on one digit. */
export const THREE_LINKS_VALUE = {
  skyscrapers: 5.4,
  turbotFish: 5.5,
  kite: 5.6,
  emptyRectangle: 5.7,
} as const;

// serate's triples of unit kinds for three strong links, in its order.
const THREE_LINK_SETS: readonly (readonly [number, number, number])[] = [
  [ROW, ROW, ROW],
  [COL, COL, COL],
  [BOX, BOX, BOX],
  [BOX, BOX, ROW],
  [BOX, BOX, COL],
  [BOX, ROW, ROW],
  [BOX, COL, COL],
  [BOX, ROW, COL],
  [ROW, ROW, COL],
  [ROW, COL, COL],
];

/** Chain orders of the three links tried for each choice of ends: first, middle, last (flat). */
const LINK_ORDERS = Int8Array.of(0, 1, 2, 0, 2, 1, 1, 0, 2);

const THREE_LINKS_NAMES = [
  ["3 Strong links (with Empty Rectangle)", THREE_LINKS_VALUE.emptyRectangle],
  ["3-String Kite", THREE_LINKS_VALUE.kite],
  ["3 Skyscrapers", THREE_LINKS_VALUE.skyscrapers],
  ["3-Turbot Fish", THREE_LINKS_VALUE.turbotFish],
] as const;

/** The name and value of three links of these kinds: an index into THREE_LINKS_NAMES. */
function threeLinksKind(kinds: readonly number[], er: boolean): number {
  if (er) return 0;
  const rows = kinds.includes(ROW);
  const cols = kinds.includes(COL);
  if (rows && cols) return 1;
  if (kinds[0] === kinds[1] && kinds[1] === kinds[2] && kinds[0] !== BOX) return 2;
  return 3;
}

// Scratch for the three-link search: per link its unit, kind, two cells (an empty rectangle's heart
// twice) and whether it is an empty rectangle.
const linkUnit = new Int8Array(3);
/** Per link its index (digit - 1) * 27 + unit into the tables below. */
const linkKey = new Uint8Array(3);
const linkCells = new Int8Array(6);
const linkEr = new Uint8Array(3);

// Per digit and unit (index (digit - 1) * 27 + unit): 0 no link, 1 a link of two cells, 2 an empty
// rectangle (its heart as both cells); and the two cells.
const tslKind = new Uint8Array(243);
// linkUnits[((digit - 1) * 3 + kind) * 10]: how many units of the kind (row, column, box) have a
// link on the digit, followed by those units' indices within the kind, ascending.
const linkUnits = new Uint8Array(27 * 10);
const tslCells = new Int8Array(243 * 2);
// Per link, as cell sets (three words): its cells, and the cells seeing one of them.
const tslSet = new Uint32Array(243 * 3);
const tslSees = new Uint32Array(243 * 3);

/**
 * The link each unit makes on each digit: its two cells, or for a box whose 3-5 cells lie on the
 * cross of one cell, that heart cell twice. A box's two cells on one line make no link (the line
 * has it).
 */
function prepareStrongLinks(cands: Uint16Array, digits: number): void {
  linkUnits.fill(0);
  for (let d = 0; d < 9; d++) {
    if (!(digits & (1 << d))) continue;
    for (let unit = 0; unit < 27; unit++) {
      const k = d * 27 + unit;
      const p = places(cands, unit, 1 << d);
      const n = POPCOUNT[p]!;
      const cells = UNITS[unit]!;
      tslKind[k] = 0;
      if (n === 2) {
        const a = cells[31 - Math.clz32(p & -p)]!;
        const b = cells[31 - Math.clz32(p)]!;
        if (unit >= BOX && (CELL_ROW[a] === CELL_ROW[b] || CELL_COL[a] === CELL_COL[b])) continue;
        tslCells[2 * k] = a;
        tslCells[2 * k + 1] = b;
        tslKind[k] = 1;
        listLink(d, unit);
      } else if (unit >= BOX && n >= 3 && n <= 5) {
        let e = 0;
        while (e < 9 && p & RECTANGLE[e]!) e++;
        if (e === 9) continue;
        tslCells[2 * k] = tslCells[2 * k + 1] = cells[e]!;
        tslKind[k] = 2;
        listLink(d, unit);
      }
      if (!tslKind[k]) continue;
      const a = tslCells[2 * k]!;
      const b = tslCells[2 * k + 1]!;
      for (let w = 0; w < 3; w++) {
        tslSees[k * 3 + w] = PEER_SET[a * 3 + w]! | PEER_SET[b * 3 + w]!;
        tslSet[k * 3 + w] = 0;
      }
      tslSet[k * 3 + (a >> 5)]! |= 1 << (a & 31);
      tslSet[k * 3 + (b >> 5)]! |= 1 << (b & 31);
    }
  }
}

/** Adds `unit` to the list of units of its kind with a link on digit index d (0-8). */
function listLink(d: number, unit: number): void {
  const at = (d * 3 + ((unit / 9) | 0)) * 10;
  linkUnits[at + 1 + linkUnits[at]!++] = unit % 9;
}

/** Where the list of units of the kind (ROW, COL or BOX) with a link on digit d starts in linkUnits. */
function linksOfKind(d: number, kind: number): number {
  return ((d - 1) * 3 + kind / 9) * 10;
}

/** Puts the digit's link in `unit` (a unit with a link on it) into chain slot `slot`. */
function strongLink(d: number, unit: number, slot: number): void {
  const k = (d - 1) * 27 + unit;
  linkUnit[slot] = unit;
  linkKey[slot] = k;
  linkCells[2 * slot] = tslCells[2 * k]!;
  linkCells[2 * slot + 1] = tslCells[2 * k + 1]!;
  linkEr[slot] = tslKind[k] === 2 ? 1 : 0;
}

/** The links' cells are all different (a heart counted once) and no heart shares a box with another link. */
function linksApart(): boolean {
  for (let a = 0; a < 6; a++) {
    if (a % 2 && linkEr[a >> 1]) continue;
    for (let b = a + 1; b < 6; b++) {
      if (b % 2 && linkEr[b >> 1]) continue;
      if (linkCells[a] === linkCells[b]) return false;
    }
  }
  for (let l = 0; l < 3; l++) {
    if (!linkEr[l]) continue;
    const box = CELL_BOX[linkCells[2 * l]!];
    for (let c = 0; c < 6; c++) if (c >> 1 !== l && CELL_BOX[linkCells[c]!] === box) return false;
  }
  return true;
}

/**
 * Three strong links on one digit chained by two weak links (each in a unit none of the links
 * uses): one end of the chain holds the digit, so cells seeing both ends lose it (cells of the
 * links' and the weak links' units excepted).
 */
const threeLinksNothing = new NothingOnDigits();

export const threeStrongLinks: Producer = (pos) => {
  const { cands } = pos;
  prepareDigitSets(cands);
  const search = threeLinksNothing.toSearch();
  // The digits not searched keep no links: linksOfKind finds none for them.
  prepareStrongLinks(cands, search);
  const victims = new Uint32Array(3);
  let best: ExplainerHint | null = null;
  let bestCount = 0;
  const kinds = [0, 0, 0];
  const ends = [0, 0, 0];
  for (const set of THREE_LINK_SETS) {
    const [k1, k2, k3] = set;
    for (let d = 1; d <= 9; d++) {
      // Units of each kind with a link on d (ascending): most digits have few, so the three loops
      // below walk only those. Within one kind, a later loop starts after the earlier one's unit.
      const l1 = linksOfKind(d, k1);
      const l2 = linksOfKind(d, k2);
      const l3 = linksOfKind(d, k3);
      const n1 = linkUnits[l1]!;
      const n2 = linkUnits[l2]!;
      const n3 = linkUnits[l3]!;
      if (!n1 || !n2 || !n3) continue;
      for (let j1 = 0; j1 < n1; j1++) {
        strongLink(d, k1 + linkUnits[l1 + 1 + j1]!, 0);
        for (let j2 = k1 === k2 ? j1 + 1 : 0; j2 < n2; j2++) {
          strongLink(d, k2 + linkUnits[l2 + 1 + j2]!, 1);
          const joined01 = keysJoined(linkKey[0]!, linkKey[1]!);
          for (let j3 = k2 === k3 ? j2 + 1 : k1 === k3 ? j1 + 1 : 0; j3 < n3; j3++) {
            // A chain of the three joins two pairs of them by a weak link.
            const k = (d - 1) * 27 + k3 + linkUnits[l3 + 1 + j3]!;
            const joined02 = keysJoined(linkKey[0]!, k);
            if (!joined01 && !joined02) continue;
            if (!(joined01 && joined02) && !keysJoined(linkKey[1]!, k)) continue;
            strongLink(d, k3 + linkUnits[l3 + 1 + j3]!, 2);
            if (!linksApart()) continue;
            const er = linkEr[0]! + linkEr[1]! + linkEr[2]! > 0;
            for (ends[0] = linkEr[0] ? 1 : 0; ends[0] < 2; ends[0]++) {
              for (ends[1] = linkEr[1] ? 1 : 0; ends[1] < 2; ends[1]++) {
                for (ends[2] = linkEr[2] ? 1 : 0; ends[2] < 2; ends[2]++) {
                  for (let o = 0; o < 9; o += 3) {
                    const f = LINK_ORDERS[o]!;
                    const m = LINK_ORDERS[o + 1]!;
                    const l = LINK_ORDERS[o + 2]!;
                    // Link f starts at its chosen cell; link m is entered at its chosen cell; link l
                    // is entered at its chosen cell and ends at the other.
                    const start = linkCells[2 * f + ends[f]!]!;
                    const b11 = linkCells[2 * f + 1 - ends[f]!]!;
                    const b12 = linkCells[2 * m + ends[m]!]!;
                    const b21 = linkCells[2 * m + 1 - ends[m]!]!;
                    const b22 = linkCells[2 * l + ends[l]!]!;
                    const end = linkCells[2 * l + 1 - ends[l]!]!;
                    const s1 = sharedUnit(b11, b12);
                    const s2 = sharedUnit(b21, b22);
                    if (s1 < 0 || s2 < 0 || isLinkUnit(s1) || isLinkUnit(s2)) continue;
                    kinds[0] = set[f]!;
                    kinds[1] = set[m]!;
                    kinds[2] = set[l]!;
                    const [name, difficulty] = THREE_LINKS_NAMES[threeLinksKind(kinds, er)]!;
                    if (best && difficulty > best.difficulty) continue;
                    let count = 0;
                    for (let w = 0; w < 3; w++) {
                      let v = PEER_SET[start * 3 + w]! & PEER_SET[end * 3 + w]! & digitSet[(d - 1) * 3 + w]!;
                      v &= ~(
                        UNIT_SET[s1 * 3 + w]! |
                        UNIT_SET[s2 * 3 + w]! |
                        UNIT_SET[linkUnit[0]! * 3 + w]! |
                        UNIT_SET[linkUnit[1]! * 3 + w]! |
                        UNIT_SET[linkUnit[2]! * 3 + w]!
                      );
                      victims[w] = v;
                      count += bitCount32(v);
                    }
                    if (!count || (best && difficulty === best.difficulty && count <= bestCount)) continue;
                    const eliminations = eliminationsIn(victims, d);
                    best = { name, difficulty, placements: [], eliminations };
                    bestCount = count;
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  threeLinksNothing.record(best !== null);
  return best;
};

/** Whether an end of the link with key a and an end of the link with key b (different cells) share a unit. */
function keysJoined(a: number, b: number): boolean {
  const ka = a * 3;
  const kb = b * 3;
  return ((tslSees[ka]! & tslSet[kb]!) | (tslSees[ka + 1]! & tslSet[kb + 1]!) | (tslSees[ka + 2]! & tslSet[kb + 2]!)) !== 0;
}

function isLinkUnit(u: number): boolean {
  return u === linkUnit[0] || u === linkUnit[1] || u === linkUnit[2];
}

/** serate's base value and average pilot size of the ALS wings: WXYZ (3 cells), VWXYZ (4 cells). */
const WING = {
  3: { name: "WXYZ-Wing", base: 55, maxSize: 4 },
  4: { name: "VWXYZ-Wing", base: 62, maxSize: 5 },
} as const;

/**
 * serate's value of an ALS wing: the base, plus 0.1 for each step the largest ALS cell is nearer
 * the middle of the possible sizes (2 to the wing's digit count).
 */
export function wingValue(size: 3 | 4, biggest: number): number {
  const { base, maxSize } = WING[size];
  const middle = ((maxSize + 2) / 2) | 0;
  return (base + (maxSize - middle - Math.abs(middle - biggest))) / 10;
}

// Scratch for the wing search: the ALS cells, the cells that may join an ALS and the bivalue cells
// (ascending); per pair of digits the bivalue cells holding just that pair, and which pairs occur.
const alsCells = new Int8Array(4);
const pool = new Int8Array(81);
const poolSet = new Uint32Array(3);
/** Per depth of the ALS search: the pool cells seeing every ALS cell chosen before it. */
const levelSet = new Uint32Array(5 * 3);
const bivalues = new Int8Array(81);
const pairCells = new Uint32Array(81 * 3);
let pairsPresent: number[] = [];
// Per ALS: its cells as a set; per digit the cells seeing every ALS cell that holds it (filled on
// first use for the ALS, marked in `commonReady`).
const alsSet = new Uint32Array(3);
const commonPeers = new Uint32Array(9 * 3);
let commonReady = 0;
const yzCandidates = new Uint32Array(3);

/**
 * An almost locked set of `size` mutually seeing cells (size + 1 digits) and a bivalue cell xz
 * outside it whose digits are both in the set. When every set cell holding x sees the xz cell, x is
 * restricted: z leaves every cell seeing the xz cell and all set cells holding z. When z is
 * restricted too (doubly linked), each set digit but x and z leaves the cells seeing all set cells
 * holding it, and x and z leave the cells seeing the xz cell and the set cells holding them.
 */
function alsWing(size: 3 | 4): Producer {
  const { name } = WING[size];
  const digits = size + 1;
  return (pos) => {
    const { cands, values } = pos;
    prepareDigitSets(cands);
    let pooled = 0;
    let bivalued = 0;
    for (const pair of pairsPresent) pairCells[pair * 3] = pairCells[pair * 3 + 1] = pairCells[pair * 3 + 2] = 0;
    pairsPresent = [];
    poolSet.fill(0);
    for (let c = 0; c < 81; c++) {
      const n = values[c] ? 0 : POPCOUNT[cands[c]!]!;
      if (n >= 2 && n <= digits) {
        pool[pooled++] = c;
        poolSet[c >> 5]! |= 1 << (c & 31);
      }
      if (n === 2) {
        bivalues[bivalued++] = c;
        const pair = pairIndex(cands[c]!);
        if (!(pairCells[pair * 3]! | pairCells[pair * 3 + 1]! | pairCells[pair * 3 + 2]!)) pairsPresent.push(pair);
        pairCells[pair * 3 + (c >> 5)]! |= 1 << (c & 31);
      }
    }
    if (!bivalued) return null;
    let best: ExplainerHint | null = null;
    let bestCount = 0;
    const consider = (union: number, biggest: number): void => {
      const difficulty = wingValue(size, biggest);
      if (best && difficulty > best.difficulty) return;
      // The xz cells: bivalue cells whose digits are both in the set, outside it, seeing one of
      // its cells; taken in ascending order, as serate scans them.
      yzCandidates.fill(0);
      for (const pair of pairsPresent) {
        if ((PAIR_MASK[pair]! & union) !== PAIR_MASK[pair]) continue;
        for (let w = 0; w < 3; w++) yzCandidates[w]! |= pairCells[pair * 3 + w]!;
      }
      if (!(yzCandidates[0]! | yzCandidates[1]! | yzCandidates[2]!)) return;
      alsSet.fill(0);
      for (let k = 0; k < size; k++) alsSet[alsCells[k]! >> 5]! |= 1 << (alsCells[k]! & 31);
      for (let w = 0; w < 3; w++) {
        let near = 0;
        for (let k = 0; k < size; k++) near |= PEER_SET[alsCells[k]! * 3 + w]!;
        yzCandidates[w]! &= near & ~alsSet[w]!;
      }
      commonReady = 0;
      for (let w = 0; w < 3; w++) {
        for (let v = yzCandidates[w]!; v; v &= v - 1) {
          const yz = lowestCell(w, v);
          const m = cands[yz]!;
          const lo = m & -m;
          const hi = m & ~lo;
          const loRestricted = seesAll(cands, size, lo, yz);
          const hiRestricted = seesAll(cands, size, hi, yz);
          if (!loRestricted && !hiRestricted) continue;
          const eliminations: CellDigit[] = [];
          if (loRestricted && hiRestricted) {
            for (let rest = union & ~m; rest; rest &= rest - 1) eliminate(cands, size, rest & -rest, -1, yz, eliminations);
            eliminate(cands, size, lo, yz, yz, eliminations);
          }
          eliminate(cands, size, loRestricted ? hi : lo, yz, yz, eliminations);
          if (!eliminations.length) continue;
          if (best && (difficulty > best.difficulty || (difficulty === best.difficulty && eliminations.length <= bestCount))) continue;
          best = { name, difficulty, placements: [], eliminations };
          bestCount = eliminations.length;
        }
      }
    };
    // The set's cells in ascending order: each next cell is a pool cell after the last one that
    // sees all cells chosen so far (levelSet[depth]: those cells, as a set).
    const search = (depth: number, last: number, union: number, biggest: number): void => {
      const at = depth * 3;
      for (let w = last >> 5; w < 3; w++) {
        let v = levelSet[at + w]!;
        if (w === last >> 5) v &= ~((2 << (last & 31)) - 1);
        for (; v; v &= v - 1) {
          const c = lowestCell(w, v);
          const m = cands[c]!;
          const u = union | m;
          if (POPCOUNT[u]! > digits) continue;
          alsCells[depth] = c;
          const big = Math.max(biggest, POPCOUNT[m]!);
          if (depth + 1 === size) {
            if (POPCOUNT[u] === digits) consider(u, big);
            continue;
          }
          for (let x = 0; x < 3; x++) levelSet[at + 3 + x] = levelSet[at + x]! & PEER_SET[c * 3 + x]!;
          search(depth + 1, c, u, big);
        }
      }
    };
    for (let i = 0; i < pooled; i++) {
      const c = pool[i]!;
      alsCells[0] = c;
      for (let x = 0; x < 3; x++) levelSet[3 + x] = poolSet[x]! & PEER_SET[c * 3 + x]!;
      search(1, c, cands[c]!, POPCOUNT[cands[c]!]!);
    }
    return best;
  };
}

/** PAIR_INDEX[mask] for a mask of two digits: 0..35; PAIR_MASK the other way. */
const PAIR_INDEX = new Int8Array(512).fill(-1);
const PAIR_MASK = new Uint16Array(36);
for (let a = 0, i = 0; a < 9; a++) {
  for (let b = a + 1; b < 9; b++, i++) {
    PAIR_INDEX[(1 << a) | (1 << b)] = i;
    PAIR_MASK[i] = (1 << a) | (1 << b);
  }
}

function pairIndex(mask: number): number {
  return PAIR_INDEX[mask]!;
}

/** Where commonPeers holds the cells seeing every ALS cell that holds the digit's bit. */
function commonOf(cands: Uint16Array, size: number, bit: number): number {
  const d = 31 - Math.clz32(bit);
  const at = d * 3;
  if (!(commonReady & bit)) {
    commonPeers[at] = commonPeers[at + 1] = commonPeers[at + 2] = ~0;
    for (let k = 0; k < size; k++) {
      const a = alsCells[k]!;
      if (!(cands[a]! & bit)) continue;
      for (let w = 0; w < 3; w++) commonPeers[at + w]! &= PEER_SET[a * 3 + w]!;
    }
    commonReady |= bit;
  }
  return at;
}

/** Every ALS cell holding the digit's bit sees `yz`. */
function seesAll(cands: Uint16Array, size: number, bit: number, yz: number): boolean {
  return (commonPeers[commonOf(cands, size, bit) + (yz >> 5)]! & (1 << (yz & 31))) !== 0;
}

/**
 * Removes the digit from every cell outside the wing that sees all ALS cells holding it and, when
 * `also` is a cell, that cell too (cell sets: digitSet must be prepared for the position).
 */
function eliminate(cands: Uint16Array, size: number, bit: number, also: number, yz: number, out: CellDigit[]): void {
  const d = 31 - Math.clz32(bit);
  const common = commonOf(cands, size, bit);
  for (let w = 0; w < 3; w++) {
    let v = digitSet[d * 3 + w]! & commonPeers[common + w]! & ~alsSet[w]!;
    if (yz >> 5 === w) v &= ~(1 << (yz & 31));
    if (also >= 0) v &= PEER_SET[also * 3 + w]!;
    for (; v; v &= v - 1) out.push({ cell: lowestCell(w, v), digit: d + 1 });
  }
}

/** WXYZ-wing (5.5-5.6): a 3-cell almost locked set and a bivalue cell. */
export const wxyzWing: Producer = alsWing(3);

/** VWXYZ-wing (6.2-6.4): a 4-cell almost locked set and a bivalue cell. */
export const vwxyzWing: Producer = alsWing(4);
