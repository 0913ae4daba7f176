import { z } from "zod";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { puzzleJson } from "../puzzles/puzzle-json.ts";
import { puzzleById } from "../puzzles/puzzles.server.ts";
import { puzzleIdField } from "../game/puzzle-id.ts";

/** GET /api/sudoku?sudokuId=N: one puzzle by its number. */
export const loader = apiCall({
  method: "GET",
  schema: z.object({ sudokuId: puzzleIdField("api.invalidId") }),
  storage: null,
  run: async ({ db, input }) => {
    const row = await puzzleById(db, input.sudokuId);
    return row ? { kind: "found" as const, row } : { kind: "missing" as const };
  },
  answers: {
    found: ({ row }) => apiJson({ success: true, sudoku: puzzleJson(row) }),
    missing: (_, { t }) => apiError(404, t("api.puzzleNotFound"), { sudokuId: [t("api.puzzleNotFound")] }),
  },
});

export const action = methodNotAllowed;
