// The page's side of the service worker (sw.ts), one small lazy chunk that is never part of a
// page's first load: the shell loads it once the page is up. It
// registers the worker; lets a waiting new worker take over only when this page already runs that
// worker's build (so an open game never changes code under it); remembers which player is signed
// in on this browser, for the board of a kept copy; and, when there
// is one to show, loads a short notice (notice.ts): that the page is a kept copy, or, on the first
// visit after an update, the version now running.

import { APP_VERSION } from "../config/constants.ts";
import { isOfflineCopy, SW_MESSAGES, type ToWorker } from "./messages.ts";
import { FORGET_GAMES_KEY, OFFLINE_OWNER_KEY, PUZZLE_ATTRIBUTE } from "./offline-marks.ts";

// For forget-player.ts, which loads after this chunk: the keys travel once, here.
export { FORGET_GAMES_KEY, OFFLINE_OWNER_KEY };

/** The version the last visit ran (for the update notice). */
export const SEEN_VERSION_KEY = "sudoku-seen-version";

interface RouterWindow {
  __reactRouterManifest?: { entry?: { module?: string } };
}

/** What the page's shell data says of the player and the language (root-data.ts). */
export interface PageFacts {
  user: { id: number } | null;
  locale: "de" | "en";
}

export async function startPwa({ user, locale }: PageFacts): Promise<void> {
  const userId = user?.id ?? null;
  const copy = isOfflineCopy();
  // A logout left the player's games to remove (forget-player.ts): they go now, or stay if the player is back.
  if (stored(FORGET_GAMES_KEY)) void import("./forget-player.ts").then((m) => m.afterLogout(userId));
  // A kept copy is a visitor's page whatever the player: it must not forget who is signed in here.
  if (!copy) rememberOwner(userId);
  // The notices, with their texts, load only when there is one to show.
  const notice = copy ? "offlineCopy" : updatedSinceLastVisit() ? "updated" : null;
  if (notice) void import("./notice.ts").then((m) => m.showNotice(notice, locale));
  await register();
}

/**
 * Notes who is signed in on this browser. A kept copy is a visitor's page, so its board
 * (play/board-ctrl.ts) takes the player from here and saves into that player's queue
 * (cloud-sync.ts), sent when the network is back; a 401 then stops it as on any page.
 */
export function rememberOwner(userId: number | null): void {
  try {
    if (userId === null) localStorage.removeItem(OFFLINE_OWNER_KEY);
    else localStorage.setItem(OFFLINE_OWNER_KEY, String(userId));
  } catch {
    // Storage disabled: a kept copy then plays as a visitor's.
  }
}

function stored(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function updatedSinceLastVisit(): boolean {
  try {
    const seen = localStorage.getItem(SEEN_VERSION_KEY);
    localStorage.setItem(SEEN_VERSION_KEY, APP_VERSION);
    return seen !== null && seen !== APP_VERSION;
  } catch {
    return false;
  }
}

async function register(): Promise<void> {
  // Not yet under a worker: this page's load went past it, so the worker is told what it missed.
  const missed = !navigator.serviceWorker.controller && !isOfflineCopy();
  // Refused where the browser keeps no storage for the site (private modes): the site works as without a worker.
  const registration = await navigator.serviceWorker.register("/sw.js", { updateViaCache: "none" }).catch(() => null);
  if (!registration) return;
  if (missed) {
    const puzzle = Number(document.querySelector(`[${PUZZLE_ATTRIBUTE}]`)?.getAttribute(PUZZLE_ATTRIBUTE)) || null;
    void navigator.serviceWorker.ready.then((ready) =>
      ready.active?.postMessage({ type: SW_MESSAGES.visited, url: location.pathname + location.search, puzzle } satisfies ToWorker),
    );
  }
  const entry = (window as RouterWindow).__reactRouterManifest?.entry?.module;
  if (!entry) return;
  const offer = (worker: ServiceWorker | null) => worker?.postMessage({ type: SW_MESSAGES.activateIfCurrent, entry } satisfies ToWorker);
  offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
}
