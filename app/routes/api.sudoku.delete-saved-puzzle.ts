import { z } from "zod";
import { apiError, apiJson } from "../lib/http/api.server.ts";
import { apiUserCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { puzzleIdField } from "../game/puzzle-id.ts";
import { deleteSavegame } from "../saves/savegames.server.ts";

/** DELETE /api/sudoku/delete-saved-puzzle/{id} (auth): removes one of the user's own games. */
export const action = apiUserCall({
  method: "DELETE",
  schema: z.object({ id: puzzleIdField("saves.invalidId") }),
  input: ({ params }) => ({ id: params.id }),
  storage: "savegame delete",
  // Someone else's game answers exactly like a missing one: its existence is not revealed.
  run: async ({ db, auth, input }) =>
    (await deleteSavegame(db, auth.user.id, input.id)) ? { kind: "deleted" as const } : { kind: "missing" as const },
  answers: {
    deleted: (_, { t, input }) => apiJson({ success: true, message: t("saves.deleted"), puzzleId: input.id }),
    missing: (_, { t }) => apiError(404, t("saves.notFound"), { id: [t("saves.notFound")] }),
  },
});

export const loader = methodNotAllowed;
