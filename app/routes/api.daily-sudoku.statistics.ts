import type { Route } from "./+types/api.daily-sudoku.statistics";
import { apiJson } from "../lib/http/api.server.ts";
import { apiUser, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { dailyStatistics } from "../daily/daily.server.ts";

/** GET /api/daily-sudoku/statistics (auth): the current Berlin month's calendar, solvedToday, termsAccepted. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, db, now, auth } = await apiUser({ request, context });
  return withStorage(t, "daily statistics", async () => {
    const stats = await dailyStatistics(db, auth.user, now);
    return apiJson({ success: true, statistics: stats.weeks, ...stats });
  });
}

export const action = methodNotAllowed;
