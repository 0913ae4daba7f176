// Supporter payments and what PayPal told us about them. The two writes that move an account's
// ad-free expiry (a grant, a refund) are conditional batches: the expiry changes only if it is
// still what the caller read, and the payment row changes only if the expiry did (`changes()`
// of the statement before, inside the same D1 transaction). A lost race changes nothing and the
// caller reads again; a repeated grant or refund finds its marker and changes nothing either.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { paymentAdjustments, paymentEvents, payments, users } from "../db/schema.ts";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function paymentByOrder(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).get();
}

export async function paymentByCapture(db: Db, captureId: string): Promise<PaymentRow | undefined> {
  return db.select().from(payments).where(eq(payments.captureId, captureId)).get();
}

export async function paymentById(db: Db, id: number): Promise<PaymentRow | undefined> {
  return db.select().from(payments).where(eq(payments.id, id)).get();
}

/** A player's payments, newest first (the supporter page's list and the data export). */
export async function userPayments(db: Db, userId: number, limit: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(limit);
}

export async function supporterUntilOf(db: Db, userId: number): Promise<string | null | undefined> {
  const row = await db.select({ until: users.supporterUntil }).from(users).where(eq(users.id, userId)).get();
  return row === undefined ? undefined : row.until;
}

export async function emailOf(db: Db, userId: number): Promise<string | undefined> {
  return (await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get())?.email;
}

/** Status and PayPal's answer of a payment that is not granted (pending, payer_action, declined, failed …). */
export async function notePayment(
  db: Db,
  id: number,
  set: {
    status: string;
    captureId?: string | null;
    captureRequestId?: string;
    paypalIssue?: string | null;
    raw?: string;
    payerEmail?: string | null;
    capturedAt?: Date | null;
  },
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ ...set, updatedAt: now })
    .where(eq(payments.id, id));
}

export async function markReceiptSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(payments).set({ receiptSentAt: now }).where(eq(payments.id, id));
}

export interface GrantWrite {
  payment: PaymentRow;
  captureId: string;
  untilBefore: string | null;
  untilAfter: string;
  daysGranted: number;
  payerEmail: string | null;
  raw: string;
  now: Date;
}

/** Grants the period once: true if this call did it, false if the expiry moved meanwhile or it was already granted. */
export async function tryGrant(db: Db, w: GrantWrite): Promise<boolean> {
  const d1 = db.$client;
  const at = w.now.getTime();
  const [, marked] = await d1.batch([
    d1
      .prepare(
        `UPDATE users SET supporter_until = ?1, updated_at = ?2 WHERE id = ?3 AND supporter_until IS ?4
           AND EXISTS (SELECT 1 FROM payments WHERE id = ?5 AND granted_at IS NULL
             AND status NOT IN ('refunded', 'partially_refunded', 'reversed'))`,
      )
      .bind(w.untilAfter, at, w.payment.userId, w.untilBefore, w.payment.id),
    d1
      .prepare(
        `UPDATE payments SET status = 'completed', capture_id = ?1, captured_at = coalesce(captured_at, ?2), granted_at = ?2,
           days_granted = ?3, until_before = ?4, until_after = ?5, payer_email = coalesce(?6, payer_email), raw = ?7, updated_at = ?2
         WHERE id = ?8 AND granted_at IS NULL AND changes() = 1`,
      )
      .bind(w.captureId, at, w.daysGranted, w.untilBefore, w.untilAfter, w.payerEmail, w.raw, w.payment.id),
  ]);
  return (marked?.meta.changes ?? 0) === 1;
}

/** A completed capture whose account no longer exists: recorded as paid, nothing to grant. */
export async function markCompletedWithoutAccount(db: Db, payment: PaymentRow, captureId: string, raw: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: "completed", captureId, capturedAt: now, grantedAt: now, daysGranted: 0, raw, updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)));
}

export interface AdjustWrite {
  payment: PaymentRow;
  /** PayPal's refund id (or the reversal's): the key that makes a repeated webhook a no-op. */
  adjustmentId: string;
  kind: "refund" | "reversal";
  cents: number;
  /** Days this adjustment takes back (on top of those taken before). */
  days: number;
  untilBefore: string | null;
  untilAfter: string | null;
  status: string;
  refundedCents: number;
  now: Date;
}

export async function adjustmentExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: paymentAdjustments.id }).from(paymentAdjustments).where(eq(paymentAdjustments.id, id)).get()) !== undefined;
}

/**
 * Takes days back once per adjustment id. With an account, the expiry moves only from the value
 * read; without one (deleted), only the payment's books change.
 */
export async function tryAdjust(db: Db, w: AdjustWrite): Promise<boolean> {
  const d1 = db.$client;
  const at = w.now.getTime();
  const guard =
    w.payment.userId === null
      ? d1.prepare("SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM payment_adjustments WHERE id = ?1)").bind(w.adjustmentId)
      : d1
          .prepare(
            `UPDATE users SET supporter_until = ?1, updated_at = ?2 WHERE id = ?3 AND supporter_until IS ?4
               AND NOT EXISTS (SELECT 1 FROM payment_adjustments WHERE id = ?5)`,
          )
          .bind(w.untilAfter, at, w.payment.userId, w.untilBefore, w.adjustmentId);
  // Without an account there is no UPDATE before the insert, so its condition is the absence itself.
  const condition = w.payment.userId === null ? "NOT EXISTS (SELECT 1 FROM payment_adjustments WHERE id = ?1)" : "changes() = 1";
  const [, inserted, updated] = await d1.batch([
    guard,
    d1
      .prepare(
        `INSERT INTO payment_adjustments (id, payment_id, kind, cents, days_taken_back, created_at) SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${condition}`,
      )
      .bind(w.adjustmentId, w.payment.id, w.kind, w.cents, w.days, at),
    d1
      .prepare(
        `UPDATE payments SET status = ?1, refunded_cents = ?2, days_taken_back = days_taken_back + ?3, updated_at = ?4
         WHERE id = ?5 AND changes() = 1`,
      )
      .bind(w.status, w.refundedCents, w.days, at, w.payment.id),
  ]);
  return (inserted?.meta.changes ?? 0) === 1 && (updated?.meta.changes ?? 0) === 1;
}

// --- Webhook events --------------------------------------------------------------------------

export async function eventById(db: Db, eventId: string): Promise<PaymentEventRow | undefined> {
  return db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)).get();
}

/** Records a verified event once; a redelivery keeps the first record. */
export async function recordEvent(
  db: Db,
  e: { eventId: string; eventType: string; resourceId: string | null; raw: string; now: Date },
): Promise<void> {
  await db
    .insert(paymentEvents)
    .values({ eventId: e.eventId, eventType: e.eventType, resourceId: e.resourceId, raw: e.raw, receivedAt: e.now })
    .onConflictDoNothing();
}

export async function markEventProcessed(db: Db, eventId: string, outcome: string, paymentId: number | null, now: Date): Promise<void> {
  await db.update(paymentEvents).set({ outcome, paymentId, processedAt: now }).where(eq(paymentEvents.eventId, eventId));
}
