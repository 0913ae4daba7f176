// The sentence the polite live region speaks after an action, so a screen-reader user hears what
// changed without moving away from the cell.

import type { TFunction } from "../lib/i18n/i18n.tsx";
import { GRID_SIZE, STRICT_MISTAKE_LIMIT } from "../config/constants.ts";
import { computeCandidates } from "../sudoku/grid.ts";
import { currentValues, isFailed, type Action, type GameState } from "./game-state.ts";
import { COLOR_NAMES } from "./Grid.tsx";

export function describeChange(prev: GameState, next: GameState, action: Action, t: TFunction): string | null {
  switch (action.type) {
    case "undo":
      return prev === next ? null : t("play.announceUndo");
    case "redo":
      return prev === next ? null : t("play.announceRedo");
    case "magicNotes":
      return prev === next ? null : t("play.announceMagic");
    case "reset":
      return t("play.announceReset");
    case "toggleNotesMode":
      return t(next.notesMode ? "play.announceNotesOn" : "play.announceNotesOff");
    case "toggleLiveNotes":
      return prev === next ? null : t(next.liveNotes ? "play.announceLiveOn" : "play.announceLiveOff");
    case "pause":
      return prev === next ? null : t("play.announcePaused");
    case "resume":
      return prev === next ? null : t("play.announceResumed");
    case "color":
      if (prev === next) return null;
      return action.color && next.past.at(-1)?.[2] === action.color
        ? t("play.announceColor", { color: COLOR_NAMES[action.color] })
        : t("play.announceColorOff");
    case "filter":
      return next.filterDigit
        ? t("play.announceFilterOn", { digit: next.filterDigit, count: fitsCount(next, next.filterDigit) })
        : t("play.announceFilterOff");
    case "select":
      return next.selection.length > 1 && next.selection !== prev.selection
        ? t("play.announceSelected", { count: next.selection.length })
        : null;
    case "setMode":
      return prev === next ? null : t("play.announceMode", { mode: t(`play.mode.${next.mode}`) });
    case "backToCorrect":
      return prev === next ? null : t("play.announceBack");
    case "digit":
    case "tap":
    case "erase":
      break;
    default:
      return null;
  }
  if (next.mistakes > prev.mistakes && next.mode === "strict") {
    return isFailed(next)
      ? t("play.announceFailed", { limit: STRICT_MISTAKE_LIMIT })
      : t("play.announceMistake", { count: next.mistakes, limit: STRICT_MISTAKE_LIMIT });
  }
  const cell = next.activeCellId;
  if (cell === null || prev === next) return null;
  const place = { row: Math.floor(cell / GRID_SIZE) + 1, col: (cell % GRID_SIZE) + 1 };
  const before = prev.entries[cell]!;
  const after = next.entries[cell]!;
  if (after && after !== before) return t("play.announceEntered", { ...place, digit: after });
  if (before && !after) return t("play.announceCleared", { ...place, digit: before });
  const notesBefore = prev.notes[cell]!;
  const notesAfter = next.notes[cell]!;
  if (notesBefore !== notesAfter) {
    if (!notesAfter) return t("play.announceNotesCleared", place);
    const changed = notesBefore ^ notesAfter;
    const digit = 32 - Math.clz32(changed);
    return t(notesAfter & changed ? "play.announceNoteOn" : "play.announceNoteOff", { ...place, digit });
  }
  const pending = next.checkInDigit[cell]!;
  if (pending && pending !== prev.checkInDigit[cell]) return t("play.announcePending", { ...place, digit: pending });
  return null;
}

/** How many cells the digit still fits: what the digit filter shows. */
function fitsCount(state: GameState, digit: number): number {
  const bit = 1 << (digit - 1);
  return computeCandidates(currentValues(state)).filter((c) => c & bit).length;
}
