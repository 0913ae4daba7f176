import { DAILY_ASSIGN_AHEAD_DAYS } from "../../app/config/daily.ts";
import { addDays } from "../../app/lib/dates/berlin-time.ts";
import { assignDay } from "../../app/daily/daily-puzzles.server.ts";
import type { Job } from "./index.ts";

/**
 * Assigns the puzzles of today and the next days. Nothing waits for it: a request for a day that
 * is not assigned yet assigns it with the same rule (app/daily/schedule.ts), and the date key
 * keeps whichever came first.
 */
export const dailyPublish: Job = {
  name: "daily-publish",
  async run({ db, now, berlinDate }) {
    const assigned: string[] = [];
    for (let i = 0; i <= DAILY_ASSIGN_AHEAD_DAYS; i++) {
      const date = addDays(berlinDate, i);
      const puzzle = await assignDay(db, date, now);
      if (puzzle) assigned.push(`${date}=${puzzle.id}`);
    }
    return assigned.length ? `daily puzzles ${assigned.join(", ")}` : "no daily puzzles (pool empty or before the first day)";
  },
};
