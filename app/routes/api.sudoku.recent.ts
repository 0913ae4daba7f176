import { z } from "zod";
import { RECENT_SAVED_PUZZLES } from "../config/constants.ts";
import { apiJson } from "../lib/http/api.server.ts";
import { apiUserCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { recentSavegames } from "../saves/savegames.server.ts";

/** GET /api/sudoku/recent (auth): the drawer's "last puzzles", the newest unsolved saves. */
export const loader = apiUserCall({
  method: "GET",
  schema: z.object({}),
  storage: "recent savegames",
  run: async ({ db, auth }) => ({ kind: "recent" as const, puzzles: await recentSavegames(db, auth.user.id, RECENT_SAVED_PUZZLES) }),
  answers: { recent: ({ puzzles }) => apiJson({ success: true, puzzles }) },
});

export const action = methodNotAllowed;
