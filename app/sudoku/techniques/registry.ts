// The technique registry: every technique once, in the order the step finder tries them. The
// TechniqueId type, TECHNIQUES, TECHNIQUE_BY_ID, findNextStep and findTechnique all derive from
// this one list; RATING.md documents the same table (registry.test.ts keeps the two equal).

import { AIC } from "./aic.ts";
import { ALS_XZ } from "./als.ts";
import { BUG_PLUS_ONE } from "./bug.ts";
import { X_CHAIN, XY_CHAIN } from "./chains.ts";
import type { Level, Finding, TechniqueEntry } from "./entry.ts";
import { FINNED_SWORDFISH, FINNED_X_WING, JELLYFISH, SASHIMI_SWORDFISH, SASHIMI_X_WING, SWORDFISH, X_WING } from "./fish.ts";
import { CELL_FORCING_CHAIN, CONTRADICTION_CHAIN, UNIT_FORCING_CHAIN } from "./forcing.ts";
import { CLAIMING, POINTING } from "./intersections.ts";
import { unitPositions } from "./patterns.ts";
import type { Position, Step } from "./position.ts";
import { SIMPLE_COLOURING, SKYSCRAPER, TWO_STRING_KITE } from "./single-digit.ts";
import { FULL_HOUSE, HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_LINE, NAKED_SINGLE } from "./singles.ts";
import { HIDDEN_PAIR, HIDDEN_QUAD, HIDDEN_TRIPLE, NAKED_PAIR, NAKED_QUAD, NAKED_TRIPLE } from "./subsets.ts";
import { HIDDEN_UNIQUE_RECTANGLE, UNIQUE_RECTANGLE_1, UNIQUE_RECTANGLE_2, UNIQUE_RECTANGLE_4 } from "./uniqueness.ts";
import { W_WING, XY_WING, XYZ_WING } from "./wings.ts";

/**
 * All techniques in the order the step finder tries them (easiest first). Every technique of a
 * lower star level comes before every technique of a higher one, so the rater never reaches for a
 * harder tool while an easier level's tool would do (e.g. a hidden pair is tried before the
 * complementary naked triple/quad in the same unit).
 */
const REGISTRY = [
  FULL_HOUSE,
  NAKED_SINGLE,
  HIDDEN_SINGLE_BOX,
  HIDDEN_SINGLE_LINE,
  POINTING,
  CLAIMING,
  NAKED_PAIR,
  HIDDEN_PAIR,
  NAKED_TRIPLE,
  HIDDEN_TRIPLE,
  X_WING,
  SKYSCRAPER,
  TWO_STRING_KITE,
  SWORDFISH,
  XY_WING,
  W_WING,
  XYZ_WING,
  NAKED_QUAD,
  HIDDEN_QUAD,
  JELLYFISH,
  UNIQUE_RECTANGLE_1,
  UNIQUE_RECTANGLE_2,
  UNIQUE_RECTANGLE_4,
  HIDDEN_UNIQUE_RECTANGLE,
  BUG_PLUS_ONE,
  FINNED_X_WING,
  SASHIMI_X_WING,
  FINNED_SWORDFISH,
  SASHIMI_SWORDFISH,
  SIMPLE_COLOURING,
  X_CHAIN,
  XY_CHAIN,
  ALS_XZ,
  AIC,
  CONTRADICTION_CHAIN,
  CELL_FORCING_CHAIN,
  UNIT_FORCING_CHAIN,
] as const satisfies readonly TechniqueEntry[];

export type TechniqueId = (typeof REGISTRY)[number]["id"];

export interface TechniqueInfo {
  readonly id: TechniqueId;
  /** English display name; the app translates by id. */
  readonly name: string;
  /** Star level this technique belongs to (see RATING.md). */
  readonly level: Level;
  /** Difficulty score per use, HoDoKu-like magnitudes. */
  readonly score: number;
  /** Numeric difficulty in the manner of Sudoku Explainer (see RATING.md). */
  readonly numeric: number;
}

type Entry = TechniqueInfo & TechniqueEntry;

/** The techniques in finder order (the registry entries; `find` is for this module only). */
export const TECHNIQUES: readonly TechniqueInfo[] = REGISTRY;

const ENTRY_BY_ID = Object.fromEntries(REGISTRY.map((t) => [t.id, t])) as Readonly<Record<TechniqueId, Entry>>;

export const TECHNIQUE_BY_ID: Readonly<Record<TechniqueId, TechniqueInfo>> = ENTRY_BY_ID;

/** The highest level: "beyond 5 stars". */
export const BEYOND_LEVEL = 6;

export interface FindOptions {
  /** Only use techniques of at most this level (default: all, up to BEYOND_LEVEL). */
  maxLevel?: number;
  /**
   * Skip techniques below this star level (default 1). Only for callers that already exhausted the
   * easier levels themselves, like the rater's bulk singles pass.
   */
  minLevel?: number;
}

// The finders are synchronous and never re-entered, so one scratch table serves every search. It is
// filled on the first finder that asks for it, at most once per search.
const UNIT_POS = new Uint16Array(27 * 9);
let searchPos: Position | null = null;
let unitPosReady = false;

function unitPositionsOnce(): Uint16Array {
  if (!unitPosReady) {
    unitPositions(searchPos!, UNIT_POS);
    unitPosReady = true;
  }
  return UNIT_POS;
}

function beginSearch(pos: Position): void {
  searchPos = pos;
  unitPosReady = false;
}

function toStep(technique: TechniqueId, found: Finding): Step {
  return {
    technique,
    placements: found.placements ?? [],
    eliminations: found.eliminations ?? [],
    cells: found.cells ?? [],
    units: found.units ?? [],
    digits: found.digits ?? [],
    ...(found.chain ? { chain: found.chain } : {}),
    ...(found.colours ? { colours: found.colours } : {}),
    ...(found.branches ? { branches: found.branches } : {}),
    ...(found.inference ? { inference: found.inference } : {}),
    ...(found.sets ? { sets: found.sets } : {}),
    ...(found.fins ? { fins: found.fins } : {}),
  };
}

/**
 * The next logical step for a position: the first technique of the registry (within the levels of
 * `options`) that applies, or null when none does. Assumes the position is consistent with the
 * puzzle's solution (check entries against the solution before asking for a hint).
 */
export function findNextStep(pos: Position, options: FindOptions = {}): Step | null {
  const maxLevel = options.maxLevel ?? BEYOND_LEVEL;
  const minLevel = options.minLevel ?? 1;
  beginSearch(pos);
  for (let i = 0; i < REGISTRY.length; i++) {
    const entry: Entry = REGISTRY[i]!;
    if (entry.level < minLevel || entry.level > maxLevel) continue;
    const found = entry.find(pos, unitPositionsOnce);
    if (found) return toStep(entry.id, found);
  }
  return null;
}

/** Runs a single technique (for tests and academy examples that demonstrate one technique). */
export function findTechnique(pos: Position, id: TechniqueId): Step | null {
  beginSearch(pos);
  const found = ENTRY_BY_ID[id].find(pos, unitPositionsOnce);
  return found ? toStep(id, found) : null;
}

/**
 * The first of `ids` (in that order) that applies, in one search (the unit positions are worked
 * out once): for callers with an order of their own, like the SE-style rater.
 */
export function findFirstTechnique(pos: Position, ids: readonly TechniqueId[]): Step | null {
  beginSearch(pos);
  for (const id of ids) {
    const found = ENTRY_BY_ID[id].find(pos, unitPositionsOnce);
    if (found) return toStep(id, found);
  }
  return null;
}
