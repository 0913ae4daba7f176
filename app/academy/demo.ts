// The shape of a lesson's demonstration (app/routes/lesson.server.ts builds it, the lesson
// board shows it): a position before and after one step and the stages that explain the step.

export interface DemoCell {
  value: number;
  /** Candidate digits of an empty cell. */
  candidates: number[];
}

export interface DemoStage {
  text: string;
  /** Cells shaded as the area to look at. */
  unitCells: number[];
  /** Cells of the pattern, and which of their candidates the pattern is about. */
  patternCells: number[];
  keyDigits: number[];
  /** Candidates struck out and digits placed (the conclusion). */
  eliminations: { cell: number; digit: number }[];
  placements: { cell: number; digit: number }[];
  /** Which position the stage shows: before or after the step. */
  after: boolean;
}

export interface DemoExample {
  /** The catalogue puzzle, or null for a puzzle from a public set (beyond 5 stars). */
  puzzleId: number | null;
  /** A puzzle from a public set: its name, its line, and where to enter it on this site (or null). */
  source?: { set: string; line: number; play: string | null };
  /** Why the finder would show another technique first in this position, when it would. */
  note?: string;
  before: DemoPosition;
  after: DemoPosition;
  stages: DemoStage[];
}

/**
 * A position as it travels in the loader data: two strings instead of 81 objects with arrays,
 * which turbo-stream encoded entry by entry on every lesson page (the lowest page in the
 * throughput table). `values`: 81 digits, 0 for empty; `masks`: 81 candidate masks (bit d-1 for
 * digit d), comma-separated.
 */
export interface DemoPosition {
  values: string;
  masks: string;
}

export function encodePosition(values: ArrayLike<number>, masks: ArrayLike<number>): DemoPosition {
  return { values: Array.from(values).join(""), masks: Array.from(masks, (m, c) => (values[c] ? 0 : m)).join(",") };
}

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export function decodePosition(position: DemoPosition): DemoCell[] {
  const masks = position.masks.split(",");
  return Array.from({ length: 81 }, (_, c) => {
    const value = Number(position.values[c]);
    const mask = value ? 0 : Number(masks[c]);
    // Not the engine's MASK_DIGITS: that would add the engine's grid module to the lesson's scripts.
    return { value, candidates: DIGITS.filter((d) => mask & (1 << (d - 1))) };
  });
}
