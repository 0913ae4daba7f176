// The daily puzzle's kind of game (game-kind.ts): kept by its day, checked by the server (the
// browser is not told its solution on its day), relaxed or classic mistakes. A module of its own,
// so the catalogue's pages do not load it.

import { formatDate } from "../lib/dates/berlin-time.ts";
import { formatTime } from "./format.ts";
import type { GameKind } from "./game-kind.ts";
import type { MistakeMode } from "./game-state.ts";
import { dailySlot } from "./storage.ts";

/** The check brings the savegame schema (zod/mini): fetched on a daily board's first check only. */
const loadDailyCheck = () => import("./daily-check.ts");

const DAILY_MODES: readonly MistakeMode[] = ["relaxed", "classic"];

/**
 * The daily puzzle of `date` (YYYY-MM-DD): kept by the day; the daily page names its day in its own
 * address. `streakAfterSolve`: the signed-in player's streak counting this day solved, which the
 * result card shows; null for a visitor (issue 31).
 */
export function dailyKind(date: string, streakAfterSolve: number | null = null): GameKind {
  return {
    streak: streakAfterSolve,
    slot: dailySlot(date),
    save: { kind: "daily", date },
    modes: DAILY_MODES,
    check: (state) => loadDailyCheck().then((m) => m.checkDaily(date, state)),
    solvedText: (t, state, locale) =>
      t("play.more.dailySolvedText", { date: formatDate(date, locale, "long"), time: formatTime(state.elapsed) }),
    backTo: ({ pathname, search }) => `${pathname}${search}`,
  };
}
