// The shape of a technique: what every family file exports and the registry lists.

import type { Position, StepDetail } from "./position.ts";

/**
 * Star level a technique belongs to (see RATING.md). 6 is "beyond 5 stars": techniques the
 * catalogue never needs, used for puzzles players import.
 */
export type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * What a finder reports: the step's detail, empty lists left out. The registry adds the technique
 * id and the empty lists, so a finder never names its own technique.
 */
export type Finding = Partial<StepDetail>;

/**
 * The unit positions table of the position being searched (see `unitPositions` in patterns.ts):
 * computed on the first call of a search and shared by all finders of that search.
 */
export type UnitPositions = () => Uint16Array;

export type Finder = (pos: Position, unitPositions: UnitPositions) => Finding | null;

export interface TechniqueEntry {
  /** Stable id, used in profiles, translations and hints. */
  readonly id: string;
  /** English display name; the app translates by id. */
  readonly name: string;
  /** Star level this technique belongs to (see RATING.md). */
  readonly level: Level;
  /** Difficulty score per use, HoDoKu-like magnitudes. */
  readonly score: number;
  /** Numeric difficulty in the manner of Sudoku Explainer (RATING.md compares the two scales). */
  readonly numeric: number;
  /** The first instance of the technique in a position, or null. */
  readonly find: Finder;
}
