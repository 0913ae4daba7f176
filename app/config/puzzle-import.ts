// Own puzzles (issue 16, "Import and share"): every number the import and the share links decide on.
// The rate limits of the import call are in limits.ts beside the others.

/** Longest input the import reads, in characters (UTF-16 units), before anything else is looked at. */
export const IMPORT_MAX_INPUT_CHARS = 200;

/**
 * Imported puzzles' ids start here: above the catalogue (1 … 100,000) and the daily pool
 * (DAILY_POOL_ID_BASE = 1,000,000 in its own table), so an id tells what it is.
 */
export const IMPORTED_ID_BASE = 2_000_000;

/**
 * Search nodes the two-solutions search may visit before it gives up (a node is one guess of the
 * engine's search: one cell tried with one digit). Finding two solutions of a near-empty grid takes
 * about 50; the budget only bounds pathological inputs, which then get "more than one solution"
 * without the pair.
 */
export const TWO_SOLUTIONS_NODE_BUDGET = 200_000;

/** Largest number of distinct wrong characters the error message names. */
export const IMPORT_BAD_CHARS_SHOWN = 5;

/** The query parameter of a share link that carries the sharer's entries (see puzzles/import/share.ts). */
export const SHARE_PROGRESS_PARAM = "entries";
