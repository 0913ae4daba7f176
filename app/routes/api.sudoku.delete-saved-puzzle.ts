import type { Route } from "./+types/api.sudoku.delete-saved-puzzle";
import { appContext } from "../context.server.ts";
import { apiError, apiJson, apiT } from "../lib/api.server.ts";
import { currentUser } from "../lib/auth.server.ts";
import { puzzleIdField } from "../lib/savegame.ts";
import { deleteSavegame } from "../models/savegames.server.ts";

/** DELETE /api/sudoku/delete-saved-puzzle/{id} (auth): removes one of the user's own games. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const t = apiT(request, context);
  if (request.method !== "DELETE") return apiError(405, t("api.methodNotAllowed"));
  const auth = await currentUser(request, db);
  if (!auth) return apiError(401, t("auth.notAuthenticated"));
  const id = puzzleIdField.safeParse(params.id);
  if (!id.success) return apiError(400, t("api.badRequest"), { id: [t("saves.invalidId")] });
  let deleted: boolean;
  try {
    deleted = await deleteSavegame(db, auth.user.id, id.data);
  } catch (error) {
    console.error("savegame delete failed", error);
    return apiError(503, t("saves.storageUnavailable"));
  }
  // Someone else's game answers exactly like a missing one: its existence is not revealed.
  if (!deleted) return apiError(404, t("saves.notFound"), { id: [t("saves.notFound")] });
  return apiJson({ success: true, message: t("saves.deleted"), puzzleId: id.data });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return apiError(405, apiT(request, context)("api.methodNotAllowed"));
}
