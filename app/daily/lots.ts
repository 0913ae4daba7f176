// Which solved days are lots in the month's draw (SPEC §1: one entry per person per day; issue 31:
// the daily puzzle is open to everyone, the draw is not). One rule, read by the draw's freeze and by
// the daily page's "your lots", so what a player is told is what the draw counts.

import { berlinDate } from "../lib/dates/berlin-time.ts";

export interface SolvedDay {
  /** The puzzle's Berlin day. */
  date: string;
  /** The first solved save reached the account on that Berlin day (decided by the server's clock at that save). */
  solvedOnDay: boolean;
}

/**
 * A day is a lot when its puzzle was solved on its day (the solved game reached the account before
 * midnight, Berlin) and the player had accepted the terms by the end of that day. So a visitor who
 * solves first and then signs in, or a player who accepts the terms after solving, still gets the
 * day's lot if both happen before midnight; accepting later never makes earlier days count.
 * Acceptance is never withdrawn (the first acceptance's time is kept), so the rule reads stored data only.
 */
export function isLot(day: SolvedDay, termsAcceptedAt: Date | null): boolean {
  return day.solvedOnDay && termsAcceptedAt !== null && berlinDate(termsAcceptedAt) <= day.date;
}
