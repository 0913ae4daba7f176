import type { Route } from "./+types/api.daily-sudoku.agreement";
import { agreementSchema, dailyIssueKeys, formInput } from "../daily/daily-requests.ts";
import { apiError, apiJson, formFields, localizeErrors } from "../lib/http/api.server.ts";
import { apiUser, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { acceptTerms } from "../daily/daily.server.ts";

export const loader = methodNotAllowed;

/** POST /api/daily-sudoku/agreement (auth): agreement=true accepts the terms of participation. */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db, now, auth } = await apiUser({ request, context }, "POST");
  const parsed = agreementSchema.safeParse(formInput(await formFields(request), ["agreement"]));
  if (!parsed.success) return apiError(400, t("daily.agreementInvalid"), localizeErrors(t, dailyIssueKeys(parsed.error)));
  return withStorage(t, "daily agreement", async () => {
    await acceptTerms(db, auth.user.id, now);
    return apiJson({ success: true, message: t("daily.agreementSaved"), termsAccepted: true });
  });
}
