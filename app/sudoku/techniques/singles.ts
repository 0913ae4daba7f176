// Singles: full house, naked single, hidden single (box; row or column).

import { ALL_DIGITS, CELL_UNITS, POPCOUNT, SINGLE_DIGIT, UNITS, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import type { Position } from "./position.ts";

function findFullHouse(pos: Position): Finding | null {
  // This runs before every step, and most units have two empty cells or more: stop counting at two
  // and read the unit's digits only for a unit with one.
  const values = pos.values;
  for (let u = 0; u < 27; u++) {
    const cells = UNITS[u]!;
    let empty = -1;
    let count = 0;
    for (let k = 0; k < 9 && count < 2; k++) {
      const c = cells[k]!;
      if (!values[c]) {
        empty = c;
        count++;
      }
    }
    if (count !== 1) continue;
    let used = 0;
    for (let k = 0; k < 9; k++) {
      const v = values[cells[k]!]!;
      if (v) used |= 1 << (v - 1);
    }
    const missing = ALL_DIGITS & ~used;
    const d = SINGLE_DIGIT[missing]!;
    if (!d || !(pos.cands[empty]! & missing)) continue;
    return { placements: [{ cell: empty, digit: d }], cells: [empty], units: [unitRef(u)], digits: [d] };
  }
  return null;
}

function findNakedSingle(pos: Position): Finding | null {
  for (let c = 0; c < 81; c++) {
    if (pos.values[c]) continue;
    const d = SINGLE_DIGIT[pos.cands[c]!]!;
    if (!d) continue;
    return { placements: [{ cell: c, digit: d }], cells: [c], units: CELL_UNITS[c]!.map(unitRef), digits: [d] };
  }
  return null;
}

/** A digit with one place left in one of the units from..to-1 (of the unit positions table `up`). */
function findHiddenSingle(pos: Position, up: Uint16Array, from: number, to: number): Finding | null {
  for (let u = from; u < to; u++) {
    for (let d = 1; d <= 9; d++) {
      const m = up[u * 9 + d - 1]!;
      if (POPCOUNT[m] !== 1) continue;
      const cell = UNITS[u]![31 - Math.clz32(m)]!;
      if (POPCOUNT[pos.cands[cell]!] === 1) continue; // a naked single, reported as such
      return { placements: [{ cell, digit: d }], cells: [cell], units: [unitRef(u)], digits: [d] };
    }
  }
  return null;
}

export const FULL_HOUSE = {
  id: "full-house",
  name: "Full House",
  level: 1,
  score: 4,
  numeric: 1.0,
  find: findFullHouse,
} as const satisfies TechniqueEntry;

export const NAKED_SINGLE = {
  id: "naked-single",
  name: "Naked Single",
  level: 1,
  score: 4,
  numeric: 2.3,
  find: findNakedSingle,
} as const satisfies TechniqueEntry;

export const HIDDEN_SINGLE_BOX = {
  id: "hidden-single-box",
  name: "Hidden Single (Box)",
  level: 2,
  score: 12,
  numeric: 1.2,
  find: (pos, up) => findHiddenSingle(pos, up(), 18, 27),
} as const satisfies TechniqueEntry;

export const HIDDEN_SINGLE_LINE = {
  id: "hidden-single-line",
  name: "Hidden Single (Row/Column)",
  level: 2,
  score: 14,
  numeric: 1.5,
  find: (pos, up) => findHiddenSingle(pos, up(), 0, 18),
} as const satisfies TechniqueEntry;
