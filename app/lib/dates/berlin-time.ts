import { TIME_ZONE } from "../../config/constants.ts";

// Everything date-shaped (daily puzzle, statistics, draw month, splash end) is a Berlin calendar
// date. Intl does the DST arithmetic, so no offset table is kept here.
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

/** The Berlin calendar date of an instant, as YYYY-MM-DD. */
export function berlinDate(instant: Date | number = Date.now()): string {
  return dateFormatter.format(typeof instant === "number" ? new Date(instant) : instant);
}

export interface BerlinParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function berlinParts(instant: Date | number = Date.now()): BerlinParts {
  const parts = partsFormatter.formatToParts(typeof instant === "number" ? new Date(instant) : instant);
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
export function berlinOffsetMinutes(instant: Date | number = Date.now()): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  const p = berlinParts(ms);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60000);
}

/** True when the instant falls in the first minute after Berlin midnight. */
export function isBerlinMidnight(instant: Date | number = Date.now()): boolean {
  const p = berlinParts(instant);
  return p.hour === 0 && p.minute === 0;
}

/** The last `days` Berlin dates ending with the date of `instant`, oldest first. */
export function lastBerlinDates(days: number, instant: Date | number = Date.now()): string[] {
  const [y, m, d] = berlinDate(instant).split("-").map(Number) as [number, number, number];
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) {
    // Calendar arithmetic at UTC noon never crosses a date line, whatever the DST state.
    out.push(new Date(Date.UTC(y, m - 1, d - i, 12)).toISOString().slice(0, 10));
  }
  return out;
}

/** Formats a YYYY-MM-DD date for a locale (de: 23.11.2026, en: 23 November 2026). */
export function formatDate(isoDate: string, locale: string, style: "short" | "long" = "short"): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "de-DE", {
    timeZone: "UTC",
    ...(style === "short" ? { year: "numeric", month: "2-digit", day: "2-digit" } : { dateStyle: "long" }),
  }).format(date);
}
