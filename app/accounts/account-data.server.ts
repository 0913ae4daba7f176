// Everything stored about one player, to hand it over (GDPR Art. 15/20) or to delete it (Art. 17).
// A table that holds personal data joins both lists here: the export reads it, the deletion clears
// it in the same batch. Daily results go with the account; the lots and wins of months already
// frozen stay in the published proof of their draw, detached from the person (no user id, no
// name). Payments (supporter membership) are exported; on deletion they stay, detached from the
// person, for the retention period German tax law requires (§ 147 AO, § 257 HGB: ten years).

import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import {
  accountDeletions,
  dailyResults,
  drawEntries,
  drawWinners,
  loginChallenges,
  payments,
  rateLimits,
  savegames,
  sessions,
  users,
} from "../db/schema.ts";
import { LOGIN_PER_EMAIL, MAIL_PER_EMAIL } from "../config/limits.ts";
import { sha256Hex, timingSafeEqual } from "../lib/security/tokens.server.ts";
import type { UserRow } from "./sessions.server.ts";

/** Wrong codes a deletion request survives; the fifth wrong one voids it (as for the login code). */
export const MAX_DELETION_TRIES = 5;

export interface StoredAccountData {
  user: UserRow;
  sessions: { tokenHash: string; device: string; createdAt: Date; lastUsedAt: Date | null; expiresAt: Date; revokedAt: Date | null }[];
  savegames: (typeof savegames.$inferSelect)[];
  dailyResults: (typeof dailyResults.$inferSelect)[];
  lots: { month: string; participant: string; date: string }[];
  wins: { month: string; place: number; prizeCents: number | null; notifiedAt: Date | null }[];
  payments: {
    orderId: string;
    captureId: string | null;
    grossCents: number;
    vatCents: number;
    netCents: number;
    currency: string;
    months: number;
    days: number;
    blackFriday: boolean;
    status: string;
    payerEmail: string | null;
    untilAfter: string | null;
    createdAt: Date;
  }[];
}

/** The rows of one account, as stored (the service shapes them for the player). */
export async function storedAccountData(db: Db, userId: number): Promise<StoredAccountData | null> {
  const [user, sessionRows, games, daily, lots, wins, paid] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)),
    db
      .select({
        tokenHash: sessions.tokenHash,
        device: sessions.device,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db.select().from(savegames).where(eq(savegames.userId, userId)).orderBy(asc(savegames.puzzleId)),
    db.select().from(dailyResults).where(eq(dailyResults.userId, userId)).orderBy(asc(dailyResults.date)),
    db
      .select({ month: drawEntries.month, participant: drawEntries.participant, date: drawEntries.date })
      .from(drawEntries)
      .where(eq(drawEntries.userId, userId))
      .orderBy(asc(drawEntries.date)),
    db
      .select({
        month: drawWinners.month,
        place: drawWinners.place,
        prizeCents: drawWinners.prizeCents,
        notifiedAt: drawWinners.notifiedAt,
      })
      .from(drawWinners)
      .where(eq(drawWinners.userId, userId))
      .orderBy(asc(drawWinners.month)),
    db
      .select({
        orderId: payments.orderId,
        captureId: payments.captureId,
        grossCents: payments.grossCents,
        vatCents: payments.vatCents,
        netCents: payments.netCents,
        currency: payments.currency,
        months: payments.months,
        days: payments.days,
        blackFriday: payments.blackFriday,
        status: payments.status,
        payerEmail: payments.payerEmail,
        untilAfter: payments.untilAfter,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt)),
  ]);
  const [row] = user;
  return row ? { user: row, sessions: sessionRows, savegames: games, dailyResults: daily, lots, wins, payments: paid } : null;
}

/** Bound to the account, like a login code to its login token: a code is worthless for another account. */
const codeHash = (userId: number, code: string) => sha256Hex(`delete:${userId}:${code}`);

/** Starts (or restarts, with a new code) the deletion of an account. */
export async function createDeletionRequest(db: Db, userId: number, code: string, ttlSeconds: number, now: Date): Promise<Date> {
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  const hash = await codeHash(userId, code);
  await db
    .insert(accountDeletions)
    .values({ userId, codeHash: hash, createdAt: now, expiresAt })
    .onConflictDoUpdate({ target: accountDeletions.userId, set: { codeHash: hash, tries: 0, createdAt: now, expiresAt } });
  return expiresAt;
}

export async function pendingDeletion(db: Db, userId: number, now: Date): Promise<{ expiresAt: Date } | null> {
  const row = await db
    .select({ expiresAt: accountDeletions.expiresAt, tries: accountDeletions.tries })
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .get();
  return row && row.expiresAt > now && row.tries < MAX_DELETION_TRIES ? { expiresAt: row.expiresAt } : null;
}

export async function cancelDeletionRequest(db: Db, userId: number): Promise<void> {
  await db.delete(accountDeletions).where(eq(accountDeletions.userId, userId));
}

export type DeletionCheck = { ok: true } | { ok: false; reason: "none" | "expired" | "wrong" | "exhausted" };

/** Checks a deletion code; a wrong one counts a try, and the fifth wrong try voids the request. */
export async function checkDeletionCode(db: Db, userId: number, code: string, now: Date): Promise<DeletionCheck> {
  const row = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId)).get();
  if (!row) return { ok: false, reason: "none" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  if (row.tries >= MAX_DELETION_TRIES) return { ok: false, reason: "exhausted" };
  if (timingSafeEqual(await codeHash(userId, code), row.codeHash)) return { ok: true };
  const counted = await db
    .update(accountDeletions)
    .set({ tries: sql`${accountDeletions.tries} + 1` })
    .where(and(eq(accountDeletions.userId, userId), lt(accountDeletions.tries, MAX_DELETION_TRIES)))
    .returning({ tries: accountDeletions.tries })
    .get();
  return { ok: false, reason: counted && counted.tries < MAX_DELETION_TRIES ? "wrong" : "exhausted" };
}

/**
 * Deletes the account and everything that names it, in one batch (one transaction in D1): saved
 * games, daily results, the person behind lots and wins (the anonymised proof stays), sessions, the deletion request, pending login codes and the per-e-mail rate-limit
 * counters (their keys contain the address), then the profile itself.
 */
export async function deleteAccount(db: Db, user: { id: number; email: string }): Promise<void> {
  const emailKeys = [LOGIN_PER_EMAIL, MAIL_PER_EMAIL].map((rule) => `${rule.name}:${user.email}`);
  await db.batch([
    db.delete(savegames).where(eq(savegames.userId, user.id)),
    db.delete(dailyResults).where(eq(dailyResults.userId, user.id)),
    db.update(drawEntries).set({ userId: null }).where(eq(drawEntries.userId, user.id)),
    db.update(drawWinners).set({ userId: null, displayName: "" }).where(eq(drawWinners.userId, user.id)),
    db.delete(sessions).where(eq(sessions.userId, user.id)),
    db.delete(accountDeletions).where(eq(accountDeletions.userId, user.id)),
    db.delete(loginChallenges).where(eq(loginChallenges.email, user.email)),
    db.delete(rateLimits).where(inArray(rateLimits.key, emailKeys)),
    // Kept for the books, no longer linked to anyone.
    db.update(payments).set({ userId: null }).where(eq(payments.userId, user.id)),
    db.delete(users).where(eq(users.id, user.id)),
  ]);
}

/** Housekeeping: deletion requests nobody confirmed in time. */
export async function pruneDeletionRequests(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(accountDeletions)
    .where(lt(accountDeletions.expiresAt, now))
    .returning({ userId: accountDeletions.userId });
  return deleted.length;
}
