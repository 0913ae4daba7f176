// The sentence the polite live region speaks after an action, so a screen-reader user hears what
// changed without moving away from the cell.

import type { TFunction } from "../lib/i18n/i18n.tsx";
import { GRID_SIZE } from "../config/constants.ts";
import type { Action, GameState } from "./game-state.ts";

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
    case "digit":
    case "tap":
    case "erase":
      break;
    default:
      return null;
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
