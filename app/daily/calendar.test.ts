import { describe, expect, it } from "vitest";
import { calendarWeeks, monthWeeks } from "./calendar.ts";

const NONE = new Set<string>();

describe("calendarWeeks", () => {
  it.each([
    // today, number of weeks, first and last calendar week
    ["2027-02-10", 4, 5, 8], // February 2027 starts on a Monday and has exactly four weeks
    ["2026-11-23", 6, 44, 49], // 1 November 2026 is a Sunday: six rows
    ["2026-12-31", 5, 49, 53], // 2026 has an ISO week 53
    ["2027-01-01", 5, 53, 4], // and January 2027 opens in it
    ["2027-03-28", 5, 9, 13], // the spring clock change changes nothing
  ])("on %s: %i weeks from KW %i to KW %i", (today, count, first, last) => {
    const weeks = calendarWeeks(today, NONE);
    expect(weeks).toHaveLength(count);
    expect(weeks[0]!.calendarWeek).toBe(first);
    expect(weeks.at(-1)!.calendarWeek).toBe(last);
    for (const w of weeks) {
      expect(w.days).toHaveLength(7);
      expect(w.values).toHaveLength(7);
    }
  });

  it("lays the month out Monday to Sunday with the neighbouring months' days empty", () => {
    const weeks = calendarWeeks("2026-11-23", NONE);
    expect(weeks[0]!.days).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks.at(-1)!.days).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(weeks.flatMap((w) => w.days).filter(Boolean)).toHaveLength(30);
  });

  it("marks past days 1 or 0, today 1 only once solved, and future days not at all", () => {
    const solved = new Set(["2026-11-01", "2026-11-20", "2026-11-23", "2026-10-31"]);
    const marks = new Map(calendarWeeks("2026-11-23", solved).flatMap((w) => w.days.map((d, i) => [d, w.values[i]] as const)));
    expect(marks.get("2026-11-01")).toBe(1);
    expect(marks.get("2026-11-02")).toBe(0);
    expect(marks.get("2026-11-20")).toBe(1);
    expect(marks.get("2026-11-22")).toBe(0);
    expect(marks.get("2026-11-23")).toBe(1);
    expect(marks.get("2026-11-24")).toBe(null);
    expect(marks.get("2026-11-30")).toBe(null);
    const unsolved = calendarWeeks("2026-11-23", NONE).flatMap((w) => w.days.map((d, i) => [d, w.values[i]] as const));
    expect(new Map(unsolved).get("2026-11-23")).toBe(null); // today unsolved: no cross yet
    expect(new Map(unsolved).get("2026-11-22")).toBe(0);
  });

  it("marks nothing at all for someone who does not take part", () => {
    expect(
      calendarWeeks("2026-11-03", null)
        .flatMap((w) => w.values)
        .every((v) => v === null),
    ).toBe(true);
    const participant = calendarWeeks("2026-11-03", NONE).flatMap((w) => w.values);
    expect(participant.filter((v) => v === 0)).toHaveLength(2);
  });
});

describe("the visitors' bare month is built once per day", () => {
  it("hands out the same weeks for the same day, new ones the next day, and never a participant's", () => {
    const a = calendarWeeks("2026-11-24", null);
    expect(calendarWeeks("2026-11-24", null)).toBe(a);
    const marked = calendarWeeks("2026-11-24", new Set(["2026-11-02"]));
    expect(marked).not.toBe(a);
    expect(marked[1]!.values[0]).toBe(1);
    expect(a[1]!.values[0]).toBeNull();
    const next = calendarWeeks("2026-12-01", null);
    expect(next).not.toBe(a);
    expect(next[0]!.days).toContain("2026-12-01");
    expect(calendarWeeks("2026-11-24", null)).toEqual(a);
  });
});

describe("monthWeeks: any month as of today", () => {
  const marksOf = (weeks: ReturnType<typeof monthWeeks>) =>
    new Map(weeks.flatMap((w) => w.days.map((d, i) => [d, w.values[i]] as const)).filter(([d]) => d !== null));

  it("lays out a past month with every day marked, across the year's ISO week 53", () => {
    const weeks = monthWeeks("2026-12", "2027-02-10", new Set(["2026-12-24", "2026-12-31", "2027-01-01"]));
    expect(weeks.map((w) => w.calendarWeek)).toEqual([49, 50, 51, 52, 53]);
    expect(weeks[0]!.days).toEqual([null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(weeks.at(-1)!.days).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null, null]);
    const marks = marksOf(weeks);
    expect(marks.size).toBe(31);
    expect(marks.get("2026-12-24")).toBe(1);
    expect(marks.get("2026-12-31")).toBe(1);
    expect([...marks.values()].filter((v) => v === 0)).toHaveLength(29);
  });

  it("marks nothing in a month to come, before the first daily puzzle, or for a visitor", () => {
    expect([...marksOf(monthWeeks("2027-03", "2027-02-10", new Set())).values()].every((v) => v === null)).toBe(true);
    expect([...marksOf(monthWeeks("2026-10", "2027-02-10", new Set(["2026-10-05"]))).values()].every((v) => v === null)).toBe(true);
    expect([...marksOf(monthWeeks("2026-12", "2027-02-10", null)).values()].every((v) => v === null)).toBe(true);
  });

  it("is today's month as calendarWeeks builds it", () => {
    const solved = new Set(["2026-11-02"]);
    expect(monthWeeks("2026-11", "2026-11-23", solved)).toEqual(calendarWeeks("2026-11-23", solved));
  });
});
