// The statistics page's figures (issue 31), from the player's solves as stored: per level the
// solved count, best and median time, the trend over the last solves and the perfect solves, and
// the technique profile. Pure; player-statistics.server.ts brings the rows.

import { LEVELS, type Level } from "../config/constants.ts";
import type { CalendarWeek } from "../daily/calendar.ts";
import { TECHNIQUE_IDS } from "../sudoku/technique-ids.ts";
import type { TechniqueId } from "../sudoku/techniques.ts";

/** One solve as the statistics read it. */
export interface SolveRecord {
  stars: number;
  /** The first solve's instant (ms), which orders the trend. */
  solvedAt: number;
  /** The game's clock at the solve; null when unknown or refused as implausible. */
  seconds: number | null;
  perfect: boolean;
  /** The techniques the player asked a hint for. */
  hinted: readonly string[];
  /** The techniques the puzzle's solution path used (its stored profile). */
  needed: readonly string[];
}

/** How many of the latest timed solves of a level the trend shows. */
export const TREND_SOLVES = 30;
/** Fewer timed solves than this in the trend say nothing yet about a direction. */
export const TREND_MIN_SOLVES = 6;
/** The later half's median must differ from the earlier half's by this many percent to count as a change. */
export const TREND_CHANGE_PERCENT = 10;
const PERCENT = 100;

export type Verdict = "faster" | "slower" | "steady" | "few";

export interface LevelStats {
  level: Level;
  solved: number;
  /** Solves with a time (the others are counted, but have none to compare). */
  timed: number;
  best: number | null;
  median: number | null;
  perfect: number;
  /** The times of the latest TREND_SOLVES timed solves, oldest first. */
  trend: number[];
  verdict: Verdict;
}

/**
 * The median of whole seconds. Of an even count it is the mean of the two middle values, rounded
 * half up to a whole second (10 and 13 give 12): a time between two real ones, as players expect
 * of "the middle", and never a fraction of a second nobody can read on a clock.
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[mid]!;
  return Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * The direction of the trend: the median of its later half against that of its earlier half (the
 * middle solve of an odd count in neither). Faster or slower by TREND_CHANGE_PERCENT or more (in
 * whole numbers, so no rounding of a fraction decides it); otherwise steady.
 */
export function verdictOf(trend: readonly number[]): Verdict {
  if (trend.length < TREND_MIN_SOLVES) return "few";
  const half = trend.length >> 1;
  const earlier = median(trend.slice(0, half))!;
  const later = median(trend.slice(trend.length - half))!;
  if (later * PERCENT <= earlier * (PERCENT - TREND_CHANGE_PERCENT)) return "faster";
  if (later * PERCENT >= earlier * (PERCENT + TREND_CHANGE_PERCENT)) return "slower";
  return "steady";
}

const bySolve = (a: SolveRecord, b: SolveRecord) => a.solvedAt - b.solvedAt;

/** Every level 1..5 with its figures; a level without solves has zeros and nulls. */
export function levelStats(solves: readonly SolveRecord[]): LevelStats[] {
  return LEVELS.map((level) => {
    const own = solves.filter((s) => s.stars === level).sort(bySolve);
    const times = own.flatMap((s) => (s.seconds === null ? [] : [s.seconds]));
    const trend = times.slice(-TREND_SOLVES);
    return {
      level,
      solved: own.length,
      timed: times.length,
      best: times.length ? Math.min(...times) : null,
      median: median(times),
      perfect: own.filter((s) => s.perfect).length,
      trend,
      verdict: verdictOf(trend),
    };
  });
}

export interface TechniqueStats {
  technique: TechniqueId;
  /** Solves whose puzzle needed it. */
  needed: number;
  /** Solves in which the player asked a hint for it. */
  hinted: number;
}

/** Per technique, in the engine's order (easiest first), those the player's solves needed or asked about. */
export function techniqueProfile(solves: readonly SolveRecord[]): TechniqueStats[] {
  return TECHNIQUE_IDS.map((technique) => ({
    technique,
    needed: solves.filter((s) => s.needed.includes(technique)).length,
    hinted: solves.filter((s) => s.hinted.includes(technique)).length,
  })).filter((t) => t.needed > 0 || t.hinted > 0);
}

/** A month of the daily record: the player's days solved on their day (app/daily/calendar.ts). */
export interface DailyMonth {
  month: string;
  weeks: readonly CalendarWeek[];
}

/** A technique of the profile with its lesson and the lesson's practice puzzles. */
export interface TechniqueRow extends TechniqueStats {
  lesson: string;
  practice: string;
}

/** The daily streaks (another part of issue 31, app/daily/streaks.server.ts). */
export interface Streaks {
  current: number;
  longest: number;
  /** Missed days a streak freeze bridged (app/daily/streaks.ts), marked in the calendars. */
  frozen: string[];
}

/** What the statistics page shows of a signed-in player. */
export interface PlayerStatistics<T extends TechniqueStats = TechniqueStats> {
  solved: number;
  perfect: number;
  levels: LevelStats[];
  techniques: T[];
  /** `today`: the Berlin date the calendars were worked out for. */
  daily: { solved: number; solvedOnDay: number; today: string; months: DailyMonth[] };
}

/** A stored JSON text as a list of names; anything else (null, broken, another shape) is none. */
export function namesOf(json: string | null): string[] {
  try {
    const value: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** A puzzle's stored profile ({"technique": uses}) as the techniques it used. */
export function profileTechniques(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object" || Array.isArray(value)) return [];
    return Object.entries(value).flatMap(([id, uses]) => (typeof uses === "number" && uses > 0 ? [id] : []));
  } catch {
    return [];
  }
}
