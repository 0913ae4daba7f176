import type { Route } from "./+types/api.sudoku.recent";
import { RECENT_SAVED_PUZZLES } from "../config/constants.ts";
import { appContext } from "../context.server.ts";
import { apiError, apiJson, apiT } from "../lib/api.server.ts";
import { currentUser } from "../lib/auth.server.ts";
import { recentSavegames } from "../models/savegames.server.ts";

/** GET /api/sudoku/recent (auth): the drawer's "last puzzles", the newest unsolved saves. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const t = apiT(request, context);
  const auth = await currentUser(request, db);
  if (!auth) return apiError(401, t("auth.notAuthenticated"));
  try {
    return apiJson({ success: true, puzzles: await recentSavegames(db, auth.user.id, RECENT_SAVED_PUZZLES) });
  } catch (error) {
    console.error("recent savegames failed", error);
    return apiError(503, t("saves.storageUnavailable"));
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return apiError(405, apiT(request, context)("api.methodNotAllowed"));
}
