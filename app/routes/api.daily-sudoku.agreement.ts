import { agreementSchema } from "../daily/daily-requests.ts";
import { apiJson } from "../lib/http/api.server.ts";
import { apiUserCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { acceptTerms } from "../daily/daily.server.ts";

export const loader = methodNotAllowed;

/** POST /api/daily-sudoku/agreement (auth): agreement=true accepts the terms of participation. */
export const action = apiUserCall({
  method: "POST",
  schema: agreementSchema,
  invalid: { message: "daily.agreementInvalid" },
  storage: "daily agreement",
  run: async ({ db, now, auth }) => {
    await acceptTerms(db, auth.user.id, now);
    return { kind: "accepted" as const };
  },
  answers: {
    accepted: (_, { t }) => apiJson({ success: true, message: t("daily.agreementSaved"), termsAccepted: true }),
  },
});
