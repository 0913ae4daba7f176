// The PayPal stand-in answers as PayPal documents, refuses what PayPal would refuse, records what
// the site did wrong, and plays the buyer's and PayPal's side of every outcome the site handles.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeCounts } from "./contract.ts";
import { paypalContract } from "./openapi-documents.ts";
import { startStandInServer, type StandInServer } from "./server.ts";
import {
  BUYER_RETURN_ISSUES,
  type CaptureScenario,
  type LoggedRequest,
  PayPalStandIn,
  REQUEST_ID_RETENTION_MS,
  StandInError,
  type WebhookDelivery,
} from "./standin.ts";

const CREDENTIALS = { clientId: "client-id", clientSecret: "client-secret", webhookId: "WEBHOOKID1" };
const API = "https://api-m.sandbox.paypal.com";
const START = Date.parse("2026-03-01T12:00:00Z");
const ORDER = { intent: "CAPTURE", purchase_units: [{ amount: { currency_code: "EUR", value: "10.00" }, custom_id: "supporter-7" }] };

interface LinkAnswer {
  href: string;
  rel: string;
  method: string;
}

interface CaptureAnswer {
  id: string;
  status: string;
  links: LinkAnswer[];
}

/** PayPal's answers as far as the tests read them; each answer has some of these fields. */
interface Answer {
  id: string;
  status: string;
  name: string;
  message: string;
  debug_id: string;
  error: string;
  error_description: string;
  access_token: string;
  app_id: string;
  scope: string;
  nonce: string;
  expires_in: number;
  verification_status: string;
  details: { field?: string; issue: string; description: string; value?: string }[];
  links: LinkAnswer[];
  purchase_units: { payments: { captures: CaptureAnswer[] } }[];
  payer?: { payer_id: string };
  payment_source?: Record<string, unknown>;
}

const firstCapture = (order: Answer): CaptureAnswer => order.purchase_units[0]!.payments.captures[0]!;

let clock: number;
let paypal: PayPalStandIn;
const contract = paypalContract();

afterAll(() => console.info(describeCounts(contract.counts)));

beforeEach(() => {
  clock = START;
  paypal = new PayPalStandIn({ ...CREDENTIALS, now: () => clock, contract });
});

const basic = (id = CREDENTIALS.clientId, secret = CREDENTIALS.clientSecret) => `Basic ${btoa(`${id}:${secret}`)}`;

async function answer(response: Promise<Response>): Promise<{ status: number; json: Answer }> {
  const res = await response;
  return { status: res.status, json: await res.json<Answer>() };
}

function tokenRequest(form: string, headers: Record<string, string> = {}) {
  return answer(
    paypal.fetch(`${API}/v1/oauth2/token`, {
      method: "POST",
      headers: { Authorization: basic(), "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: form,
    }),
  );
}

async function token(form = "grant_type=client_credentials"): Promise<string> {
  const { status, json } = await tokenRequest(form);
  expect(status).toBe(200);
  return json.access_token;
}

interface CallOptions {
  bearer?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const { bearer, body, headers = {}, signal } = options;
  return paypal.fetch(`${API}${path}`, {
    method,
    headers: {
      ...(bearer === undefined ? {} : { Authorization: `Bearer ${bearer}` }),
      ...(body === undefined && method === "GET" ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
}

async function createOrder(bearer: string, body: unknown = ORDER, headers: Record<string, string> = {}): Promise<string> {
  const { status, json } = await answer(call("POST", "/v2/checkout/orders", { bearer, body, headers }));
  expect(status).toBe(201);
  return json.id;
}

let captureKeys = 0;
function capture(
  bearer: string,
  orderId: string,
  requestId: string | null = `capture-${++captureKeys}`,
  signal?: AbortSignal,
  prefer?: string,
) {
  return call("POST", `/v2/checkout/orders/${orderId}/capture`, {
    bearer,
    headers: { ...(requestId === null ? {} : { "PayPal-Request-Id": requestId }), ...(prefer ? { Prefer: prefer } : {}) },
    ...(signal ? { signal } : {}),
  });
}

/** Token, order, approval: the state just before the site captures. */
async function approvedOrder(scenario: CaptureScenario = "completed"): Promise<{ bearer: string; orderId: string }> {
  const bearer = await token();
  const orderId = await createOrder(bearer);
  paypal.approve(orderId, scenario);
  return { bearer, orderId };
}

function verification(bearer: string, delivery: WebhookDelivery, change: Record<string, unknown> = {}) {
  const header = (name: string) => delivery.headers[name]!;
  const body = {
    auth_algo: header("PAYPAL-AUTH-ALGO"),
    cert_url: header("PAYPAL-CERT-URL"),
    transmission_id: header("PAYPAL-TRANSMISSION-ID"),
    transmission_sig: header("PAYPAL-TRANSMISSION-SIG"),
    transmission_time: header("PAYPAL-TRANSMISSION-TIME"),
    webhook_id: CREDENTIALS.webhookId,
    // Sites parse the delivered body and pass it on.
    webhook_event: JSON.parse(delivery.body) as unknown,
    ...change,
  };
  return answer(call("POST", "/v1/notifications/verify-webhook-signature", { bearer, body }));
}

describe("OAuth2 token", () => {
  it("issues a server token in PayPal's shape and counts it", async () => {
    const { status, json } = await tokenRequest("grant_type=client_credentials");
    expect(status).toBe(200);
    expect(json).toMatchObject({ token_type: "Bearer", expires_in: 32400 });
    expect(json.access_token).toMatch(/^A21AA[\w-]{40,}$/);
    expect(json.app_id).toMatch(/^APP-[A-Z0-9]{17}$/);
    expect(typeof json.scope).toBe("string");
    expect(json.nonce).toMatch(/^2026-03-01T12:00:00Z/);
    await token();
    expect(paypal.tokensIssued).toBe(2);
    expect(paypal.problems()).toEqual([]);
  });

  it.each<{ name: string; headers: Record<string, string>; form: string; status: number; error: string; problem: RegExp }>([
    {
      name: "wrong secret",
      headers: { Authorization: basic(CREDENTIALS.clientId, "nope") },
      form: "grant_type=client_credentials",
      status: 401,
      error: "invalid_client",
      problem: /client authentication/,
    },
    {
      name: "bearer instead of basic",
      headers: { Authorization: "Bearer x" },
      form: "grant_type=client_credentials",
      status: 401,
      error: "invalid_client",
      problem: /Basic/,
    },
    {
      name: "wrong grant",
      headers: {},
      form: "grant_type=password",
      status: 400,
      error: "unsupported_grant_type",
      problem: /grant_type password/,
    },
    { name: "no grant", headers: {}, form: "", status: 400, error: "unsupported_grant_type", problem: /grant_type missing/ },
    {
      name: "JSON instead of a form",
      headers: { "Content-Type": "application/json" },
      form: '{"grant_type":"client_credentials"}',
      status: 400,
      error: "unsupported_grant_type",
      problem: /Content-Type application\/json on a token request/,
    },
  ])("refuses $name", async ({ headers, form, status, error, problem }) => {
    const refused = await tokenRequest(form, headers);
    expect(refused.status).toBe(status);
    expect(refused.json.error).toBe(error);
    expect(typeof refused.json.error_description).toBe("string");
    if (error === "invalid_client") expect(refused.json.error_description).toBe("Client Authentication failed");
    expect(paypal.problems().join("\n")).toMatch(problem);
    expect(paypal.tokensIssued).toBe(0);
  });

  it("issues a short-lived client token for the v6 SDK that the server API refuses", async () => {
    const { json } = await tokenRequest(
      "grant_type=client_credentials&response_type=client_token&intent=sdk_init&domains[]=sudoku.example",
    );
    expect(json.expires_in).toBe(900);
    expect(paypal.clientTokensIssued).toBe(1);
    expect(paypal.tokensIssued).toBe(0);
    const refused = await answer(call("POST", "/v2/checkout/orders", { bearer: json.access_token, body: ORDER }));
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ name: "AUTHENTICATION_FAILURE" });
    expect(refused.json.debug_id).toMatch(/^[0-9a-f]{13}$/);
    expect(paypal.problems().join("\n")).toMatch(/client token used as server token/);
  });

  it.each([
    { name: "missing", bearer: undefined, problem: /bearer token missing/ },
    { name: "unknown", bearer: "A21AAmadeup", problem: /bearer token unknown/ },
  ])("refuses a $name bearer token", async ({ bearer, problem }) => {
    const refused = await answer(call("GET", "/v2/checkout/orders/ABC", bearer === undefined ? {} : { bearer }));
    expect(refused.status).toBe(401);
    expect(refused.json.message).toBe("Authentication failed due to missing authorization header, or invalid authentication credentials.");
    expect(paypal.problems().join("\n")).toMatch(problem);
  });

  it("refuses a token once it has expired", async () => {
    const bearer = await token();
    clock += 32400 * 1000;
    expect((await call("POST", "/v2/checkout/orders", { bearer, body: ORDER })).status).toBe(401);
    expect(paypal.problems().join("\n")).toMatch(/bearer token expired/);
  });
});

describe("create order", () => {
  const withUnit = (change: Record<string, unknown>) => ({
    intent: "CAPTURE",
    purchase_units: [{ amount: { currency_code: "EUR", value: "10.00" }, ...change }],
  });
  const withAmount = (amount: Record<string, unknown>) => withUnit({ amount });

  it.each([
    { name: "no intent", body: { purchase_units: ORDER.purchase_units }, field: "/intent", issue: "MISSING_REQUIRED_PARAMETER" },
    { name: "intent AUTHORIZE", body: { ...ORDER, intent: "AUTHORIZE" }, field: "/intent", issue: "INVALID_PARAMETER_VALUE" },
    { name: "no purchase units", body: { intent: "CAPTURE" }, field: "/purchase_units", issue: "MISSING_REQUIRED_PARAMETER" },
    {
      name: "empty purchase units",
      body: { intent: "CAPTURE", purchase_units: [] },
      field: "/purchase_units",
      issue: "INVALID_ARRAY_MIN_ITEMS",
    },
    {
      name: "two purchase units",
      body: { intent: "CAPTURE", purchase_units: [ORDER.purchase_units[0], ORDER.purchase_units[0]] },
      field: "/purchase_units",
      issue: "INVALID_ARRAY_MAX_ITEMS",
    },
    {
      name: "no amount",
      body: { intent: "CAPTURE", purchase_units: [{}] },
      field: "/purchase_units/0/amount",
      issue: "MISSING_REQUIRED_PARAMETER",
    },
    {
      name: "USD",
      body: withAmount({ currency_code: "USD", value: "10.00" }),
      field: "/purchase_units/0/amount/currency_code",
      issue: "INVALID_PARAMETER_VALUE",
    },
    {
      name: "no value",
      body: withAmount({ currency_code: "EUR" }),
      field: "/purchase_units/0/amount/value",
      issue: "MISSING_REQUIRED_PARAMETER",
    },
    {
      name: "numeric value",
      body: withAmount({ currency_code: "EUR", value: 10 }),
      field: "/purchase_units/0/amount/value",
      issue: "INVALID_PARAMETER_SYNTAX",
    },
    {
      name: "three decimals",
      body: withAmount({ currency_code: "EUR", value: "10.001" }),
      field: "/purchase_units/0/amount/value",
      issue: "DECIMAL_PRECISION",
    },
    {
      name: "no decimals",
      body: withAmount({ currency_code: "EUR", value: "10" }),
      field: "/purchase_units/0/amount/value",
      issue: "INVALID_PARAMETER_SYNTAX",
    },
    {
      name: "comma",
      body: withAmount({ currency_code: "EUR", value: "10,00" }),
      field: "/purchase_units/0/amount/value",
      issue: "INVALID_PARAMETER_SYNTAX",
    },
    {
      name: "zero",
      body: withAmount({ currency_code: "EUR", value: "0.00" }),
      field: "/purchase_units/0/amount/value",
      issue: "CANNOT_BE_ZERO_OR_NEGATIVE",
    },
    {
      name: "negative",
      body: withAmount({ currency_code: "EUR", value: "-1.00" }),
      field: "/purchase_units/0/amount/value",
      issue: "INVALID_PARAMETER_SYNTAX",
    },
    {
      name: "long description",
      body: withUnit({ description: "x".repeat(128) }),
      field: "/purchase_units/0/description",
      issue: "INVALID_STRING_LENGTH",
    },
    {
      name: "long custom_id",
      body: withUnit({ custom_id: "x".repeat(128) }),
      field: "/purchase_units/0/custom_id",
      issue: "INVALID_STRING_LENGTH",
    },
    {
      name: "long invoice_id",
      body: withUnit({ invoice_id: "x".repeat(128) }),
      field: "/purchase_units/0/invoice_id",
      issue: "INVALID_STRING_LENGTH",
    },
    {
      name: "long reference_id",
      body: withUnit({ reference_id: "x".repeat(257) }),
      field: "/purchase_units/0/reference_id",
      issue: "INVALID_STRING_LENGTH",
    },
    {
      name: "a bad shipping preference",
      body: { ...ORDER, payment_source: { paypal: { experience_context: { shipping_preference: "NONE" } } } },
      field: "/payment_source/paypal/experience_context/shipping_preference",
      issue: "INVALID_PARAMETER_VALUE",
    },
  ])("refuses $name with 400 naming the field", async ({ body, field, issue }) => {
    const bearer = await token();
    const { status, json } = await answer(call("POST", "/v2/checkout/orders", { bearer, body }));
    expect(status).toBe(400);
    expect(json).toMatchObject({
      name: "INVALID_REQUEST",
      message: "Request is not well-formed, syntactically incorrect, or violates schema.",
    });
    expect(json.details).toContainEqual(expect.objectContaining({ field, location: "body", issue }));
    expect(json.debug_id).toMatch(/^[0-9a-f]{13}$/);
    expect(json.links[0]).toMatchObject({ rel: "information_link" });
    expect(paypal.problems().join("\n")).toContain(field);
  });

  it("creates an order: 201, PayPal's id shape, approve and capture links", async () => {
    const bearer = await token();
    const { status, json } = await answer(call("POST", "/v2/checkout/orders", { bearer, body: ORDER }));
    expect(status).toBe(201);
    expect(json.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(json.status).toBe("CREATED");
    expect(json.links).toEqual([
      { href: `${API}/v2/checkout/orders/${json.id}`, rel: "self", method: "GET" },
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${json.id}`, rel: "approve", method: "GET" },
      { href: `${API}/v2/checkout/orders/${json.id}`, rel: "update", method: "PATCH" },
      { href: `${API}/v2/checkout/orders/${json.id}/capture`, rel: "capture", method: "POST" },
    ]);
    const got = await answer(call("GET", `/v2/checkout/orders/${json.id}`, { bearer }));
    expect(got.json).toMatchObject({
      id: json.id,
      intent: "CAPTURE",
      status: "CREATED",
      purchase_units: [{ reference_id: "default", amount: { currency_code: "EUR", value: "10.00" }, custom_id: "supporter-7" }],
      create_time: "2026-03-01T12:00:00Z",
    });
    expect(got.json.payer).toBeUndefined();
    expect(paypal.problems()).toEqual([]);
  });

  it("answers PAYER_ACTION_REQUIRED and a payer-action link when payment_source.paypal is sent, as PayPal does", async () => {
    const bearer = await token();
    const body = {
      ...ORDER,
      payment_source: { paypal: { experience_context: { shipping_preference: "NO_SHIPPING", user_action: "PAY_NOW", locale: "de-DE" } } },
    };
    const { json } = await answer(call("POST", "/v2/checkout/orders", { bearer, body }));
    expect(json.status).toBe("PAYER_ACTION_REQUIRED");
    expect(json.links.map((link) => link.rel)).toEqual(["self", "payer-action"]);
    paypal.approve(json.id);
    expect((await capture(bearer, json.id)).status).toBe(201);
    expect(paypal.problems()).toEqual([]);
  });

  it("answers the whole order for Prefer: return=representation", async () => {
    const bearer = await token();
    const { json } = await answer(
      call("POST", "/v2/checkout/orders", { bearer, body: ORDER, headers: { Prefer: "return=representation" } }),
    );
    expect(json).toMatchObject({ intent: "CAPTURE", status: "CREATED", purchase_units: [{ amount: { value: "10.00" } }] });
  });

  it("returns the same order for a repeated PayPal-Request-Id, with 200", async () => {
    const bearer = await token();
    const headers = { "PayPal-Request-Id": "create-1" };
    const first = await answer(call("POST", "/v2/checkout/orders", { bearer, body: ORDER, headers }));
    const again = await answer(call("POST", "/v2/checkout/orders", { bearer, body: ORDER, headers }));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json.id).toBe(first.json.id);
    expect(paypal.problems()).toEqual([]);
    await call("POST", "/v2/checkout/orders", {
      bearer,
      body: { ...ORDER, intent: "CAPTURE", purchase_units: [{ amount: { currency_code: "EUR", value: "5.00" } }] },
      headers,
    });
    expect(paypal.problems().join("\n")).toMatch(/PayPal-Request-Id create-1 reused with another body/);
  });

  it("keeps a PayPal-Request-Id for six hours, as PayPal does: then the same key is a new request", async () => {
    const bearer = await token();
    const headers = { "PayPal-Request-Id": "create-6h" };
    const first = await answer(call("POST", "/v2/checkout/orders", { bearer, body: ORDER, headers }));
    clock += REQUEST_ID_RETENTION_MS - 1;
    const within = await answer(call("POST", "/v2/checkout/orders", { bearer, body: ORDER, headers }));
    expect([within.status, within.json.id]).toEqual([200, first.json.id]);
    clock += 1;
    const after = await answer(call("POST", "/v2/checkout/orders", { bearer, body: ORDER, headers }));
    expect(after.status).toBe(201);
    expect(after.json.id).not.toBe(first.json.id);

    paypal.approve(first.json.id);
    expect((await capture(await token(), first.json.id, "capture-6h")).status).toBe(201);
    clock += REQUEST_ID_RETENTION_MS - 1;
    const fresh = await token();
    expect((await capture(fresh, first.json.id, "capture-6h")).status).toBe(200);
    clock += 1;
    const late = await answer(capture(fresh, first.json.id, "capture-6h"));
    expect([late.status, late.json.details[0]!.issue]).toEqual([422, "ORDER_ALREADY_CAPTURED"]);
    expect(paypal.problems()).toEqual([]);
  });

  it("notes fields it does not model without refusing them", async () => {
    const bearer = await token();
    await createOrder(bearer, { ...ORDER, application_context: { shipping_preference: "NO_SHIPPING" } });
    expect(paypal.problems().join("\n")).toMatch(/application_context is deprecated/);
  });

  it.each<{ name: string; headers: Record<string, string>; body: string; status: number; error: string; problem: RegExp }>([
    {
      name: "text/plain",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify(ORDER),
      status: 415,
      error: "UNSUPPORTED_MEDIA_TYPE",
      problem: /Content-Type text\/plain/,
    },
    { name: "malformed JSON", headers: {}, body: '{"intent":', status: 400, error: "INVALID_REQUEST", problem: /not well-formed JSON/ },
  ])("refuses a body in $name", async ({ headers, body, status, error, problem }) => {
    const bearer = await token();
    const refused = await answer(call("POST", "/v2/checkout/orders", { bearer, body, headers }));
    expect(refused.status).toBe(status);
    expect(refused.json.name).toBe(error);
    if (status === 400) expect(refused.json.details[0]!.issue).toBe("MALFORMED_REQUEST_JSON");
    expect(paypal.problems().join("\n")).toMatch(problem);
  });

  it("answers 404 for unknown orders and for paths it does not model", async () => {
    const bearer = await token();
    const unknown = await answer(call("GET", "/v2/checkout/orders/NOSUCHORDER", { bearer }));
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID", value: "NOSUCHORDER" }] });
    // Looking up an id that turns out unknown is no mistake of the site's; asking PayPal for what it has not got is.
    expect(paypal.problems()).toEqual([]);
    expect(paypal.requests.at(-1)?.note).toBe("order_id NOSUCHORDER does not exist");
    const patch = await answer(call("PATCH", "/v2/checkout/orders/NOSUCHORDER", { bearer, body: [] }));
    expect(patch.status).toBe(404);
    expect(patch.json.name).toBe("RESOURCE_NOT_FOUND");
    expect(paypal.problems()).toEqual([expect.stringMatching(/^PATCH \/v2\/checkout\/orders\/NOSUCHORDER: not an endpoint/)]);
  });
});

describe("capture", () => {
  it("refuses an order the buyer has not approved: 422 ORDER_NOT_APPROVED", async () => {
    const bearer = await token();
    const orderId = await createOrder(bearer);
    const { status, json } = await answer(capture(bearer, orderId));
    expect(status).toBe(422);
    expect(json).toMatchObject({ name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_NOT_APPROVED" }] });
    expect(json.details[0]!.description).toMatch(/^Payer has not yet approved the Order for payment\./);
  });

  it("completes: order COMPLETED, capture with fees and links, payer, a clean log", async () => {
    const { bearer, orderId } = await approvedOrder();
    const { status, json } = await answer(capture(bearer, orderId));
    expect(status).toBe(201);
    expect(json.status).toBe("COMPLETED");
    expect(json.payer).toMatchObject({ name: { given_name: "John", surname: "Doe" }, email_address: "sb-buyer@personal.example.com" });
    expect(json.payer?.payer_id).toMatch(/^[A-Z0-9]{13}$/);
    const captured = firstCapture(json);
    expect(captured).toMatchObject({
      status: "COMPLETED",
      amount: { currency_code: "EUR", value: "10.00" },
      final_capture: true,
      custom_id: "supporter-7",
      // 2.49 % of 10.00 is 0.249, rounded 0.25, plus 0.35.
      seller_receivable_breakdown: { gross_amount: { value: "10.00" }, paypal_fee: { value: "0.60" }, net_amount: { value: "9.40" } },
    });
    expect(captured.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(captured.links).toEqual([
      { href: `${API}/v2/payments/captures/${captured.id}`, rel: "self", method: "GET" },
      { href: `${API}/v2/payments/captures/${captured.id}/refund`, rel: "refund", method: "POST" },
      { href: `${API}/v2/checkout/orders/${orderId}`, rel: "up", method: "GET" },
    ]);
    const got = await answer(call("GET", `/v2/payments/captures/${captured.id}`, { bearer }));
    expect(got.json).toMatchObject({ status: "COMPLETED", supplementary_data: { related_ids: { order_id: orderId } } });
    expect((await answer(call("GET", `/v2/checkout/orders/${orderId}`, { bearer }))).json.status).toBe("COMPLETED");
    expect(paypal.problems()).toEqual([]);
    expect(paypal.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v1/oauth2/token",
      "POST /v2/checkout/orders",
      `POST /v2/checkout/orders/${orderId}/capture`,
      `GET /v2/payments/captures/${captured.id}`,
      `GET /v2/checkout/orders/${orderId}`,
    ]);
    expect(paypal.requests[1]!.headers.authorization).toBe("Bearer");
  });

  it("pends, then PayPal's review completes it with a signed webhook", async () => {
    const { bearer, orderId } = await approvedOrder("pending");
    const { json } = await answer(capture(bearer, orderId));
    expect(json.status).toBe("COMPLETED");
    const captured = firstCapture(json);
    expect(captured).toMatchObject({ status: "PENDING", status_details: { reason: "PENDING_REVIEW" } });

    clock += 60_000;
    const delivery = paypal.completeCapture(captured.id);
    expect(delivery.event).toMatchObject({
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource_type: "capture",
      event_version: "1.0",
      resource_version: "2.0",
      resource: { id: captured.id, status: "COMPLETED", supplementary_data: { related_ids: { order_id: orderId } } },
    });
    expect(delivery.event.resource.status_details).toBeUndefined();
    expect(delivery.event.id).toMatch(/^WH-[A-Z0-9]{17}-[A-Z0-9]{17}$/);
    expect(JSON.parse(delivery.body)).toEqual(delivery.event);
    expect(delivery.headers).toMatchObject({
      "PAYPAL-AUTH-ALGO": "SHA256withRSA",
      "Content-Type": "application/json",
      "PAYPAL-TRANSMISSION-TIME": "2026-03-01T12:01:00Z",
    });
    expect(delivery.headers["PAYPAL-CERT-URL"]).toMatch(new RegExp(`^${API}/v1/notifications/certs/CERT-360caa42-fca2a594-`));
    expect(delivery.headers["PAYPAL-TRANSMISSION-ID"]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await answer(call("GET", `/v2/payments/captures/${captured.id}`, { bearer }))).json.status).toBe("COMPLETED");
    expect((await verification(bearer, delivery)).json).toEqual({ verification_status: "SUCCESS" });
    expect(() => paypal.completeCapture(captured.id)).toThrow(StandInError);
  });

  it("pends, then PayPal's review denies it", async () => {
    const { bearer, orderId } = await approvedOrder("pending");
    const captureId = firstCapture((await answer(capture(bearer, orderId))).json).id;
    const delivery = paypal.denyCapture(captureId);
    expect(delivery.event).toMatchObject({ event_type: "PAYMENT.CAPTURE.DENIED", resource: { status: "DECLINED" } });
    expect(paypal.capture(captureId).status).toBe("DECLINED");
  });

  it("declines, and a retry after the buyer chose another way to pay completes", async () => {
    const { bearer, orderId } = await approvedOrder("declined");
    const declined = await answer(capture(bearer, orderId, "capture-a"));
    expect(declined.status).toBe(422);
    expect(declined.json.details[0]!.issue).toBe("INSTRUMENT_DECLINED");
    expect(declined.json.links).toContainEqual({
      href: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`,
      rel: "redirect",
      method: "GET",
    });
    // PayPal wants the buyer back: until they choose again, a capture finds the order not approved.
    expect(paypal.order(orderId).status).toBe("PAYER_ACTION_REQUIRED");
    const early = await answer(capture(bearer, orderId, "capture-b"));
    expect(early.json.details[0]!.issue).toBe("ORDER_NOT_APPROVED");
    paypal.approve(orderId, "completed");
    const retried = await answer(capture(bearer, orderId, "capture-c"));
    expect(retried.status).toBe(201);
    expect(paypal.problems()).toEqual([]);
  });

  it("answers every capture issue PayPal documents with its own description; only the buyer-return ones let go of the order", async () => {
    const issues = [...contract.documentedIssues("POST /v2/checkout/orders/{id}/capture", 422)].filter(
      ([issue]) => issue !== "ORDER_ALREADY_CAPTURED" && issue !== "ORDER_NOT_APPROVED",
    );
    expect(issues.length).toBe(66);
    const { bearer } = await approvedOrder();
    for (const [issue, description] of issues) {
      const { orderId } = await approvedOrder(`issue:${issue}`);
      const refused = await answer(capture(bearer, orderId, `capture-${issue}`));
      expect(refused.status).toBe(422);
      expect(refused.json.details).toEqual([{ issue, description }]);
      const again = await answer(capture(bearer, orderId, `capture-${issue}-again`));
      expect(again.json.details[0]!.issue).toBe(BUYER_RETURN_ISSUES.includes(issue) ? "ORDER_NOT_APPROVED" : issue);
    }
    expect(paypal.problems()).toEqual([]);
    const { orderId } = await approvedOrder();
    for (const scenario of ["issue:NOT_AN_ISSUE", "issue:ORDER_ALREADY_CAPTURED", "issue:"])
      expect(() => paypal.approve(orderId, scenario as CaptureScenario)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it("lets the guest card form pay an order created without payment_source, and names the card in the order", async () => {
    const bearer = await token();
    const orderId = await createOrder(bearer);
    paypal.approve(orderId, "completed", { funding: "card", email: "guest@example.com" });
    const { status, json } = await answer(capture(bearer, orderId, "capture-card", undefined, "return=representation"));
    expect(status).toBe(201);
    expect(json).toMatchObject({
      status: "COMPLETED",
      payment_source: { card: { brand: "VISA", last_digits: "0004" } },
      payer: { email_address: "guest@example.com" },
    });
    expect(json.payment_source).not.toHaveProperty("paypal");
    expect(paypal.problems()).toEqual([]);
  });

  it("refuses the guest card form for an order created for the PayPal wallet (payment_source.paypal)", async () => {
    const bearer = await token();
    const orderId = await createOrder(bearer, { ...ORDER, payment_source: { paypal: { experience_context: { user_action: "PAY_NOW" } } } });
    expect(() => paypal.approve(orderId, "completed", { funding: "card" })).toThrow(expect.objectContaining({ status: 409 }));
    paypal.approve(orderId, "completed", { funding: "paypal" });
    expect((await answer(capture(bearer, orderId))).status).toBe(201);
  });

  it("fails with 500 without capturing", async () => {
    const { bearer, orderId } = await approvedOrder("error");
    const failed = await answer(capture(bearer, orderId, "capture-a"));
    expect(failed.status).toBe(500);
    expect(failed.json.name).toBe("INTERNAL_SERVER_ERROR");
    expect(paypal.order(orderId).status).toBe("APPROVED");
  });

  it("captures but loses the answer; the retry with the same PayPal-Request-Id gets the stored capture", async () => {
    const { bearer, orderId } = await approvedOrder("timeout");
    const controller = new AbortController();
    const lost = capture(bearer, orderId, "capture-a", controller.signal);
    let settled = false;
    void lost.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(paypal.order(orderId).status).toBe("COMPLETED");
    controller.abort(new DOMException("The operation timed out.", "TimeoutError"));
    await expect(lost).rejects.toMatchObject({ name: "TimeoutError" });

    const retried = await answer(capture(bearer, orderId, "capture-a"));
    expect(retried.status).toBe(200);
    const captured = firstCapture(retried.json);
    expect(captured.status).toBe("COMPLETED");
    expect(paypal.capture(captured.id).id).toBe(captured.id);

    const second = await answer(capture(bearer, orderId, "capture-b"));
    expect(second.status).toBe(422);
    expect(second.json.details[0]!.issue).toBe("ORDER_ALREADY_CAPTURED");
    expect(paypal.problems()).toEqual([]);
  });

  it("notes a capture that could never time out", async () => {
    const { bearer, orderId } = await approvedOrder("timeout");
    void capture(bearer, orderId);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paypal.problems().join("\n")).toMatch(/without an AbortSignal/);
  });

  it("replays the stored answer for the same PayPal-Request-Id, refuses a second capture under another", async () => {
    const { bearer, orderId } = await approvedOrder();
    const first = await capture(bearer, orderId, "capture-a");
    const again = await capture(bearer, orderId, "capture-a");
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers.get("paypal-debug-id")).toBe(first.headers.get("paypal-debug-id"));
    expect(await again.text()).toBe(await first.text());
    const second = await answer(capture(bearer, orderId, "capture-b"));
    expect(second.status).toBe(422);
    expect(second.json.details[0]!.issue).toBe("ORDER_ALREADY_CAPTURED");
  });

  function captureWith(bearer: string, orderId: string, headers: Record<string, string>) {
    return paypal.fetch(`${API}/v2/checkout/orders/${orderId}/capture`, {
      method: "POST",
      headers: { Authorization: `Bearer ${bearer}`, ...headers },
    });
  }

  it("captures without PayPal-Request-Id, as PayPal's contract allows, but names the problem", async () => {
    const { bearer, orderId } = await approvedOrder();
    const captured = await captureWith(bearer, orderId, { "Content-Type": "application/json" });
    expect(captured.status).toBe(201);
    expect(paypal.problems()).toEqual([expect.stringMatching(/capture: without PayPal-Request-Id/)]);
    expect(paypal.order(orderId).status).toBe("COMPLETED");
  });

  it("refuses a capture without Content-Type and names the problem", async () => {
    const { bearer, orderId } = await approvedOrder();
    const refused = await captureWith(bearer, orderId, { "PayPal-Request-Id": "capture-a" });
    expect(refused.status).toBe(415);
    expect(paypal.problems()).toEqual([expect.stringMatching(/Content-Type missing/)]);
    expect(paypal.order(orderId).status).toBe("APPROVED");
  });
});

describe("after the capture", () => {
  async function completedCapture(): Promise<{ bearer: string; orderId: string; captureId: string }> {
    const { bearer, orderId } = await approvedOrder();
    const { json } = await answer(capture(bearer, orderId));
    return { bearer, orderId, captureId: firstCapture(json).id };
  }

  it("refunds in parts, each delivery a refund resource pointing up to the capture", async () => {
    const { bearer, captureId } = await completedCapture();
    const part = paypal.refund(captureId, "4.00");
    expect(part.event).toMatchObject({
      event_type: "PAYMENT.CAPTURE.REFUNDED",
      resource_type: "refund",
      resource: { status: "COMPLETED", amount: { currency_code: "EUR", value: "4.00" }, custom_id: "supporter-7" },
    });
    expect(part.event.resource.links).toEqual([
      { href: `${API}/v2/payments/refunds/${part.event.resource.id as string}`, rel: "self", method: "GET" },
      { href: `${API}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" },
    ]);
    expect(paypal.capture(captureId).status).toBe("PARTIALLY_REFUNDED");
    const rest = paypal.refund(captureId);
    expect(rest.event.resource.amount).toEqual({ currency_code: "EUR", value: "6.00" });
    expect((await answer(call("GET", `/v2/payments/captures/${captureId}`, { bearer }))).json.status).toBe("REFUNDED");
    expect(() => paypal.refund(captureId)).toThrow(/REFUNDED/);
    expect((await verification(bearer, part)).json.verification_status).toBe("SUCCESS");
  });

  it("refuses a refund of more than is left", async () => {
    const { captureId } = await completedCapture();
    expect(() => paypal.refund(captureId, "10.01")).toThrow(StandInError);
  });

  it("reverses: PAYMENT.CAPTURE.REVERSED, refund-shaped, capture REFUNDED for a chargeback", async () => {
    const { captureId } = await completedCapture();
    const delivery = paypal.reverse(captureId);
    expect(delivery.event).toMatchObject({
      event_type: "PAYMENT.CAPTURE.REVERSED",
      resource_type: "refund",
      resource: { amount: { value: "10.00" } },
    });
    expect(delivery.event.resource.links).toContainEqual({ href: `${API}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" });
    // capture_status has no REVERSED: the money is back with the buyer, for a chargeback.
    expect(paypal.capture(captureId)).toMatchObject({ status: "REFUNDED", status_details: { reason: "CHARGEBACK" } });
  });

  it("sends PAYMENT.CAPTURE.COMPLETED for a capture the site saw complete", async () => {
    const { orderId, captureId } = await completedCapture();
    const delivery = paypal.capturedWebhook(captureId);
    expect(delivery.event).toMatchObject({
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: { id: captureId, supplementary_data: { related_ids: { order_id: orderId } } },
    });
    expect(delivery.event.summary).toBe("Payment completed for € 10.00 EUR");
  });
});

describe("verify-webhook-signature", () => {
  it.each([
    { name: "an issued delivery", change: () => ({}), status: "SUCCESS" },
    { name: "another webhook id", change: () => ({ webhook_id: "OTHER" }), status: "FAILURE" },
    { name: "another signature", change: () => ({ transmission_sig: btoa("forged") }), status: "FAILURE" },
    { name: "another transmission time", change: () => ({ transmission_time: "2026-03-01T12:00:01Z" }), status: "FAILURE" },
    {
      name: "a tampered event",
      change: (delivery: WebhookDelivery) => ({
        webhook_event: { ...delivery.event, resource: { ...delivery.event.resource, amount: { currency_code: "EUR", value: "1000.00" } } },
      }),
      status: "FAILURE",
    },
  ])("answers $status for $name", async ({ change, status }) => {
    const { bearer, orderId } = await approvedOrder();
    const captureId = firstCapture((await answer(capture(bearer, orderId))).json).id;
    const delivery = paypal.capturedWebhook(captureId);
    const { status: http, json } = await verification(bearer, delivery, change(delivery));
    expect(http).toBe(200);
    expect(json).toEqual({ verification_status: status });
  });

  it("accepts the event with its keys in another order", async () => {
    const { bearer, orderId } = await approvedOrder();
    const captureId = firstCapture((await answer(capture(bearer, orderId))).json).id;
    const delivery = paypal.capturedWebhook(captureId);
    const reordered = Object.fromEntries(Object.entries(delivery.event).reverse());
    expect((await verification(bearer, delivery, { webhook_event: reordered })).json.verification_status).toBe("SUCCESS");
  });

  it("answers FAILURE for a forged delivery", async () => {
    const bearer = await token();
    const forged = paypal.forgedDelivery("PAYMENT.CAPTURE.COMPLETED", { id: "FORGEDCAPTURE0000", status: "COMPLETED" });
    expect(Object.keys(forged.headers).sort()).toEqual(Object.keys(paypal.forgedDelivery("X", {}).headers).sort());
    expect((await verification(bearer, forged)).json.verification_status).toBe("FAILURE");
    expect(paypal.requests.at(-1)!.note).toMatch(/never sent/);
    expect(paypal.problems()).toEqual([]);
  });

  it.each([
    { name: "without transmission_sig", change: { transmission_sig: undefined }, field: "/transmission_sig" },
    { name: "with the event as text", change: { webhook_event: "{}" }, field: "/webhook_event" },
  ])("refuses a request $name with 400", async ({ change, field }) => {
    const bearer = await token();
    const delivery = paypal.forgedDelivery("PAYMENT.CAPTURE.COMPLETED", {});
    const { status, json } = await verification(bearer, delivery, change);
    expect(status).toBe(400);
    expect(json.details).toContainEqual(expect.objectContaining({ field }));
    expect(paypal.problems().join("\n")).toContain(field);
  });
});

describe("driver", () => {
  it("throws for unknown ids and unknown scenarios", async () => {
    expect(() => paypal.approve("NOSUCHORDER")).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => paypal.refund("NOSUCHCAPTURE")).toThrow(expect.objectContaining({ status: 404 }));
    const orderId = await createOrder(await token());
    expect(() => paypal.approve(orderId, "maybe" as CaptureScenario)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it("reset forgets requests, orders and tokens", async () => {
    const bearer = await token();
    const orderId = await createOrder(bearer);
    await call("GET", "/nowhere", { bearer });
    paypal.reset();
    expect([paypal.requests.length, paypal.problems().length, paypal.tokensIssued]).toEqual([0, 0, 0]);
    expect(() => paypal.order(orderId)).toThrow(StandInError);
    expect((await call("GET", `/v2/checkout/orders/${orderId}`, { bearer })).status).toBe(401);
  });
});

describe("HTTP server", () => {
  let server: StandInServer | undefined;
  let site: Server | undefined;
  afterEach(async () => {
    await server?.close();
    site?.closeAllConnections();
    await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
    server = site = undefined;
  });

  /** The site's webhook listener: records what arrives. */
  async function webhookListener(): Promise<{ url: string; received: { headers: Record<string, unknown>; body: string }[] }> {
    const received: { headers: Record<string, unknown>; body: string }[] = [];
    site = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => site!.listen(0, "127.0.0.1", resolve));
    return { url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/paypal/webhook`, received };
  }

  it("runs create → approve → capture over HTTP, and delivers webhooks to the site", async () => {
    const listener = await webhookListener();
    server = await startStandInServer({ port: 0, ...CREDENTIALS, webhookUrl: listener.url });
    const { url } = server;
    const tokenAnswer = await fetch(`${url}/v1/oauth2/token`, {
      method: "POST",
      headers: { Authorization: basic(), "Content-Type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    });
    const { access_token: bearer } = await tokenAnswer.json<Answer>();
    const json = { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" };

    const created = await fetch(`${url}/v2/checkout/orders`, { method: "POST", headers: json, body: JSON.stringify(ORDER) });
    expect(created.status).toBe(201);
    const order = await created.json<Answer>();
    expect(order.links[0]?.href).toBe(`${url}/v2/checkout/orders/${order.id}`);

    const approved = await fetch(`${url}/__standin/orders/${order.id}/approve`, {
      method: "POST",
      body: JSON.stringify({ scenario: "timeout", email: "buyer@example.com" }),
    });
    expect(approved.status).toBe(200);
    expect((await approved.json<{ order: Answer }>()).order).toMatchObject({
      status: "APPROVED",
      payer: { email_address: "buyer@example.com" },
    });

    // The answer to the first capture is lost: the site's timeout ends the wait, over a real socket.
    const captureCall = (signal?: AbortSignal) =>
      fetch(`${url}/v2/checkout/orders/${order.id}/capture`, {
        method: "POST",
        headers: { ...json, "PayPal-Request-Id": "capture-1" },
        ...(signal ? { signal } : {}),
      });
    await expect(captureCall(AbortSignal.timeout(200))).rejects.toMatchObject({ name: "TimeoutError" });
    const captured = await captureCall();
    expect(captured.status).toBe(200);
    const captureId = firstCapture(await captured.json<Answer>()).id;

    const refunded = await fetch(`${url}/__standin/captures/${captureId}/refund`, {
      method: "POST",
      body: JSON.stringify({ value: "2.50" }),
    });
    const refund = await refunded.json<{ ok: boolean; delivered: number | null; delivery: WebhookDelivery }>();
    expect(refund).toMatchObject({ ok: true, delivered: 200, delivery: { event: { event_type: "PAYMENT.CAPTURE.REFUNDED" } } });
    expect(listener.received).toHaveLength(1);
    expect(listener.received[0]!.body).toBe(refund.delivery.body);
    expect(listener.received[0]!.headers["paypal-transmission-id"]).toBe(refund.delivery.headers["PAYPAL-TRANSMISSION-ID"]);

    expect(await (await fetch(`${url}/__standin/problems`)).json()).toEqual({ problems: [] });
    const log = await (await fetch(`${url}/__standin/requests`)).json<LoggedRequest[]>();
    expect(log.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v1/oauth2/token",
      "POST /v2/checkout/orders",
      `POST /v2/checkout/orders/${order.id}/capture`,
      `POST /v2/checkout/orders/${order.id}/capture`,
    ]);

    expect((await fetch(`${url}/__standin/orders/NOSUCHORDER/approve`, { method: "POST" })).status).toBe(404);
    expect((await fetch(`${url}/__standin/captures/${captureId}/complete`, { method: "POST" })).status).toBe(409);
    expect((await fetch(`${url}/__standin/nothing`)).status).toBe(404);
  });
});
