// Logout in this tab (UserCard.tsx): what this browser kept of the player goes. The service
// worker's copies of their games in progress (and which page shows which), their games kept under
// their id, and the note that they are signed in here. The pages every visitor may get (lessons,
// fresh puzzles, the offline page) stay: nothing in them is anyone's own.

import { OFFLINE_CACHES } from "../config/offline.ts";
import { FORGET_GAMES_KEY, OFFLINE_OWNER_KEY } from "./pwa-client.ts";

/** The browser copies of a player's games (play/storage.ts keys them `sudoku-game-<slot>@<id>`). */
export const isPlayersGameKey = (key: string, userId: number): boolean => key.startsWith("sudoku-game-") && key.endsWith(`@${userId}`);

export async function forgetPlayer(userId: number): Promise<void> {
  try {
    localStorage.removeItem(OFFLINE_OWNER_KEY);
    // The board writes its game once more as the page goes: the next page removes it again (afterLogout).
    localStorage.setItem(FORGET_GAMES_KEY, String(userId));
  } catch {
    // Storage disabled: nothing was kept.
  }
  forgetGames();
  if ("caches" in window) await caches.delete(OFFLINE_CACHES.games).catch(() => false);
}

/** The first page after a logout: signed out, the player's games go; signed in again, they stay. */
export function afterLogout(userId: number | null): void {
  if (userId === null) forgetGames();
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
