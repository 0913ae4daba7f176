// Every call the board makes to the server, in one module (the `xhr` of lichess's ui/puzzle): the
// account's copy of a game (/api/sudoku/save by puzzle id, /api/daily-sudoku/save by date) and the
// daily puzzle's check (/api/daily-sudoku/check). Each resolves to the status and the JSON body,
// `status` null when no answer came; what an answer means is decided by cloud-save.ts and
// daily-check.ts. Free of Zod; only the lazily loaded sync and check import it.

import type { PendingSave, SaveTarget } from "./cloud-save.ts";

/** A server answer as the calls hand it over: `status` null when no answer came at all. */
export interface Answer {
  status: number | null;
  body: unknown;
}

export const NO_ANSWER: Answer = { status: null, body: null };

const SAVE_URL = "/api/sudoku/save";
const DAILY_SAVE_URL = "/api/daily-sudoku/save";
export const DAILY_CHECK_URL = "/api/daily-sudoku/check";
/** A check that has no answer by then counts as none (a stalled connection): the board waits for the network. */
const CHECK_TIMEOUT_MS = 20 * 1000;

/**
 * Where a save is posted, and with which fields: a daily save names its day (the daily endpoint
 * knows the puzzle by date), a catalogue save its puzzle. Decided by the save itself, so a save
 * goes where it belongs whichever board sends it from the queue.
 */
export function saveRequest(save: PendingSave): { url: string; body: URLSearchParams } {
  const rest = { savegame: save.savegame, version: String(save.version), progress: String(save.progress) };
  return save.date === undefined
    ? { url: SAVE_URL, body: new URLSearchParams({ puzzleId: String(save.puzzleId), ...rest }) }
    : { url: DAILY_SAVE_URL, body: new URLSearchParams({ date: save.date, ...rest }) };
}

/** Where the stored game of a board is read. */
export function storedGameUrl(target: SaveTarget, puzzleId: number): string {
  return target.kind === "daily" ? `${DAILY_SAVE_URL}?date=${encodeURIComponent(target.date)}` : `${SAVE_URL}?puzzleId=${puzzleId}`;
}

async function answerOf(request: Promise<Response>): Promise<Answer> {
  try {
    const res = await request;
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return NO_ANSWER;
  }
}

/** POST a save; `keepalive` lets it outlive the page. */
export function postSave(save: PendingSave, keepalive: boolean): Promise<Answer> {
  const { url, body } = saveRequest(save);
  return answerOf(fetch(url, { method: "POST", body, keepalive, credentials: "same-origin" }));
}

/** GET the stored game of a board's puzzle: by id in the catalogue, by the target's date for a daily puzzle. */
export function fetchStored(target: SaveTarget, puzzleId: number): Promise<Answer> {
  return answerOf(fetch(storedGameUrl(target, puzzleId), { credentials: "same-origin" }));
}

/** POST the daily puzzle's check (the day and the savegame text). */
export function postCheck(body: URLSearchParams): Promise<Answer> {
  return answerOf(
    fetch(DAILY_CHECK_URL, { method: "POST", body, credentials: "same-origin", signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }),
  );
}
