// Loader and action of the saved and solved tables. Pages call the models directly (DESIGN):
// no HTTP round trip to the page's own API, the same user filter and allow-listed sorting.

import { z } from "zod";
import { redirect, type RouterContextProvider } from "react-router";
import { appContext, requestFacts } from "../context.server.ts";
import { formUserCall } from "../middleware/form-request.server.ts";
import { formInput } from "../lib/http/form-input.ts";
import { listRequestSchema, SAVED_PAGE_DEFAULT, type TableQuery } from "../saves/save-requests.ts";
import { parsePuzzleId, puzzleIdField } from "../game/puzzle-id.ts";
import { getInstance } from "../middleware/i18next.ts";
import { deleteSavegame, listSavegames, savegameSummary } from "../saves/savegames.server.ts";

export type TableKind = "saved" | "solved";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const DEFAULT_QUERY: TableQuery = { page: 1, sortBy: "updatedAt", sortDesc: true };

/** The table's query from the address; a malformed one falls back to the first page, newest first. */
function tableQuery(url: URL): TableQuery {
  const parsed = listRequestSchema.safeParse(formInput(Object.fromEntries(url.searchParams), ["page", "sortBy", "sortDesc"]));
  return parsed.success ? { page: parsed.data.page, sortBy: parsed.data.sortBy, sortDesc: parsed.data.sortDesc } : DEFAULT_QUERY;
}

export async function savesLoader({ request, context }: Args, kind: TableKind) {
  const { db } = context.get(appContext);
  const i18n = getInstance(context);
  const url = new URL(request.url);
  const title = i18n.t(kind === "saved" ? "saves.savedTitle" : "saves.solvedTitle");
  const description = i18n.t(kind === "saved" ? "saves.savedDescription" : "saves.solvedDescription");
  const query = tableQuery(url);
  const auth = await requestFacts(context).session();
  if (!auth)
    return { title, description, kind, signedIn: false, query, rows: [], total: 0, itemsPerPage: SAVED_PAGE_DEFAULT, confirm: null };
  const { rows, total } = await listSavegames(db, auth.user.id, {
    ...query,
    itemsPerPage: SAVED_PAGE_DEFAULT,
    solved: kind === "solved",
  });
  // `?delete=N` is the confirmation step without JavaScript: the page asks before the form deletes.
  const confirm = parsePuzzleId(url.searchParams.get("delete"));
  return {
    title,
    description,
    kind,
    signedIn: true,
    query,
    rows: rows.map(savegameSummary),
    total,
    itemsPerPage: SAVED_PAGE_DEFAULT,
    confirm,
  };
}

const deleteFormSchema = z.object({ puzzleId: puzzleIdField("saves.invalidId") });

/** The confirmed delete of the page without JavaScript; back to the same table afterwards. */
export const savesAction = formUserCall({
  schema: deleteFormSchema,
  // The first value, as the form posts it once; a repeated field does not make it a list.
  input: (form) => ({ puzzleId: form.get("puzzleId") }),
  run: async ({ db, auth, input }) => {
    await deleteSavegame(db, auth.user.id, input.puzzleId);
    return { kind: "deleted" } as const;
  },
  answers: {
    deleted: (_, { request }): never => {
      const url = new URL(request.url);
      url.searchParams.delete("delete");
      url.searchParams.delete("index");
      throw redirect(`${url.pathname}${url.search}`);
    },
  },
});
