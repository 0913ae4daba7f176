import type { Route } from "./+types/api.daily-sudoku.draws";
import { monthField } from "../daily/daily-requests.ts";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiRequest, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { drawPublication } from "../draw/draw.server.ts";

/**
 * GET /api/daily-sudoku/draws/{YYYY-MM}: everything needed to recompute a month's draw
 * (`npm run draw:verify`): commitment, and once drawn the seed, the lots, the beacon round and the
 * winners' labels. Public: it names no player.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { t, db } = apiRequest({ request, context });
  const month = monthField.safeParse(params.month);
  if (!month.success) return apiError(400, t("daily.invalidMonth"), { month: [t("daily.invalidMonth")] });
  return withStorage(t, "draw publication", async () => {
    const publication = await drawPublication(db, month.data);
    if (!publication) return apiError(404, t("daily.drawNotFound"));
    return apiJson(publication, 200, {
      "Content-Disposition": `inline; filename="sudoku-oase-draw-${month.data}.json"`,
    });
  });
}

export const action = methodNotAllowed;
