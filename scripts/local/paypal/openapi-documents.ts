// PayPal's OpenAPI documents read from disk, for the stand-in in Node (its HTTP server, its own
// tests). Inside workerd the integration tests import the same files as text instead.
import { readFileSync } from "node:fs";
import { PayPalContract, type OpenApiDocument } from "./contract.ts";

export const OPENAPI_FILES = ["checkout_orders_v2.json", "payments_payment_v2.json", "notifications_webhooks_v1.json"] as const;

export function paypalDocuments(): OpenApiDocument[] {
  return OPENAPI_FILES.map((file) => JSON.parse(readFileSync(new URL(`./openapi/${file}`, import.meta.url), "utf8")) as OpenApiDocument);
}

export function paypalContract(): PayPalContract {
  return new PayPalContract(paypalDocuments());
}
