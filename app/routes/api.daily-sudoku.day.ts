import type { Route } from "./+types/api.daily-sudoku.day";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiUser, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { dailyGameFor, findDay, termsAccepted } from "../daily/daily.server.ts";

/**
 * GET /api/daily-sudoku/{date or id}?timeStamp=now (auth): a day's puzzle, without its solution,
 * with the player's stored game. `timeStamp` is the old client's cache buster and is ignored.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { t, db, now, auth } = await apiUser({ request, context });
  if (!termsAccepted(auth.user)) return apiError(403, t("daily.termsRequired"));
  return withStorage(t, "daily puzzle read", async () => {
    const day = await findDay(db, params.key, now);
    switch (day.kind) {
      case "bad-key":
        return apiError(400, t("daily.badKey"), { key: [t("daily.badKey")] });
      case "not-yet":
        return apiError(403, t("daily.notYet"));
      case "none":
        return apiError(404, t("daily.notFound"));
      case "ok":
        return apiJson({ success: true, ...(await dailyGameFor(db, auth.user.id, day)) });
    }
  });
}

export const action = methodNotAllowed;
