import { z } from "zod";
import { requestFacts } from "../context.server.ts";
import { monthField } from "../daily/daily-requests.ts";
import { dailyMonth, hasCalendar } from "../daily/daily-calendar.server.ts";
import { termsAccepted } from "../daily/daily.server.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { monthOf } from "../daily/schedule.ts";

/**
 * GET /api/daily-sudoku/statistics[?month=YYYY-MM]: a month's calendar (default the current Berlin
 * month), from the first daily puzzle's month to the current one. Signed in: ticks, crosses,
 * bridged days and streaks; without a session (or with one that is not live): the bare month.
 */
export const loader = apiCall({
  method: "GET",
  schema: z.object({ month: monthField.optional() }),
  invalid: { message: "daily.invalidMonth" },
  storage: "daily statistics",
  run: async ({ db, now, context, input }) => {
    const month = input.month ?? monthOf(berlinDate(now));
    if (!hasCalendar(month, berlinDate(now))) return { kind: "out-of-range" as const };
    const user = (await requestFacts(context).session())?.user ?? null;
    const calendar = await dailyMonth(db, user, month, now);
    return { kind: "statistics" as const, calendar, termsAccepted: user ? termsAccepted(user) : false };
  },
  answers: {
    statistics: ({ calendar, termsAccepted }) => apiJson({ success: true, statistics: calendar.weeks, ...calendar, termsAccepted }),
    "out-of-range": (_, { t }) => apiError(404, t("dailyArchive.monthOutOfRange"), { month: [t("dailyArchive.monthOutOfRange")] }),
  },
});

export const action = methodNotAllowed;
