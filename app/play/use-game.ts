import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { createGame, sharedGame, toSaved, type GameState, type PuzzleData } from "./game-state.ts";
import { createGameStore, type GameStore } from "./game-store.ts";
import { loadGame, saveGame, type GameSlot } from "./storage.ts";
import { SHARE_PROGRESS_PARAM } from "../config/puzzle-import.ts";

const SECOND_MS = 1000;

/**
 * The board's store for one puzzle: resumes the game this browser kept, writes every change back
 * and runs the clock while the tab is visible and the puzzle unsolved. For a signed-in player
 * (`owner`, their user id) the browser copy is only a backup, kept under their id: the change
 * counts as stored once the server has it. `slot` names the browser copy (storage.ts): the puzzle
 * id, or the day of a daily puzzle. `shared`: entries from a share link, which replace the kept game
 * once (the link's entries then leave the address bar, so a reload keeps playing on).
 */
export function useGame(
  puzzle: PuzzleData,
  owner: number | null = null,
  slot: GameSlot = puzzle.id,
  shared: readonly number[] | null = null,
): { state: GameState; store: GameStore } {
  const [store] = useState(() => createGameStore(createGame(puzzle)));
  // Taken once: a later run of the effect (a new owner after signing in) keeps the game as played.
  const fromLink = useRef(shared ? sharedGame(puzzle, shared) : null);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    // Resume only after hydration: the server rendered the fresh puzzle, and so must the first client render.
    const saved = loadGame(slot, puzzle.puzzle, owner);
    const linked = fromLink.current;
    fromLink.current = null;
    if (linked) {
      store.dispatch({ type: "restore", saved: linked });
      saveGame(slot, toSaved(store.getState()), owner);
      const url = new URL(window.location.href);
      url.searchParams.delete(SHARE_PROGRESS_PARAM);
      window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    } else if (saved) store.dispatch({ type: "restore", saved });

    let last = store.getState();
    let queued: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(queued);
      queued = undefined;
      const s = store.getState();
      saveGame(slot, toSaved(s), owner);
      if (s.saving.active && owner === null) store.dispatch({ type: "stored", counter: s.saving.counter });
    };
    const unsubscribe = store.subscribe(() => {
      const s = store.getState();
      const changed =
        s.entries !== last.entries ||
        s.notes !== last.notes ||
        s.warnings !== last.warnings ||
        s.checked !== last.checked ||
        s.hints !== last.hints ||
        s.elapsed !== last.elapsed ||
        s.notesMode !== last.notesMode ||
        s.liveNotes !== last.liveNotes ||
        s.mode !== last.mode ||
        s.mistakes !== last.mistakes ||
        s.past !== last.past;
      last = s;
      // Written after the frame, so storing never delays the paint of an entry.
      if (changed && queued === undefined) queued = setTimeout(flush, 0);
    });
    const tick = setInterval(() => {
      if (document.visibilityState === "visible") store.dispatch({ type: "tick" });
    }, SECOND_MS);
    window.addEventListener("pagehide", flush);
    return () => {
      unsubscribe();
      clearInterval(tick);
      window.removeEventListener("pagehide", flush);
      if (queued !== undefined) flush();
      store.dispose();
    };
  }, [store, slot, puzzle.puzzle, owner]);

  return { state, store };
}
