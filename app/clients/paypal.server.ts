// PayPal's REST API (OAuth2 client credentials, Orders v2, Payments v2, webhook verification)
// behind one small client. Only what the supporter payments need; every answer PayPal sends is
// checked with Zod before anyone may use it, and every failure becomes a PayPalError whose kind
// says what the caller can do about it.
import { z } from "zod";
import { PAYPAL_API_PRODUCTION, PAYPAL_API_SANDBOX, PAYPAL_TIMEOUT_MS, PAYPAL_TOKEN_MARGIN_S } from "../config/supporter.ts";
import type { AppEnv } from "../env.server.ts";
import { isLoopbackHost } from "../lib/security/dev-only.server.ts";

/**
 * - `refused`: PayPal refused the call for the reason in `issue` (a capture's 422 or 403:
 *   INSTRUMENT_DECLINED, PAYER_ACTION_REQUIRED, PAYER_CANNOT_PAY …); nothing was captured. What
 *   an issue means for a payment is the supporter domain's table (supporter/capture-issues.ts);
 * - `not-approved`: the buyer has not approved the order (yet);
 * - `already-captured`: the order was captured under another request id: look it up;
 * - `not-found`: PayPal does not know the id;
 * - `unreachable`: network, time-out or PayPal's own trouble: ask again later, same request id;
 * - `invalid`: PayPal refused our request or answered something we do not understand;
 * - `auth`: our credentials were refused.
 */
export type PayPalErrorKind = "refused" | "not-approved" | "already-captured" | "not-found" | "unreachable" | "invalid" | "auth";

export class PayPalError extends Error {
  override readonly name = "PayPalError";
  readonly kind: PayPalErrorKind;
  readonly status: number | undefined;
  readonly issue: string | undefined;
  readonly debugId: string | undefined;

  constructor(
    kind: PayPalErrorKind,
    message: string,
    options: { status?: number; issue?: string; debugId?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.issue = options.issue;
    this.debugId = options.debugId;
  }
}

export interface PayPalConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

/** Where the browser's checkout comes from: PayPal itself (live or sandbox), or the local stand-in in development. */
export type CheckoutMode = "production" | "sandbox" | "local";

/** The account's PayPal settings, or null when this deployment has none (payments then answer 503). */
export function paypalConfig(env: AppEnv): PayPalConfig | null {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET || !env.PAYPAL_WEBHOOK_ID) return null;
  return {
    baseUrl: (env.PAYPAL_API_BASE ?? (env.ENVIRONMENT === "production" ? PAYPAL_API_PRODUCTION : PAYPAL_API_SANDBOX)).replace(/\/+$/, ""),
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    webhookId: env.PAYPAL_WEBHOOK_ID,
  };
}

export function checkoutMode(env: AppEnv, config: PayPalConfig): CheckoutMode {
  if (config.baseUrl === PAYPAL_API_PRODUCTION) return "production";
  // A stand-in on this machine is only ever a development checkout; production refuses it (env check).
  if (env.ENVIRONMENT !== "production" && isLoopbackHost(config.baseUrl)) return "local";
  return "sandbox";
}

// --- Answers ---------------------------------------------------------------------------------

const money = z.object({ currency_code: z.string(), value: z.string() });

const captureSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  status_details: z.object({ reason: z.string().optional() }).optional(),
  amount: money.optional(),
  custom_id: z.string().optional(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).optional() }).optional(),
});
export type PayPalCapture = z.infer<typeof captureSchema>;

const orderSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        amount: money.optional(),
        custom_id: z.string().optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .optional(),
  payer: z.object({ email_address: z.string().optional() }).optional(),
});
export type PayPalOrder = z.infer<typeof orderSchema>;

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const verificationSchema = z.object({ verification_status: z.string() });
const errorSchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional(), description: z.string().optional() })).optional(),
});

/** The first capture of an order's first purchase unit: the only one our orders ever have. */
export function firstCapture(order: PayPalOrder): PayPalCapture | undefined {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}

// --- Client ----------------------------------------------------------------------------------

/** Which of PayPal's checkouts the buyer pays in: the PayPal wallet, or the guest card form (no PayPal account). */
export type CheckoutMethod = "paypal" | "card";

export interface CreateOrderInput {
  /** "10.00", computed by the server. */
  value: string;
  currency: string;
  description: string;
  customId: string;
  requestId: string;
  locale: "de" | "en";
  method: CheckoutMethod;
}

export interface WebhookHeaders {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

/**
 * The transmission fields within the limits of PayPal's verify-webhook-signature request
 * (Webhooks v1 OpenAPI, `verify_webhook_signature`): lengths (transmission id 50, signature and
 * certificate URL 500, algorithm and time 100), the algorithm's letters and digits, the URL and
 * the time's formats. A header beyond them never came from PayPal, and PayPal would answer 400,
 * so it is refused here without asking PayPal. The documented pattern of id and signature
 * (`^(?!\d+$)\w+\S+`) is not applied: a base64 signature may begin with + or /, and refusing
 * a genuine delivery would lose it; no whitespace is the part of it that is safe to demand.
 */
const NO_SPACE = /^\S+$/;
const webhookHeadersSchema = z.object({
  authAlgo: z
    .string()
    .max(100)
    .regex(/^[a-zA-Z0-9]+$/),
  certUrl: z.url().max(500),
  transmissionId: z.string().max(50).regex(NO_SPACE),
  transmissionSig: z.string().max(500).regex(NO_SPACE),
  transmissionTime: z.iso.datetime({ offset: true }).max(100),
});

/**
 * PayPal's webhook headers: `missing` when one is absent (not a PayPal delivery at all),
 * `malformed` when one breaks PayPal's own limits (lengths, patterns, formats).
 */
export function webhookHeaders(headers: Headers): { ok: true; headers: WebhookHeaders } | { ok: false; reason: "missing" | "malformed" } {
  const raw = {
    authAlgo: headers.get("PAYPAL-AUTH-ALGO"),
    certUrl: headers.get("PAYPAL-CERT-URL"),
    transmissionId: headers.get("PAYPAL-TRANSMISSION-ID"),
    transmissionSig: headers.get("PAYPAL-TRANSMISSION-SIG"),
    transmissionTime: headers.get("PAYPAL-TRANSMISSION-TIME"),
  };
  if (Object.values(raw).some((value) => value === null || value === "")) return { ok: false, reason: "missing" };
  const parsed = webhookHeadersSchema.safeParse(raw);
  return parsed.success ? { ok: true, headers: parsed.data } : { ok: false, reason: "malformed" };
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

// One token per isolate and account, reused until shortly before PayPal says it expires.
const tokenCache = new Map<string, CachedToken>();

export interface PayPalClientOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The caller's clock (the request's instant): the cached token's expiry is measured against it. */
  now: () => number;
}

const BODY_EXCERPT_CHARS = 300;

export class PayPalClient {
  private readonly config: PayPalConfig;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly now: () => number;

  constructor(config: PayPalConfig, options: PayPalClientOptions) {
    this.config = config;
    // Looked up at call time: Workers throws "Illegal invocation" for fetch detached from globalThis.
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? PAYPAL_TIMEOUT_MS;
    this.now = options.now;
  }

  private get cacheKey(): string {
    return `${this.config.baseUrl}|${this.config.clientId}`;
  }

  private async token(): Promise<string> {
    const cached = tokenCache.get(this.cacheKey);
    if (cached && cached.expiresAt > this.now()) return cached.token;
    const credentials = btoa(`${this.config.clientId}:${this.config.clientSecret}`);
    const response = await this.send("/v1/oauth2/token", {
      method: "POST",
      headers: { Authorization: `Basic ${credentials}`, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: "grant_type=client_credentials",
    });
    if (response.status === 401) throw new PayPalError("auth", "PayPal refused the client credentials", { status: 401 });
    const body = await this.readJson(response, "token");
    const parsed = tokenSchema.safeParse(body);
    if (!response.ok || !parsed.success) throw this.errorFrom(response, body, "token");
    const token = parsed.data.access_token;
    tokenCache.set(this.cacheKey, { token, expiresAt: this.now() + (parsed.data.expires_in - PAYPAL_TOKEN_MARGIN_S) * 1000 });
    return token;
  }

  /** A call with the bearer token; a token PayPal no longer accepts is dropped and fetched again, once. */
  private async call(
    path: string,
    init: { method: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ response: Response; body: unknown }> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.token();
      const response = await this.send(path, {
        method: init.method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: "application/json",
          ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (response.status === 401 && attempt === 0) {
        await response.body?.cancel();
        tokenCache.delete(this.cacheKey);
        continue;
      }
      return { response, body: await this.readJson(response, path) };
    }
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(`${this.config.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (cause) {
      throw new PayPalError(
        "unreachable",
        `PayPal did not answer ${init.method} ${path}: ${cause instanceof Error ? cause.message : String(cause)}`,
        { cause },
      );
    }
  }

  private async readJson(response: Response, what: string): Promise<unknown> {
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw new PayPalError("unreachable", `PayPal's answer to ${what} broke off`, { cause, status: response.status });
    }
    if (text === "") return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      if (response.status >= 500)
        throw new PayPalError("unreachable", `PayPal answered ${response.status} to ${what}`, { status: response.status });
      throw new PayPalError("invalid", `PayPal answered ${what} with no JSON: ${text.slice(0, BODY_EXCERPT_CHARS)}`, {
        status: response.status,
      });
    }
  }

  private errorFrom(response: Response, body: unknown, what: string): PayPalError {
    const parsed = errorSchema.safeParse(body);
    const info = parsed.success ? parsed.data : {};
    const issue = info.details?.[0]?.issue;
    const options = { status: response.status, issue, debugId: info.debug_id };
    const text = `PayPal ${what}: ${response.status} ${info.name ?? ""} ${issue ?? ""} ${info.message ?? ""}`.replace(/\s+/g, " ").trim();
    if (response.status >= 500 || response.status === 429) return new PayPalError("unreachable", text, options);
    if (response.status === 401) return new PayPalError("auth", text, options);
    if (response.status === 404) return new PayPalError("not-found", text, options);
    if (issue === "ORDER_NOT_APPROVED") return new PayPalError("not-approved", text, options);
    if (issue === "ORDER_ALREADY_CAPTURED") return new PayPalError("already-captured", text, options);
    // A 422 is PayPal's business refusal, a 403 with an issue a permission our account lacks for it.
    if (issue !== undefined && (response.status === 422 || response.status === 403)) return new PayPalError("refused", text, options);
    if (response.status === 403) return new PayPalError("auth", text, options);
    return new PayPalError("invalid", text, options);
  }

  private parseOrder(response: Response, body: unknown, what: string): PayPalOrder {
    if (!response.ok) throw this.errorFrom(response, body, what);
    const parsed = orderSchema.safeParse(body);
    if (!parsed.success)
      throw new PayPalError("invalid", `PayPal's ${what} answer is not an order: ${z.prettifyError(parsed.error)}`, {
        status: response.status,
      });
    return parsed.data;
  }

  /**
   * POST /v2/checkout/orders: one purchase unit, amount and description as the server computed
   * them. The PayPal wallet's order says how PayPal's window should look (payment_source.paypal);
   * the guest card form's order has no payment_source, as PayPal's v6 guest payment samples create
   * it (decision record 014).
   */
  async createOrder(input: CreateOrderInput): Promise<PayPalOrder> {
    const wallet = {
      paypal: {
        experience_context: {
          brand_name: "Sudoku-Oase",
          locale: input.locale === "en" ? "en-GB" : "de-DE",
          shipping_preference: "NO_SHIPPING",
          user_action: "PAY_NOW",
        },
      },
    };
    const { response, body } = await this.call("/v2/checkout/orders", {
      method: "POST",
      headers: { "PayPal-Request-Id": input.requestId, Prefer: "return=representation" },
      body: {
        intent: "CAPTURE",
        purchase_units: [
          {
            amount: { currency_code: input.currency, value: input.value },
            description: input.description,
            custom_id: input.customId,
          },
        ],
        ...(input.method === "paypal" ? { payment_source: wallet } : {}),
      },
    });
    return this.parseOrder(response, body, "create order");
  }

  /** POST /v2/checkout/orders/{id}/capture with a request id: a retry with the same id is the same capture. */
  async captureOrder(orderId: string, requestId: string): Promise<PayPalOrder> {
    const { response, body } = await this.call(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
      method: "POST",
      headers: { "PayPal-Request-Id": requestId, Prefer: "return=representation" },
      body: {},
    });
    return this.parseOrder(response, body, "capture");
  }

  async getOrder(orderId: string): Promise<PayPalOrder> {
    const { response, body } = await this.call(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, { method: "GET" });
    return this.parseOrder(response, body, "order");
  }

  async getCapture(captureId: string): Promise<PayPalCapture> {
    const { response, body } = await this.call(`/v2/payments/captures/${encodeURIComponent(captureId)}`, { method: "GET" });
    if (!response.ok) throw this.errorFrom(response, body, "capture lookup");
    const parsed = captureSchema.safeParse(body);
    if (!parsed.success) throw new PayPalError("invalid", "PayPal's capture answer is not a capture", { status: response.status });
    return parsed.data;
  }

  /** POST /v1/notifications/verify-webhook-signature: PayPal checks the delivery was signed by PayPal for our webhook. */
  async verifyWebhook(headers: WebhookHeaders, event: unknown): Promise<boolean> {
    const { response, body } = await this.call("/v1/notifications/verify-webhook-signature", {
      method: "POST",
      body: {
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: this.config.webhookId,
        webhook_event: event,
      },
    });
    if (!response.ok) throw this.errorFrom(response, body, "webhook verification");
    const parsed = verificationSchema.safeParse(body);
    if (!parsed.success) throw new PayPalError("invalid", "PayPal's verification answer has no status", { status: response.status });
    return parsed.data.verification_status === "SUCCESS";
  }
}

/** Forgets cached tokens (tests that swap the stand-in). */
export function clearPayPalTokens(): void {
  tokenCache.clear();
}
