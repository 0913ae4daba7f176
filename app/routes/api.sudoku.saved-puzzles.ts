import { apiJson } from "../lib/http/api.server.ts";
import { apiUserCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { listRequestSchema } from "../saves/save-requests.ts";
import { listSavegames, savegameSummary } from "../saves/savegames.server.ts";

/** POST /api/sudoku/saved-puzzles (auth): one page of the saved (solved=false) or solved (solved=true) table. */
export const action = apiUserCall({
  method: "POST",
  schema: listRequestSchema,
  invalid: { fallback: "saves.invalidField" },
  storage: "savegame list",
  run: async ({ db, auth, input }) => ({ kind: "page" as const, ...(await listSavegames(db, auth.user.id, input)) }),
  answers: {
    page: (page, { input }) =>
      apiJson({
        success: true,
        puzzles: page.rows.map(savegameSummary),
        total: page.total,
        page: input.page,
        itemsPerPage: input.itemsPerPage,
        sortBy: input.sortBy,
        sortDesc: input.sortDesc,
      }),
  },
});

export const loader = methodNotAllowed;
