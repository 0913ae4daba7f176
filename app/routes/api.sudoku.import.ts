import { appContext } from "../context.server.ts";
import type { Route } from "./+types/api.sudoku.import";
import { pathFor } from "../config/site-routes.ts";
import { apiJson, clientOf, formFields, tooMany } from "../lib/http/api.server.ts";
import { checkErrorMessages } from "../puzzles/import/messages.ts";
import { ratingOfRow } from "../puzzles/import/rating.ts";
import { sharePath } from "../puzzles/import/share.ts";
import { puzzleJson } from "../puzzles/puzzle-json.ts";
import { apiRequest, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { importPuzzle } from "../puzzles/puzzle-import.server.ts";

export const loader = methodNotAllowed;

/**
 * POST /api/sudoku/import: `sudoku` (the puzzle as text, at most 200 characters; docs/API.md) →
 * the stored puzzle with its id, rating and address. 400 with the reason (and, for a puzzle with
 * several solutions, two of them), 429 over the limit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db, now } = apiRequest({ request, context }, "POST");
  const fields = await formFields(request);
  return withStorage(t, "puzzle import", async () => {
    const outcome = await importPuzzle(db, fields, clientOf(request), now);
    switch (outcome.kind) {
      case "rate-limited":
        return tooMany(t, outcome.retryAfter);
      case "invalid": {
        const messages = checkErrorMessages(outcome.error).map((m) => t(m.key as never, m.values));
        const solutions = outcome.error.kind === "multiple-solutions" ? outcome.error.solutions : null;
        return apiJson(
          {
            success: false,
            message: messages[0],
            errors: { sudoku: messages },
            problem: outcome.error.kind,
            ...(solutions ? { solutions } : {}),
          },
          400,
        );
      }
      case "imported": {
        const { puzzle, created } = outcome;
        return apiJson({
          success: true,
          created,
          sudoku: puzzleJson(puzzle),
          rating: ratingOfRow(puzzle),
          url: sharePath(pathFor("home", context.get(appContext).locale), puzzle.id, null),
        });
      }
    }
  });
}
