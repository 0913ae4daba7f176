import { z } from "zod";
import type { Route } from "./+types/api.sudoku";
import { appContext } from "../context.server.ts";
import { apiError, apiJson, apiT } from "../lib/http/api.server.ts";
import { puzzleJson } from "../models/puzzle-json.ts";
import { puzzleById } from "../models/puzzles.server.ts";

const query = z.object({
  sudokuId: z.string().regex(/^[1-9]\d{0,15}$/).transform(Number).pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

/** GET /api/sudoku?sudokuId=N: one puzzle by its number. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = apiT(request, context);
  const parsed = query.safeParse({ sudokuId: new URL(request.url).searchParams.get("sudokuId") ?? "" });
  if (!parsed.success) return apiError(400, t("api.badRequest"), { sudokuId: [t("api.invalidId")] });
  const row = await puzzleById(context.get(appContext).db, parsed.data.sudokuId);
  if (!row) return apiError(404, t("api.puzzleNotFound"), { sudokuId: [t("api.puzzleNotFound")] });
  return apiJson({ success: true, sudoku: puzzleJson(row) });
}

export async function action({ request, context }: Route.ActionArgs) {
  return apiError(405, apiT(request, context)("api.methodNotAllowed"), {});
}
