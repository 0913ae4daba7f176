import { z } from "zod";
import type { Route } from "./+types/dev.paypal.approve";
import { appContext } from "../context.server.ts";
import { formInput } from "../lib/http/form-input.ts";
import { apiError, apiJson, formFields } from "../lib/http/api.server.ts";
import { assertDevelopment } from "../lib/security/dev-only.server.ts";
import { checkoutMethodField, paymentIdField } from "../supporter/supporter-schema.ts";
import { paymentByOrder } from "../supporter/payments.server.ts";
import { apiUser, methodNotAllowed } from "../middleware/api-request.server.ts";
import { paypalConfig } from "../clients/paypal.server.ts";

export const loader = methodNotAllowed;

const approveSchema = z.object({
  orderId: paymentIdField,
  scenario: z.enum(["completed", "pending", "declined", "payer-action", "cannot-pay"]),
  funding: checkoutMethodField,
});

/** The local checkout's scenarios as the stand-in names them: two of PayPal's capture issues by their own names. */
const STANDIN_SCENARIOS = {
  completed: "completed",
  pending: "pending",
  declined: "declined",
  "payer-action": "issue:PAYER_ACTION_REQUIRED",
  "cannot-pay": "issue:PAYER_CANNOT_PAY",
} as const;

/**
 * Development only (404 elsewhere, like /dev/outbox): the local checkout's "approve" button. It
 * does what the buyer's click in PayPal's window does, at the PayPal stand-in
 * (scripts/local/paypal/server.ts); capturing and granting then run exactly as with PayPal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  assertDevelopment(env, request);
  const { t, db, auth } = await apiUser({ request, context }, "POST");
  const parsed = approveSchema.safeParse(formInput(await formFields(request), ["orderId", "scenario", "funding"]));
  if (!parsed.success) return apiError(400, t("supporterPage.paymentIdInvalid"));
  const payment = await paymentByOrder(db, parsed.data.orderId);
  if (!payment || payment.userId !== auth.user.id) return apiError(404, t("supporterPage.paymentNotFound"));
  const config = paypalConfig(env);
  if (!config) return apiError(503, t("supporterPage.unavailable"));
  const response = await fetch(`${config.baseUrl}/__standin/orders/${encodeURIComponent(payment.orderId)}/approve`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ scenario: STANDIN_SCENARIOS[parsed.data.scenario], funding: parsed.data.funding, email: auth.user.email }),
  }).catch(() => null);
  if (!response?.ok) return apiError(502, t("supporterPage.error"));
  return apiJson({ success: true, orderId: payment.orderId, scenario: parsed.data.scenario });
}
