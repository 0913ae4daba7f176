import { appContext } from "../context.server.ts";
import type { Route } from "./+types/api.supporter.order";
import { PAYMENT_ORDERS_PER_ACCOUNT } from "../config/limits.ts";
import { SUPPORTER_CURRENCY } from "../config/supporter.ts";
import { formInput } from "../saves/save-requests.ts";
import { apiError, apiJson, formFields, localizeErrors, tooMany } from "../lib/http/api.server.ts";
import { centsToDecimal } from "../supporter/period.ts";
import { orderSchema, supporterIssueKeys } from "../supporter/supporter-schema.ts";
import { hit } from "../rate-limits/rate-limits.server.ts";
import { apiUser, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { supporterDeps } from "../supporter/payments-setup.server.ts";
import { startPayment } from "../supporter/supporter.server.ts";

export const loader = methodNotAllowed;

/** POST /api/supporter/order (auth): amount → a PayPal order the server priced; the browser's checkout approves it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db, now, auth } = await apiUser({ request, context }, "POST");
  const parsed = orderSchema.safeParse(formInput(await formFields(request), ["amount"]));
  if (!parsed.success) return apiError(400, t("supporterPage.amountInvalid"), localizeErrors(t, supporterIssueKeys(parsed.error)));
  return withStorage(t, "supporter order", async () => {
    const limit = await hit(db, PAYMENT_ORDERS_PER_ACCOUNT, `user:${auth.user.id}`, now);
    if (!limit.allowed) return tooMany(t, limit.retryAfter);
    const result = await startPayment(supporterDeps(context), auth.user.id, parsed.data.amount, context.get(appContext).locale);
    switch (result.kind) {
      case "created":
        return apiJson(
          {
            success: true,
            message: t("supporterPage.orderCreated"),
            orderId: result.orderId,
            amount: centsToDecimal(result.offer.cents),
            currency: SUPPORTER_CURRENCY,
            period: result.offer.period,
            blackFriday: result.offer.blackFriday,
          },
          201,
        );
      case "unavailable":
        return apiError(503, t("supporterPage.unavailable"));
      case "provider-error":
        return apiError(502, t("supporterPage.error"));
    }
  });
}
