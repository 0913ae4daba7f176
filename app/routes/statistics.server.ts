// The statistics page's loader (issue 31): a visitor gets the sign-in hint, a signed-in player
// their figures, computed here from what is stored (player-statistics.server.ts), with the links of
// the technique profile: each technique's lesson and the lesson's practice puzzles.

import type { RouterContextProvider } from "react-router";
import { lessonPath } from "../academy/lessons.ts";
import { appContext, requestFacts } from "../context.server.ts";
import { getInstance } from "../middleware/i18next.ts";
import { playerStatistics } from "../saves/player-statistics.server.ts";
import { playerStreak } from "../daily/streaks.server.ts";
import type { PlayerStatistics, Streaks, TechniqueRow } from "../saves/solve-stats.ts";

/** The lesson page's practice section (routes/lesson.tsx). */
export const PRACTICE_ANCHOR = "#lesson-practice-heading";

export interface StatisticsPageData {
  title: string;
  description: string;
  signedIn: boolean;
  statistics: PlayerStatistics<TechniqueRow> | null;
  streaks: Streaks | null;
}

export async function statisticsLoader({ context }: { context: Readonly<RouterContextProvider> }): Promise<StatisticsPageData> {
  const { db, now, locale } = context.get(appContext);
  const i18n = getInstance(context);
  const title = i18n.t("statistics.title");
  const description = i18n.t("statistics.description");
  const auth = await requestFacts(context).session();
  if (!auth) return { title, description, signedIn: false, statistics: null, streaks: null };
  const [figures, streak] = await Promise.all([playerStatistics(db, auth.user.id, now), playerStreak(db, auth.user.id, now)]);
  const techniques = figures.techniques.map((t) => {
    const lesson = lessonPath(t.technique, locale);
    return { ...t, lesson, practice: `${lesson}${PRACTICE_ANCHOR}` };
  });
  const streaks: Streaks = { current: streak.current, longest: streak.longest, frozen: streak.frozen };
  return { title, description, signedIn: true, statistics: { ...figures, techniques }, streaks };
}
