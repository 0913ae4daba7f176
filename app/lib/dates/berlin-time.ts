import { TIME_ZONE } from "../../config/constants.ts";

// Everything date-shaped (daily puzzle, statistics, draw month, splash end) is a Berlin calendar
// date. Intl does the DST arithmetic, so no offset table is kept here. This is the only module
// that turns instants into Berlin dates and back (DESIGN §4 "Europe/Berlin").
const MINUTE_MS = 60_000;
/** Calendar arithmetic at UTC noon never crosses a date line, whatever the DST state. */
const NOON_HOUR = 12;
const dateFormatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const partsFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** 1893-04-01: Germany's switch from local mean time (+0:53:28 in Berlin) to CET. */
const WHOLE_HOUR_OFFSETS_SINCE_MS = Date.UTC(1893, 3, 1);
let lastDate = { minute: Number.NaN, date: "" };

/** The Berlin calendar date of an instant, as YYYY-MM-DD. */
export function berlinDate(instant: Date | number): string {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  // A page asks for today's date a dozen times, and Intl formatting is the slow part. Since 1893
  // Berlin's offsets are whole hours, so every instant of one UTC minute has the same date.
  if (!(ms >= WHOLE_HOUR_OFFSETS_SINCE_MS)) return dateFormatter.format(instant);
  const minute = Math.floor(ms / MINUTE_MS);
  if (minute !== lastDate.minute) lastDate = { minute, date: dateFormatter.format(ms) };
  return lastDate.date;
}

export interface BerlinParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function berlinParts(instant: Date | number): BerlinParts {
  const parts = partsFormatter.formatToParts(instant);
  // Stryker disable next-line OptionalChaining: equivalent, the formatter always yields every part it was asked for
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Minutes Berlin is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function berlinOffsetMinutes(instant: Date | number): number {
  const ms = Number(instant);
  const p = berlinParts(ms);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / MINUTE_MS);
}

/** True when the instant falls in the first minute after Berlin midnight. */
export function isBerlinMidnight(instant: Date | number): boolean {
  const p = berlinParts(instant);
  return p.hour === 0 && p.minute === 0;
}

/**
 * A Berlin calendar date `days` later (or earlier). Years past 9999 (a long supporter period) keep
 * all their digits ("15622-11-23"), where `toISOString` would write "+015622".
 */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days, NOON_HOUR));
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1, 2)}-${pad(t.getUTCDate(), 2)}`;
}

/** The last `days` Berlin dates ending with the date of `instant`, oldest first. */
export function lastBerlinDates(days: number, instant: Date | number): string[] {
  const today = berlinDate(instant);
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) out.push(addDays(today, -i));
  return out;
}

/**
 * The instant (ms) at which a Berlin calendar date begins. Berlin changes its clocks at 02:00 and
 * 03:00, never at midnight, so every date has exactly one midnight; the offset is read once at a
 * first guess and once more at the corrected instant, which settles it on both sides of a change.
 */
export function berlinDayStart(isoDate: string): number {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // Stryker disable next-line ArithmeticOperator: equivalent for Berlin, whose clocks change at 01:00 UTC, so UTC midnight already has the offset of Berlin midnight
  const guess = wall - berlinOffsetMinutes(wall) * MINUTE_MS;
  return wall - berlinOffsetMinutes(guess) * MINUTE_MS;
}

/**
 * The `days + 1` instants that bound the last `days` Berlin days ending with the day of `now`,
 * oldest first: day i is [bounds[i], bounds[i+1]). Days around a DST change have 23 or 25 hours.
 */
export function lastDaysBounds(days: number, now: Date | number): number[] {
  const dates = lastBerlinDates(days, now);
  return [...dates, addDays(dates.at(-1) ?? berlinDate(now), 1)].map(berlinDayStart);
}

// Building an Intl.DateTimeFormat costs far more than formatting with one, and the calendar in
// the sidebar formats a month of days on every page: one formatter per language and style.
const displayFormatters = new Map<string, Intl.DateTimeFormat>();
function displayFormatter(locale: string, style: "short" | "long"): Intl.DateTimeFormat {
  const tag = locale === "en" ? "en-GB" : "de-DE";
  const key = `${tag} ${style}`;
  let formatter = displayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, {
      timeZone: "UTC",
      ...(style === "short" ? { year: "numeric", month: "2-digit", day: "2-digit" } : { dateStyle: "long" }),
    });
    displayFormatters.set(key, formatter);
  }
  return formatter;
}

/** Formats a YYYY-MM-DD date for a locale (de: 23.11.2026, en: 23 November 2026). */
export function formatDate(isoDate: string, locale: string, style: "short" | "long" = "short"): string {
  // The sidebar calendar labels a month of days on every page: the same few dozen strings.
  const key = `${locale} ${style} ${isoDate}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
    text = displayFormatter(locale, style).format(new Date(Date.UTC(y, m - 1, d, 12)));
    if (formattedDates.size >= FORMATTED_DATES_KEPT) formattedDates.clear();
    formattedDates.set(key, text);
  }
  return text;
}
const FORMATTED_DATES_KEPT = 512;
const formattedDates = new Map<string, string>();
