// The Daily Sudoku and its monthly draw: every number the feature decides on, in one place.
// The README ("Daily Sudoku and the draw") tells how they fit; the draw is app/draw/draw.ts.

import type { Level } from "./constants.ts";

/**
 * Level per weekday (ISO: index 0 = Monday … 6 = Sunday). The week starts very easy and rises to a
 * very hard Sunday, when most players have time; every level appears, the middle ones twice.
 */
export const DAILY_LEVEL_BY_WEEKDAY: readonly [Level, Level, Level, Level, Level, Level, Level] = [1, 2, 2, 3, 3, 4, 5];

/** The first Berlin date with a daily puzzle. Earlier dates have none (the winners list reaches further back, by import). */
export const DAILY_EPOCH = "2026-11-01";

/** Days the midnight job assigns ahead of today, so a day never waits for the job (the loader assigns on first use anyway). */
export const DAILY_ASSIGN_AHEAD_DAYS = 7;

/** Puzzles per level in the daily pool (seeded next to the catalogue, never served by the level pages). */
export const DAILY_POOL_PER_LEVEL = 500;
/** Daily pool ids start here, far above any catalogue id, so the two can never be confused. */
export const DAILY_POOL_ID_BASE = 1_000_000;
export const DAILY_POOL_SEED = 20260;

/** Places drawn each month: 1st place, then places 2 to 4 (SPEC §1). */
export const DRAW_PLACES = 4;

/**
 * The prize of each place: a voucher of this value in euro cents (SPEC §1 names vouchers, not
 * amounts). Index 0 is place 1.
 */
export const DRAW_PRIZE_CENTS: readonly number[] = [5000, 1500, 1500, 1500];

/** Prize shipping takes up to this many weeks (SPEC §1). */
export const PRIZE_SHIPPING_WEEKS = 3;

/**
 * The public randomness beacon: drand's "quicknet" chain (League of Entropy), read through
 * Cloudflare's relay. A round is emitted every `periodSeconds` from `genesisTime`; its randomness
 * is SHA-256 of a BLS signature anyone can check against `publicKey`.
 */
export const DRAND_QUICKNET = {
  chainHash: "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971",
  publicKey:
    "83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a",
  genesisTime: 1_692_803_367,
  periodSeconds: 3,
  scheme: "bls-unchained-g1-rfc9380",
} as const;
export const DRAND_RELAY_URL = "https://drand.cloudflare.com";
/** A beacon request that takes longer counts as unreachable; the draw retries at the next trigger. */
export const DRAND_TIMEOUT_MS = 10_000;

/**
 * The figures of the day (how many solved a day's puzzle on its day, their median time) are shown
 * from this many solvers on: fewer would let a player work out another's time.
 */
export const DAY_FIGURES_MIN_SOLVERS = 10;
/** The figures change with every solve; each isolate counts them at most once a minute per day. */
export const DAY_FIGURES_SECONDS = 60;
