// The page's side of the service worker (sw.ts), one lazy chunk that is never part of a page's
// first load: the shell loads it once the page is up, the logout loads it when
// it is needed. It registers the worker; lets a waiting new worker take over only when this
// page already runs that worker's build (so an open game never changes code under it); remembers
// which player is signed in on this browser, for the board of a kept copy; forgets the player at
// logout; and shows two short notices: that the page is a kept copy, and, on the first visit after
// an update, the version now running.

import { OFFLINE_CACHES } from "../config/offline.ts";
import { isOfflineCopy, SW_MESSAGES, type ToWorker } from "./messages.ts";
import { OFFLINE_OWNER_KEY, PUZZLE_ATTRIBUTE } from "./offline-marks.ts";

/** The version the last visit ran (for the update notice). */
export const SEEN_VERSION_KEY = "sudoku-seen-version";
/** How long a notice stays, unless it holds the focus. */
export const NOTICE_MS = 15_000;

interface RouterWindow {
  __reactRouterManifest?: { entry?: { module?: string } };
}

export interface PageFacts {
  userId: number | null;
  locale: "de" | "en";
  /** The version this page runs (APP_VERSION) and where its release notes are: passed in, so this chunk needs no other. */
  version: string;
  releaseNotes: string;
}

export async function startPwa({ userId, locale, version, releaseNotes }: PageFacts): Promise<void> {
  const copy = isOfflineCopy();
  // Signed out: the games a logout left to remove go now. Signed in again: nothing is left to remove.
  if (userId === null) forgetGames();
  else rememberNothingToForget();
  // A kept copy is a visitor's page whatever the player: it must not forget who is signed in here.
  if (!copy) rememberOwner(userId);
  const texts = (locale === "en" ? await import("../locales/en/offline-page.ts") : await import("../locales/de/offline-page.ts")).default
    .notices;
  if (copy) showNotice(texts.offlineCopy, null, texts.close);
  else if (updatedSinceLastVisit(version))
    showNotice(texts.updated.replace("{{version}}", version), { href: releaseNotes, text: texts.releaseNotes }, texts.close);
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

function updatedSinceLastVisit(version: string): boolean {
  try {
    const seen = localStorage.getItem(SEEN_VERSION_KEY);
    localStorage.setItem(SEEN_VERSION_KEY, version);
    return seen !== null && seen !== version;
  } catch {
    return false;
  }
}

async function register(): Promise<void> {
  // Not yet under a worker: this page's load went past it, so the worker is told what it missed.
  const missed = !navigator.serviceWorker.controller && !isOfflineCopy();
  const registration = await navigator.serviceWorker.register("/sw.js", { updateViaCache: "none" }).catch((error: unknown) => {
    console.error("service worker registration failed", error);
    return null;
  });
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

function showNotice(text: string, link: { href: string; text: string } | null, closeText: string): void {
  const notice = document.createElement("div");
  notice.className = "pwa-notice";
  notice.setAttribute("role", "status");
  const p = document.createElement("p");
  p.textContent = text;
  if (link) {
    const a = document.createElement("a");
    a.href = link.href;
    a.textContent = link.text;
    p.appendChild(document.createTextNode(" "));
    p.appendChild(a);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = "button";
  close.textContent = closeText;
  const remove = () => notice.remove();
  close.addEventListener("click", remove);
  notice.appendChild(p);
  notice.appendChild(close);
  document.body.appendChild(notice);
  setTimeout(() => {
    if (!notice.contains(document.activeElement)) remove();
  }, NOTICE_MS);
}

/** The browser copies of a player's games (play/storage.ts keys them `sudoku-game-<slot>@<id>`). */
export const isPlayersGameKey = (key: string, userId: number): boolean => key.startsWith("sudoku-game-") && key.endsWith(`@${userId}`);

/**
 * Logout in this tab: what this browser kept of the player goes. The service worker's copies of
 * their games in progress (and which page shows which), their games kept under their id, and the
 * note that they are signed in here. The pages every visitor may get (lessons, fresh puzzles, the
 * offline page) stay: nothing in them is anyone's own.
 */
export async function forgetPlayer(userId: number): Promise<void> {
  try {
    localStorage.removeItem(OFFLINE_OWNER_KEY);
    // The board writes its game once more as the page goes: the next page removes it again.
    localStorage.setItem(FORGET_GAMES_KEY, String(userId));
  } catch {
    // Storage disabled: nothing was kept.
  }
  forgetGames();
  if ("caches" in window) await caches.delete(OFFLINE_CACHES.games).catch(() => false);
}

/** The player whose games the logout left to remove (forgetPlayer). */
export const FORGET_GAMES_KEY = "sudoku-forget-games";

function rememberNothingToForget(): void {
  try {
    localStorage.removeItem(FORGET_GAMES_KEY);
  } catch {
    // Storage disabled: nothing was noted.
  }
}

function forgetGames(): void {
  try {
    const userId = Number(localStorage.getItem(FORGET_GAMES_KEY));
    if (!Number.isSafeInteger(userId) || userId <= 0) return;
    for (const key of Object.keys(localStorage)) if (isPlayersGameKey(key, userId)) localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
