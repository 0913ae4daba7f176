// The server's view of a saved game: its exact shape, its check against the stored puzzle, and the
// figures the server derives from it (progress, solved). Pure, so the board can share the schema
// and the unit tests need no database. DESIGN §4 "server decides": nothing the client claims about
// progress or solving is stored; it is recomputed here from the stored solution.

import { z } from "zod";
import { CELL_COUNT, GRID_SIZE, LAST_WEEK_DAYS } from "../../config/constants.ts";
import { ALL_DIGITS } from "../../sudoku/grid.ts";
import { berlinDate, berlinOffsetMinutes } from "../dates/berlin-time.ts";

/**
 * Longest savegame text accepted. The largest valid game (81 entries, 81 notes of 511, every
 * counter at its maximum) serializes to well under 1,000 characters; the margin covers spacing.
 */
export const SAVEGAME_MAX_CHARS = 4096;
/** Upper bound of the checked and hint counters (a signed 32-bit integer, far beyond any game). */
export const COUNTER_MAX = 2 ** 31 - 1;
/** A game clock beyond a year is a broken client, not a player. */
export const ELAPSED_MAX_SECONDS = 366 * 24 * 60 * 60;
/** Items per page of the saved/solved tables: default and the bound that keeps one answer small. */
export const SAVED_PAGE_DEFAULT = 10;
export const SAVED_PAGE_MAX = 100;
/** Highest page number accepted; far beyond any real table, low enough that the offset stays exact. */
export const SAVED_PAGE_NUMBER_MAX = 1_000_000;
export const PERCENT = 100;

const key = (name: string) => `saves.${name}`;

/**
 * The savegame as the board sends it (SPEC §3 game state, the part worth keeping).
 * Strict: an unknown key is refused, so a client never believes something was stored that was not.
 */
export const savegameSchema = z.strictObject({
  /** The player's digit per cell, 0 = empty. At a given cell 0 or the given digit. */
  entries: z.array(z.int().min(0).max(GRID_SIZE)).length(CELL_COUNT),
  /** Pencil notes per cell: digit d is bit 2^(d-1), so 0..511. */
  notes: z.array(z.int().min(0).max(ALL_DIGITS)).length(CELL_COUNT),
  /** How often the player pressed "check" (SPEC §8 "n times checked"). */
  checked: z.int().min(0).max(COUNTER_MAX),
  hintsUsed: z.int().min(0).max(COUNTER_MAX).optional(),
  elapsedSeconds: z.int().min(0).max(ELAPSED_MAX_SECONDS).optional(),
});

export type Savegame = z.infer<typeof savegameSchema>;

/** A puzzle number: digits only, no sign or exponent, a safe integer. */
export const puzzleIdField = z
  .string({ error: key("invalidId") })
  .regex(/^[1-9]\d{0,15}$/, { error: key("invalidId") })
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, { error: key("invalidId") }));

/** The board's change counter (SPEC §3 "saving state"), which only grows while a game is played. */
export const versionField = z
  .string({ error: key("invalidVersion") })
  .regex(/^\d{1,16}$/, { error: key("invalidVersion") })
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, { error: key("invalidVersion") }));

/** The client's progress claim: checked for shape only, then ignored (the server recomputes it). */
const progressClaim = z
  .string({ error: key("invalidProgress") })
  .regex(/^\d{1,3}(\.\d{1,6})?$/, { error: key("invalidProgress") })
  .transform(Number)
  .pipe(z.number().max(PERCENT, { error: key("invalidProgress") }))
  .optional();

const savegameField = z
  .string({ error: key("savegameRequired") })
  .min(1, { error: key("savegameRequired") })
  .max(SAVEGAME_MAX_CHARS, { error: key("savegameTooLarge") })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: key("savegameInvalid") });
      return z.NEVER;
    }
  })
  .pipe(savegameSchema);

/** POST /api/sudoku/save form fields. */
export const saveRequestSchema = z.object({
  puzzleId: puzzleIdField,
  savegame: savegameField,
  version: versionField,
  progress: progressClaim,
});

const flag = z.enum(["true", "false", "1", "0"], { error: key("invalidFlag") }).transform((v) => v === "true" || v === "1");

/** Sort keys of the saved/solved tables: one per table column (SPEC §2), plus the names the API uses. */
export const SORT_KEYS = ["checked", "progress", "solved", "stars", "sudoku", "updatedAt"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
const SORT_ALIASES: Record<string, SortKey> = { updated_at: "updatedAt", puzzleId: "sudoku", solvedAt: "solved" };

const sortByField = z
  .string()
  .transform((s) => SORT_ALIASES[s] ?? s)
  .pipe(z.enum(SORT_KEYS, { error: key("invalidSortBy") }));

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string({ error: key(message) })
    .regex(/^\d{1,7}$/, { error: key(message) })
    .transform(Number)
    .pipe(z.number().min(min, { error: key(message) }).max(max, { error: key(message) }));

/** POST /api/sudoku/saved-puzzles form fields; empty fields take their defaults. */
export const listRequestSchema = z.object({
  page: wholeNumber(1, SAVED_PAGE_NUMBER_MAX, "invalidPage").default(1),
  itemsPerPage: wholeNumber(1, SAVED_PAGE_MAX, "invalidItemsPerPage").default(SAVED_PAGE_DEFAULT),
  sortBy: sortByField.default("updatedAt"),
  sortDesc: flag.default(true),
  solved: flag.optional(),
});

export type ListRequest = z.infer<typeof listRequestSchema>;

/** Form values → schema input: files and empty strings count as absent, so defaults apply. */
export function formInput(fields: Record<string, unknown>, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => {
    const value = fields[name];
    return [name, typeof value === "string" && value !== "" ? value : undefined];
  }));
}

/**
 * Zod issues → `{ field: [catalogue keys] }`. Issues inside the savegame (a cell out of range, a
 * wrong length, an unknown key) carry Zod's own English text, so they become one localized key.
 */
export function saveIssueKeys(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    const fallback = field === "savegame" ? key("savegameInvalid") : key("invalidField");
    const message = issue.message.startsWith("saves.") ? issue.message : fallback;
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

export interface StoredPuzzle {
  puzzle: string;
  solution: string;
}

export type Checked =
  | { ok: true; state: Savegame; progress: number; solved: boolean }
  | { ok: false; error: "givens" };

const isGiven = (puzzle: string, cell: number) => puzzle.charCodeAt(cell) > 48;

/**
 * Checks a savegame against its stored puzzle and derives what the server keeps. A given cell may
 * hold 0 (the board keeps givens out of its entries) or the given digit; any other digit there
 * means the game belongs to another puzzle or was tampered with. The stored state has 0 in entries
 * and notes at given cells, so two saves that show the same grid store the same text.
 */
export function checkSavegame(game: Savegame, stored: StoredPuzzle): Checked {
  const entries = [...game.entries];
  const notes = [...game.notes];
  let open = 0;
  let filled = 0;
  let solved = true;
  for (let c = 0; c < CELL_COUNT; c++) {
    if (isGiven(stored.puzzle, c)) {
      const given = stored.puzzle.charCodeAt(c) - 48;
      if (entries[c] !== 0 && entries[c] !== given) return { ok: false, error: "givens" };
      entries[c] = 0;
      notes[c] = 0;
      continue;
    }
    open++;
    if (entries[c] !== 0) filled++;
    if (entries[c] !== stored.solution.charCodeAt(c) - 48) solved = false;
  }
  // SPEC §4: progress is the percentage, rounded down, of originally empty cells with an entry.
  const progress = open === 0 ? PERCENT : Math.floor((filled * PERCENT) / open);
  return { ok: true, state: { ...game, entries, notes }, progress, solved };
}

/** The stored text of a checked savegame; keys in a fixed order, absent optionals left out. */
export function serializeSavegame(state: Savegame): string {
  return JSON.stringify({
    entries: state.entries,
    notes: state.notes,
    checked: state.checked,
    ...(state.hintsUsed === undefined ? {} : { hintsUsed: state.hintsUsed }),
    ...(state.elapsedSeconds === undefined ? {} : { elapsedSeconds: state.elapsedSeconds }),
  });
}

/** A stored savegame back as an object; a row that no longer parses reads as null, never throws. */
export function readSavegame(text: string): Savegame | null {
  try {
    const parsed = savegameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const MINUTE_MS = 60_000;
const NOON_HOUR = 12;

/** A Berlin calendar date `days` later (or earlier); arithmetic at UTC noon never crosses a date line. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days, NOON_HOUR)).toISOString().slice(0, 10);
}

/**
 * The instant (ms) at which a Berlin calendar date begins. Berlin changes its clocks at 02:00 and
 * 03:00, never at midnight, so every date has exactly one midnight; the offset is read once at a
 * first guess and once more at the corrected instant, which settles it on both sides of a change.
 */
export function berlinDayStart(isoDate: string): number {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  const guess = wall - berlinOffsetMinutes(wall) * MINUTE_MS;
  return wall - berlinOffsetMinutes(guess) * MINUTE_MS;
}

/**
 * The 8 instants that bound the last 7 Berlin days ending with the day of `now`, oldest first:
 * day i is [bounds[i], bounds[i+1]). Days around a DST change have 23 or 25 hours.
 */
export function lastWeekBounds(now: Date | number, days: number = LAST_WEEK_DAYS): number[] {
  const today = berlinDate(now);
  const bounds: number[] = [];
  for (let i = days - 1; i >= -1; i--) bounds.push(berlinDayStart(addDays(today, -i)));
  return bounds;
}
