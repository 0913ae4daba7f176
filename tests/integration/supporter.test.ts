import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../workers/app.ts";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PayPalStandIn, WebhookDelivery } from "../../scripts/local/paypal/standin.ts";
import { installPayPalStandIn, paypalContract } from "./paypal-standin.ts";
import { describeCounts } from "../../scripts/local/paypal/contract.ts";
import { CAPTURE_ISSUES } from "../../app/supporter/capture-issues.ts";
import { createDb } from "../../app/db/client.server.ts";
import { checkEnv } from "../../app/env.server.ts";
import { deleteAccount } from "../../app/accounts/account-data.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { mailerFor } from "../../app/mail/mail-setup.server.ts";
import { PayPalClient, paypalConfig } from "../../app/clients/paypal.server.ts";
import { hashPassword } from "../../app/accounts/password.server.ts";
import { confirmPayment, startPayment, type SupporterDeps } from "../../app/supporter/supporter.server.ts";
import { productionEnv, request } from "./helpers.ts";

// The supporter money flow through the real Worker, D1 and the local PayPal stand-in
// (scripts/local/paypal/standin.ts) in place of PayPal: every outbound fetch of the Worker goes to the
// stand-in, which checks each request it gets. Each fault ends with the stored rows checked:
// never a credit without a COMPLETED capture, never a second credit for one capture.

const ORIGIN = "http://localhost:8787";
let standIn: PayPalStandIn;
let counter = 0;

interface Player {
  id: number;
  token: string;
  email: string;
}

async function player(until: string | null = null): Promise<Player> {
  const hash = await hashPassword("Geheim!123", { iterations: 1000, iterationsPerCall: 1000 });
  const email = `supporter${++counter}-${Math.random().toString(36).slice(2)}@example.org`;
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, supporter_until, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(email, hash, until, Date.now(), Date.now())
    .first<{ id: number }>();
  const { token } = await createSession(createDb(env.DB), row!.id, "", new Date());
  return { id: row!.id, token, email };
}

const at = (iso: string) => vi.setSystemTime(new Date(iso));

function post(path: string, who: Player | null, fields: Record<string, string>, language = "de") {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      ...(who ? { Authorization: `Bearer ${who.token}` } : {}),
      "Content-Type": "application/x-www-form-urlencoded",
      "Accept-Language": language,
      Origin: ORIGIN,
    },
  });
}

async function order(who: Player, amount: string): Promise<string> {
  const res = await post("/api/supporter/order", who, { amount });
  expect(res.status).toBe(201);
  return (await res.json<{ orderId: string }>()).orderId;
}

const confirm = (who: Player, orderId: string, extra: Record<string, string> = {}) =>
  post("/api/approved-payment", who, { paymentId: orderId, amount: "10.00", period: "12", email: who.email, ...extra });

function deliver(delivery: WebhookDelivery, body = delivery.body) {
  return request("/api/paypal/webhook", { method: "POST", headers: delivery.headers, body });
}

interface PaymentDbRow {
  status: string;
  capture_id: string | null;
  capture_request_id: string;
  paypal_issue: string | null;
  gross_cents: number;
  vat_cents: number;
  net_cents: number;
  months: number;
  days: number;
  black_friday: number;
  days_granted: number | null;
  granted_at: number | null;
  refunded_cents: number;
  days_taken_back: number;
  receipt_sent_at: number | null;
  raw: string | null;
}

const paymentRow = (orderId: string) => env.DB.prepare("SELECT * FROM payments WHERE order_id = ?").bind(orderId).first<PaymentDbRow>();
const untilOf = async (who: Player) =>
  (await env.DB.prepare("SELECT supporter_until AS until FROM users WHERE id = ?").bind(who.id).first<{ until: string | null }>())!.until;
/**
 * The services' dependencies as a request builds them, but with a PayPal client that gives up
 * after 200 ms, so a capture whose answer never comes is a quick test.
 */
function impatientDeps(): SupporterDeps {
  const db = createDb(env.DB);
  const appEnv = checkEnv(env);
  const now = new Date();
  return {
    db,
    paypal: new PayPalClient(paypalConfig(appEnv)!, { fetch: standIn.fetch, timeoutMs: 200, now: () => now.getTime() }),
    mailer: mailerFor(appEnv, db, now),
    seller: { name: appEnv.OPERATOR_NAME, address: appEnv.OPERATOR_ADDRESS },
    now,
  };
}

const captureCalls = (orderId: string) =>
  standIn.requests.filter((r) => r.method === "POST" && r.path === `/v2/checkout/orders/${orderId}/capture`);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at("2026-11-23T09:00:00Z");
  standIn = installPayPalStandIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Every request the site sent, and every answer it got, kept PayPal's OpenAPI documents.
  expect(standIn.contractBreaches()).toEqual([]);
});

afterAll(() => {
  const counts = paypalContract().counts;
  console.info(describeCounts(counts));
  expect(counts.requests).toBeGreaterThan(100);
});

describe("paying 10 EUR", () => {
  it("creates the order at the server's price, captures on approval and grants 12 months once", async () => {
    const who = await player();
    const orderId = await order(who, "10");
    const created = standIn.requests.find((r) => r.path === "/v2/checkout/orders")!;
    expect(created.body).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [{ amount: { currency_code: "EUR", value: "10.00" }, description: "Sudoku-Oase: 12 Monate werbefrei" }],
    });
    expect(created.headers["paypal-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    standIn.approve(orderId, "completed", { email: "buyer@example.org" });
    const res = await confirm(who, orderId);
    expect(res.status).toBe(200);
    const body = await res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      success: true,
      status: "completed",
      message: "Deine Zahlung wurde bestätigt. Vielen Dank!",
      amount: "10.00",
      vat: "1.60",
      net: "8.40",
      period: { months: 12, days: 0 },
      supporterUntil: "2027-11-23",
    });
    expect(await untilOf(who)).toBe("2027-11-23");
    const row = (await paymentRow(orderId))!;
    expect(row).toMatchObject({
      status: "completed",
      gross_cents: 1000,
      vat_cents: 160,
      net_cents: 840,
      months: 12,
      days: 0,
      days_granted: 366,
    });
    expect(row.capture_id).toBeTruthy();
    expect(row.receipt_sent_at).not.toBeNull();
    expect(JSON.parse(row.raw!)).toMatchObject({ id: orderId, status: "COMPLETED" });
    const capture = captureCalls(orderId);
    expect(capture).toHaveLength(1);
    expect(capture[0]!.headers["paypal-request-id"]).toBe(`sudoku-oase-capture-${orderId}`);

    const mail = await env.DB.prepare('SELECT subject, text FROM dev_outbox WHERE "to" = ?')
      .bind(who.email)
      .first<{ subject: string; text: string }>();
    expect(mail!.subject).toContain("werbefrei bis 23.11.2027");
    expect(mail!.text).toMatch(/Betrag: 10,00\s€/);
    expect(mail!.text).toMatch(/darin enthalten 19 % MwSt\.: 1,60\s€/);
    expect(mail!.text).toMatch(/Nettobetrag: 8,40\s€/);
    expect(mail!.text).toContain("Werbefreie Zeit: 12 Monate");
    expect(mail!.text).toContain("Verkäufer: Sudoku-Oase (lokale Entwicklung), Musterstraße 1, 10115 Berlin");

    // The player's page (or a retry) asks again: the stored answer, no second capture, no second credit.
    const again = await confirm(who, orderId);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: "completed", supporterUntil: "2027-11-23" });
    expect(captureCalls(orderId)).toHaveLength(1);
    expect(await untilOf(who)).toBe("2027-11-23");
    expect(standIn.problems()).toEqual([]);
    expect(standIn.tokensIssued).toBe(1);
  });

  it("ignores what the client says about amount and period", async () => {
    const who = await player();
    const orderId = await order(who, "1");
    standIn.approve(orderId);
    const res = await confirm(who, orderId, { amount: "135960", period: "999999", email: "someone@else.example" });
    expect(await res.json()).toMatchObject({
      status: "completed",
      amount: "1.00",
      period: { months: 1, days: 6 },
      supporterUntil: "2026-12-29",
    });
    expect(await untilOf(who)).toBe("2026-12-29");
  });

  it("extends a running period from its last day and is 25 % longer on Black Friday", async () => {
    const who = await player("2027-01-31");
    const first = await order(who, "10");
    standIn.approve(first);
    expect(await (await confirm(who, first)).json()).toMatchObject({ status: "completed", supporterUntil: "2028-01-31" });
    expect((await paymentRow(first))!.days_granted).toBe(365);

    at("2026-11-27T10:00:00Z"); // Black Friday 2026, Berlin
    const second = await order(who, "10");
    expect(standIn.requests.at(-1)!.body).toMatchObject({ purchase_units: [{ description: "Sudoku-Oase: 15 Monate werbefrei" }] });
    standIn.approve(second);
    expect(await (await confirm(who, second)).json()).toMatchObject({
      period: { months: 15, days: 0 },
      blackFriday: true,
      supporterUntil: "2029-04-30",
    });
    expect((await paymentRow(second))!.black_friday).toBe(1);
  });

  it("keeps the Black Friday offer of the order when the capture comes after midnight", async () => {
    const who = await player();
    at("2026-11-27T22:59:00Z"); // 23:59 on Black Friday
    const orderId = await order(who, "10");
    at("2026-11-27T23:01:00Z"); // Saturday
    standIn.approve(orderId);
    expect(await (await confirm(who, orderId)).json()).toMatchObject({ period: { months: 15, days: 0 }, supporterUntil: "2028-02-28" });
  });

  it("stacks two payments confirmed at the same moment without losing either", async () => {
    const who = await player();
    const [a, b] = [await order(who, "10"), await order(who, "5")];
    standIn.approve(a);
    standIn.approve(b);
    const answers = await Promise.all([confirm(who, a), confirm(who, b), confirm(who, a), confirm(who, b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await untilOf(who)).toBe("2028-05-23");
    expect(captureCalls(a).length + captureCalls(b).length).toBeLessThanOrEqual(4);
    const granted = await env.DB.prepare("SELECT sum(days_granted) AS days FROM payments WHERE user_id = ?")
      .bind(who.id)
      .first<{ days: number }>();
    expect(granted!.days).toBe(366 + 182);
  });
});

describe("the guest card form", () => {
  const lastCreate = () => standIn.requests.filter((r) => r.method === "POST" && r.path === "/v2/checkout/orders").at(-1)!.body;

  it("creates its order without payment_source, as PayPal's v6 guest samples do, and grants on the card's capture", async () => {
    const who = await player();
    const wallet = await order(who, "10");
    expect(lastCreate()).toMatchObject({ payment_source: { paypal: { experience_context: { shipping_preference: "NO_SHIPPING" } } } });
    // The card form cannot pay an order made for the wallet (the stand-in refuses, as a contract).
    expect(() => standIn.approve(wallet, "completed", { funding: "card" })).toThrow(/payment_source/);

    const res = await post("/api/supporter/order", who, { amount: "10", method: "card" });
    expect(res.status).toBe(201);
    const { orderId } = await res.json<{ orderId: string }>();
    expect(lastCreate()).not.toHaveProperty("payment_source");
    expect(lastCreate()).toMatchObject({ intent: "CAPTURE", purchase_units: [{ amount: { currency_code: "EUR", value: "10.00" } }] });
    standIn.approve(orderId, "completed", { funding: "card", email: "guest@example.org" });
    expect(await (await confirm(who, orderId)).json()).toMatchObject({ status: "completed", supporterUntil: "2027-11-23" });
    expect(standIn.order(orderId)).toMatchObject({
      payment_source: { card: { brand: "VISA" } },
      payer: { email_address: "guest@example.org" },
    });
  });

  it("refuses a checkout method it does not know, in the player's language", async () => {
    const who = await player();
    const res = await post("/api/supporter/order", who, { amount: "10", method: "bitcoin" }, "en");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errors: { method: ["Please choose PayPal or card as the way to pay."] } });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE user_id = ?").bind(who.id).first<{ n: number }>()).toEqual({
      n: 0,
    });
  });
});

describe("payments that do not complete", () => {
  it("sends the buyer back to PayPal for a declined card, and grants once after their new approval", async () => {
    const who = await player();
    const orderId = await order(who, "10");
    standIn.approve(orderId, "declined");
    const res = await confirm(who, orderId);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({
      success: false,
      status: "payer_action",
      reason: "funding",
      issue: "INSTRUMENT_DECLINED",
      message:
        "Diese Zahlungsart wurde abgelehnt, es wurde nichts abgebucht. Bitte wähle im PayPal-Fenster, das sich wieder öffnet, eine andere Karte oder ein anderes Konto.",
    });
    const waiting = (await paymentRow(orderId))!;
    expect(waiting).toMatchObject({ status: "payer_action", paypal_issue: "INSTRUMENT_DECLINED", granted_at: null });
    expect(await untilOf(who)).toBeNull();
    // Before the buyer chose again, PayPal has nothing to capture.
    expect((await confirm(who, orderId)).status).toBe(409);
    standIn.approve(orderId, "completed");
    expect(await (await confirm(who, orderId)).json()).toMatchObject({ status: "completed", supporterUntil: "2027-11-23" });
    // The capture after the refusal went under a key of its own: PayPal may keep the refusal under the first.
    const keys = captureCalls(orderId).map((c) => c.headers["paypal-request-id"]);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[2]);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[1]).toBe(waiting.capture_request_id);
    expect((await paymentRow(orderId))!.days_granted).toBe(366);
  });

  it.each([
    ["de", "issue:PAYER_ACTION_REQUIRED", 402, "payer_action", "PayPal braucht noch eine Bestätigung von dir"],
    ["en", "issue:REDIRECT_PAYER_FOR_ALTERNATE_FUNDING", 402, "payer_action", "This way of paying was declined"],
    ["de", "issue:PAYER_CANNOT_PAY", 402, "declined", "PayPal kann diese Zahlung über dein Konto nicht ausführen"],
    ["en", "issue:TRANSACTION_BLOCKED_BY_PAYEE", 402, "declined", "PayPal's security check stopped this payment"],
    ["de", "issue:MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED", 402, "declined", "Für diese Zahlung gab es zu viele Versuche"],
    ["en", "issue:TRANSACTION_LIMIT_EXCEEDED", 402, "declined", "The amount exceeds a PayPal limit"],
    ["de", "issue:TRANSACTION_REFUSED", 402, "declined", "Die Zahlung wurde abgelehnt, es wurde nichts abgebucht"],
    ["en", "issue:NOT_ENABLED_FOR_CARD_PROCESSING", 402, "declined", "The payment failed because of an error on our side"],
    ["de", "issue:ORDER_COMPLETION_IN_PROGRESS", 502, undefined, "Während des Zahlungsvorgangs ist ein Fehler aufgetreten"],
  ] as const)("answers a capture refused with %s %s in the player's language", async (language, scenario, status, stored, message) => {
    const who = await player();
    const orderId = await order(who, "10");
    standIn.approve(orderId, scenario);
    const res = await post("/api/approved-payment", who, { paymentId: orderId }, language);
    expect(res.status).toBe(status);
    const body = await res.json<{ message: string; status?: string }>();
    expect(body.message).toContain(message);
    expect(body.status).toBe(stored);
    expect((await paymentRow(orderId))!).toMatchObject({ status: stored ?? "created", paypal_issue: stored ? scenario.slice(6) : null });
    expect(await untilOf(who)).toBeNull();
  });

  it("handles every capture issue PayPal documents: the buyer's go back to PayPal, the final ones are stored and said again without PayPal", async () => {
    const deps = impatientDeps();
    const issues = Object.entries(CAPTURE_ISSUES).filter(([, outcome]) => outcome.kind !== "state");
    const seen: Record<string, number> = {};
    for (const [issue, outcome] of issues) {
      // A player per issue: orders and confirmations are rate-limited per account.
      const who = await player();
      const started = await startPayment(deps, who.id, 500, "de");
      if (started.kind !== "created") throw new Error(started.kind);
      standIn.approve(started.orderId, `issue:${issue}`);
      const result = await confirmPayment(deps, who.id, started.orderId);
      const row = (await paymentRow(started.orderId))!;
      seen[result.kind] = (seen[result.kind] ?? 0) + 1;
      if (outcome.kind === "buyer") {
        expect([issue, result]).toMatchObject([issue, { kind: "payer-action", reason: outcome.reason }]);
        expect(row).toMatchObject({ status: "payer_action", paypal_issue: issue, capture_id: null });
      } else if (outcome.kind === "final") {
        expect([issue, result]).toMatchObject([issue, { kind: "declined", reason: outcome.reason }]);
        expect(row).toMatchObject({ status: "declined", paypal_issue: issue, capture_id: null });
        const calls = captureCalls(started.orderId).length;
        expect(await confirmPayment(deps, who.id, started.orderId)).toMatchObject({ kind: "declined", reason: outcome.reason });
        expect(captureCalls(started.orderId)).toHaveLength(calls);
      } else {
        expect([issue, result.kind]).toEqual([issue, "provider-error"]);
        expect(row).toMatchObject({ status: "created", paypal_issue: null });
      }
    }
    expect(seen).toEqual({ "payer-action": 4, declined: 65, "provider-error": 1 });
  });

  it("captures nothing before the buyer approved", async () => {
    const who = await player();
    const orderId = await order(who, "10");
    const res = await confirm(who, orderId);
    expect(res.status).toBe(409);
    expect((await paymentRow(orderId))!).toMatchObject({ status: "created", capture_id: null, granted_at: null });
    expect(await untilOf(who)).toBeNull();
  });

  it("answers 502 when PayPal fails and stores nothing; the retry then captures once", async () => {
    const who = await player();
    const orderId = await order(who, "10");
    standIn.approve(orderId, "error");
    const res = await confirm(who, orderId);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      message: "Während des Zahlungsvorgangs ist ein Fehler aufgetreten. Bitte versuche es später erneut.",
    });
    expect((await paymentRow(orderId))!).toMatchObject({ status: "created", granted_at: null });
    standIn.setScenario(orderId, "completed");
    expect(await (await confirm(who, orderId)).json()).toMatchObject({ status: "completed", supporterUntil: "2027-11-23" });
  });

  it("records a PENDING capture and grants when PayPal's COMPLETED webhook arrives, once", async () => {
    const who = await player();
    const orderId = await order(who, "10");
    standIn.approve(orderId, "pending");
    const res = await confirm(who, orderId);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ status: "pending", message: expect.stringContaining("prüft") });
    const pending = (await paymentRow(orderId))!;
    expect(pending).toMatchObject({ status: "pending", granted_at: null });
    expect(await untilOf(who)).toBeNull();

    // Asking again while PayPal reviews: a lookup, not a second capture.
    expect((await confirm(who, orderId)).status).toBe(202);
    expect(captureCalls(orderId)).toHaveLength(1);

    const completed = standIn.completeCapture(pending.capture_id!);
    const hook = await deliver(completed);
    expect(hook.status).toBe(200);
    expect(await hook.json()).toMatchObject({ outcome: "completed" });
    expect(await untilOf(who)).toBe("2027-11-23");
    expect((await paymentRow(orderId))!).toMatchObject({ status: "completed", days_granted: 366 });

    // PayPal delivers again (it retries until it sees a 2xx; it may also resend by hand).
    expect(await (await deliver(completed)).json()).toMatchObject({ outcome: "duplicate" });
    expect(await untilOf(who)).toBe("2027-11-23");
    expect(await (await confirm(who, orderId)).json()).toMatchObject({ status: "completed", supporterUntil: "2027-11-23" });
    const events = await env.DB.prepare("SELECT count(*) AS n FROM payment_events WHERE event_id = ?")
      .bind(completed.event.id)
      .first<{ n: number }>();
    expect(events!.n).toBe(1);
  });

  it("does not grant a pending capture that PayPal then denies", async () => {
    const who = await player();
    const orderId = await order(who, "10");
    standIn.approve(orderId, "pending");
    await confirm(who, orderId);
    const denied = standIn.denyCapture((await paymentRow(orderId))!.capture_id!);
    expect((await deliver(denied)).status).toBe(200);
    expect((await paymentRow(orderId))!).toMatchObject({ status: "declined", granted_at: null });
    expect(await untilOf(who)).toBeNull();
  });

  it("grants a capture whose answer was lost exactly once, by retrying with the same request id", async () => {
    const who = await player();
    const deps = impatientDeps();
    const started = await startPayment(deps, who.id, 1000, "de");
    if (started.kind !== "created") throw new Error(started.kind);
    standIn.approve(started.orderId, "timeout");
    const lost = await confirmPayment(deps, who.id, started.orderId);
    expect(lost.kind).toBe("provider-error");
    expect((await paymentRow(started.orderId))!).toMatchObject({ status: "created", granted_at: null });
    expect(await untilOf(who)).toBeNull();
    // PayPal did capture; the retry carries the same PayPal-Request-Id and gets that capture.
    const retried = await confirmPayment(deps, who.id, started.orderId);
    expect(retried.kind).toBe("completed");
    const calls = captureCalls(started.orderId);
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((c) => c.headers["paypal-request-id"])).size).toBe(1);
    expect(standIn.order(started.orderId)).toMatchObject({ purchase_units: [{ payments: { captures: [expect.anything()] } }] });
    expect(await untilOf(who)).toBe("2027-11-23");
  });

  it("grants a capture whose answer was lost when PayPal's webhook tells of it first", async () => {
    const who = await player();
    const deps = impatientDeps();
    const started = await startPayment(deps, who.id, 1000, "en");
    if (started.kind !== "created") throw new Error(started.kind);
    standIn.approve(started.orderId, "timeout");
    expect((await confirmPayment(deps, who.id, started.orderId)).kind).toBe("provider-error");
    const order = standIn.order(started.orderId) as { purchase_units: { payments: { captures: { id: string }[] } }[] };
    const captureId = order.purchase_units[0]!.payments.captures[0]!.id;
    expect((await deliver(standIn.capturedWebhook(captureId))).status).toBe(200);
    expect(await untilOf(who)).toBe("2027-11-23");
    expect((await paymentRow(started.orderId))!).toMatchObject({ status: "completed", capture_id: captureId, days_granted: 366 });
    // The player comes back: the stored result, no capture call.
    expect((await confirmPayment(deps, who.id, started.orderId)).kind).toBe("completed");
    expect(captureCalls(started.orderId)).toHaveLength(1);
    const mail = await env.DB.prepare('SELECT subject FROM dev_outbox WHERE "to" = ?').bind(who.email).first<{ subject: string }>();
    expect(mail!.subject).toBe("Your payment to Sudoku-Oase: ad-free until 23/11/2027");
  });

  it("grants a capture whose answer was lost once, when the retry comes after PayPal forgot the request id (6 hours)", async () => {
    const who = await player();
    const started = await startPayment(impatientDeps(), who.id, 1000, "de");
    if (started.kind !== "created") throw new Error(started.kind);
    standIn.approve(started.orderId, "timeout");
    expect((await confirmPayment(impatientDeps(), who.id, started.orderId)).kind).toBe("provider-error");
    at("2026-11-23T16:00:00Z");
    // The same key is a new request to PayPal now: it finds the order captured, and the site looks the capture up.
    expect(await confirmPayment(impatientDeps(), who.id, started.orderId)).toMatchObject({ kind: "completed", until: "2027-11-23" });
    expect(captureCalls(started.orderId)).toHaveLength(2);
    expect((await paymentRow(started.orderId))!.days_granted).toBe(366);
  });

  it("finds a capture made under another request id instead of failing", async () => {
    const who = await player();
    const orderId = await order(who, "10");
    standIn.approve(orderId);
    const token = await (
      await standIn.fetch("http://127.0.0.1:8790/v1/oauth2/token", {
        method: "POST",
        headers: {
          Authorization: `Basic ${btoa("standin-client-id:standin-client-secret")}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "grant_type=client_credentials",
      })
    ).json<{ access_token: string }>();
    const other = await standIn.fetch(`http://127.0.0.1:8790/v2/checkout/orders/${orderId}/capture`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token.access_token}`, "Content-Type": "application/json", "PayPal-Request-Id": "someone-else" },
      body: "{}",
    });
    expect(other.status).toBe(201);
    expect(await (await confirm(who, orderId)).json()).toMatchObject({ status: "completed", supporterUntil: "2027-11-23" });
    expect((await paymentRow(orderId))!.days_granted).toBe(366);
  });
});

describe("D1 failing in the middle of the grant (issue 15, faults)", () => {
  it("rolls the whole grant back, answers an error, and the retry grants exactly once", async () => {
    const who = await player();
    const orderId = await order(who, "10");
    standIn.approve(orderId, "completed");
    // The grant is one batch: the player's period, then the payment marked granted. Fail the second write.
    await env.DB.prepare(
      "CREATE TRIGGER grant_fault BEFORE UPDATE OF granted_at ON payments WHEN NEW.granted_at IS NOT NULL BEGIN SELECT RAISE(ABORT, 'injected fault'); END",
    ).run();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let failed: Response;
    try {
      failed = await confirm(who, orderId);
    } finally {
      error.mockRestore();
      await env.DB.prepare("DROP TRIGGER grant_fault").run();
    }
    expect(failed.status).toBe(503);
    expect((await failed.json<{ success: boolean; message: string }>()).success).toBe(false);
    // Nothing half done: no period without the payment marked, no payment marked without the period.
    expect(await untilOf(who)).toBeNull();
    expect((await paymentRow(orderId))!.granted_at).toBeNull();

    const retry = await confirm(who, orderId);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ status: "completed", supporterUntil: "2027-11-23" });
    expect(await untilOf(who)).toBe("2027-11-23");
    expect((await paymentRow(orderId))!.days_granted).toBe(366);
    // PayPal saw the same capture request (same request id) however often it was asked: one charge.
    expect(new Set(captureCalls(orderId).map((c) => c.headers["paypal-request-id"])).size).toBe(1);
    expect(standIn.problems()).toEqual([]);
  });
});

describe("webhooks", () => {
  async function paid(amount = "10") {
    const who = await player();
    const orderId = await order(who, amount);
    standIn.approve(orderId);
    await confirm(who, orderId);
    return { who, orderId, captureId: (await paymentRow(orderId))!.capture_id! };
  }

  it("refuses deliveries PayPal did not sign, and changes nothing", async () => {
    const who = await player();
    const orderId = await order(who, "10");
    standIn.approve(orderId, "pending");
    await confirm(who, orderId);
    const captureId = (await paymentRow(orderId))!.capture_id!;
    const genuine = standIn.completeCapture(captureId);

    const forged = standIn.forgedDelivery("PAYMENT.CAPTURE.COMPLETED", genuine.event.resource);
    expect((await deliver(forged)).status).toBe(400);
    const tampered = JSON.stringify({ ...genuine.event, resource: { ...genuine.event.resource, id: "SOMEOTHERCAPTURE1" } });
    expect((await deliver(genuine, tampered)).status).toBe(400);
    const headerless = await request("/api/paypal/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: genuine.body,
    });
    expect(headerless.status).toBe(400);
    expect((await deliver(genuine, "{not json")).status).toBe(400);
    expect((await paymentRow(orderId))!).toMatchObject({ status: "pending", granted_at: null });
    expect(await untilOf(who)).toBeNull();
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM payment_events WHERE resource_id IN (?, 'SOMEOTHERCAPTURE1')")
      .bind(captureId)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
    // The genuine one still counts afterwards.
    expect((await deliver(genuine)).status).toBe(200);
    expect(await untilOf(who)).toBe("2027-11-23");
  });

  it("answers 400 to webhook headers beyond PayPal's own limits without asking PayPal; at the limits PayPal decides", async () => {
    const who = await player();
    const orderId = await order(who, "10");
    standIn.approve(orderId, "pending");
    await confirm(who, orderId);
    const genuine = standIn.completeCapture((await paymentRow(orderId))!.capture_id!);
    const verifications = () => standIn.requests.filter((r) => r.path === "/v1/notifications/verify-webhook-signature").length;
    const send = (change: Record<string, string>, language = "de") =>
      request("/api/paypal/webhook", {
        method: "POST",
        headers: { ...genuine.headers, ...change, "Accept-Language": language },
        body: genuine.body,
      });
    const url = (length: number) => `https://api.paypal.com/v1/notifications/certs/${"C".repeat(length - 46)}`;
    expect(url(500)).toHaveLength(500);
    const tooMuch: [Record<string, string>, "de" | "en"][] = [
      [{ "PAYPAL-TRANSMISSION-ID": "a".repeat(51) }, "de"],
      [{ "PAYPAL-TRANSMISSION-SIG": "s".repeat(501) }, "en"],
      [{ "PAYPAL-CERT-URL": url(501) }, "de"],
      [{ "PAYPAL-CERT-URL": "not a url" }, "de"],
      [{ "PAYPAL-AUTH-ALGO": "SHA256-with-RSA" }, "de"],
      [{ "PAYPAL-TRANSMISSION-TIME": "yesterday" }, "en"],
    ];
    for (const [change, language] of tooMuch) {
      const res = await send(change, language);
      expect([change, res.status]).toEqual([change, 400]);
      expect((await res.json<{ message: string }>()).message).toEqual(
        language === "de" ? "Diese Benachrichtigung ist unlesbar." : expect.stringMatching(/^This notification/),
      );
    }
    expect(verifications()).toBe(0);
    // At PayPal's limits the headers go to PayPal, which knows they are not the ones it sent.
    const atTheLimit: Record<string, string>[] = [
      { "PAYPAL-TRANSMISSION-ID": "a".repeat(50) },
      { "PAYPAL-TRANSMISSION-SIG": "s".repeat(500) },
      { "PAYPAL-CERT-URL": url(500) },
    ];
    for (const change of atTheLimit) expect((await send(change)).status).toBe(400);
    expect(verifications()).toBe(3);
    expect((await paymentRow(orderId))!).toMatchObject({ status: "pending", granted_at: null });
    expect((await deliver(genuine)).status).toBe(200);
    expect(await untilOf(who)).toBe("2027-11-23");
  });

  it("takes a refunded payment's days back, once per refund", async () => {
    const { who, orderId, captureId } = await paid();
    expect(await untilOf(who)).toBe("2027-11-23");
    const half = standIn.refund(captureId, "5.00");
    expect(await (await deliver(half)).json()).toMatchObject({ outcome: "refund: 183 days taken back" });
    expect(await untilOf(who)).toBe("2027-05-24");
    expect(await (await deliver(half)).json()).toMatchObject({ outcome: "duplicate" });
    expect(await untilOf(who)).toBe("2027-05-24");
    const rest = standIn.refund(captureId, "5.00");
    expect((await deliver(rest)).status).toBe(200);
    expect(await untilOf(who)).toBe("2026-11-22");
    expect((await paymentRow(orderId))!).toMatchObject({ status: "refunded", refunded_cents: 1000, days_taken_back: 366 });
    const adjustments = await env.DB.prepare(
      "SELECT count(*) AS n FROM payment_adjustments a JOIN payments p ON p.id = a.payment_id WHERE p.order_id = ?",
    )
      .bind(orderId)
      .first<{ n: number }>();
    expect(adjustments!.n).toBe(2);
    // A refunded payment is not a supporter any more, and asking again does not re-grant it.
    expect((await confirm(who, orderId)).status).toBe(409);
    expect(await untilOf(who)).toBe("2026-11-22");
  });

  it("takes everything back on a reversal (chargeback), leaving other payments' days", async () => {
    const { who, orderId, captureId } = await paid();
    const second = await order(who, "5");
    standIn.approve(second);
    await confirm(who, second);
    expect(await untilOf(who)).toBe("2028-05-23");
    expect((await deliver(standIn.reverse(captureId))).status).toBe(200);
    expect((await paymentRow(orderId))!).toMatchObject({ status: "reversed", days_taken_back: 366 });
    // What is left is the second payment's 182 days, counted from yesterday.
    expect(await untilOf(who)).toBe("2027-05-23");
  });

  it("records events it has no use for without failing", async () => {
    const { captureId } = await paid();
    const resent = standIn.capturedWebhook(captureId);
    expect(await (await deliver(resent)).json()).toMatchObject({ outcome: "already-completed" });
  });
});

describe("the player's data", () => {
  it("lists payments in the data export and keeps them, detached, when the account is deleted", async () => {
    const who = await player();
    const orderId = await order(who, "10");
    standIn.approve(orderId);
    await confirm(who, orderId);
    const exported = await (
      await request("/api/profile/export", { headers: { Authorization: `Bearer ${who.token}` } })
    ).json<{
      supporterPayments: { orderId: string; grossCents: number; status: string; untilAfter: string }[];
    }>();
    expect(exported.supporterPayments).toEqual([
      expect.objectContaining({ orderId, grossCents: 1000, status: "completed", untilAfter: "2027-11-23" }),
    ]);
    await deleteAccount(createDb(env.DB), { id: who.id, email: who.email });
    const kept = await env.DB.prepare("SELECT user_id AS userId, gross_cents AS gross FROM payments WHERE order_id = ?")
      .bind(orderId)
      .first<{ userId: number | null; gross: number }>();
    expect(kept).toEqual({ userId: null, gross: 1000 });
  });
});

describe("bad requests", () => {
  it.each([
    ["abc", "de", 400, "Der Betrag muss eine Zahl in Euro"],
    ["0.99", "de", 400, "mindestens 1 €"],
    ["135960.01", "de", 400, "höchstens 135.960 €"],
    ["", "de", 400, "Bitte gib einen Betrag ein."],
    ["10.001", "en", 400, "at most two decimal places"],
    ["-1", "en", 400, "at most two decimal places"],
  ])("amount %j (%s) is refused with %i", async (amount, language, status, text) => {
    const who = await player();
    const res = await post("/api/supporter/order", who, { amount }, language);
    expect(res.status).toBe(status);
    const body = await res.json<{ errors: { amount: string[] } }>();
    expect(body.errors.amount.join(" ")).toContain(text);
    expect(standIn.requests).toHaveLength(0);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE user_id = ?").bind(who.id).first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it("accepts the largest amount and buys its period", async () => {
    const who = await player();
    const res = await post("/api/supporter/order", who, { amount: "135960" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ amount: "135960.00", period: { months: 163_152, days: 0 } });
  });

  it("needs a session, POST, and the player's own order", async () => {
    expect((await post("/api/supporter/order", null, { amount: "10" })).status).toBe(401);
    expect((await post("/api/approved-payment", null, { paymentId: "ABC" })).status).toBe(401);
    const who = await player();
    expect((await request("/api/approved-payment", { headers: { Authorization: `Bearer ${who.token}` } })).status).toBe(405);
    expect((await post("/api/approved-payment", who, { paymentId: "not an id!" })).status).toBe(400);
    expect((await post("/api/approved-payment", who, {})).status).toBe(400);
    expect((await post("/api/approved-payment", who, { paymentId: "UNKNOWN123" })).status).toBe(404);
    const orderId = await order(who, "10");
    standIn.approve(orderId);
    const thief = await player();
    expect((await confirm(thief, orderId)).status).toBe(404);
    expect(await untilOf(thief)).toBeNull();
    expect(captureCalls(orderId)).toHaveLength(0);
  });

  it("keeps the local checkout's approval step to development", async () => {
    const who = await player();
    const orderId = await order(who, "10");
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("https://localhost:8787/dev/paypal/approve", {
        method: "POST",
        body: new URLSearchParams({ orderId, scenario: "completed" }),
        headers: { Authorization: `Bearer ${who.token}`, "Content-Type": "application/x-www-form-urlencoded" },
      }) as never,
      productionEnv({ SITE_ORIGIN: "http://localhost:8787" }) as never,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
    expect((standIn.order(orderId) as { status: string }).status).not.toBe("APPROVED");
  });

  it("limits confirmations per account", async () => {
    const who = await player();
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await post("/api/approved-payment", who, { paymentId: "UNKNOWN123" })).status);
    expect(answers.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(answers[60]).toBe(429);
  });

  it("answers 502 without a row when PayPal cannot create the order", async () => {
    const who = await player();
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("network down")));
    const res = await post("/api/supporter/order", who, { amount: "10" });
    expect(res.status).toBe(502);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE user_id = ?").bind(who.id).first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });
});

describe("what players see", () => {
  const html = async (path: string, who?: Player) =>
    (await request(path, { headers: who ? { Authorization: `Bearer ${who.token}` } : {} })).text();

  it("shows the supporter box to everyone but supporters, and the heart and date to supporters", async () => {
    expect(await html("/de")).toContain('data-testid="supporter-box"');
    const supporter = await player("2027-11-23");
    const page = await html("/de", supporter);
    expect(page).not.toContain('data-testid="supporter-box"');
    const lapsed = await player("2026-11-22");
    expect(await html("/de", lapsed)).toContain('data-testid="supporter-box"');
  });

  it("shows the Black Friday banners on Black Friday only, linking to the supporter page", async () => {
    expect(await html("/de")).not.toContain("black-friday-small");
    at("2026-11-26T23:30:00Z"); // 00:30 on Black Friday in Berlin
    const page = await html("/de");
    expect(page).toContain('data-testid="black-friday-small"');
    expect(page).toContain('data-testid="black-friday-large"');
    expect(page).toContain('href="/de/unterstuetzer_innen"');
    expect(await html("/en")).toContain("Black Friday: 25 % more ad-free time today");
  });

  it("renders the supporter page for visitors and players, with PayPal allowed by CSP there only", async () => {
    const visitor = await request("/de/unterstuetzer_innen");
    expect(visitor.status).toBe(200);
    const text = await visitor.text();
    expect(text).toContain("Du brauchst kein eigenes PayPal-Konto, um zu bezahlen");
    expect(text).toContain("19 % Mehrwertsteuer");
    expect(text).toContain('href="/de/authentifizierung?from=%2Fde%2Funterstuetzer_innen"');
    // A visitor with ads gets the ads policy, which leaves frames open (PayPal's among them).
    expect(visitor.headers.get("Content-Security-Policy")).not.toContain("default-src");
    expect(visitor.headers.get("X-Csp-Profile")).toBeNull();
    expect((await request("/de")).headers.get("Content-Security-Policy")).not.toContain("paypal");

    const supporter = await player("2027-11-23");
    const ownPage = await request("/en/supporters", { headers: { Authorization: `Bearer ${supporter.token}` } });
    expect(ownPage.headers.get("Content-Security-Policy")).toContain("frame-src https://*.paypal.com");
    expect(ownPage.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    const own = await html("/en/supporters", supporter);
    expect(own).toContain("You play ad-free until 23 November 2027 inclusive.");
    expect(own).toContain('data-testid="local-checkout"');
  });
});
