// The Daily Sudoku's flows (SPEC §1, §7; docs/API.md "Daily Sudoku"): which day a request means,
// whether it has begun in Berlin, checking against the stored solution (the calendar is
// daily-calendar.server.ts; saving is the catalogue's flow keyed by date: app/saves/save-game.server.ts).
// Each flow returns a discriminated union; the JSON routes and the page switch over it.

import { DAILY_POOL_ID_BASE } from "../config/daily.ts";
import type { Db } from "../db/client.server.ts";
import { acceptDailyTerms, type AccountRow } from "../accounts/users.server.ts";
import { checkSavegame, readSavegame, type Savegame } from "../game/savegame.ts";
import { wrongEntries } from "../game/rules.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { parseIsoDate } from "./schedule.ts";
import { parsePuzzleId } from "../game/puzzle-id.ts";
import { assignDay, dayOfPuzzle, isAssignedPuzzle, type DailyPuzzle } from "./daily-puzzles.server.ts";
import { dailyResultOf, type DailyResultRow } from "./daily-results.server.ts";
import { puzzleOfKey, type Refused } from "../saves/save-game.server.ts";

export type DayLookup = { kind: "ok"; puzzle: DailyPuzzle; today: string } | { kind: "not-yet" } | { kind: "none" } | { kind: "bad-key" };

/** `today`, a date (YYYY-MM-DD) or a daily puzzle's number → that day's puzzle, if its day has begun in Berlin. */
export async function findDay(db: Db, key: string, now: Date): Promise<DayLookup> {
  const today = berlinDate(now);
  const date = key === "today" ? today : parseIsoDate(key);
  if (date !== null) {
    if (date > today) return { kind: "not-yet" };
    const puzzle = await assignDay(db, date, now);
    return puzzle ? { kind: "ok", puzzle, today } : { kind: "none" };
  }
  const id = parsePuzzleId(key);
  if (id === null) return { kind: "bad-key" };
  if (id <= DAILY_POOL_ID_BASE) return { kind: "none" };
  const puzzle = await dayOfPuzzle(db, id, today);
  if (puzzle) return { kind: "ok", puzzle, today };
  // Assigned ahead by the midnight job, but its day has not begun.
  return (await isAssignedPuzzle(db, id)) ? { kind: "not-yet" } : { kind: "none" };
}

export const termsAccepted = (user: Pick<AccountRow, "dailyTermsAcceptedAt">): boolean => user.dailyTermsAcceptedAt !== null;

/** Records the acceptance of the terms; the first acceptance's time is kept. */
export async function acceptTerms(db: Db, userId: number, now: Date): Promise<void> {
  await acceptDailyTerms(db, userId, now);
}

/** What the board gets: the givens, never the solution, and the player's stored game of that day. */
export function dailyGame(puzzle: DailyPuzzle, result: DailyResultRow | undefined, today: string) {
  return {
    id: puzzle.id,
    date: puzzle.date,
    dailyPuzzleDate: puzzle.date,
    stars: puzzle.stars,
    puzzle: puzzle.puzzle,
    isToday: puzzle.date === today,
    savegame: result ? readSavegame(result.state) : null,
    version: result?.version ?? null,
    progress: result?.progress ?? 0,
    solved: result?.solvedAt != null,
    solvedAt: result?.solvedAt?.toISOString() ?? null,
    solvedOnDay: result?.solvedOnDay ?? false,
  };
}

export async function dailyGameFor(db: Db, userId: number, lookup: Extract<DayLookup, { kind: "ok" }>) {
  return dailyGame(lookup.puzzle, await dailyResultOf(db, userId, lookup.puzzle.date), lookup.today);
}

export type DailyCheckResult = { kind: "checked"; wrong: number[]; solved: boolean } | Refused;

/** The check of SPEC §1 for a day's puzzle: which entries differ from the stored solution. */
export async function checkDaily(db: Db, input: { date: string; savegame: Savegame }, now: Date): Promise<DailyCheckResult> {
  const found = await puzzleOfKey(db, { date: input.date }, now);
  if (found.kind !== "ok") return found;
  const checked = checkSavegame(input.savegame, found.puzzle);
  if (!checked.ok) return { kind: "givens" };
  // checkSavegame leaves 0 at the givens, so only the player's entries are compared.
  return { kind: "checked", wrong: wrongEntries(found.puzzle.solution, checked.state.entries), solved: checked.solved };
}
