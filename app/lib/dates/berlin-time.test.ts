import { describe, expect, it } from "vitest";
import {
  addDays,
  berlinDate,
  berlinDayStart,
  berlinOffsetMinutes,
  formatDate,
  isBerlinMidnight,
  lastBerlinDates,
  lastDaysBounds,
} from "./berlin-time.ts";

const HOUR = 3_600_000;

describe("berlinDate", () => {
  it.each([
    ["winter, just before Berlin midnight", Date.UTC(2026, 0, 14, 22, 59, 59), "2026-01-14"],
    ["winter, Berlin midnight", Date.UTC(2026, 0, 14, 23, 0, 0), "2026-01-15"],
    ["summer, just before Berlin midnight", Date.UTC(2026, 6, 14, 21, 59, 59), "2026-07-14"],
    ["summer, Berlin midnight", Date.UTC(2026, 6, 14, 22, 0, 0), "2026-07-15"],
    ["UTC midnight is already 01:00 in Berlin", Date.UTC(2026, 0, 15, 0, 0, 0), "2026-01-15"],
    ["spring-forward day, 01:59 CET", Date.UTC(2026, 2, 29, 0, 59), "2026-03-29"],
    ["spring-forward day, 03:00 CEST", Date.UTC(2026, 2, 29, 1, 0), "2026-03-29"],
    ["fall-back night, midnight CEST", Date.UTC(2026, 9, 24, 22, 0), "2026-10-25"],
    ["fall-back day, last minute (CET)", Date.UTC(2026, 9, 25, 22, 59), "2026-10-25"],
    ["new year in Berlin, still old year in UTC", Date.UTC(2026, 11, 31, 23, 30), "2027-01-01"],
  ])("%s", (_, instant, expected) => {
    expect(berlinDate(instant)).toBe(expected);
  });
});

describe("berlinOffsetMinutes", () => {
  it.each([
    [Date.UTC(2026, 0, 1, 12), 60],
    [Date.UTC(2026, 6, 1, 12), 120],
    [Date.UTC(2026, 2, 29, 0, 59), 60],
    [Date.UTC(2026, 2, 29, 1, 0), 120],
    [Date.UTC(2026, 9, 25, 0, 59), 120],
    [Date.UTC(2026, 9, 25, 1, 0), 60],
  ])("%i → %i", (instant, offset) => {
    expect(berlinOffsetMinutes(instant)).toBe(offset);
  });
});

describe("isBerlinMidnight", () => {
  it("is true only in the first minute of a Berlin day", () => {
    expect(isBerlinMidnight(Date.UTC(2026, 0, 14, 23, 0))).toBe(true);
    expect(isBerlinMidnight(Date.UTC(2026, 0, 14, 22, 0))).toBe(false);
    expect(isBerlinMidnight(Date.UTC(2026, 6, 14, 22, 0))).toBe(true);
    expect(isBerlinMidnight(Date.UTC(2026, 6, 14, 23, 0))).toBe(false);
  });

  // Winter: Berlin is UTC+1, so 00:00 Berlin is 23:00 UTC the day before. Summer: UTC+2, 22:00 UTC.
  it.each([
    ["winter 00:00:00", Date.UTC(2026, 0, 14, 23, 0, 0), true],
    ["winter 00:00:59.999", Date.UTC(2026, 0, 14, 23, 0, 59, 999), true],
    ["winter 00:01:00", Date.UTC(2026, 0, 14, 23, 1, 0), false],
    ["winter 00:59:00", Date.UTC(2026, 0, 14, 23, 59, 0), false],
    ["winter 23:59:00", Date.UTC(2026, 0, 14, 22, 59, 0), false],
    ["winter 01:00:00", Date.UTC(2026, 0, 15, 0, 0, 0), false],
    ["winter 12:00:00", Date.UTC(2026, 0, 15, 11, 0, 0), false],
    ["summer 00:00:00", Date.UTC(2026, 6, 14, 22, 0, 0), true],
    ["summer 00:00:59.999", Date.UTC(2026, 6, 14, 22, 0, 59, 999), true],
    ["summer 00:01:00", Date.UTC(2026, 6, 14, 22, 1, 0), false],
    ["summer 00:30:00", Date.UTC(2026, 6, 14, 22, 30, 0), false],
    ["summer 23:59:00", Date.UTC(2026, 6, 14, 21, 59, 0), false],
    ["summer 23:59:59", Date.UTC(2026, 6, 14, 21, 59, 59), false],
  ])("Berlin %s (instant %i) → %s", (_, instant, expected) => {
    expect(isBerlinMidnight(instant)).toBe(expected);
    expect(isBerlinMidnight(new Date(instant))).toBe(expected);
  });
});

describe("lastBerlinDates", () => {
  it("gives 7 dates oldest first ending with today in Berlin", () => {
    expect(lastBerlinDates(7, Date.UTC(2026, 2, 1, 23, 30))).toEqual([
      "2026-02-24",
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });
  it("crosses the spring DST change without skipping or repeating a day", () => {
    expect(lastBerlinDates(3, Date.UTC(2026, 2, 30, 10))).toEqual(["2026-03-28", "2026-03-29", "2026-03-30"]);
  });
});

describe("formatDate", () => {
  it("formats for the locale", () => {
    expect(formatDate("2024-06-08", "de")).toBe("08.06.2024");
    expect(formatDate("2024-06-08", "en")).toBe("08/06/2024");
    expect(formatDate("2024-06-08", "de", "long")).toBe("8. Juni 2024");
    expect(formatDate("2024-06-08", "en", "long")).toBe("8 June 2024");
  });
});

describe("Berlin day boundaries", () => {
  it.each([
    ["a winter day starts at 23:00 UTC the day before", "2026-01-15", Date.UTC(2026, 0, 14, 23), "2026-01-14"],
    ["a summer day starts at 22:00 UTC the day before", "2026-07-15", Date.UTC(2026, 6, 14, 22), "2026-07-14"],
    ["the spring-forward day starts in winter time", "2026-03-29", Date.UTC(2026, 2, 28, 23), "2026-03-28"],
    ["the day after spring-forward starts in summer time", "2026-03-30", Date.UTC(2026, 2, 29, 22), "2026-03-29"],
    ["the fall-back day starts in summer time", "2026-10-25", Date.UTC(2026, 9, 24, 22), "2026-10-24"],
    ["the day after fall-back starts in winter time", "2026-10-26", Date.UTC(2026, 9, 25, 23), "2026-10-25"],
    ["new year", "2027-01-01", Date.UTC(2026, 11, 31, 23), "2026-12-31"],
  ])("%s", (_, date, instant, dayBefore) => {
    expect(berlinDayStart(date)).toBe(instant);
    expect(berlinDate(instant)).toBe(date);
    expect(berlinDate(instant - 1)).toBe(dayBefore);
  });

  it("adds calendar days across month and year ends", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2026-03-29", -6)).toBe("2026-03-23");
  });

  it("keeps every digit of a year past 9999", () => {
    expect(addDays("15622-11-23", -366)).toBe("15621-11-22");
    expect(addDays("9999-12-31", 1)).toBe("10000-01-01");
  });

  it("bounds 7 days ending today, with a 23-hour spring-forward day", () => {
    const now = Date.UTC(2026, 2, 30, 10);
    const bounds = lastDaysBounds(7, now);
    expect(bounds).toHaveLength(8);
    expect(berlinDate(bounds[0]!)).toBe("2026-03-24");
    expect(berlinDate(bounds[6]!)).toBe("2026-03-30");
    expect(bounds[6]! <= now && now < bounds[7]!).toBe(true);
    const lengths = bounds.slice(1).map((b, i) => (b - bounds[i]!) / HOUR);
    expect(lengths).toEqual([24, 24, 24, 24, 24, 23, 24]);
  });

  it("has a 25-hour fall-back day, also when now is in its extra hour", () => {
    // 02:30 CET on 25 October, the second time the clock shows 02:30.
    const now = Date.UTC(2026, 9, 25, 1, 30);
    const bounds = lastDaysBounds(7, now);
    expect(berlinDate(bounds[6]!)).toBe("2026-10-25");
    expect((bounds[7]! - bounds[6]!) / HOUR).toBe(25);
  });

  it("bounds zero days with the one instant that ends today", () => {
    expect(lastDaysBounds(0, Date.UTC(2026, 6, 14, 12))).toEqual([Date.UTC(2026, 6, 14, 22)]);
    expect(lastBerlinDates(0, Date.UTC(2026, 6, 14, 12))).toEqual([]);
  });

  it("takes a Date as well as epoch milliseconds", () => {
    const instant = Date.UTC(2026, 6, 14, 22, 0, 30);
    expect(berlinDate(new Date(instant))).toBe("2026-07-15");
    expect(berlinOffsetMinutes(new Date(instant))).toBe(120);
    expect(lastBerlinDates(2, new Date(instant))).toEqual(["2026-07-14", "2026-07-15"]);
  });

  it("moves to the next day exactly at Berlin midnight", () => {
    const midnight = berlinDayStart("2026-07-15");
    expect(berlinDate(lastDaysBounds(7, midnight - 1)[6]!)).toBe("2026-07-14");
    expect(berlinDate(lastDaysBounds(7, midnight)[6]!)).toBe("2026-07-15");
  });
});

describe("berlinDate's minute memo", () => {
  it("answers every instant of a minute alike and turns at midnight to the millisecond", () => {
    const midnight = Date.UTC(2026, 10, 23, 23, 0, 0); // 00:00 in Berlin (CET)
    expect(berlinDate(midnight - 60_000)).toBe("2026-11-23");
    expect(berlinDate(midnight - 1)).toBe("2026-11-23");
    expect(berlinDate(midnight)).toBe("2026-11-24");
    expect(berlinDate(midnight + 59_999)).toBe("2026-11-24");
    expect(berlinDate(midnight - 1)).toBe("2026-11-23");
    expect(berlinDate(new Date(midnight + 30_000))).toBe("2026-11-24");
  });

  it("leaves the memo aside before 1893, when Berlin's offset was not whole hours", () => {
    // 1890-01-01 23:06:32 UTC is exactly midnight local mean time (+0:53:28).
    const lmtMidnight = Date.UTC(1890, 0, 1, 23, 6, 32);
    expect(berlinDate(lmtMidnight - 1)).toBe("1890-01-01");
    expect(berlinDate(lmtMidnight)).toBe("1890-01-02");
  });

  it("still refuses an invalid date", () => {
    expect(() => berlinDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("formatDate's kept strings", () => {
  it("answers alike from the store, across locales and styles, and after the store is cleared", () => {
    expect(formatDate("2026-11-01", "de", "long")).toBe("1. November 2026");
    expect(formatDate("2026-11-01", "de", "long")).toBe("1. November 2026");
    expect(formatDate("2026-11-01", "en", "long")).toBe("1 November 2026");
    expect(formatDate("2026-11-01", "de")).toBe("01.11.2026");
    // More dates than the store keeps: it starts over and stays right.
    for (let i = 0; i < 600; i++)
      formatDate(`2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`, i % 2 ? "de" : "en");
    expect(formatDate("2026-11-01", "de", "long")).toBe("1. November 2026");
    expect(() => formatDate("2026-13-45x", "de")).toThrow(RangeError);
  });
});
