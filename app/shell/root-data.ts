import { useRouteLoaderData } from "react-router";
import type { AdsSetup } from "../config/ads.ts";
import type { Locale, PageKey } from "../config/site-routes.ts";
import type { CalendarWeek } from "../daily/calendar.ts";
import type { DayPhase, Location } from "../lib/dates/day-phase.ts";
import type { CookiePolicy } from "../lib/http/cookies.ts";
import type { Theme, ThemeChoice } from "./theme.ts";

export interface NewsItem {
  date: string;
  title: string;
  lead: string;
  path: string;
}

/** The signed-in player as the shell shows them (SPEC §2 login card). */
export interface SessionUser {
  /**
   * The account's number. Not a secret (it grants nothing without the session cookie); the board
   * keys the browser's queue of unsent saves by it, so one player's games never go into another's account.
   */
  id: number;
  name: string;
  info: string;
  /** The avatar's versioned address (accounts/avatar.ts avatarPath), or null without one. */
  avatar: string | null;
  /** Last ad-free Berlin date while the supporter period is active, else null. */
  supporterUntil: string | null;
}

/** SPEC §3 "last saved puzzle": one of the drawer's recent unsolved games. */
export interface RecentSave {
  puzzleId: number;
  stars: number;
  progress: number;
}

/** SPEC §3 statistics, with the Berlin dates of `lastWeek` (oldest first) so the labels match the counts. */
export interface SolveStats {
  solvedPuzzlesTotal: number;
  lastWeek: number[];
  days: string[];
}

/**
 * SPEC §2 Daily Sudoku calendar and the drawer's entry: in the root data the current Berlin month;
 * the archive page and GET /api/daily-sudoku/statistics?month= answer the same shape for any month.
 */
export interface DailyCalendar {
  /** YYYY-MM of the month shown, and today's YYYY-MM-DD, in Berlin. */
  month: string;
  today: string;
  weeks: readonly CalendarWeek[];
  solvedToday: boolean;
  /** Only a signed-in player's days are marked; visitors are told how to take part. */
  role: "visitor" | "player";
  /** The month's days a streak freeze bridged (app/daily/streaks.ts). */
  frozen: string[];
  /** A signed-in player's streaks (days solved on their day, in a row); null for visitors. */
  streak: { current: number; longest: number } | null;
  /** The months before and after it that have a calendar, or null at either end. */
  previous: string | null;
  next: string | null;
}

export interface RootData {
  locale: Locale;
  nonce: string;
  origin: string;
  year: number;
  /** The page's path; the shell reads nothing of the query (see revalidation.ts), the language switch takes it from the location. */
  pathname: string;
  pageKey: PageKey | null;
  /** The same page in each language, or null where the path is not a page (404). */
  alternates: Record<Locale, string> | null;
  canonical: string | null;
  themeChoice: ThemeChoice;
  theme: Theme;
  phase: DayPhase;
  location: Location;
  showSplash: boolean;
  news: NewsItem[];
  user: SessionUser | null;
  /** Signed in only (null otherwise, and when the storage could not be read). */
  recent: RecentSave[] | null;
  statistics: SolveStats | null;
  daily: DailyCalendar;
  /** Today (Berlin) is Black Friday: the banners show and payments buy 25 % more. */
  blackFriday: boolean;
  /** A code e-mail was sent and its login token is still valid: the login card shows page 2. */
  codePending: boolean;
  /** Ads for this visitor (not a supporter, ads switched on): where their scripts come from. Null: no ad markup, no CMP. */
  ads: AdsSetup | null;
  /** This environment's cookie names and flags, for the one cookie browser code writes (the splash). */
  cookiePolicy: CookiePolicy;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root loader data missing");
  return data;
}
