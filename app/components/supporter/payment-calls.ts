// The browser's two calls of a supporter payment (docs/API.md): create the order the server
// prices, then tell the server the buyer approved it. Both answer a small union the checkout
// components switch over; a network failure is an "error" like any other.
import type { CheckoutMethodField } from "../../supporter/supporter-schema.ts";

export type OrderCall = { ok: true; orderId: string } | { ok: false; message: string; fieldErrors: string[] };

export type ConfirmCall =
  | { status: "completed"; message: string; until: string | null }
  | { status: "pending"; message: string }
  /** PayPal wants the buyer back for this order: the checkout reopens PayPal's window with it. */
  | { status: "payer-action"; message: string }
  | { status: "declined" | "error"; message: string };

/** The wallet's button or the guest card button (the server creates the order to match). */
export type CheckoutMethod = CheckoutMethodField;

async function post(path: string, fields: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams(fields),
    credentials: "same-origin",
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, body };
}

export async function createOrder(amount: string, fallback: string, method: CheckoutMethod): Promise<OrderCall> {
  try {
    const { status, body } = await post("/api/supporter/order", { amount, method });
    if (status === 201 && typeof body?.orderId === "string") return { ok: true, orderId: body.orderId };
    const errors = (body?.errors ?? {}) as Record<string, string[]>;
    return { ok: false, message: typeof body?.message === "string" ? body.message : fallback, fieldErrors: errors.amount ?? [] };
  } catch {
    return { ok: false, message: fallback, fieldErrors: [] };
  }
}

export async function confirmOrder(orderId: string, amount: string, fallback: string): Promise<ConfirmCall> {
  try {
    // SPEC §7's fields; the server uses only paymentId and answers with what it stored.
    const { body } = await post("/api/approved-payment", { paymentId: orderId, amount, period: "", email: "" });
    const message = typeof body?.message === "string" ? body.message : fallback;
    if (body?.status === "completed")
      return { status: "completed", message, until: typeof body.supporterUntil === "string" ? body.supporterUntil : null };
    if (body?.status === "pending") return { status: "pending", message };
    if (body?.status === "payer_action") return { status: "payer-action", message };
    if (body?.status === "declined") return { status: "declined", message };
    return { status: "error", message };
  } catch {
    return { status: "error", message: fallback };
  }
}

/** Development only: how the local stand-in's capture goes after the buyer's approval (dev.paypal.approve.ts). */
export type LocalScenario = "completed" | "pending" | "declined" | "payer-action" | "cannot-pay";

/** Development only: what the buyer's approval in PayPal's window does, at the local stand-in. */
export async function approveLocally(orderId: string, scenario: LocalScenario, funding: CheckoutMethod): Promise<boolean> {
  try {
    const { status } = await post("/dev/paypal/approve", { orderId, scenario, funding });
    return status === 200;
  } catch {
    return false;
  }
}
