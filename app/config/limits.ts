// Rate limits of the login flow (DESIGN §4: login, code and mail-sending endpoints are limited).
// Per IP the limits are looser than per e-mail: many players can share one address (a school).

export interface RateLimitRule {
  /** Name of the limited action, part of the key (e.g. "login-ip"). */
  name: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LOGIN_PER_EMAIL: RateLimitRule = { name: "login-email", limit: 10, windowSeconds: 15 * MINUTE };
export const LOGIN_PER_IP: RateLimitRule = { name: "login-ip", limit: 50, windowSeconds: 15 * MINUTE };
export const MAIL_PER_EMAIL: RateLimitRule = { name: "mail-email", limit: 5, windowSeconds: HOUR };
export const MAIL_PER_IP: RateLimitRule = { name: "mail-ip", limit: 20, windowSeconds: HOUR };
export const CAPTCHA_PER_IP: RateLimitRule = { name: "captcha-ip", limit: 60, windowSeconds: 15 * MINUTE };
export const AUTHENTICATE_PER_IP: RateLimitRule = { name: "authenticate-ip", limit: 50, windowSeconds: 15 * MINUTE };

/** Captcha answers live in KV this long; a form left open longer asks for a new image. */
export const CAPTCHA_TTL_S = 10 * MINUTE;

/** Largest avatar the server stores (the browser sends a 256 px square WebP/JPEG of ~10-40 KB). */
export const AVATAR_MAX_BYTES = 200 * 1024;
