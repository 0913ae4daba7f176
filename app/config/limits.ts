// Rate limits of the login flow (DESIGN §4: login, code and mail-sending endpoints are limited).
// Per IP the limits are looser than per e-mail: many players can share one address (a school).

export interface RateLimitRule {
  /** Name of the limited action, part of the key (e.g. "login-ip"). */
  name: string;
  /**
   * What one counter covers: a client address (IPv4 address or IPv6 /64, see
   * lib/http/ip-address.ts), an e-mail address, or the whole site.
   */
  per: "address" | "email" | "account" | "site";
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LOGIN_PER_EMAIL: RateLimitRule = { name: "login-email", per: "email", limit: 10, windowSeconds: 15 * MINUTE };
export const LOGIN_PER_IP: RateLimitRule = { name: "login-ip", per: "address", limit: 50, windowSeconds: 15 * MINUTE };
export const MAIL_PER_EMAIL: RateLimitRule = { name: "mail-email", per: "email", limit: 5, windowSeconds: HOUR };
export const MAIL_PER_IP: RateLimitRule = { name: "mail-ip", per: "address", limit: 20, windowSeconds: HOUR };
/**
 * Code mails of all recipients together: a botnet spread over many addresses and e-mails must not
 * turn the site into a spam cannon that ruins the sender's reputation. Far above real sign-up
 * traffic; reaching it means an attack, and everyone waits for the next hour.
 */
export const MAIL_SITEWIDE: RateLimitRule = { name: "mail-site", per: "site", limit: 300, windowSeconds: HOUR };
export const CAPTCHA_PER_IP: RateLimitRule = { name: "captcha-ip", per: "address", limit: 60, windowSeconds: 15 * MINUTE };
export const AUTHENTICATE_PER_IP: RateLimitRule = { name: "authenticate-ip", per: "address", limit: 50, windowSeconds: 15 * MINUTE };

/** PayPal orders one account may create: far above a real player, low enough that nobody fills PayPal with junk orders. */
export const PAYMENT_ORDERS_PER_ACCOUNT: RateLimitRule = { name: "payment-order", per: "account", limit: 20, windowSeconds: HOUR };
/** Confirmations (each may ask PayPal): a page retrying after a lost answer needs a few, never 60 an hour. */
export const PAYMENT_CONFIRMS_PER_ACCOUNT: RateLimitRule = { name: "payment-confirm", per: "account", limit: 60, windowSeconds: HOUR };

/** Contact messages (SPEC §7 `POST /api/contact`): a person with a question sends one or two, not ten an hour. */
export const CONTACT_PER_IP: RateLimitRule = { name: "contact-ip", per: "address", limit: 5, windowSeconds: HOUR };
export const CONTACT_PER_EMAIL: RateLimitRule = { name: "contact-email", per: "email", limit: 3, windowSeconds: HOUR };
/** All contact mails together: a spread-out flood must not bury the operator's inbox. */
export const CONTACT_SITEWIDE: RateLimitRule = { name: "contact-site", per: "site", limit: 100, windowSeconds: HOUR };
/** Contact messages are kept this long in D1 (privacy page), long enough to answer and follow up. */
export const CONTACT_RETENTION_DAYS = 180;

/** The subject of a sitewide rule: one counter for everybody. */
export const SITEWIDE = "all";

/** Captcha answers live in D1 this long; a form left open longer asks for a new image. */
export const CAPTCHA_TTL_S = 10 * MINUTE;

/** Largest avatar the server stores (the browser sends a 256 px square WebP/JPEG of ~10-40 KB). */
export const AVATAR_MAX_BYTES = 200 * 1024;

/**
 * Puzzle imports (issue 16): each one that gets past the reading costs a solver run and, for a new
 * grid, a rating. A player importing puzzles from a book needs a few a minute; the browser checks
 * while typing without asking the server. All addresses together stay far below what would cost.
 */
export const IMPORT_PER_IP: RateLimitRule = { name: "import-ip", per: "address", limit: 20, windowSeconds: 15 * MINUTE };
export const IMPORT_SITEWIDE: RateLimitRule = { name: "import-site", per: "site", limit: 2000, windowSeconds: HOUR };
