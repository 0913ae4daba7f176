import type { Route } from "./+types/api.paypal.webhook";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiRequest, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { supporterDeps } from "../supporter/payments-setup.server.ts";
import { handleWebhook } from "../supporter/supporter.server.ts";

export const loader = methodNotAllowed;

/**
 * POST /api/paypal/webhook: PayPal's notifications about captures (completed, pending, denied,
 * refunded, reversed). Each is checked with PayPal's verify-webhook-signature call; PayPal retries
 * anything that is not answered 2xx, so "try again" is 503 and a refused delivery is 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { t } = apiRequest({ request, context }, "POST");
  const body = await request.text();
  return withStorage(t, "paypal webhook", async () => {
    const result = await handleWebhook(supporterDeps(context), request.headers, body);
    switch (result.kind) {
      case "processed":
        return apiJson({ success: true, message: t("supporterPage.webhookReceived"), outcome: result.outcome });
      case "duplicate":
        return apiJson({ success: true, message: t("supporterPage.webhookReceived"), outcome: "duplicate" });
      case "forged":
        return apiError(400, t("supporterPage.webhookForged"));
      case "invalid":
        return apiError(400, t("supporterPage.webhookInvalid"));
      case "unavailable":
        return apiError(503, t("supporterPage.unavailable"));
    }
  });
}
