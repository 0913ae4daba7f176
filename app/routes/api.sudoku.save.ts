import type { Route } from "./+types/api.sudoku.save";
import { apiError, apiJson, formFields, localizeErrors } from "../lib/http/api.server.ts";
import { apiUser, withStorage } from "../middleware/api-request.server.ts";
import { formInput } from "../lib/http/form-input.ts";
import { saveIssueKeys, saveRequestSchema } from "../saves/save-requests.ts";
import { checkSavegame, readSavegame } from "../game/savegame.ts";
import { parsePuzzleId } from "../game/puzzle-id.ts";
import { puzzleById } from "../puzzles/puzzles.server.ts";
import { saveGame, savegameOf, savegameSummary, type SavegameRow } from "../saves/savegames.server.ts";

const SAVE_FIELDS = ["puzzleId", "savegame", "version", "progress"] as const;

/** The stored game as the board resumes it; also the body of a 409, so the client can merge. */
function storedGame(row: SavegameRow) {
  return { ...savegameSummary(row), version: row.version, savegame: readSavegame(row.state) };
}

/** GET /api/sudoku/save?puzzleId=N (auth): the stored game of one puzzle, for resuming. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, db, auth } = await apiUser({ request, context });
  const id = parsePuzzleId(new URL(request.url).searchParams.get("puzzleId"));
  if (id === null) return apiError(400, t("api.badRequest"), { puzzleId: [t("saves.invalidId")] });
  return withStorage(t, "savegame read", async () => {
    const row = await savegameOf(db, auth.user.id, id);
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
  // A D1 failure rolls the batch back: the stored game is the one before this request.
  return withStorage(t, "savegame write", async () => {
    const puzzle = await puzzleById(db, puzzleId);
    if (!puzzle) return apiError(404, t("api.puzzleNotFound"), { puzzleId: [t("api.puzzleNotFound")] });
    const checked = checkSavegame(savegame, puzzle);
    if (!checked.ok) return apiError(400, t("api.badRequest"), { savegame: [t("saves.savegameGivens")] });
    const outcome = await saveGame(
      db,
      {
        userId: auth.user.id,
        puzzleId,
        stars: puzzle.stars,
        state: checked.state,
        progress: checked.progress,
        solved: checked.solved,
        version,
      },
      now,
    );
    if (outcome.status === "stale") {
      const message = t("saves.conflict");
      return apiJson({ success: false, message, errors: { version: [message] }, ...storedGame(outcome.row) }, 409);
    }
    const { solved, solvedAt, updatedAt } = savegameSummary(outcome.row);
    return apiJson({
      success: true,
      message: t("saves.saved"),
      puzzleId,
      progress: outcome.row.progress,
      solved,
      solvedAt,
      version,
      updatedAt,
    });
  });
}
