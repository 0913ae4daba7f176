import { CAPTCHA_TTL_S } from "../config/limits.ts";
import type { Locale } from "../config/site-routes.ts";
import { randomToken } from "../lib/security/tokens.server.ts";
import { checkCaptchaAnswer, createCaptcha, hashCaptchaAnswer } from "./captcha.server.ts";

const PREFIX = "captcha:";
const DEV_PREFIX = "dev-captcha:";

/**
 * A new captcha: the image for the visitor, only the answer's hash in KV (TTL, single use).
 * In development the plain answer is kept too, for the /dev/captchas.json inspector.
 */
export async function issueCaptcha(
  kv: KVNamespace,
  opts: { locale: Locale; development: boolean; now?: number },
): Promise<{ svg: string; key: string }> {
  const captcha = createCaptcha(undefined, { locale: opts.locale });
  const key = randomToken(24);
  await kv.put(PREFIX + key, await hashCaptchaAnswer(key, captcha.answer), { expirationTtl: CAPTCHA_TTL_S });
  if (opts.development) {
    await kv.put(DEV_PREFIX + key, JSON.stringify({ key, answer: captcha.answer, createdAt: opts.now ?? Date.now() }), {
      expirationTtl: CAPTCHA_TTL_S,
    });
  }
  return { svg: captcha.svg, key };
}

/**
 * Checks an answer once: the stored hash is deleted before comparing, so a key can never be
 * tried twice (a wrong answer needs a new captcha, as SPEC §4 says).
 */
export async function consumeCaptcha(kv: KVNamespace, key: string, answer: string): Promise<boolean> {
  const stored = await kv.get(PREFIX + key);
  if (stored === null) return false;
  await kv.delete(PREFIX + key);
  return checkCaptchaAnswer(key, answer, stored);
}

export interface DevCaptcha {
  key: string;
  answer: string;
  createdAt: number;
}

/** Development only: the captchas issued in the last minutes, newest first. */
export async function devCaptchas(kv: KVNamespace): Promise<DevCaptcha[]> {
  const list = await kv.list({ prefix: DEV_PREFIX });
  const values = await Promise.all(list.keys.map((k) => kv.get(k.name)));
  return values.flatMap((v) => (v ? [JSON.parse(v) as DevCaptcha] : [])).sort((a, b) => b.createdAt - a.createdAt);
}
