// What the service worker (sw.ts) keeps for offline play and what it answers for a page when the
// network fails. Pure: the worker passes in what its caches hold and carries out the answer, so
// every rule here is tested as a table (offline-plan.test.ts) without a browser.
//
// Only pages a visitor would get are kept: the worker fetches its copies without credentials, or
// keeps a response the server marked as free of anything personal (OFFLINE_COPY_HEADER). A
// signed-in player's own HTML is never stored.

import { LEVELS } from "../config/constants.ts";
import { LESSON_BASE } from "../academy/lessons.ts";
import { OFFLINE_PUZZLES_PER_PAGE } from "../config/offline.ts";
import { LOCALES, levelKey, localeOfPath, matchPage, pathFor, type Locale } from "../config/site-routes.ts";

/** Where the worker notes, per play page, the copy of the game in progress (a JSON entry in the games cache). */
export const IN_PROGRESS_KEY = "/__offline/in-progress.json";

export type InProgress = Record<string, string>;

export type PageKind =
  | { kind: "play"; path: string; locale: Locale; id: number | null; exclude: number | null }
  | { kind: "lesson"; locale: Locale }
  | { kind: "daily"; locale: Locale }
  | { kind: "offline"; locale: Locale }
  | { kind: "other"; locale: Locale };

const PLAY_KEYS = new Set<string>(["home", ...LEVELS.map(levelKey)]);

const positiveId = (value: string | null): number | null => {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
};

/** What kind of page an address of this site is, for keeping and for answering offline. */
export function pageKind(url: URL): PageKind {
  const match = matchPage(url.pathname);
  const locale = match?.locale ?? localeOfPath(url.pathname);
  if (match && PLAY_KEYS.has(match.page.key)) {
    return {
      kind: "play",
      // The canonical path: "/de" shows the home page too, and is kept as "/".
      path: pathFor(match.page.key, locale),
      locale,
      id: positiveId(url.searchParams.get("id")),
      exclude: positiveId(url.searchParams.get("exclude")),
    };
  }
  if (match?.page.key === "daily") return { kind: "daily", locale };
  if (match?.page.key === "offline") return { kind: "offline", locale };
  if (url.pathname.startsWith(`${LESSON_BASE[locale]}/`)) return { kind: "lesson", locale };
  return { kind: "other", locale };
}

/** The play pages of a language: where the rolling set of puzzles is kept. */
export function playPaths(locale: Locale): string[] {
  return ["home" as const, ...LEVELS.map(levelKey)].map((key) => pathFor(key, locale));
}

export const ALL_PLAY_PATHS: readonly string[] = LOCALES.flatMap(playPaths);

/** The address a kept puzzle is filed and shown under. */
export const copyKey = (path: string, id: number): string => `${path}?id=${id}`;

/** The puzzle number of a kept copy's address, or null. */
export function idOfKey(key: string): number | null {
  return positiveId(new URL(key, "http://x").searchParams.get("id"));
}

/** The offline page of a language, naming the address that could not be shown. */
export function offlinePageFor(locale: Locale, from: URL | null): string {
  const base = pathFor("offline", locale);
  return from ? `${base}?from=${encodeURIComponent(from.pathname + from.search)}` : base;
}

/** What the worker holds for one offline navigation. */
export interface Held {
  /** The exact address (path and query) is in a cache. */
  exact: boolean;
  /** The copy of the game in progress on this play page, if any. */
  inProgress: string | null;
  /** The fresh puzzles kept for this play page, oldest first. */
  fresh: readonly string[];
}

export type OfflineAnswer =
  /** Serve the kept copy of this very address. */
  | { type: "copy" }
  /** Go to a kept puzzle's address; `start` says it is taken from the fresh set (then it becomes the game in progress). */
  | { type: "redirect"; to: string; start: boolean }
  /** Nothing kept for this: the offline page, which says what works offline. */
  | { type: "offline-page"; to: string };

/**
 * The answer for a page when the network fails. A play page continues its game in progress, or
 * starts one of the kept puzzles; "next puzzle" (`?exclude=`) never gives the one just played.
 */
export function offlineAnswer(url: URL, page: PageKind, held: Held): OfflineAnswer {
  // The offline page itself, at whatever `from` it names.
  if (page.kind === "offline") return { type: "offline-page", to: url.pathname + url.search };
  if (held.exact && (page.kind !== "play" || page.id !== null)) return { type: "copy" };
  if (page.kind === "play" && page.id === null) {
    if (held.inProgress && idOfKey(held.inProgress) !== page.exclude) return { type: "redirect", to: held.inProgress, start: false };
    const next = held.fresh.find((key) => idOfKey(key) !== page.exclude && key !== held.inProgress);
    if (next) return { type: "redirect", to: next, start: true };
  }
  return { type: "offline-page", to: offlinePageFor(page.locale, url) };
}

/** The fresh puzzles a play page still lacks. */
export const missingFresh = (held: number): number => Math.max(0, OFFLINE_PUZZLES_PER_PAGE - held);
