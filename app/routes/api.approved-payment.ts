import type { Route } from "./+types/api.approved-payment";
import { formInput } from "../saves/save-requests.ts";
import { PAYMENT_CONFIRMS_PER_ACCOUNT } from "../config/limits.ts";
import { apiError, apiJson, formFields, localizeErrors, tooMany } from "../lib/http/api.server.ts";
import { hit } from "../rate-limits/rate-limits.server.ts";
import { approvedPaymentSchema, supporterIssueKeys } from "../supporter/supporter-schema.ts";
import { apiUser, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { supporterDeps } from "../supporter/payments-setup.server.ts";
import { confirmPayment } from "../supporter/supporter.server.ts";
import { paymentView } from "../supporter/supporter-view.server.ts";

export const loader = methodNotAllowed;

/**
 * POST /api/approved-payment (auth), SPEC §7: amount, period, email, paymentId. The server
 * captures order `paymentId` itself (or finds the capture it made before) and answers with the
 * stored payment; amount, period and email from the client are not used.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db, now, auth } = await apiUser({ request, context }, "POST");
  const parsed = approvedPaymentSchema.safeParse(formInput(await formFields(request), ["paymentId", "amount", "period", "email"]));
  if (!parsed.success) return apiError(400, t("supporterPage.paymentIdInvalid"), localizeErrors(t, supporterIssueKeys(parsed.error)));
  return withStorage(t, "approved payment", async () => {
    const limit = await hit(db, PAYMENT_CONFIRMS_PER_ACCOUNT, `user:${auth.user.id}`, now);
    if (!limit.allowed) return tooMany(t, limit.retryAfter);
    const result = await confirmPayment(supporterDeps(context), auth.user.id, parsed.data.paymentId);
    switch (result.kind) {
      case "completed":
        return apiJson({
          ...paymentView(result.payment),
          success: true,
          status: "completed",
          message: t("supporterPage.approved"),
          supporterUntil: result.until,
        });
      case "pending":
        return apiJson({ ...paymentView(result.payment), success: true, status: "pending", message: t("supporterPage.pending") }, 202);
      case "declined":
        return apiJson(
          { ...paymentView(result.payment), success: false, status: "declined", message: t("supporterPage.declined"), errors: {} },
          402,
        );
      case "refunded":
        return apiJson(
          {
            ...paymentView(result.payment),
            success: false,
            status: result.payment.status,
            message: t("supporterPage.refunded"),
            errors: {},
          },
          409,
        );
      case "not-approved":
        return apiJson(
          { ...paymentView(result.payment), success: false, status: "created", message: t("supporterPage.notApproved"), errors: {} },
          409,
        );
      case "failed":
        return apiJson(
          { ...paymentView(result.payment), success: false, status: "failed", message: t("supporterPage.error"), errors: {} },
          502,
        );
      case "not-found":
        return apiError(404, t("supporterPage.paymentNotFound"));
      case "unavailable":
        return apiError(503, t("supporterPage.unavailable"));
      case "provider-error":
        return apiError(502, t("supporterPage.error"));
    }
  });
}
