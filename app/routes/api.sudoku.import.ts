import { z } from "zod";
import { pathFor } from "../config/site-routes.ts";
import { apiJson, formFields } from "../lib/http/api.server.ts";
import { checkErrorMessages } from "../puzzles/import/messages.ts";
import { ratingOfRow } from "../puzzles/import/rating.ts";
import { sharePath } from "../puzzles/import/share.ts";
import { puzzleJson } from "../puzzles/puzzle-json.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { importPuzzle } from "../puzzles/puzzle-import.server.ts";

export const loader = methodNotAllowed;

/**
 * POST /api/sudoku/import: `sudoku` (the puzzle as text, at most 200 characters; docs/API.md) →
 * the stored puzzle with its id, rating and address. 400 with the reason (and, for a puzzle with
 * several solutions, two of them), 429 over the limit. What is wrong with a puzzle is the
 * import's own finding (empty, unreadable, no or several solutions), so the flow reads the fields
 * itself, as for the page's form.
 */
export const action = apiCall({
  method: "POST",
  schema: z.record(z.string(), z.unknown()),
  input: ({ request }) => formFields(request),
  storage: "puzzle import",
  run: ({ db, now, input, client }) => importPuzzle(db, input, client, now),
  answers: {
    invalid: ({ error }, { t }) => {
      const messages = checkErrorMessages(error).map((m) => t(m.key as never, m.values));
      const solutions = error.kind === "multiple-solutions" ? error.solutions : null;
      return apiJson(
        { success: false, message: messages[0], errors: { sudoku: messages }, problem: error.kind, ...(solutions ? { solutions } : {}) },
        400,
      );
    },
    imported: ({ puzzle, created }, { locale }) =>
      apiJson({
        success: true,
        created,
        sudoku: puzzleJson(puzzle),
        rating: ratingOfRow(puzzle),
        url: sharePath(pathFor("home", locale), puzzle.id, null),
      }),
  },
});
