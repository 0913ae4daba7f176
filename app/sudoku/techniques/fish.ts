// Basic fish: X-wing, swordfish, jellyfish (n base lines whose candidates for a digit lie in n cover lines).

import { MASK_DIGITS, POPCOUNT, UNITS, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { cellsOf, combinations, sortElims } from "./patterns.ts";
import type { CellDigit, Position } from "./position.ts";

function findFish(pos: Position, up: Uint16Array, n: number): Finding | null {
  for (let d = 1; d <= 9; d++) {
    for (const baseIsRow of [true, false]) {
      const baseOffset = baseIsRow ? 0 : 9;
      const coverOffset = baseIsRow ? 9 : 0;
      const lines: number[] = [];
      for (let i = 0; i < 9; i++) {
        const cnt = POPCOUNT[up[(baseOffset + i) * 9 + d - 1]!]!;
        if (cnt >= 2 && cnt <= n) lines.push(i);
      }
      if (lines.length < n) continue;
      let found: Finding | null = null;
      combinations(lines, n, (combo) => {
        let cover = 0;
        for (const i of combo) cover |= up[(baseOffset + i) * 9 + d - 1]!;
        if (POPCOUNT[cover] !== n) return false;
        const bit = 1 << (d - 1);
        const elims: CellDigit[] = [];
        const coverLines = MASK_DIGITS[cover]!.map((x) => x - 1);
        for (const j of coverLines) {
          const cells = UNITS[coverOffset + j]!;
          for (let k = 0; k < 9; k++) if (!combo.includes(k) && pos.cands[cells[k]!]! & bit) elims.push({ cell: cells[k]!, digit: d });
        }
        if (!elims.length) return false;
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
