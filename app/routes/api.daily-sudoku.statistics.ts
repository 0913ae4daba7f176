import { z } from "zod";
import { apiJson } from "../lib/http/api.server.ts";
import { apiUserCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { dailyStatistics } from "../daily/daily.server.ts";

/** GET /api/daily-sudoku/statistics (auth): the current Berlin month's calendar, solvedToday, termsAccepted. */
export const loader = apiUserCall({
  method: "GET",
  schema: z.object({}),
  storage: "daily statistics",
  run: async ({ db, now, auth }) => ({ kind: "statistics" as const, stats: await dailyStatistics(db, auth.user, now) }),
  answers: { statistics: ({ stats }) => apiJson({ success: true, statistics: stats.weeks, ...stats }) },
});

export const action = methodNotAllowed;
