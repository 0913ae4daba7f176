// Difficulty rater: solves with the step finder only (never guesses) and maps the technique
// profile to 1-5 stars. The exact scale and its reasons are in RATING.md.

import { explainerRating } from "./explainer/rate.ts";
import { POPCOUNT, UNITS, parseGrid } from "./grid.ts";
import { BEYOND_LEVEL, TECHNIQUES, TECHNIQUE_BY_ID, applyStep, createPosition, findNextStep, hasDeadCell, isSolved } from "./techniques.ts";
import type { Position, TechniqueId } from "./techniques.ts";

/**
 * "Many singles": for a 1-star puzzle every round of naked singles (all cells that currently have a
 * single candidate, filled together) must offer at least this many cells, or all remaining cells
 * when fewer are empty. See RATING.md for the calibration.
 */
export const MANY_SINGLES = 12;

export type Stars = 1 | 2 | 3 | 4 | 5;

export interface Rating {
  /** False when the implemented techniques cannot finish the puzzle (or not within `maxLevel`). */
  solvable: boolean;
  /** 1..5 when solvable within 5 stars, 0 otherwise (not solvable, or beyond). */
  stars: Stars | 0;
  /** Solvable, but only with techniques above 5 stars (BEYOND_LEVEL): never a catalogue puzzle. */
  beyond: boolean;
  /**
   * Numeric difficulty computed the way Sudoku Explainer computes it: the most valuable step of
   * SE's own solving path (explainer/, RATING.md "Numeric rating"). Independent of the stars.
   */
  numeric: number;
  /** Sum of the technique scores of all steps taken. */
  score: number;
  /** The hardest technique used (by level, then score); null if nothing was needed. */
  hardest: TechniqueId | null;
  /** How often each technique was used. */
  profile: Partial<Record<TechniqueId, number>>;
  /** Number of steps taken. */
  steps: number;
  /** Fewest naked singles offered by one round of the singles-only pass (0 when singles stall). */
  minSinglesRound: number;
}

function toValues(puzzle: string | ArrayLike<number>): Uint8Array {
  return typeof puzzle === "string" ? parseGrid(puzzle) : Uint8Array.from(puzzle);
}

/**
 * Fills naked singles in rounds (each round places every cell that has exactly one candidate at
 * the round's start). Returns the smallest round, measured against min(MANY_SINGLES, empty cells),
 * and whether singles alone finished the grid. Order-independent, so it is a property of the puzzle.
 */
export function nakedSingleRounds(puzzle: string | ArrayLike<number>): { solved: boolean; minRound: number; fewRounds: number } {
  const values = toValues(puzzle);
  const pos = createPosition(values);
  let minRound = 81;
  let fewRounds = 0;
  const batch: number[] = [];
  for (;;) {
    let empty = 0;
    batch.length = 0;
    for (let c = 0; c < 81; c++) {
      if (pos.values[c]) continue;
      empty++;
      if (POPCOUNT[pos.cands[c]!] === 1) batch.push(c);
    }
    if (empty === 0) return { solved: true, minRound, fewRounds };
    if (batch.length === 0) return { solved: false, minRound: 0, fewRounds };
    if (batch.length < minRound) minRound = batch.length;
    if (batch.length < Math.min(MANY_SINGLES, empty)) fewRounds++;
    for (const c of batch) {
      const m = pos.cands[c]!;
      if (!m) return { solved: false, minRound: 0, fewRounds };
      placeFromMask(pos, c, m);
    }
  }
}

function placeFromMask(pos: Position, c: number, mask: number): void {
  const d = 32 - Math.clz32(mask);
  pos.values[c] = d;
  pos.cands[c] = 0;
  const clear = ~mask;
  const r = (c / 9) | 0;
  const col = c % 9;
  for (let i = 0; i < 9; i++) {
    pos.cands[r * 9 + i]! &= clear;
    pos.cands[i * 9 + col]! &= clear;
  }
  const br = r - (r % 3);
  const bc = col - (col % 3);
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) pos.cands[(br + i) * 9 + bc + j]! &= clear;
}

const scratchValues = new Uint8Array(81);

/**
 * Fast check: do naked and hidden singles alone complete the grid? Singles placements never block
 * each other, so filling them in bulk reaches the same end as the step-by-step rater.
 */
export function solvesWithSingles(puzzle: ArrayLike<number>): boolean {
  const values = scratchValues;
  for (let c = 0; c < 81; c++) values[c] = puzzle[c]!;
  return fillSingles(createPosition(values)) === 1;
}

/** Bulk naked + hidden singles on a position: 1 solved, 0 stalled, -1 dead cell. */
function fillSingles(pos: Position): number {
  const cands = pos.cands;
  for (;;) {
    let progress = false;
    let empty = 0;
    for (let c = 0; c < 81; c++) {
      if (pos.values[c]) continue;
      const m = cands[c]!;
      if (m === 0) return -1;
      if ((m & (m - 1)) === 0) {
        placeFromMask(pos, c, m);
        progress = true;
      } else empty++;
    }
    if (empty === 0) return 1;
    if (progress) continue;
    for (let u = 0; u < 27; u++) {
      const cells = UNITS[u]!;
      let once = 0;
      let twice = 0;
      for (let k = 0; k < 9; k++) {
        const m = cands[cells[k]!]!;
        twice |= once & m;
        once |= m;
      }
      let hidden = once & ~twice;
      while (hidden) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        for (let k = 0; k < 9; k++) {
          const c = cells[k]!;
          if (cands[c]! & bit) {
            placeFromMask(pos, c, bit);
            progress = true;
            break;
          }
        }
      }
    }
    if (!progress) return 0;
  }
}

/**
 * The star level a puzzle needs, ignoring the 1-star singles refinement (singles-only puzzles give
 * 2), or 0 when it cannot be finished with techniques up to `maxLevel`. Singles are filled in bulk,
 * which reaches the same positions as the step-by-step rater (singles never block each other and
 * the rater always prefers them), so the level equals rate()'s level at a fraction of the cost.
 */
export function neededLevel(puzzle: ArrayLike<number>, maxLevel = 5): number {
  const values = scratchValues;
  for (let c = 0; c < 81; c++) values[c] = puzzle[c]!;
  const pos = createPosition(values);
  let level = 2;
  for (;;) {
    const r = fillSingles(pos);
    if (r === 1) return level;
    if (r < 0 || maxLevel < 3) return 0;
    const s = findNextStep(pos, { maxLevel, minLevel: 3 });
    if (!s) return 0;
    applyStep(pos, s);
    const l = TECHNIQUE_BY_ID[s.technique].level;
    if (l > level) level = l;
  }
}

/** True when the puzzle meets the 1-star singles criterion (see RATING.md). */
export function isOneStarSingles(puzzle: string | ArrayLike<number>): boolean {
  const r = nakedSingleRounds(puzzle);
  return r.solved && r.fewRounds === 0;
}

export interface RateOptions {
  /**
   * Give up as soon as a technique above this level would be needed (the rating then reports
   * solvable:false). Lets the generator reject candidates early.
   */
  maxLevel?: number;
}

/** A rating without its numeric part: the stars and the step finder's profile. */
export type StarRating = Omit<Rating, "numeric">;

/**
 * Rates a puzzle (81 chars or numbers): stars from the step finder's path, the numeric rating from
 * SE's path. The puzzle should have a unique solution (the generator proves it first):
 * unique-rectangle reasoning assumes it.
 */
export function rate(puzzle: string | ArrayLike<number>, options: RateOptions = {}): Rating {
  const values = toValues(puzzle);
  return { ...rateStars(values, options), numeric: numericRating(values) };
}

/** SE's number for a puzzle (RATING.md, "Numeric rating"). */
export function numericRating(puzzle: string | ArrayLike<number>): number {
  return explainerRating(puzzle).rating;
}

/**
 * The stars alone: the step finder's path, without SE's. The generator rates every candidate grid
 * this way and adds the number only to the one it keeps.
 */
export function rateStars(puzzle: string | ArrayLike<number>, options: RateOptions = {}): StarRating {
  const maxLevel = options.maxLevel ?? BEYOND_LEVEL;
  const values = toValues(puzzle);
  const pos = createPosition(values);
  const profile: Partial<Record<TechniqueId, number>> = {};
  let score = 0;
  let steps = 0;
  let level = 0;
  let hardest: TechniqueId | null = null;
  const fail = (): StarRating => ({ solvable: false, stars: 0, beyond: false, score, hardest, profile, steps, minSinglesRound: 0 });
  while (!isSolved(pos)) {
    if (hasDeadCell(pos)) return fail();
    const s = findNextStep(pos, { maxLevel });
    if (!s) return fail();
    applyStep(pos, s);
    steps++;
    const info = TECHNIQUE_BY_ID[s.technique];
    profile[s.technique] = (profile[s.technique] ?? 0) + 1;
    score += info.score;
    if (info.level > level || (info.level === level && hardest !== null && info.score > TECHNIQUE_BY_ID[hardest].score)) {
      level = info.level;
      hardest = s.technique;
    }
  }
  const rounds = nakedSingleRounds(values);
  let stars = Math.max(level, 1);
  if (stars === 1 && rounds.fewRounds > 0) stars = 2;
  if (stars > maxLevel) return fail();
  const beyond = stars === BEYOND_LEVEL;
  return {
    solvable: true,
    stars: beyond ? 0 : (stars as Stars),
    beyond,
    score,
    hardest,
    profile,
    steps,
    minSinglesRound: rounds.solved ? rounds.minRound : 0,
  };
}

/** A numeric rating as stored (tenths, an integer): 4.2 → 42. */
export function ratingTenths(numeric: number): number {
  return Math.round(numeric * 10);
}

/** Compact JSON of a profile, keys in technique order of a profile (stable text for storage). */
export function profileJson(profile: Partial<Record<TechniqueId, number>>): string {
  const obj: Record<string, number> = {};
  for (const t of TECHNIQUES) if (profile[t.id]) obj[t.id] = profile[t.id]!;
  return JSON.stringify(obj);
}
