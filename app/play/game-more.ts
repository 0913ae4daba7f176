// The board's tools that load when first used: colours on cells and candidates, live candidates,
// the mistake modes, "back to the last correct position" and the record of hinted techniques. Pure like the rest of the reducer
// (game-state.ts), which hands these actions here once the board has loaded this module.

import { GRID_SIZE } from "../config/constants.ts";
import {
  COLOR_COUNT,
  commit,
  digitAt,
  isFailed,
  isPlaying,
  liveNotesOf,
  selectedCells,
  undoStep,
  wrongCells,
  type GameState,
  type MoreAction,
} from "./game-state.ts";

export function reduceMore(state: GameState, action: MoreAction): GameState {
  const playing = isPlaying(state);
  switch (action.type) {
    case "toggleLiveNotes": {
      if (!playing) return state;
      if (state.liveNotes) return { ...state, liveNotes: false };
      const next = { ...state, liveNotes: true };
      return commit(next, { notes: liveNotesOf(next, state.entries, state.notes, state.eliminated) });
    }
    case "color":
      if (!playing || action.color < 0 || action.color > COLOR_COUNT) return state;
      return paint(state, action.color);
    case "setMode": {
      if (state.mode === action.mode || state.solved || isFailed(state)) return state;
      // Strict counts from the switch: three mistakes from now on, not from before.
      const next: GameState = { ...state, mode: action.mode, mistakes: action.mode === "strict" ? 0 : state.mistakes };
      if (action.mode !== "relaxed") return next;
      const wrong = wrongCells(state, state.entries);
      return wrong.length === 0 ? next : { ...next, warnings: state.entries.map((_, c) => wrong.includes(c)) };
    }
    case "backToCorrect": {
      if (!playing) return state;
      const known = (action.wrong ?? []).map((c) => [c, state.entries[c]!] as const).filter(([, d]) => d !== 0);
      const isWrong = (s: GameState) =>
        state.solution === null ? known.some(([c, d]) => s.entries[c] === d) : wrongCells(s, s.entries).length > 0;
      let s = state;
      while (s.past.length > 0 && isWrong(s)) s = undoStep(s);
      // It judged the entries by the solution, as a check does: counted as one, whatever it found.
      return { ...s, checked: state.checked + 1 };
    }
    case "hinted": {
      // Each technique once: the statistics ask which techniques needed help, not how often.
      const hinted = state.hinted ?? [];
      return hinted.includes(action.technique) ? state : { ...state, hinted: [...hinted, action.technique] };
    }
  }
}

function paint(state: GameState, color: number): GameState {
  const cells = selectedCells(state);
  if (cells.length === 0) return state;
  const digit = state.filterDigit;
  if (digit) {
    // A candidate's colour: only where the cell is open.
    const slots = cells.filter((c) => !digitAt(state, c)).map((c) => c * GRID_SIZE + digit - 1);
    if (slots.length === 0) return state;
    const value = color !== 0 && slots.every((s) => state.noteColors[s] === color) ? 0 : color;
    const noteColors = state.noteColors.slice();
    for (const s of slots) noteColors[s] = value;
    return commit(state, { noteColors });
  }
  const value = color !== 0 && cells.every((c) => state.colors[c] === color) ? 0 : color;
  const colors = state.colors.slice();
  for (const c of cells) colors[c] = value;
  if (color === 0) {
    // Clearing takes the cells' candidate colours with it.
    const noteColors = state.noteColors.slice();
    for (const c of cells) noteColors.fill(0, c * GRID_SIZE, (c + 1) * GRID_SIZE);
    return commit(state, { colors, noteColors });
  }
  return commit(state, { colors });
}
