import { z } from "zod";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiUserCall } from "../middleware/api-request.server.ts";
import { puzzleIdField } from "../game/puzzle-id.ts";
import { saveRequestSchema, saveFieldFallback } from "../saves/save-requests.ts";
import { conflictAnswer, saveRefusal, storeGame, storedGame } from "../saves/save-game.server.ts";
import { storedGameOf } from "../saves/savegames.server.ts";
import { SAVE_BODY_LIMIT_BYTES, type BodyLimitHandle } from "../lib/http/body-limits.ts";

// A savegame of up to 13 KB, form-encoded, needs more room than a form usually takes.
export const handle = { bodyLimit: SAVE_BODY_LIMIT_BYTES } satisfies BodyLimitHandle;

/** GET /api/sudoku/save?puzzleId=N (auth): the stored game of one puzzle, for resuming. */
export const loader = apiUserCall({
  method: "GET",
  schema: z.object({ puzzleId: puzzleIdField("saves.invalidId") }),
  storage: "savegame read",
  run: async ({ db, auth, input }) => {
    const row = await storedGameOf(db, auth.user.id, { puzzleId: input.puzzleId });
    return row ? { kind: "found" as const, row } : { kind: "missing" as const };
  },
  answers: {
    found: ({ row }) => apiJson({ success: true, ...storedGame(row) }),
    missing: (_, { t }) => apiError(404, t("saves.notFound"), { puzzleId: [t("saves.notFound")] }),
  },
});

/**
 * POST /api/sudoku/save (auth): puzzleId, savegame (JSON), version (the board's change counter),
 * progress (accepted, ignored: the server computes progress and solved from the stored solution).
 * A D1 failure rolls the batch back: the stored game is the one before this request.
 */
export const action = apiUserCall({
  method: "POST",
  schema: saveRequestSchema,
  invalid: { fallback: saveFieldFallback },
  storage: "savegame write",
  run: ({ db, now, auth, input: { puzzleId, savegame, version } }) => storeGame(db, auth.user.id, { puzzleId }, { savegame, version }, now),
  answers: {
    "not-yet": (_, { t, input }) => saveRefusal(t, { puzzleId: input.puzzleId }, "not-yet"),
    none: (_, { t, input }) => saveRefusal(t, { puzzleId: input.puzzleId }, "none"),
    givens: (_, { t, input }) => saveRefusal(t, { puzzleId: input.puzzleId }, "givens"),
    stale: ({ row }, { t }) => apiJson(conflictAnswer(t, row), 409),
    saved: ({ row }, { t, input: { puzzleId, version } }) => {
      const { progress, solved, solvedAt, solveSeconds, solveTimeRefused, solvePerfect, updatedAt } = storedGame(row);
      const solve = { solveSeconds, solveTimeRefused, solvePerfect };
      return apiJson({ success: true, message: t("saves.saved"), puzzleId, progress, solved, solvedAt, ...solve, version, updatedAt });
    },
  },
});
