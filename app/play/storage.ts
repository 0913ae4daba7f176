// The browser's memory for anonymous players: one game per puzzle (id, or day of the daily puzzle) and the board settings.
// Everything read back is checked, because localStorage can hold anything (old versions, edits,
// another tab's half-written state) and a bad value must never break the board.

import { CELL_COUNT, DEFAULT_SETTINGS, GRID_SIZE } from "../config/constants.ts";
import { ALL_DIGITS } from "../sudoku/grid.ts";
import { withoutGivens } from "../game/rules.ts";
import {
  blankSaved,
  COLOR_COUNT,
  DIFF_SLOTS,
  MISTAKE_MODES,
  NOTE_COLOR_SLOTS,
  slotMax,
  type Diff,
  type MistakeMode,
  type NoteColor,
  type SavedGame,
} from "./game-state.ts";

export interface Settings {
  speedMode: boolean;
  invertMode: boolean;
  highlightMode: boolean;
  showConflicts: boolean;
  largePrint: boolean;
  /** A placement cleans its digit out of the peers' notes. */
  autoClean: boolean;
  /** The clock keeps counting, unseen. */
  hideTimer: boolean;
  /** The mistake mode a new game starts in. */
  mistakeMode: MistakeMode;
}

export type SwitchSetting = Exclude<keyof Settings, "mistakeMode">;

export const BOARD_DEFAULTS: Settings = {
  ...DEFAULT_SETTINGS,
  showConflicts: true,
  largePrint: false,
  autoClean: true,
  hideTimer: false,
  mistakeMode: "classic",
};

const SETTINGS_KEY = "sudoku-settings";

/**
 * Which game a browser copy belongs to: a catalogue puzzle by id, a daily puzzle by its day.
 * The day, not the id: the daily page is about the date, and a daily game can then never meet a
 * catalogue game of the same number, whatever numbers the two ever use.
 */
export type GameSlot = number | `daily:${string}`;

export const dailySlot = (date: string): GameSlot => `daily:${date}`;

/** Games of a signed-in player are kept under their id, so the next person on this browser never inherits them. */
const gameKey = (slot: GameSlot, owner: number | null) => (owner === null ? `sudoku-game-${slot}` : `sudoku-game-${slot}@${owner}`);

function read(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): play goes on, only the resume is lost.
  }
}

const isMode = (v: unknown): v is MistakeMode => MISTAKE_MODES.includes(v as MistakeMode);

export function loadSettings(): Settings {
  const raw = read(SETTINGS_KEY);
  const settings = { ...BOARD_DEFAULTS };
  if (raw && typeof raw === "object") {
    for (const key of Object.keys(settings) as SwitchSetting[]) {
      const value = (raw as Record<string, unknown>)[key];
      if (typeof value === "boolean") settings[key] = value;
    }
    const mode = (raw as Record<string, unknown>).mistakeMode;
    if (isMode(mode)) settings.mistakeMode = mode;
  }
  return settings;
}

export function saveSettings(settings: Settings): void {
  write(SETTINGS_KEY, settings);
}

/** Bounds of the five numbers of a version 1 diff entry: cell, entry, notes, entry, notes. */
const DIFF_V1_MAX = [CELL_COUNT - 1, GRID_SIZE, ALL_DIGITS, GRID_SIZE, ALL_DIGITS];
const isInt = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const cells = (v: unknown, max: number): v is number[] => Array.isArray(v) && v.length === CELL_COUNT && v.every((x) => isInt(x, 0, max));
const diffsV1 = (v: unknown): v is number[][] =>
  Array.isArray(v) && v.every((d) => Array.isArray(d) && d.length % 5 === 0 && d.every((x, i) => isInt(x, 0, DIFF_V1_MAX[i % 5]!)));
/** Version 2 diffs: triples [slot, before, after], each value within its slot's layer. */
const diffs = (v: unknown): v is number[][] =>
  Array.isArray(v) &&
  v.every(
    (d) =>
      Array.isArray(d) &&
      d.length % 3 === 0 &&
      d.every((x, i) => (i % 3 === 0 ? isInt(x, 0, DIFF_SLOTS - 1) : isInt(x, 0, slotMax(d[i - (i % 3)] as number)))),
  );

/** A version 1 diff ([cell, entry, notes, entry, notes] per cell) as the slots of version 2. */
export function diffFromV1(diff: readonly number[]): Diff {
  const out: Diff = [];
  for (let i = 0; i < diff.length; i += 5) {
    const [cell, entryBefore, notesBefore, entryAfter, notesAfter] = diff.slice(i, i + 5) as [number, number, number, number, number];
    if (entryBefore !== entryAfter) out.push(cell, entryBefore, entryAfter);
    if (notesBefore !== notesAfter) out.push(CELL_COUNT + cell, notesBefore, notesAfter);
  }
  return out;
}

const isNoteColorList = (v: unknown): v is NoteColor[] =>
  Array.isArray(v) &&
  v.length <= NOTE_COLOR_SLOTS &&
  v.every(
    (t) => Array.isArray(t) && t.length === 3 && isInt(t[0], 0, CELL_COUNT - 1) && isInt(t[1], 1, GRID_SIZE) && isInt(t[2], 1, COLOR_COUNT),
  );

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept either.
  }
}

/**
 * The game this browser kept of a puzzle for `owner` (a user id, or null when signed out), or null
 * when there is none or it does not fit this puzzle. A game played here signed out becomes the
 * player's who signs in next (the board then carries it into the account) and leaves the
 * anonymous slot, so it is carried into one account only.
 */
export function loadGame(slot: GameSlot, puzzle: string, owner: number | null = null): SavedGame | null {
  const own = readGame(gameKey(slot, owner), puzzle);
  if (own || owner === null) return own;
  const anonymous = readGame(gameKey(slot, null), puzzle);
  if (anonymous) {
    write(gameKey(slot, owner), anonymous);
    remove(gameKey(slot, null));
  }
  return anonymous;
}

/**
 * A kept game, checked field by field. Version 1 games (before colours, live candidates and mistake
 * modes) still load: their history is converted and the new fields take their defaults.
 */
function readGame(key: string, puzzle: string): SavedGame | null {
  const raw = read(key) as Record<string, unknown> | null;
  if (!raw || typeof raw !== "object" || raw.puzzle !== puzzle) return null;
  const v2 = raw.v === 2;
  const ok =
    cells(raw.entries, GRID_SIZE) &&
    cells(raw.notes, ALL_DIGITS) &&
    Array.isArray(raw.warnings) &&
    raw.warnings.length === CELL_COUNT &&
    raw.warnings.every((w) => typeof w === "boolean") &&
    isInt(raw.checked, 0, Number.MAX_SAFE_INTEGER) &&
    isInt(raw.hints, 0, Number.MAX_SAFE_INTEGER) &&
    typeof raw.solved === "boolean" &&
    isInt(raw.elapsed, 0, Number.MAX_SAFE_INTEGER) &&
    isInt(raw.counter, 0, Number.MAX_SAFE_INTEGER) &&
    typeof raw.notesMode === "boolean" &&
    (v2 ? diffs(raw.past) && diffs(raw.future) : diffsV1(raw.past) && diffsV1(raw.future)) &&
    (!v2 ||
      (cells(raw.colors, COLOR_COUNT) &&
        isNoteColorList(raw.noteColors) &&
        cells(raw.eliminated, ALL_DIGITS) &&
        typeof raw.liveNotes === "boolean" &&
        isMode(raw.mode) &&
        isInt(raw.mistakes, 0, Number.MAX_SAFE_INTEGER) &&
        // Issue 31's hinted techniques: optional. Only their shape is checked here (the play page's
        // first load has no bytes to spare); the cloud save sends only the engine's ids among them.
        Array.isArray(raw.hinted ?? [])));
  if (!ok) return null;
  const game = raw as unknown as SavedGame;
  const upgraded: SavedGame = v2
    ? game
    : { ...blankSaved(puzzle), ...game, v: 2, past: game.past.map(diffFromV1), future: game.future.map(diffFromV1) };
  // Givens stay givens whatever the stored entries say.
  return { ...upgraded, entries: withoutGivens(puzzle, upgraded.entries) };
}

export function saveGame(slot: GameSlot, game: SavedGame, owner: number | null = null): void {
  write(gameKey(slot, owner), game);
}
