// How large a request body a route takes. A route that takes more than the general limit says so
// in its `handle` (`export const handle = { bodyLimit: AVATAR_BODY_LIMIT_BYTES }`); the Worker
// entry reads every body against its route's limit before the route runs
// (request-body.server.ts). Plain numbers, so the page modules' handles can name them.

/** What a route's `handle` may say about its body. */
export interface BodyLimitHandle {
  bodyLimit?: number;
}

/**
 * Forms and JSON in general. The largest legitimate body is a login form (a password of at most
 * 1,024 characters); 16 KB covers it. Saves have their own limit (SAVE_BODY_LIMIT_BYTES).
 */
export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The saves (POST /api/sudoku/save, /api/daily-sudoku/save and /api/daily-sudoku/check): a
 * savegame of at most SAVEGAME_MAX_CHARS (13,312) characters of JSON, each up to 3 bytes once
 * form-encoded (`[` is `%5B`), ~39 KB, plus a few short fields. The largest valid savegame
 * (~8,220 characters) posts as ~17 KB. 40 KB lets every savegame up to the bound and one
 * character past it reach the route, whose field message („Der Spielstand ist zu groß") says
 * more than a bare 413.
 */
export const SAVE_BODY_LIMIT_BYTES = 40 * 1024;

/**
 * The profile (page action and POST /api/profile), which takes an avatar of at most
 * AVATAR_MAX_BYTES (200 KB) as a file or a data URL. As a data URL it grows by 4/3 (base64,
 * ~273 KB); form-encoded, `+` and `/` become `%2B`/`%2F` (~290 KB for compressed image bytes);
 * name and text add at most ~4 KB. 320 KB holds the largest valid avatar post with ~10 % to
 * spare, and a file somewhat over 200 KB still reaches the route, whose field message
 * („Das Bild ist zu groß") says more than a bare 413.
 */
export const AVATAR_BODY_LIMIT_BYTES = 320 * 1024;

/**
 * The contact form (page action and POST /api/contact): a message of at most 4,000 characters
 * (CONTACT_MESSAGE_MAX) plus name and subject (250) can take 9 bytes a character form-encoded
 * (a 3-byte UTF-8 character is `%E2%82%AC`), ~38 KB; 48 KB lets every valid message reach the
 * route, whose field message says more than a bare 413, and refuses anything larger.
 */
export const CONTACT_BODY_LIMIT_BYTES = 48 * 1024;
