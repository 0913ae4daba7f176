// A local stand-in for the parts of PayPal's REST API the site uses: OAuth2 tokens, Orders v2
// (create, get, capture), Payments v2 captures and refunds, and webhook signature verification.
// It answers in PayPal's documented shapes, checks every request it gets (recording what the site
// did wrong instead of only failing), and lets tests play the buyer and PayPal's back office:
// approve, decline, pend, lose the answer to a capture, settle, refund, reverse, send webhooks.
//
// Web-standard APIs only: tests inside workerd use it as `vi.stubGlobal("fetch", standIn.fetch)`,
// and scripts/local/paypal/server.ts serves it over HTTP for the end-to-end tests and `npm start`.
import {
  authenticationFailure,
  debugId,
  internalError,
  invalidRequest,
  invalidResourceId,
  jsonResponse,
  notAuthorized,
  jsonText,
  malformedJson,
  notFound,
  oauthError,
  type IssueDetail,
  unprocessable,
  unsupportedMediaType,
} from "./errors.ts";
import { isoSeconds, payerId, paypalId, randomBase64Url, randomHex } from "./ids.ts";
import { canonicalJson, isObject, type JsonObject } from "./json.ts";
import { AMOUNT_PATTERN, money, spoken, toCents } from "./money.ts";
import {
  approveUrl,
  type CaptureState,
  type OrderState,
  type RefundState,
  renderCapture,
  renderOrder,
  renderRefund,
  type StoredReply,
  type Urls,
} from "./resources.ts";
import {
  BUYER_RETURN_ISSUES,
  CAPTURE_SCENARIOS,
  type CaptureScenario,
  type Link,
  type LoggedRequest,
  type PayerDetails,
  type WebhookDelivery,
} from "./types.ts";
import { validateCreateOrder } from "./validate.ts";
import { TRANSMISSION_FIELDS, type Transmission, webhookEvent, WebhookSigner } from "./webhooks.ts";
import type { ContractCounts, PayPalContract } from "./contract.ts";

export type { CaptureScenario, Link, LoggedRequest, PayerDetails, WebhookDelivery, WebhookEvent } from "./types.ts";
export type { Money } from "./money.ts";
export { BUYER_RETURN_ISSUES, CAPTURE_SCENARIOS } from "./types.ts";

export interface PayPalStandInOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Origin written into links (default https://api-m.sandbox.paypal.com). Requests may use any host. */
  baseUrl?: string;
  /** Lifetime of server access tokens (default 32400 s, PayPal's nine hours). */
  tokenTtlSeconds?: number;
  now?: () => number;
  /** Called with each problem as it is recorded, e.g. to print it from the HTTP server. */
  onProblem?: (problem: string) => void;
  /** PayPal's OpenAPI documents as a contract: every request and every answer is checked against it. */
  contract: PayPalContract;
}

/** A driver call that does not fit the state (unknown id: 404; wrong state: 409; bad argument: 400). */
export class StandInError extends Error {
  readonly status: 400 | 404 | 409;
  constructor(status: 400 | 404 | 409, message: string) {
    super(message);
    this.name = "StandInError";
    this.status = status;
  }
}

interface Token {
  kind: "server" | "client";
  expiresAt: number;
}

interface Call {
  request: Request;
  path: string;
  text: string;
  entry: LoggedRequest;
  /** The caller's own signal; null when it passed none (a Request always has one, maybe never aborted). */
  signal: AbortSignal | null;
}

type Handler = (call: Call, id: string) => Response | Promise<Response>;

const ORDERS_API = "orders/v2";
const PAYMENTS_API = "payments/v2";
const WEBHOOKS_API = "webhooks/v1";

// What PayPal grants a REST app with the standard features, and a v6 SDK browser token.
const SERVER_SCOPE = [
  "https://uri.paypal.com/services/payments/payment/authcode",
  "https://uri.paypal.com/services/payments/refund",
  "https://uri.paypal.com/services/payments/realtimepayment",
  "https://uri.paypal.com/services/payments/orders/client_sdk_orders_api",
  "https://uri.paypal.com/services/applications/webhooks",
  "openid",
].join(" ");
const CLIENT_SCOPE = "https://uri.paypal.com/services/payments/orders/client_sdk_orders_api";
const CLIENT_TOKEN_TTL_SECONDS = 900;
/** PayPal-Request-Id, in PayPal's words: "The server stores keys for 6 hours." */
export const REQUEST_ID_RETENTION_MS = 6 * 60 * 60 * 1000;
const CAPTURE_OPERATION = "POST /v2/checkout/orders/{id}/capture";
/** Issues that come from the order's state, not from a scenario. */
const STATE_ISSUES = new Set(["ORDER_ALREADY_CAPTURED", "ORDER_NOT_APPROVED"]);

function mediaType(request: Request): string | undefined {
  return request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
}

function loggedHeaders(headers: Headers): Record<string, string> {
  const logged: Record<string, string> = {};
  headers.forEach((value, name) => {
    logged[name] = name === "authorization" ? (value.trim().split(/\s+/)[0] ?? "") : value;
  });
  return logged;
}

function loggedBody(request: Request, text: string): unknown {
  if (text === "") return undefined;
  const type = mediaType(request);
  if (type === "application/x-www-form-urlencoded") {
    const form = new URLSearchParams(text);
    if (form.has("client_secret")) form.set("client_secret", "[redacted]");
    return Object.fromEntries(form);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The pair in `Authorization: Basic base64(id:secret)`, or undefined when the header is not that. */
function basicCredentials(header: string | null): string | undefined {
  const encoded = /^Basic\s+(\S+)$/i.exec(header ?? "")?.[1];
  if (encoded === undefined) return undefined;
  try {
    return atob(encoded);
  } catch {
    return undefined;
  }
}

export class PayPalStandIn {
  private readonly clientId: string;
  private readonly clientSecret: string;
  private readonly webhookId: string;
  private readonly tokenTtlSeconds: number;
  private readonly now: () => number;
  private readonly onProblem: ((problem: string) => void) | undefined;
  private readonly urls: Urls;
  private readonly signer: WebhookSigner;
  private readonly appId = `APP-${paypalId()}`;
  private readonly contract: PayPalContract;
  /** The capture's 422 issues and their descriptions, from PayPal's OpenAPI document … */
  private readonly captureIssues: Map<string, string>;
  /** … and its 403 issues (permissions the merchant account lacks). */
  private readonly capturePermissionIssues: Map<string, string>;
  private breaches: string[] = [];

  private log: LoggedRequest[] = [];
  private tokens = new Map<string, Token>();
  private orders = new Map<string, OrderState>();
  private captures = new Map<string, CaptureState>();
  private refunds = new Map<string, RefundState>();
  /** PayPal-Request-Id of a create → the order it made, the body it came with, and when. */
  private creates = new Map<string, { orderId: string; body: string; at: number }>();
  /** PayPal-Request-Id of a capture → the order it captured, to spot one key used for two orders. */
  private captureKeys = new Map<string, string>();
  private serverTokens = 0;
  private clientTokens = 0;

  constructor(options: PayPalStandInOptions) {
    this.clientId = options.clientId;
    this.clientSecret = options.clientSecret;
    this.webhookId = options.webhookId;
    this.tokenTtlSeconds = options.tokenTtlSeconds ?? 32400;
    this.now = options.now ?? Date.now;
    this.onProblem = options.onProblem;
    this.contract = options.contract;
    this.captureIssues = options.contract.documentedIssues(CAPTURE_OPERATION, 422);
    this.capturePermissionIssues = options.contract.documentedIssues(CAPTURE_OPERATION, 403);
    const api = (options.baseUrl ?? "https://api-m.sandbox.paypal.com").replace(/\/+$/, "");
    // Live API hosts approve on www.paypal.com; everything else (sandbox, localhost) on the sandbox.
    const live = /^https:\/\/api(-m)?\.paypal\.com$/.test(api);
    this.urls = { api, web: live ? "https://www.paypal.com" : "https://www.sandbox.paypal.com" };
    this.signer = new WebhookSigner(api, randomHex(8));
  }

  private readonly routes: [method: string, path: RegExp, handler: Handler][] = [
    ["POST", /^\/v1\/oauth2\/token$/, (call) => this.issueToken(call)],
    ["POST", /^\/v2\/checkout\/orders$/, (call) => this.createOrder(call)],
    ["GET", /^\/v2\/checkout\/orders\/([^/]+)$/, (call, id) => this.getOrder(call, id)],
    ["POST", /^\/v2\/checkout\/orders\/([^/]+)\/capture$/, (call, id) => this.captureOrder(call, id)],
    ["GET", /^\/v2\/payments\/captures\/([^/]+)$/, (call, id) => this.getCapture(call, id)],
    ["GET", /^\/v2\/payments\/refunds\/([^/]+)$/, (call, id) => this.getRefund(call, id)],
    ["POST", /^\/v1\/notifications\/verify-webhook-signature$/, (call) => this.verifySignature(call)],
  ];

  /** A drop-in for the global fetch; any host, routed on the path. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
    // As fetch does: an already aborted call never reaches the server.
    signal?.throwIfAborted();
    const path = new URL(request.url).pathname;
    // Not request.text(): workerd warns on every form-encoded body read that way.
    const text = new TextDecoder().decode(await request.arrayBuffer());
    const entry: LoggedRequest = {
      method: request.method,
      path,
      headers: loggedHeaders(request.headers),
      body: loggedBody(request, text),
      problems: [],
    };
    this.log.push(entry);
    const call: Call = { request, path, text, entry, signal };
    for (const [method, pattern, handler] of this.routes) {
      const match = pattern.exec(path);
      if (!match || method !== request.method) continue;
      for (const breach of this.contract.request(request.method, path, request.headers, text)) this.breach(call, breach);
      const response = await handler(call, match[1] ?? "");
      const answer = await response.clone().text();
      for (const breach of this.contract.response(request.method, path, response.status, answer)) this.breach(call, breach);
      return response;
    }
    this.problem(call, "not an endpoint of PayPal's API that the stand-in models");
    return notFound(ORDERS_API);
  };

  /** What was checked against PayPal's OpenAPI documents so far. */
  get contractCounts(): ContractCounts {
    return this.contract.counts;
  }

  /** Requests the site sent, or answers the stand-in gave, that PayPal's OpenAPI documents do not allow. */
  contractBreaches(): string[] {
    return [...this.breaches];
  }

  get requests(): ReadonlyArray<LoggedRequest> {
    return this.log;
  }

  /** Server access tokens handed out; a site that caches its token asks once per token lifetime. */
  get tokensIssued(): number {
    return this.serverTokens;
  }

  /** Browser-safe v6 SDK client tokens (response_type=client_token) handed out. */
  get clientTokensIssued(): number {
    return this.clientTokens;
  }

  problems(): string[] {
    return this.log.flatMap((entry) => entry.problems);
  }

  reset(): void {
    this.log = [];
    this.breaches = [];
    this.tokens = new Map();
    this.orders = new Map();
    this.captures = new Map();
    this.refunds = new Map();
    this.creates = new Map();
    this.captureKeys = new Map();
    this.serverTokens = 0;
    this.clientTokens = 0;
    this.signer.clear();
  }

  // ---- Driver: what the buyer and PayPal's back office do -------------------------------------

  /** The order as GET /v2/checkout/orders/{id} answers it. */
  order(orderId: string): JsonObject {
    const order = this.findOrder(orderId);
    return renderOrder(order, this.related(order), this.urls, "full");
  }

  /** The capture as GET /v2/payments/captures/{id} answers it. */
  capture(captureId: string): JsonObject {
    return renderCapture(this.findCapture(captureId), this.urls, true);
  }

  /** The buyer approves in PayPal's window; `scenario` decides how the site's capture will go. */
  approve(orderId: string, scenario: CaptureScenario = "completed", payer: PayerDetails = {}): JsonObject {
    const order = this.findOrder(orderId);
    if (order.status === "COMPLETED") throw new StandInError(409, `order ${orderId} is already captured`);
    const funding = payer.funding ?? "paypal";
    if (funding === "card" && order.request.viaPaymentSource)
      throw new StandInError(
        409,
        `order ${orderId} was created with payment_source.paypal, for the PayPal wallet; the guest card form pays orders created ` +
          "without a payment_source, as PayPal's v6 guest payment samples create them",
      );
    order.scenario = this.checkedScenario(scenario);
    order.status = "APPROVED";
    order.buyer = {
      givenName: payer.givenName ?? order.buyer?.givenName ?? "John",
      surname: payer.surname ?? order.buyer?.surname ?? "Doe",
      email: payer.email ?? order.buyer?.email ?? "sb-buyer@personal.example.com",
      payerId: order.buyer?.payerId ?? payerId(),
      funding,
    };
    order.updateTime = this.now();
    return this.order(orderId);
  }

  /** How the next capture goes, e.g. "completed" after a "declined" (the buyer picked another card). */
  setScenario(orderId: string, scenario: CaptureScenario): void {
    this.findOrder(orderId).scenario = this.checkedScenario(scenario);
  }

  /** PayPal's review of a PENDING capture clears it. */
  completeCapture(captureId: string): WebhookDelivery {
    const capture = this.pendingCapture(captureId);
    capture.status = "COMPLETED";
    capture.updateTime = this.now();
    return this.captureWebhook(capture, "PAYMENT.CAPTURE.COMPLETED", "Payment completed for");
  }

  /** PayPal's review of a PENDING capture refuses it. */
  denyCapture(captureId: string): WebhookDelivery {
    const capture = this.pendingCapture(captureId);
    capture.status = "DECLINED";
    capture.updateTime = this.now();
    return this.captureWebhook(capture, "PAYMENT.CAPTURE.DENIED", "Payment denied for");
  }

  /** PayPal sends PAYMENT.CAPTURE.COMPLETED for every capture, even one the site saw complete. */
  capturedWebhook(captureId: string): WebhookDelivery {
    const capture = this.findCapture(captureId);
    if (capture.status !== "COMPLETED") throw new StandInError(409, `capture ${captureId} is ${capture.status}, not COMPLETED`);
    return this.captureWebhook(capture, "PAYMENT.CAPTURE.COMPLETED", "Payment completed for");
  }

  /** The shop refunds (from PayPal's dashboard): all that is left, or `value`. */
  refund(captureId: string, value?: string): WebhookDelivery {
    const capture = this.refundableCapture(captureId);
    const left = capture.grossCents - capture.refundedCents;
    let cents = left;
    if (value !== undefined) {
      if (!AMOUNT_PATTERN.test(value) || toCents(value) <= 0) throw new StandInError(400, `refund value ${value} is not a positive amount`);
      cents = toCents(value);
      if (cents > left) throw new StandInError(409, `refund of ${value} is more than the ${money(capture.currency, left).value} left`);
    }
    const refund = this.addRefund(capture, cents, false);
    capture.status = capture.refundedCents === capture.grossCents ? "REFUNDED" : "PARTIALLY_REFUNDED";
    const summary = `A ${spoken(money(refund.currency, cents))} capture payment was refunded`;
    return this.signer.sign(
      webhookEvent(this.urls.api, this.now(), "PAYMENT.CAPTURE.REFUNDED", summary, renderRefund(refund, this.urls)),
      this.now(),
    );
  }

  /** PayPal takes the money back (chargeback, reversal): whatever was not refunded yet. */
  reverse(captureId: string): WebhookDelivery {
    const capture = this.refundableCapture(captureId);
    const refund = this.addRefund(capture, capture.grossCents - capture.refundedCents, true);
    capture.status = "REFUNDED";
    capture.reversed = true;
    const summary = `A ${spoken(money(refund.currency, refund.cents))} capture payment was reversed`;
    return this.signer.sign(
      webhookEvent(this.urls.api, this.now(), "PAYMENT.CAPTURE.REVERSED", summary, renderRefund(refund, this.urls)),
      this.now(),
    );
  }

  /** A delivery of the right shape with transmission headers this stand-in never sent. */
  forgedDelivery(eventType: string, resource: JsonObject): WebhookDelivery {
    return this.signer.forge(webhookEvent(this.urls.api, this.now(), eventType, `Payment event ${eventType}`, resource), this.now());
  }

  // ---- Endpoints -------------------------------------------------------------------------------

  private issueToken(call: Call): Response {
    if (basicCredentials(call.request.headers.get("authorization")) !== `${this.clientId}:${this.clientSecret}`) {
      this.problem(call, "client authentication failed: send Authorization: Basic base64(client_id:client_secret)");
      return oauthError(401, "invalid_client", "Client Authentication failed");
    }
    const type = mediaType(call.request);
    // PayPal reads the form only under its media type; otherwise it sees no grant_type at all.
    const form = type === "application/x-www-form-urlencoded" ? new URLSearchParams(call.text) : new URLSearchParams();
    if (type !== "application/x-www-form-urlencoded") this.problem(call, `Content-Type ${type ?? "missing"} on a token request`);
    const grant = form.get("grant_type");
    if (grant !== "client_credentials") {
      this.problem(call, `grant_type ${grant ?? "missing"}: must be client_credentials`);
      return oauthError(400, "unsupported_grant_type", grant === null ? "Grant Type is NULL" : `Grant Type ${grant} is not supported`);
    }
    const responseType = form.get("response_type");
    if (responseType !== null && responseType !== "client_token") this.problem(call, `response_type ${responseType} is not modelled`);
    const client = responseType === "client_token";
    const ttl = client ? CLIENT_TOKEN_TTL_SECONDS : this.tokenTtlSeconds;
    const token = `A21AA${randomBase64Url(72)}`;
    const now = this.now();
    this.tokens.set(token, { kind: client ? "client" : "server", expiresAt: now + ttl * 1000 });
    if (client) this.clientTokens++;
    else this.serverTokens++;
    return jsonResponse(200, {
      scope: client ? CLIENT_SCOPE : SERVER_SCOPE,
      access_token: token,
      token_type: "Bearer",
      app_id: this.appId,
      expires_in: ttl,
      nonce: `${isoSeconds(now)}${randomBase64Url(32)}`,
    });
  }

  private createOrder(call: Call): Response {
    const refused = this.authenticate(call);
    if (refused) return refused;
    const parsed = this.jsonBody(call, ORDERS_API);
    if ("response" in parsed) return parsed.response;
    const body = canonicalJson(parsed.body);
    const requestId = call.request.headers.get("paypal-request-id");
    const known = requestId === null ? undefined : this.creates.get(requestId);
    // PayPal forgets a key after its retention: the same key then creates a new order.
    const earlier = known && this.now() - known.at < REQUEST_ID_RETENTION_MS ? known : undefined;
    const again = earlier && this.orders.get(earlier.orderId);
    if (earlier && again) {
      if (earlier.body !== body)
        this.problem(call, `PayPal-Request-Id ${requestId} reused with another body: PayPal answers with the first order`);
      return jsonResponse(200, this.orderAnswer(call, again, "created"));
    }

    const validation = validateCreateOrder(parsed.body);
    for (const note of validation.notes) this.problem(call, `create order body: ${note}`);
    if (!validation.order) {
      for (const detail of validation.details) this.problem(call, `create order body: ${describeIssue(detail)}`);
      return invalidRequest(ORDERS_API, validation.details);
    }
    const now = this.now();
    const order: OrderState = {
      id: paypalId(),
      // With payment_source.paypal PayPal expects the buyer at once and says so (PayPal's documented behaviour).
      status: validation.order.viaPaymentSource ? "PAYER_ACTION_REQUIRED" : "CREATED",
      request: validation.order,
      scenario: "completed",
      captureReplies: new Map(),
      createTime: now,
      updateTime: now,
    };
    this.orders.set(order.id, order);
    if (requestId !== null) this.creates.set(requestId, { orderId: order.id, body, at: now });
    return jsonResponse(201, this.orderAnswer(call, order, "created"));
  }

  private getOrder(call: Call, orderId: string): Response {
    const refused = this.authenticate(call);
    if (refused) return refused;
    const order = this.orders.get(orderId);
    if (!order) return this.unknown(call, ORDERS_API, "order_id", orderId);
    return jsonResponse(200, renderOrder(order, this.related(order), this.urls, "full"));
  }

  private async captureOrder(call: Call, orderId: string): Promise<Response> {
    const refused = this.authenticate(call);
    if (refused) return refused;
    const parsed = this.jsonBody(call, ORDERS_API);
    if ("response" in parsed) return parsed.response;
    if (parsed.body !== undefined && !(isObject(parsed.body) && Object.keys(parsed.body).length === 0))
      this.problem(call, "capture body should be empty or {} (payment_source on capture is not modelled)");
    const requestId = call.request.headers.get("paypal-request-id");
    // Optional in PayPal's contract, so PayPal captures without it; but then a retry after a lost
    // answer cannot be told from a second capture, which is the site's problem to avoid.
    if (!requestId) this.problem(call, "without PayPal-Request-Id: a retry after a lost answer cannot then be told from a second capture");
    const order = this.orders.get(orderId);
    if (!order) return this.unknown(call, ORDERS_API, "order_id", orderId);

    const kept = requestId === null ? undefined : order.captureReplies.get(requestId);
    const stored = kept && this.now() - kept.at < REQUEST_ID_RETENTION_MS ? kept : undefined;
    // The same key again: PayPal answers what it answered then, with 200 instead of 201 (its contract).
    if (stored) return jsonText(200, stored.body, stored.debugId);
    const owner = requestId === null ? undefined : this.captureKeys.get(requestId);
    if (owner !== undefined && owner !== orderId)
      this.problem(call, `PayPal-Request-Id ${requestId} was already used to capture order ${owner}`);

    if (order.status === "COMPLETED") return this.captureIssue(order, "ORDER_ALREADY_CAPTURED");
    if (order.status !== "APPROVED") return this.captureIssue(order, "ORDER_NOT_APPROVED");
    // Refusals and errors are not stored: the same PayPal-Request-Id may be retried after them.
    const issue =
      order.scenario === "declined" ? "INSTRUMENT_DECLINED" : order.scenario.startsWith("issue:") ? order.scenario.slice(6) : null;
    if (issue !== null) return this.captureIssue(order, issue);
    if (order.scenario === "error") return internalError(ORDERS_API);

    this.performCapture(order);
    const reply: StoredReply = { body: JSON.stringify(this.orderAnswer(call, order, "captured")), debugId: debugId(), at: this.now() };
    if (requestId !== null) {
      order.captureReplies.set(requestId, reply);
      this.captureKeys.set(requestId, orderId);
    }
    if (order.scenario === "timeout") return this.neverAnswer(call);
    return jsonText(201, reply.body, reply.debugId);
  }

  /**
   * A capture's 422 with the issue and description PayPal documents. After an issue that sends
   * the buyer back (BUYER_RETURN_ISSUES) the order waits for them: it needs their approval again
   * and links to PayPal's window; any other issue is answered to every capture of the order.
   */
  private captureIssue(order: OrderState, issue: string): Response {
    const permission = this.capturePermissionIssues.get(issue);
    if (permission !== undefined) return notAuthorized(ORDERS_API, { issue, description: permission });
    const description = this.captureIssues.get(issue) ?? "";
    const links: Link[] = [];
    if (BUYER_RETURN_ISSUES.includes(issue)) {
      links.push({
        href: approveUrl(order.id, this.urls),
        rel: issue === "PAYER_ACTION_REQUIRED" ? "payer-action" : "redirect",
        method: "GET",
      });
      order.status = "PAYER_ACTION_REQUIRED";
      order.scenario = "completed";
      order.updateTime = this.now();
    }
    return unprocessable(ORDERS_API, { issue, description }, links);
  }

  private getCapture(call: Call, captureId: string): Response {
    const refused = this.authenticate(call);
    if (refused) return refused;
    const capture = this.captures.get(captureId);
    if (!capture) return this.unknown(call, PAYMENTS_API, "capture_id", captureId);
    return jsonResponse(200, renderCapture(capture, this.urls, true));
  }

  private getRefund(call: Call, refundId: string): Response {
    const refused = this.authenticate(call);
    if (refused) return refused;
    const refund = this.refunds.get(refundId);
    if (!refund) return this.unknown(call, PAYMENTS_API, "refund_id", refundId);
    return jsonResponse(200, renderRefund(refund, this.urls));
  }

  private verifySignature(call: Call): Response {
    const refused = this.authenticate(call);
    if (refused) return refused;
    const parsed = this.jsonBody(call, WEBHOOKS_API);
    if ("response" in parsed) return parsed.response;
    const body = isObject(parsed.body) ? parsed.body : {};
    const details: IssueDetail[] = [...TRANSMISSION_FIELDS, "webhook_id"]
      .filter((field) => typeof body[field] !== "string" || body[field] === "")
      .map((field) => ({
        field: `/${field}`,
        location: "body",
        issue: "MISSING_REQUIRED_PARAMETER",
        description: "A required field / parameter is missing.",
      }));
    const event = body.webhook_event;
    if (!isObject(event)) {
      const description =
        event === undefined ? "A required field / parameter is missing." : "webhook_event must be the event object itself, not its text.";
      details.push({
        field: "/webhook_event",
        location: "body",
        issue: event === undefined ? "MISSING_REQUIRED_PARAMETER" : "INVALID_PARAMETER_SYNTAX",
        description,
      });
    }
    if (details.length > 0 || !isObject(event)) {
      for (const detail of details) this.problem(call, `verify-webhook-signature body: ${describeIssue(detail)}`);
      return invalidRequest(WEBHOOKS_API, details);
    }
    let reason: string | undefined;
    if (body.webhook_id !== this.webhookId) {
      reason = `webhook_id ${String(body.webhook_id)} is not the configured one`;
      this.problem(call, reason);
    } else {
      // Every transmission field was checked above to be a non-empty string.
      reason = this.signer.mismatch(body as unknown as Transmission, event);
    }
    if (reason !== undefined) call.entry.note = reason;
    return jsonResponse(200, { verification_status: reason === undefined ? "SUCCESS" : "FAILURE" });
  }

  // ---- Helpers ---------------------------------------------------------------------------------

  /** The HTTP server hands scenarios over from JSON; a typo there must not pass as "completed". */
  private checkedScenario(scenario: string): CaptureScenario {
    const named = CAPTURE_SCENARIOS.find((candidate) => candidate === scenario);
    if (named !== undefined) return named;
    const issue = scenario.startsWith("issue:") ? scenario.slice(6) : "";
    if ((this.captureIssues.has(issue) || this.capturePermissionIssues.has(issue)) && !STATE_ISSUES.has(issue)) return `issue:${issue}`;
    throw new StandInError(
      400,
      `unknown scenario ${scenario}; one of ${CAPTURE_SCENARIOS.join(", ")}, or issue:<ISSUE> with an issue PayPal documents for a capture's 422`,
    );
  }

  private breach(call: Call, message: string): void {
    this.breaches.push(message);
    this.problem(call, `contract: ${message}`);
  }

  private problem(call: Call, message: string): void {
    const problem = `${call.request.method} ${call.path}: ${message}`;
    call.entry.problems.push(problem);
    this.onProblem?.(problem);
  }

  private authenticate(call: Call): Response | undefined {
    const header = call.request.headers.get("authorization");
    const bearer = /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];
    const token = bearer === undefined ? undefined : this.tokens.get(bearer);
    let why: string | undefined;
    if (header === null) why = "bearer token missing (no Authorization header)";
    else if (bearer === undefined) why = `bearer token missing (Authorization is ${header.split(/\s+/)[0]}, not Bearer)`;
    else if (!token) why = "bearer token unknown";
    else if (token.kind === "client") why = "client token used as server token (it is for the browser SDK only)";
    else if (this.now() >= token.expiresAt) why = "bearer token expired";
    if (why === undefined) return undefined;
    this.problem(call, why);
    return authenticationFailure();
  }

  private jsonBody(call: Call, api: string): { body: unknown } | { response: Response } {
    const type = mediaType(call.request);
    if (type !== "application/json") {
      this.problem(call, `Content-Type ${type ?? "missing"}: PayPal's REST calls take application/json (PayPal answers 415)`);
      return { response: unsupportedMediaType(api) };
    }
    if (call.text.trim() === "") return { body: undefined };
    try {
      return { body: JSON.parse(call.text) as unknown };
    } catch {
      this.problem(call, "body is not well-formed JSON");
      return { response: malformedJson(api) };
    }
  }

  /** Not a problem: a site may rightly look up an id it got from a visitor, and must cope with the 404. */
  private unknown(call: Call, api: string, field: string, id: string): Response {
    call.entry.note = `${field} ${id} does not exist`;
    return invalidResourceId(api, field, id);
  }

  private orderAnswer(call: Call, order: OrderState, minimal: "created" | "captured"): JsonObject {
    const representation = /\breturn=representation\b/.test(call.request.headers.get("prefer") ?? "");
    return renderOrder(order, this.related(order), this.urls, representation ? "full" : minimal);
  }

  private related(order: OrderState): { capture?: CaptureState; refunds: RefundState[] } {
    const capture = order.captureId === undefined ? undefined : this.captures.get(order.captureId);
    if (!capture) return { refunds: [] };
    return { capture, refunds: capture.refundIds.flatMap((id) => this.refunds.get(id) ?? []) };
  }

  private performCapture(order: OrderState): void {
    const now = this.now();
    const { request } = order;
    const capture: CaptureState = {
      id: paypalId(),
      orderId: order.id,
      status: order.scenario === "pending" ? "PENDING" : "COMPLETED",
      currency: request.amount.currency_code,
      grossCents: toCents(request.amount.value),
      refundedCents: 0,
      refundIds: [],
      ...(request.customId === undefined ? {} : { customId: request.customId }),
      ...(request.invoiceId === undefined ? {} : { invoiceId: request.invoiceId }),
      createTime: now,
      updateTime: now,
    };
    this.captures.set(capture.id, capture);
    order.captureId = capture.id;
    order.status = "COMPLETED";
    order.updateTime = now;
  }

  /** "PayPal captured but the answer was lost": nothing comes back until the caller gives up. */
  private neverAnswer(call: Call): Promise<Response> {
    const signal = call.signal;
    if (!signal) {
      this.problem(call, "capture call without an AbortSignal: had PayPal not answered, the site would wait forever");
      return new Promise<Response>(() => undefined);
    }
    return new Promise<Response>((_resolve, reject) => {
      if (signal.aborted) reject(signal.reason);
      else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    });
  }

  private addRefund(capture: CaptureState, cents: number, reversal: boolean): RefundState {
    const now = this.now();
    capture.refundedCents += cents;
    capture.updateTime = now;
    const refund: RefundState = {
      id: paypalId(),
      captureId: capture.id,
      reversal,
      currency: capture.currency,
      cents,
      totalRefundedCents: capture.refundedCents,
      ...(capture.customId === undefined ? {} : { customId: capture.customId }),
      ...(capture.invoiceId === undefined ? {} : { invoiceId: capture.invoiceId }),
      createTime: now,
    };
    this.refunds.set(refund.id, refund);
    capture.refundIds.push(refund.id);
    return refund;
  }

  private captureWebhook(capture: CaptureState, eventType: string, summary: string): WebhookDelivery {
    const amount = money(capture.currency, capture.grossCents);
    const event = webhookEvent(
      this.urls.api,
      this.now(),
      eventType,
      `${summary} ${spoken(amount)}`,
      renderCapture(capture, this.urls, true),
    );
    return this.signer.sign(event, this.now());
  }

  private findOrder(orderId: string): OrderState {
    const order = this.orders.get(orderId);
    if (!order) throw new StandInError(404, `no order ${orderId}`);
    return order;
  }

  private findCapture(captureId: string): CaptureState {
    const capture = this.captures.get(captureId);
    if (!capture) throw new StandInError(404, `no capture ${captureId}`);
    return capture;
  }

  private pendingCapture(captureId: string): CaptureState {
    const capture = this.findCapture(captureId);
    if (capture.status !== "PENDING") throw new StandInError(409, `capture ${captureId} is ${capture.status}, not PENDING`);
    return capture;
  }

  private refundableCapture(captureId: string): CaptureState {
    const capture = this.findCapture(captureId);
    if (capture.status !== "COMPLETED" && capture.status !== "PARTIALLY_REFUNDED")
      throw new StandInError(409, `capture ${captureId} is ${capture.status}: nothing to refund or reverse`);
    return capture;
  }
}

function describeIssue(detail: IssueDetail): string {
  return `${detail.field ?? "/"} ${detail.issue}${detail.value === undefined ? "" : ` (${JSON.stringify(detail.value)})`}`;
}
