import { useCallback, useEffect, useRef, useState } from "react";
import {
  classify,
  enqueue,
  loadQueue,
  mergeDecision,
  pendingSaveOf,
  readStoredGame,
  restoredFrom,
  retryDelay,
  sameGrid,
  settle,
  storeQueue,
  toSavegame,
  type PendingSave,
  type SaveOutcome,
  type StoredGame,
} from "./cloud-save.ts";
import type { GameStore } from "./game-store.ts";

const SAVE_URL = "/api/sudoku/save";
/** Saves once the player pauses, not on every keystroke. */
const DEBOUNCE_MS = 1_500;

/**
 * What the status line says. `resumed` and `conflict` are one-off notices that last until the next
 * change; `pending` means the save waits in the browser for the server.
 */
export type CloudStatus = "idle" | "saving" | "saved" | "resumed" | "conflict" | "pending" | "failed";

async function post(save: PendingSave, keepalive = false): Promise<SaveOutcome> {
  const body = new URLSearchParams({
    puzzleId: String(save.puzzleId),
    savegame: save.savegame,
    version: String(save.version),
    progress: String(save.progress),
  });
  try {
    const res = await fetch(SAVE_URL, { method: "POST", body, keepalive, credentials: "same-origin" });
    return classify(res.status, await res.json().catch(() => null), save.version);
  } catch {
    return classify(null, null, save.version);
  }
}

/** The stored game of a puzzle: a game, null for none (404), or undefined when the server could not say. */
async function fetchStored(puzzleId: number): Promise<StoredGame | null | undefined> {
  try {
    const res = await fetch(`${SAVE_URL}?puzzleId=${puzzleId}`, { credentials: "same-origin" });
    if (res.status === 404) return null;
    if (!res.ok) return undefined;
    return readStoredGame(await res.json()) ?? undefined;
  } catch {
    return undefined;
  }
}

const updateQueue = (change: (q: ReturnType<typeof loadQueue>) => ReturnType<typeof loadQueue>) => storeQueue(change(loadQueue()));

/**
 * Keeps a signed-in player's game on the server (SPEC §4 saving, docs/API.md): resumes the stored
 * game or carries the browser's newer one into the account, saves after each pause and when the
 * page is left, and keeps failed saves in the browser until the server takes them. The server's
 * version check decides every race, so a newer game elsewhere is never overwritten, only adopted.
 */
export function useCloudSave(store: GameStore, enabled: boolean): { status: CloudStatus; saveNow(): void } {
  const [status, setStatus] = useState<CloudStatus>("idle");
  const saveNowRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!enabled) return;
    const puzzleId = store.getState().id;
    let disposed = false;
    let ready = false;
    let inFlight = false;
    /** The version the server is known to hold; -1 until the first answer. */
    let acked = -1;
    let failures = 0;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let lastCounter = store.getState().saving.counter;

    const show = (next: CloudStatus) => {
      if (!disposed) setStatus(next);
    };
    const unsaved = () => store.getState().saving.counter > acked;

    const scheduleRetry = (run: () => void) => {
      failures++;
      clearTimeout(retry);
      retry = setTimeout(run, retryDelay(failures));
    };

    /** A newer or different game on the server replaces the board's; the same grid only lifts the counter. */
    const adopt = (stored: StoredGame, notice: CloudStatus) => {
      const s = store.getState();
      const same = sameGrid(stored.savegame, toSavegame(s));
      if (same && stored.version <= s.saving.counter) {
        store.dispatch({ type: "stored", counter: s.saving.counter });
        return "saved";
      }
      const restored = restoredFrom(stored, s);
      store.dispatch({ type: "restore", saved: same ? { ...restored, past: s.past, future: s.future, warnings: s.warnings } : restored });
      return same ? "saved" : notice;
    };

    const sync = async () => {
      clearTimeout(debounce);
      debounce = undefined;
      if (!ready || inFlight || disposed || !unsaved()) return;
      const save = pendingSaveOf(store.getState());
      inFlight = true;
      show("saving");
      const outcome = await post(save);
      inFlight = false;
      if (disposed) return;
      if (outcome.kind === "retry") {
        updateQueue((q) => enqueue(q, save));
        show("pending");
        scheduleRetry(() => void sync());
        return;
      }
      failures = 0;
      clearTimeout(retry);
      if (outcome.kind === "saved") {
        acked = Math.max(acked, outcome.version);
        store.dispatch({ type: "stored", counter: outcome.version });
        show("saved");
      } else if (outcome.kind === "stale" && outcome.stored) {
        acked = Math.max(acked, outcome.stored.version);
        show(adopt(outcome.stored, "conflict"));
      } else {
        // Refused for good: counted as handled so the next change tries afresh, not this copy.
        acked = Math.max(acked, save.version);
        show("failed");
      }
      updateQueue((q) => settle(q, puzzleId, Math.max(acked, save.version)));
      if (unsaved()) debounce = setTimeout(() => void sync(), DEBOUNCE_MS);
    };

    /** Saves queued for other puzzles (an earlier outage) go out on the next load and when back online. */
    const flushQueue = async () => {
      for (const save of Object.values(loadQueue())) {
        if (disposed) return;
        if (save.puzzleId === puzzleId) continue;
        const outcome = await post(save);
        if (outcome.kind === "retry") return;
        const held = outcome.kind === "stale" ? (outcome.stored?.version ?? save.version) : save.version;
        updateQueue((q) => settle(q, save.puzzleId, Math.max(held, save.version)));
      }
    };

    const init = async () => {
      const stored = await fetchStored(puzzleId);
      if (disposed) return;
      if (stored === undefined) {
        show("pending");
        scheduleRetry(() => void init());
        return;
      }
      failures = 0;
      const s = store.getState();
      const decision = mergeDecision(s.saving.counter, stored);
      acked = stored?.version ?? 0;
      if (decision === "adopt" && stored) show(adopt(stored, "resumed"));
      else if (decision === "none" && stored) {
        store.dispatch({ type: "stored", counter: stored.version });
        show("saved");
      }
      lastCounter = store.getState().saving.counter;
      ready = true;
      updateQueue((q) => settle(q, puzzleId, acked));
      await sync();
      await flushQueue();
    };

    /** Leaving the page: the request must outlive it (keepalive), and the queue covers a lost one. */
    const leave = () => {
      if (!ready || !unsaved()) return;
      clearTimeout(debounce);
      const save = pendingSaveOf(store.getState());
      updateQueue((q) => enqueue(q, save));
      void post(save, true).then((outcome) => {
        if (outcome.kind === "retry") return;
        updateQueue((q) => settle(q, puzzleId, save.version));
        if (outcome.kind === "saved" && !disposed) {
          acked = Math.max(acked, save.version);
          store.dispatch({ type: "stored", counter: save.version });
          show("saved");
        }
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") leave();
    };
    const onOnline = () => {
      failures = 0;
      clearTimeout(retry);
      if (!ready) void init();
      else void sync().then(flushQueue);
    };

    const unsubscribe = store.subscribe(() => {
      const counter = store.getState().saving.counter;
      if (counter === lastCounter) return;
      lastCounter = counter;
      if (!unsaved()) return;
      setStatus((current) => (current === "pending" ? current : "saving"));
      clearTimeout(debounce);
      debounce = setTimeout(() => void sync(), DEBOUNCE_MS);
    });
    saveNowRef.current = () => void sync();
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("online", onOnline);
    void init();

    return () => {
      leave();
      disposed = true;
      unsubscribe();
      clearTimeout(debounce);
      clearTimeout(retry);
      saveNowRef.current = () => undefined;
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("online", onOnline);
    };
  }, [store, enabled]);

  const saveNow = useCallback(() => saveNowRef.current(), []);
  return { status, saveNow };
}
