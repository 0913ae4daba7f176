// The daily puzzle's kind of game (game-kind.ts): kept by its day, checked by the server (the
// browser is not told its solution on its day), relaxed or classic mistakes. A module of its own,
// so the catalogue's pages do not load it.

import { formatDate } from "../lib/dates/berlin-time.ts";
import { formatTime } from "./format.ts";
import type { CheckAnswer } from "./daily-check.ts";
import type { GameKind } from "./game-kind.ts";
import type { MistakeMode } from "./game-state.ts";
import { dailySlot } from "./storage.ts";

/** The check brings the savegame schema (zod/mini): fetched on a daily board's first check only. */
const loadDailyCheck = () => import("./daily-check.ts");
/**
 * How long a check without answer waits before it asks again while the browser believes it is
 * online (a stalled connection brings no `online` event).
 */
const CHECK_AGAIN_MS = 30 * 1000;

/** Resolves when the browser is back online (issue 32: the check waits for the network). */
function backOnline(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      removeEventListener("online", done);
      clearTimeout(timer);
      resolve();
    };
    addEventListener("online", done);
    const timer = navigator.onLine ? setTimeout(done, CHECK_AGAIN_MS) : undefined;
  });
}

const DAILY_MODES: readonly MistakeMode[] = ["relaxed", "classic"];

/**
 * The daily puzzle of `date` (YYYY-MM-DD): kept by the day; the daily page names its day in its own
 * address. `streakAfterSolve`: the signed-in player's streak counting this day solved, which the
 * result card shows; null for a visitor (issue 31). `checkWaits`: the daily page's text for a check
 * that waits for the network.
 */
export function dailyKind(date: string, streakAfterSolve: number | null = null, checkWaits?: string): GameKind {
  return {
    streak: streakAfterSolve,
    slot: dailySlot(date),
    save: { kind: "daily", date },
    modes: DAILY_MODES,
    check: async (state, say) => {
      for (;;) {
        // Offline, the check's own chunk may not load either: that too is no answer.
        const answer = await loadDailyCheck().then(
          (m) => m.checkDaily(date, state),
          (): CheckAnswer => ({ kind: "offline" }),
        );
        if (answer.kind !== "offline" || !say || !checkWaits) return answer;
        say(checkWaits);
        await backOnline();
      }
    },
    solvedText: (t, state, locale) =>
      t("play.more.dailySolvedText", { date: formatDate(date, locale, "long"), time: formatTime(state.elapsed) }),
    backTo: ({ pathname, search }) => `${pathname}${search}`,
  };
}
