import { z } from "zod";
import type { Route } from "./+types/api.sudoku.stars";
import type { Level } from "../config/constants.ts";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { parsePuzzleId } from "../game/puzzle-id.ts";
import { apiRequest, methodNotAllowed } from "../middleware/api-request.server.ts";
import { puzzleJson } from "../puzzles/puzzle-json.ts";
import { randomPuzzle } from "../puzzles/puzzles.server.ts";

const level = z
  .string()
  .regex(/^[1-5]$/)
  .transform((s) => Number(s) as Level);

/** GET /api/sudoku/stars/{level}: a random puzzle of that level (`?exclude=id` skips one puzzle). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { t, db, now } = apiRequest({ request, context });
  const parsed = level.safeParse(params.level);
  if (!parsed.success) return apiError(400, t("api.badRequest"), { level: [t("api.invalidLevel")] });
  const excludeText = new URL(request.url).searchParams.get("exclude");
  const exclude = excludeText === null ? undefined : parsePuzzleId(excludeText);
  if (exclude === null) return apiError(400, t("api.badRequest"), { exclude: [t("api.invalidId")] });
  const row = await randomPuzzle(db, parsed.data, { now, exclude });
  if (!row) return apiError(503, t("api.catalogueEmpty"));
  return apiJson({ success: true, sudoku: puzzleJson(row) });
}

export const action = methodNotAllowed;
