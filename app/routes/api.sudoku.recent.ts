import type { Route } from "./+types/api.sudoku.recent";
import { RECENT_SAVED_PUZZLES } from "../config/constants.ts";
import { apiJson } from "../lib/http/api.server.ts";
import { apiUser, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { recentSavegames } from "../saves/savegames.server.ts";

/** GET /api/sudoku/recent (auth): the drawer's "last puzzles", the newest unsolved saves. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, db, auth } = await apiUser({ request, context });
  return withStorage(t, "recent savegames", async () =>
    apiJson({ success: true, puzzles: await recentSavegames(db, auth.user.id, RECENT_SAVED_PUZZLES) }),
  );
}

export const action = methodNotAllowed;
