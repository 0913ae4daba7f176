import type { Route } from "./+types/api.sudoku.statistics";
import { apiJson } from "../lib/http/api.server.ts";
import { apiUser, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { solveStatistics } from "../saves/savegames.server.ts";

/** GET /api/sudoku/statistics (auth): all solves and the solves of the last 7 Berlin days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, db, now, auth } = await apiUser({ request, context });
  return withStorage(t, "statistics", async () => apiJson({ success: true, ...(await solveStatistics(db, auth.user.id, now)) }));
}

export const action = methodNotAllowed;
