import type { Route } from "./+types/api.sudoku";
import { appContext } from "../context.server.ts";
import { apiError, apiJson, apiT } from "../lib/http/api.server.ts";
import { puzzleJson } from "../models/puzzle-json.ts";
import { puzzleById } from "../models/puzzles.server.ts";
import { parsePuzzleId } from "../lib/validation/puzzle-id.ts";


/** GET /api/sudoku?sudokuId=N: one puzzle by its number. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = apiT(request, context);
  const id = parsePuzzleId(new URL(request.url).searchParams.get("sudokuId"));
  if (id === null) return apiError(400, t("api.badRequest"), { sudokuId: [t("api.invalidId")] });
  const row = await puzzleById(context.get(appContext).db, id);
  if (!row) return apiError(404, t("api.puzzleNotFound"), { sudokuId: [t("api.puzzleNotFound")] });
  return apiJson({ success: true, sudoku: puzzleJson(row) });
}

export async function action({ request, context }: Route.ActionArgs) {
  return apiError(405, apiT(request, context)("api.methodNotAllowed"), {});
}
