import { redirect, type RouterContextProvider } from "react-router";
import { IMPORT_MAX_INPUT_CHARS } from "../config/puzzle-import.ts";
import { pathFor } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import { clientOf } from "../lib/http/api.server.ts";
import { readFormData } from "../lib/http/form-data.server.ts";
import { checkErrorMessages, type Message } from "../puzzles/import/messages.ts";
import { sharePath } from "../puzzles/import/share.ts";
import { getInstance } from "../middleware/i18next.ts";
import { importPuzzle } from "../puzzles/puzzle-import.server.ts";

// The own-puzzle page's adapters (the JSON adapter is routes/api.sudoku.import.ts): the page's data,
// and its form post, which runs the one import flow and sends the player to the puzzle's board.

/** A link may carry the puzzle (`?sudoku=…`): the form opens with it, checked in the browser. */
const PREFILL_MAX_CHARS = 4 * IMPORT_MAX_INPUT_CHARS;

export function ownPuzzlePageData(request: Request, context: Readonly<RouterContextProvider>) {
  const i18n = getInstance(context);
  const { locale } = context.get(appContext);
  const prefill = (new URL(request.url).searchParams.get("sudoku") ?? "").slice(0, PREFILL_MAX_CHARS);
  return {
    title: i18n.t("pages.own-puzzle.title"),
    description: i18n.t("pages.own-puzzle.description"),
    locale,
    prefill,
    maxChars: IMPORT_MAX_INPUT_CHARS,
  };
}

export type OwnPuzzleActionData =
  | { outcome: "invalid"; input: string; messages: Message[]; solutions: [string, string] | null }
  | { outcome: "rate-limited"; input: string; minutes: number };

/** The form post: a redirect to the puzzle's board, or the page again with the reason. */
export async function ownPuzzlePageAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ body: OwnPuzzleActionData; status: number }> {
  const { db, now, locale } = context.get(appContext);
  const fields = Object.fromEntries(await readFormData(request));
  const input = typeof fields.sudoku === "string" ? fields.sudoku.slice(0, PREFILL_MAX_CHARS) : "";
  const outcome = await importPuzzle(db, fields, clientOf(request), now);
  switch (outcome.kind) {
    case "imported":
      throw redirect(sharePath(pathFor("home", locale), outcome.puzzle.id, null));
    case "rate-limited":
      return { body: { outcome: "rate-limited", input, minutes: Math.max(1, Math.ceil(outcome.retryAfter / 60)) }, status: 429 };
    case "invalid": {
      const { error } = outcome;
      const solutions = error.kind === "multiple-solutions" ? error.solutions : null;
      return { body: { outcome: "invalid", input, messages: checkErrorMessages(error), solutions }, status: 400 };
    }
  }
}
