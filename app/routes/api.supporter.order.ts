import { SUPPORTER_CURRENCY } from "../config/supporter.ts";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { centsToDecimal } from "../supporter/period.ts";
import { orderSchema } from "../supporter/supporter-schema.ts";
import { apiUserCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { supporterDeps } from "../supporter/payments-setup.server.ts";
import { startPayment } from "../supporter/supporter.server.ts";

export const loader = methodNotAllowed;

/** POST /api/supporter/order (auth): amount → a PayPal order the server priced; the browser's checkout approves it. */
export const action = apiUserCall({
  method: "POST",
  schema: orderSchema,
  invalid: { message: "supporterPage.amountInvalid" },
  storage: "supporter order",
  run: async ({ context, auth, input, locale }) => startPayment(supporterDeps(context), auth.user.id, input.amount, locale, input.method),
  answers: {
    created: (result, { t }) =>
      apiJson(
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
      ),
    unavailable: (_, { t }) => apiError(503, t("supporterPage.unavailable")),
    "provider-error": (_, { t }) => apiError(502, t("supporterPage.error")),
  },
});
