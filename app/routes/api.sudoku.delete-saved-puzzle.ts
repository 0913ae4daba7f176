import type { Route } from "./+types/api.sudoku.delete-saved-puzzle";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiUser, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { parsePuzzleId } from "../game/puzzle-id.ts";
import { deleteSavegame } from "../saves/savegames.server.ts";

/** DELETE /api/sudoku/delete-saved-puzzle/{id} (auth): removes one of the user's own games. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { t, db, auth } = await apiUser({ request, context }, "DELETE");
  const id = parsePuzzleId(params.id);
  if (id === null) return apiError(400, t("api.badRequest"), { id: [t("saves.invalidId")] });
  return withStorage(t, "savegame delete", async () => {
    // Someone else's game answers exactly like a missing one: its existence is not revealed.
    if (!(await deleteSavegame(db, auth.user.id, id))) return apiError(404, t("saves.notFound"), { id: [t("saves.notFound")] });
    return apiJson({ success: true, message: t("saves.deleted"), puzzleId: id });
  });
}

export const loader = methodNotAllowed;
