import { redirect, type RouterContextProvider } from "react-router";
import { IMPORT_MAX_INPUT_CHARS } from "../config/puzzle-import.ts";
import { pathFor } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import { checkErrorMessages, type Message } from "../puzzles/import/messages.ts";
import { sharePath } from "../puzzles/import/share.ts";
import { getInstance } from "../middleware/i18next.ts";
import { importPuzzle } from "../puzzles/puzzle-import.server.ts";
import { formCall, NO_FIELDS, type FormReply } from "../middleware/form-request.server.ts";

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

const reply = (body: OwnPuzzleActionData, status: number): FormReply<OwnPuzzleActionData> => ({ body, status });

/** What the player typed, for the form shown again (a link's prefill may be longer than a post). */
function typed(form: FormData): string {
  // The last value, as the flow reads the fields (Object.fromEntries).
  const sudoku = form.getAll("sudoku").at(-1);
  return typeof sudoku === "string" ? sudoku.slice(0, PREFILL_MAX_CHARS) : "";
}

/**
 * The form post: a redirect to the puzzle's board, or the page again with the reason. What is
 * wrong with a puzzle is the import's own finding, so the flow reads the fields itself (as for
 * the JSON call) and the form's schema takes them as they are.
 */
export const ownPuzzlePageAction = formCall({
  schema: NO_FIELDS,
  run: ({ db, now, form, client }) => importPuzzle(db, Object.fromEntries(form), client, now),
  answers: {
    imported: ({ puzzle }, { locale }): never => {
      throw redirect(sharePath(pathFor("home", locale), puzzle.id, null));
    },
    "rate-limited": ({ retryAfter }, { form }) =>
      reply({ outcome: "rate-limited", input: typed(form), minutes: Math.max(1, Math.ceil(retryAfter / 60)) }, 429),
    invalid: ({ error }, { form }) => {
      const solutions = error.kind === "multiple-solutions" ? error.solutions : null;
      return reply({ outcome: "invalid", input: typed(form), messages: checkErrorMessages(error), solutions }, 400);
    },
  },
});
