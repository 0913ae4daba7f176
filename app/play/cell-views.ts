// What each cell shows, derived from the game state, the settings and an open hint.

import { CELL_COUNT, GRID_SIZE } from "../config/constants.ts";
import { CELL_BOX, CELL_COL, CELL_ROW } from "../sudoku/grid.ts";
import { digitAt, isGiven, type GameState } from "./game-state.ts";
import type { HintStage } from "./hints.ts";

/** Cell look, one bit each, so a cell's props stay primitive and React.memo can skip it. */
export const F_ACTIVE = 1;
export const F_HIGHLIGHT = 2;
export const F_WARNING = 4;
export const F_CONFLICT = 8;
export const F_HINT_AREA = 16;
export const F_HINT_TARGET = 32;
export const F_SAME = 64;
export const F_SELECTED = 128;
/** The digit filter's digit can still go here. */
export const F_FILTER = 256;

export interface CellView {
  given: boolean;
  value: number;
  notes: number;
  pending: number;
  flags: number;
  /** The cell's colour mark, 0 for none. */
  color: number;
  /** The candidates' colours, one character per digit 1..9 ("0" none); "" when none is coloured. */
  noteColors: string;
  /** The note digit shown emphasised (the digit the player works with, or the filter's); 0 none. */
  noteMark: number;
}

export interface ViewOptions {
  highlightMode: boolean;
  invertMode: boolean;
  /** Cells that clash with a peer (empty when the conflict display is off). */
  conflicts: readonly number[];
  hintArea: readonly number[];
  hintTargets: readonly number[];
  hintStage: HintStage | 0;
  /** Cells where the filter's digit can still go (the candidates of the grid); null without a filter. */
  filterCells: ArrayLike<boolean> | null;
}

function sameHouse(a: number, b: number): boolean {
  return CELL_ROW[a] === CELL_ROW[b] || CELL_COL[a] === CELL_COL[b] || CELL_BOX[a] === CELL_BOX[b];
}

export function cellViews(state: GameState, options: ViewOptions): CellView[] {
  const active = state.activeCellId;
  // The digit the player is working with: the one picked in invert mode, else the active cell's.
  const focusDigit = options.invertMode && state.selectedDigit ? state.selectedDigit : active === null ? 0 : digitAt(state, active);
  const extra = new Uint8Array(CELL_COUNT);
  for (const c of options.conflicts) extra[c]! |= F_CONFLICT;
  if (options.hintStage >= 1) for (const c of options.hintArea) extra[c]! |= F_HINT_AREA;
  if (options.hintStage >= 3) for (const c of options.hintTargets) extra[c]! |= F_HINT_TARGET;
  for (const c of state.selection) extra[c]! |= F_SELECTED;

  const noteMark = state.filterDigit || focusDigit;
  const views: CellView[] = [];
  for (let c = 0; c < CELL_COUNT; c++) {
    const value = digitAt(state, c);
    let flags = extra[c]!;
    if (c === active) flags |= F_ACTIVE;
    else if (options.highlightMode && active !== null && sameHouse(c, active)) flags |= F_HIGHLIGHT;
    if (focusDigit && value === focusDigit && c !== active) flags |= F_SAME;
    if (state.warnings[c]) flags |= F_WARNING;
    if (options.filterCells?.[c]) flags |= F_FILTER;
    const notes = state.notes[c]!;
    views.push({
      given: isGiven(state, c),
      value,
      notes,
      pending: state.checkInDigit[c]!,
      flags,
      color: state.colors[c]!,
      noteColors: notes ? noteColorsOf(state.noteColors, c) : "",
      noteMark: noteMark && notes & (1 << (noteMark - 1)) ? noteMark : 0,
    });
  }
  return views;
}

function noteColorsOf(noteColors: readonly number[], cell: number): string {
  const base = cell * GRID_SIZE;
  let any = false;
  for (let i = base; i < base + GRID_SIZE; i++) if (noteColors[i]) any = true;
  return any ? noteColors.slice(base, base + GRID_SIZE).join("") : "";
}
