import type { Route } from "./+types/api.daily-sudoku.save";
import { dailyIssueKeys, dailySaveSchema, formInput } from "../daily/daily-requests.ts";
import { readSavegame } from "../game/savegame.ts";
import { apiError, apiJson, formFields, localizeErrors } from "../lib/http/api.server.ts";
import { parseIsoDate } from "../daily/schedule.ts";
import { dailyResultOf } from "../daily/daily-results.server.ts";
import { apiUser, withStorage } from "../middleware/api-request.server.ts";
import { dayRefusal, saveDaily, termsAccepted } from "../daily/daily.server.ts";
import type { DailyResultRow } from "../daily/daily-results.server.ts";

const FIELDS = ["date", "savegame", "version", "progress"] as const;

function stored(row: DailyResultRow) {
  return {
    date: row.date,
    puzzleId: row.puzzleId,
    progress: row.progress,
    solved: row.solvedAt !== null,
    solvedAt: row.solvedAt?.toISOString() ?? null,
    solvedOnDay: row.solvedOnDay,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    savegame: readSavegame(row.state),
  };
}

/** GET /api/daily-sudoku/save?date=YYYY-MM-DD (auth): the player's stored game of that day, for resuming. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, db, auth } = await apiUser({ request, context });
  const date = parseIsoDate(new URL(request.url).searchParams.get("date") ?? "");
  if (date === null) return apiError(400, t("api.badRequest"), { date: [t("daily.invalidDate")] });
  return withStorage(t, "daily result read", async () => {
    const row = await dailyResultOf(db, auth.user.id, date);
    if (!row) return apiError(404, t("saves.notFound"), { date: [t("saves.notFound")] });
    return apiJson({ success: true, ...stored(row) });
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
  if (!parsed.success) return apiError(400, t("api.badRequest"), localizeErrors(t, dailyIssueKeys(parsed.error)));
  return withStorage(t, "daily result write", async () => {
    const result = await saveDaily(db, auth.user.id, parsed.data, now);
    switch (result.kind) {
      case "not-yet":
      case "none":
      case "givens":
        return dayRefusal(t, result.kind);
      case "stale": {
        const message = t("saves.conflict");
        return apiJson({ success: false, message, errors: { version: [message] }, ...stored(result.row) }, 409);
      }
      case "saved":
        return apiJson({ success: true, message: t("saves.saved"), ...stored(result.row) });
    }
  });
}
