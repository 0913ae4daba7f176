// BUG+1 (bivalue universal grave plus one; valid only for puzzles with a unique solution).
//
// A BUG is a position in which every empty cell has exactly two candidates and every candidate
// appears exactly twice in each unit. Such a position has either no solution or at least two (the
// candidates pair up into two interlocking colourings), so a puzzle with one solution never reaches
// it. BUG+1: one cell has a third candidate, the only extra one; without it the position would be a
// BUG, so the extra digit is that cell's solution.

import { CELL_UNITS, POPCOUNT, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import type { Position } from "./position.ts";

function findBugPlusOne(pos: Position, up: () => Uint16Array): Finding | null {
  // Every empty cell bivalue except exactly one trivalue cell.
  let bug = -1;
  for (let c = 0; c < 81; c++) {
    if (pos.values[c]) continue;
    const n = POPCOUNT[pos.cands[c]!];
    if (n === 2) continue;
    if (n !== 3 || bug >= 0) return null;
    bug = c;
  }
  if (bug < 0) return null;
  const table = up();
  const units = CELL_UNITS[bug]!;
  // Every digit twice (or not at all) in every unit, except the extra digit x, three times in each
  // unit of the BUG+1 cell.
  let x = 0;
  for (let u = 0; u < 27; u++) {
    const ofBug = units.includes(u);
    for (let d = 1; d <= 9; d++) {
      const n = POPCOUNT[table[u * 9 + d - 1]!];
      if (n === 0 || n === 2) continue;
      if (n !== 3 || !ofBug || (x && x !== d)) return null;
      x = d;
    }
  }
  if (!x || !(pos.cands[bug]! & (1 << (x - 1)))) return null;
  for (const u of units) if (POPCOUNT[table[u * 9 + x - 1]!] !== 3) return null;
  return { placements: [{ cell: bug, digit: x }], cells: [bug], units: units.map(unitRef), digits: [x] };
}

export const BUG_PLUS_ONE = {
  id: "bug-plus-one",
  name: "BUG+1",
  level: 5,
  score: 100,
  numeric: 5.6,
  find: findBugPlusOne,
} as const satisfies TechniqueEntry;
