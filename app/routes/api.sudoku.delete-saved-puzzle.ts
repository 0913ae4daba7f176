import type { Route } from "./+types/api.sudoku.delete-saved-puzzle";
import { apiError, apiJson, apiT, apiSession } from "../lib/http/api.server.ts";
import { parsePuzzleId } from "../lib/validation/puzzle-id.ts";
import { deleteSavegame } from "../models/savegames.server.ts";

/** DELETE /api/sudoku/delete-saved-puzzle/{id} (auth): removes one of the user's own games. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const session = await apiSession(request, context, "DELETE");
  if (session.response) return session.response;
  const { t, db, auth } = session;
  const id = parsePuzzleId(params.id);
  if (id === null) return apiError(400, t("api.badRequest"), { id: [t("saves.invalidId")] });
  let deleted: boolean;
  try {
    deleted = await deleteSavegame(db, auth.user.id, id);
  } catch (error) {
    console.error("savegame delete failed", error);
    return apiError(503, t("saves.storageUnavailable"));
  }
  // Someone else's game answers exactly like a missing one: its existence is not revealed.
  if (!deleted) return apiError(404, t("saves.notFound"), { id: [t("saves.notFound")] });
  return apiJson({ success: true, message: t("saves.deleted"), puzzleId: id });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return apiError(405, apiT(request, context)("api.methodNotAllowed"));
}
