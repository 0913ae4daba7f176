// Fish: X-wing, swordfish, jellyfish (n base lines whose candidates for a digit lie in n cover lines),
// and the finned and sashimi X-wing and swordfish (the same, but for fin cells in one box).

import { MASK_DIGITS, POPCOUNT, UNITS, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { cellsOf, combinations, sortElims } from "./patterns.ts";
import type { CellDigit, Position } from "./position.ts";

function findFish(pos: Position, up: Uint16Array, n: number): Finding | null {
  for (let d = 1; d <= 9; d++) {
    for (let baseOffset = 0; baseOffset <= 9; baseOffset += 9) {
      const coverOffset = 9 - baseOffset;
      // Most digits have too few base lines for the fish: count them before building the list.
      let fit = 0;
      for (let i = 0; i < 9; i++) {
        const cnt = POPCOUNT[up[(baseOffset + i) * 9 + d - 1]!]!;
        if (cnt >= 2 && cnt <= n) fit++;
      }
      if (fit < n) continue;
      const lines: number[] = [];
      for (let i = 0; i < 9; i++) {
        const cnt = POPCOUNT[up[(baseOffset + i) * 9 + d - 1]!]!;
        if (cnt >= 2 && cnt <= n) lines.push(i);
      }
      let found: Finding | null = null;
      combinations(lines, n, (combo) => {
        let cover = 0;
        let base = 0;
        for (const i of combo) {
          cover |= up[(baseOffset + i) * 9 + d - 1]!;
          base |= 1 << i;
        }
        if (POPCOUNT[cover] !== n) return false;
        const bit = 1 << (d - 1);
        const elims: CellDigit[] = [];
        // A cover line's k-th cell lies in base line k.
        for (let j = 0; j < 9; j++) {
          if (!(cover & (1 << j))) continue;
          const cells = UNITS[coverOffset + j]!;
          for (let k = 0; k < 9; k++) if (!(base & (1 << k)) && pos.cands[cells[k]!]! & bit) elims.push({ cell: cells[k]!, digit: d });
        }
        if (!elims.length) return false;
        const coverLines = MASK_DIGITS[cover]!.map((x) => x - 1);
        const cells: number[] = [];
        for (const i of combo) cells.push(...cellsOf(baseOffset + i, up[(baseOffset + i) * 9 + d - 1]!));
        cells.sort((a, b) => a - b);
        found = {
          eliminations: sortElims(elims),
          cells,
          units: [...combo.map((i) => unitRef(baseOffset + i)), ...coverLines.map((j) => unitRef(coverOffset + j))],
          digits: [d],
        };
        return true;
      });
      if (found) return found;
    }
  }
  return null;
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
  for (let d = 1; d <= 9; d++) {
    for (const baseIsRow of [true, false]) {
      const baseOffset = baseIsRow ? 0 : 9;
      const lines: number[] = [];
      for (let i = 0; i < 9; i++) {
        const cnt = POPCOUNT[up[(baseOffset + i) * 9 + d - 1]!]!;
        // At most n cells in the cover lines plus at most 3 fins (a box meets a line in 3 cells).
        if (cnt >= 2 && cnt <= n + 3) lines.push(i);
      }
      if (lines.length < n) continue;
      let found: Finding | null = null;
      combinations(lines, n, (combo) => {
        let union = 0;
        for (const i of combo) union |= up[(baseOffset + i) * 9 + d - 1]!;
        const total = POPCOUNT[union]!;
        // n or fewer positions: a basic fish (or a degenerate one), no fin.
        if (total <= n || total > n + 3) return false;
        // The fins lie in one stack (or band) of three cover positions; every position outside it
        // is a cover line, and `need` more cover lines come from the positions inside it.
        for (let s = 0; s < 3; s++) {
          const stack = 7 << (3 * s);
          const outside = union & ~stack;
          const inside = union & stack;
          const need = n - POPCOUNT[outside]!;
          if (need < 0 || POPCOUNT[inside]! <= need) continue;
          for (let sub = inside; ; sub = (sub - 1) & inside) {
            if (POPCOUNT[sub] === need) {
              found = finnedFishAt(pos, up, d, baseIsRow, combo, outside | sub, inside & ~sub, sashimi);
              if (found) return true;
            }
            if (sub === 0) break;
          }
        }
        return false;
      });
      if (found) return found;
    }
  }
  return null;
}

/** The finned fish on `d` with these base lines, cover positions and fin positions, if it is one. */
function finnedFishAt(
  pos: Position,
  up: Uint16Array,
  d: number,
  baseIsRow: boolean,
  combo: readonly number[],
  cover: number,
  finPositions: number,
  sashimi: boolean,
): Finding | null {
  const baseOffset = baseIsRow ? 0 : 9;
  const coverOffset = baseIsRow ? 9 : 0;
  let finBand = -1;
  let isSashimi = false;
  for (const i of combo) {
    const m = up[(baseOffset + i) * 9 + d - 1]!;
    if (m & finPositions) {
      const band = (i / 3) | 0;
      if (finBand >= 0 && finBand !== band) return null; // fins in two boxes
      finBand = band;
    }
    const inCover = POPCOUNT[m & cover]!;
    if (inCover === 0) return null; // a base line of fins only: not a fish
    if (inCover === 1) isSashimi = true;
  }
  if (finBand < 0 || isSashimi !== sashimi) return null;
  // Targets: the cover lines through the fin box, in the fin box's other (non-base) lines.
  const finStack = ((31 - Math.clz32(finPositions)) / 3) | 0;
  const bit = 1 << (d - 1);
  const elims: CellDigit[] = [];
  for (let j = 3 * finStack; j < 3 * finStack + 3; j++) {
    if (!(cover & (1 << j))) continue;
    for (let i = 3 * finBand; i < 3 * finBand + 3; i++) {
      if (combo.includes(i)) continue;
      const cell = baseIsRow ? i * 9 + j : j * 9 + i;
      if (pos.cands[cell]! & bit) elims.push({ cell, digit: d });
    }
  }
  if (!elims.length) return null;
  const cells: number[] = [];
  const fins: number[] = [];
  for (const i of combo) {
    const m = up[(baseOffset + i) * 9 + d - 1]!;
    cells.push(...cellsOf(baseOffset + i, m));
    fins.push(...cellsOf(baseOffset + i, m & finPositions));
  }
  const coverLines = MASK_DIGITS[cover]!.map((x) => x - 1);
  return {
    eliminations: sortElims(elims),
    cells: cells.sort((a, b) => a - b),
    units: [...combo.map((i) => unitRef(baseOffset + i)), ...coverLines.map((j) => unitRef(coverOffset + j))],
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
