// The savegame: the part of a game worth keeping in the account (SPEC §3 game state), its one
// schema, and how the server checks it against the stored puzzle. Browser and Worker share this
// module: the board builds and reads savegames with it, the server validates and stores them.
// zod/mini keeps the schema small enough for the browser's cloud-save chunk.

import * as z from "zod/mini";
import { CELL_COUNT, GRID_SIZE } from "../config/constants.ts";
import { ALL_DIGITS } from "../sudoku/grid.ts";
import { givenAt, isGiven, isSolved, progress, withoutGivens } from "./rules.ts";

/**
 * Longest savegame text accepted. The largest valid game (81 entries, 81 notes of 511, every
 * counter at its maximum) serializes to well under 1,000 characters; the margin covers spacing.
 */
export const SAVEGAME_MAX_CHARS = 4096;
/** Upper bound of the checked and hint counters (a signed 32-bit integer, far beyond any game). */
export const COUNTER_MAX = 2 ** 31 - 1;
/** A game clock beyond a year is a broken client, not a player. */
export const ELAPSED_MAX_SECONDS = 366 * 24 * 60 * 60;

const bounded = (max: number) => z.int().check(z.minimum(0), z.maximum(max));

/**
 * The savegame as the board sends it. Strict: an unknown key is refused, so a client never
 * believes something was stored that was not.
 */
export const savegameSchema = z.strictObject({
  /** The player's digit per cell, 0 = empty. At a given cell 0 or the given digit. */
  entries: z.array(bounded(GRID_SIZE)).check(z.length(CELL_COUNT)),
  /** Pencil notes per cell: digit d is bit 2^(d-1), so 0..511. */
  notes: z.array(bounded(ALL_DIGITS)).check(z.length(CELL_COUNT)),
  /** How often the player pressed "check" (SPEC §8 "n times checked"). */
  checked: bounded(COUNTER_MAX),
  hintsUsed: z.optional(bounded(COUNTER_MAX)),
  elapsedSeconds: z.optional(bounded(ELAPSED_MAX_SECONDS)),
});

export type Savegame = z.infer<typeof savegameSchema>;

/** Any value → a savegame, or null when it does not have exactly the schema's shape. */
export function parseSavegame(value: unknown): Savegame | null {
  const parsed = z.safeParse(savegameSchema, value);
  return parsed.success ? parsed.data : null;
}

/** A stored savegame text back as an object; text that no longer parses reads as null, never throws. */
export function readSavegame(text: string): Savegame | null {
  try {
    return parseSavegame(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The stored text of a checked savegame; keys in a fixed order, absent optionals left out. */
export function serializeSavegame(state: Savegame): string {
  return JSON.stringify({
    entries: state.entries,
    notes: state.notes,
    checked: state.checked,
    // Stryker disable next-line ConditionalExpression: equivalent, JSON.stringify leaves out an undefined key too
    ...(state.hintsUsed === undefined ? {} : { hintsUsed: state.hintsUsed }),
    // Stryker disable next-line ConditionalExpression: equivalent, JSON.stringify leaves out an undefined key too
    ...(state.elapsedSeconds === undefined ? {} : { elapsedSeconds: state.elapsedSeconds }),
  });
}

export interface StoredPuzzle {
  puzzle: string;
  solution: string;
}

export type Checked = { ok: true; state: Savegame; progress: number; solved: boolean } | { ok: false; error: "givens" };

/**
 * Checks a savegame against its stored puzzle and derives what the server keeps. A given cell may
 * hold 0 (the board keeps givens out of its entries) or the given digit; any other digit there
 * means the game belongs to another puzzle or was tampered with. The stored state has 0 in entries
 * and notes at given cells, so two saves that show the same grid store the same text.
 */
export function checkSavegame(game: Savegame, stored: StoredPuzzle): Checked {
  // Stryker disable next-line EqualityOperator: equivalent, cell 81 reads past the puzzle (NaN), which is never a given
  for (let c = 0; c < CELL_COUNT; c++) {
    if (isGiven(stored.puzzle, c) && game.entries[c] !== 0 && game.entries[c] !== givenAt(stored.puzzle, c)) {
      return { ok: false, error: "givens" };
    }
  }
  const entries = withoutGivens(stored.puzzle, game.entries);
  const notes = withoutGivens(stored.puzzle, game.notes);
  const solved = isSolved(stored.puzzle, stored.solution, entries);
  return { ok: true, state: { ...game, entries, notes }, progress: progress(stored.puzzle, entries), solved };
}
