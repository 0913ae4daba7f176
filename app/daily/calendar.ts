// The month calendar of SPEC §2/§3 ("Daily Sudoku state"): ISO weeks of a Berlin month, Monday to
// Sunday, each past day marked solved (1) or not (0). Pure: the service brings the days the player
// solved on their day, the sidebar and the archive render the weeks.

import { addDays } from "../lib/dates/berlin-time.ts";
import { datesOfMonth, hasDailyPuzzle, isoWeek, isoWeekday, monthOf } from "./schedule.ts";

export interface CalendarWeek {
  calendarWeek: number;
  /** Monday to Sunday: the date when it lies in the month, else null. */
  days: (string | null)[];
  /**
   * Per day: 1 solved on its day, 0 not, null for days that are not past, have no daily puzzle or
   * are not in the month. Today: 1 once solved, else null.
   */
  values: (0 | 1 | null)[];
}

/**
 * The weeks of `today`'s month; `solvedOnDay` holds the dates solved on their day. null: someone
 * who does not take part (a visitor), for whom no day is marked, since a cross would mean "missed".
 */
export function calendarWeeks(today: string, solvedOnDay: ReadonlySet<string> | null): readonly CalendarWeek[] {
  // Every visitor's page carries the bare month: one per day is enough (readonly, shared).
  if (solvedOnDay === null) {
    if (bare.today !== today) bare = { today, weeks: monthWeeks(monthOf(today), today, null) };
    return bare.weeks;
  }
  return monthWeeks(monthOf(today), today, solvedOnDay);
}

let bare: { today: string; weeks: readonly CalendarWeek[] } = { today: "", weeks: [] };

/** The weeks of any month (YYYY-MM) as of `today`: a past month is all marks, a later one none. */
export function monthWeeks(month: string, today: string, solvedOnDay: ReadonlySet<string> | null): CalendarWeek[] {
  const dates = datesOfMonth(month);
  const last = dates.at(-1)!;
  const weeks: CalendarWeek[] = [];
  for (let monday = addDays(dates[0]!, -isoWeekday(dates[0]!)); monday <= last; monday = addDays(monday, 7)) {
    const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((d) => (monthOf(d) === month ? d : null));
    const values = days.map((d): 0 | 1 | null => {
      if (d === null || d > today || solvedOnDay === null || !hasDailyPuzzle(d)) return null;
      if (solvedOnDay.has(d)) return 1;
      return d === today ? null : 0;
    });
    weeks.push({ calendarWeek: isoWeek(monday), days, values });
  }
  return weeks;
}
