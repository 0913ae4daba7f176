// SE's producers below the chains: singles, the direct techniques, intersections, subsets, fish,
// wings, unique rectangles and BUG, each with SE's value, in ascending order of value.

import { POPCOUNT, UNITS } from "../grid.ts";
import { findFirstTechnique } from "../techniques/registry.ts";
import type { TechniqueId } from "../techniques/registry.ts";
import type { Position } from "../techniques/position.ts";
import type { ExplainerHint, Producer } from "./hint.ts";

/** SE's values of the singles. */
export const SINGLES_VALUE = {
  fullHouse: 1.0,
  hiddenSingleBox: 1.2,
  hiddenSingleLine: 1.5,
  nakedSingle: 2.3,
} as const;

// UNITS: 0-8 rows, 9-17 columns, 18-26 boxes. SE scans boxes, then columns, then rows.
const SE_UNIT_ORDER: readonly number[] = [18, 19, 20, 21, 22, 23, 24, 25, 26, 9, 10, 11, 12, 13, 14, 15, 16, 17, 0, 1, 2, 3, 4, 5, 6, 7, 8];

const unitEmpty = new Uint8Array(27);
const unitHidden = new Uint16Array(27);

/** Hidden singles: full houses ("alone") first, then boxes (1.2), then columns and rows (1.5). */
export const hiddenSingles: Producer = (pos) => {
  for (let u = 0; u < 27; u++) {
    const cells = UNITS[u]!;
    let empty = 0;
    let once = 0;
    let twice = 0;
    for (let k = 0; k < 9; k++) {
      const c = cells[k]!;
      if (!pos.values[c]) empty++;
      const m = pos.cands[c]!;
      twice |= once & m;
      once |= m;
    }
    unitEmpty[u] = empty;
    unitHidden[u] = once & ~twice;
  }
  for (let pass = 0; pass < 2; pass++) {
    const alone = pass === 0;
    for (const u of SE_UNIT_ORDER) {
      const hidden = unitHidden[u]!;
      if (!hidden || alone !== (unitEmpty[u] === 1)) continue;
      const bit = hidden & -hidden;
      const d = 32 - Math.clz32(bit);
      let at = -1;
      for (const c of UNITS[u]!) if (pos.cands[c]! & bit) at = c;
      const box = u >= 18;
      return {
        name: alone ? "Full House" : box ? "Hidden Single (box)" : "Hidden Single (line)",
        difficulty: alone ? SINGLES_VALUE.fullHouse : box ? SINGLES_VALUE.hiddenSingleBox : SINGLES_VALUE.hiddenSingleLine,
        placements: [{ cell: at, digit: d }],
        eliminations: [],
      };
    }
  }
  return null;
};

export const nakedSingle: Producer = (pos) => {
  for (let c = 0; c < 81; c++) {
    if (pos.values[c]) continue;
    const m = pos.cands[c]!;
    if (POPCOUNT[m] === 1)
      return {
        name: "Naked Single",
        difficulty: SINGLES_VALUE.nakedSingle,
        placements: [{ cell: c, digit: 32 - Math.clz32(m) }],
        eliminations: [],
      };
  }
  return null;
};

/** One of the step finder's techniques as SE knows it: SE's name and value. */
export type FinderTechnique = readonly [id: TechniqueId, name: string, value: number];

/**
 * A run of SE's producers that the step finder's techniques implement, as one producer: the first
 * that applies, in the run's order, in one search.
 */
export function fromFinders(run: readonly FinderTechnique[]): Producer {
  const ids = run.map(([id]) => id);
  return (pos: Position): ExplainerHint | null => {
    const step = findFirstTechnique(pos, ids);
    if (!step) return null;
    const [, name, difficulty] = run.find(([id]) => id === step.technique)!;
    return { name, difficulty, placements: step.placements, eliminations: step.eliminations };
  };
}
