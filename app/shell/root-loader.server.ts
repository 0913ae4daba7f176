import type { RouterContextProvider } from "react-router";
import { lessonAt, lessonPath } from "../academy/lessons.ts";
import { avatarPath } from "../accounts/avatar.ts";
import { AUTH_COOKIE, clearCookies, EMAIL_SENT_COOKIE, LOGIN_TOKEN_COOKIE, requestToken } from "../accounts/request-session.server.ts";
import { adsSetup } from "../ads/ads.server.ts";
import { LAST_WEEK_DAYS, RECENT_SAVED_PUZZLES } from "../config/constants.ts";
import { OFFLINE_COPY_HEADER } from "../config/offline.ts";
import { LOCALES, type Locale } from "../config/site-routes.ts";
import { contentVars, synapseTeasers } from "../content/content.server.ts";
import { appContext, requestFacts } from "../context.server.ts";
import { dailyCalendar } from "../daily/daily-calendar.server.ts";
import { berlinDate, berlinParts, lastBerlinDates } from "../lib/dates/berlin-time.ts";
import { dayPhase } from "../lib/dates/daytime.ts";
import { cookiePolicy, readCookie } from "../lib/http/cookies.ts";
import { CSP_PROFILE_HEADER } from "../lib/security/security-headers.server.ts";
import { recentSavegames, solveStatistics } from "../saves/savegames.server.ts";
import { isBlackFriday, isSupporterActive } from "../supporter/period.ts";
import type { RootData, SessionUser } from "./root-data.ts";
import { SPLASH_COOKIE, shouldShowSplash } from "./splash.ts";
import { DARK_MODE_COOKIE, parseThemeChoice, resolveTheme } from "./theme.ts";

const NEWS_ITEMS = 3;

/**
 * What the shell shows around every page (header, sidebar, drawer, footer, banners), and nothing
 * a single page needs: that is the page's loader. It runs for every document and again only when
 * app/shell/revalidation.ts says the shell may have changed. The headers: a stale session cookie
 * cleared (SPEC §4 Start), the ads' CSP profile, and whether the page may be kept for offline use.
 */
export async function shellData(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ rootData: RootData; headers: Headers }> {
  const { env, now, nonce, db, locale } = context.get(appContext);
  const facts = requestFacts(context);
  const cookies = request.headers.get("Cookie");
  const pathname = facts.path;
  const match = facts.page?.site ? { page: facts.page.site } : undefined;
  const location = { latitude: env.SUN_LATITUDE, longitude: env.SUN_LONGITUDE };
  const phase = dayPhase(now, location);
  const themeChoice = parseThemeChoice(readCookie(cookies, DARK_MODE_COOKIE));
  const lesson = match ? undefined : lessonAt(pathname);
  // A page whose query is what it shows (a shared result) keeps it in its canonical and language links.
  const query = match?.page.queryIsPage ? pageQuery(request.url) : "";
  const alternates = match
    ? (Object.fromEntries(LOCALES.map((l) => [l, `${match.page[l][0]!}${query}`])) as Record<Locale, string>)
    : lesson
      ? (Object.fromEntries(LOCALES.map((l) => [l, lessonPath(lesson.lesson.technique, l)])) as Record<Locale, string>)
      : null;
  // SPEC §4 Start: a stored token that is no longer valid is cleared; a valid one loads the profile.
  const token = requestToken(request);
  const session = await facts.session();
  const headers = new Headers();
  if (token && !session) for (const c of clearCookies([AUTH_COOKIE])) headers.append("Set-Cookie", c);
  const today = berlinDate(now);
  const user: SessionUser | null = session
    ? {
        id: session.user.id,
        name: session.user.name,
        info: session.user.info,
        // By address, not inline: the image would travel in every document (up to 200 KB as a data URL).
        // The stored version names the image: no bytes read, no hash per request.
        avatar: session.user.avatarVersion ? avatarPath(session.user.avatarVersion) : null,
        supporterUntil: isSupporterActive(session.user.supporterUntil, today) ? session.user.supporterUntil : null,
      }
    : null;
  const [saves, daily] = await Promise.all([
    session ? savesSummary(db, session.user.id, now) : null,
    dailyCalendar(db, session?.user ?? null, now),
  ]);
  const ads = adsSetup(env, user);
  if (ads) headers.set(CSP_PROFILE_HEADER, "ads");
  const codePending = !user && Boolean(readCookie(cookies, LOGIN_TOKEN_COOKIE)) && Boolean(readCookie(cookies, EMAIL_SENT_COOKIE));
  // Nothing of this document is anyone's own: the service worker may keep it for offline use (app/pwa/).
  if (!user && !codePending) headers.set(OFFLINE_COPY_HEADER, "1");
  const rootData: RootData = {
    locale,
    nonce,
    origin: env.SITE_ORIGIN,
    year: berlinParts(now).year,
    pathname,
    pageKey: match?.page.key ?? null,
    alternates,
    canonical: match ? `${match.page[locale][0]!}${query}` : null,
    themeChoice,
    theme: resolveTheme(themeChoice, phase),
    phase,
    location,
    showSplash: shouldShowSplash(now, readCookie(cookies, SPLASH_COOKIE)),
    news: synapseTeasers(locale, contentVars(env), NEWS_ITEMS),
    user,
    recent: saves?.recent ?? null,
    statistics: saves?.statistics ?? null,
    daily,
    blackFriday: isBlackFriday(today),
    codePending,
    ads,
    cookiePolicy: cookiePolicy(env.ENVIRONMENT),
  };
  return { rootData, headers };
}

/** The request's query without React Router's own `_routes` (a client navigation's data request). */
function pageQuery(address: string): string {
  const url = new URL(address);
  url.searchParams.delete("_routes");
  return url.search;
}

/** The drawer's last puzzles and the sidebar statistics; a storage failure must not break the page. */
async function savesSummary(db: Parameters<typeof recentSavegames>[0], userId: number, now: Date) {
  try {
    const [recent, stats] = await Promise.all([recentSavegames(db, userId, RECENT_SAVED_PUZZLES), solveStatistics(db, userId, now)]);
    return { recent, statistics: { ...stats, days: lastBerlinDates(LAST_WEEK_DAYS, now) } };
  } catch (error) {
    console.error("saves summary failed", error);
    return null;
  }
}
