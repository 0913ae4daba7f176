// The game state of SPEC §3 and the rules of SPEC §4 as one pure reducer. Time comes in with the
// actions (`now`), so the two-step confirm is decided here and tests need no real clock.

import { CELL_COUNT, GRID_SIZE, PENDING_DIGIT_TIMEOUT_MS, PENDING_DIGIT_TIMEOUT_SPEED_MS } from "../config/constants.ts";
import { computeCandidates } from "../sudoku/grid.ts";
import * as rules from "../game/rules.ts";

/**
 * One undoable change: flat quintuples [cell, entryBefore, notesBefore, entryAfter, notesAfter].
 * Storing only the changed cells keeps a long history small enough for localStorage.
 */
export type Diff = number[];

export interface GameState {
  id: number;
  stars: number;
  puzzle: string;
  /** null: the browser does not know the solution (the daily puzzle on its day); see PuzzleData. */
  solution: string | null;
  entries: number[];
  /** Bitmask per cell: digit d is bit 2^(d-1). */
  notes: number[];
  /** The pending digit per cell: pressed once, waiting for the confirming second press. */
  checkInDigit: number[];
  /** Until when (ms since epoch) the pending digit may be confirmed; 0 when nothing is pending. */
  pendingUntil: number;
  warnings: boolean[];
  checked: number;
  hints: number;
  solved: boolean;
  activeCellId: number | null;
  /** Invert mode: the digit picked on the keypad, applied to the cells tapped next. */
  selectedDigit: number | null;
  notesMode: boolean;
  elapsed: number;
  /** SPEC §3 "saving state": changes not yet stored (active) and the change counter. */
  saving: { active: boolean; counter: number };
  past: Diff[];
  future: Diff[];
}

export interface PuzzleData {
  id: number;
  stars: number;
  puzzle: string;
  /**
   * null when the browser must not know it: the daily puzzle on its day, whose solution would
   * otherwise be one look into the page away. Then solved means full and conflict-free
   * (rules.isSolved), a check asks the server, and a hint solves the givens in the hint chunk.
   */
  solution: string | null;
}

/** What survives a reload (kept per puzzle in the browser). */
export interface SavedGame {
  puzzle: string;
  entries: number[];
  notes: number[];
  warnings: boolean[];
  checked: number;
  hints: number;
  solved: boolean;
  elapsed: number;
  counter: number;
  notesMode: boolean;
  past: Diff[];
  future: Diff[];
}

export type Action =
  | { type: "select"; cell: number }
  | { type: "move"; rows: number; cols: number }
  /** A digit for the active cell (keyboard, or the keypad when invert mode is off). */
  | { type: "digit"; digit: number; now: number; speed: boolean }
  /** Invert mode: the tapped cell gets the picked digit. */
  | { type: "tap"; cell: number; now: number; speed: boolean }
  | { type: "pickDigit"; digit: number }
  | { type: "erase" }
  | { type: "expirePending"; now: number }
  | { type: "toggleNotesMode" }
  /**
   * Marks wrong entries and counts the check. `wrong`: the cells the server found wrong, for a game
   * whose solution the browser does not know; without it the reducer compares with the solution.
   */
  | { type: "check"; wrong?: number[] }
  | { type: "reset" }
  | { type: "magicNotes" }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "hintUsed" }
  | { type: "tick" }
  | { type: "stored"; counter: number }
  | { type: "restore"; saved: SavedGame };

const EMPTY = (): number[] => new Array<number>(CELL_COUNT).fill(0);

export function isGiven(state: Pick<GameState, "puzzle">, cell: number): boolean {
  return rules.isGiven(state.puzzle, cell);
}

export function digitAt(state: Pick<GameState, "puzzle" | "entries">, cell: number): number {
  return rules.digitAt(state.puzzle, state.entries, cell);
}

export function createGame(data: PuzzleData): GameState {
  return {
    id: data.id,
    stars: data.stars,
    puzzle: data.puzzle,
    solution: data.solution,
    entries: EMPTY(),
    notes: EMPTY(),
    checkInDigit: EMPTY(),
    pendingUntil: 0,
    warnings: new Array<boolean>(CELL_COUNT).fill(false),
    checked: 0,
    hints: 0,
    solved: false,
    activeCellId: null,
    selectedDigit: null,
    notesMode: false,
    elapsed: 0,
    saving: { active: false, counter: 0 },
    past: [],
    future: [],
  };
}

/** Values of the whole grid: givens and entries, 0 for empty. */
export function currentValues(state: Pick<GameState, "puzzle" | "entries">): number[] {
  const values = EMPTY();
  for (let c = 0; c < CELL_COUNT; c++) values[c] = digitAt(state, c);
  return values;
}

export function progress(state: Pick<GameState, "puzzle" | "entries">): number {
  return rules.progress(state.puzzle, state.entries);
}

/** How often each digit 1..9 may still be placed (index 0 unused). */
export function remainingPerDigit(state: Pick<GameState, "puzzle" | "entries">): number[] {
  const left = new Array<number>(GRID_SIZE + 1).fill(GRID_SIZE);
  left[0] = 0;
  for (let c = 0; c < CELL_COUNT; c++) {
    const d = digitAt(state, c);
    if (d) left[d]!--;
  }
  return left;
}

/** Solved with neither a check nor a hint. */
export function isPerfect(state: Pick<GameState, "solved" | "checked" | "hints">): boolean {
  return state.solved && state.checked === 0 && state.hints === 0;
}

export function pendingTimeout(speed: boolean): number {
  return speed ? PENDING_DIGIT_TIMEOUT_SPEED_MS : PENDING_DIGIT_TIMEOUT_MS;
}

function isComplete(state: GameState, entries: number[]): boolean {
  return rules.isSolved(state.puzzle, state.solution, entries);
}

/**
 * Applies new entries and notes as one undoable change: records the diff, bumps the change
 * counter, clears warnings of changed cells and settles the solved flag.
 */
function commit(state: GameState, entries: number[], notes: number[], extra: Partial<GameState> = {}): GameState {
  const diff: Diff = [];
  let warnings = state.warnings;
  for (let c = 0; c < CELL_COUNT; c++) {
    if (entries[c] === state.entries[c] && notes[c] === state.notes[c]) continue;
    diff.push(c, state.entries[c]!, state.notes[c]!, entries[c]!, notes[c]!);
    if (entries[c] !== state.entries[c] && warnings[c]) {
      if (warnings === state.warnings) warnings = warnings.slice();
      warnings[c] = false;
    }
  }
  if (diff.length === 0) return { ...state, ...extra };
  return { ...changed(state, entries, notes, warnings), ...extra, past: [...state.past, diff], future: [] };
}

/** The grid after a change: nothing pending any more, solved settled, one more change to save. */
function changed(state: GameState, entries: number[], notes: number[], warnings: boolean[]): GameState {
  return {
    ...state,
    entries,
    notes,
    warnings,
    checkInDigit: EMPTY(),
    pendingUntil: 0,
    solved: isComplete(state, entries),
    saving: { active: true, counter: state.saving.counter + 1 },
  };
}

function applyDiff(state: GameState, diff: Diff, forward: boolean): GameState {
  const entries = state.entries.slice();
  const notes = state.notes.slice();
  const warnings = state.warnings.slice();
  for (let i = 0; i < diff.length; i += 5) {
    const c = diff[i]!;
    entries[c] = diff[i + (forward ? 3 : 1)]!;
    notes[c] = diff[i + (forward ? 4 : 2)]!;
    warnings[c] = false;
  }
  return changed(state, entries, notes, warnings);
}

/** One digit on one cell: the note toggle, the two-step entry, or clearing the entered digit. */
function inputDigit(state: GameState, cell: number, digit: number, now: number, speed: boolean): GameState {
  if (isGiven(state, cell)) return state.activeCellId === cell ? state : { ...state, activeCellId: cell };
  const bit = 1 << (digit - 1);
  if (state.notesMode) {
    if (state.entries[cell]) return { ...state, activeCellId: cell };
    const notes = state.notes.slice();
    notes[cell] = notes[cell]! ^ bit;
    return commit(state, state.entries, notes, { activeCellId: cell });
  }
  if (state.entries[cell] === digit) {
    const entries = state.entries.slice();
    entries[cell] = 0;
    return commit(state, entries, state.notes, { activeCellId: cell });
  }
  if (state.checkInDigit[cell] === digit && now <= state.pendingUntil) {
    const entries = state.entries.slice();
    const notes = state.notes.slice();
    entries[cell] = digit;
    notes[cell] = notes[cell]! & ~bit;
    return commit(state, entries, notes, { activeCellId: cell });
  }
  // Only one cell waits for confirmation at a time: a new first press replaces the old one.
  const checkInDigit = EMPTY();
  checkInDigit[cell] = digit;
  return { ...state, activeCellId: cell, checkInDigit, pendingUntil: now + pendingTimeout(speed) };
}

const playing = (state: GameState) => !state.solved;

export function reduce(state: GameState, action: Action): GameState {
  switch (action.type) {
    case "select":
      return state.activeCellId === action.cell ? state : { ...state, activeCellId: action.cell };
    case "move": {
      const from = state.activeCellId ?? 0;
      const row = (Math.floor(from / GRID_SIZE) + action.rows + GRID_SIZE) % GRID_SIZE;
      const col = ((from % GRID_SIZE) + action.cols + GRID_SIZE) % GRID_SIZE;
      return { ...state, activeCellId: state.activeCellId === null ? 0 : row * GRID_SIZE + col };
    }
    case "digit":
      if (!playing(state) || state.activeCellId === null) return state;
      return inputDigit(state, state.activeCellId, action.digit, action.now, action.speed);
    case "tap":
      if (!playing(state) || state.selectedDigit === null)
        return state.activeCellId === action.cell ? state : { ...state, activeCellId: action.cell };
      return inputDigit(state, action.cell, state.selectedDigit, action.now, action.speed);
    case "pickDigit":
      return { ...state, selectedDigit: state.selectedDigit === action.digit ? null : action.digit };
    case "erase": {
      const cell = state.activeCellId;
      if (!playing(state) || cell === null || isGiven(state, cell)) return state;
      if (state.entries[cell]) {
        const entries = state.entries.slice();
        entries[cell] = 0;
        return commit(state, entries, state.notes);
      }
      if (!state.notes[cell]) return state;
      const notes = state.notes.slice();
      notes[cell] = 0;
      return commit(state, state.entries, notes);
    }
    case "expirePending":
      if (state.pendingUntil === 0 || action.now < state.pendingUntil) return state;
      return { ...state, checkInDigit: EMPTY(), pendingUntil: 0 };
    case "toggleNotesMode":
      return { ...state, notesMode: !state.notesMode };
    case "check": {
      const wrong = action.wrong ?? (state.solution === null ? null : rules.wrongEntries(state.solution, state.entries));
      // Nothing to compare with: no check took place, so none is counted.
      if (wrong === null) return state;
      const marked = new Set(wrong);
      // Only cells with an entry: a cell emptied while the server answered has nothing wrong in it.
      const warnings = state.entries.map((e, c) => e !== 0 && marked.has(c));
      return { ...state, warnings, checked: state.checked + 1 };
    }
    case "reset": {
      const next = commit(state, EMPTY(), EMPTY());
      return { ...next, warnings: new Array<boolean>(CELL_COUNT).fill(false), solved: false };
    }
    case "magicNotes": {
      if (!playing(state)) return state;
      const candidates = computeCandidates(currentValues(state));
      const notes = state.notes.map((n, c) => (isGiven(state, c) || state.entries[c] ? n : candidates[c]!));
      return commit(state, state.entries, notes);
    }
    case "undo": {
      const diff = state.past.at(-1);
      if (!diff || !playing(state)) return state;
      return { ...applyDiff(state, diff, false), past: state.past.slice(0, -1), future: [...state.future, diff] };
    }
    case "redo": {
      const diff = state.future.at(-1);
      if (!diff || !playing(state)) return state;
      return { ...applyDiff(state, diff, true), past: [...state.past, diff], future: state.future.slice(0, -1) };
    }
    case "hintUsed":
      return { ...state, hints: state.hints + 1 };
    case "tick":
      return state.solved ? state : { ...state, elapsed: state.elapsed + 1 };
    case "stored":
      return state.saving.active && state.saving.counter === action.counter
        ? { ...state, saving: { active: false, counter: action.counter } }
        : state;
    case "restore": {
      const s = action.saved;
      return {
        ...state,
        entries: s.entries,
        notes: s.notes,
        warnings: s.warnings,
        checked: s.checked,
        hints: s.hints,
        solved: s.solved,
        elapsed: s.elapsed,
        notesMode: s.notesMode,
        saving: { active: false, counter: s.counter },
        past: s.past,
        future: s.future,
      };
    }
  }
}

export function toSaved(state: GameState): SavedGame {
  return {
    puzzle: state.puzzle,
    entries: state.entries,
    notes: state.notes,
    warnings: state.warnings,
    checked: state.checked,
    hints: state.hints,
    solved: state.solved,
    elapsed: state.elapsed,
    counter: state.saving.counter,
    notesMode: state.notesMode,
    past: state.past,
    future: state.future,
  };
}

/**
 * A game that starts from someone else's entries (a share link with progress): the entries only,
 * without their notes, checks, hints, time or history, and counted as a change to store.
 */
export function sharedGame(data: Pick<PuzzleData, "puzzle" | "solution">, entries: readonly number[]): SavedGame {
  const own = rules.withoutGivens(data.puzzle, [...entries]);
  return {
    puzzle: data.puzzle,
    entries: own,
    notes: EMPTY(),
    warnings: new Array<boolean>(CELL_COUNT).fill(false),
    checked: 0,
    hints: 0,
    solved: rules.isSolved(data.puzzle, data.solution, own),
    elapsed: 0,
    counter: 1,
    notesMode: false,
    past: [],
    future: [],
  };
}
