import type { Route } from "./+types/api.daily-sudoku.check";
import { dailyCheckSchema, formInput, saveIssueKeys } from "../saves/save-requests.ts";
import { apiError, apiJson, formFields, localizeErrors } from "../lib/http/api.server.ts";
import { apiUser, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { checkDaily, termsAccepted } from "../daily/daily.server.ts";
import { saveRefusal } from "../saves/save-game.server.ts";

export const loader = methodNotAllowed;

/**
 * POST /api/daily-sudoku/check (auth, terms accepted): date, savegame → the cells whose entry is
 * wrong. The daily puzzle's solution stays on the server, so "check" asks it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db, now, auth } = await apiUser({ request, context }, "POST");
  if (!termsAccepted(auth.user)) return apiError(403, t("daily.termsRequired"));
  const parsed = dailyCheckSchema.safeParse(formInput(await formFields(request), ["date", "savegame"]));
  if (!parsed.success) return apiError(400, t("api.badRequest"), localizeErrors(t, saveIssueKeys(parsed.error)));
  return withStorage(t, "daily check", async () => {
    const result = await checkDaily(db, parsed.data, now);
    switch (result.kind) {
      case "not-yet":
      case "none":
      case "givens":
        return saveRefusal(t, { date: parsed.data.date }, result.kind);
      case "checked":
        return apiJson({ success: true, wrong: result.wrong, solved: result.solved });
    }
  });
}
