import { describe, expect, it } from "vitest";
import { paypalContract } from "../../scripts/local/paypal/openapi-documents.ts";
import { CAPTURE_ISSUES, captureIssueOutcome, finalReasonOf, type IssueOutcome } from "./capture-issues.ts";

const CAPTURE = "POST /v2/checkout/orders/{id}/capture";
const contract = paypalContract();
const documented = [...contract.documentedIssues(CAPTURE, 422).keys(), ...contract.documentedIssues(CAPTURE, 403).keys()];

describe("the capture issues PayPal documents", () => {
  it("reads all of them from PayPal's Orders v2 document (68 for 422, 4 for 403)", () => {
    expect(contract.documentedIssues(CAPTURE, 422).size).toBe(68);
    expect(contract.documentedIssues(CAPTURE, 403).size).toBe(4);
  });

  it("has an outcome for every issue of the document, and none the document lacks", () => {
    expect(documented.filter((issue) => !Object.hasOwn(CAPTURE_ISSUES, issue))).toEqual([]);
    expect(Object.keys(CAPTURE_ISSUES).filter((issue) => !documented.includes(issue))).toEqual([]);
  });
});

describe("captureIssueOutcome", () => {
  it.each<[string | undefined, IssueOutcome]>([
    ["PAYER_ACTION_REQUIRED", { kind: "buyer", reason: "confirm" }],
    ["INSTRUMENT_DECLINED", { kind: "buyer", reason: "funding" }],
    ["REDIRECT_PAYER_FOR_ALTERNATE_FUNDING", { kind: "buyer", reason: "funding" }],
    ["CARD_BRAND_NOT_SUPPORTED", { kind: "buyer", reason: "funding" }],
    ["TRANSACTION_REFUSED", { kind: "final", reason: "declined" }],
    ["PAYER_CANNOT_PAY", { kind: "final", reason: "account" }],
    ["PAYER_ACCOUNT_RESTRICTED", { kind: "final", reason: "account" }],
    ["TRANSACTION_BLOCKED_BY_PAYEE", { kind: "final", reason: "blocked" }],
    ["MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED", { kind: "final", reason: "attempts" }],
    ["TRANSACTION_LIMIT_EXCEEDED", { kind: "final", reason: "limit" }],
    ["NOT_ENABLED_FOR_CARD_PROCESSING", { kind: "final", reason: "setup" }],
    ["PERMISSION_DENIED", { kind: "final", reason: "setup" }],
    ["ORDER_COMPLETION_IN_PROGRESS", { kind: "retry" }],
    ["ORDER_NOT_APPROVED", { kind: "state" }],
    ["ORDER_ALREADY_CAPTURED", { kind: "state" }],
  ])("%s: %o", (issue, outcome) => {
    expect(captureIssueOutcome(issue)).toEqual(outcome);
  });

  it.each([undefined, "", "SOMETHING_PAYPAL_ADDS_LATER", "instrument_declined", "__proto__", "constructor", "toString"])(
    "treats %o, which the table does not name, as a refusal of this payment",
    (issue) => {
      expect(captureIssueOutcome(issue)).toEqual({ kind: "final", reason: "declined" });
    },
  );
});

describe("finalReasonOf", () => {
  it.each<[string | null | undefined, string]>([
    ["PAYER_CANNOT_PAY", "account"],
    ["TRANSACTION_RECEIVING_LIMIT_EXCEEDED", "limit"],
    ["COMPLIANCE_VIOLATION", "declined"],
    // A payment stored declined before issues were kept, or for a buyer issue: plainly declined.
    [null, "declined"],
    [undefined, "declined"],
    ["INSTRUMENT_DECLINED", "declined"],
  ])("%s → %s", (issue, reason) => {
    expect(finalReasonOf(issue)).toBe(reason);
  });
});
