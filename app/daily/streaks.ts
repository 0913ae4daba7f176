// Streaks of the Daily Sudoku (issue 31): runs of Berlin days whose daily puzzle the player solved
// on its own day. Pure: the dates are YYYY-MM-DD strings from daily_results.solved_on_day, so the
// clock changes cannot move a day (the save decided the date when it was stored).
//
// The rule:
// - A run counts the days solved on their day, one after another.
// - The current streak is the run that ends today (once today is solved) or yesterday: today still
//   open never breaks it.
// - Streak freeze: in each ISO week (Monday to Sunday, Berlin dates) the first missed day inside a
//   run is bridged automatically. A bridged day is not counted in the run's length and does not
//   break it. A second missed day in the same week breaks the run, and two missed days in a row are
//   never bridged (not even when a week ends between them).
// - The longest streak is the longest run ever, counted the same way.

import { addDays } from "../lib/dates/berlin-time.ts";
import { isoWeekday } from "./schedule.ts";

/** Missed days a run may bridge per ISO week. */
export const STREAK_FREEZES_PER_WEEK = 1;
/** Missed days in a row that a freeze can bridge: a second one in a row always breaks the run. */
export const STREAK_MAX_BRIDGED_IN_A_ROW = 1;

export interface Streak {
  /** Days solved on their day in the run that ends today or yesterday (bridged days not counted); 0 without one. */
  current: number;
  /** The longest run ever, counted the same way. */
  longest: number;
  /** Dates a freeze bridged inside a run that went on (or that is still alive today), oldest first. */
  frozen: string[];
  /** Today's puzzle was solved on its day. */
  solvedToday: boolean;
}

/** The Monday of a date's ISO week: the key of the week whose freeze a missed day would use. */
const weekOf = (date: string): string => addDays(date, -isoWeekday(date));

/**
 * The streaks of a player who solved `solvedOnDay` (dates solved on their own Berlin day) as of the
 * Berlin date `today`. Dates after today are ignored.
 */
export function streakOf(solvedOnDay: Iterable<string>, today: string): Streak {
  const solved = new Set([...solvedOnDay].filter((d) => d <= today));
  const first = [...solved].sort()[0];
  const result: Streak = { current: 0, longest: 0, frozen: [], solvedToday: solved.has(today) };
  if (first === undefined) return result;

  let length = 0; // the run being walked; 0: none
  let missedInARow = 0;
  let pending: string[] = []; // bridged days not yet followed by a solved day
  let freezesUsed = new Map<string, number>(); // per week, inside this run
  const endRun = () => {
    result.longest = Math.max(result.longest, length);
    length = 0;
    pending = [];
    freezesUsed = new Map();
  };
  for (let day = first; day <= today; day = addDays(day, 1)) {
    if (solved.has(day)) {
      length++;
      missedInARow = 0;
      result.frozen.push(...pending);
      pending = [];
      continue;
    }
    // Today is still open: it neither counts nor breaks.
    if (day === today || length === 0) continue;
    missedInARow++;
    const week = weekOf(day);
    const used = freezesUsed.get(week) ?? 0;
    if (missedInARow <= STREAK_MAX_BRIDGED_IN_A_ROW && used < STREAK_FREEZES_PER_WEEK) {
      freezesUsed.set(week, used + 1);
      pending.push(day);
    } else endRun();
  }
  // The run still alive reaches today or yesterday (perhaps over a bridged yesterday).
  result.current = length;
  result.frozen.push(...pending);
  result.longest = Math.max(result.longest, length);
  return result;
}

/** What the current streak becomes once today is solved on its day (the share card after a solve). */
export function streakIfSolvedToday(solvedOnDay: Iterable<string>, today: string): number {
  return streakOf([...solvedOnDay, today], today).current;
}
