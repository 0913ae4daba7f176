import { z } from "zod";
import { apiJson } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { winnerMonths } from "../draw/winners.server.ts";

export const loader = methodNotAllowed;

/** POST /api/daily-sudoku/winners: every month's winners, newest first, with each draw's commitment. No body needed. */
export const action = apiCall({
  method: "POST",
  schema: z.object({}),
  input: async ({ request }) => {
    await request.body?.cancel();
    return {};
  },
  storage: "winners list",
  run: async ({ db }) => ({ kind: "months" as const, months: await winnerMonths(db) }),
  answers: { months: ({ months }) => apiJson({ success: true, months }) },
});
