import { and, desc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { AUTH_COOKIE_MAX_AGE_S, SESSION_IDLE_S, SESSION_TOUCH_INTERVAL_S } from "../config/constants.ts";
import type { Db } from "../db/client.server.ts";
import { loginChallenges, sessions, users } from "../db/schema.ts";
import { randomToken, sha256Hex } from "../lib/security/tokens.server.ts";

export type UserRow = typeof users.$inferSelect;

/**
 * Every column of an account but the avatar's bytes (up to 200 KB), listed one by one: what a
 * request's session reads on every page load. The image itself is read only where it is served or
 * handed out (users.server.ts avatarBytes), by user id; the shell links it by `avatarVersion`. The list is
 * complete by type: `FoundSession.user` is the row without `avatar`, so a new column must be named here.
 */
export const accountColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  name: users.name,
  info: users.info,
  avatarType: users.avatarType,
  avatarVersion: users.avatarVersion,
  supporterUntil: users.supporterUntil,
  dailyTermsAcceptedAt: users.dailyTermsAcceptedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** An account as the session holds it: the row without the avatar's bytes. */
export type AccountRow = Omit<UserRow, "avatar">;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

const MS = 1000;

/** A fresh token for the client, the row that stores only its hash. */
async function newSessionRow(userId: number | ReturnType<typeof sql>, device: string, now: Date) {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + AUTH_COOKIE_MAX_AGE_S * MS);
  const row = { tokenHash: await sha256Hex(token), userId, createdAt: now, expiresAt, lastUsedAt: now, device };
  return { token, expiresAt, row };
}

/** Starts a session: a fresh random token for the client, only its hash in D1. */
export async function createSession(db: Db, userId: number, device: string, now: Date): Promise<NewSession> {
  const { token, expiresAt, row } = await newSessionRow(userId, device, now);
  await db.insert(sessions).values({ ...row, userId });
  return { token, expiresAt };
}

/**
 * The e-mail code was right: the account is created or gets its new password, and in the same
 * batch (one transaction in D1) every earlier session of the account is revoked, its other
 * pending codes are voided, and the one new session starts. Whoever knew the old password, or
 * holds an old device, is out the moment the owner proves the mailbox.
 */
export async function startSessionWithNewPassword(
  db: Db,
  input: { email: string; passwordHash: string; device: string },
  now: Date,
): Promise<NewSession & { userId: number }> {
  const accountId = sql`(SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${input.email})`;
  const { token, expiresAt, row } = await newSessionRow(accountId, input.device, now);
  const [account] = await db.batch([
    db
      .insert(users)
      .values({ email: input.email, passwordHash: input.passwordHash, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: users.email, set: { passwordHash: input.passwordHash, updatedAt: now } })
      .returning({ id: users.id }),
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, accountId), isNull(sessions.revokedAt))),
    db
      .update(loginChallenges)
      .set({ usedAt: now })
      .where(and(eq(loginChallenges.email, input.email), isNull(loginChallenges.usedAt))),
    db.insert(sessions).values(row),
  ]);
  const userId = account[0]?.id;
  if (userId === undefined) throw new Error("startSessionWithNewPassword: the upsert returned no account");
  return { token, expiresAt, userId };
}

/** A session is live while not revoked, before its absolute expiry, and used within the idle limit. */
function live(now: Date) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_S * MS)),
  );
}

export interface FoundSession {
  user: AccountRow;
  expiresAt: Date;
  tokenHash: string;
  lastUsedAt: Date;
}

/** The user a token belongs to, if the session is live (see `live`). */
export async function userForToken(db: Db, token: string, now: Date): Promise<FoundSession | null> {
  const row = await db
    .select({ user: accountColumns, expiresAt: sessions.expiresAt, tokenHash: sessions.tokenHash, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), live(now)))
    .get();
  if (!row?.lastUsedAt) return null;
  return { ...row, lastUsedAt: row.lastUsedAt };
}

/** Whether a session used at `lastUsedAt` should have its last use moved now. */
export function needsTouch(lastUsedAt: Date, now: Date): boolean {
  return now.getTime() - lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_S * MS;
}

/**
 * Moves a session's last use to now, unless another request did so within the interval (the
 * condition makes parallel requests write once).
 */
export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_TOUCH_INTERVAL_S * MS + 1))));
}

export interface DeviceSession {
  /** The stored hash: the device list's own id for a session, never the token. */
  tokenHash: string;
  device: string;
  createdAt: Date;
  lastUsedAt: Date;
}

/** The live sessions of an account, most recently used first. */
export async function liveSessions(db: Db, userId: number, now: Date): Promise<DeviceSession[]> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash, device: sessions.device, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.map((r) => ({ ...r, lastUsedAt: r.lastUsedAt ?? r.createdAt }));
}

/** "Sign out everywhere else": revokes every session of the account but the given one. */
export async function revokeOtherSessions(db: Db, userId: number, keepTokenHash: string, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return revoked.length;
}

/**
 * Revokes one live session; answers whether there was one. A session that already ended by
 * expiry or idleness is left as it is: signing out with its token is no sign-out (401).
 */
export async function revokeSession(db: Db, token: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), live(now)))
    .returning({ userId: sessions.userId });
  return revoked.length > 0;
}

/** Housekeeping: sessions that expired, went idle, or were revoked more than 30 days ago. */
export async function pruneSessions(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 30 * 24 * 60 * 60 * MS);
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.revokedAt, cutoff),
        lt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_S * MS)),
      ),
    )
    .returning({ userId: sessions.userId });
  return deleted.length;
}
