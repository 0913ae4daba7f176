import type { Route } from "./+types/api.sudoku";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiRequest, methodNotAllowed } from "../middleware/api-request.server.ts";
import { puzzleJson } from "../puzzles/puzzle-json.ts";
import { puzzleById } from "../puzzles/puzzles.server.ts";
import { parsePuzzleId } from "../game/puzzle-id.ts";

/** GET /api/sudoku?sudokuId=N: one puzzle by its number. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, db } = apiRequest({ request, context });
  const id = parsePuzzleId(new URL(request.url).searchParams.get("sudokuId"));
  if (id === null) return apiError(400, t("api.badRequest"), { sudokuId: [t("api.invalidId")] });
  const row = await puzzleById(db, id);
  if (!row) return apiError(404, t("api.puzzleNotFound"), { sudokuId: [t("api.puzzleNotFound")] });
  return apiJson({ success: true, sudoku: puzzleJson(row) });
}

export const action = methodNotAllowed;
