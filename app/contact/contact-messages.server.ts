import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { contactMessages } from "../db/schema.ts";

export interface NewContactMessage {
  locale: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Stores a message before any mail goes out, so a failed mail loses nothing. */
export async function storeContactMessage(db: Db, message: NewContactMessage, now: Date): Promise<number> {
  const row = await db
    .insert(contactMessages)
    .values({ ...message, createdAt: now })
    .returning({ id: contactMessages.id })
    .get();
  return row.id;
}

export async function markContactMessageMailed(db: Db, id: number, now: Date): Promise<void> {
  await db.update(contactMessages).set({ mailedAt: now }).where(eq(contactMessages.id, id));
}

/** Housekeeping: messages older than the retention period go, mailed or not. */
export async function pruneContactMessages(db: Db, before: Date): Promise<number> {
  const deleted = await db.delete(contactMessages).where(lt(contactMessages.createdAt, before)).returning({ id: contactMessages.id });
  return deleted.length;
}
