// The player's own data (GDPR): the download of everything stored about them, and deleting the
// account after a code mailed to its address confirms it. One flow each, returning a
// discriminated union; the profile page and the API adapt it.

import { LOGIN_TOKEN_MAX_AGE_S } from "../config/constants.ts";
import { MAIL_PER_EMAIL, MAIL_SITEWIDE, SITEWIDE, type RateLimitRule } from "../config/limits.ts";
import type { Locale } from "../config/site-routes.ts";
import type { Db } from "../db/client.server.ts";
import type { AppEnv } from "../env.server.ts";
import { parseDevice } from "../lib/http/user-agent.ts";
import { generateCode, normalizeCode } from "../lib/security/tokens.server.ts";
import { bytesToDataUrl } from "./avatar.ts";
import {
  cancelDeletionRequest,
  checkDeletionCode,
  createDeletionRequest,
  deleteAccount,
  pendingDeletion,
  storedAccountData,
  type DeletionCheck,
} from "./account-data.server.ts";
import { hit } from "../rate-limits/rate-limits.server.ts";
import { deletionCodeMail } from "../mail/mail-templates.server.ts";
import { mailerFor } from "../mail/mail-setup.server.ts";
import { MailError } from "../clients/mailer.server.ts";
import type { Session } from "./request-session.server.ts";

/** A deletion code is valid as long as a login code (SPEC §9: 15 minutes). */
export const DELETION_CODE_TTL_S = LOGIN_TOKEN_MAX_AGE_S;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function parsedState(state: string): unknown {
  try {
    return JSON.parse(state) as unknown;
  } catch {
    return state;
  }
}

/** Everything stored about the signed-in player, as a JSON document for them to keep. */
export async function accountExport(db: Db, session: Session, siteOrigin: string, now: Date) {
  const data = await storedAccountData(db, session.user.id);
  if (!data) return null;
  const { user } = data;
  return {
    exportedAt: now.toISOString(),
    site: siteOrigin,
    profile: {
      email: user.email,
      name: user.name,
      info: user.info,
      avatar: user.avatar && user.avatarType ? bytesToDataUrl(new Uint8Array(user.avatar), user.avatarType) : null,
      supporterUntil: user.supporterUntil,
      dailySudokuTermsAcceptedAt: iso(user.dailyTermsAcceptedAt),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      // Only a hash of the password is stored, and it is not handed out: it is no data about the
      // player, only a way to attack their password.
    },
    sessions: data.sessions.map((s) => ({
      ...parseDevice(s.device),
      current: s.tokenHash === session.tokenHash,
      createdAt: iso(s.createdAt),
      lastUsedAt: iso(s.lastUsedAt),
      expiresAt: iso(s.expiresAt),
      signedOutAt: iso(s.revokedAt),
    })),
    games: data.savegames.map((g) => ({
      puzzleId: g.puzzleId,
      stars: g.stars,
      progress: g.progress,
      checked: g.checked,
      solvedAt: iso(g.solvedAt),
      createdAt: iso(g.createdAt),
      updatedAt: iso(g.updatedAt),
      state: parsedState(g.state),
    })),
    dailySudoku: data.dailyResults.map((d) => ({
      date: d.date,
      puzzleId: d.puzzleId,
      progress: d.progress,
      checked: d.checked,
      solvedAt: iso(d.solvedAt),
      solvedOnItsDay: d.solvedOnDay,
      updatedAt: iso(d.updatedAt),
      state: parsedState(d.state),
    })),
    drawLots: data.lots,
    drawWins: data.wins.map((w) => ({ month: w.month, place: w.place, prizeCents: w.prizeCents, notifiedAt: iso(w.notifiedAt) })),
    supporterPayments: data.payments.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof accountExport>>>;

export type DeletionRequestOutcome =
  { kind: "code-sent"; expiresAt: Date } | { kind: "rate-limited"; retryAfter: number } | { kind: "mail-failed" };

async function firstExceeded(db: Db, now: Date, checks: [RateLimitRule, string][]): Promise<number | null> {
  for (const [rule, subject] of checks) {
    const result = await hit(db, rule, subject, now);
    if (!result.allowed) return result.retryAfter;
  }
  return null;
}

/** Step 1: a code goes to the account's address; nothing is deleted yet. */
export async function requestAccountDeletion(
  deps: { db: Db; env: AppEnv },
  session: Session,
  locale: Locale,
  now: Date,
): Promise<DeletionRequestOutcome> {
  const { db, env } = deps;
  const { user } = session;
  const limited = await firstExceeded(db, now, [
    [MAIL_PER_EMAIL, user.email],
    [MAIL_SITEWIDE, SITEWIDE],
  ]);
  if (limited !== null) return { kind: "rate-limited", retryAfter: limited };
  const code = generateCode();
  const expiresAt = await createDeletionRequest(db, user.id, code, DELETION_CODE_TTL_S, now);
  try {
    await mailerFor(env, db, now).send({ to: user.email, ...deletionCodeMail(locale, code, user.email), locale });
  } catch (error) {
    await cancelDeletionRequest(db, user.id);
    console.error("deletion code mail failed:", error instanceof MailError ? error.message : error);
    return { kind: "mail-failed" };
  }
  return { kind: "code-sent", expiresAt };
}

export type DeletionOutcome =
  { kind: "deleted" } | { kind: "code-failed"; reason: Exclude<DeletionCheck, { ok: true }>["reason"] | "invalid" };

/** Step 2: the right code deletes the account and everything stored about it, at once. */
export async function confirmAccountDeletion(db: Db, session: Session, codeInput: unknown, now: Date): Promise<DeletionOutcome> {
  const code = typeof codeInput === "string" ? normalizeCode(codeInput) : null;
  if (!code) return { kind: "code-failed", reason: "invalid" };
  const check = await checkDeletionCode(db, session.user.id, code, now);
  if (!check.ok) return { kind: "code-failed", reason: check.reason };
  await deleteAccount(db, session.user);
  return { kind: "deleted" };
}

/** Step 1 undone: the player changed their mind before entering the code. */
export async function cancelAccountDeletion(db: Db, session: Session): Promise<void> {
  await cancelDeletionRequest(db, session.user.id);
}

/** Whether a deletion code is waiting to be entered (the profile shows the code form then). */
export async function deletionPending(db: Db, session: Session, now: Date): Promise<boolean> {
  return (await pendingDeletion(db, session.user.id, now)) !== null;
}
