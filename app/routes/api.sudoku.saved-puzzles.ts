import type { Route } from "./+types/api.sudoku.saved-puzzles";
import { apiError, apiJson, formFields, localizeErrors } from "../lib/http/api.server.ts";
import { apiUser, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { formInput, listRequestSchema, saveIssueKeys } from "../saves/save-requests.ts";
import { listSavegames, savegameSummary } from "../saves/savegames.server.ts";

const LIST_FIELDS = ["page", "itemsPerPage", "sortBy", "sortDesc", "solved"] as const;

/** POST /api/sudoku/saved-puzzles (auth): one page of the saved (solved=false) or solved (solved=true) table. */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db, auth } = await apiUser({ request, context }, "POST");
  const parsed = listRequestSchema.safeParse(formInput(await formFields(request), LIST_FIELDS));
  if (!parsed.success) return apiError(400, t("api.badRequest"), localizeErrors(t, saveIssueKeys(parsed.error)));
  return withStorage(t, "savegame list", async () => {
    const page = await listSavegames(db, auth.user.id, parsed.data);
    const { page: number, itemsPerPage, sortBy, sortDesc } = parsed.data;
    return apiJson({
      success: true,
      puzzles: page.rows.map(savegameSummary),
      total: page.total,
      page: number,
      itemsPerPage,
      sortBy,
      sortDesc,
    });
  });
}

export const loader = methodNotAllowed;
