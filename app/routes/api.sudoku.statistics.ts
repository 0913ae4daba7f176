import type { Route } from "./+types/api.sudoku.statistics";
import { apiError, apiJson, apiT, apiSession } from "../lib/http/api.server.ts";
import { solveStatistics } from "../models/savegames.server.ts";

/** GET /api/sudoku/statistics (auth): all solves and the solves of the last 7 Berlin days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await apiSession(request, context);
  if (session.response) return session.response;
  const { t, db, now, auth } = session;
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
