import { and, desc, eq, gt, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { captchas } from "../db/schema.ts";

export interface NewCaptchaRow {
  key: string;
  answerHash: string;
  /** The plain answer, in development only (for /dev/captchas.json); null in production. */
  answer: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertCaptcha(db: Db, row: NewCaptchaRow): Promise<void> {
  await db.insert(captchas).values(row);
}

/**
 * Removes a live captcha and hands back its answer hash, in one statement
 * (`DELETE … WHERE key = ? AND expires_at > now RETURNING answer_hash`). Of two checks of the same
 * key running at once, exactly one gets the hash; the other finds nothing. An expired row is not
 * returned (housekeeping deletes it later).
 */
export async function takeCaptcha(db: Db, key: string, now: Date): Promise<string | null> {
  const row = await db
    .delete(captchas)
    .where(and(eq(captchas.key, key), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash })
    .get();
  return row?.answerHash ?? null;
}

export interface DevCaptchaRow {
  key: string;
  answer: string;
  createdAt: Date;
}

/** Development only: live captchas that kept their plain answer, newest first. */
export async function listDevCaptchas(db: Db, limit: number, now: Date): Promise<DevCaptchaRow[]> {
  const rows = await db
    .select({ key: captchas.key, answer: captchas.answer, createdAt: captchas.createdAt })
    .from(captchas)
    .where(and(isNotNull(captchas.answer), gt(captchas.expiresAt, now)))
    .orderBy(desc(captchas.createdAt), captchas.key)
    .limit(limit)
    .all();
  return rows.flatMap((r) => (r.answer === null ? [] : [{ key: r.key, answer: r.answer, createdAt: r.createdAt }]));
}

/** Housekeeping: captchas nobody answered before they expired. */
export async function pruneCaptchas(db: Db, now: Date): Promise<number> {
  const deleted = await db.delete(captchas).where(lte(captchas.expiresAt, now)).returning({ key: captchas.key });
  return deleted.length;
}
