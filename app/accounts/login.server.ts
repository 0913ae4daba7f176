import {
  AUTHENTICATE_PER_IP,
  CAPTCHA_PER_IP,
  LOGIN_PER_EMAIL,
  LOGIN_PER_IP,
  MAIL_PER_EMAIL,
  MAIL_PER_IP,
  MAIL_SITEWIDE,
  SITEWIDE,
} from "../config/limits.ts";
import type { Locale } from "../config/site-routes.ts";
import type { Db } from "../db/client.server.ts";
import type { AppEnv } from "../env.server.ts";
import type { AuthenticateInput, LoginInput } from "./account-schema.ts";
import { isCommonPassword } from "./common-passwords.server.ts";
import { createChallenge, dropChallenge, redeemChallenge, type RedeemResult } from "./login-challenges.server.ts";
import type { RateLimitRule } from "../config/limits.ts";
import { hit } from "../rate-limits/rate-limits.server.ts";
import { createSession, startSessionWithNewPassword } from "./sessions.server.ts";
import { setPasswordHash, userByEmail } from "./users.server.ts";
import type { Client } from "../lib/http/api.server.ts";
import { consumeCaptcha } from "../captcha/captcha-store.server.ts";
import { loginCodeMail } from "../mail/mail-templates.server.ts";
import { mailerFor } from "../mail/mail-setup.server.ts";
import { MailError } from "../clients/mailer.server.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.server.ts";
import { generateCode } from "../lib/security/tokens.server.ts";

// The login flows of SPEC §4, once, for both the JSON API and the no-JavaScript page forms.

export interface LoginDeps {
  db: Db;
  env: AppEnv;
  /** The request's instant: rate-limit windows, captcha and code expiry, session start. */
  now: Date;
}

export type LoginOutcome =
  | { kind: "session"; token: string; expiresAt: Date }
  | { kind: "code-sent"; loginToken: string; expiresAt: Date; email: string }
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "wrong-password" }
  | { kind: "captcha-failed" }
  | { kind: "rate-limited"; retryAfter: number }
  | { kind: "mail-failed" };

export type AuthenticateOutcome =
  | { kind: "session"; token: string; expiresAt: Date }
  | { kind: "code-failed"; reason: Exclude<RedeemResult, { ok: true }>["reason"] }
  | { kind: "rate-limited"; retryAfter: number };

async function firstExceeded(db: Db, now: Date, checks: [RateLimitRule, string][]): Promise<number | null> {
  for (const [rule, subject] of checks) {
    const result = await hit(db, rule, subject, now);
    if (!result.allowed) return result.retryAfter;
  }
  return null;
}

/**
 * Page 1 of the login: password-only, or new-password mode with captcha and e-mail code. The
 * input is parsed by its adapter with the one schema (loginFormSchema, app/accounts/account-forms.ts).
 */
export async function login({ db, env, now }: LoginDeps, input: LoginInput, client: Client, locale: Locale): Promise<LoginOutcome> {
  const { ip } = client;
  // Here, not in the shared schema: the list must stay out of the browser bundle. Before the
  // captcha, so a refused password does not use it up.
  if (input.newPassword && isCommonPassword(input.password)) {
    return { kind: "invalid", errors: { password: ["validation.passwordCommon"] } };
  }
  const limited = await firstExceeded(db, now, [
    [LOGIN_PER_IP, ip],
    [LOGIN_PER_EMAIL, input.email],
  ]);
  if (limited !== null) return { kind: "rate-limited", retryAfter: limited };

  if (!input.newPassword) {
    const user = await userByEmail(db, input.email);
    // An unknown e-mail costs one PBKDF2 run too, so timing does not tell which e-mails exist.
    const check = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDummy(input.password);
    if (!user || !check.ok) return { kind: "wrong-password" };
    if (check.needsRehash) await setPasswordHash(db, user.id, await hashPassword(input.password), now);
    const session = await createSession(db, user.id, client.device, now);
    return { kind: "session", ...session };
  }

  const captchaLimited = await firstExceeded(db, now, [[CAPTCHA_PER_IP, ip]]);
  if (captchaLimited !== null) return { kind: "rate-limited", retryAfter: captchaLimited };
  if (!(await consumeCaptcha(db, input.captchaKey, input.captchaValue, now))) return { kind: "captcha-failed" };
  const mailLimited = await firstExceeded(db, now, [
    [MAIL_PER_IP, ip],
    [MAIL_PER_EMAIL, input.email],
    [MAIL_SITEWIDE, SITEWIDE],
  ]);
  if (mailLimited !== null) return { kind: "rate-limited", retryAfter: mailLimited };

  // Only the wording of the mail depends on it, and only the mailbox owner reads that: the answer
  // to this request is the same for a known and an unknown address.
  const purpose = (await userByEmail(db, input.email)) ? "new-password" : "new-account";
  const code = generateCode();
  const challenge = await createChallenge(db, { email: input.email, code, passwordHash: await hashPassword(input.password) }, now);
  try {
    await mailerFor(env, db, now).send({ to: input.email, ...loginCodeMail(locale, code, input.email, purpose), locale });
  } catch (error) {
    // Nothing half done stays behind: the challenge goes and the visitor can simply retry.
    await dropChallenge(db, challenge.loginToken);
    console.error("login code mail failed:", error instanceof MailError ? error.message : error);
    return { kind: "mail-failed" };
  }
  return { kind: "code-sent", ...challenge, email: input.email };
}

/**
 * Page 2: the e-mailed code with its login token creates the account or sets the new password.
 * The input is parsed by its adapter with authenticateSchema.
 */
export async function authenticate({ db, now }: LoginDeps, input: AuthenticateInput, client: Client): Promise<AuthenticateOutcome> {
  const limited = await firstExceeded(db, now, [[AUTHENTICATE_PER_IP, client.ip]]);
  if (limited !== null) return { kind: "rate-limited", retryAfter: limited };
  const result = await redeemChallenge(db, input.loginToken, input.password, now);
  if (!result.ok) return { kind: "code-failed", reason: result.reason };
  const session = await startSessionWithNewPassword(
    db,
    { email: result.email, passwordHash: result.passwordHash, device: client.device },
    now,
  );
  return { kind: "session", token: session.token, expiresAt: session.expiresAt };
}
