import type { Route } from "./+types/api.sudoku.recent";
import { RECENT_SAVED_PUZZLES } from "../config/constants.ts";
import { apiError, apiJson, apiT, apiSession } from "../lib/http/api.server.ts";
import { recentSavegames } from "../models/savegames.server.ts";

/** GET /api/sudoku/recent (auth): the drawer's "last puzzles", the newest unsolved saves. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await apiSession(request, context);
  if (session.response) return session.response;
  const { t, db, auth } = session;
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
