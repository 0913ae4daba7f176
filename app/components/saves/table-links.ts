// Addresses of the saved/solved tables. Sorting, paging and the delete confirmation live in the
// query string, so every control is a plain link that works before (and without) JavaScript.

import type { SortKey, TableQuery } from "../../saves/save-requests.ts";

/** Columns in SPEC §2 order; `action` is not sortable. */
export const COLUMNS = ["action", "checked", "progress", "solved", "stars", "sudoku", "updatedAt"] as const;
export type Column = (typeof COLUMNS)[number];

/** Dates read best newest first; numbers and levels smallest first. */
const DESCENDING_FIRST: ReadonlySet<SortKey> = new Set(["updatedAt", "solved"]);

export function tableHref(pathname: string, query: TableQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ sortBy: query.sortBy, sortDesc: String(query.sortDesc), page: String(query.page), ...extra });
  return `${pathname}?${params.toString()}`;
}

/** A header's link: the same column flips the order, another one starts in its natural order on page 1. */
export function sortHref(pathname: string, query: TableQuery, column: SortKey): string {
  const sortDesc = query.sortBy === column ? !query.sortDesc : DESCENDING_FIRST.has(column);
  return tableHref(pathname, { page: 1, sortBy: column, sortDesc });
}

export function ariaSort(query: TableQuery, column: SortKey): "ascending" | "descending" | "none" {
  if (query.sortBy !== column) return "none";
  return query.sortDesc ? "descending" : "ascending";
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as date and time in Berlin, fixed fields so server and browser print the same text. */
export function formatInstant(iso: string, locale: string): string {
  const tag = locale === "en" ? "en-GB" : "de-DE";
  let format = dateTimeFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      timeZone: "Europe/Berlin",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    dateTimeFormats.set(tag, format);
  }
  return format.format(new Date(iso));
}
