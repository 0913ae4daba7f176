import type { Route } from "./+types/api.sudoku.saved-puzzles";
import { apiError, apiJson, apiT, formFields, localizeErrors, apiSession } from "../lib/http/api.server.ts";
import { formInput, listRequestSchema, saveIssueKeys } from "../game/save-requests.ts";
import { listSavegames, savegameSummary, type SavegamePage } from "../models/savegames.server.ts";

const LIST_FIELDS = ["page", "itemsPerPage", "sortBy", "sortDesc", "solved"] as const;

/** POST /api/sudoku/saved-puzzles (auth): one page of the saved (solved=false) or solved (solved=true) table. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await apiSession(request, context, "POST");
  if (session.response) return session.response;
  const { t, db, auth } = session;
  const parsed = listRequestSchema.safeParse(formInput(await formFields(request), LIST_FIELDS));
  if (!parsed.success) return apiError(400, t("api.badRequest"), localizeErrors(t, saveIssueKeys(parsed.error)));
  let page: SavegamePage;
  try {
    page = await listSavegames(db, auth.user.id, parsed.data);
  } catch (error) {
    console.error("savegame list failed", error);
    return apiError(503, t("saves.storageUnavailable"));
  }
  const { page: number, itemsPerPage, sortBy, sortDesc } = parsed.data;
  return apiJson({ success: true, puzzles: page.rows.map(savegameSummary), total: page.total, page: number, itemsPerPage, sortBy, sortDesc });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return apiError(405, apiT(request, context)("api.methodNotAllowed"));
}
