// Uniqueness: unique rectangle type 1 (valid only for puzzles with a unique solution).

import { CELL_BOX, CELL_COL, CELL_ROW, MASK_DIGITS, POPCOUNT, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import type { Position } from "./position.ts";

function findUniqueRectangle1(pos: Position): Finding | null {
  const cands = pos.cands;
  for (let a = 0; a < 81; a++) {
    const m = cands[a]!;
    if (pos.values[a] || POPCOUNT[m] !== 2) continue;
    const r1 = CELL_ROW[a]!;
    for (let c2 = CELL_COL[a]! + 1; c2 < 9; c2++) {
      const b = r1 * 9 + c2;
      if (cands[b] !== m || pos.values[b]) continue;
      for (let r2 = 0; r2 < 9; r2++) {
        if (r2 === r1) continue;
        const a2 = r2 * 9 + CELL_COL[a]!;
        const b2 = r2 * 9 + c2;
        if (pos.values[a2] || pos.values[b2]) continue;
        const boxes = new Set([CELL_BOX[a], CELL_BOX[b], CELL_BOX[a2], CELL_BOX[b2]]);
        if (boxes.size !== 2) continue;
        let target = -1;
        if (cands[a2] === m && (cands[b2]! & m) === m && cands[b2] !== m) target = b2;
        else if (cands[b2] === m && (cands[a2]! & m) === m && cands[a2] !== m) target = a2;
        if (target < 0) continue;
        const cells = [a, b, a2, b2].sort((x, y) => x - y);
        return {
          eliminations: MASK_DIGITS[m]!.map((digit) => ({ cell: target, digit })),
          cells,
          digits: MASK_DIGITS[m]!.slice(),
          units: [unitRef(r1), unitRef(r2), unitRef(9 + CELL_COL[a]!), unitRef(9 + c2)],
        };
      }
    }
  }
  return null;
}

export const UNIQUE_RECTANGLE_1 = {
  id: "unique-rectangle-1",
  name: "Unique Rectangle Type 1",
  level: 5,
  score: 100,
  numeric: 4.5,
  find: findUniqueRectangle1,
} as const satisfies TechniqueEntry;
