// The signed-in player's games on the server (docs/API.md "Saved games"): what the board sends,
// how a stored game becomes a board state again, which of two games wins, and the queue of saves
// that could not reach the server yet. Pure, apart from the two storage helpers at the end, so the
// decisions are unit-tested without a browser. Zod stays out: the board chunk must stay small.

import { CELL_COUNT, GRID_SIZE } from "../config/constants.ts";
import { ALL_DIGITS } from "../sudoku/grid.ts";
import { progress, type GameState, type SavedGame } from "./game-state.ts";

/** The server's savegame (app/lib/savegame.ts): exactly these keys, anything else is refused. */
export interface Savegame {
  entries: number[];
  notes: number[];
  checked: number;
  hintsUsed?: number;
  elapsedSeconds?: number;
}

/** The part of GET /api/sudoku/save (and of a 409 body) the board needs. */
export interface StoredGame {
  version: number;
  savegame: Savegame;
}

/** One save on its way to the server; kept in the browser while the server cannot be reached. */
export interface PendingSave {
  puzzleId: number;
  version: number;
  progress: number;
  /** The savegame as JSON, exactly as it will be posted. */
  savegame: string;
}

export type PendingQueue = Record<string, PendingSave>;

/** Mirrors the server's bound (ELAPSED_MAX_SECONDS), so a marathon game is not refused whole. */
const ELAPSED_MAX = 366 * 24 * 60 * 60;

export function toSavegame(state: GameState): Savegame {
  return {
    entries: state.entries,
    notes: state.notes,
    checked: state.checked,
    hintsUsed: state.hints,
    elapsedSeconds: Math.min(state.elapsed, ELAPSED_MAX),
  };
}

export function pendingSaveOf(state: GameState): PendingSave {
  return { puzzleId: state.id, version: state.saving.counter, progress: progress(state), savegame: JSON.stringify(toSavegame(state)) };
}

const isInt = (v: unknown, max: number) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
const cells = (v: unknown, max: number): v is number[] => Array.isArray(v) && v.length === CELL_COUNT && v.every((x) => isInt(x, max));

/** A server answer's stored game, or null when it does not have the documented shape. */
export function readStoredGame(body: unknown): StoredGame | null {
  if (!body || typeof body !== "object") return null;
  const { version, savegame } = body as { version?: unknown; savegame?: Partial<Savegame> | null };
  if (!isInt(version, Number.MAX_SAFE_INTEGER) || !savegame || typeof savegame !== "object") return null;
  if (!cells(savegame.entries, GRID_SIZE) || !cells(savegame.notes, ALL_DIGITS) || !isInt(savegame.checked, Number.MAX_SAFE_INTEGER)) return null;
  return { version: version as number, savegame: savegame as Savegame };
}

/**
 * A stored game as the board restores it. The undo history does not travel between devices, and
 * warnings belong to a check on the other device, so both start empty.
 */
export function restoredFrom(stored: StoredGame, state: Pick<GameState, "puzzle" | "solution" | "notesMode">): SavedGame {
  const entries = stored.savegame.entries.map((e, c) => (state.puzzle.charCodeAt(c) > 48 ? 0 : e));
  const notes = stored.savegame.notes.map((n, c) => (state.puzzle.charCodeAt(c) > 48 ? 0 : n));
  let solved = true;
  for (let c = 0; c < CELL_COUNT && solved; c++) {
    const given = state.puzzle.charCodeAt(c) - 48;
    solved = (given > 0 ? given : entries[c]) === state.solution.charCodeAt(c) - 48;
  }
  return {
    puzzle: state.puzzle,
    entries,
    notes,
    warnings: new Array<boolean>(CELL_COUNT).fill(false),
    checked: stored.savegame.checked,
    hints: stored.savegame.hintsUsed ?? 0,
    solved,
    elapsed: stored.savegame.elapsedSeconds ?? 0,
    counter: stored.version,
    notesMode: state.notesMode,
    past: [],
    future: [],
  };
}

/** Same grid (entries and notes) as the board shows: then a stored game adds nothing to adopt. */
export function sameGrid(a: Pick<Savegame, "entries" | "notes">, b: Pick<Savegame, "entries" | "notes">): boolean {
  for (let c = 0; c < CELL_COUNT; c++) if (a.entries[c] !== b.entries[c] || a.notes[c] !== b.notes[c]) return false;
  return true;
}

/**
 * Which game wins when the board opens: `push` the browser's game (played before signing in, or
 * saved while offline) when the server has none or an older one; `adopt` the server's when it is
 * newer; `none` when both are the same version. The change counter orders games: it only grows.
 */
export function mergeDecision(localCounter: number, server: StoredGame | null): "push" | "adopt" | "none" {
  if (!server) return localCounter > 0 ? "push" : "none";
  if (localCounter > server.version) return "push";
  return localCounter < server.version ? "adopt" : "none";
}

/** Keeps the newest save per puzzle: an older one arriving late must not replace it. */
export function enqueue(queue: PendingQueue, save: PendingSave): PendingQueue {
  const held = queue[save.puzzleId];
  if (held && held.version >= save.version) return queue;
  return { ...queue, [save.puzzleId]: save };
}

/** Drops a puzzle's queued save once the server holds that version or a newer one. */
export function settle(queue: PendingQueue, puzzleId: number, version: number): PendingQueue {
  const held = queue[puzzleId];
  if (!held || held.version > version) return queue;
  const { [puzzleId]: _, ...rest } = queue;
  return rest;
}

const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/** Waits 2 s, 4 s, 8 s … up to a minute between attempts, so an outage is not hammered. */
export function retryDelay(failures: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
}

/** How a POST /api/sudoku/save answer is handled. */
export type SaveOutcome =
  | { kind: "saved"; version: number }
  | { kind: "stale"; stored: StoredGame | null }
  /** Offline, server or storage trouble, an expired session: keep it and try again later. */
  | { kind: "retry" }
  /** The server refuses this game for good (malformed, unknown puzzle): retrying cannot help. */
  | { kind: "rejected" };

export function classify(status: number | null, body: unknown, version: number): SaveOutcome {
  if (status === null || status >= 500 || status === 401 || status === 429) return { kind: "retry" };
  if (status === 200) return { kind: "saved", version };
  if (status === 409) return { kind: "stale", stored: readStoredGame(body) };
  return { kind: "rejected" };
}

const QUEUE_KEY = "sudoku-pending-saves";

function isPendingSave(v: unknown): v is PendingSave {
  const s = v as PendingSave;
  return !!s && typeof s === "object" && isInt(s.puzzleId, Number.MAX_SAFE_INTEGER) && isInt(s.version, Number.MAX_SAFE_INTEGER) &&
    typeof s.progress === "number" && typeof s.savegame === "string";
}

export function loadQueue(): PendingQueue {
  try {
    const raw = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? "{}") as unknown;
    if (!raw || typeof raw !== "object") return {};
    return Object.fromEntries(Object.entries(raw).filter(([, v]) => isPendingSave(v))) as PendingQueue;
  } catch {
    return {};
  }
}

export function storeQueue(queue: PendingQueue): void {
  try {
    if (Object.keys(queue).length === 0) localStorage.removeItem(QUEUE_KEY);
    else localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // Storage disabled: the save is retried while the page stays open, only a reload loses it.
  }
}
