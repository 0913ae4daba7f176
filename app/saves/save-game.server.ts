// The one savegame flow of both games (docs/API.md "Saved games", "Daily Sudoku"): a game is keyed
// by `{ puzzleId }` in the catalogue or by `{ date }` for the daily puzzle; the key decides which
// puzzle it is played on and whether that may be played now, the rest is the same: check the
// savegame against the puzzle, store it by version, show it in one shape.

import type { TFunction } from "i18next";
import { assignDay } from "../daily/daily-puzzles.server.ts";
import type { Db } from "../db/client.server.ts";
import { checkSavegame, readSavegame, type Savegame, type StoredPuzzle } from "../game/savegame.ts";
import { solveFigures } from "../game/solve-figures.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { apiError } from "../lib/http/api.server.ts";
import { puzzleById } from "../puzzles/puzzles.server.ts";
import { isDailyKey, saveGame, type GameKey, type GameRow } from "./savegames.server.ts";

/** Why a key's game cannot be saved or checked: its day has not begun, no such puzzle, or givens changed. */
export type Refusal = "not-yet" | "none" | "givens";
/** A refusal as a flow's outcome: one member per kind, so an answers table can name each. */
export type Refused = { kind: "not-yet" } | { kind: "none" } | { kind: "givens" };

export interface GamePuzzle extends StoredPuzzle {
  id: number;
  stars: number;
}

/** The puzzle a key's game is played on: a catalogue puzzle by id, or a day's (assigned on first use) once the day has begun in Berlin. */
export async function puzzleOfKey(
  db: Db,
  key: GameKey,
  now: Date,
): Promise<{ kind: "ok"; puzzle: GamePuzzle } | Exclude<Refused, { kind: "givens" }>> {
  if (isDailyKey(key) && key.date > berlinDate(now)) return { kind: "not-yet" };
  const puzzle = isDailyKey(key) ? await assignDay(db, key.date, now) : await puzzleById(db, key.puzzleId);
  return puzzle ? { kind: "ok", puzzle } : { kind: "none" };
}

export type SaveResult<K extends GameKey> = { kind: "saved"; row: GameRow<K> } | { kind: "stale"; row: GameRow<K> } | Refused;

/**
 * Stores a player's game of a key; progress, solved (and the daily's solved-on-its-day) are decided
 * here from the stored solution and the server's clock, and a first solve's figures from the savegame.
 */
export async function storeGame<K extends GameKey>(
  db: Db,
  userId: number,
  key: K,
  input: { savegame: Savegame; version: number },
  now: Date,
): Promise<SaveResult<K>> {
  const found = await puzzleOfKey(db, key, now);
  if (found.kind !== "ok") return found;
  const { puzzle } = found;
  const checked = checkSavegame(input.savegame, puzzle);
  if (!checked.ok) return { kind: "givens" };
  const { state, progress, solved } = checked;
  // The solve's time is the game's own clock, refused when implausibly short (solve-figures.ts).
  const figures = solved ? solveFigures(state, puzzle.puzzle) : null;
  const outcome = await saveGame(
    db,
    { userId, key, puzzleId: puzzle.id, stars: puzzle.stars, state, progress, solved, figures, version: input.version },
    now,
  );
  return outcome.status === "saved" ? { kind: "saved", row: outcome.row } : { kind: "stale", row: outcome.row };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A stored game as the API shows it: the body of a GET and of a 409 (so the board can merge), and
 * the daily's saved answer. A day's game names its date and whether it was solved on that day; a
 * catalogue game its level and checks.
 */
export function storedGame(row: GameRow) {
  const savegame = readSavegame(row.state);
  const solved = row.solvedAt !== null;
  const game = {
    puzzleId: row.puzzleId,
    progress: row.progress,
    solved,
    solvedAt: iso(row.solvedAt),
    ...solveAnswer(row, savegame),
    version: row.version,
    updatedAt: iso(row.updatedAt),
    savegame,
  };
  return "date" in row ? { date: row.date, ...game, solvedOnDay: row.solvedOnDay } : { ...game, stars: row.stars, checked: row.checked };
}

/**
 * The solve's figures as the API shows them (docs/API.md "Saved games"): null while unsolved. A
 * solved game whose clock said too little has `solveSeconds: null, solveTimeRefused: true`; the
 * board stops its clock at the solve, so the stored state still holds the time that was refused.
 */
function solveAnswer(row: GameRow, savegame: Savegame | null) {
  const solved = row.solvedAt !== null;
  return {
    solveSeconds: row.solveSeconds,
    solveTimeRefused: solved && row.solveSeconds === null && savegame?.elapsedSeconds !== undefined,
    solvePerfect: solved ? row.solvePerfect === true : null,
  };
}

/** The answer when a save or check names a game it cannot take; the key's field carries the message. */
export function saveRefusal(t: TFunction, key: GameKey, kind: Refusal): Response {
  switch (kind) {
    case "not-yet":
      return apiError(403, t("daily.notYet"), { date: [t("daily.notYet")] });
    case "none":
      return isDailyKey(key)
        ? apiError(404, t("daily.notFound"), { date: [t("daily.notFound")] })
        : apiError(404, t("api.puzzleNotFound"), { puzzleId: [t("api.puzzleNotFound")] });
    case "givens":
      return apiError(400, t("api.badRequest"), { savegame: [t("saves.savegameGivens")] });
  }
}

/** The 409 of a save that came too late: the stored game, so the board can merge. */
export function conflictAnswer(t: TFunction, row: GameRow) {
  const message = t("saves.conflict");
  return { success: false, message, errors: { version: [message] }, ...storedGame(row) };
}
