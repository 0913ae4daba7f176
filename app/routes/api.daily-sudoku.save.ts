import type { Route } from "./+types/api.daily-sudoku.save";
import { apiError, apiJson, formFields, localizeErrors } from "../lib/http/api.server.ts";
import { parseIsoDate } from "../daily/schedule.ts";
import { apiUser, withStorage } from "../middleware/api-request.server.ts";
import { termsAccepted } from "../daily/daily.server.ts";
import { formInput } from "../lib/http/form-input.ts";
import { dailySaveSchema, saveIssueKeys } from "../saves/save-requests.ts";
import { conflictAnswer, saveRefusal, storeGame, storedGame } from "../saves/save-game.server.ts";
import { storedGameOf } from "../saves/savegames.server.ts";

const FIELDS = ["date", "savegame", "version", "progress"] as const;

/** GET /api/daily-sudoku/save?date=YYYY-MM-DD (auth): the player's stored game of that day, for resuming. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, db, auth } = await apiUser({ request, context });
  const date = parseIsoDate(new URL(request.url).searchParams.get("date") ?? "");
  if (date === null) return apiError(400, t("api.badRequest"), { date: [t("daily.invalidDate")] });
  return withStorage(t, "daily result read", async () => {
    const row = await storedGameOf(db, auth.user.id, { date });
    if (!row) return apiError(404, t("saves.notFound"), { date: [t("saves.notFound")] });
    return apiJson({ success: true, ...storedGame(row) });
  });
}

/**
 * POST /api/daily-sudoku/save (auth, terms accepted): date, savegame, version, progress (ignored).
 * Solved, and whether it was solved on its own Berlin day (a lot in the draw), are the server's call.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db, now, auth } = await apiUser({ request, context }, "POST");
  if (!termsAccepted(auth.user)) return apiError(403, t("daily.termsRequired"));
  const parsed = dailySaveSchema.safeParse(formInput(await formFields(request), FIELDS));
  if (!parsed.success) return apiError(400, t("api.badRequest"), localizeErrors(t, saveIssueKeys(parsed.error)));
  const { date, savegame, version } = parsed.data;
  const key = { date };
  return withStorage(t, "daily result write", async () => {
    const result = await storeGame(db, auth.user.id, key, { savegame, version }, now);
    switch (result.kind) {
      case "not-yet":
      case "none":
      case "givens":
        return saveRefusal(t, key, result.kind);
      case "stale":
        return apiJson(conflictAnswer(t, result.row), 409);
      case "saved":
        return apiJson({ success: true, message: t("saves.saved"), ...storedGame(result.row) });
    }
  });
}
