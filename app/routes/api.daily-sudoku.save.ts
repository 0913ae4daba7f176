import { z } from "zod";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiUserCall } from "../middleware/api-request.server.ts";
import { dailySaveSchema, dateField, saveFieldFallback } from "../saves/save-requests.ts";
import { conflictAnswer, saveRefusal, storeGame, storedGame } from "../saves/save-game.server.ts";
import { storedGameOf } from "../saves/savegames.server.ts";
import { SAVE_BODY_LIMIT_BYTES, type BodyLimitHandle } from "../lib/http/body-limits.ts";

// A savegame of up to 13 KB, form-encoded, needs more room than a form usually takes.
export const handle = { bodyLimit: SAVE_BODY_LIMIT_BYTES } satisfies BodyLimitHandle;

/** GET /api/daily-sudoku/save?date=YYYY-MM-DD (auth): the player's stored game of that day, for resuming. */
export const loader = apiUserCall({
  method: "GET",
  schema: z.object({ date: dateField }),
  storage: "daily result read",
  run: async ({ db, auth, input }) => {
    const row = await storedGameOf(db, auth.user.id, { date: input.date });
    return row ? { kind: "found" as const, row } : { kind: "missing" as const };
  },
  answers: {
    found: ({ row }) => apiJson({ success: true, ...storedGame(row) }),
    missing: (_, { t }) => apiError(404, t("saves.notFound"), { date: [t("saves.notFound")] }),
  },
});

/**
 * POST /api/daily-sudoku/save (auth): date, savegame, version, progress (ignored). Solved, and
 * whether it was solved on its own Berlin day, are the server's call; whether that day is a lot in
 * the draw also needs the terms accepted by the end of the day (app/daily/lots.ts).
 */
export const action = apiUserCall({
  method: "POST",
  schema: dailySaveSchema,
  invalid: { fallback: saveFieldFallback },
  storage: "daily result write",
  run: ({ db, now, auth, input: { date, savegame, version } }) => storeGame(db, auth.user.id, { date }, { savegame, version }, now),
  answers: {
    "not-yet": (_, { t, input }) => saveRefusal(t, { date: input.date }, "not-yet"),
    none: (_, { t, input }) => saveRefusal(t, { date: input.date }, "none"),
    givens: (_, { t, input }) => saveRefusal(t, { date: input.date }, "givens"),
    stale: ({ row }, { t }) => apiJson(conflictAnswer(t, row), 409),
    saved: ({ row }, { t }) => apiJson({ success: true, message: t("saves.saved"), ...storedGame(row) }),
  },
});
