import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { users } from "../db/schema.ts";
import type { UserRow } from "./sessions.server.ts";

export type { UserRow };

export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
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
  const avatar =
    update.avatar === undefined
      ? {}
      : update.avatar === null
        ? { avatar: null, avatarType: null }
        : { avatar: Buffer.from(update.avatar.bytes), avatarType: update.avatar.type };
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
