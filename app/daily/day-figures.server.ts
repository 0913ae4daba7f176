// The figures of the day (issue 31): how many players solved a day's puzzle on its day and their
// median time, aggregates only, and none at all below DAY_FIGURES_MIN_SOLVERS. Counted on the
// (date, solved_on_day, solve_seconds) index: the count is an index range, the median one or two
// index steps at its offset, whatever the number of players.

import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import { DAY_FIGURES_MIN_SOLVERS, DAY_FIGURES_SECONDS } from "../config/daily.ts";
import type { Db } from "../db/client.server.ts";
import { dailyResults } from "../db/schema.ts";
import { median } from "../saves/solve-stats.ts";

export type DayFigures =
  | { shown: true; solvers: number; medianSeconds: number | null }
  /** Fewer solvers than DAY_FIGURES_MIN_SOLVERS: nothing is told, not even how many. */
  | { shown: false };

/** The figures from the stored results, uncached. */
export async function countDayFigures(db: Db, date: string): Promise<DayFigures> {
  const onDay = and(eq(dailyResults.date, date), eq(dailyResults.solvedOnDay, true));
  const [solvers, timed] = await db.batch([
    db.select({ n: count() }).from(dailyResults).where(onDay),
    db
      .select({ n: count() })
      .from(dailyResults)
      .where(and(onDay, isNotNull(dailyResults.solveSeconds))),
  ]);
  const total = solvers[0]?.n ?? 0;
  if (total < DAY_FIGURES_MIN_SOLVERS) return { shown: false };
  const times = timed[0]?.n ?? 0;
  if (times === 0) return { shown: true, solvers: total, medianSeconds: null };
  // The middle one (odd count) or the middle two (even count), read at their offset in time order.
  const middle = await db
    .select({ seconds: dailyResults.solveSeconds })
    .from(dailyResults)
    .where(and(onDay, isNotNull(dailyResults.solveSeconds)))
    .orderBy(asc(dailyResults.solveSeconds))
    .limit(2 - (times % 2))
    .offset((times - 1) >> 1);
  return { shown: true, solvers: total, medianSeconds: median(middle.map((m) => m.seconds!)) };
}

const counted = new Map<string, { figures: DayFigures; until: number }>();

/** The figures of a day, counted at most once per DAY_FIGURES_SECONDS in this isolate. */
export async function dayFigures(db: Db, date: string, now: Date): Promise<DayFigures> {
  const kept = counted.get(date);
  if (kept && kept.until > now.getTime()) return kept.figures;
  const figures = await countDayFigures(db, date);
  // A handful of days at most are asked for (today, and past days played as practice).
  if (counted.size > 31) counted.clear();
  counted.set(date, { figures, until: now.getTime() + DAY_FIGURES_SECONDS * 1000 });
  return figures;
}
