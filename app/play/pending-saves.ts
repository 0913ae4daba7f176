// Where a signed-in player's unsent saves wait in the browser, and how signing out forgets them.
// Tiny and free of Zod on purpose: the account card (on every page) imports it at logout, while
// the cloud sync that fills the queue is loaded only on the board of a signed-in player.

/**
 * The queue of one player. Keyed by the account, so on a shared browser one player's games are
 * never posted into another player's account.
 */
export const pendingSavesKey = (userId: number): string => `sudoku-pending-saves:${userId}`;

/**
 * Where the player's daily-puzzle saves waited before both games shared one queue (each save
 * names its endpoint by its date): read into that queue, dropped at its next write and at logout.
 */
export const pendingDailySavesKey = (userId: number): string => `sudoku-pending-daily-saves:${userId}`;

/** The queue before it was keyed. Nobody can tell whose games it holds, so it is dropped, never sent. */
export const UNKEYED_PENDING_SAVES_KEY = "sudoku-pending-saves";

/** Sent on `window` when the player signs out in this tab: the board's cloud sync stops at once. */
export const SIGN_OUT_EVENT = "sudoku:sign-out";

/** The queue from before it was keyed by the player: whose games it holds is unknown, so it goes. */
export function dropUnkeyedQueue(): void {
  try {
    localStorage.removeItem(UNKEYED_PENDING_SAVES_KEY);
  } catch {
    // Storage disabled: nothing to drop.
  }
}

/** Logout: stop the board's sync first, so no save lands in the queue again, then forget it (and the daily queue of before). */
export function forgetPendingSaves(userId: number): void {
  window.dispatchEvent(new Event(SIGN_OUT_EVENT));
  try {
    localStorage.removeItem(pendingSavesKey(userId));
    localStorage.removeItem(pendingDailySavesKey(userId));
  } catch {
    // Storage disabled: there is no queue to forget.
  }
  dropUnkeyedQueue();
}
