// Share links: the address of a puzzle (any puzzle, catalogue or imported, by its id on the home
// path: `/de?id=N`, `/en?id=N`) and, only when the sharer ticks "include my progress", their
// entries in one more query parameter. Pure, shared by the board (which builds the link) and the
// play page's loader (which reads it).
//
// The entries are compact: one digit per cell that is empty in the puzzle, in cell order (`0` for
// no entry), with trailing zeros left out. Givens need no digit (the puzzle has them), so a game
// with a few entries is a few characters, and a full grid of a 25-given puzzle is 56.

import { CELL_COUNT } from "../../config/constants.ts";
import { SHARE_PROGRESS_PARAM } from "../../config/puzzle-import.ts";

/** Encodes the entries (81 numbers, 0 = none) of a puzzle (81 characters, `0` empty). */
export function encodeEntries(puzzle: string, entries: readonly number[]): string {
  let out = "";
  for (let c = 0; c < CELL_COUNT; c++) if (puzzle[c] === "0") out += String(entries[c] ?? 0);
  return out.replace(/0+$/, "");
}

/** The parameter's shape: digits only, at most one per cell (share-schema.ts is the same rule in Zod). */
export const SHARED_ENTRIES = /^[0-9]{0,81}$/;

/**
 * The entries a share link carries, as 81 numbers, or null when the text is not a valid encoding
 * for this puzzle (wrong characters, or more digits than the puzzle has empty cells). No Zod here:
 * the board imports this module, and the play page ships without Zod.
 */
export function decodeEntries(puzzle: string, digits: string): number[] | null {
  if (!SHARED_ENTRIES.test(digits)) return null;
  const entries = new Array<number>(CELL_COUNT).fill(0);
  let i = 0;
  for (let c = 0; c < CELL_COUNT; c++) {
    if (puzzle[c] !== "0") continue;
    if (i < digits.length) entries[c] = digits.charCodeAt(i) - 48;
    i++;
  }
  return digits.length <= i ? entries : null;
}

/** The path (with query) of a share link; `progress`: the encoded entries, or null for the puzzle alone. */
export function sharePath(homePath: string, puzzleId: number, progress: string | null): string {
  const query = new URLSearchParams({ id: String(puzzleId) });
  if (progress) query.set(SHARE_PROGRESS_PARAM, progress);
  return `${homePath}?${query.toString()}`;
}
