import { z } from "zod";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiUserCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { dailyGameFor, findDay } from "../daily/daily.server.ts";

/**
 * GET /api/daily-sudoku/{date or id}?timeStamp=now (auth; the terms are not needed to play): a day's puzzle, without its solution,
 * with the player's stored game. `timeStamp` is the old client's cache buster and is ignored.
 */
export const loader = apiUserCall({
  method: "GET",
  schema: z.object({ key: z.string() }),
  input: ({ params }) => ({ key: params.key }),
  storage: "daily puzzle read",
  run: async ({ db, now, auth, input }) => {
    const day = await findDay(db, input.key, now);
    return day.kind === "ok" ? { kind: "ok" as const, game: await dailyGameFor(db, auth.user.id, day) } : day;
  },
  answers: {
    "bad-key": (_, { t }) => apiError(400, t("daily.badKey"), { key: [t("daily.badKey")] }),
    "not-yet": (_, { t }) => apiError(403, t("daily.notYet")),
    none: (_, { t }) => apiError(404, t("daily.notFound")),
    ok: ({ game }) => apiJson({ success: true, ...game }),
  },
});

export const action = methodNotAllowed;
