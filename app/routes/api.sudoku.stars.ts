import { z } from "zod";
import type { Route } from "./+types/api.sudoku.stars";
import type { Level } from "../config/constants.ts";
import { appContext } from "../context.server.ts";
import { apiError, apiJson, apiT } from "../lib/http/api.server.ts";
import { puzzleJson } from "../models/puzzle-json.ts";
import { randomPuzzle } from "../models/puzzles.server.ts";

const level = z.string().regex(/^[1-5]$/).transform((s) => Number(s) as Level);
const exclude = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number).optional();

/** GET /api/sudoku/stars/{level}: a random puzzle of that level (`?exclude=id` skips one puzzle). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const t = apiT(request, context);
  const parsed = level.safeParse(params.level);
  if (!parsed.success) return apiError(400, t("api.badRequest"), { level: [t("api.invalidLevel")] });
  const skip = exclude.safeParse(new URL(request.url).searchParams.get("exclude") ?? undefined);
  if (!skip.success) return apiError(400, t("api.badRequest"), { exclude: [t("api.invalidId")] });
  const row = await randomPuzzle(context.get(appContext).db, parsed.data, Math.random, skip.data);
  if (!row) return apiError(503, t("api.catalogueEmpty"));
  return apiJson({ success: true, sudoku: puzzleJson(row) });
}

export async function action({ request, context }: Route.ActionArgs) {
  return apiError(405, apiT(request, context)("api.methodNotAllowed"), {});
}
