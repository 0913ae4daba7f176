// The stand-in's public shapes, shared by its modules and re-exported from standin.ts.
import type { JsonObject } from "./json.ts";

/** A HATEOAS link as PayPal writes them. */
export interface Link {
  href: string;
  rel: string;
  method: "GET" | "POST" | "PATCH";
}

/**
 * How the next capture of an approved order goes (see PayPalStandIn.approve): an outcome, or
 * `issue:<ISSUE>`, one of the issues PayPal's OpenAPI document lists for a capture's 422 or 403
 * (`issue:PAYER_CANNOT_PAY`, `issue:PERMISSION_DENIED`). "declined" is short for `issue:INSTRUMENT_DECLINED`.
 */
export type CaptureScenario = "completed" | "pending" | "declined" | "error" | "timeout" | `issue:${string}`;

export const CAPTURE_SCENARIOS = ["completed", "pending", "declined", "error", "timeout"] as const;

/**
 * Capture issues after which PayPal wants the buyer back in its window to choose again (its
 * documentation: restart the payment). Answered once; the order then waits for the buyer.
 * Every other issue stays: each capture of the order gets it again.
 */
export const BUYER_RETURN_ISSUES: readonly string[] = [
  "INSTRUMENT_DECLINED",
  "PAYER_ACTION_REQUIRED",
  "REDIRECT_PAYER_FOR_ALTERNATE_FUNDING",
  "CARD_BRAND_NOT_SUPPORTED",
];

/** The buyer as PayPal's approval window would report them; defaults fill what is left out. */
export interface PayerDetails {
  email?: string;
  givenName?: string;
  surname?: string;
  /** "card": the guest card form (no PayPal account) instead of the PayPal wallet. */
  funding?: "paypal" | "card";
}

export interface LoggedRequest {
  method: string;
  path: string;
  /** Lower-case names; Authorization cut down to its scheme. */
  headers: Record<string, string>;
  /** Parsed JSON or form fields; the raw text when it does not parse; undefined when empty. */
  body: unknown;
  /** What the site did wrong in this request. */
  problems: string[];
  /** What PayPal would not say: why a verification answered FAILURE, which id was unknown. */
  note?: string;
}

export interface WebhookEvent {
  id: string;
  event_version: "1.0";
  create_time: string;
  resource_type: "capture" | "refund";
  resource_version: "2.0";
  event_type: string;
  summary: string;
  resource: JsonObject;
  links: Link[];
}

/** One POST as PayPal would send it to the site's webhook listener. */
export interface WebhookDelivery {
  headers: Record<string, string>;
  body: string;
  event: WebhookEvent;
}
