// The service worker's contract with the server and the pages (app/pwa/): the headers the server
// sets on documents, the caches both the worker and the pages (logout) name, and how much is kept.

/** Set by the server on a page rendered for nobody in particular (no session, no pending login): a copy of it may be kept. */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";
/** Set by the play page: the puzzle it shows, so a kept copy can be filed under `?id=`. */
export const PUZZLE_ID_HEADER = "X-Puzzle-Id";

export const OFFLINE_CACHES = {
  /** Visited lessons and daily pages (visitor copies), and the offline page. Not personal: kept across accounts. */
  pages: "offline-pages",
  /** The rolling set of fresh puzzles per play page. Not personal. */
  puzzles: "offline-puzzles",
  /** The games this browser's player has in progress, and which page shows which. Cleared at logout. */
  games: "offline-games",
} as const;

/** Puzzles kept per play page (home and each level) and language, for new games offline. */
export const OFFLINE_PUZZLES_PER_PAGE = 5;
/** Copies of games kept at most (those in progress and the ones before, for the back button); the oldest go first. */
export const OFFLINE_GAMES_MAX = 30;
/** Lessons and daily pages kept at most; the oldest go first. */
export const OFFLINE_PAGES_MAX = 80;
/** A navigation that has not answered after this long is given the kept copy, if there is one. */
export const NAVIGATION_TIMEOUT_MS = 8_000;
/** Fresh puzzles fetched per play page and round of topping up (a round covers home and the five levels). */
export const OFFLINE_TOP_UP_PER_PAGE = 2;
/** A round of topping up runs at most this often (per language, while the worker runs). */
export const TOP_UP_INTERVAL_MS = 60 * 1000;
