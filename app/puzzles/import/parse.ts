// The one parser of a typed or pasted puzzle, for the import page in the browser (instant feedback)
// and the server (which decides). Pure: no engine search here, only reading and the rule check.
//
// Accepted:
//   - 81 cells, digits 1-9, and `0` or `.` for an empty cell;
//   - any whitespace (spaces, tabs, line breaks) anywhere: one line, 9 lines of 9, spaced digits;
//   - the grid decorations `|`, `+`, `-`, `=` of the common ASCII layouts, e.g.
//       +-------+-------+-------+
//       | 1 . . | . . 7 | . 9 . |
//       ...
//     or lines of `---+---+---` between blocks of 9-digit rows with `|` separators.
// The whole input is at most IMPORT_MAX_INPUT_CHARS (200) characters (issue 16), which every layout
// above fits except the drawn box with its frame lines and a space between cells (337 characters):
// that one fits with the spaces or the `+---` lines left out.
// Everything else (letters, `*`, `_`, `x`, other punctuation) is refused and named, rather than
// guessed at: a letter may be a typo for a digit, and a wrong guess would import a different puzzle.

import { IMPORT_BAD_CHARS_SHOWN, IMPORT_MAX_INPUT_CHARS } from "../../config/puzzle-import.ts";
import { CELL_COUNT } from "../../config/constants.ts";
import { UNITS, unitRef, type UnitType } from "../../sudoku/grid.ts";

/** A digit that appears twice (or more) in one row, column or box; `index` 0-8, cells 0-80. */
export interface GivenConflict {
  unit: UnitType;
  index: number;
  digit: number;
  cells: number[];
}

export type ParseError =
  | { kind: "empty" }
  | { kind: "too-long"; length: number; max: number }
  | { kind: "bad-characters"; characters: string[] }
  | { kind: "wrong-length"; count: number }
  | { kind: "conflicts"; conflicts: GivenConflict[] };

/** `grid`: the canonical form, 81 characters with `0` for empty (the storage format and the dedup key). */
export type ParseResult = { ok: true; grid: string } | { ok: false; error: ParseError };

const DECORATION = new Set([" ", "\t", "\n", "\r", "\f", "\v", "\u00a0", "|", "+", "-", "="]);

function isDecoration(ch: string): boolean {
  return DECORATION.has(ch) || /\s/u.test(ch);
}

/**
 * Reads a puzzle as typed or pasted. Checks, in this order: the raw length (over
 * IMPORT_MAX_INPUT_CHARS is refused before anything is read), wrong characters, the number of
 * cells, then givens that clash in a row, column or box.
 */
export function parsePuzzle(input: string): ParseResult {
  if (input.length > IMPORT_MAX_INPUT_CHARS)
    return { ok: false, error: { kind: "too-long", length: input.length, max: IMPORT_MAX_INPUT_CHARS } };
  let grid = "";
  const bad: string[] = [];
  for (const ch of input) {
    if (ch >= "1" && ch <= "9") grid += ch;
    else if (ch === "0" || ch === ".") grid += "0";
    else if (!isDecoration(ch) && !bad.includes(ch)) bad.push(ch);
  }
  if (bad.length > 0) return { ok: false, error: { kind: "bad-characters", characters: bad.slice(0, IMPORT_BAD_CHARS_SHOWN) } };
  if (grid.length === 0) return { ok: false, error: { kind: "empty" } };
  if (grid.length !== CELL_COUNT) return { ok: false, error: { kind: "wrong-length", count: grid.length } };
  const conflicts = givenConflicts(grid);
  if (conflicts.length > 0) return { ok: false, error: { kind: "conflicts", conflicts } };
  return { ok: true, grid };
}

/** Every digit repeated within a unit, rows first, then columns, then boxes. */
export function givenConflicts(grid: string): GivenConflict[] {
  const out: GivenConflict[] = [];
  UNITS.forEach((cells, u) => {
    const byDigit = new Map<number, number[]>();
    for (const c of cells) {
      const d = grid.charCodeAt(c) - 48;
      if (d > 0) byDigit.set(d, [...(byDigit.get(d) ?? []), c]);
    }
    const ref = unitRef(u);
    for (const [digit, list] of byDigit) if (list.length > 1) out.push({ unit: ref.type, index: ref.index, digit, cells: list });
  });
  return out;
}
