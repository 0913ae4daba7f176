// The game state of SPEC §3 and the rules of SPEC §4 as one pure reducer. Time comes in with the
// actions (`now`, and `tick` for every second of play), so the two-step confirm, the pause after
// idling and the mistake modes are decided here and tests need no real clock.

import {
  AUTO_PAUSE_SECONDS,
  CELL_COUNT,
  GRID_SIZE,
  PENDING_DIGIT_TIMEOUT_MS,
  PENDING_DIGIT_TIMEOUT_SPEED_MS,
} from "../config/constants.ts";
import { ALL_DIGITS, computeCandidates, PEERS } from "../sudoku/grid.ts";
import * as rules from "../game/rules.ts";
import { COLOR_COUNT, type MistakeMode } from "../game/rules.ts";

export { COLOR_COUNT, MISTAKE_MODES, type MistakeMode } from "../game/rules.ts";
/** Candidate colours are kept per cell and digit: index cell * 9 + digit - 1. */
export const NOTE_COLOR_SLOTS = CELL_COUNT * GRID_SIZE;

/**
 * The layers an undo step can touch, each a block of slots in one number space: a diff names a
 * slot, so one step can hold entries, notes, colours and eliminations of any cells together.
 */
const L_ENTRY = 0;
const L_NOTE = CELL_COUNT;
const L_COLOR = 2 * CELL_COUNT;
const L_ELIM = 3 * CELL_COUNT;
const L_NOTE_COLOR = 4 * CELL_COUNT;
/** Number of diff slots: four per-cell layers and the candidate colours. */
export const DIFF_SLOTS = L_NOTE_COLOR + NOTE_COLOR_SLOTS;
/** The largest value of a slot's layer (entries 9, notes and eliminations 511, colours 8). */
export function slotMax(slot: number): number {
  if (slot < L_NOTE) return GRID_SIZE;
  if (slot < L_COLOR) return ALL_DIGITS;
  if (slot < L_ELIM) return COLOR_COUNT;
  if (slot < L_NOTE_COLOR) return ALL_DIGITS;
  return COLOR_COUNT;
}

/**
 * One undoable change: flat triples [slot, before, after] of the changed slots. Storing only the
 * changes keeps a long history small enough for localStorage.
 */
export type Diff = number[];

/** The grid's layers: what a diff changes and what is kept with the game. */
interface Layers {
  entries: number[];
  /** Bitmask per cell: digit d is bit 2^(d-1). */
  notes: number[];
  colors: number[];
  /** Live candidates: the candidates the player ruled out themselves, per cell as a bitmask. */
  eliminated: number[];
  noteColors: number[];
}
const LAYERS: [keyof Layers, number][] = [
  ["entries", L_ENTRY],
  ["notes", L_NOTE],
  ["colors", L_COLOR],
  ["eliminated", L_ELIM],
  ["noteColors", L_NOTE_COLOR],
];

export interface GameState extends Layers {
  id: number;
  stars: number;
  puzzle: string;
  /** null: the browser does not know the solution (the daily puzzle on its day); see PuzzleData. */
  solution: string | null;
  /** The pending digit per cell: pressed once, waiting for the confirming second press. */
  checkInDigit: number[];
  /** Until when (ms since epoch) the pending digit may be confirmed; 0 when nothing is pending. */
  pendingUntil: number;
  warnings: boolean[];
  checked: number;
  hints: number;
  solved: boolean;
  activeCellId: number | null;
  /** Further selected cells (drag, Shift, Ctrl) with the active one; empty: only the active cell. */
  selection: number[];
  /** Invert mode: the digit picked on the keypad, applied to the cells tapped next. */
  selectedDigit: number | null;
  /** The digit filter: every cell where this digit can still go is shown; 0 = off. */
  filterDigit: number;
  notesMode: boolean;
  /** Live candidates: notes follow the grid, minus `eliminated`. */
  liveNotes: boolean;
  /** A placement removes its digit from its peers' notes (a setting, on by default). */
  autoClean: boolean;
  mode: MistakeMode;
  /** Wrong entries made in this attempt (counted where the solution is known). */
  mistakes: number;
  /** The techniques of the hints the player asked for, each once (game-more.ts); absent: none yet. */
  hinted?: string[];
  elapsed: number;
  /** Seconds of play since the last input; at AUTO_PAUSE_SECONDS the clock pauses itself. */
  idle: number;
  /** Why the game is paused: the player's choice, or idling; null while playing. */
  paused: "manual" | "idle" | null;
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

/** A candidate's colour as kept with a game: [cell, digit, colour]. */
export type NoteColor = [number, number, number];

/** What survives a reload (kept per puzzle in the browser). Version 2 added the fields from `colors` on. */
export interface SavedGame {
  v: 2;
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
  colors: number[];
  noteColors: NoteColor[];
  eliminated: number[];
  liveNotes: boolean;
  mode: MistakeMode;
  mistakes: number;
  /** Issue 31, optional so the games kept before it still load. */
  hinted?: string[];
}

export type SelectHow = "only" | "add" | "toggle";

export type Action =
  /** `how`: "only" (a plain click), "add" (drag, Shift), "toggle" (Ctrl). */
  | { type: "select"; cell: number; how?: SelectHow }
  | { type: "move"; rows: number; cols: number; extend?: boolean }
  | { type: "clearSelection" }
  /** A digit for the active cell (keyboard, or the keypad when invert mode is off); in notes mode for every selected cell. */
  | { type: "digit"; digit: number; now: number; speed: boolean }
  /** Invert mode: the tapped cell gets the picked digit. */
  | { type: "tap"; cell: number; now: number; speed: boolean }
  | { type: "pickDigit"; digit: number }
  | { type: "erase" }
  | { type: "expirePending"; now: number }
  | { type: "toggleNotesMode" }
  | { type: "toggleLiveNotes" }
  /** A colour (0 clears) for the selected cells, or with a digit filter on for that candidate in them. */
  | { type: "color"; color: number }
  | { type: "filter"; digit: number }
  /**
   * Marks wrong entries and counts the check. `wrong`: the cells the server found wrong, for a game
   * whose solution the browser does not know; without it the reducer compares with the solution.
   * `silent`: the marks of relaxed mode, which are not a check the player asked for.
   */
  | { type: "check"; wrong?: number[]; silent?: boolean }
  | { type: "setMode"; mode: MistakeMode }
  /** Undo back to the last position without a wrong entry; `wrong`: the server's finding, without the solution. */
  | { type: "backToCorrect"; wrong?: number[] }
  | { type: "reset" }
  | { type: "magicNotes" }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "hintUsed" }
  /** The technique of the hint just given (known once the hint chunk has found it). */
  | { type: "hinted"; technique: string }
  | { type: "tick" }
  | { type: "pause" }
  | { type: "resume" }
  | { type: "options"; autoClean: boolean }
  | { type: "stored"; counter: number }
  | { type: "restore"; saved: SavedGame };

const EMPTY = (): number[] => new Array<number>(CELL_COUNT).fill(0);
const NO_WARNINGS = (): boolean[] => new Array<boolean>(CELL_COUNT).fill(false);

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
    colors: EMPTY(),
    eliminated: EMPTY(),
    noteColors: new Array<number>(NOTE_COLOR_SLOTS).fill(0),
    checkInDigit: EMPTY(),
    pendingUntil: 0,
    warnings: NO_WARNINGS(),
    checked: 0,
    hints: 0,
    solved: false,
    activeCellId: null,
    selection: [],
    selectedDigit: null,
    filterDigit: 0,
    notesMode: false,
    liveNotes: false,
    autoClean: true,
    mode: "classic",
    mistakes: 0,
    elapsed: 0,
    idle: 0,
    paused: null,
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

/** Strict mode's end: the attempt is over and only a reset plays on. */
export function isFailed(state: Pick<GameState, "mode" | "mistakes">): boolean {
  return rules.isFailedAttempt(state.mode, state.mistakes);
}

/** Input is taken: not solved, not failed, not paused. */
export function isPlaying(state: GameState): boolean {
  return !state.solved && !isFailed(state) && state.paused === null;
}

/** The cells an action on "the selection" works on: the selected ones, else the active one. */
export function selectedCells(state: Pick<GameState, "selection" | "activeCellId">): number[] {
  if (state.selection.length > 0) return state.selection;
  return state.activeCellId === null ? [] : [state.activeCellId];
}

export function pendingTimeout(speed: boolean): number {
  return speed ? PENDING_DIGIT_TIMEOUT_SPEED_MS : PENDING_DIGIT_TIMEOUT_MS;
}

/** The cells whose entry is not the solution's digit; empty without a solution. */
/** For game-more.ts. */
export function wrongCells(state: GameState, entries: number[]): number[] {
  return state.solution === null ? [] : rules.wrongEntries(state.solution, entries);
}

/** Live candidates: every open cell's notes are the candidates of the grid minus the player's eliminations. */
export function liveNotesOf(state: GameState, entries: number[], notes: number[], eliminated: number[]): number[] {
  const candidates = computeCandidates(currentValues({ puzzle: state.puzzle, entries }));
  return notes.map((n, c) => (isGiven(state, c) || entries[c] ? n : candidates[c]! & ~eliminated[c]!));
}

/**
 * Applies new layers as one undoable change: keeps live notes current, records the diff, bumps the
 * change counter, clears warnings of changed cells (relaxed mode marks them again) and settles the
 * solved flag.
 */
export function commit(state: GameState, next: Partial<Layers>, extra: Partial<GameState> = {}): GameState {
  const layers: Layers = { ...state, ...next };
  if (state.liveNotes) layers.notes = liveNotesOf(state, layers.entries, layers.notes, layers.eliminated);
  const diff: Diff = [];
  for (const [name, base] of LAYERS) {
    const before = state[name];
    const after = layers[name];
    if (before === after) continue;
    for (let i = 0; i < after.length; i++) if (before[i] !== after[i]) diff.push(base + i, before[i]!, after[i]!);
  }
  if (diff.length === 0) return Object.keys(extra).length === 0 ? state : { ...state, ...extra };
  return { ...changed(state, layers, diff), ...extra, past: [...state.past, diff], future: [] };
}

/** The grid after a change: nothing pending any more, solved settled, one more change to save. */
function changed(state: GameState, layers: Layers, diff: Diff): GameState {
  let warnings = state.warnings;
  for (let i = 0; i < diff.length; i += 3) {
    const slot = diff[i]!;
    if (slot < L_NOTE && warnings[slot]) {
      if (warnings === state.warnings) warnings = warnings.slice();
      warnings[slot] = false;
    }
  }
  if (state.mode === "relaxed" && state.solution !== null) {
    const wrong = wrongCells(state, layers.entries);
    if (wrong.some((c) => !warnings[c])) {
      warnings = warnings.slice();
      for (const c of wrong) warnings[c] = true;
    }
  }
  return {
    ...state,
    ...layers,
    warnings,
    checkInDigit: EMPTY(),
    pendingUntil: 0,
    solved: rules.isSolved(state.puzzle, state.solution, layers.entries),
    saving: { active: true, counter: state.saving.counter + 1 },
  };
}

function applyDiff(state: GameState, diff: Diff, forward: boolean): GameState {
  const layers: Layers = {
    entries: state.entries.slice(),
    notes: state.notes.slice(),
    colors: state.colors.slice(),
    eliminated: state.eliminated.slice(),
    noteColors: state.noteColors.slice(),
  };
  for (let i = 0; i < diff.length; i += 3) {
    const slot = diff[i]!;
    const value = diff[i + (forward ? 2 : 1)]!;
    const [name, base] = LAYERS.findLast(([, b]) => slot >= b)!;
    layers[name][slot - base] = value;
  }
  return changed(state, layers, diff);
}

export const undoStep = (state: GameState): GameState => {
  const diff = state.past.at(-1);
  if (!diff) return state;
  return { ...applyDiff(state, diff, false), past: state.past.slice(0, -1), future: [...state.future, diff] };
};

/** Does `digit` at `cell` clash with a peer's digit? */
function clashes(state: GameState, entries: number[], cell: number, digit: number): boolean {
  return PEERS[cell]!.some((p) => rules.digitAt(state.puzzle, entries, p) === digit);
}

/** A confirmed entry: the digit goes in, its note leaves the cell and (unless it clashes) the peers. */
function place(state: GameState, cell: number, digit: number): GameState {
  const bit = 1 << (digit - 1);
  const entries = state.entries.slice();
  const notes = state.notes.slice();
  entries[cell] = digit;
  notes[cell] = notes[cell]! & ~bit;
  if (state.autoClean && !clashes(state, state.entries, cell, digit)) for (const p of PEERS[cell]!) notes[p] = notes[p]! & ~bit;
  const wrong = state.solution !== null && rules.solutionAt(state.solution, cell) !== digit;
  return commit(state, { entries, notes }, { activeCellId: cell, mistakes: state.mistakes + (wrong ? 1 : 0) });
}

/**
 * A note digit for several cells at once: set in all unless all have it, then cleared in all. In
 * live candidates mode the player's change is kept as an elimination, so it survives later changes.
 */
function toggleNotes(state: GameState, cells: number[], digit: number): GameState {
  const bit = 1 << (digit - 1);
  const open = cells.filter((c) => !isGiven(state, c) && !state.entries[c]);
  if (open.length === 0) return state;
  const allOn = open.every((c) => state.notes[c]! & bit);
  if (state.liveNotes) {
    const eliminated = state.eliminated.slice();
    for (const c of open) eliminated[c] = allOn ? eliminated[c]! | bit : eliminated[c]! & ~bit;
    return commit(state, { eliminated });
  }
  const notes = state.notes.slice();
  for (const c of open) notes[c] = allOn ? notes[c]! & ~bit : notes[c]! | bit;
  return commit(state, { notes });
}

/** One digit on one cell: the note toggle, the two-step entry, or clearing the entered digit. */
function inputDigit(state: GameState, cell: number, digit: number, now: number, speed: boolean): GameState {
  if (state.notesMode) {
    const cells = state.selection.includes(cell) ? state.selection : [cell];
    const next = toggleNotes(state, cells, digit);
    return next.activeCellId === cell ? next : { ...next, activeCellId: cell };
  }
  if (isGiven(state, cell)) return state.activeCellId === cell ? state : { ...state, activeCellId: cell };
  if (state.entries[cell] === digit) {
    const entries = state.entries.slice();
    entries[cell] = 0;
    return commit(state, { entries }, { activeCellId: cell });
  }
  if (state.checkInDigit[cell] === digit && now <= state.pendingUntil) return place(state, cell, digit);
  // Only one cell waits for confirmation at a time: a new first press replaces the old one.
  const checkInDigit = EMPTY();
  checkInDigit[cell] = digit;
  return { ...state, activeCellId: cell, checkInDigit, pendingUntil: now + pendingTimeout(speed) };
}

function select(state: GameState, cell: number, how: SelectHow): GameState {
  if (how === "only") {
    if (state.activeCellId === cell && state.selection.length === 0) return state;
    return { ...state, activeCellId: cell, selection: [] };
  }
  const cells = selectedCells(state);
  if (how === "add") {
    return cells.includes(cell) ? { ...state, activeCellId: cell } : { ...state, activeCellId: cell, selection: [...cells, cell] };
  }
  const selection = cells.includes(cell) ? cells.filter((c) => c !== cell) : [...cells, cell];
  return { ...state, activeCellId: cell, selection: selection.length > 1 ? selection : [] };
}

/** Actions that are the player's input: they reset the idle time and wait while the game is paused. */
const INPUT = new Set<Action["type"]>([
  "select",
  "move",
  "clearSelection",
  "digit",
  "tap",
  "pickDigit",
  "erase",
  "toggleNotesMode",
  "toggleLiveNotes",
  "color",
  "filter",
  "check",
  "setMode",
  "backToCorrect",
  "magicNotes",
  "undo",
  "redo",
  "hintUsed",
  "hinted",
]);

/** The reducer of the tools that load on first use (game-more.ts): colours, live candidates, modes, back to correct, the hinted techniques. */
export type MoreReducer = (state: GameState, action: MoreAction) => GameState;
export type MoreAction = Extract<Action, { type: "toggleLiveNotes" | "color" | "setMode" | "backToCorrect" | "hinted" }>;
export const isMoreAction = (action: Action): action is MoreAction =>
  action.type === "toggleLiveNotes" ||
  action.type === "color" ||
  action.type === "setMode" ||
  action.type === "backToCorrect" ||
  action.type === "hinted";

export function reduce(state: GameState, action: Action, more: MoreReducer | null = null): GameState {
  if (!INPUT.has(action.type)) return reduceOther(state, action);
  if (state.paused !== null) return state;
  const next = reduceInput(state, action, more);
  return next.idle === 0 ? next : { ...next, idle: 0 };
}

function reduceOther(state: GameState, action: Action): GameState {
  switch (action.type) {
    case "reset": {
      const next = commit(state, {
        entries: EMPTY(),
        notes: EMPTY(),
        colors: EMPTY(),
        eliminated: EMPTY(),
        noteColors: new Array<number>(NOTE_COLOR_SLOTS).fill(0),
      });
      return { ...next, warnings: NO_WARNINGS(), solved: false, mistakes: 0, paused: null, idle: 0 };
    }
    case "expirePending":
      if (state.pendingUntil === 0 || action.now < state.pendingUntil) return state;
      return { ...state, checkInDigit: EMPTY(), pendingUntil: 0 };
    case "tick": {
      if (state.solved || isFailed(state) || state.paused !== null) return state;
      const idle = state.idle + 1;
      return { ...state, elapsed: state.elapsed + 1, idle, paused: idle >= AUTO_PAUSE_SECONDS ? "idle" : null };
    }
    case "pause":
      return state.paused !== null || state.solved || isFailed(state) ? state : { ...state, paused: "manual" };
    case "resume":
      return state.paused === null ? state : { ...state, paused: null, idle: 0 };
    case "options":
      return state.autoClean === action.autoClean ? state : { ...state, autoClean: action.autoClean };
    case "stored":
      return state.saving.active && state.saving.counter === action.counter
        ? { ...state, saving: { active: false, counter: action.counter } }
        : state;
    case "restore": {
      const s = action.saved;
      const noteColors = new Array<number>(NOTE_COLOR_SLOTS).fill(0);
      for (const [cell, digit, color] of s.noteColors) noteColors[cell * GRID_SIZE + digit - 1] = color;
      return {
        ...state,
        entries: s.entries,
        notes: s.notes,
        colors: s.colors,
        eliminated: s.eliminated,
        noteColors,
        liveNotes: s.liveNotes,
        mode: s.mode,
        mistakes: s.mistakes,
        hinted: s.hinted,
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
    default:
      return state;
  }
}

function reduceInput(state: GameState, action: Action, more: MoreReducer | null): GameState {
  const playing = isPlaying(state);
  switch (action.type) {
    case "toggleLiveNotes":
    case "color":
    case "setMode":
    case "backToCorrect":
    case "hinted":
      // The rarer tools load when first used (game-more.ts); without them the action waits its turn in the board.
      return more ? more(state, action) : state;
    case "select":
      return select(state, action.cell, action.how ?? "only");
    case "move": {
      const from = state.activeCellId ?? 0;
      const row = (Math.floor(from / GRID_SIZE) + action.rows + GRID_SIZE) % GRID_SIZE;
      const col = ((from % GRID_SIZE) + action.cols + GRID_SIZE) % GRID_SIZE;
      const to = state.activeCellId === null ? 0 : row * GRID_SIZE + col;
      if (action.extend && state.activeCellId !== null) return select(state, to, "add");
      return { ...state, activeCellId: to, selection: [] };
    }
    case "clearSelection":
      return state.selection.length === 0 ? state : { ...state, selection: [] };
    case "digit":
      if (!playing || state.activeCellId === null) return state;
      return inputDigit(state, state.activeCellId, action.digit, action.now, action.speed);
    case "tap":
      if (!playing || state.selectedDigit === null) return select(state, action.cell, "only");
      return inputDigit({ ...state, selection: [] }, action.cell, state.selectedDigit, action.now, action.speed);
    case "pickDigit":
      return { ...state, selectedDigit: state.selectedDigit === action.digit ? null : action.digit };
    case "erase": {
      const cells = selectedCells(state).filter((c) => !isGiven(state, c));
      if (!playing || cells.length === 0) return state;
      const entries = state.entries.slice();
      const notes = state.notes.slice();
      const eliminated = state.eliminated.slice();
      for (const c of cells) {
        if (entries[c]) entries[c] = 0;
        else if (state.liveNotes) eliminated[c] = ALL_DIGITS;
        else notes[c] = 0;
      }
      return commit(state, { entries, notes, eliminated });
    }
    case "toggleNotesMode":
      return { ...state, notesMode: !state.notesMode };
    case "filter":
      return { ...state, filterDigit: state.filterDigit === action.digit ? 0 : action.digit };
    case "check": {
      const wrong = action.wrong ?? (state.solution === null ? null : wrongCells(state, state.entries));
      // Nothing to compare with: no check took place, so none is counted.
      if (wrong === null) return state;
      const marked = new Set(wrong);
      // Only cells with an entry: a cell emptied while the server answered has nothing wrong in it.
      const warnings = state.entries.map((e, c) => e !== 0 && marked.has(c));
      if (action.silent) {
        // Relaxed mode's marks on the server's word: new wrong cells are mistakes, and no check is counted.
        const fresh = warnings.filter((w, c) => w && !state.warnings[c]).length;
        return { ...state, warnings, mistakes: state.mistakes + fresh };
      }
      return { ...state, warnings, checked: state.checked + 1 };
    }
    case "magicNotes": {
      if (!playing) return state;
      if (state.liveNotes) return commit(state, { eliminated: EMPTY() });
      const candidates = computeCandidates(currentValues(state));
      const notes = state.notes.map((n, c) => (isGiven(state, c) || state.entries[c] ? n : candidates[c]!));
      return commit(state, { notes });
    }
    case "undo":
      return playing ? undoStep(state) : state;
    case "redo": {
      const diff = state.future.at(-1);
      if (!diff || !playing) return state;
      return { ...applyDiff(state, diff, true), past: [...state.past, diff], future: state.future.slice(0, -1) };
    }
    case "hintUsed":
      return { ...state, hints: state.hints + 1 };
    default:
      return state;
  }
}

/** Candidate colours as kept with a game: the coloured ones only, in cell and digit order. */
export function noteColorList(noteColors: readonly number[]): NoteColor[] {
  const list: NoteColor[] = [];
  for (let i = 0; i < noteColors.length; i++) {
    const color = noteColors[i]!;
    if (color) list.push([Math.floor(i / GRID_SIZE), (i % GRID_SIZE) + 1, color]);
  }
  return list;
}

export function toSaved(state: GameState): SavedGame {
  return {
    v: 2,
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
    colors: state.colors,
    noteColors: noteColorList(state.noteColors),
    eliminated: state.eliminated,
    liveNotes: state.liveNotes,
    mode: state.mode,
    mistakes: state.mistakes,
    hinted: state.hinted,
  };
}

/** A fresh saved game of a puzzle: the defaults of everything that may be missing. */
export function blankSaved(puzzle: string): SavedGame {
  return toSaved(createGame({ id: 0, stars: 0, puzzle, solution: null }));
}

/**
 * A game that starts from someone else's entries (a share link with progress): the entries only,
 * without their notes, checks, hints, time or history, and counted as a change to store.
 */
export function sharedGame(data: Pick<PuzzleData, "puzzle" | "solution">, entries: readonly number[]): SavedGame {
  const own = rules.withoutGivens(data.puzzle, [...entries]);
  return {
    ...blankSaved(data.puzzle),
    entries: own,
    solved: rules.isSolved(data.puzzle, data.solution, own),
    counter: 1,
  };
}
