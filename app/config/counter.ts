// The visitor counter's numbers (SPEC §7 `POST /api/counter`, §9).

/** The browser pings on load and every 5 minutes while the page is open. */
export const COUNTER_REFRESH_MS = 5 * 60 * 1000;
/** The id the server answered lives in a cookie for 2 hours, renewed with every answer. */
export const COUNTER_COOKIE_MAX_AGE_S = 2 * 60 * 60;
/** The cookie's app name (SPEC §7 calls the field `counterUUID`). */
export const COUNTER_COOKIE = "counterUUID";
/** What a browser without an id sends. */
export const COUNTER_NO_ID = "none";

/**
 * "Online now": visitors whose last ping fell in the current minute or the 5 before it. A page
 * pings every 5 minutes and its timer runs a little late, so a window of exactly 5 minutes would
 * drop a visitor for a moment before each ping.
 */
export const COUNTER_ONLINE_MINUTES = 5;

/** The figures the pings answer with are at most this old (one snapshot per minute, kept in KV). */
export const COUNTER_SNAPSHOT_KEY = "counter:snapshot";
/** KV's shortest expiry; the snapshot is refreshed long before, this only tidies it away. */
export const COUNTER_SNAPSHOT_TTL_S = 120;

/** Visitor rows go two days after their last ping; minute buckets after one day. */
export const COUNTER_VISITOR_RETENTION_DAYS = 2;
export const COUNTER_MINUTE_RETENTION_DAYS = 1;
