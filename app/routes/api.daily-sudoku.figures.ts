import { z } from "zod";
import { dayFigures } from "../daily/day-figures.server.ts";
import { hasDailyPuzzle } from "../daily/schedule.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { dateField } from "../saves/save-requests.ts";

/**
 * GET /api/daily-sudoku/figures?date=YYYY-MM-DD: the figures of a day (how many solved its puzzle on
 * its day, their median time), from DAY_FIGURES_MIN_SOLVERS solvers on; below that `shown: false`
 * and no number. Open to everyone: the daily page shows them after a solve.
 */
export const loader = apiCall({
  method: "GET",
  schema: z.object({ date: dateField }),
  storage: "daily figures",
  run: async ({ db, now, input }) => {
    if (input.date > berlinDate(now)) return { kind: "not-yet" as const };
    if (!hasDailyPuzzle(input.date)) return { kind: "none" as const };
    return { kind: "figures" as const, figures: await dayFigures(db, input.date, now) };
  },
  answers: {
    figures: ({ figures }, { input }) => apiJson({ success: true, date: input.date, ...figures }),
    "not-yet": (_, { t }) => apiError(403, t("daily.notYet"), { date: [t("daily.notYet")] }),
    none: (_, { t }) => apiError(404, t("daily.notFound"), { date: [t("daily.notFound")] }),
  },
});

export const action = methodNotAllowed;
