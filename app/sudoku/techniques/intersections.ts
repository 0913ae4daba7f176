// Intersections (locked candidates): pointing (box → line) and claiming (line → box).

import { CELL_BOX, CELL_COL, CELL_ROW, POPCOUNT, UNITS, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { cellsOf } from "./patterns.ts";
import type { CellDigit, Position } from "./position.ts";

function findPointing(pos: Position, up: Uint16Array): Finding | null {
  for (let b = 0; b < 9; b++) {
    const u = 18 + b;
    for (let d = 1; d <= 9; d++) {
      const m = up[u * 9 + d - 1]!;
      if (POPCOUNT[m]! < 2) continue;
      // Box positions are row-major: the first position's row is 7 << (3 * its row), its column
      // 0x49 << its column.
      const first = 31 - Math.clz32(m & -m);
      const c0 = UNITS[u]![first]!;
      let line = -1;
      if (!(m & ~(7 << (3 * ((first / 3) | 0))))) line = CELL_ROW[c0]!;
      else if (!(m & ~(0x49 << (first % 3)))) line = 9 + CELL_COL[c0]!;
      if (line < 0) continue;
      // Targets: the line's positions outside the box (a row's positions are columns, a
      // column's are rows). Tested on the table first, so a pattern without targets allocates nothing.
      const boxInLine = line < 9 ? 7 << (3 * (b % 3)) : 7 << (3 * ((b / 3) | 0));
      if (!(up[line * 9 + d - 1]! & ~boxInLine)) continue;
      const bit = 1 << (d - 1);
      const elims: CellDigit[] = [];
      for (const x of UNITS[line]!) if (CELL_BOX[x] !== b && pos.cands[x]! & bit) elims.push({ cell: x, digit: d });
      if (elims.length) return { eliminations: elims, cells: cellsOf(u, m), units: [unitRef(u), unitRef(line)], digits: [d] };
    }
  }
  return null;
}

function findClaiming(pos: Position, up: Uint16Array): Finding | null {
  for (let u = 0; u < 18; u++) {
    for (let d = 1; d <= 9; d++) {
      const m = up[u * 9 + d - 1]!;
      if (POPCOUNT[m]! < 2) continue;
      // A line's positions 3s..3s+2 lie in one box.
      const first = 31 - Math.clz32(m & -m);
      if (m & ~(7 << (3 * ((first / 3) | 0)))) continue;
      const b = CELL_BOX[UNITS[u]![first]!]!;
      const line = u < 9 ? CELL_ROW : CELL_COL;
      const lineIndex = u < 9 ? u : u - 9;
      // Targets: the box's positions off the line (box positions are row-major). Tested on the
      // table first, so a pattern without targets allocates nothing.
      const lineInBox = u < 9 ? 7 << (3 * (lineIndex % 3)) : 0x49 << (lineIndex % 3);
      if (!(up[(18 + b) * 9 + d - 1]! & ~lineInBox)) continue;
      const bit = 1 << (d - 1);
      const elims: CellDigit[] = [];
      for (const x of UNITS[18 + b]!) if (line[x] !== lineIndex && pos.cands[x]! & bit) elims.push({ cell: x, digit: d });
      if (elims.length) return { eliminations: elims, cells: cellsOf(u, m), units: [unitRef(u), unitRef(18 + b)], digits: [d] };
    }
  }
  return null;
}

export const POINTING = {
  id: "pointing",
  name: "Locked Candidates (Pointing)",
  level: 3,
  score: 50,
  numeric: 2.6,
  find: (pos, up) => findPointing(pos, up()),
} as const satisfies TechniqueEntry;

export const CLAIMING = {
  id: "claiming",
  name: "Locked Candidates (Claiming)",
  level: 3,
  score: 50,
  numeric: 2.8,
  find: (pos, up) => findClaiming(pos, up()),
} as const satisfies TechniqueEntry;
