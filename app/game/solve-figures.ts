// What a solve says about the player, as the board shows it and the server stores it (issue 31):
// whether it was perfect, and the figures the first solved save keeps (schema.ts solveFigures).
// One rule in one place: the board's solved section, the save flow and migration 0012's backfill
// all apply it. Kept out of rules.ts so it stays off the play page's first load.

// Types only: a value import of rules.ts from this lazy module splits rules.ts into a chunk of its
// own, which costs the play page's first load more than it saves.
import type { MistakeMode } from "./rules.ts";
import type { Savegame } from "./savegame.ts";

/**
 * The fastest time taken as a real solve: seconds per cell that was empty in the puzzle. The
 * fastest humans need about a second per cell; below half of that the clock was not the game's
 * (a tampered or broken client), and the time is refused. Migration 0012 uses the same 0.5.
 */
export const MIN_SOLVE_SECONDS_PER_CELL = 0.5;

export interface PerfectFacts {
  solved: boolean;
  checked: number;
  hints: number;
  mode?: MistakeMode;
  mistakes?: number;
}

/** Perfect: solved with no check, no hint and no wrong entry, and not in relaxed mode (whose marks are help). */
export function isPerfect(game: PerfectFacts): boolean {
  return game.solved && game.checked === 0 && game.hints === 0 && (game.mistakes ?? 0) === 0 && game.mode !== "relaxed";
}

/** The cells the player had to fill: "0" in the puzzle's 81 characters. */
export function openCells(puzzle: string): number {
  return puzzle.split("0").length - 1;
}

/** Is a solve time one a player can have needed for this puzzle? */
export function plausibleSolveTime(seconds: number, puzzle: string): boolean {
  return seconds >= MIN_SOLVE_SECONDS_PER_CELL * openCells(puzzle);
}

export interface SolveFigures {
  /** The game's clock at the solve; null when the board sent none or it was refused. */
  solveSeconds: number | null;
  /** The clock said less than a player can need: the solve counts, its time and perfection do not. */
  solveTimeRefused: boolean;
  solveHints: number;
  /** Perfect (isPerfect) with a time that was taken: an unknown or refused time proves nothing. */
  solvePerfect: boolean;
  /** The techniques the player asked a hint for, as stored (a JSON array of ids). */
  solveHinted: string;
}

/** The figures of a solved savegame (already checked against its puzzle). */
export function solveFigures(game: Savegame, puzzle: string): SolveFigures {
  const elapsed = game.elapsedSeconds;
  const refused = elapsed !== undefined && !plausibleSolveTime(elapsed, puzzle);
  const solveSeconds = elapsed === undefined || refused ? null : elapsed;
  const solveHints = game.hintsUsed ?? 0;
  const perfect = isPerfect({ solved: true, checked: game.checked, hints: solveHints, mode: game.mode, mistakes: game.mistakes });
  return {
    solveSeconds,
    solveTimeRefused: refused,
    solveHints,
    solvePerfect: perfect && solveSeconds !== null,
    solveHinted: JSON.stringify(game.hinted ?? []),
  };
}
