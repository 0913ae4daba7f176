// What each issue PayPal documents for a refused capture (POST /v2/checkout/orders/{id}/capture,
// 422 and 403 in PayPal's Orders v2 OpenAPI document) means for a supporter payment. Pure: the
// flow in supporter.server.ts looks the issue up, the tests hold the table against the document.
//
// - `buyer`: PayPal wants the buyer back in its window to finish or to choose another way to pay
//   (its "handle funding failures" guide: restart the payment). Nothing was captured; the same
//   order is captured again after the buyer's new approval.
// - `final`: this order will not be paid; the reason is stored and said. The player may start a
//   new payment.
// - `retry`: PayPal is still busy with the order; ask again later, nothing is stored.
// Two issues are states the flow handles itself: ORDER_NOT_APPROVED and ORDER_ALREADY_CAPTURED.

/** Why the buyer goes back: to confirm something, or to pick another card or account. */
export type BuyerReason = "confirm" | "funding";

/** Why an order will not be paid, as the player is told (supporterPage.reason_*). */
export type FinalReason = "declined" | "account" | "blocked" | "attempts" | "limit" | "setup";

export type IssueOutcome =
  { kind: "buyer"; reason: BuyerReason } | { kind: "final"; reason: FinalReason } | { kind: "retry" } | { kind: "state" };

const buyer = (reason: BuyerReason): IssueOutcome => ({ kind: "buyer", reason });
const final = (reason: FinalReason): IssueOutcome => ({ kind: "final", reason });

/** Every issue of the document, by what it asks of us. An issue missing here fails capture-issues.test.ts. */
export const CAPTURE_ISSUES: Readonly<Record<string, IssueOutcome>> = {
  // The buyer can finish or change the way they pay.
  PAYER_ACTION_REQUIRED: buyer("confirm"),
  INSTRUMENT_DECLINED: buyer("funding"),
  REDIRECT_PAYER_FOR_ALTERNATE_FUNDING: buyer("funding"),
  CARD_BRAND_NOT_SUPPORTED: buyer("funding"),
  // Refused for this payment.
  TRANSACTION_REFUSED: final("declined"),
  DECLINED_DUE_TO_RELATED_TXN: final("declined"),
  COMPLIANCE_VIOLATION: final("declined"),
  DOMESTIC_TRANSACTION_REQUIRED: final("declined"),
  PAYER_CANNOT_PAY: final("account"),
  PAYER_ACCOUNT_LOCKED_OR_CLOSED: final("account"),
  PAYER_ACCOUNT_RESTRICTED: final("account"),
  PAYEE_BLOCKED_TRANSACTION: final("blocked"),
  TRANSACTION_BLOCKED_BY_PAYEE: final("blocked"),
  MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED: final("attempts"),
  TRANSACTION_LIMIT_EXCEEDED: final("limit"),
  TRANSACTION_RECEIVING_LIMIT_EXCEEDED: final("limit"),
  // PayPal is still completing the order.
  ORDER_COMPLETION_IN_PROGRESS: { kind: "retry" },
  // States of the order the flow handles (approval missing, capture done under another key).
  ORDER_NOT_APPROVED: { kind: "state" },
  ORDER_ALREADY_CAPTURED: { kind: "state" },
  // Our account's setup or a request our orders never make (vaulting, agreements, banks, wallets,
  // earlier transactions, shipping, fees): nothing the buyer can change, so the operator must.
  AGREEMENT_ALREADY_CANCELLED: final("setup"),
  BILLING_AGREEMENT_NOT_FOUND: final("setup"),
  MISSING_PREVIOUS_REFERENCE: final("setup"),
  MISSING_CRYPTOGRAM: final("setup"),
  DUPLICATE_INVOICE_ID: final("setup"),
  PAYEE_FX_RATE_ID_EXPIRED: final("setup"),
  PAYPAL_TRANSACTION_ID_EXPIRED: final("setup"),
  PNREF_EXPIRED: final("setup"),
  REFERENCED_CARD_EXPIRED: final("setup"),
  TOKEN_ID_NOT_FOUND: final("setup"),
  AUTH_CAPTURE_NOT_ENABLED: final("setup"),
  NOT_ENABLED_FOR_BANK_PROCESSING: final("setup"),
  NOT_ENABLED_FOR_CARD_PROCESSING: final("setup"),
  PAYEE_NOT_ENABLED_FOR_BANK_PROCESSING: final("setup"),
  PAYEE_NOT_ENABLED_FOR_CARD_PROCESSING: final("setup"),
  INVALID_PICKUP_ADDRESS: final("setup"),
  SHIPPING_ADDRESS_INVALID: final("setup"),
  PAYMENT_SOURCE_NOT_SUPPORTED: final("setup"),
  BILLING_AGREEMENT_ID_MISMATCH: final("setup"),
  PREFERRED_PAYMENT_SOURCE_MISMATCH: final("setup"),
  INCOMPATIBLE_PARAMETER_VALUE: final("setup"),
  INVALID_PREVIOUS_TRANSACTION_REFERENCE: final("setup"),
  PREVIOUS_TRANSACTION_REFERENCE_HAS_CHARGEBACK: final("setup"),
  PREVIOUS_TRANSACTION_REFERENCE_VOIDED: final("setup"),
  PAYMENT_SOURCE_MISMATCH: final("setup"),
  MERCHANT_INITIATED_WITH_SECURITY_CODE: final("setup"),
  MERCHANT_INITIATED_WITH_AUTHENTICATION_RESULTS: final("setup"),
  MERCHANT_INITIATED_WITH_MULTIPLE_PURCHASE_UNITS: final("setup"),
  RETURN_URL_REQUIRED: final("setup"),
  CANCEL_URL_REQUIRED: final("setup"),
  SETUP_ERROR_FOR_BANK: final("setup"),
  BANK_NOT_SUPPORTED_FOR_VERIFICATION: final("setup"),
  APPLE_PAY_AMOUNT_MISMATCH: final("setup"),
  CURRENCY_NOT_SUPPORTED_FOR_BANK: final("setup"),
  ONLY_ONE_BANK_SOURCE_ALLOWED: final("setup"),
  INVALID_IBAN: final("setup"),
  IBAN_COUNTRY_NOT_SUPPORTED: final("setup"),
  CARD_NUMBER_REQUIRED: final("setup"),
  CARD_EXPIRY_REQUIRED: final("setup"),
  VAULT_INSTRUCTION_REQUIRED: final("setup"),
  MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE: final("setup"),
  NOT_ELIGIBLE_FOR_PNREF_PROCESSING: final("setup"),
  NOT_ELIGIBLE_FOR_PAYPAL_TRANSACTION_ID_PROCESSING: final("setup"),
  PAYPAL_TRANSACTION_ID_NOT_FOUND: final("setup"),
  PNREF_NOT_FOUND: final("setup"),
  INVALID_SECURITY_CODE_LENGTH: final("setup"),
  PLATFORM_FEE_PAYEE_CANNOT_BE_SAME_AS_PAYER: final("setup"),
  REQUIRED_PARAMETER_FOR_CUSTOMER_INITIATED_PAYMENT: final("setup"),
  IDENTIFIER_NOT_FOUND: final("setup"),
  // 403: our account lacks a permission.
  CONSENT_NEEDED: final("setup"),
  NOT_ELIGIBLE_FOR_TOKEN_PROCESSING: final("setup"),
  PERMISSION_DENIED: final("setup"),
  PERMISSION_DENIED_FOR_DONATION_ITEMS: final("setup"),
};

/**
 * The outcome of a refused capture. An issue PayPal adds after this table was written is a
 * refusal of this payment: nothing was captured, and saying "declined" is true.
 */
export function captureIssueOutcome(issue: string | undefined): IssueOutcome {
  return (issue !== undefined && Object.hasOwn(CAPTURE_ISSUES, issue) ? CAPTURE_ISSUES[issue] : undefined) ?? final("declined");
}

/** The reason a stored refusal is told with (a payment declined before issues were stored: "declined"). */
export function finalReasonOf(issue: string | null | undefined): FinalReason {
  const outcome = captureIssueOutcome(issue ?? undefined);
  return outcome.kind === "final" ? outcome.reason : "declined";
}
