import { dailyCheckSchema } from "../daily/daily-requests.ts";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiUserCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { checkDaily, dayRefusal, termsAccepted } from "../daily/daily.server.ts";

export const loader = methodNotAllowed;

/**
 * POST /api/daily-sudoku/check (auth, terms accepted): date, savegame → the cells whose entry is
 * wrong. The daily puzzle's solution stays on the server, so "check" asks it.
 */
export const action = apiUserCall({
  method: "POST",
  guard: ({ auth, t }) => (termsAccepted(auth.user) ? null : apiError(403, t("daily.termsRequired"))),
  schema: dailyCheckSchema,
  invalid: { fallback: (field) => (field === "savegame" ? "saves.savegameInvalid" : "saves.invalidField") },
  storage: "daily check",
  run: ({ db, now, input }) => checkDaily(db, input, now),
  answers: {
    "not-yet": (result, { t }) => dayRefusal(t, result.kind),
    none: (result, { t }) => dayRefusal(t, result.kind),
    givens: (result, { t }) => dayRefusal(t, result.kind),
    checked: (result) => apiJson({ success: true, wrong: result.wrong, solved: result.solved }),
  },
});
