import { z } from "zod";
import { monthField } from "../daily/daily-requests.ts";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { drawPublication } from "../draw/draw.server.ts";

/**
 * GET /api/daily-sudoku/draws/{YYYY-MM}: everything needed to recompute a month's draw
 * (`npm run draw:verify`): commitment, and once drawn the seed, the lots, the beacon round and the
 * winners' labels. Public: it names no player.
 */
export const loader = apiCall({
  method: "GET",
  schema: z.object({ month: monthField }),
  input: ({ params }) => ({ month: params.month }),
  invalid: { message: "daily.invalidMonth" },
  storage: "draw publication",
  run: async ({ db, input }) => {
    const publication = await drawPublication(db, input.month);
    return publication ? { kind: "published" as const, publication } : { kind: "none" as const };
  },
  answers: {
    published: ({ publication }, { input }) =>
      apiJson(publication, 200, { "Content-Disposition": `inline; filename="sudoku-oase-draw-${input.month}.json"` }),
    none: (_, { t }) => apiError(404, t("daily.drawNotFound")),
  },
});

export const action = methodNotAllowed;
