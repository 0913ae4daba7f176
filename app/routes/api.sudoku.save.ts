import type { Route } from "./+types/api.sudoku.save";
import { apiError, apiJson, formFields, localizeErrors } from "../lib/http/api.server.ts";
import { apiUser, withStorage } from "../middleware/api-request.server.ts";
import { formInput } from "../lib/http/form-input.ts";
import { saveIssueKeys, saveRequestSchema } from "../saves/save-requests.ts";
import { parsePuzzleId } from "../game/puzzle-id.ts";
import { conflictAnswer, saveRefusal, storeGame, storedGame } from "../saves/save-game.server.ts";
import { storedGameOf } from "../saves/savegames.server.ts";

const SAVE_FIELDS = ["puzzleId", "savegame", "version", "progress"] as const;

/** GET /api/sudoku/save?puzzleId=N (auth): the stored game of one puzzle, for resuming. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, db, auth } = await apiUser({ request, context });
  const id = parsePuzzleId(new URL(request.url).searchParams.get("puzzleId"));
  if (id === null) return apiError(400, t("api.badRequest"), { puzzleId: [t("saves.invalidId")] });
  return withStorage(t, "savegame read", async () => {
    const row = await storedGameOf(db, auth.user.id, { puzzleId: id });
    if (!row) return apiError(404, t("saves.notFound"), { puzzleId: [t("saves.notFound")] });
    return apiJson({ success: true, ...storedGame(row) });
  });
}

/**
 * POST /api/sudoku/save (auth): puzzleId, savegame (JSON), version (the board's change counter),
 * progress (accepted, ignored: the server computes progress and solved from the stored solution).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db, now, auth } = await apiUser({ request, context }, "POST");
  const parsed = saveRequestSchema.safeParse(formInput(await formFields(request), SAVE_FIELDS));
  if (!parsed.success) return apiError(400, t("api.badRequest"), localizeErrors(t, saveIssueKeys(parsed.error)));
  const { puzzleId, savegame, version } = parsed.data;
  const key = { puzzleId };
  // A D1 failure rolls the batch back: the stored game is the one before this request.
  return withStorage(t, "savegame write", async () => {
    const result = await storeGame(db, auth.user.id, key, { savegame, version }, now);
    switch (result.kind) {
      case "not-yet":
      case "none":
      case "givens":
        return saveRefusal(t, key, result.kind);
      case "stale":
        return apiJson(conflictAnswer(t, result.row), 409);
      case "saved": {
        const { progress, solved, solvedAt, updatedAt } = storedGame(result.row);
        return apiJson({ success: true, message: t("saves.saved"), puzzleId, progress, solved, solvedAt, version, updatedAt });
      }
    }
  });
}
