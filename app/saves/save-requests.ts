// The saves API's form fields (docs/API.md "Saved games"; the daily's save and check are the same
// form keyed by date) and their localized error keys, one mapper for all. The savegame inside is
// checked by the one schema in savegame.ts, a puzzle id by the one parser.

import { z } from "zod";
import { fieldErrors } from "../lib/http/field-errors.ts";
import { parseIsoDate } from "../daily/schedule.ts";
import { puzzleIdField } from "../game/puzzle-id.ts";
import { PERCENT } from "../game/rules.ts";
import { SAVEGAME_MAX_CHARS, savegameSchema } from "../game/savegame.ts";

/** Items per page of the saved/solved tables: default and the bound that keeps one answer small. */
export const SAVED_PAGE_DEFAULT = 10;
export const SAVED_PAGE_MAX = 100;
/** Highest page number accepted; far beyond any real table, low enough that the offset stays exact. */
export const SAVED_PAGE_NUMBER_MAX = 1_000_000;

const key = (name: string) => `saves.${name}`;
// A string schema's `error` also names the failures of its own checks (regex, min) in Zod 4, so
// only checks with a different message, and the number schemas after a pipe, carry their own.

/** The board's change counter (SPEC §3 "saving state"), which only grows while a game is played. */
export const versionField = z
  .string({ error: key("invalidVersion") })
  .regex(/^\d{1,16}$/)
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, { error: key("invalidVersion") }));

/** The client's progress claim: checked for shape only, then ignored (the server recomputes it). */
const progressClaim = z
  .string({ error: key("invalidProgress") })
  .regex(/^\d{1,3}(\.\d{1,6})?$/)
  .transform(Number)
  .pipe(z.number().max(PERCENT, { error: key("invalidProgress") }))
  .optional();

export const savegameField = z
  .string({ error: key("savegameRequired") })
  .min(1)
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

export const dateField = z
  .string({ error: "daily.invalidDate" })
  .refine((text) => parseIsoDate(text) !== null, { error: "daily.invalidDate" });

/**
 * The form of a save: the game's key (a catalogue puzzle's id, or a day's date: GameKey in
 * savegames.server.ts), the savegame, the board's change counter and the progress claim.
 */
function gameSaveSchema<K extends z.ZodRawShape>(gameKey: K) {
  return z.object({ savegame: savegameField, version: versionField, progress: progressClaim, ...gameKey });
}

/** POST /api/sudoku/save form fields. */
export const saveRequestSchema = gameSaveSchema({ puzzleId: puzzleIdField(key("invalidId")) });

/** POST /api/daily-sudoku/save: the day instead of the id. Its progress claim has never been checked for shape (docs/API.md). */
export const dailySaveSchema = gameSaveSchema({ date: dateField, progress: z.string().optional() });

/** POST /api/daily-sudoku/check: the day and the grid to check against the stored solution. */
export const dailyCheckSchema = z.object({ date: dateField, savegame: savegameField });

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
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: key(message) })
        .max(max, { error: key(message) }),
    );

/** POST /api/sudoku/saved-puzzles form fields; empty fields take their defaults. */
export const listRequestSchema = z.object({
  page: wholeNumber(1, SAVED_PAGE_NUMBER_MAX, "invalidPage").default(1),
  itemsPerPage: wholeNumber(1, SAVED_PAGE_MAX, "invalidItemsPerPage").default(SAVED_PAGE_DEFAULT),
  sortBy: sortByField.default("updatedAt"),
  sortDesc: flag.default(true),
  solved: flag.optional(),
});

export type ListRequest = z.infer<typeof listRequestSchema>;

/** The field message for an issue inside a save's fields that carries no catalogue key (Zod's own text). */
export const saveFieldFallback = (field: string): string => (field === "savegame" ? key("savegameInvalid") : key("invalidField"));

/** Zod issues of a saves or daily call → `{ field: [catalogue keys] }`: the one mapper, with the saves' fallback. */
export function saveIssueKeys(error: z.ZodError): Record<string, string[]> {
  return fieldErrors(error, saveFieldFallback);
}

/** What the saved/solved tables show: a page and its order (the address carries it). */
export interface TableQuery {
  page: number;
  sortBy: SortKey;
  sortDesc: boolean;
}
