import { describe, expect, it } from "vitest";
import { DAILY_EPOCH, DAILY_LEVEL_BY_WEEKDAY } from "../config/daily.ts";
import {
  dailyLevel,
  dailySlot,
  datesOfMonth,
  daysBetween,
  hasDailyPuzzle,
  isoWeek,
  isoWeekday,
  nextMonth,
  parseIsoDate,
  poolSeq,
  previousMonth,
} from "./schedule.ts";
import { addDays } from "../lib/dates/berlin-time.ts";

describe("parseIsoDate", () => {
  it.each([
    ["2026-11-23", "2026-11-23"],
    ["2024-02-29", "2024-02-29"],
    ["2026-02-29", null],
    ["2026-13-01", null],
    ["2026-00-10", null],
    ["2026-11-31", null],
    ["2026-1-5", null],
    ["20261123", null],
    [" 2026-11-23", null],
    ["2026-11-23T00:00", null],
    ["", null],
  ])("%j → %j", (text, expected) => {
    expect(parseIsoDate(text)).toBe(expected);
  });
});

describe("weekdays, weeks and months", () => {
  it.each([
    ["2026-11-23", 0],
    ["2026-11-29", 6],
    ["2026-11-01", 6],
    ["2027-01-01", 4],
  ])("%s is ISO weekday %i", (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it.each([
    ["2026-11-23", 48],
    ["2026-12-31", 53],
    ["2027-01-01", 53],
    ["2027-01-04", 1],
    ["2025-12-29", 1],
    ["2021-01-03", 53],
    ["2024-12-30", 1],
  ])("%s is in calendar week %i", (date, week) => {
    expect(isoWeek(date)).toBe(week);
  });

  it("counts days across a clock change as calendar days", () => {
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-11-23", "2026-11-01")).toBe(-22);
  });

  it("lists the days of a month and steps between months", () => {
    expect(datesOfMonth("2026-02")).toHaveLength(28);
    expect(datesOfMonth("2028-02").at(-1)).toBe("2028-02-29");
    expect(datesOfMonth("2026-10")[0]).toBe("2026-10-01");
    expect(nextMonth("2026-12")).toBe("2027-01");
    expect(nextMonth("2026-09")).toBe("2026-10");
    expect(previousMonth("2027-01")).toBe("2026-12");
    expect(previousMonth("2026-10")).toBe("2026-09");
  });
});

describe("the daily schedule", () => {
  it("gives Monday 1 star, rising to 5 stars on Sunday", () => {
    expect(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"].map(dailyLevel)).toEqual([
      1, 2, 2, 3, 3, 4, 5,
    ]);
  });

  it("has puzzles from the epoch on, none before", () => {
    expect(hasDailyPuzzle(DAILY_EPOCH)).toBe(true);
    expect(hasDailyPuzzle(addDays(DAILY_EPOCH, -1))).toBe(false);
    expect(() => dailySlot(addDays(DAILY_EPOCH, -1))).toThrow(RangeError);
  });

  it("numbers the days of each level consecutively from 0, without gaps or repeats, over three years", () => {
    const seen = new Map<number, number[]>();
    for (let i = 0; i < 3 * 366; i++) {
      const { stars, index } = dailySlot(addDays(DAILY_EPOCH, i));
      const list = seen.get(stars) ?? [];
      list.push(index);
      seen.set(stars, list);
    }
    for (const [stars, list] of seen) {
      expect(list, `level ${stars}`).toEqual(list.map((_, i) => i));
      const perWeek = DAILY_LEVEL_BY_WEEKDAY.filter((l) => l === stars).length;
      expect(Math.abs(list.length - (3 * 366 * perWeek) / 7), `level ${stars}`).toBeLessThanOrEqual(perWeek);
    }
    expect([...seen.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("is the same slot whoever asks, whenever", () => {
    expect(dailySlot("2026-11-29")).toEqual(dailySlot("2026-11-29"));
    expect(dailySlot(DAILY_EPOCH)).toEqual({ stars: dailyLevel(DAILY_EPOCH), index: 0 });
  });

  it("goes round the pool once it is through", () => {
    expect(poolSeq(0, 500)).toBe(0);
    expect(poolSeq(499, 500)).toBe(499);
    expect(poolSeq(500, 500)).toBe(0);
    expect(() => poolSeq(3, 0)).toThrow(RangeError);
  });
});
