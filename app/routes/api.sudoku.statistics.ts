import { z } from "zod";
import { apiJson } from "../lib/http/api.server.ts";
import { apiUserCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { solveStatistics } from "../saves/savegames.server.ts";

/** GET /api/sudoku/statistics (auth): all solves and the solves of the last 7 Berlin days. */
export const loader = apiUserCall({
  method: "GET",
  schema: z.object({}),
  storage: "statistics",
  run: async ({ db, now, auth }) => ({ kind: "statistics" as const, statistics: await solveStatistics(db, auth.user.id, now) }),
  answers: { statistics: ({ statistics }) => apiJson({ success: true, ...statistics }) },
});

export const action = methodNotAllowed;
