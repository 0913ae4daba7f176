// Which pool puzzle belongs to which Berlin day: one deterministic rule, used by the midnight job
// that assigns days ahead and by the request that finds its day not yet assigned. Both insert with
// the date as key, so whichever comes first decides and the other changes nothing.

import { DAILY_EPOCH, DAILY_LEVEL_BY_WEEKDAY } from "../config/daily.ts";
import type { Level } from "../config/constants.ts";

const DAY_MS = 86_400_000;
const WEEK = 7;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (not 2026-02-30), or null. */
export function parseIsoDate(text: string): string | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? text : null;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD calendar dates; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** ISO weekday index of a calendar date: 0 = Monday … 6 = Sunday. */
export function isoWeekday(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % WEEK;
}

/** The level of a day's puzzle (config: DAILY_LEVEL_BY_WEEKDAY). */
export function dailyLevel(date: string): Level {
  return DAILY_LEVEL_BY_WEEKDAY[isoWeekday(date)]!;
}

/** True for dates from the first daily puzzle on. */
export function hasDailyPuzzle(date: string): boolean {
  return daysBetween(DAILY_EPOCH, date) >= 0;
}

/**
 * The day's place in its level's sequence: how many earlier days since the epoch had the same
 * level. Days of one level get consecutive numbers, so the pool is used in order without gaps and
 * two days never share a puzzle until the level's pool has gone round once.
 */
export function dailySlot(date: string): { stars: Level; index: number } {
  const stars = dailyLevel(date);
  const days = daysBetween(DAILY_EPOCH, date);
  if (days < 0) throw new RangeError(`${date} is before the first daily puzzle (${DAILY_EPOCH})`);
  const weekdays = DAILY_LEVEL_BY_WEEKDAY.map((level, weekday) => ({ level, weekday }));
  const perWeek = weekdays.filter((w) => w.level === stars).length;
  const start = isoWeekday(DAILY_EPOCH);
  const fullWeeks = Math.floor(days / WEEK);
  let index = fullWeeks * perWeek;
  // The days of the last, incomplete week before `date`, starting at the epoch's weekday.
  for (let i = 0; i < days % WEEK; i++) if (DAILY_LEVEL_BY_WEEKDAY[(start + i) % WEEK] === stars) index++;
  return { stars, index };
}

/** The pool puzzle of a slot: pools are used in order and start over once a level's pool is through. */
export function poolSeq(index: number, poolSize: number): number {
  if (poolSize < 1) throw new RangeError("empty daily pool");
  return index % poolSize;
}

/** The month (YYYY-MM) of a date, and the first day of the month after it. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

export function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** The dates of a month, first to last. */
export function datesOfMonth(month: string): string[] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}

/** ISO 8601 calendar week of a date: the week (Monday to Sunday) belongs to the year of its Thursday. */
export function isoWeek(date: string): number {
  const thursday = Date.parse(`${date}T00:00:00Z`) + (3 - isoWeekday(date)) * DAY_MS;
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return 1 + Math.floor((thursday - yearStart) / DAY_MS / WEEK);
}
