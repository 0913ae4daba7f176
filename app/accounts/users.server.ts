import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { users } from "../db/schema.ts";
import { avatarVersion } from "./avatar.ts";
import { accountColumns, type AccountRow, type UserRow } from "./sessions.server.ts";

export type { AccountRow, UserRow };

/** The account of an address (sign-in, registration), without the avatar's bytes. */
export async function userByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db.select(accountColumns).from(users).where(eq(users.email, email)).get();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export interface ProfileUpdate {
  name: string;
  info: string;
  /** undefined keeps the avatar, null removes it. */
  avatar?: { bytes: Uint8Array; type: string } | null;
}

export async function updateProfile(db: Db, userId: number, update: ProfileUpdate, now: Date): Promise<UserRow> {
  // The version is written with the bytes and cleared with them: the shell links the image by it
  // without reading the bytes (sessions.server.ts accountColumns). The hash of the bytes, not a
  // random value: saving the same image again keeps its address, and the browsers' cached copy.
  const avatar =
    update.avatar === undefined
      ? {}
      : update.avatar === null
        ? { avatar: null, avatarType: null, avatarVersion: null }
        : {
            avatar: Buffer.from(update.avatar.bytes),
            avatarType: update.avatar.type,
            avatarVersion: await avatarVersion(update.avatar.bytes),
          };
  return db
    .update(users)
    .set({ name: update.name, info: update.info, ...avatar, updatedAt: now })
    .where(eq(users.id, userId))
    .returning()
    .get();
}

/** Records that the player accepted the Daily Sudoku's terms; the first acceptance's time is kept. */
export async function acceptDailyTerms(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ dailyTermsAcceptedAt: now })
    .where(and(eq(users.id, userId), isNull(users.dailyTermsAcceptedAt)));
}

/**
 * The avatar's bytes, read by user id where the image is served or handed out (never by the
 * session, which carries only its version). With `version`, only while the stored image is still
 * that one: an address of a replaced image finds nothing, even if it changed since the session's read.
 */
export async function avatarBytes(db: Db, userId: number, version?: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const row = await db
    .select({ avatar: users.avatar })
    .from(users)
    .where(version === undefined ? eq(users.id, userId) : and(eq(users.id, userId), eq(users.avatarVersion, version)))
    .get();
  return row?.avatar ? new Uint8Array(row.avatar) : null;
}
