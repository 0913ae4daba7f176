// The check of the daily puzzle on its day. The browser is not told that puzzle's solution, so the
// reducer cannot compare; the server does, and the board dispatches its answer ("check" with
// `wrong`). Loaded with a dynamic import on a daily board's first check: it sends the cloud save's
// savegame text and reads the answer with zod/mini, which only signed-in players' boards load.

import * as z from "zod/mini";
import { CELL_COUNT } from "../config/constants.ts";
import { savegameText } from "./cloud-save.ts";
import type { GameState } from "./game-state.ts";
import { postCheck } from "./xhr.ts";

/**
 * What the board does with the answer: mark `wrong`, say the session is gone, say the check
 * failed, or (no answer came: offline, or the request timed out) wait for the network and ask again.
 */
export type CheckAnswer =
  { kind: "checked"; wrong: number[]; solved: boolean } | { kind: "signed-out" } | { kind: "failed" } | { kind: "offline" };

const UNAUTHORIZED = 401;

const answerSchema = z.object({
  success: z.literal(true),
  wrong: z.array(z.int().check(z.minimum(0), z.maximum(CELL_COUNT - 1))),
  solved: z.boolean(),
});

/** The server's answer (`status` null: none came). Anything but the documented 200 body is a failed check. */
export function readCheckAnswer(status: number | null, body: unknown): CheckAnswer {
  if (status === null) return { kind: "offline" };
  if (status === UNAUTHORIZED) return { kind: "signed-out" };
  if (status !== 200) return { kind: "failed" };
  const parsed = z.safeParse(answerSchema, body);
  return parsed.success ? { kind: "checked", wrong: parsed.data.wrong, solved: parsed.data.solved } : { kind: "failed" };
}

/** The form the check posts: the day and the same savegame text the cloud save sends. */
export function checkRequest(date: string, state: GameState): URLSearchParams {
  return new URLSearchParams({ date, savegame: savegameText(state) });
}

/** POST /api/daily-sudoku/check for the board's game of `date`; never throws. */
export async function checkDaily(date: string, state: GameState): Promise<CheckAnswer> {
  const { status, body } = await postCheck(checkRequest(date, state));
  return readCheckAnswer(status, body);
}
