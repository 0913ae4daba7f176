// The savegame: the part of a game worth keeping in the account (SPEC §3 game state), its one
// schema, and how the server checks it against the stored puzzle. Browser and Worker share this
// module: the board builds and reads savegames with it, the server validates and stores them.
// zod/mini keeps the schema small enough for the browser's cloud-save chunk.

import * as z from "zod/mini";
import { CELL_COUNT, GRID_SIZE } from "../config/constants.ts";
import { ALL_DIGITS } from "../sudoku/grid.ts";
import { TECHNIQUE_IDS } from "../sudoku/technique-ids.ts";
import { COLOR_COUNT, givenAt, isFailedAttempt, isGiven, isSolved, MISTAKE_MODES, progress, withoutGivens } from "./rules.ts";

/**
 * Longest savegame text accepted. The largest valid game (81 entries, notes and eliminations of
 * 511, 81 colours, 729 candidate colours, every counter at its maximum, a hint for every
 * technique) is about 8,220 characters of compact JSON, as the board sends it (savegame.test.ts
 * measures it); the margin covers some whitespace. The saves' body limit (SAVE_BODY_LIMIT_BYTES)
 * lets every savegame up to it through.
 */
export const SAVEGAME_MAX_CHARS = 13 * 1024;
/** Upper bound of the checked and hint counters (a signed 32-bit integer, far beyond any game). */
export const COUNTER_MAX = 2 ** 31 - 1;
/** A game clock beyond a year is a broken client, not a player. */
export const ELAPSED_MAX_SECONDS = 366 * 24 * 60 * 60;

const bounded = (max: number) => z.int().check(z.minimum(0), z.maximum(max));

/** The savegame's version: absent is version 1, the shape before colours, eliminations and modes. */
export const SAVEGAME_SCHEMA = 2;
/** At most one colour per candidate: 81 cells × 9 digits. */
export const NOTE_COLORS_MAX = CELL_COUNT * GRID_SIZE;

// The version 2 fields carry their own catalogue keys (saves-pages.ts), so a 400 names what is
// wrong in the player's language; every issue inside one field, whatever its kind, gets its key.
type Key = { error: string };
const errorOf = (name: string): Key => ({ error: `saves.${name}` });
const keyedBounded = (min: number, max: number, error: Key) => z.int(error).check(z.minimum(min, error), z.maximum(max, error));
const keyedCells = (max: number, error: Key) => z.array(keyedBounded(0, max, error), error).check(z.length(CELL_COUNT, error));

/** No (cell, digit) pair coloured twice, so the stored list has one meaning. */
function distinctPairs(triples: readonly (readonly [number, number, number])[]): boolean {
  return new Set(triples.map(([cell, digit]) => cell * GRID_SIZE + digit)).size === triples.length;
}

const noteColorsError = errorOf("invalidNoteColors");
const noteColorsField = z
  .array(
    z.tuple(
      [
        keyedBounded(0, CELL_COUNT - 1, noteColorsError),
        keyedBounded(1, GRID_SIZE, noteColorsError),
        keyedBounded(1, COLOR_COUNT, noteColorsError),
      ],
      noteColorsError,
    ),
    noteColorsError,
  )
  .check(z.maxLength(NOTE_COLORS_MAX, noteColorsError), z.refine(distinctPairs, noteColorsError));

const hintedError = errorOf("invalidHinted");
const hintedField = z
  .array(z.enum(TECHNIQUE_IDS, hintedError), hintedError)
  .check(z.refine((ids) => new Set(ids).size === ids.length, hintedError));

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
  // Version 2 (issue 30); all optional, so a version 1 savegame is still valid and means the defaults.
  schema: z.optional(z.literal(SAVEGAME_SCHEMA, errorOf("invalidSchema"))),
  /** Colour mark per cell (COLOR_COUNT), also on given cells. */
  colors: z.optional(keyedCells(COLOR_COUNT, errorOf("invalidColors"))),
  /** Colours on single candidates: [cell 0..80, digit 1..9, colour 1..8]. */
  noteColors: z.optional(noteColorsField),
  /** The player's own eliminations in live candidates mode, a bitmask per cell like notes. */
  eliminated: z.optional(keyedCells(ALL_DIGITS, errorOf("invalidEliminated"))),
  liveNotes: z.optional(z.boolean(errorOf("invalidLiveNotes"))),
  /** Absent means classic. */
  mode: z.optional(z.enum(MISTAKE_MODES, errorOf("invalidMode"))),
  /** Wrong entries made in this attempt. */
  mistakes: z.optional(keyedBounded(0, COUNTER_MAX, errorOf("invalidMistakes"))),
  /** Issue 31: the techniques the player asked a hint for, each once (the statistics' technique profile). */
  hinted: z.optional(hintedField),
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

/** The optional keys in the order they are stored, after entries, notes and checked: version 1's, then version 2's. */
const OPTIONAL_KEYS = [
  "hintsUsed",
  "elapsedSeconds",
  "schema",
  "colors",
  "noteColors",
  "eliminated",
  "liveNotes",
  "mode",
  "mistakes",
  "hinted",
] as const satisfies readonly (keyof Savegame)[];

/** The stored text of a checked savegame; keys in a fixed order, absent optionals left out. */
export function serializeSavegame(state: Savegame): string {
  const out: Record<string, unknown> = { entries: state.entries, notes: state.notes, checked: state.checked };
  // Stryker disable next-line ConditionalExpression: equivalent, JSON.stringify leaves out an undefined key too
  for (const key of OPTIONAL_KEYS) if (state[key] !== undefined) out[key] = state[key];
  return JSON.stringify(out);
}

/** Whether a game ended as a failed attempt: strict mode with STRICT_MISTAKE_LIMIT wrong entries. */
export function failedAttempt(game: Savegame): boolean {
  return isFailedAttempt(game.mode, game.mistakes);
}

export interface StoredPuzzle {
  puzzle: string;
  solution: string;
}

export type Checked = { ok: true; state: Savegame; progress: number; solved: boolean } | { ok: false; error: "givens" };

/**
 * Checks a savegame against its stored puzzle and derives what the server keeps. A given cell may
 * hold 0 (the board keeps givens out of its entries) or the given digit; any other digit there
 * means the game belongs to another puzzle or was tampered with. The stored state has 0 in entries,
 * notes and eliminations at given cells and no candidate colours there, so two saves that show the
 * same grid store the same text (cell colours stay: a player may colour a given). A strict game
 * that reached its mistake limit is a failed attempt and never solved (issue 30); its progress counts.
 */
export function checkSavegame(game: Savegame, stored: StoredPuzzle): Checked {
  // Stryker disable next-line EqualityOperator: equivalent, cell 81 reads past the puzzle (NaN), which is never a given
  for (let c = 0; c < CELL_COUNT; c++) {
    if (isGiven(stored.puzzle, c) && game.entries[c] !== 0 && game.entries[c] !== givenAt(stored.puzzle, c)) {
      return { ok: false, error: "givens" };
    }
  }
  const entries = withoutGivens(stored.puzzle, game.entries);
  const state: Savegame = { ...game, entries, notes: withoutGivens(stored.puzzle, game.notes) };
  if (game.eliminated) state.eliminated = withoutGivens(stored.puzzle, game.eliminated);
  if (game.noteColors) state.noteColors = game.noteColors.filter(([cell]) => !isGiven(stored.puzzle, cell));
  const solved = !failedAttempt(game) && isSolved(stored.puzzle, stored.solution, entries);
  return { ok: true, state, progress: progress(stored.puzzle, entries), solved };
}
