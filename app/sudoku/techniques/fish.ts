// Fish: X-wing, swordfish, jellyfish (n base lines whose candidates for a digit lie in n cover lines),
// and the finned and sashimi X-wing and swordfish (the same, but for fin cells in one box).

import { POPCOUNT, UNITS, unitRef } from "../grid.ts";
import type { UnitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { MaskCombos, cellsOf, sortElims } from "./patterns.ts";
import type { CellDigit, Position } from "./position.ts";

// Scratch for the finders below (never re-entered): the candidate base lines of one digit and
// orientation, their positions, and the walker over their n-subsets.
const LINES = new Int32Array(9);
const MASKS = new Int32Array(9);
const combos = new MaskCombos();

/**
 * Fills LINES/MASKS with the base lines (rows from baseOffset 0, columns from 9) holding `d` in
 * from `min` to `max` positions; returns how many.
 */
function baseLines(up: Uint16Array, d: number, baseOffset: number, min: number, max: number): number {
  let count = 0;
  for (let i = 0; i < 9; i++) {
    const m = up[(baseOffset + i) * 9 + d - 1]!;
    const cnt = POPCOUNT[m]!;
    if (cnt >= min && cnt <= max) {
      LINES[count] = i;
      MASKS[count] = m;
      count++;
    }
  }
  return count;
}

/** For finned fish: STACKS[t] has bit s when line LINES[t] may have its fins in stack s. */
const STACKS = new Int32Array(9);

/**
 * FIN_STACKS[n][m]: the stacks s (as bits) where a base line with positions m (at least 2) may have
 * its fins in a finned fish of n lines that eliminates something. Such a fish has at most n - 1
 * cover lines outside its fin stack (at least one goes through the fin box, or nothing is
 * eliminated), so each base line has at most n - 1 positions outside it.
 */
const FIN_STACKS = [2, 3].map((n) => {
  const table = new Uint8Array(512);
  for (let m = 0; m < 512; m++) {
    if (POPCOUNT[m]! < 2) continue;
    for (let s = 0; s < 3; s++) if (POPCOUNT[m & ~(7 << (3 * s))]! < n) table[m]! |= 1 << s;
  }
  return table;
});

/** Fills LINES/MASKS/STACKS with the base lines that may be in a finned fish of n lines on `d`; returns how many. */
function finnedBaseLines(up: Uint16Array, d: number, baseOffset: number, n: number): number {
  const finStacks = FIN_STACKS[n - 2]!;
  let count = 0;
  for (let i = 0; i < 9; i++) {
    const m = up[(baseOffset + i) * 9 + d - 1]!;
    const stacks = finStacks[m]!;
    if (!stacks) continue;
    LINES[count] = i;
    MASKS[count] = m;
    STACKS[count] = stacks;
    count++;
  }
  return count;
}

/** The base lines of the walker's current subset, as a mask of line indices. */
function comboLines(n: number): number {
  let lines = 0;
  for (let t = 0; t < n; t++) lines |= 1 << LINES[combos.idx[t]!]!;
  return lines;
}

/** The OR of up's masks for `d` in the lines (from `offset`) set in `lines`. */
function linesUnion(up: Uint16Array, d: number, offset: number, lines: number): number {
  let union = 0;
  for (let i = 0; i < 9; i++) if (lines & (1 << i)) union |= up[(offset + i) * 9 + d - 1]!;
  return union;
}

/** The units of a fish: the base lines, then the cover lines, each ascending. */
function fishUnits(baseOffset: number, base: number, coverOffset: number, cover: number): UnitRef[] {
  const units: UnitRef[] = [];
  for (let i = 0; i < 9; i++) if (base & (1 << i)) units.push(unitRef(baseOffset + i));
  for (let j = 0; j < 9; j++) if (cover & (1 << j)) units.push(unitRef(coverOffset + j));
  return units;
}

function findFish(pos: Position, up: Uint16Array, n: number): Finding | null {
  for (let d = 1; d <= 9; d++) {
    for (let baseOffset = 0; baseOffset <= 9; baseOffset += 9) {
      const coverOffset = 9 - baseOffset;
      const count = baseLines(up, d, baseOffset, 2, n);
      if (count < n) continue;
      combos.start(MASKS, count, n, n);
      while (combos.next()) {
        const cover = combos.union;
        if (POPCOUNT[cover] !== n) continue;
        const base = comboLines(n);
        // A cover line's k-th cell lies in base line k: the targets are its positions off the base.
        if (!(linesUnion(up, d, coverOffset, cover) & ~base)) continue;
        return fishFinding(pos, up, d, baseOffset, base, cover);
      }
    }
  }
  return null;
}

/** The finding of the basic fish on `d` with these base lines and cover positions. */
function fishFinding(pos: Position, up: Uint16Array, d: number, baseOffset: number, base: number, cover: number): Finding {
  const coverOffset = 9 - baseOffset;
  const bit = 1 << (d - 1);
  const elims: CellDigit[] = [];
  for (let j = 0; j < 9; j++) {
    if (!(cover & (1 << j))) continue;
    const cells = UNITS[coverOffset + j]!;
    for (let k = 0; k < 9; k++) if (!(base & (1 << k)) && pos.cands[cells[k]!]! & bit) elims.push({ cell: cells[k]!, digit: d });
  }
  const cells: number[] = [];
  for (let i = 0; i < 9; i++) if (base & (1 << i)) cells.push(...cellsOf(baseOffset + i, up[(baseOffset + i) * 9 + d - 1]!));
  cells.sort((a, b) => a - b);
  return {
    eliminations: sortElims(elims),
    cells,
    units: fishUnits(baseOffset, base, coverOffset, cover),
    digits: [d],
  };
}

export const X_WING = {
  id: "x-wing",
  name: "X-Wing",
  level: 4,
  score: 140,
  numeric: 3.2,
  find: (pos, up) => findFish(pos, up(), 2),
} as const satisfies TechniqueEntry;

export const SWORDFISH = {
  id: "swordfish",
  name: "Swordfish",
  level: 4,
  score: 150,
  numeric: 3.8,
  find: (pos, up) => findFish(pos, up(), 3),
} as const satisfies TechniqueEntry;

export const JELLYFISH = {
  id: "jellyfish",
  name: "Jellyfish",
  level: 4,
  score: 160,
  numeric: 5.2,
  find: (pos, up) => findFish(pos, up(), 4),
} as const satisfies TechniqueEntry;

/**
 * Finned fish: n base lines (rows or columns) whose candidates for a digit lie in n cover lines,
 * except for fins: base candidates outside the cover lines, all in one box. Either a fin holds the
 * digit or the fish does, so every cell of a cover line inside the fin box (outside the base lines)
 * sees a fin or is covered by the fish, and loses the digit. Sashimi: some base line has only one
 * candidate in the cover lines, so without its fins the fish would be degenerate. `sashimi` picks
 * which of the two kinds this finder reports; a fish without fins is never reported.
 */
function findFinnedFish(pos: Position, up: Uint16Array, n: number, sashimi: boolean): Finding | null {
  const memo = SASHIMI_MEMO[n]!;
  if (sashimi && memo.matches(pos))
    return memo.found ? finnedFishFinding(pos, up, memo.d, memo.baseOffset, memo.base, memo.cover, memo.fins) : null;
  if (!sashimi) memo.begin(pos);
  const want = sashimi ? SASHIMI : FINNED;
  for (let d = 1; d <= 9; d++) {
    for (let baseOffset = 0; baseOffset <= 9; baseOffset += 9) {
      const count = finnedBaseLines(up, d, baseOffset, n);
      if (count < n) continue;
      combos.start(MASKS, count, n, n + 3);
      while (combos.next()) {
        const union = combos.union;
        // n or fewer positions: a basic fish (or a degenerate one), no fin.
        if (POPCOUNT[union]! <= n) continue;
        // The stacks where all the lines may have their fins.
        let stacks = 7;
        for (let t = 0; t < n; t++) stacks &= STACKS[combos.idx[t]!]!;
        if (!stacks) continue;
        const base = comboLines(n);
        // The fins lie in one stack (or band) of three cover positions; every position outside it
        // is a cover line, and `need` more cover lines come from the positions inside it. Those are
        // the only cover lines through the fin box, so with need 0 nothing is eliminated.
        for (let s = 0; s < 3; s++) {
          if (!(stacks & (1 << s))) continue;
          const stack = 7 << (3 * s);
          const outside = union & ~stack;
          const inside = union & stack;
          const need = n - POPCOUNT[outside]!;
          if (need < 1 || POPCOUNT[inside]! <= need) continue;
          for (let sub = inside; sub; sub = (sub - 1) & inside) {
            if (POPCOUNT[sub] !== need) continue;
            const cover = outside | sub;
            const fins = inside & ~sub;
            const kind = finnedFishKind(up, d, baseOffset, base, cover, fins);
            if (kind === want) return finnedFishFinding(pos, up, d, baseOffset, base, cover, fins);
            if (kind === SASHIMI) memo.note(d, baseOffset, base, cover, fins);
          }
        }
      }
    }
  }
  if (!sashimi) memo.complete();
  return null;
}

const NOT_FISH = 0;
const FINNED = 1;
const SASHIMI = 2;

/**
 * Whether the base lines `base` (from baseOffset) on `d`, with these cover and fin positions, form
 * a finned fish that eliminates something, and which kind: NOT_FISH, FINNED or SASHIMI. Bit tests
 * only: most candidates fail here, and only a hit builds its finding.
 */
function finnedFishKind(up: Uint16Array, d: number, baseOffset: number, base: number, cover: number, finPositions: number): number {
  let finBand = -1;
  let isSashimi = false;
  for (let i = 0; i < 9; i++) {
    if (!(base & (1 << i))) continue;
    const m = up[(baseOffset + i) * 9 + d - 1]!;
    if (m & finPositions) {
      const band = (i / 3) | 0;
      if (finBand >= 0 && finBand !== band) return NOT_FISH; // fins in two boxes
      finBand = band;
    }
    const inCover = POPCOUNT[m & cover]!;
    if (inCover === 0) return NOT_FISH; // a base line of fins only: not a fish
    if (inCover === 1) isSashimi = true;
  }
  if (finBand < 0) return NOT_FISH;
  // Targets: the cover lines through the fin box, in the fin box's other (non-base) lines.
  const finStack = ((31 - Math.clz32(finPositions)) / 3) | 0;
  const targets = cover & (7 << (3 * finStack));
  const others = (7 << (3 * finBand)) & ~base;
  if (!(linesUnion(up, d, baseOffset, others) & targets)) return NOT_FISH;
  return isSashimi ? SASHIMI : FINNED;
}

/**
 * The finned and the sashimi finder of one size walk the same subsets in the same order, and the
 * registry asks the sashimi one right after the finned one found nothing, on the same candidates.
 * So the finned walk notes the first sashimi fish it passes, and the sashimi finder answers from
 * that note when the candidates are still the ones it was taken from (compared in full: a finding
 * depends on the candidates only).
 */
class SashimiMemo {
  private readonly cands = new Uint16Array(81);
  /** Whether the note holds the first sashimi fish of the walk (or that there is none). */
  private valid = false;
  found = false;
  d = 0;
  baseOffset = 0;
  base = 0;
  cover = 0;
  fins = 0;

  begin(pos: Position): void {
    this.cands.set(pos.cands);
    this.valid = false;
    this.found = false;
  }

  /** A sashimi fish the finned walk passed; only the first counts. */
  note(d: number, baseOffset: number, base: number, cover: number, fins: number): void {
    if (this.found) return;
    this.found = true;
    this.valid = true;
    this.d = d;
    this.baseOffset = baseOffset;
    this.base = base;
    this.cover = cover;
    this.fins = fins;
  }

  /** The finned walk ended without a finding: it passed every sashimi fish there is. */
  complete(): void {
    this.valid = true;
  }

  matches(pos: Position): boolean {
    if (!this.valid) return false;
    for (let c = 0; c < 81; c++) if (pos.cands[c] !== this.cands[c]) return false;
    return true;
  }
}

/** Per fish size n (2 and 3). */
const SASHIMI_MEMO = [null, null, new SashimiMemo(), new SashimiMemo()];

/** The finding of the finned fish that finnedFishKind accepted. */
function finnedFishFinding(
  pos: Position,
  up: Uint16Array,
  d: number,
  baseOffset: number,
  base: number,
  cover: number,
  finPositions: number,
): Finding {
  const baseIsRow = baseOffset === 0;
  const coverOffset = 9 - baseOffset;
  let finBand = 0;
  for (let i = 0; i < 9; i++) if (base & (1 << i) && up[(baseOffset + i) * 9 + d - 1]! & finPositions) finBand = (i / 3) | 0;
  const finStack = ((31 - Math.clz32(finPositions)) / 3) | 0;
  const bit = 1 << (d - 1);
  const elims: CellDigit[] = [];
  for (let j = 3 * finStack; j < 3 * finStack + 3; j++) {
    if (!(cover & (1 << j))) continue;
    for (let i = 3 * finBand; i < 3 * finBand + 3; i++) {
      if (base & (1 << i)) continue;
      const cell = baseIsRow ? i * 9 + j : j * 9 + i;
      if (pos.cands[cell]! & bit) elims.push({ cell, digit: d });
    }
  }
  const cells: number[] = [];
  const fins: number[] = [];
  for (let i = 0; i < 9; i++) {
    if (!(base & (1 << i))) continue;
    const m = up[(baseOffset + i) * 9 + d - 1]!;
    cells.push(...cellsOf(baseOffset + i, m));
    fins.push(...cellsOf(baseOffset + i, m & finPositions));
  }
  return {
    eliminations: sortElims(elims),
    cells: cells.sort((a, b) => a - b),
    units: fishUnits(baseOffset, base, coverOffset, cover),
    digits: [d],
    fins: fins.sort((a, b) => a - b),
  };
}

export const FINNED_X_WING = {
  id: "finned-x-wing",
  name: "Finned X-Wing",
  level: 5,
  score: 130,
  numeric: 3.4,
  find: (pos, up) => findFinnedFish(pos, up(), 2, false),
} as const satisfies TechniqueEntry;

export const SASHIMI_X_WING = {
  id: "sashimi-x-wing",
  name: "Sashimi X-Wing",
  level: 5,
  score: 150,
  numeric: 3.5,
  find: (pos, up) => findFinnedFish(pos, up(), 2, true),
} as const satisfies TechniqueEntry;

export const FINNED_SWORDFISH = {
  id: "finned-swordfish",
  name: "Finned Swordfish",
  level: 5,
  score: 200,
  numeric: 4.0,
  find: (pos, up) => findFinnedFish(pos, up(), 3, false),
} as const satisfies TechniqueEntry;

export const SASHIMI_SWORDFISH = {
  id: "sashimi-swordfish",
  name: "Sashimi Swordfish",
  level: 5,
  score: 240,
  numeric: 4.1,
  find: (pos, up) => findFinnedFish(pos, up(), 3, true),
} as const satisfies TechniqueEntry;
