import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PayPalStandIn } from "../../scripts/local/paypal/standin.ts";
import { installPayPalStandIn } from "./paypal-standin.ts";
import { accountApiFuzz, paymentApiFuzz, type PaymentWorld } from "./fuzz/api-account.ts";
import { fuzzRoute, ORIGIN } from "./fuzz/harness.ts";
import { buildWorld, freezeClock, releaseClock, type Account } from "./fuzz/world.ts";
import { request } from "./helpers.ts";

// Issue 15: property-based bad input for the calls of a signed-in player, the supporter payment
// calls and PayPal's webhook. PayPal is the local stand-in (scripts/local/paypal/standin.ts): a refused
// request must never reach it, except the webhook's signature check, which it answers FAILURE.

let world: PaymentWorld;
let standIn: PayPalStandIn;

const post = (path: string, who: Account, fields: Record<string, string>) =>
  request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Authorization: `Bearer ${who.token}`, "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
  });

async function order(who: Account): Promise<string> {
  const res = await post("/api/supporter/order", who, { amount: "10" });
  expect(res.status).toBe(201);
  return (await res.json<{ orderId: string }>()).orderId;
}

beforeAll(async () => {
  freezeClock();
  standIn = installPayPalStandIn();
  const base = await buildWorld();
  // Bob's order stays unpaid: alice must not be able to confirm or approve it.
  const bobOrderId = await order(base.bob);
  // Alice pays for real, so PayPal has a capture whose webhook it signed.
  const aliceOrderId = await order(base.alice);
  standIn.approve(aliceOrderId, "completed");
  expect((await post("/api/approved-payment", base.alice, { paymentId: aliceOrderId })).status).toBe(200);
  const { capture_id: captureId } = (await env.DB.prepare("SELECT capture_id FROM payments WHERE order_id = ?")
    .bind(aliceOrderId)
    .first<{ capture_id: string }>())!;
  world = { ...base, bobOrderId, genuine: standIn.capturedWebhook(captureId) };
});

afterAll(() => {
  vi.unstubAllGlobals();
  releaseClock();
});

describe("bad requests to the player's calls are refused, never 5xx, and change nothing", () => {
  for (const [name, make] of Object.entries(accountApiFuzz)) {
    it(name, async () => {
      await fuzzRoute(make(world));
    });
  }
});

describe("bad requests to the payment calls are refused, never 5xx, and change nothing", () => {
  for (const [name, make] of Object.entries(paymentApiFuzz)) {
    it(name, async () => {
      const before = standIn.requests.length;
      await fuzzRoute(make(world));
      // Nothing refused was worth asking PayPal about, except whether a webhook is genuine.
      const asked = standIn.requests
        .slice(before)
        .filter((r) => r.path !== "/v1/notifications/verify-webhook-signature" && r.path !== "/v1/oauth2/token");
      expect(asked.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    });
  }
});
