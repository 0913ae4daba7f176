// The statistics page's data (issue 31): the player's solves, catalogue and daily, read once each
// on their indexes, and turned into figures by solve-stats.ts. The stored solve figures
// (schema.ts solveFigures) and the puzzles' profiles are all it needs: no state is parsed.

import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { dailyPool, dailyResults, puzzles, savegames } from "../db/schema.ts";
import { monthWeeks } from "../daily/calendar.ts";
import { monthOf, previousMonth } from "../daily/schedule.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import {
  levelStats,
  namesOf,
  profileTechniques,
  techniqueProfile,
  type DailyMonth,
  type PlayerStatistics,
  type SolveRecord,
} from "./solve-stats.ts";

/** The daily record shows at most this many months, newest first. */
export const CALENDAR_MONTHS = 12;

/**
 * The player's solved catalogue games with their puzzle's profile, first solve first: one range
 * of the (user_id, solved_at) index and a lookup of each puzzle by its key.
 */
export function solvedGames(db: Db, userId: number) {
  return db
    .select({
      solvedAt: savegames.solvedAt,
      stars: savegames.stars,
      seconds: savegames.solveSeconds,
      perfect: savegames.solvePerfect,
      hinted: savegames.solveHinted,
      profile: puzzles.profile,
    })
    .from(savegames)
    .innerJoin(puzzles, eq(puzzles.id, savegames.puzzleId))
    .where(and(eq(savegames.userId, userId), isNotNull(savegames.solvedAt)))
    .orderBy(asc(savegames.solvedAt));
}

/** The player's solved daily games with their pool puzzle's level and profile: the (user_id, date) key's range. */
export function solvedDailies(db: Db, userId: number) {
  return db
    .select({
      date: dailyResults.date,
      solvedAt: dailyResults.solvedAt,
      solvedOnDay: dailyResults.solvedOnDay,
      stars: dailyPool.stars,
      seconds: dailyResults.solveSeconds,
      perfect: dailyResults.solvePerfect,
      hinted: dailyResults.solveHinted,
      profile: dailyPool.profile,
    })
    .from(dailyResults)
    .innerJoin(dailyPool, eq(dailyPool.id, dailyResults.puzzleId))
    .where(and(eq(dailyResults.userId, userId), isNotNull(dailyResults.solvedAt)))
    .orderBy(asc(dailyResults.date));
}

type Row = Awaited<ReturnType<typeof solvedGames>>[number];

function record(row: Pick<Row, "solvedAt" | "stars" | "seconds" | "perfect" | "hinted" | "profile">): SolveRecord {
  return {
    stars: row.stars,
    solvedAt: row.solvedAt?.getTime() ?? 0,
    seconds: row.seconds,
    perfect: row.perfect === true,
    hinted: namesOf(row.hinted),
    needed: profileTechniques(row.profile),
  };
}

/**
 * The months of the daily record: from the month of the player's first daily solve (or this
 * month, without one) to this month, newest first, at most CALENDAR_MONTHS. A past month is
 * complete: its last day is marked like every other, solved or not.
 */
export function dailyMonths(today: string, firstDate: string | null, solvedOnDay: ReadonlySet<string>): DailyMonth[] {
  const months: DailyMonth[] = [];
  const first = monthOf(firstDate ?? today);
  for (let month = monthOf(today); month >= first && months.length < CALENDAR_MONTHS; month = previousMonth(month)) {
    months.push({ month, weeks: monthWeeks(month, today, solvedOnDay) });
  }
  return months;
}

/** Everything the statistics page shows of a player, at `now`. */
export async function playerStatistics(db: Db, userId: number, now: Date): Promise<PlayerStatistics> {
  const [games, dailies] = await db.batch([solvedGames(db, userId), solvedDailies(db, userId)]);
  const solves = [...games.map(record), ...dailies.map(record)];
  const onDay = new Set(dailies.filter((d) => d.solvedOnDay).map((d) => d.date));
  return {
    solved: solves.length,
    perfect: solves.filter((s) => s.perfect).length,
    levels: levelStats(solves),
    techniques: techniqueProfile(solves),
    daily: {
      solved: dailies.length,
      solvedOnDay: onDay.size,
      today: berlinDate(now),
      months: dailyMonths(berlinDate(now), dailies[0]?.date ?? null, onDay),
    },
  };
}
