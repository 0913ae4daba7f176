// The supporter period, the one rule for browser and server (SPEC §3, §4, §9): what an amount
// buys, from when it counts, when it ends, and what a refund takes back. Pure: dates in, dates out.
//
// Dates are Berlin calendar dates ("YYYY-MM-DD"). The largest amount SPEC allows (135,960 EUR)
// buys more than 13,000 years, so years past 9999 are written with as many digits as they need
// ("15622-11-23"); compare dates with `compareDates`, never as strings.
import {
  BLACK_FRIDAY_BONUS_PERCENT,
  DAYS_PER_PART_MONTH,
  SUPPORTER_MAX_CENTS,
  SUPPORTER_MIN_CENTS,
  SUPPORTER_MONTHS_PER_PRICE,
  SUPPORTER_PRICE_CENTS,
  SUPPORTER_VAT_PERCENT,
} from "../config/supporter.ts";
import { addDays } from "../lib/dates/berlin-time.ts";

export interface Period {
  /** Whole calendar months. */
  months: number;
  /** Days on top of the months. */
  days: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PERCENT = 100;
const DATE_PATTERN = /^(\d{4,6})-(\d{2})-(\d{2})$/;

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function parse(date: string): Ymd {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

function format({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Days since 1970-01-01 of a calendar date. */
function dayNumber(date: string): number {
  const { y, m, d } = parse(date);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

function fromDayNumber(n: number): string {
  const t = new Date(n * DAY_MS);
  return format({ y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() });
}

export function isDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  return fromDayNumber(dayNumber(text)) === text;
}

export function compareDates(a: string, b: string): number {
  return Math.sign(dayNumber(a) - dayNumber(b));
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Calendar months later; a day that the target month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const { y, m, d } = parse(date);
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm = (index % 12) + 1;
  return format({ y: ty, m: tm, d: Math.min(d, daysInMonth(ty, tm)) });
}

export function addPeriod(date: string, period: Period): string {
  return addDays(addMonths(date, period.months), period.days);
}

// --- Black Friday ----------------------------------------------------------------------------

/**
 * The Friday after US Thanksgiving (the fourth Thursday of November), by SPEC's rule: November,
 * day 29 minus the weekday (Sunday = 0) of 1 September.
 */
export function blackFriday(year: number): string {
  const weekday = new Date(Date.UTC(year, 8, 1)).getUTCDay();
  return format({ y: year, m: 11, d: 29 - weekday });
}

export function isBlackFriday(date: string): boolean {
  return blackFriday(parse(date).y) === date;
}

// --- Amounts ---------------------------------------------------------------------------------

export type AmountResult = { ok: true; cents: number } | { ok: false; reason: "format" | "min" | "max" };

const AMOUNT_PATTERN = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** An amount in euros as typed: "10", "10.5", "10,50"; no thousands separators, at most two decimals. */
export function parseAmount(text: string): AmountResult {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return { ok: false, reason: "format" };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  if (cents < SUPPORTER_MIN_CENTS) return { ok: false, reason: "min" };
  if (cents > SUPPORTER_MAX_CENTS) return { ok: false, reason: "max" };
  return { ok: true, cents };
}

/** "10.00": PayPal's amount value. */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

// --- What an amount buys ---------------------------------------------------------------------

/**
 * Every 10.00 EUR buys 12 months, pro rata: the whole months as calendar months, the rest of a
 * month as days of a 30-day month, rounded down; on Black Friday 25 % more of both. In integers:
 * months = cents × 12 × (100 + bonus) / (1000 × 100).
 */
export function periodFor(cents: number, blackFridayBonus: boolean): Period {
  const numerator = cents * SUPPORTER_MONTHS_PER_PRICE * (PERCENT + (blackFridayBonus ? BLACK_FRIDAY_BONUS_PERCENT : 0));
  const denominator = SUPPORTER_PRICE_CENTS * PERCENT;
  const months = Math.floor(numerator / denominator);
  const days = Math.floor(((numerator % denominator) * DAYS_PER_PART_MONTH) / denominator);
  return { months, days };
}

/** The longest period one payment can buy (the largest amount on Black Friday). */
export const MAX_PERIOD: Period = periodFor(SUPPORTER_MAX_CENTS, true);

export interface VatBreakdown {
  grossCents: number;
  vatCents: number;
  netCents: number;
}

/** The price contains the VAT: net = gross / 1.19 rounded to the cent, VAT the difference. */
export function vatBreakdown(grossCents: number): VatBreakdown {
  const netCents = Math.round((grossCents * PERCENT) / (PERCENT + SUPPORTER_VAT_PERCENT));
  return { grossCents, vatCents: grossCents - netCents, netCents };
}

// --- The period on the account ---------------------------------------------------------------

/** SPEC §4: a supporter while the expiry (held as the end of that Berlin day) is later than the start of today. */
export function isSupporterActive(until: string | null | undefined, today: string): boolean {
  return typeof until === "string" && isDate(until) && compareDates(until, today) >= 0;
}

export interface Extension {
  /** The new last ad-free day. */
  until: string;
  /** Ad-free days this payment added (what a full refund takes back). */
  daysGranted: number;
}

/**
 * A payment extends from the later of today and the current expiry. A running period grows from
 * its last day; a new one starts today, and today is a gift on top (10 EUR paid on 23 Nov 2026
 * makes 23 Nov 2027 the last ad-free day).
 */
export function extendUntil(current: string | null, today: string, period: Period): Extension {
  const active = isSupporterActive(current, today);
  const base = active ? current! : today;
  const until = addPeriod(base, period);
  const before = active ? current! : addDays(today, -1);
  return { until, daysGranted: daysBetween(before, until) };
}

/**
 * Days a refund takes back: the refunded share of the days granted, rounded down, counted over all
 * refunds of one payment so that partial refunds add up to exactly a full one.
 */
export function daysToTakeBack(daysGranted: number, grossCents: number, refundedCentsTotal: number): number {
  const share = Math.min(Math.max(refundedCentsTotal, 0), grossCents);
  return Math.floor((daysGranted * share) / grossCents);
}
