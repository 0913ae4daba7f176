// The marks the service worker, its page-side client and the board share. Constants only: the
// board's first load takes them in as they are, with no module of the worker's client.

/** On <html> of a page the service worker served from its caches while the network was gone. */
export const OFFLINE_COPY_ATTRIBUTE = "data-offline-copy";

/** On the board: the puzzle it shows (for the worker's copy of a game in progress). */
export const PUZZLE_ATTRIBUTE = "data-puzzle";

/** Who is signed in on this browser (written by pwa-client.ts), for the board of a kept copy (play/board-ctrl.ts). */
export const OFFLINE_OWNER_KEY = "sudoku-offline-owner";

/** The player whose games a logout left to remove (forget-player.ts). */
export const FORGET_GAMES_KEY = "sudoku-forget-games";
