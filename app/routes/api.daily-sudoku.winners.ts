import type { Route } from "./+types/api.daily-sudoku.winners";
import { apiJson } from "../lib/http/api.server.ts";
import { apiRequest, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { winnerMonths } from "../draw/winners.server.ts";

export const loader = methodNotAllowed;

/** POST /api/daily-sudoku/winners: every month's winners, newest first, with each draw's commitment. No body needed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db } = apiRequest({ request, context }, "POST");
  await request.body?.cancel();
  return withStorage(t, "winners list", async () => apiJson({ success: true, months: await winnerMonths(db) }));
}
