import { vi } from "vitest";
import { PayPalStandIn } from "../../scripts/local/paypal/standin.ts";
import { PayPalContract, type OpenApiDocument } from "../../scripts/local/paypal/contract.ts";
import { clearPayPalTokens } from "../../app/clients/paypal.server.ts";

// PayPal's OpenAPI documents as text (workerd has no file system; Node reads them in openapi-documents.ts).
const documents = import.meta.glob<string>("../../scripts/local/paypal/openapi/*.json", { query: "?raw", import: "default", eager: true });

let contract: PayPalContract | undefined;

/** One contract per test file: its counts add up over the file's tests. */
export function paypalContract(): PayPalContract {
  contract ??= new PayPalContract(Object.values(documents).map((text) => JSON.parse(text) as OpenApiDocument));
  return contract;
}

/**
 * PayPal's API for the Worker under test: a stand-in with the credentials of wrangler.toml's
 * development vars, answering every `fetch` the payment client makes (undo with
 * `vi.unstubAllGlobals()`), and checking each request and answer against PayPal's OpenAPI
 * documents. The client's cached access token is dropped, so it asks this one.
 */
export function installPayPalStandIn(): PayPalStandIn {
  const standIn = new PayPalStandIn({
    clientId: "standin-client-id",
    clientSecret: "standin-client-secret",
    webhookId: "STANDINWEBHOOK01",
    baseUrl: "http://127.0.0.1:8790",
    contract: paypalContract(),
  });
  clearPayPalTokens();
  vi.stubGlobal("fetch", standIn.fetch);
  return standIn;
}
