import { CAPTCHA_PER_IP, CAPTCHA_TTL_S } from "../config/limits.ts";
import type { Locale } from "../config/site-routes.ts";
import type { Db } from "../db/client.server.ts";
import { insertCaptcha, listDevCaptchas, takeCaptcha } from "./captchas.server.ts";
import { hit } from "../rate-limits/rate-limits.server.ts";
import { randomToken } from "../lib/security/tokens.server.ts";
import { checkCaptchaAnswer, createCaptcha, hashCaptchaAnswer } from "./captcha.server.ts";

/** 24 random bytes: 32 base64url characters, far beyond guessing. */
const KEY_BYTES = 24;
/** The dev inspector shows the newest captchas only; an automated journey needs the latest one. */
const DEV_LIST_LIMIT = 50;

/**
 * A new captcha: the image for the visitor, only the answer's hash in D1 (expiry, single use).
 * In development the plain answer is kept too, for the /dev/captchas.json inspector.
 */
export async function issueCaptcha(
  db: Db,
  opts: { locale: Locale; development: boolean; now: Date },
): Promise<{ svg: string; key: string }> {
  const { now } = opts;
  const captcha = await createCaptcha(undefined, { locale: opts.locale });
  const key = randomToken(KEY_BYTES);
  await insertCaptcha(db, {
    key,
    answerHash: await hashCaptchaAnswer(key, captcha.answer),
    answer: opts.development ? captcha.answer : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_S * 1000),
  });
  return { svg: captcha.svg, key };
}

export type LimitedCaptcha = { ok: true; svg: string; key: string } | { ok: false; retryAfter: number };

/**
 * A new captcha if the address has not had CAPTCHA_PER_IP of them in the window yet. Every way
 * to get an image (the API, the sign-in page without JavaScript) goes through here and counts
 * against the same limit, so none of them is a way around it.
 */
export async function issueCaptchaWithinLimit(
  db: Db,
  ip: string,
  opts: { locale: Locale; development: boolean; now: Date },
): Promise<LimitedCaptcha> {
  const limit = await hit(db, CAPTCHA_PER_IP, ip, opts.now);
  if (!limit.allowed) return { ok: false, retryAfter: limit.retryAfter };
  return { ok: true, ...(await issueCaptcha(db, opts)) };
}

/**
 * Checks an answer once: the row is deleted in the same statement that reads it, before the
 * comparison, so a key can never be tried twice (a wrong answer needs a new captcha, SPEC §4),
 * and of two parallel posts with the right answer only one passes.
 */
export async function consumeCaptcha(db: Db, key: string, answer: string, now: Date): Promise<boolean> {
  const stored = await takeCaptcha(db, key, now);
  if (stored === null) return false;
  return checkCaptchaAnswer(key, answer, stored);
}

export interface DevCaptcha {
  key: string;
  answer: string;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** Development only: the live captchas, newest first. */
export async function devCaptchas(db: Db, now: Date): Promise<DevCaptcha[]> {
  const rows = await listDevCaptchas(db, DEV_LIST_LIMIT, now);
  return rows.map((r) => ({ key: r.key, answer: r.answer, createdAt: r.createdAt.getTime() }));
}
