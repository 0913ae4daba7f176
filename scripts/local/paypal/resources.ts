// The stand-in's state, and how PayPal would write it out: orders (Orders v2), captures and
// refunds (Payments v2), with their HATEOAS links.
import type { JsonObject } from "./json.ts";
import { isoSeconds } from "./ids.ts";
import { money, paypalFeeCents } from "./money.ts";
import type { CaptureScenario, Link } from "./types.ts";
import type { OrderRequest } from "./validate.ts";

export type OrderStatus = "CREATED" | "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
/** PayPal's capture_status enum: a reversal (chargeback) leaves a capture REFUNDED, with the reason CHARGEBACK. */
export type CaptureStatus = "COMPLETED" | "PENDING" | "DECLINED" | "PARTIALLY_REFUNDED" | "REFUNDED" | "FAILED";

/** A stored capture answer, replayed for the same PayPal-Request-Id while PayPal keeps the key. */
export interface StoredReply {
  body: string;
  debugId: string;
  /** When the key was first used: PayPal keeps it REQUEST_ID_RETENTION_MS. */
  at: number;
}

export interface Buyer {
  givenName: string;
  surname: string;
  email: string;
  payerId: string;
  funding: "paypal" | "card";
}

export interface OrderState {
  id: string;
  status: OrderStatus;
  request: OrderRequest;
  scenario: CaptureScenario;
  buyer?: Buyer;
  captureId?: string;
  captureReplies: Map<string, StoredReply>;
  createTime: number;
  updateTime: number;
}

export interface CaptureState {
  id: string;
  orderId: string;
  status: CaptureStatus;
  currency: string;
  grossCents: number;
  refundedCents: number;
  refundIds: string[];
  /** Taken back by PayPal (chargeback) rather than refunded by the shop. */
  reversed?: boolean;
  customId?: string;
  invoiceId?: string;
  createTime: number;
  updateTime: number;
}

export interface RefundState {
  id: string;
  captureId: string;
  /** A reversal (chargeback) is written like a refund but is PayPal's doing, not the shop's. */
  reversal: boolean;
  currency: string;
  cents: number;
  /** Refunded on the capture so far, this one included. */
  totalRefundedCents: number;
  customId?: string;
  invoiceId?: string;
  createTime: number;
}

export interface Urls {
  /** REST API origin, for self/up links: https://api-m.sandbox.paypal.com */
  api: string;
  /** Buyer-facing origin, for approve links: https://www.sandbox.paypal.com */
  web: string;
}

const link = (href: string, rel: string, method: Link["method"] = "GET"): Link => ({ href, rel, method });

function orderLinks(order: OrderState, urls: Urls): Link[] {
  const self = `${urls.api}/v2/checkout/orders/${order.id}`;
  const approve = `${urls.web}/checkoutnow?token=${order.id}`;
  switch (order.status) {
    case "CREATED":
      return [link(self, "self"), link(approve, "approve"), link(self, "update", "PATCH"), link(`${self}/capture`, "capture", "POST")];
    case "PAYER_ACTION_REQUIRED":
      return [link(self, "self"), link(approve, "payer-action")];
    case "APPROVED":
      return [link(self, "self"), link(self, "update", "PATCH"), link(`${self}/capture`, "capture", "POST")];
    case "COMPLETED":
      return [link(self, "self")];
  }
}

export function approveUrl(orderId: string, urls: Urls): string {
  return `${urls.web}/checkoutnow?token=${orderId}`;
}

const ids = (state: { customId?: string; invoiceId?: string }) => ({
  ...(state.customId === undefined ? {} : { custom_id: state.customId }),
  ...(state.invoiceId === undefined ? {} : { invoice_id: state.invoiceId }),
});

/** `withOrder`: as GET /v2/payments/captures/{id} and webhooks write it, naming its order. */
export function renderCapture(capture: CaptureState, urls: Urls, withOrder: boolean): JsonObject {
  const self = `${urls.api}/v2/payments/captures/${capture.id}`;
  const fee = paypalFeeCents(capture.grossCents);
  const refundable = capture.status === "COMPLETED" || capture.status === "PARTIALLY_REFUNDED";
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.status === "PENDING" ? { status_details: { reason: "PENDING_REVIEW" } } : {}),
    ...(capture.reversed ? { status_details: { reason: "CHARGEBACK" } } : {}),
    amount: money(capture.currency, capture.grossCents),
    final_capture: true,
    seller_protection: { status: "ELIGIBLE", dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"] },
    seller_receivable_breakdown: {
      gross_amount: money(capture.currency, capture.grossCents),
      paypal_fee: money(capture.currency, fee),
      net_amount: money(capture.currency, capture.grossCents - fee),
    },
    ...ids(capture),
    links: [
      link(self, "self"),
      ...(refundable ? [link(`${self}/refund`, "refund", "POST")] : []),
      link(`${urls.api}/v2/checkout/orders/${capture.orderId}`, "up"),
    ],
    ...(withOrder ? { supplementary_data: { related_ids: { order_id: capture.orderId } } } : {}),
    create_time: isoSeconds(capture.createTime),
    update_time: isoSeconds(capture.updateTime),
  };
}

export function renderRefund(refund: RefundState, urls: Urls): JsonObject {
  const amount = money(refund.currency, refund.cents);
  return {
    id: refund.id,
    amount,
    seller_payable_breakdown: {
      gross_amount: amount,
      paypal_fee: money(refund.currency, 0),
      net_amount: amount,
      total_refunded_amount: money(refund.currency, refund.totalRefundedCents),
    },
    ...ids(refund),
    status: "COMPLETED",
    create_time: isoSeconds(refund.createTime),
    update_time: isoSeconds(refund.createTime),
    links: [
      link(`${urls.api}/v2/payments/refunds/${refund.id}`, "self"),
      link(`${urls.api}/v2/payments/captures/${refund.captureId}`, "up"),
    ],
  };
}

function buyerViews(order: OrderState): JsonObject {
  const buyer = order.buyer;
  if (!buyer) return order.request.viaPaymentSource ? { payment_source: { paypal: {} } } : {};
  const name = { given_name: buyer.givenName, surname: buyer.surname };
  if (buyer.funding === "card") {
    // A guest has no PayPal account: the order names the card (as PayPal's card_response does) and the e-mail given.
    return {
      payment_source: {
        card: { name: `${buyer.givenName} ${buyer.surname}`, last_digits: "0004", brand: "VISA", type: "CREDIT", expiry: "2030-12" },
      },
      payer: { name, email_address: buyer.email, address: { country_code: "DE" } },
    };
  }
  return {
    payment_source: {
      paypal: { email_address: buyer.email, account_id: buyer.payerId, account_status: "VERIFIED", name, address: { country_code: "DE" } },
    },
    payer: { name, email_address: buyer.email, payer_id: buyer.payerId, address: { country_code: "DE" } },
  };
}

/**
 * The order as PayPal answers it. "full": GET, or any call with Prefer: return=representation.
 * "created" and "captured": the minimal answers of create and capture without that header.
 */
export function renderOrder(
  order: OrderState,
  related: { capture?: CaptureState; refunds: RefundState[] },
  urls: Urls,
  form: "full" | "created" | "captured",
): JsonObject {
  const { payment_source: paymentSource, payer } = buyerViews(order);
  const source = paymentSource === undefined ? {} : { payment_source: paymentSource };
  const links = orderLinks(order, urls);
  if (form === "created") return { id: order.id, status: order.status, ...source, links };

  const { capture } = related;
  const refunds = related.refunds.filter((refund) => !refund.reversal);
  const payments = capture
    ? {
        payments: {
          captures: [renderCapture(capture, urls, false)],
          ...(refunds.length > 0 ? { refunds: refunds.map((refund) => renderRefund(refund, urls)) } : {}),
        },
      }
    : {};
  const request = order.request;
  if (form === "captured") {
    return {
      id: order.id,
      status: order.status,
      ...source,
      purchase_units: [{ reference_id: request.referenceId, ...payments }],
      ...(payer === undefined ? {} : { payer }),
      links,
    };
  }
  return {
    id: order.id,
    intent: "CAPTURE",
    status: order.status,
    ...source,
    purchase_units: [
      {
        reference_id: request.referenceId,
        amount: request.amount,
        ...(request.description === undefined ? {} : { description: request.description }),
        ...ids(request),
        ...payments,
      },
    ],
    ...(payer === undefined ? {} : { payer }),
    create_time: isoSeconds(order.createTime),
    update_time: isoSeconds(order.updateTime),
    links,
  };
}
