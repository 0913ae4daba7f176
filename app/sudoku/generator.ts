// Puzzle generator: random solution grid, then clue removal in random order, keeping a removal only
// while the puzzle stays unique (proved by the solver) and still rates at most the requested level.
// The end state is rated in full and accepted only at exactly the requested level. Easy levels thus
// keep more givens naturally (removal stops while the puzzle is still singles-only).

import { countClues, formatGrid } from "./grid.ts";
import { createRng, shuffle } from "./random.ts";
import type { Rng } from "./random.ts";
import { isOneStarSingles, neededLevel, numericRating, rateStars, solvesWithSingles } from "./rater.ts";
import type { Rating, Stars } from "./rater.ts";
import { countSolutions, solveInto } from "./solver.ts";

export interface GeneratedPuzzle {
  /** 81 chars, '0' = empty. */
  puzzle: string;
  solution: string;
  stars: Stars;
  clues: number;
  rating: Rating;
  /** Candidate grids tried before one rated exactly at the level (1 = first try). */
  attempts: number;
}

/** Random complete grid: random diagonal boxes (independent of each other), completed by the solver. */
export function randomSolution(rng: Rng): Uint8Array {
  const seed = new Uint8Array(81);
  for (let b = 0; b < 3; b++) {
    const digits = shuffle(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (let i = 0; i < 9; i++) seed[(3 * b + ((i / 3) | 0)) * 9 + 3 * b + (i % 3)] = digits[i]!;
  }
  const out = new Uint8Array(81);
  if (!solveInto(seed, out)) throw new Error("diagonal boxes always complete");
  // The solver completes deterministically; shuffling rows within bands, columns within stacks, the
  // bands and the stacks spreads that bias over the whole grid.
  const rowOrder = bandwisePermutation(rng);
  const colOrder = bandwisePermutation(rng);
  const grid = new Uint8Array(81);
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) grid[r * 9 + c] = out[rowOrder[r]! * 9 + colOrder[c]!]!;
  return grid;
}

function bandwisePermutation(rng: Rng): number[] {
  const bands = shuffle(rng, [0, 1, 2]);
  const order: number[] = [];
  for (const b of bands) for (const r of shuffle(rng, [0, 1, 2])) order.push(3 * b + r);
  return order;
}

function withinLevel(values: Uint8Array, level: number): boolean {
  if (level === 1) return isOneStarSingles(values);
  if (level === 2) return solvesWithSingles(values);
  return neededLevel(values, level) > 0;
}

/** One attempt: a full grid reduced greedily; returns the puzzle values (may rate below the level). */
function reduce(rng: Rng, solution: Uint8Array, level: number): Uint8Array {
  const values = solution.slice();
  const order = shuffle(
    rng,
    Array.from({ length: 81 }, (_, i) => i),
  );
  for (const c of order) {
    const keep = values[c]!;
    values[c] = 0;
    if (countSolutions(values, 2) !== 1 || !withinLevel(values, level)) values[c] = keep;
  }
  return values;
}

/** Upper bound on attempts; generous, the measured mean at level 5 is far below it. */
const MAX_ATTEMPTS = 10_000;

/**
 * A unique-solution puzzle rated exactly `level` stars (1..5). Deterministic for a given seed
 * (number or string) on every runtime.
 */
export function generate(level: number, seed: number | string): GeneratedPuzzle {
  if (!Number.isInteger(level) || level < 1 || level > 5) throw new Error(`level must be 1..5, got ${level}`);
  const rng = createRng(`${level}:${seed}`);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const solution = randomSolution(rng);
    const values = reduce(rng, solution, level);
    const stars = rateStars(values);
    if (stars.stars !== level) continue;
    if (countSolutions(values, 2) !== 1) throw new Error("generator invariant: puzzle not unique");
    return {
      puzzle: formatGrid(values),
      solution: formatGrid(solution),
      stars: level as Stars,
      clues: countClues(values),
      rating: { ...stars, numeric: numericRating(values) },
      attempts: attempt,
    };
  }
  throw new Error(`no level ${level} puzzle after ${MAX_ATTEMPTS} attempts`);
}
