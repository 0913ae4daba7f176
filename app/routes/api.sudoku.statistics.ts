import type { Route } from "./+types/api.sudoku.statistics";
import { appContext } from "../context.server.ts";
import { apiError, apiJson, apiT } from "../lib/api.server.ts";
import { currentUser } from "../lib/auth.server.ts";
import { solveStatistics } from "../models/savegames.server.ts";

/** GET /api/sudoku/statistics (auth): all solves and the solves of the last 7 Berlin days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now } = context.get(appContext);
  const t = apiT(request, context);
  const auth = await currentUser(request, db);
  if (!auth) return apiError(401, t("auth.notAuthenticated"));
  try {
    return apiJson({ success: true, ...(await solveStatistics(db, auth.user.id, now)) });
  } catch (error) {
    console.error("statistics failed", error);
    return apiError(503, t("saves.storageUnavailable"));
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return apiError(405, apiT(request, context)("api.methodNotAllowed"));
}
