import { vi } from "vitest";
import { PayPalStandIn } from "../../scripts/local/paypal/standin.ts";
import { clearPayPalTokens } from "../../app/clients/paypal.server.ts";

/**
 * PayPal's API for the Worker under test: a stand-in with the credentials of wrangler.toml's
 * development vars, answering every `fetch` the payment client makes (undo with
 * `vi.unstubAllGlobals()`). The client's cached access token is dropped, so it asks this one.
 */
export function installPayPalStandIn(): PayPalStandIn {
  const standIn = new PayPalStandIn({
    clientId: "standin-client-id",
    clientSecret: "standin-client-secret",
    webhookId: "standin-webhook-id",
    baseUrl: "http://127.0.0.1:8790",
  });
  clearPayPalTokens();
  vi.stubGlobal("fetch", standIn.fetch);
  return standIn;
}
