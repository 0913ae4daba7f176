import { z } from "zod";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { supporterDeps } from "../supporter/payments-setup.server.ts";
import { handleWebhook } from "../supporter/supporter.server.ts";

export const loader = methodNotAllowed;

/**
 * POST /api/paypal/webhook: PayPal's notifications about captures (completed, pending, denied,
 * refunded, reversed). Each is checked with PayPal's verify-webhook-signature call; PayPal retries
 * anything that is not answered 2xx, so "try again" is 503 and a refused delivery is 400.
 */
export const action = apiCall({
  method: "POST",
  // The body is PayPal's JSON, read as text: the signature covers it byte for byte.
  schema: z.string(),
  input: ({ request }) => request.text(),
  storage: "paypal webhook",
  run: ({ context, request, input }) => handleWebhook(supporterDeps(context), request.headers, input),
  answers: {
    processed: (result, { t }) => apiJson({ success: true, message: t("supporterPage.webhookReceived"), outcome: result.outcome }),
    duplicate: (_, { t }) => apiJson({ success: true, message: t("supporterPage.webhookReceived"), outcome: "duplicate" }),
    forged: (_, { t }) => apiError(400, t("supporterPage.webhookForged")),
    invalid: (_, { t }) => apiError(400, t("supporterPage.webhookInvalid")),
    unavailable: (_, { t }) => apiError(503, t("supporterPage.unavailable")),
  },
});
