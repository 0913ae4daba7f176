import { afterEach, describe, expect, it } from "vitest";
import { addDays } from "../lib/dates/berlin-time.ts";
import { STREAK_FREEZES_PER_WEEK, streakIfSolvedToday, streakOf, type Streak } from "./streaks.ts";

/** The dates from `from` to `to` (inclusive) but `except`. */
function days(from: string, to: string, ...except: string[]): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (!except.includes(d)) out.push(d);
  return out;
}

// November 2026: Sunday the 1st, then weeks Monday 2-8, 9-15, 16-22, 23-29.
interface Case {
  name: string;
  today: string;
  solved: string[];
  expected: Streak;
  /** What the current streak becomes once today is solved. */
  ifSolvedToday: number;
}

const cases: Case[] = [
  {
    name: "empty history",
    today: "2026-11-27",
    solved: [],
    expected: { current: 0, longest: 0, frozen: [], solvedToday: false },
    ifSolvedToday: 1,
  },
  {
    name: "one day, today",
    today: "2026-11-27",
    solved: ["2026-11-27"],
    expected: { current: 1, longest: 1, frozen: [], solvedToday: true },
    ifSolvedToday: 1,
  },
  {
    name: "today open: the run ending yesterday is current",
    today: "2026-11-27",
    solved: days("2026-11-23", "2026-11-26"),
    expected: { current: 4, longest: 4, frozen: [], solvedToday: false },
    ifSolvedToday: 5,
  },
  {
    name: "today solved",
    today: "2026-11-27",
    solved: days("2026-11-23", "2026-11-27"),
    expected: { current: 5, longest: 5, frozen: [], solvedToday: true },
    ifSolvedToday: 5,
  },
  {
    name: "freeze used: Thursday missed, the run goes on without counting it",
    today: "2026-11-22",
    solved: days("2026-11-16", "2026-11-22", "2026-11-19"),
    expected: { current: 6, longest: 6, frozen: ["2026-11-19"], solvedToday: true },
    ifSolvedToday: 6,
  },
  {
    name: "freeze holds yesterday while today is open",
    today: "2026-11-22",
    solved: days("2026-11-16", "2026-11-20"),
    expected: { current: 5, longest: 5, frozen: ["2026-11-21"], solvedToday: false },
    ifSolvedToday: 6,
  },
  {
    name: "break: a missed day the day before yesterday and yesterday, today open",
    today: "2026-11-22",
    solved: days("2026-11-16", "2026-11-19"),
    expected: { current: 0, longest: 4, frozen: [], solvedToday: false },
    ifSolvedToday: 1,
  },
  {
    name: "second miss in a week breaks the run (the first stays bridged)",
    today: "2026-11-21",
    solved: days("2026-11-09", "2026-11-21", "2026-11-17", "2026-11-19"),
    expected: { current: 2, longest: 9, frozen: ["2026-11-17"], solvedToday: true },
    ifSolvedToday: 2,
  },
  {
    name: "two misses in a row across Sunday/Monday break the run though each week has its freeze",
    today: "2026-11-19",
    solved: days("2026-11-09", "2026-11-19", "2026-11-15", "2026-11-16"),
    expected: { current: 3, longest: 6, frozen: [], solvedToday: true },
    ifSolvedToday: 3,
  },
  {
    name: "Sunday and Tuesday missed: one freeze in each week, both bridged",
    today: "2026-11-19",
    solved: days("2026-11-09", "2026-11-19", "2026-11-15", "2026-11-17"),
    expected: { current: 9, longest: 9, frozen: ["2026-11-15", "2026-11-17"], solvedToday: true },
    ifSolvedToday: 9,
  },
  {
    name: "longest is an earlier run, current the later one",
    today: "2026-11-27",
    solved: [...days("2026-11-02", "2026-11-12"), ...days("2026-11-20", "2026-11-26")],
    expected: { current: 7, longest: 11, frozen: [], solvedToday: false },
    ifSolvedToday: 8,
  },
  {
    name: "two misses in a row at a weekend: the first one's bridge is not kept",
    today: "2026-11-20",
    solved: [...days("2026-11-10", "2026-11-13"), ...days("2026-11-16", "2026-11-20")],
    expected: { current: 5, longest: 5, frozen: [], solvedToday: true },
    ifSolvedToday: 5,
  },
  {
    name: "year boundary: ISO week 53 (28 Dec to 3 Jan) has one freeze across the new year",
    today: "2027-01-05",
    solved: days("2026-12-26", "2027-01-05", "2026-12-31", "2027-01-02"),
    expected: { current: 3, longest: 6, frozen: ["2026-12-31"], solvedToday: true },
    ifSolvedToday: 3,
  },
  {
    name: "year boundary: 31 Dec and 5 Jan lie in two weeks, both bridged",
    today: "2027-01-06",
    solved: days("2026-12-26", "2027-01-06", "2026-12-31", "2027-01-05"),
    expected: { current: 10, longest: 10, frozen: ["2026-12-31", "2027-01-05"], solvedToday: true },
    ifSolvedToday: 10,
  },
  {
    name: "autumn clock change (Sunday 25 Oct 2026, a 25-hour day) counts as one day",
    today: "2026-10-27",
    solved: days("2026-10-23", "2026-10-27"),
    expected: { current: 5, longest: 5, frozen: [], solvedToday: true },
    ifSolvedToday: 5,
  },
  {
    name: "spring clock change (Sunday 28 Mar 2027, a 23-hour day) missed: bridged like any day",
    today: "2027-03-30",
    solved: days("2027-03-26", "2027-03-30", "2027-03-28"),
    expected: { current: 4, longest: 4, frozen: ["2027-03-28"], solvedToday: true },
    ifSolvedToday: 4,
  },
  {
    name: "dates after today are ignored",
    today: "2026-11-20",
    solved: ["2026-11-19", "2026-11-21"],
    expected: { current: 1, longest: 1, frozen: [], solvedToday: false },
    ifSolvedToday: 2,
  },
];

describe("streakOf", () => {
  it("allows one freeze per week", () => expect(STREAK_FREEZES_PER_WEEK).toBe(1));

  it.each(cases)("$name", ({ today, solved, expected, ifSolvedToday }) => {
    expect(streakOf(solved, today)).toEqual(expected);
    // The order of the stored rows does not matter.
    expect(streakOf([...solved].reverse(), today)).toEqual(expected);
    expect(streakIfSolvedToday(solved, today)).toBe(ifSolvedToday);
  });
});

describe("streakOf and the machine's time zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  // The rule works on calendar dates only: the same dates give the same streak in any zone, on
  // either side of a clock change (Node applies a changed TZ to the next Date it makes).
  it.each(["Europe/Berlin", "America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"])("is the same in %s", (zone) => {
    process.env.TZ = zone;
    for (const { today, solved, expected } of cases) expect(streakOf(solved, today)).toEqual(expected);
  });
});
