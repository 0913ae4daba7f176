import { dailyCheckSchema } from "../saves/save-requests.ts";
import { apiJson } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { checkDaily } from "../daily/daily.server.ts";
import { saveRefusal } from "../saves/save-game.server.ts";
import { SAVE_BODY_LIMIT_BYTES, type BodyLimitHandle } from "../lib/http/body-limits.ts";

// A savegame of up to 13 KB, form-encoded, needs more room than a form usually takes.
export const handle = { bodyLimit: SAVE_BODY_LIMIT_BYTES } satisfies BodyLimitHandle;

export const loader = methodNotAllowed;

/**
 * POST /api/daily-sudoku/check: date, savegame → the cells whose entry is wrong. Open to everyone,
 * as the daily puzzle is (issue 31): its solution stays on the server, so "check" asks it.
 */
export const action = apiCall({
  method: "POST",
  schema: dailyCheckSchema,
  invalid: { fallback: (field) => (field === "savegame" ? "saves.savegameInvalid" : "saves.invalidField") },
  storage: "daily check",
  run: ({ db, now, input }) => checkDaily(db, input, now),
  answers: {
    "not-yet": (_, { t, input }) => saveRefusal(t, { date: input.date }, "not-yet"),
    none: (_, { t, input }) => saveRefusal(t, { date: input.date }, "none"),
    givens: (_, { t, input }) => saveRefusal(t, { date: input.date }, "givens"),
    checked: (result) => apiJson({ success: true, wrong: result.wrong, solved: result.solved }),
  },
});
