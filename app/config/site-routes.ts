// The one route table. The router (app/routes.ts), the language switch, hreflang/canonical links,
// the navigation and /sitemap.xml all read it, so a page exists in both languages or not at all.
// Its keys are a type (PageKey): a key that names no page fails the typecheck, not a request.

import type { Level } from "./constants.ts";

export const LOCALES = ["de", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";

interface PageEntry<K extends string = string> {
  /** Stable key: names the page in catalogues (`pages.<key>`) and in links. */
  key: K;
  /** Route module, relative to app/. */
  file: string;
  /** Public paths. The first German path is canonical; further ones are aliases. */
  de: readonly string[];
  en: readonly string[];
  /** Listed in /sitemap.xml. */
  sitemap: boolean;
  /** The query is part of what the page is (a shared result's facts): canonical and language links keep it. */
  queryIsPage?: true;
}

export const LEVEL_SLUGS = {
  de: ["sehr-einfach", "einfach", "mittel", "schwierig", "sehr-schwierig"],
  en: ["very-easy", "easy", "medium", "hard", "very-hard"],
} as const;

export const SYNAPSE_DATES = [
  "2024-03-26",
  "2024-04-02",
  "2024-04-11",
  "2024-04-21",
  "2024-05-05",
  "2024-05-16",
  "2024-05-26",
  "2024-06-08",
  "2024-06-23",
  "2024-07-21",
] as const;
export const RELEASES = ["2021-1", "2021-2", "2023-0", "2024-0", "2024-1", "2024-2", "2024-3", "2025-0"] as const;

const levelPages: PageEntry<`level-${Level}`>[] = LEVEL_SLUGS.de.map((slug, i) => ({
  key: levelKey((i + 1) as Level),
  file: "routes/play.tsx",
  de: [`/de/${slug}`],
  en: [`/en/${LEVEL_SLUGS.en[i]}`],
  sitemap: true,
}));

const content = <const K extends string>(key: K, de: string, en: string): PageEntry<K> => ({
  key,
  file: "routes/content-page.tsx",
  de: [de],
  en: [en],
  sitemap: true,
});

const PAGES = [
  { key: "home", file: "routes/play.tsx", de: ["/", "/de"], en: ["/en"], sitemap: true },
  ...levelPages,
  content("instructions", "/de/spielanleitung", "/en/how-to-play"),
  content("faq", "/de/faq", "/en/faq"),
  { key: "contact", file: "routes/contact.tsx", de: ["/de/kontakt"], en: ["/en/contact"], sitemap: true },
  content("imprint", "/de/impressum", "/en/imprint"),
  content("privacy", "/de/datenschutzerklaerung", "/en/privacy"),
  content("copyright", "/de/urheberrechte", "/en/copyright"),
  content("academy", "/de/akademie", "/en/academy"),
  { key: "synapses", file: "routes/synapses.tsx", de: ["/de/synapsen"], en: ["/en/synapses"], sitemap: true },
  ...SYNAPSE_DATES.map((date) => content(`synapse-${date}` as const, `/de/synapsen/${date}`, `/en/synapses/${date}`)),
  {
    key: "release-notes",
    file: "routes/release-notes.tsx",
    de: ["/de/versionshinweise"],
    en: ["/en/release-notes"],
    sitemap: true,
  },
  ...RELEASES.map((r) => ({
    key: `release-${r}` as const,
    file: "routes/release.tsx",
    de: [`/de/versionshinweise/${r}`],
    en: [`/en/release-notes/${r}`],
    sitemap: true,
  })),
  // The Daily Sudoku page explains itself to visitors (and to crawlers); playing needs an account.
  { key: "daily", file: "routes/daily.tsx", de: ["/de/sudoku-des-tages"], en: ["/en/daily-sudoku"], sitemap: true },
  content("daily-terms", "/de/sudoku-des-tages/teilnahmebedingungen", "/en/daily-sudoku/terms"),
  // The calendar's earlier months (?month=YYYY-MM), each past day linking to its puzzle.
  {
    key: "daily-archive",
    file: "routes/daily-archive.tsx",
    de: ["/de/sudoku-des-tages/archiv"],
    en: ["/en/daily-sudoku/archive"],
    sitemap: true,
  },
  { key: "winners", file: "routes/winners.tsx", de: ["/de/gewinner_innen"], en: ["/en/winners"], sitemap: true },
  content("draw-method", "/de/gewinner_innen/so-wird-gelost", "/en/winners/how-we-draw"),
  { key: "supporter", file: "routes/supporter.tsx", de: ["/de/unterstuetzer_innen"], en: ["/en/supporters"], sitemap: true },
  // Personal pages: useful only signed in (or to sign in), so crawlers are not pointed at them.
  {
    key: "authentication",
    file: "routes/authentication.tsx",
    de: ["/de/authentifizierung"],
    en: ["/en/authentication"],
    sitemap: false,
  },
  { key: "profile", file: "routes/profile.tsx", de: ["/de/profil"], en: ["/en/profile"], sitemap: false },
  // A shared result card (issue 31): its facts are in the query, so there is nothing to index.
  { key: "result", file: "routes/result.tsx", de: ["/de/ergebnis"], en: ["/en/result"], sitemap: false, queryIsPage: true },
  {
    key: "saved-puzzles",
    file: "routes/saved-puzzles.tsx",
    de: ["/de/gespeicherte-raetsel"],
    en: ["/en/saved-puzzles"],
    sitemap: true,
  },
  {
    key: "solved-puzzles",
    file: "routes/solved-puzzles.tsx",
    de: ["/de/geloeste-raetsel"],
    en: ["/en/solved-puzzles"],
    sitemap: true,
  },
  { key: "statistics", file: "routes/statistics.tsx", de: ["/de/statistik"], en: ["/en/statistics"], sitemap: false },
  // What the service worker shows for a page it has not kept, when the network is gone (app/pwa/).
  { key: "offline", file: "routes/offline.tsx", de: ["/de/offline"], en: ["/en/offline"], sitemap: false },
  { key: "print-sheet", file: "routes/print-sheet.tsx", de: ["/de/druckbogen"], en: ["/en/print-sheet"], sitemap: true },
  {
    key: "own-puzzle",
    file: "routes/own-puzzle.tsx",
    de: ["/de/eigenes-sudoku"],
    en: ["/en/your-own-sudoku"],
    sitemap: true,
  },
] as const satisfies readonly PageEntry[];

/** The key of a page of the table. */
export type SitePageKey = (typeof PAGES)[number]["key"];
export type SitePage = PageEntry<SitePageKey>;
export const SITE_PAGES: readonly SitePage[] = PAGES;

/**
 * Which page a request is for: a page of the table, or one of the routes that serve many
 * addresses from one module (app/routes.ts: the academy's lessons, the Synapses feed).
 */
export type PageKey = SitePageKey | "lesson" | "synapses-feed";

const byKey = new Map<string, SitePage>(SITE_PAGES.map((p) => [p.key, p]));
const byPath = new Map<string, { page: SitePage; locale: Locale }>();
for (const page of SITE_PAGES) {
  for (const locale of LOCALES) for (const path of page[locale]) byPath.set(path, { page, locale });
}

/** Finds the page a pathname shows (trailing slash ignored). */
export function matchPage(pathname: string): { page: SitePage; locale: Locale } | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(normalized);
}

/**
 * The page path a request is for. Client-side navigations fetch loader data from
 * `<path>.data` (`/_.data` for `/`), which must resolve to the same page; the same rule as
 * React Router's own getNormalizedPath.
 */
export function pagePath(request: Request): string {
  const path = new URL(request.url).pathname;
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/** The language a pathname belongs to; unknown paths follow their prefix. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "de";
}

/** Canonical path of a page in a language. */
export function pathFor(key: SitePageKey, locale: Locale): string {
  const page = byKey.get(key);
  if (!page) throw new Error(`Unknown page key: ${key}`);
  return page[locale][0]!;
}

/** The Atom feed of all Synapses articles, beside the overview page of its language. */
export function synapsesFeedPath(locale: Locale): string {
  return `${pathFor("synapses", locale)}/atom.xml`;
}

export function levelKey(level: Level): `level-${Level}` {
  return `level-${level}`;
}
