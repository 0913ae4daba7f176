import { z } from "zod";
import type { Level } from "../config/constants.ts";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { parsePuzzleId } from "../game/puzzle-id.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { puzzleJson } from "../puzzles/puzzle-json.ts";
import { randomPuzzle } from "../puzzles/puzzles.server.ts";

const level = z
  .string()
  .regex(/^[1-5]$/, { error: "api.invalidLevel" })
  .transform((s) => Number(s) as Level);

/** GET /api/sudoku/stars/{level}: a random puzzle of that level (`?exclude=id` skips one puzzle). */
export const loader = apiCall({
  method: "GET",
  schema: z.object({ level }),
  input: ({ params }) => ({ level: params.level }),
  storage: null,
  run: async ({ request, db, now, input }) => {
    // Checked after the level, so a bad level is the one field named even when both are bad.
    const excludeText = new URL(request.url).searchParams.get("exclude");
    const exclude = excludeText === null ? undefined : parsePuzzleId(excludeText);
    if (exclude === null) return { kind: "bad-exclude" as const };
    const row = await randomPuzzle(db, input.level, { now, exclude });
    return row ? { kind: "picked" as const, row } : { kind: "empty" as const };
  },
  answers: {
    picked: ({ row }) => apiJson({ success: true, sudoku: puzzleJson(row) }),
    "bad-exclude": (_, { t }) => apiError(400, t("api.badRequest"), { exclude: [t("api.invalidId")] }),
    empty: (_, { t }) => apiError(503, t("api.catalogueEmpty")),
  },
});

export const action = methodNotAllowed;
