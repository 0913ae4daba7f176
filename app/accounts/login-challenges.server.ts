import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { LOGIN_TOKEN_MAX_AGE_S } from "../config/constants.ts";
import type { Db } from "../db/client.server.ts";
import { loginChallenges } from "../db/schema.ts";
import { randomToken, sha256Hex, timingSafeEqual } from "../lib/security/tokens.server.ts";

/** Wrong codes a challenge survives; the fifth wrong one voids it. */
export const MAX_CODE_TRIES = 5;

export async function createChallenge(
  db: Db,
  input: { email: string; code: string; passwordHash: string },
  now: Date,
): Promise<{ loginToken: string; expiresAt: Date }> {
  const loginToken = randomToken(32);
  const expiresAt = new Date(now.getTime() + LOGIN_TOKEN_MAX_AGE_S * 1000);
  await db.insert(loginChallenges).values({
    tokenHash: await sha256Hex(loginToken),
    email: input.email,
    // Bound to the login token, so a code is worthless without the cookie of the same login.
    codeHash: await sha256Hex(`${loginToken}:${input.code}`),
    passwordHash: input.passwordHash,
    createdAt: now,
    expiresAt,
  });
  return { loginToken, expiresAt };
}

export type RedeemResult =
  { ok: true; email: string; passwordHash: string } | { ok: false; reason: "unknown" | "expired" | "wrong" | "exhausted" };

/**
 * Checks a code against the challenge of a login token. A right code marks the challenge used
 * (single use, claimed with a conditional update so two parallel confirmations cannot both win);
 * a wrong one counts a try, and the fifth wrong try voids the challenge.
 */
export async function redeemChallenge(db: Db, loginToken: string, code: string, now: Date): Promise<RedeemResult> {
  const tokenHash = await sha256Hex(loginToken);
  const row = await db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash)).get();
  if (!row || row.usedAt) return { ok: false, reason: "unknown" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  if (row.tries >= MAX_CODE_TRIES) return { ok: false, reason: "exhausted" };
  const live = and(eq(loginChallenges.tokenHash, tokenHash), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, now));
  if (!timingSafeEqual(await sha256Hex(`${loginToken}:${code}`), row.codeHash)) {
    const counted = await db
      .update(loginChallenges)
      .set({ tries: sql`${loginChallenges.tries} + 1` })
      .where(and(live, lt(loginChallenges.tries, MAX_CODE_TRIES)))
      .returning({ tries: loginChallenges.tries })
      .get();
    return { ok: false, reason: counted && counted.tries < MAX_CODE_TRIES ? "wrong" : "exhausted" };
  }
  const claimed = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(and(live, lt(loginChallenges.tries, MAX_CODE_TRIES)))
    .returning({ email: loginChallenges.email, passwordHash: loginChallenges.passwordHash })
    .get();
  return claimed ? { ok: true, ...claimed } : { ok: false, reason: "unknown" };
}

export async function dropChallenge(db: Db, loginToken: string): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, await sha256Hex(loginToken)));
}

export async function pruneChallenges(db: Db, now: Date): Promise<number> {
  const deleted = await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now)).returning({ t: loginChallenges.tokenHash });
  return deleted.length;
}
