// Supporter payments, the whole money flow on the server (SPEC §3, §4, §7, §9): the server fixes
// the price and the period when it creates the PayPal order, captures it itself when the player
// approves, and grants the period only for a capture PayPal reports COMPLETED, once per capture.
// Webhooks (verified by PayPal) finish pending captures and take refunded days back. Each flow
// returns a discriminated union; the JSON and page adapters switch over it.
import { PAYMENT_CONFIRMS_PER_ACCOUNT, PAYMENT_ORDERS_PER_ACCOUNT } from "../config/limits.ts";
import { SUPPORTER_CURRENCY } from "../config/supporter.ts";
import { hit } from "../rate-limits/rate-limits.server.ts";
import type { Db } from "../db/client.server.ts";
import { addDays, berlinDate } from "../lib/dates/berlin-time.ts";
import { centsToDecimal, daysToTakeBack, extendUntil, isBlackFriday, periodFor, vatBreakdown, type Period } from "./period.ts";
import { z } from "zod";
import { periodText } from "./period-text.ts";
import { resources } from "../locales/index.ts";
import {
  adjustmentExists,
  eventById,
  insertPayment,
  markCompletedWithoutAccount,
  markEventProcessed,
  markReceiptSent,
  notePayment,
  paymentByCapture,
  paymentById,
  paymentByOrder,
  recordEvent,
  emailOf,
  supporterUntilOf,
  tryAdjust,
  tryGrant,
  type PaymentRow,
} from "./payments.server.ts";
import { receiptMail } from "../mail/mail-templates.server.ts";
import type { Mailer } from "../clients/mailer.server.ts";
import {
  firstCapture,
  PayPalError,
  webhookHeaders,
  type CheckoutMethod,
  type PayPalCapture,
  type PayPalClient,
  type PayPalOrder,
} from "../clients/paypal.server.ts";
import { captureIssueOutcome, finalReasonOf, type BuyerReason, type FinalReason } from "./capture-issues.ts";

export interface SupporterDeps {
  db: Db;
  /** Null when this deployment has no PayPal account configured. */
  paypal: PayPalClient | null;
  mailer: Mailer;
  now: Date;
  /** Who sells the period: named on the receipt (§ 33 UStDV asks for name and address). */
  seller: { name: string; address: string };
}

/** A conditional write lost to a concurrent one this many times in a row is an outage, not a race. */
const MAX_WRITE_ATTEMPTS = 5;

/** The PayPal-Request-Id of an order's captures: one per order, so a retry after a lost answer is the same capture. */
const CAPTURE_KEY_PREFIX = "sudoku-oase-capture-";

export interface Offer {
  cents: number;
  period: Period;
  blackFriday: boolean;
}

/** What an amount buys today: the server's answer, which the page shows and the order carries. */
export function offerFor(cents: number, now: Date): Offer {
  const blackFriday = isBlackFriday(berlinDate(now));
  return { cents, period: periodFor(cents, blackFriday), blackFriday };
}

// --- Order -----------------------------------------------------------------------------------

export type StartResult =
  | { kind: "created"; orderId: string; offer: Offer }
  | { kind: "rate-limited"; retryAfter: number }
  | { kind: "unavailable" }
  | { kind: "provider-error"; error: PayPalError };

function orderDescription(offer: Offer, locale: "de" | "en"): string {
  const period = periodText(offer.period, resources[locale].translation.supporterPage);
  return locale === "de" ? `Sudoku-Oase: ${period} werbefrei` : `Sudoku-Oase: ${period} ad-free`;
}

/** Creates the PayPal order for `cents` (already validated), for the wallet or the guest card form, and records it. */
export async function startPayment(
  deps: SupporterDeps,
  userId: number,
  cents: number,
  locale: "de" | "en",
  method: CheckoutMethod = "paypal",
): Promise<StartResult> {
  const limit = await hit(deps.db, PAYMENT_ORDERS_PER_ACCOUNT, `user:${userId}`, deps.now);
  if (!limit.allowed) return { kind: "rate-limited", retryAfter: limit.retryAfter };
  if (!deps.paypal) return { kind: "unavailable" };
  const offer = offerFor(cents, deps.now);
  const requestId = crypto.randomUUID();
  let order: PayPalOrder;
  try {
    order = await deps.paypal.createOrder({
      value: centsToDecimal(cents),
      currency: SUPPORTER_CURRENCY,
      description: orderDescription(offer, locale),
      customId: `user-${userId}`,
      requestId,
      locale,
      method,
    });
  } catch (error) {
    if (error instanceof PayPalError) {
      console.error("PayPal order not created", error.message);
      return { kind: "provider-error", error };
    }
    throw error;
  }
  const vat = vatBreakdown(cents);
  await insertPayment(deps.db, {
    userId,
    orderId: order.id,
    createRequestId: requestId,
    captureRequestId: `${CAPTURE_KEY_PREFIX}${order.id}`,
    grossCents: cents,
    vatCents: vat.vatCents,
    netCents: vat.netCents,
    currency: SUPPORTER_CURRENCY,
    blackFriday: offer.blackFriday,
    months: offer.period.months,
    days: offer.period.days,
    status: "created",
    locale,
    raw: JSON.stringify(order),
    createdAt: deps.now,
    updatedAt: deps.now,
  });
  return { kind: "created", orderId: order.id, offer };
}

// --- Capture and grant -----------------------------------------------------------------------

export type ConfirmResult =
  | { kind: "completed"; payment: PaymentRow; until: string | null }
  | { kind: "pending"; payment: PaymentRow }
  /** PayPal wants the buyer back in its window (to confirm, or to choose another way to pay). */
  | { kind: "payer-action"; payment: PaymentRow; reason: BuyerReason }
  /** This order will not be paid; `reason` is what the player is told. */
  | { kind: "declined"; payment: PaymentRow; reason: FinalReason }
  | { kind: "not-approved"; payment: PaymentRow }
  | { kind: "refunded"; payment: PaymentRow }
  | { kind: "failed"; payment: PaymentRow }
  | { kind: "not-found" }
  | { kind: "rate-limited"; retryAfter: number }
  | { kind: "unavailable" }
  | { kind: "provider-error"; error: PayPalError };

/**
 * SPEC §7 POST /api/approved-payment: the player says they approved order `orderId`. The server
 * captures it (or, when that was done before, looks it up) and answers with what is stored.
 */
export async function confirmPayment(deps: SupporterDeps, userId: number, orderId: string): Promise<ConfirmResult> {
  const limit = await hit(deps.db, PAYMENT_CONFIRMS_PER_ACCOUNT, `user:${userId}`, deps.now);
  if (!limit.allowed) return { kind: "rate-limited", retryAfter: limit.retryAfter };
  const payment = await paymentByOrder(deps.db, orderId);
  if (!payment || payment.userId !== userId) return { kind: "not-found" };
  const settled = await storedOutcome(deps, payment);
  if (settled) return settled;
  if (!deps.paypal) return { kind: "unavailable" };
  try {
    if (payment.status === "pending" && payment.captureId) {
      // Captured, waiting for PayPal: ask again instead of capturing again.
      const capture = await deps.paypal.getCapture(payment.captureId);
      return await settleCapture(deps, payment, capture, JSON.stringify(capture), null);
    }
    let order: PayPalOrder;
    try {
      order = await deps.paypal.captureOrder(orderId, payment.captureRequestId);
    } catch (error) {
      if (!(error instanceof PayPalError) || error.kind !== "already-captured") throw error;
      order = await deps.paypal.getOrder(orderId);
    }
    const capture = firstCapture(order);
    if (!capture) {
      await notePayment(deps.db, payment.id, { status: "failed", raw: JSON.stringify(order) }, deps.now);
      return { kind: "failed", payment };
    }
    return await settleCapture(deps, payment, capture, JSON.stringify(order), order.payer?.email_address ?? null);
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    if (error.kind === "refused") {
      const refused = await refusedCapture(deps, payment, error);
      if (refused) return refused;
    }
    if (error.kind === "not-approved") return { kind: "not-approved", payment };
    // Unreachable or confused: nothing is stored; a retry uses the same PayPal-Request-Id and so
    // gets the same capture, and PayPal's webhook finishes the job if the player never returns.
    console.error(`PayPal capture of ${orderId} failed`, error.message);
    return { kind: "provider-error", error };
  }
}

/**
 * A capture PayPal refused with an issue (capture-issues.ts). Nothing was captured. When PayPal
 * wants the buyer back, the payment waits for them under a new capture key: PayPal may keep the
 * refusal under the old key, and a new key cannot capture twice, since an order with intent
 * CAPTURE is captured at most once. A final refusal is stored with its issue. null: PayPal is
 * still busy with the order; nothing is stored and the caller answers "try again".
 */
async function refusedCapture(deps: SupporterDeps, payment: PaymentRow, error: PayPalError): Promise<ConfirmResult | null> {
  const outcome = captureIssueOutcome(error.issue);
  const issue = error.issue ?? null;
  const raw = JSON.stringify({ issue, debugId: error.debugId });
  if (outcome.kind === "buyer") {
    const captureRequestId = `${CAPTURE_KEY_PREFIX}${payment.orderId}-${crypto.randomUUID()}`;
    const set = { status: "payer_action", paypalIssue: issue, captureRequestId, raw };
    await notePayment(deps.db, payment.id, set, deps.now);
    return { kind: "payer-action", payment: { ...payment, ...set }, reason: outcome.reason };
  }
  if (outcome.kind !== "final") return null;
  if (outcome.reason === "setup")
    console.error(
      `payment ${payment.id}: PayPal refused the capture with ${issue} (debug id ${error.debugId}): the PayPal account or our request needs the operator`,
    );
  const set = { status: "declined", paypalIssue: issue, raw };
  await notePayment(deps.db, payment.id, set, deps.now);
  return { kind: "declined", payment: { ...payment, ...set }, reason: outcome.reason };
}

/** What a payment already settled answers, without asking PayPal. */
async function storedOutcome(deps: SupporterDeps, payment: PaymentRow): Promise<ConfirmResult | null> {
  if (payment.status === "refunded" || payment.status === "reversed" || payment.status === "partially_refunded") {
    return { kind: "refunded", payment };
  }
  if (payment.grantedAt) {
    const until = payment.userId === null ? null : ((await supporterUntilOf(deps.db, payment.userId)) ?? null);
    return { kind: "completed", payment, until };
  }
  if (payment.status === "declined") return { kind: "declined", payment, reason: finalReasonOf(payment.paypalIssue) };
  if (payment.status === "failed") return { kind: "failed", payment };
  return null;
}

function amountMatches(payment: PaymentRow, capture: PayPalCapture): boolean {
  return capture.amount?.currency_code === payment.currency && capture.amount.value === centsToDecimal(payment.grossCents);
}

/** A capture as PayPal reports it: grant when COMPLETED, record anything else. */
async function settleCapture(
  deps: SupporterDeps,
  payment: PaymentRow,
  capture: PayPalCapture,
  raw: string,
  payerEmail: string | null,
): Promise<ConfirmResult> {
  if (!amountMatches(payment, capture)) {
    // Cannot happen with orders this server created; if it does, someone must look, and no period is granted.
    console.error(`payment ${payment.id}: PayPal captured ${JSON.stringify(capture.amount)} for an order of ${payment.grossCents} cents`);
    await notePayment(deps.db, payment.id, { status: "failed", captureId: capture.id, raw }, deps.now);
    return { kind: "failed", payment };
  }
  switch (capture.status) {
    case "COMPLETED":
      return grant(deps, payment, capture.id, raw, payerEmail);
    case "PENDING":
      await notePayment(deps.db, payment.id, { status: "pending", captureId: capture.id, raw, payerEmail, capturedAt: deps.now }, deps.now);
      return { kind: "pending", payment: { ...payment, status: "pending", captureId: capture.id } };
    case "DECLINED":
    case "FAILED":
      await notePayment(deps.db, payment.id, { status: "declined", captureId: capture.id, raw }, deps.now);
      return { kind: "declined", payment, reason: "declined" };
    default:
      // REFUNDED, PARTIALLY_REFUNDED, REVERSED before we ever granted: the refund webhook books it.
      await notePayment(deps.db, payment.id, { status: "failed", captureId: capture.id, raw }, deps.now);
      return { kind: "failed", payment };
  }
}

/** Grants the payment's period once, against the account's current expiry; sends the receipt. */
async function grant(
  deps: SupporterDeps,
  initial: PaymentRow,
  captureId: string,
  raw: string,
  payerEmail: string | null,
): Promise<ConfirmResult> {
  let payment = initial;
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    const current = payment.userId === null ? undefined : await supporterUntilOf(deps.db, payment.userId);
    if (current === undefined) {
      await markCompletedWithoutAccount(deps.db, payment, captureId, raw, deps.now);
      return { kind: "completed", payment, until: null };
    }
    const extension = extendUntil(current, berlinDate(deps.now), { months: payment.months, days: payment.days });
    const done = await tryGrant(deps.db, {
      payment,
      captureId,
      untilBefore: current,
      untilAfter: extension.until,
      daysGranted: extension.daysGranted,
      payerEmail,
      raw,
      now: deps.now,
    });
    const fresh = (await paymentById(deps.db, payment.id))!;
    if (done) {
      await sendReceipt(deps, fresh);
      return { kind: "completed", payment: fresh, until: extension.until };
    }
    const settled = await storedOutcome(deps, fresh);
    if (settled) return settled;
    payment = fresh;
  }
  throw new Error(`payment ${initial.id}: the supporter period could not be written after ${MAX_WRITE_ATTEMPTS} attempts`);
}

/** The receipt is a courtesy: a mail that fails is logged and the payment stands. */
async function sendReceipt(deps: SupporterDeps, payment: PaymentRow): Promise<void> {
  if (payment.userId === null || !payment.untilAfter) return;
  try {
    const email = await emailOf(deps.db, payment.userId);
    if (!email) return;
    const locale = payment.locale === "en" ? "en" : "de";
    await deps.mailer.send({ to: email, locale, ...receiptMail(locale, payment, deps.seller) });
    await markReceiptSent(deps.db, payment.id, deps.now);
  } catch (error) {
    console.error(`payment ${payment.id}: receipt not sent`, error);
  }
}

// --- Webhooks --------------------------------------------------------------------------------

export type WebhookResult =
  { kind: "processed"; outcome: string } | { kind: "duplicate" } | { kind: "forged" } | { kind: "invalid" } | { kind: "unavailable" };

const eventSchema = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string().min(1).max(128),
  resource: z.record(z.string(), z.unknown()),
});

const captureResource = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).optional() }).optional(),
});

const refundResource = z.object({
  id: z.string().min(1),
  amount: z.object({ currency_code: z.string(), value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/) }),
  links: z.array(z.object({ rel: z.string(), href: z.string() })).optional(),
});

/** The capture a refund belongs to: PayPal links it as `up`. */
function refundedCaptureId(links: { rel: string; href: string }[] | undefined): string | null {
  const up = links?.find((l) => l.rel === "up")?.href;
  const match = up ? /\/v2\/payments\/captures\/([^/?#]+)/.exec(up) : null;
  return match ? decodeURIComponent(match[1]!) : null;
}

function toCents(value: string): number {
  const [whole, fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/**
 * POST /api/paypal/webhook. A delivery counts only if PayPal's verify-webhook-signature call says
 * PayPal sent it for our webhook. An event id already processed is answered without doing anything.
 */
export async function handleWebhook(deps: SupporterDeps, headers: Headers, body: string): Promise<WebhookResult> {
  const transmission = webhookHeaders(headers);
  // Headers beyond PayPal's own limits never came from PayPal, and PayPal would refuse to check them.
  if (!transmission.ok) return { kind: transmission.reason === "missing" ? "forged" : "invalid" };
  const signature = transmission.headers;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: "invalid" };
  }
  const event = eventSchema.safeParse(json);
  if (!event.success) return { kind: "invalid" };
  if (!deps.paypal) return { kind: "unavailable" };
  const seen = await eventById(deps.db, event.data.id);
  if (seen?.processedAt) return { kind: "duplicate" };
  let genuine: boolean;
  try {
    genuine = await deps.paypal.verifyWebhook(signature, json);
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    console.error("webhook not verified: PayPal did not answer", error.message);
    return { kind: "unavailable" };
  }
  if (!genuine) {
    console.error(`webhook ${event.data.id} (${event.data.event_type}) failed PayPal's signature check`);
    return { kind: "forged" };
  }
  const resourceId = typeof event.data.resource.id === "string" ? event.data.resource.id : null;
  await recordEvent(deps.db, { eventId: event.data.id, eventType: event.data.event_type, resourceId, raw: body, now: deps.now });
  const { outcome, paymentId } = await applyEvent(deps, event.data.event_type, event.data.resource);
  await markEventProcessed(deps.db, event.data.id, outcome, paymentId, deps.now);
  return { kind: "processed", outcome };
}

async function applyEvent(
  deps: SupporterDeps,
  type: string,
  resource: Record<string, unknown>,
): Promise<{ outcome: string; paymentId: number | null }> {
  switch (type) {
    case "PAYMENT.CAPTURE.COMPLETED":
    case "PAYMENT.CAPTURE.PENDING":
    case "PAYMENT.CAPTURE.DENIED":
    case "PAYMENT.CAPTURE.DECLINED": {
      const capture = captureResource.safeParse(resource);
      if (!capture.success) return { outcome: "unreadable-capture", paymentId: null };
      const orderId = capture.data.supplementary_data?.related_ids?.order_id;
      const payment = (await paymentByCapture(deps.db, capture.data.id)) ?? (orderId ? await paymentByOrder(deps.db, orderId) : undefined);
      if (!payment) return { outcome: "unknown-payment", paymentId: null };
      const settled = await storedOutcome(deps, payment);
      if (settled && settled.kind !== "declined") return { outcome: `already-${settled.kind}`, paymentId: payment.id };
      const result = await settleCapture(deps, payment, capture.data, JSON.stringify(resource), null);
      return { outcome: result.kind, paymentId: payment.id };
    }
    case "PAYMENT.CAPTURE.REFUNDED":
    case "PAYMENT.CAPTURE.REVERSED": {
      const refund = refundResource.safeParse(resource);
      const captureId = refund.success ? refundedCaptureId(refund.data.links) : null;
      if (!refund.success || !captureId) return { outcome: "unreadable-refund", paymentId: null };
      const payment = await paymentByCapture(deps.db, captureId);
      if (!payment) return { outcome: "unknown-payment", paymentId: null };
      const kind = type === "PAYMENT.CAPTURE.REVERSED" ? "reversal" : "refund";
      const outcome = await takeBack(deps, payment, refund.data.id, kind, toCents(refund.data.amount.value));
      return { outcome, paymentId: payment.id };
    }
    default:
      return { outcome: "ignored", paymentId: null };
  }
}

/** A refund or reversal takes its share of the granted days back, once per PayPal refund id. */
async function takeBack(
  deps: SupporterDeps,
  initial: PaymentRow,
  adjustmentId: string,
  kind: "refund" | "reversal",
  cents: number,
): Promise<string> {
  let payment = initial;
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    if (await adjustmentExists(deps.db, adjustmentId)) return "duplicate-refund";
    const refundedCents = kind === "reversal" ? payment.grossCents : Math.min(payment.refundedCents + cents, payment.grossCents);
    const granted = payment.daysGranted ?? 0;
    const target = kind === "reversal" ? granted : daysToTakeBack(granted, payment.grossCents, refundedCents);
    const days = Math.max(0, target - payment.daysTakenBack);
    const current = payment.userId === null ? null : ((await supporterUntilOf(deps.db, payment.userId)) ?? null);
    const status = kind === "reversal" ? "reversed" : refundedCents >= payment.grossCents ? "refunded" : "partially_refunded";
    const done = await tryAdjust(deps.db, {
      payment,
      adjustmentId,
      kind,
      cents,
      days,
      untilBefore: current,
      untilAfter: current === null ? null : addDays(current, -days),
      status,
      refundedCents,
      now: deps.now,
    });
    if (done) return `${kind}: ${days} days taken back`;
    payment = (await paymentById(deps.db, payment.id))!;
  }
  throw new Error(`payment ${initial.id}: the ${kind} could not be booked after ${MAX_WRITE_ATTEMPTS} attempts`);
}
