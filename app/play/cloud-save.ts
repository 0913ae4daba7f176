// The signed-in player's games on the server (docs/API.md "Saved games"): what the board sends,
// how a stored game becomes a board state again, which of two games wins, and the queue of saves
// that could not reach the server yet. Pure, apart from the queue's storage helpers at the end.
// The savegame's shape is the one schema in app/game/savegame.ts (zod/mini): this module is part
// of the cloud sync chunk, which only a signed-in player's board loads.

import * as z from "zod/mini";
import { CELL_COUNT } from "../config/constants.ts";
import { PERCENT, hasPlayerInput, isGiven, isSolved, withoutGivens } from "../game/rules.ts";
import { COUNTER_MAX, ELAPSED_MAX_SECONDS, SAVEGAME_SCHEMA, readSavegame, savegameSchema, type Savegame } from "../game/savegame.ts";
import { TECHNIQUE_IDS } from "../sudoku/technique-ids.ts";
import type { TechniqueId } from "../sudoku/techniques.ts";
import { blankSaved, noteColorList, progress, type GameState, type SavedGame } from "./game-state.ts";
import { pendingDailySavesKey, pendingSavesKey } from "./pending-saves.ts";

export type { Savegame };

/** The part of GET /api/sudoku/save (and of a 409 body) the board needs. */
export interface StoredGame {
  version: number;
  savegame: Savegame;
}

/**
 * Which game a board's saves belong to: the catalogue's (by puzzle id, /api/sudoku/save) or one
 * day's daily puzzle (by date, /api/daily-sudoku/save). Both wait in the player's one queue.
 */
export type SaveTarget = { kind: "catalogue" } | { kind: "daily"; date: string };

export const CATALOGUE: SaveTarget = { kind: "catalogue" };

/** One save on its way to the server; kept in the browser while the server cannot be reached. */
export interface PendingSave {
  puzzleId: number;
  /** The day of a daily puzzle's save (YYYY-MM-DD), which the daily endpoint is told instead of the id; absent for the catalogue. */
  date?: string;
  version: number;
  progress: number;
  /** The savegame as JSON, exactly as it will be posted. */
  savegame: string;
}

/** Saves by `queueKey`: at most one per game. */
export type PendingQueue = Record<string, PendingSave>;

/** A queued save's key: the day for a daily puzzle (the endpoint knows it by date), the puzzle id otherwise. */
export function queueKey(save: Pick<PendingSave, "puzzleId" | "date">): string {
  return save.date ?? String(save.puzzleId);
}

/** The YYYY-MM-DD form the daily endpoint takes. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const version = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
/** Extra keys of an answer (success, message, progress ...) are dropped; the savegame itself is strict. */
const storedGameSchema = z.object({ version, savegame: savegameSchema });

/** The engine's ids only: a browser copy may hold anything, and one stray id would make the server refuse every save. */
const hintedOf = (hinted: readonly string[] = []): Savegame["hinted"] =>
  [...new Set(hinted)].filter((id): id is TechniqueId => (TECHNIQUE_IDS as readonly string[]).includes(id));

export function toSavegame(state: GameState): Savegame {
  return {
    entries: state.entries,
    notes: state.notes,
    checked: Math.min(state.checked, COUNTER_MAX),
    hintsUsed: Math.min(state.hints, COUNTER_MAX),
    // The server's bound, so a marathon game is not refused whole.
    elapsedSeconds: Math.min(state.elapsed, ELAPSED_MAX_SECONDS),
    schema: SAVEGAME_SCHEMA,
    colors: state.colors,
    noteColors: noteColorList(state.noteColors),
    eliminated: state.eliminated,
    liveNotes: state.liveNotes,
    mode: state.mode,
    mistakes: Math.min(state.mistakes, COUNTER_MAX),
    hinted: hintedOf(state.hinted),
  };
}

/** The savegame text the server gets: the cloud save posts it, and so does the daily check. */
export function savegameText(state: GameState): string {
  return JSON.stringify(toSavegame(state));
}

export function pendingSaveOf(state: GameState, target: SaveTarget = CATALOGUE): PendingSave {
  return {
    puzzleId: state.id,
    ...(target.kind === "daily" ? { date: target.date } : {}),
    version: state.saving.counter,
    progress: progress(state),
    savegame: savegameText(state),
  };
}

/** Is there anything of the player's in the grid? A game without an entry, a note or a colour is not stored in the account. */
export function hasInput(state: Pick<GameState, "puzzle" | "entries" | "notes" | "colors">): boolean {
  return hasPlayerInput(state.puzzle, state.entries, state.notes) || state.colors.some((c) => c !== 0);
}

/** A server answer's stored game, or null when it does not have the documented shape. */
export function readStoredGame(body: unknown): StoredGame | null {
  const parsed = z.safeParse(storedGameSchema, body);
  return parsed.success ? parsed.data : null;
}

/**
 * A stored game as the board restores it. The undo history does not travel between devices, and
 * warnings belong to a check on the other device, so both start empty.
 */
export function restoredFrom(stored: StoredGame, state: Pick<GameState, "puzzle" | "solution" | "notesMode">): SavedGame {
  const entries = withoutGivens(state.puzzle, stored.savegame.entries);
  return {
    ...blankSaved(state.puzzle),
    entries,
    notes: withoutGivens(state.puzzle, stored.savegame.notes),
    warnings: new Array<boolean>(entries.length).fill(false),
    checked: stored.savegame.checked,
    hints: stored.savegame.hintsUsed ?? 0,
    solved: isSolved(state.puzzle, state.solution, entries),
    elapsed: stored.savegame.elapsedSeconds ?? 0,
    counter: stored.version,
    notesMode: state.notesMode,
    ...storedMarks(stored.savegame, state.puzzle),
  };
}

/** A version 1 savegame has none of these: then no colours, no eliminations, classic mode. */
function storedMarks(
  game: Savegame,
  puzzle: string,
): Pick<SavedGame, "colors" | "noteColors" | "eliminated" | "liveNotes" | "mode" | "mistakes" | "hinted"> {
  return {
    colors: game.colors ?? new Array<number>(CELL_COUNT).fill(0),
    noteColors: (game.noteColors ?? []).filter(([cell]) => !isGiven(puzzle, cell)),
    eliminated: game.eliminated ? withoutGivens(puzzle, game.eliminated) : new Array<number>(CELL_COUNT).fill(0),
    liveNotes: game.liveNotes ?? false,
    mode: game.mode ?? "classic",
    mistakes: game.mistakes ?? 0,
    hinted: game.hinted ?? [],
  };
}

type GridPart = Pick<Savegame, "entries" | "notes" | "colors" | "noteColors" | "eliminated" | "liveNotes" | "mode">;

/** Same grid (entries, notes, colours, eliminations, modes) as the board shows: then a stored game adds nothing to adopt. */
export function sameGrid(a: GridPart, b: GridPart): boolean {
  for (let c = 0; c < a.entries.length; c++) if (a.entries[c] !== b.entries[c] || a.notes[c] !== b.notes[c]) return false;
  const marks = (g: GridPart) =>
    JSON.stringify([
      g.colors?.some(Boolean) ? g.colors : null,
      g.noteColors ?? [],
      g.eliminated?.some(Boolean) ? g.eliminated : null,
      g.liveNotes ?? false,
      g.mode ?? "classic",
    ]);
  return a.entries.length === b.entries.length && marks(a) === marks(b);
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

/** Keeps the newest save per game: an older one arriving late must not replace it. */
export function enqueue(queue: PendingQueue, save: PendingSave): PendingQueue {
  const key = queueKey(save);
  const held = queue[key];
  if (held && held.version >= save.version) return queue;
  return { ...queue, [key]: save };
}

/** Drops a game's queued save (by `queueKey`) once the server holds that version or a newer one. */
export function settle(queue: PendingQueue, key: string | number, version: number): PendingQueue {
  const held = queue[key];
  if (!held || held.version > version) return queue;
  const { [key]: _, ...rest } = queue;
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
  /** Offline, server or storage trouble, too many requests: keep it and try again later. */
  | { kind: "retry" }
  /** The session is gone: retrying cannot help until the player signs in again. */
  | { kind: "signed-out" }
  /** The server refuses this game for good (malformed, unknown puzzle): retrying cannot help. */
  | { kind: "rejected" };

const UNAUTHORIZED = 401;
const TOO_MANY_REQUESTS = 429;
const SERVER_ERROR = 500;

/** `status` null: the request never got an answer (offline, connection lost). */
export function classify(status: number | null, body: unknown, version: number): SaveOutcome {
  if (status === null || status >= SERVER_ERROR || status === TOO_MANY_REQUESTS) return { kind: "retry" };
  if (status === UNAUTHORIZED) return { kind: "signed-out" };
  if (status === 200) return { kind: "saved", version };
  if (status === 409) return { kind: "stale", stored: readStoredGame(body) };
  return { kind: "rejected" };
}

/** What GET /api/sudoku/save?puzzleId=N says: the stored game, none (404), or why it could not say. */
export type FetchOutcome = { kind: "game"; stored: StoredGame } | { kind: "none" } | { kind: "signed-out" } | { kind: "retry" };

export function classifyFetch(status: number | null, body: unknown): FetchOutcome {
  if (status === 200) {
    const stored = readStoredGame(body);
    return stored ? { kind: "game", stored } : { kind: "retry" };
  }
  if (status === 404) return { kind: "none" };
  if (status === UNAUTHORIZED) return { kind: "signed-out" };
  return { kind: "retry" };
}

const pendingSaveSchema = z.object({
  puzzleId: z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  date: z.optional(z.string().check(z.regex(ISO_DATE))),
  version,
  progress: z.number().check(z.minimum(0), z.maximum(PERCENT)),
  savegame: z.string(),
});

/** A queued save as read back from storage: the one savegame schema decides, anything else is dropped. */
export function readPendingSave(value: unknown): PendingSave | null {
  const parsed = z.safeParse(pendingSaveSchema, value);
  return parsed.success && readSavegame(parsed.data.savegame) !== null ? parsed.data : null;
}

/**
 * The player's one queue of saves, the catalogue's and the daily's together: each save names its
 * own game (`queueKey`) and endpoint (a date or not), so one queue serves both boards. Saves still
 * waiting in the separate daily queue of before are read in as well; the next write drops it.
 */
export function loadQueue(userId: number): PendingQueue {
  let queue: PendingQueue = {};
  for (const key of [pendingDailySavesKey(userId), pendingSavesKey(userId)]) {
    try {
      const raw = JSON.parse(localStorage.getItem(key) ?? "{}") as unknown;
      if (!raw || typeof raw !== "object") continue;
      for (const value of Object.values(raw)) {
        const save = readPendingSave(value);
        if (save) queue = enqueue(queue, save);
      }
    } catch {
      // Unreadable: nothing of it is sent.
    }
  }
  return queue;
}

export function storeQueue(userId: number, queue: PendingQueue): void {
  try {
    localStorage.removeItem(pendingDailySavesKey(userId));
    if (Object.keys(queue).length === 0) localStorage.removeItem(pendingSavesKey(userId));
    else localStorage.setItem(pendingSavesKey(userId), JSON.stringify(queue));
  } catch {
    // Storage disabled: the save is retried while the page stays open, only a reload loses it.
  }
}
