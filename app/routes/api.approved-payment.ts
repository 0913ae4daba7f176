import { apiError, apiJson } from "../lib/http/api.server.ts";
import { approvedPaymentSchema } from "../supporter/supporter-schema.ts";
import { apiUserCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { supporterDeps } from "../supporter/payments-setup.server.ts";
import { confirmPayment } from "../supporter/supporter.server.ts";
import { paymentView } from "../supporter/supporter-view.server.ts";
import type { BuyerReason, FinalReason } from "../supporter/capture-issues.ts";

/** What the player is told when PayPal refused the capture (supporterPage.*). */
const BUYER_MESSAGES = {
  confirm: "supporterPage.payerActionConfirm",
  funding: "supporterPage.payerActionFunding",
} as const satisfies Record<BuyerReason, string>;
const DECLINED_MESSAGES = {
  declined: "supporterPage.declined",
  account: "supporterPage.declinedAccount",
  blocked: "supporterPage.declinedBlocked",
  attempts: "supporterPage.declinedAttempts",
  limit: "supporterPage.declinedLimit",
  setup: "supporterPage.declinedSetup",
} as const satisfies Record<FinalReason, string>;

export const loader = methodNotAllowed;

/**
 * POST /api/approved-payment (auth), SPEC §7: amount, period, email, paymentId. The server
 * captures order `paymentId` itself (or finds the capture it made before) and answers with the
 * stored payment; amount, period and email from the client are not used.
 */
export const action = apiUserCall({
  method: "POST",
  schema: approvedPaymentSchema,
  invalid: { message: "supporterPage.paymentIdInvalid" },
  storage: "approved payment",
  run: ({ context, auth, input }) => confirmPayment(supporterDeps(context), auth.user.id, input.paymentId),
  answers: {
    completed: (result, { t }) =>
      apiJson({
        ...paymentView(result.payment),
        success: true,
        status: "completed",
        message: t("supporterPage.approved"),
        supporterUntil: result.until,
      }),
    pending: (result, { t }) =>
      apiJson({ ...paymentView(result.payment), success: true, status: "pending", message: t("supporterPage.pending") }, 202),
    // 402 both: nothing was paid. "payer_action": the checkout sends the buyer back to PayPal for this order.
    "payer-action": (result, { t }) =>
      apiJson(
        {
          ...paymentView(result.payment),
          success: false,
          status: "payer_action",
          reason: result.reason,
          message: t(BUYER_MESSAGES[result.reason]),
          errors: {},
        },
        402,
      ),
    declined: (result, { t }) =>
      apiJson(
        {
          ...paymentView(result.payment),
          success: false,
          status: "declined",
          reason: result.reason,
          message: t(DECLINED_MESSAGES[result.reason]),
          errors: {},
        },
        402,
      ),
    refunded: (result, { t }) =>
      apiJson(
        { ...paymentView(result.payment), success: false, status: result.payment.status, message: t("supporterPage.refunded"), errors: {} },
        409,
      ),
    "not-approved": (result, { t }) =>
      apiJson(
        { ...paymentView(result.payment), success: false, status: "created", message: t("supporterPage.notApproved"), errors: {} },
        409,
      ),
    failed: (result, { t }) =>
      apiJson({ ...paymentView(result.payment), success: false, status: "failed", message: t("supporterPage.error"), errors: {} }, 502),
    "not-found": (_, { t }) => apiError(404, t("supporterPage.paymentNotFound")),
    unavailable: (_, { t }) => apiError(503, t("supporterPage.unavailable")),
    "provider-error": (_, { t }) => apiError(502, t("supporterPage.error")),
  },
});
