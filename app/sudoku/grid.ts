// Grid model shared by the solver, step finder, rater and the board UI.
// Cells are numbered 0..80 row-major. Units are numbered 0..26: rows 0-8, columns 9-17, boxes 18-26.
// Digit d (1..9) is bit 1 << (d - 1) in every candidate/notes mask.

export const ALL_DIGITS = 0x1ff;

export type UnitType = "row" | "col" | "box";

export interface UnitRef {
  type: UnitType;
  /** 0-based index within its type: row 0..8, column 0..8, box 0..8 (row-major). */
  index: number;
}

export const CELL_ROW = new Uint8Array(81);
export const CELL_COL = new Uint8Array(81);
export const CELL_BOX = new Uint8Array(81);
/** UNITS[u] lists the 9 cells of unit u (rows 0-8, cols 9-17, boxes 18-26). */
export const UNITS: readonly (readonly number[])[] = [];
/** CELL_UNITS[c] = [row unit, col unit, box unit] of cell c. */
export const CELL_UNITS: readonly (readonly number[])[] = [];
/** The 20 peers of each cell. */
export const PEERS: readonly (readonly number[])[] = [];
/** SEES[a * 81 + b] = 1 when a and b are distinct cells sharing a unit. */
export const SEES = new Uint8Array(81 * 81);
/** Number of set bits of a 9-bit mask. */
export const POPCOUNT = new Uint8Array(512);
/** For single-bit masks, the digit; 0 otherwise. */
export const SINGLE_DIGIT = new Uint8Array(512);
/** Digits (1..9) contained in a 9-bit mask, ascending. */
export const MASK_DIGITS: readonly (readonly number[])[] = [];

{
  const units = UNITS as number[][];
  for (let u = 0; u < 27; u++) units.push([]);
  for (let c = 0; c < 81; c++) {
    const r = (c / 9) | 0;
    const col = c % 9;
    const b = ((r / 3) | 0) * 3 + ((col / 3) | 0);
    CELL_ROW[c] = r;
    CELL_COL[c] = col;
    CELL_BOX[c] = b;
    units[r]!.push(c);
    units[9 + col]!.push(c);
    units[18 + b]!.push(c);
    (CELL_UNITS as number[][]).push([r, 9 + col, 18 + b]);
  }
  for (let a = 0; a < 81; a++) {
    const peers: number[] = [];
    for (let b = 0; b < 81; b++) {
      if (a !== b && (CELL_ROW[a] === CELL_ROW[b] || CELL_COL[a] === CELL_COL[b] || CELL_BOX[a] === CELL_BOX[b])) {
        SEES[a * 81 + b] = 1;
        peers.push(b);
      }
    }
    (PEERS as number[][]).push(peers);
  }
  for (let m = 0; m < 512; m++) {
    const ds: number[] = [];
    for (let d = 1; d <= 9; d++) if (m & (1 << (d - 1))) ds.push(d);
    POPCOUNT[m] = ds.length;
    SINGLE_DIGIT[m] = ds.length === 1 ? ds[0]! : 0;
    (MASK_DIGITS as number[][]).push(ds);
  }
}

export function unitRef(u: number): UnitRef {
  return u < 9 ? { type: "row", index: u } : u < 18 ? { type: "col", index: u - 9 } : { type: "box", index: u - 18 };
}

export function unitId(ref: UnitRef): number {
  return ref.type === "row" ? ref.index : ref.type === "col" ? 9 + ref.index : 18 + ref.index;
}

/**
 * Parses a grid string: 81 cells, '1'-'9' digits, '0' or '.' for empty. Whitespace is ignored so
 * pretty-printed grids work. Throws on anything else so corrupt data never reaches the board.
 */
export function parseGrid(text: string): Uint8Array {
  const values = new Uint8Array(81);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 32 || ch === 9 || ch === 10 || ch === 13) continue;
    if (n >= 81) throw new Error("grid has more than 81 cells");
    if (ch >= 49 && ch <= 57) values[n++] = ch - 48;
    else if (ch === 48 || ch === 46) values[n++] = 0;
    else throw new Error(`invalid grid character ${JSON.stringify(text[i])}`);
  }
  if (n !== 81) throw new Error(`grid has ${n} cells, expected 81`);
  return values;
}

/** Canonical form: 81 characters, '0' for empty (the storage format). */
export function formatGrid(values: ArrayLike<number>, empty = "0"): string {
  let s = "";
  for (let i = 0; i < 81; i++) s += values[i] ? String(values[i]) : empty;
  return s;
}

/** Normalises any accepted grid text ('.' or '0' for empty) to the canonical 81-char '0' form. */
export function normalizeGrid(text: string): string {
  return formatGrid(parseGrid(text));
}

function toValues(grid: string | ArrayLike<number>): ArrayLike<number> {
  return typeof grid === "string" ? parseGrid(grid) : grid;
}

/**
 * Candidates ("magic notes") of a position: for each empty cell the digits not used by any
 * filled peer; 0 for filled cells. Entries count like givens, so a wrong entry shapes the notes the
 * same way it would for a player.
 */
export function computeCandidates(grid: string | ArrayLike<number>): Uint16Array {
  const values = toValues(grid);
  const rowUsed = new Uint16Array(9);
  const colUsed = new Uint16Array(9);
  const boxUsed = new Uint16Array(9);
  for (let c = 0; c < 81; c++) {
    const v = values[c]!;
    if (v) {
      const bit = 1 << (v - 1);
      rowUsed[CELL_ROW[c]!]! |= bit;
      colUsed[CELL_COL[c]!]! |= bit;
      boxUsed[CELL_BOX[c]!]! |= bit;
    }
  }
  const cands = new Uint16Array(81);
  for (let c = 0; c < 81; c++) {
    if (!values[c]) cands[c] = ALL_DIGITS & ~(rowUsed[CELL_ROW[c]!]! | colUsed[CELL_COL[c]!]! | boxUsed[CELL_BOX[c]!]!);
  }
  return cands;
}

/**
 * Cells whose digit repeats in one of their units (both cells of each clash are listed), sorted.
 * This is the rule-based check the board shows; it does not compare against the solution.
 */
export function findConflicts(grid: string | ArrayLike<number>): number[] {
  const values = toValues(grid);
  const out: number[] = [];
  for (let c = 0; c < 81; c++) {
    const v = values[c];
    if (!v) continue;
    const peers = PEERS[c]!;
    for (let i = 0; i < peers.length; i++) {
      if (values[peers[i]!] === v) {
        out.push(c);
        break;
      }
    }
  }
  return out;
}

/** True when the grid is completely filled and every unit holds each digit once. */
export function isValidSolution(grid: string | ArrayLike<number>): boolean {
  let values: ArrayLike<number>;
  try {
    values = toValues(grid);
  } catch {
    return false;
  }
  for (let u = 0; u < 27; u++) {
    let seen = 0;
    const cells = UNITS[u]!;
    for (let i = 0; i < 9; i++) {
      const v = values[cells[i]!]!;
      if (!v) return false;
      seen |= 1 << (v - 1);
    }
    if (seen !== ALL_DIGITS) return false;
  }
  return true;
}

/** True when every given of the puzzle appears unchanged in the solution. */
export function solutionMatchesPuzzle(puzzle: string | ArrayLike<number>, solution: string | ArrayLike<number>): boolean {
  const p = toValues(puzzle);
  const s = toValues(solution);
  for (let c = 0; c < 81; c++) if (p[c] && p[c] !== s[c]) return false;
  return true;
}

export function countClues(grid: string | ArrayLike<number>): number {
  const values = toValues(grid);
  let n = 0;
  for (let c = 0; c < 81; c++) if (values[c]) n++;
  return n;
}

/** "r1c1" style name used in explanations (1-based like printed Sudoku literature). */
export function cellName(c: number): string {
  return `r${CELL_ROW[c]! + 1}c${CELL_COL[c]! + 1}`;
}
