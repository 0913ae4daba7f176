import { useCallback, useEffect, useRef, useState } from "react";
import type { SaveTarget } from "./cloud-save.ts";
import type { CloudStatus, CloudSync } from "./cloud-sync.ts";
import type { GameStore } from "./game-store.ts";
import { dropUnkeyedQueue, SIGN_OUT_EVENT } from "./pending-saves.ts";

export type { CloudStatus };

/** The cloud sync with the savegame schema (zod/mini): fetched only for a signed-in player. */
const loadSync = () => import("./cloud-sync.ts");

/**
 * Keeps a signed-in player's game on the server (SPEC §4 saving, docs/API.md): a thin adapter
 * around the state machine in cloud-sync.ts. It loads the machine when `userId` is set, shows its
 * state, and passes the page's events on: hidden or left (keepalive save), back online, signed
 * out in this tab. Anonymous players (`userId` null) load nothing of it. `target` says which game
 * the saves belong to (the board's kind: a catalogue puzzle, or the daily puzzle of a day); it is
 * taken as given for the board's life, as the routes key the board by its game.
 */
export function useCloudSave(
  store: GameStore,
  userId: number | null,
  target: SaveTarget,
): { status: CloudStatus; saveNow(): void; sessionGone(): void } {
  const [status, setStatus] = useState<CloudStatus>("idle");
  const syncRef = useRef<CloudSync | null>(null);

  useEffect(() => {
    // The unkeyed queue of old may hold anyone's games: it is never sent, on any board it goes.
    dropUnkeyedQueue();
    if (userId === null) return;
    let sync: CloudSync | null = null;
    let stopped = false;
    let loadFailed = false;

    const begin = () => {
      loadFailed = false;
      loadSync().then(
        (m) => {
          if (stopped) return;
          const created = m.createCloudSync(store, m.browserTransport(userId, target), m.browserClock);
          sync = created;
          syncRef.current = created;
          const show = () => setStatus(m.statusOf(created.getState()));
          created.subscribe(show);
          show();
        },
        () => {
          // The chunk could not be fetched (offline): the game stays in this browser; try again when back online.
          loadFailed = true;
          if (!stopped) setStatus("pending");
        },
      );
    };
    const onPageHide = () => sync?.leave();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") sync?.leave();
    };
    const onOnline = () => {
      if (sync) sync.online();
      else if (loadFailed) begin();
    };
    const onSignOut = () => sync?.signOut();

    window.addEventListener("pagehide", onPageHide);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("online", onOnline);
    window.addEventListener(SIGN_OUT_EVENT, onSignOut);
    begin();

    return () => {
      stopped = true;
      // The board goes away (another puzzle): a last keepalive save if anything is unsaved.
      sync?.dispose();
      syncRef.current = null;
      window.removeEventListener("pagehide", onPageHide);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("online", onOnline);
      window.removeEventListener(SIGN_OUT_EVENT, onSignOut);
    };
  }, [store, userId, target]);

  const saveNow = useCallback(() => syncRef.current?.saveNow(), []);
  /** Another request of the board (the daily check) was answered 401: the sync stops as after its own. */
  const sessionGone = useCallback(() => {
    if (syncRef.current) syncRef.current.signOut();
    else setStatus("signed-out");
  }, []);
  return { status, saveNow, sessionGone };
}
