import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { AUTH_COOKIE_MAX_AGE_S } from "../config/constants.ts";
import type { Db } from "../db/client.server.ts";
import { sessions, users } from "../db/schema.ts";
import { randomToken, sha256Hex } from "../lib/security/tokens.server.ts";

export type UserRow = typeof users.$inferSelect;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Starts a session: a fresh random token for the client, only its hash in D1. */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<NewSession> {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + AUTH_COOKIE_MAX_AGE_S * 1000);
  await db.insert(sessions).values({ tokenHash: await sha256Hex(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The user a token belongs to, if the session exists, is not revoked and has not expired. */
export async function userForToken(db: Db, token: string, now = new Date()): Promise<{ user: UserRow; expiresAt: Date } | null> {
  const row = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .get();
  return row ?? null;
}

/** Revokes one session; answers whether there was a live one. */
export async function revokeSession(db: Db, token: string, now = new Date()): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return revoked.length > 0;
}

/** Housekeeping: sessions that expired or were revoked more than 30 days ago. */
export async function pruneSessions(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, cutoff)))
    .returning({ userId: sessions.userId });
  return deleted.length;
}
