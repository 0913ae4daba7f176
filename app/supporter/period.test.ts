import { describe, expect, it } from "vitest";
import { SUPPORTER_MAX_CENTS, SUPPORTER_MIN_CENTS } from "../config/supporter.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import {
  addMonths,
  blackFriday,
  centsToDecimal,
  compareDates,
  daysToTakeBack,
  extendUntil,
  isBlackFriday,
  isDate,
  isSupporterActive,
  MAX_PERIOD,
  parseAmount,
  periodFor,
  vatBreakdown,
} from "./period.ts";

describe("parseAmount", () => {
  it.each([
    ["1", 100],
    ["1.00", 100],
    ["1,5", 150],
    ["10", 1000],
    ["10,00", 1000],
    [" 12.34 ", 1234],
    ["135960", SUPPORTER_MAX_CENTS],
    ["135960,00", SUPPORTER_MAX_CENTS],
    ["007", 700],
  ])("%j is %i cents", (text, cents) => {
    expect(parseAmount(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ["0.99", "min"],
    ["0", "min"],
    ["0,00", "min"],
    ["135960.01", "max"],
    ["135961", "max"],
    ["999999999", "max"],
    ["", "format"],
    ["abc", "format"],
    ["1.234,56", "format"],
    ["10.001", "format"],
    ["-5", "format"],
    ["1e3", "format"],
    ["10 €", "format"],
    ["١٠", "format"],
    ["Infinity", "format"],
    ["10.", "format"],
    [".5", "format"],
    ["1000000000", "format"],
  ])("%j is refused (%s)", (text, reason) => {
    expect(parseAmount(text)).toEqual({ ok: false, reason });
  });

  it("takes exactly the limits of SPEC §5", () => {
    expect(SUPPORTER_MIN_CENTS).toBe(100);
    expect(SUPPORTER_MAX_CENTS).toBe(135_960 * 100);
  });
});

describe("periodFor", () => {
  it.each([
    // cents, Black Friday, months, days
    [1000, false, 12, 0],
    [1000, true, 15, 0],
    [500, false, 6, 0],
    [2000, false, 24, 0],
    [100, false, 1, 6], // 1.2 months
    [100, true, 1, 15], // 1.5 months
    [101, false, 1, 6], // 1.212 months: 6.36 days, rounded down
    [833, false, 9, 29], // 9.996 months: 29.88 days, rounded down
    [834, false, 10, 0], // 10.008 months
    [1234, false, 14, 24], // 14.808 months
    [999, false, 11, 29], // 11.988 months: 29.64 days
    [SUPPORTER_MAX_CENTS, false, 163_152, 0],
    [SUPPORTER_MAX_CENTS, true, 203_940, 0],
  ])("%i cents (Black Friday %s) buy %i months and %i days", (cents, bf, months, days) => {
    expect(periodFor(cents, bf)).toEqual({ months, days });
  });

  it("never buys less for more money", () => {
    let previous = periodFor(100, false);
    for (let cents = 101; cents <= 5000; cents++) {
      const next = periodFor(cents, false);
      expect(next.months * 31 + next.days).toBeGreaterThanOrEqual(previous.months * 31 + previous.days);
      previous = next;
    }
  });

  it("has the largest payment's period as its maximum", () => {
    expect(MAX_PERIOD).toEqual({ months: 203_940, days: 0 });
  });
});

describe("vatBreakdown", () => {
  it.each([
    [1000, 840, 160],
    [100, 84, 16],
    [119, 100, 19],
    [1234, 1037, 197],
    [SUPPORTER_MAX_CENTS, 11_425_210, 2_170_790],
  ])("%i cents contain %i net and %i VAT", (gross, net, vat) => {
    expect(vatBreakdown(gross)).toEqual({ grossCents: gross, netCents: net, vatCents: vat });
  });

  it("always adds up to the gross amount", () => {
    for (let gross = 100; gross < 3000; gross += 7) {
      const b = vatBreakdown(gross);
      expect(b.netCents + b.vatCents).toBe(gross);
      expect(Math.abs(b.netCents * 1.19 - gross)).toBeLessThanOrEqual(0.6);
    }
  });

  it("formats amounts for PayPal", () => {
    expect([100, 1000, 1234, 105, SUPPORTER_MAX_CENTS].map(centsToDecimal)).toEqual(["1.00", "10.00", "12.34", "1.05", "135960.00"]);
  });
});

describe("Black Friday", () => {
  it.each([
    [2018, "2018-11-23"],
    [2020, "2020-11-27"],
    [2021, "2021-11-26"],
    [2022, "2022-11-25"],
    [2023, "2023-11-24"],
    [2024, "2024-11-29"],
    [2025, "2025-11-28"],
    [2026, "2026-11-27"],
    [2027, "2027-11-26"],
    [2028, "2028-11-24"],
    [2100, "2100-11-26"],
  ])("%i: %s", (year, date) => {
    expect(blackFriday(year)).toBe(date);
    expect(isBlackFriday(date)).toBe(true);
  });

  it("is the Friday after the fourth Thursday of November in every year 1900–2400", () => {
    for (let year = 1900; year <= 2400; year++) {
      const first = new Date(Date.UTC(year, 10, 1)).getUTCDay();
      const firstThursday = 1 + ((4 - first + 7) % 7);
      const expected = `${year}-11-${String(firstThursday + 21 + 1).padStart(2, "0")}`;
      expect(blackFriday(year)).toBe(expected);
      expect(new Date(`${expected}T12:00:00Z`).getUTCDay()).toBe(5);
    }
  });

  it.each(["2026-11-26", "2026-11-28", "2025-11-27", "2026-12-27", "2026-10-27"])("%s is not Black Friday", (date) => {
    expect(isBlackFriday(date)).toBe(false);
  });

  it("is the Berlin day: late Friday evening UTC is already Saturday in Berlin", () => {
    expect(isBlackFriday(berlinDate(new Date("2026-11-26T23:00:00Z")))).toBe(true); // 00:00 Fri in Berlin
    expect(isBlackFriday(berlinDate(new Date("2026-11-26T22:59:59Z")))).toBe(false); // 23:59:59 Thu
    expect(isBlackFriday(berlinDate(new Date("2026-11-27T22:59:59Z")))).toBe(true); // 23:59:59 Fri
    expect(isBlackFriday(berlinDate(new Date("2026-11-27T23:00:00Z")))).toBe(false); // 00:00 Sat
  });
});

describe("addMonths", () => {
  it.each([
    ["2026-11-23", 12, "2027-11-23"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"], // leap year
    ["2028-02-29", 12, "2029-02-28"],
    ["2028-02-29", 48, "2032-02-29"],
    ["2026-03-31", 1, "2026-04-30"],
    ["2026-12-31", 2, "2027-02-28"],
    ["2026-11-30", 3, "2027-02-28"],
    ["2026-11-23", 163_152, "15622-11-23"],
  ])("%s + %i months = %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe("extendUntil", () => {
  const today = "2026-11-23";
  it.each([
    // current expiry, period, new expiry, days granted
    [null, { months: 12, days: 0 }, "2027-11-23", 366],
    ["2026-11-22", { months: 12, days: 0 }, "2027-11-23", 366], // ended yesterday: starts today
    ["2020-01-01", { months: 12, days: 0 }, "2027-11-23", 366],
    ["2026-11-23", { months: 12, days: 0 }, "2027-11-23", 365], // last day is today: extends from it
    ["2027-01-31", { months: 1, days: 0 }, "2027-02-28", 28], // month end
    ["2027-02-28", { months: 12, days: 0 }, "2028-02-28", 365],
    ["2028-02-29", { months: 12, days: 0 }, "2029-02-28", 365],
    ["2027-11-23", { months: 15, days: 0 }, "2029-02-23", 458],
    [null, { months: 1, days: 6 }, "2026-12-29", 37],
    ["garbage", { months: 1, days: 0 }, "2026-12-23", 31],
  ])("from %s by %j: %s (%i days)", (current, period, until, days) => {
    expect(extendUntil(current, today, period)).toEqual({ until, daysGranted: days });
  });

  it("stacks several payments without losing a day", () => {
    let until: string | null = null;
    const grants: number[] = [];
    for (const cents of [1000, 500, 100, 1234]) {
      const ext = extendUntil(until, today, periodFor(cents, false));
      grants.push(ext.daysGranted);
      until = ext.until;
    }
    // 12 + 6 + 1 m 6 d + 14 m 24 d from today
    expect(until).toBe("2029-09-22");
    expect(grants.reduce((a, b) => a + b)).toBe(compareDays("2026-11-22", until!));
  });

  it("gives the days back exactly when every payment is refunded", () => {
    const first = extendUntil(null, today, { months: 12, days: 0 });
    const second = extendUntil(first.until, "2027-03-01", { months: 15, days: 0 });
    const afterRefunds = shift(second.until, -(first.daysGranted + second.daysGranted));
    expect(afterRefunds).toBe("2026-11-22");
    expect(isSupporterActive(afterRefunds, "2027-03-01")).toBe(false);
  });
});

function compareDays(from: string, to: string): number {
  return Math.round((Date.UTC(...split(to)) - Date.UTC(...split(from))) / 86_400_000);
}
function split(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return [y, m - 1, d];
}
function shift(date: string, days: number): string {
  return new Date(Date.UTC(...split(date)) + days * 86_400_000).toISOString().slice(0, 10);
}

describe("isSupporterActive", () => {
  it.each([
    ["2026-11-23", "2026-11-23", true],
    ["2026-11-24", "2026-11-23", true],
    ["2026-11-22", "2026-11-23", false],
    [null, "2026-11-23", false],
    ["", "2026-11-23", false],
    ["2026-02-30", "2026-01-01", false],
    ["15622-11-23", "2026-11-23", true], // a five-digit year compares as a date, not as text
  ])("until %s, today %s: %s", (until, today, active) => {
    expect(isSupporterActive(until, today)).toBe(active);
  });

  it.each([
    // Berlin midnight at the end of the last ad-free day, around both clock changes
    ["2027-03-27", "2027-03-27T22:59:59Z", true], // 23:59:59 CET
    ["2027-03-27", "2027-03-27T23:00:00Z", false], // 00:00 CET, 28 March
    ["2027-03-28", "2027-03-28T21:59:59Z", true], // 23:59:59 CEST, the short day
    ["2027-03-28", "2027-03-28T22:00:00Z", false],
    ["2027-10-31", "2027-10-31T22:59:59Z", true], // 23:59:59 CET, the long day
    ["2027-10-31", "2027-10-31T23:00:00Z", false],
    ["2027-10-30", "2027-10-30T21:59:59Z", true], // 23:59:59 CEST
    ["2027-10-30", "2027-10-30T22:00:00Z", false],
  ])("until %s, at %s: %s", (until, instant, active) => {
    expect(isSupporterActive(until, berlinDate(new Date(instant)))).toBe(active);
  });
});

describe("daysToTakeBack", () => {
  it.each([
    [366, 1000, 1000, 366],
    [366, 1000, 500, 183],
    [366, 1000, 333, 121],
    [366, 1000, 0, 0],
    [366, 1000, 5000, 366], // never more than granted
    [365, 1000, -5, 0],
  ])("%i days of %i cents, %i refunded: %i back", (days, gross, refunded, back) => {
    expect(daysToTakeBack(days, gross, refunded)).toBe(back);
  });

  it("partial refunds add up to a full one", () => {
    const total = [250, 250, 250, 250].reduce((sum, _, i, all) => {
      const refunded = all.slice(0, i + 1).reduce((a, b) => a + b);
      return Math.max(sum, daysToTakeBack(366, 1000, refunded));
    }, 0);
    expect(total).toBe(366);
  });
});

describe("dates past 9999", () => {
  it("are dates and compare as such", () => {
    expect(isDate("15622-11-23")).toBe(true);
    expect(isDate("2026-13-01")).toBe(false);
    expect(compareDates("15622-11-23", "9999-12-31")).toBe(1);
    expect(compareDates("2026-11-23", "2026-11-23")).toBe(0);
  });
});
