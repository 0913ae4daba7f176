// The sentence the polite live region speaks after an action, so a screen-reader user hears what
// changed without moving away from the cell. Loaded with its texts on the board's first action
// (loadAnnouncer), not with the play page: nothing is said before the player does something.

import { GRID_SIZE, STRICT_MISTAKE_LIMIT } from "../config/constants.ts";
import type { Locale } from "../config/site-routes.ts";
import { createSectionT, type SectionKey, type TranslationOptions } from "../lib/i18n/i18n.tsx";
import type texts from "../locales/de/announce.ts";
import type { Action, GameState, MistakeMode } from "./game-state.ts";

export type AnnounceT = (key: SectionKey<typeof texts>, options?: TranslationOptions) => string;
/**
 * What the sentence needs beyond the two states, worked out by the board (which has the rules at
 * hand): this module imports none of them, so it stays a small chunk of its own.
 */
export interface AnnounceFacts {
  /** The strict attempt is over. */
  failed: boolean;
  /** The name of the colour the action set ("A′"). */
  colorName: string;
  /** How many cells the filter's digit still fits. */
  fits: number;
}

export type Announcer = (prev: GameState, next: GameState, action: Action, facts: AnnounceFacts) => string | null;

const MODE_KEY: Record<MistakeMode, SectionKey<typeof texts>> = { relaxed: "modeRelaxed", classic: "modeClassic", strict: "modeStrict" };

/** The announcer of a language: its texts come in a chunk of their own. */
export async function loadAnnouncer(locale: Locale): Promise<Announcer> {
  const module = locale === "en" ? await import("../locales/en/announce.ts") : await import("../locales/de/announce.ts");
  const at: AnnounceT = createSectionT(locale, module.default);
  return (prev, next, action, facts) => describeChange(prev, next, action, facts, at);
}

export function describeChange(prev: GameState, next: GameState, action: Action, facts: AnnounceFacts, at: AnnounceT): string | null {
  switch (action.type) {
    case "undo":
      return prev === next ? null : at("undo");
    case "redo":
      return prev === next ? null : at("redo");
    case "magicNotes":
      return prev === next ? null : at("magic");
    case "reset":
      return at("reset");
    case "toggleNotesMode":
      return at(next.notesMode ? "notesOn" : "notesOff");
    case "toggleLiveNotes":
      return prev === next ? null : at(next.liveNotes ? "liveOn" : "liveOff");
    case "pause":
    case "tick":
      return next.paused !== null && prev.paused === null ? at("paused") : null;
    case "resume":
      return prev === next ? null : at("resumed");
    case "color":
      if (prev === next) return null;
      return action.color && next.past.at(-1)?.[2] === action.color ? at("color", { color: facts.colorName }) : at("colorOff");
    case "filter":
      return next.filterDigit ? at("filterOn", { digit: next.filterDigit, count: facts.fits }) : at("filterOff");
    case "select":
      return next.selection.length > 1 && next.selection !== prev.selection ? at("selected", { count: next.selection.length }) : null;
    case "setMode":
      return prev === next ? null : at("mode", { mode: at(MODE_KEY[next.mode]) });
    case "backToCorrect":
      return prev === next ? null : at("back");
    case "digit":
    case "tap":
    case "erase":
      break;
    default:
      return null;
  }
  if (next.mistakes > prev.mistakes && next.mode === "strict") {
    return facts.failed
      ? at("failed", { limit: STRICT_MISTAKE_LIMIT })
      : at("mistake", { count: next.mistakes, limit: STRICT_MISTAKE_LIMIT });
  }
  const cell = next.activeCellId;
  if (cell === null || prev === next) return null;
  const place = { row: Math.floor(cell / GRID_SIZE) + 1, col: (cell % GRID_SIZE) + 1 };
  const before = prev.entries[cell]!;
  const after = next.entries[cell]!;
  if (after && after !== before) return at("entered", { ...place, digit: after });
  if (before && !after) return at("cleared", { ...place, digit: before });
  const notesBefore = prev.notes[cell]!;
  const notesAfter = next.notes[cell]!;
  if (notesBefore !== notesAfter) {
    if (!notesAfter) return at("notesCleared", place);
    const changed = notesBefore ^ notesAfter;
    const digit = 32 - Math.clz32(changed);
    return at(notesAfter & changed ? "noteOn" : "noteOff", { ...place, digit });
  }
  const pending = next.checkInDigit[cell]!;
  if (pending && pending !== prev.checkInDigit[cell]) return at("pending", { ...place, digit: pending });
  return null;
}
