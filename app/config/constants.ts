// Business constants and limits of SPEC.md §9, in one place. Every number the product promises
// lives here under a name, so a reviewer can check it against the spec line by line. Numbers of
// features not built yet (ads, consent, counter, supporter payments) come with their feature.

export const GRID_SIZE = 9;
export const CELL_COUNT = 81;
export const LEVELS = [1, 2, 3, 4, 5] as const;
export type Level = (typeof LEVELS)[number];
/** The level the home page shows: easy enough for a casual visitor, not trivial. */
export const HOME_LEVEL: Level = 2;
export const LAST_WEEK_DAYS = 7;

export const PENDING_DIGIT_TIMEOUT_SPEED_MS = 500;
export const PENDING_DIGIT_TIMEOUT_MS = 2500;
export const DEFAULT_SETTINGS = { speedMode: true, invertMode: true, highlightMode: false } as const;
/** Seconds without input after which the board pauses its clock by itself (issue 30). */
export const AUTO_PAUSE_SECONDS = 180;

export const RECENT_SAVED_PUZZLES = 5;

export const CODE_LENGTH = 6;
export const CODE_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ";
export const EMAIL_MAX_LENGTH = 128;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

const DAY_SECONDS = 24 * 60 * 60;
export const AUTH_COOKIE_MAX_AGE_S = 365 * DAY_SECONDS;
export const LOGIN_TOKEN_MAX_AGE_S = 900;
export const EMAIL_SENT_MAX_AGE_S = 900;
export const DARK_MODE_COOKIE_MAX_AGE_S = 365 * DAY_SECONDS;
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * DAY_SECONDS;
export const SPLASH_COOKIE_MAX_AGE_S = 14 * DAY_SECONDS;

/**
 * Sessions (not in SPEC §9; OWASP ASVS 7.3): besides the 365-day absolute limit, a session ends
 * after 30 days without use. "Last used" moves at most once a day, so a request costs no write.
 */
export const SESSION_IDLE_S = 30 * DAY_SECONDS;
export const SESSION_TOUCH_INTERVAL_S = DAY_SECONDS;

export const DAYTIME_RECOMPUTE_MS = 30 * 1000;
export const NAV_REDIRECT_DELAY_MS = 1;
/** SPEC §8: the full-screen page loader gives up after this; the alert sheet then offers Retry. */
export const PAGE_LOADER_TIMEOUT_MS = 120 * 1000;

/** SPEC §4 Daytime: dusk is shifted 20 minutes earlier, sunset and dawn one hour earlier. */
export const DUSK_SHIFT_MS = 20 * 60 * 1000;
export const SUNSET_SHIFT_MS = 60 * 60 * 1000;
export const DAWN_SHIFT_MS = 60 * 60 * 1000;

export const APP_VERSION = "2025.0.4";
export const CURRENT_RELEASE = "2025-0";
export const SPLASH_VERSION = "2021.2.0";
/** The splash dialog is shown only before this Berlin date (SPEC §2: "shown once until 2021-04-02"). */
export const SPLASH_END_DATE = "2021-04-02";

export const TIME_ZONE = "Europe/Berlin";
export const SITEMAP_CHANGEFREQ = "weekly";
export const SITEMAP_PRIORITY = 0.8;

/** Issue 30 "mistakes as the player wants them": a strict game ends at its third wrong entry (as on sudoku.com). */
export const STRICT_MISTAKE_LIMIT = 3;
