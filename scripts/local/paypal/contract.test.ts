// The contract itself: what the site's PayPal client sends passes PayPal's OpenAPI documents, and
// one wrong field in it (or in an answer) fails with a message that names the field.
import { beforeEach, describe, expect, it } from "vitest";
import { clearPayPalTokens, PayPalClient } from "../../../app/clients/paypal.server.ts";
import { unicodeSafePattern } from "./contract.ts";
import { paypalContract } from "./openapi-documents.ts";
import { PayPalStandIn } from "./standin.ts";

const CONFIG = {
  baseUrl: "https://api-m.sandbox.paypal.com",
  clientId: "client-id",
  clientSecret: "client-secret",
  webhookId: "WEBHOOKID1",
};
const CREATE = "POST /v2/checkout/orders";

let standIn: PayPalStandIn;
let client: PayPalClient;

beforeEach(() => {
  clearPayPalTokens();
  standIn = new PayPalStandIn({ ...CONFIG, contract: paypalContract() });
  client = new PayPalClient(CONFIG, { fetch: standIn.fetch, now: () => Date.parse("2026-11-27T12:00:00Z") });
});

const ORDER_INPUT = {
  value: "10.00",
  currency: "EUR",
  description: "Sudoku-Oase: 12 Monate werbefrei",
  customId: "user-7",
  requestId: "create-1",
  locale: "de" as const,
};

/** The create request the client really sent, as the stand-in logged it. */
async function sentCreate(method: "paypal" | "card"): Promise<Record<string, unknown>> {
  await client.createOrder({ ...ORDER_INPUT, method });
  const logged = standIn.requests.find((r) => r.path === "/v2/checkout/orders")!;
  return logged.body as Record<string, unknown>;
}

/** The create body as far as the tests spoil it. */
interface SentOrder {
  intent: unknown;
  purchase_units: ({ amount: Record<string, unknown> } & Record<string, unknown>)[];
  payment_source: { paypal: { experience_context: Record<string, unknown> } };
}

function check(body: unknown): string[] {
  return paypalContract().request("POST", "/v2/checkout/orders", new Headers({ "Content-Type": "application/json" }), JSON.stringify(body));
}

describe("the site's requests against PayPal's documents", () => {
  it.each(["paypal", "card"] as const)("the %s order passes as sent", async (method) => {
    const body = await sentCreate(method);
    expect(check(body)).toEqual([]);
    expect(standIn.contractBreaches()).toEqual([]);
  });

  it.each<[string, (body: SentOrder) => void, RegExp]>([
    [
      "a currency code of four letters",
      (b) => (b.purchase_units[0]!.amount.currency_code = "EURO"),
      /\/purchase_units\/0\/amount\/currency_code: String is too long/,
    ],
    [
      "an amount as a number",
      (b) => (b.purchase_units[0]!.amount.value = 10),
      /\/purchase_units\/0\/amount\/value: Instance type "number" is invalid/,
    ],
    ["an intent PayPal does not know", (b) => (b.intent = "SELL"), /\/intent: Instance does not match any of \["CAPTURE","AUTHORIZE"\]/],
    [
      "a misspelt field",
      (b) => (b.purchase_units[0]!.custom_idd = "user-7"),
      /\/purchase_units\/0\/custom_idd: not a property PayPal's schema names/,
    ],
    [
      "a shipping preference PayPal does not know",
      (b) => (b.payment_source.paypal.experience_context.shipping_preference = "NONE"),
      /shipping_preference: Instance does not match/,
    ],
  ])("fails %s, naming the field", async (_name, spoil, message) => {
    const body = structuredClone(await sentCreate("paypal")) as unknown as SentOrder;
    spoil(body);
    const violations = check(body);
    console.info(`contract: ${_name} →\n  ${violations.join("\n  ")}`);
    expect(violations.join("\n")).toMatch(message);
    expect(violations.every((v) => v.startsWith(`${CREATE} request: `))).toBe(true);
  });

  it("fails a webhook id that breaks PayPal's pattern (letters and digits only)", () => {
    const violations = paypalContract().request(
      "POST",
      "/v1/notifications/verify-webhook-signature",
      new Headers({ "Content-Type": "application/json" }),
      JSON.stringify({
        auth_algo: "SHA256withRSA",
        cert_url: "https://api.paypal.com/v1/notifications/certs/CERT-1",
        transmission_id: "6a7c3c30-3ab6-11ec-9ec4-fd7b1d4f1a28",
        transmission_sig: "abc",
        transmission_time: "2026-11-27T12:00:00Z",
        webhook_id: "my-webhook",
        webhook_event: { id: "WH-1", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: {} },
      }),
    );
    expect(violations.join("\n")).toMatch(/\/webhook_id: String does not match pattern/);
  });
});

describe("the stand-in's answers against PayPal's documents", () => {
  it("fails a capture status PayPal's enum does not have (REVERSED)", () => {
    const answer = { id: "2GG279541U471931P", status: "REVERSED", amount: { currency_code: "EUR", value: "10.00" } };
    const violations = paypalContract().response("GET", "/v2/payments/captures/2GG279541U471931P", 200, JSON.stringify(answer));
    expect(violations.join("\n")).toMatch(
      /\/status: Instance does not match any of \["COMPLETED","DECLINED","PARTIALLY_REFUNDED","PENDING","REFUNDED","FAILED"\]/,
    );
  });

  it("holds an undocumented status to the operation's default (error) answer", () => {
    const contract = paypalContract();
    const verified = JSON.stringify({ verification_status: "SUCCESS" });
    expect(contract.response("POST", "/v1/notifications/verify-webhook-signature", 200, verified)).toEqual([]);
    expect(contract.response("POST", "/v1/notifications/verify-webhook-signature", 201, verified).join("\n")).toMatch(
      /answer 201: \/: Instance does not have required property "name"/,
    );
  });

  it("counts what it checked, and leaves the token endpoint (not in the documents) uncounted", async () => {
    await client.createOrder({ ...ORDER_INPUT, method: "paypal" });
    expect(standIn.contractCounts).toMatchObject({ requests: 1, responses: 1, undocumented: 1 });
  });
});

describe("unicodeSafePattern", () => {
  it.each([
    ["^[A-Z]{3}$", "^[A-Z]{3}$"],
    ["a]b", "a\\]b"],
    ["a{b}", "a\\{b\\}"],
    ['^[\\w‘\\-.,":;\\!?]*$', '^[\\w‘\\-.,":;!?]*$'],
    ["\\[\\x01-\\x09]", "\\[\\x01-\\x09\\]"],
  ])("%s → %s", (pattern, safe) => {
    expect(unicodeSafePattern(pattern)).toBe(safe);
    expect(() => new RegExp(safe, "u")).not.toThrow();
  });
});
