import { and, asc, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { drawEntries, draws, drawWinners, users } from "../db/schema.ts";

export type DrawRow = typeof draws.$inferSelect;
export type NewDraw = typeof draws.$inferInsert;
export type WinnerRow = typeof drawWinners.$inferSelect;

/** Rows per INSERT: D1 binds at most 100 parameters per statement (4 per entry). */
const ENTRY_ROWS_PER_STATEMENT = 24;

export async function drawOf(db: Db, month: string): Promise<DrawRow | undefined> {
  return db.select().from(draws).where(eq(draws.month, month)).get();
}

/** Creates a month's draw with its seed and commitment; a second call for the month changes nothing. */
export async function createDraw(db: Db, draw: NewDraw): Promise<DrawRow> {
  await db.insert(draws).values(draw).onConflictDoNothing();
  const row = await drawOf(db, draw.month);
  if (!row) throw new Error(`draw ${draw.month} missing after insert`);
  return row;
}

/** Draws whose entries froze by `now` and which are neither drawn nor skipped, oldest first. */
export async function pendingDraws(db: Db, now: Date): Promise<DrawRow[]> {
  const rows = await db
    .select()
    .from(draws)
    .where(and(isNull(draws.drawnAt), isNull(draws.skipped)))
    .orderBy(asc(draws.month));
  return rows.filter((d) => d.freezeAt.getTime() <= now.getTime());
}

export interface FrozenEntry {
  participant: string;
  date: string;
  userId: number;
}

/**
 * Stores the month's lots and their hash in one batch, once: the update only takes a draw that has
 * no hash yet, and the lots are insert-or-ignore, so a second freeze changes nothing.
 */
export async function freezeDraw(db: Db, month: string, entries: readonly FrozenEntry[], entriesHash: string, now: Date): Promise<void> {
  const mark = db
    .update(draws)
    .set({ entriesHash, frozenAt: now })
    .where(and(eq(draws.month, month), isNull(draws.entriesHash)));
  const inserts = [];
  for (let i = 0; i < entries.length; i += ENTRY_ROWS_PER_STATEMENT) {
    inserts.push(
      db
        .insert(drawEntries)
        .values(entries.slice(i, i + ENTRY_ROWS_PER_STATEMENT).map((e) => ({ month, ...e })))
        .onConflictDoNothing(),
    );
  }
  await db.batch([mark, ...inserts]);
}

export async function entriesOf(db: Db, month: string) {
  return db
    .select({ participant: drawEntries.participant, date: drawEntries.date, userId: drawEntries.userId })
    .from(drawEntries)
    .where(eq(drawEntries.month, month))
    .orderBy(asc(drawEntries.participant), asc(drawEntries.date));
}

/** A player's lots per frozen month (the draw_entries_user index): how many, under which label. */
export async function lotsOf(db: Db, userId: number): Promise<{ month: string; participant: string; lots: number }[]> {
  return db
    .select({ month: drawEntries.month, participant: drawEntries.participant, lots: count() })
    .from(drawEntries)
    .where(eq(drawEntries.userId, userId))
    .groupBy(drawEntries.month, drawEntries.participant);
}

export interface NewWinner {
  place: number;
  participant: string;
  userId: number | null;
  displayName: string;
  prizeCents: number;
}

/** Records the beacon round and the winners in one batch; only a draw not yet drawn is taken. */
export async function recordDraw(
  db: Db,
  month: string,
  beacon: { randomness: string; signature: string },
  winners: readonly NewWinner[],
  now: Date,
): Promise<boolean> {
  const mark = db
    .update(draws)
    .set({ beaconRandomness: beacon.randomness, beaconSignature: beacon.signature, drawnAt: now })
    .where(and(eq(draws.month, month), isNull(draws.drawnAt)))
    .returning({ month: draws.month });
  const rows = winners.map((w) =>
    db
      .insert(drawWinners)
      .values({ month, ...w })
      .onConflictDoNothing(),
  );
  const [marked] = await db.batch([mark, ...rows]);
  return marked.length > 0;
}

export async function winnersOf(db: Db, month: string): Promise<WinnerRow[]> {
  return db.select().from(drawWinners).where(eq(drawWinners.month, month)).orderBy(asc(drawWinners.place));
}

/** Every month's winners, newest month first, places in order: the winners page. */
export async function allWinners(db: Db): Promise<WinnerRow[]> {
  return db.select().from(drawWinners).orderBy(desc(drawWinners.month), asc(drawWinners.place));
}

export async function allDraws(db: Db): Promise<DrawRow[]> {
  return db.select().from(draws).orderBy(desc(draws.month));
}

/**
 * The mail to a drawn winner is still owed: not told, not attempted (a mail that may have gone
 * out is never sent again), and drawn here (imported winners were told by the former site).
 */
const mailOwed = and(
  isNull(drawWinners.notifiedAt),
  isNull(drawWinners.notifyAttemptedAt),
  eq(drawWinners.imported, false),
  isNotNull(drawWinners.userId),
);

/** Winners owed their mail, with the address to tell them at. */
export async function unnotifiedWinners(db: Db, month: string) {
  return db
    .select({ place: drawWinners.place, prizeCents: drawWinners.prizeCents, email: users.email, name: drawWinners.displayName })
    .from(drawWinners)
    .innerJoin(users, eq(users.id, drawWinners.userId))
    .where(and(eq(drawWinners.month, month), mailOwed));
}

/** Months with a winner still owed the mail, oldest first: the draw job's retry. */
export async function monthsOwingWinnerMail(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ month: drawWinners.month }).from(drawWinners).where(mailOwed).orderBy(asc(drawWinners.month));
  return rows.map((r) => r.month);
}

/** Takes the winner's mail for this run; false when another run took it or it is no longer owed. */
export async function claimWinnerMail(db: Db, month: string, place: number, now: Date): Promise<boolean> {
  const taken = await db
    .update(drawWinners)
    .set({ notifyAttemptedAt: now })
    .where(and(eq(drawWinners.month, month), eq(drawWinners.place, place), mailOwed))
    .returning({ place: drawWinners.place });
  return taken.length > 0;
}

/** Gives the mail back after a send that certainly did not go out, so the next run retries it. */
export async function releaseWinnerMail(db: Db, month: string, place: number): Promise<void> {
  await db
    .update(drawWinners)
    .set({ notifyAttemptedAt: null })
    .where(and(eq(drawWinners.month, month), eq(drawWinners.place, place), isNull(drawWinners.notifiedAt)));
}

export async function markNotified(db: Db, month: string, place: number, now: Date): Promise<void> {
  await db
    .update(drawWinners)
    .set({ notifiedAt: now })
    .where(and(eq(drawWinners.month, month), eq(drawWinners.place, place)));
}

export async function displayNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const map = new Map<number, string>();
  for (const id of ids) {
    const row = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).get();
    if (row) map.set(id, row.name.trim());
  }
  return map;
}
