// What differs between the two games a board plays, as data the board is given (SPEC §1, §4): a
// catalogue puzzle, whose solution the browser has, so the reducer checks; and the daily puzzle of
// a day, whose solution stays on the server, so the check asks it. Both keep their game in this
// browser and in the account by their own key: the puzzle id, or the date. The board never asks
// "is this the daily?"; it asks its kind.

import type { FullTFunction } from "../lib/i18n/i18n.tsx";
import type { SaveTarget } from "./cloud-save.ts";
import type { CheckAnswer } from "./daily-check.ts";
import { formatTime } from "./format.ts";
import { MISTAKE_MODES, type GameState, type MistakeMode } from "./game-state.ts";
import type { GameSlot } from "./storage.ts";

export interface GameKind {
  /** Where this browser keeps the game (storage.ts). */
  slot: GameSlot;
  /** Where the account keeps it: the save endpoint and key (cloud-sync.ts). */
  save: SaveTarget;
  /**
   * The server's check, for a game whose solution the browser does not have; absent, the reducer
   * checks. With `say`, a check that gets no answer says so through it and waits for the network;
   * without, it answers at once.
   */
  check?: (state: GameState, say?: (message: string) => void) => Promise<CheckAnswer>;
  /** The mistake modes the game offers: the daily keeps its check on the server and has no strict mode. */
  modes: readonly MistakeMode[];
  /** The solved section's first line. */
  solvedText(t: FullTFunction, state: GameState, locale: string): string;
  /** Where signing in from the board comes back to (SPEC §4 Saving): this very game. */
  backTo(location: { pathname: string; search: string }, puzzleId: number): string;
  /** The player's daily streak once this game is solved, for the result card; absent: none shown. */
  streak?: number | null;
}

/** A catalogue puzzle: kept by its id; signing in comes back to it by number. */
export function catalogueKind(puzzleId: number): GameKind {
  return {
    slot: puzzleId,
    save: { kind: "catalogue" },
    modes: MISTAKE_MODES,
    solvedText: (t, state) => t("play.more.solvedText", { id: state.id, time: formatTime(state.elapsed) }),
    backTo: ({ pathname }, id) => `${pathname}?id=${id}`,
  };
}
