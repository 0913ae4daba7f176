// Money and months for people: formatted for the page's language (de-DE or en-GB), never by hand.

const tagOf = (locale: string) => (locale === "en" || locale.startsWith("en-") ? "en-GB" : "de-DE");

const euroFormats = new Map<string, Intl.NumberFormat>();
const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** Cents as euros: de 50,00 €, en €50.00. */
export function formatEuros(cents: number, locale: string): string {
  const tag = tagOf(locale);
  let format = euroFormats.get(tag);
  if (!format) euroFormats.set(tag, (format = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR" })));
  return format.format(cents / 100);
}

/** A month YYYY-MM with its year: de November 2026, en November 2026 (read mid-month at noon UTC, so no zone shifts it). */
export function formatMonth(month: string, locale: string): string {
  const tag = tagOf(locale);
  let format = monthFormats.get(tag);
  if (!format) monthFormats.set(tag, (format = new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" })));
  return format.format(new Date(`${month}-15T12:00:00Z`));
}

const ratingFormats = new Map<string, Intl.NumberFormat>();

/** A numeric difficulty with one decimal: de 7,2, en 7.2. */
export function formatRating(value: number, locale: string): string {
  const tag = tagOf(locale);
  let format = ratingFormats.get(tag);
  if (!format) ratingFormats.set(tag, (format = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format.format(value);
}

const countFormats = new Map<string, Intl.NumberFormat>();

/** A whole number with the language's grouping: de 1.234, en 1,234. */
export function formatCount(value: number, locale: string): string {
  const tag = tagOf(locale);
  let format = countFormats.get(tag);
  if (!format) countFormats.set(tag, (format = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 })));
  return format.format(value);
}
