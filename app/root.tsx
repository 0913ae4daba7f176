import { needsFullTranslation, useTranslation } from "./lib/i18n/i18n.tsx";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  data,
  redirect,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { Shell } from "./components/shell/Shell.tsx";
import { UiProvider } from "./components/shell/ui-context.tsx";
import { LANGUAGE_COOKIE } from "./config/cookies.ts";
import { lessonAt, lessonPath } from "./academy/lessons.ts";
import { LOCALES, type Locale } from "./config/site-routes.ts";
import { appContext, requestFacts } from "./context.server.ts";
import { AUTH_COOKIE, clearCookies, EMAIL_SENT_COOKIE, LOGIN_TOKEN_COOKIE, requestToken } from "./accounts/request-session.server.ts";
import { bytesToDataUrl } from "./accounts/avatar.ts";
import { berlinDate, berlinParts, lastBerlinDates } from "./lib/dates/berlin-time.ts";
import { isBlackFriday, isSupporterActive } from "./supporter/period.ts";
import { recentSavegames, solveStatistics } from "./saves/savegames.server.ts";
import { dailyCalendar } from "./daily/daily.server.ts";
import { LAST_WEEK_DAYS, RECENT_SAVED_PUZZLES } from "./config/constants.ts";
import { contentVars, synapseTeasers } from "./content/content.server.ts";
import { cookiePolicy, readCookie } from "./lib/http/cookies.ts";
import { dayPhase } from "./lib/dates/daytime.ts";
import type { RootData } from "./shell/root-data.ts";
import { CSP_PROFILE_HEADER } from "./lib/security/security-headers.server.ts";
import { adsSetup } from "./ads/ads.server.ts";
import { SPLASH_COOKIE, shouldShowSplash } from "./shell/splash.ts";
import { DARK_MODE_COOKIE, parseThemeChoice, resolveTheme } from "./shell/theme.ts";
import { i18nextMiddleware } from "./middleware/i18next.ts";
import { requestMiddleware } from "./middleware/request.server.ts";
import boardCss from "./play/board.css?inline";
import savesCss from "./components/saves/saves.css?inline";
import dailyCss from "./components/daily/daily.css?inline";
import supporterCss from "./components/supporter/supporter.css?inline";
import adsCss from "./components/ads/ads.css?inline";
import lessonCss from "./components/academy/lesson.css?inline";
import appCss from "./styles/app.css?inline";

// The stylesheets are inlined into every document: one render-blocking request less on a slow
// phone connection. Only the server build carries the text (the browser keeps what the HTML
// brought), so the CSS does not travel a second time inside the JavaScript.
const INLINE_CSS = import.meta.env.SSR ? `${appCss}\n${boardCss}\n${savesCss}\n${dailyCss}\n${supporterCss}\n${adsCss}\n${lessonCss}` : "";

// Zod compiles its object parsers with `new Function` when it may, and finds out by trying once
// (caught). Our CSP allows no eval, so the attempt fails harmlessly but the browser reports it as
// a CSP violation. `jitless` skips the attempt; it must be set before the first schema is built,
// and route modules build theirs as they load, before any module of ours could set it: so this
// classic script (run before every module script) presets the config object Zod adopts.
const ZOD_JITLESS = "globalThis.__zod_globalConfig = { jitless: true };";

export const middleware = [requestMiddleware, i18nextMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

const NEWS_ITEMS = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, now, nonce, db, locale } = context.get(appContext);
  const url = new URL(request.url);
  const cookies = request.headers.get("Cookie");
  // The bare root is the only address without a language in it: send returning English
  // visitors to their language, as they chose with the switch.
  const facts = requestFacts(context);
  if (facts.path === "/" && readCookie(cookies, LANGUAGE_COOKIE) === "en") {
    throw redirect(`/en${url.search}`);
  }
  const { path: pathname } = facts;
  const match = facts.page?.site ? { page: facts.page.site } : undefined;
  const location = { latitude: env.SUN_LATITUDE, longitude: env.SUN_LONGITUDE };
  const phase = dayPhase(now, location);
  const themeChoice = parseThemeChoice(readCookie(cookies, DARK_MODE_COOKIE));
  const lesson = match ? undefined : lessonAt(pathname);
  const alternates = match
    ? (Object.fromEntries(LOCALES.map((l) => [l, match.page[l][0]!])) as Record<Locale, string>)
    : lesson
      ? (Object.fromEntries(LOCALES.map((l) => [l, lessonPath(lesson.lesson.technique, l)])) as Record<Locale, string>)
      : null;
  // SPEC §4 Start: a stored token that is no longer valid is cleared; a valid one loads the profile.
  const token = requestToken(request);
  const session = await facts.session();
  const headers = new Headers();
  if (token && !session) for (const c of clearCookies([AUTH_COOKIE])) headers.append("Set-Cookie", c);
  const today = berlinDate(now);
  const user = session
    ? {
        id: session.user.id,
        name: session.user.name,
        info: session.user.info,
        avatar:
          session.user.avatar && session.user.avatarType
            ? bytesToDataUrl(new Uint8Array(session.user.avatar), session.user.avatarType)
            : null,
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
  const rootData: RootData = {
    locale,
    nonce,
    origin: env.SITE_ORIGIN,
    year: berlinParts(now).year,
    pathname,
    search: url.search,
    pageKey: match?.page.key ?? null,
    alternates,
    canonical: match ? match.page[locale][0]! : null,
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
  return data(rootData, { headers });
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

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const { i18n } = useTranslation();
  const lang = data?.locale ?? (i18n.language === "en" ? "en" : "de");
  // Tells entry.client.tsx to load the on-demand texts before hydrating: a route here reads them.
  const texts = needsFullTranslation(useMatches()) ? "full" : undefined;
  return (
    <html lang={lang} data-theme={data?.theme ?? "light"} data-phase={data?.phase ?? "night"} data-texts={texts}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* The nonce lets this one inline style element past the CSP (style-src has no 'unsafe-inline'). */}
        <style nonce={data?.nonce} dangerouslySetInnerHTML={{ __html: INLINE_CSS }} suppressHydrationWarning />
        <script nonce={data?.nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} suppressHydrationWarning />
        {/* The consent platform, for visitors who may see ads (never for supporters): async, so it
            never holds up the page; no ad tag runs before it reports consent (components/ads). */}
        {data?.ads ? <script async src={data.ads.cmpSrc} nonce={data.nonce} suppressHydrationWarning /> : null}
        <Meta />
        {data?.canonical ? <link rel="canonical" href={`${data.origin}${data.canonical}`} /> : null}
        {data?.alternates
          ? LOCALES.map((l) => <link key={l} rel="alternate" hrefLang={l} href={`${data.origin}${data.alternates![l]}`} />)
          : null}
        {data?.alternates ? <link rel="alternate" hrefLang="x-default" href={`${data.origin}${data.alternates.de}`} /> : null}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <UiProvider>
      <Shell>
        <Outlet />
      </Shell>
    </UiProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const data = useRouteLoaderData<RootData>("root");
  if (!isRouteErrorResponse(error)) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const home = data?.locale === "en" ? "/en" : "/";
  return (
    <main id="main" className="error-page">
      <h1>{t("errorPage.title")}</h1>
      <p>{t("errorPage.text")}</p>
      <p>{t("errorPage.contact")}</p>
      <p className="error-status">HTTP {status}</p>
      <p>
        <a href={home}>{t("nav.home")}</a> · <a href={data?.pathname ?? home}>{t("errorPage.reload")}</a>
      </p>
    </main>
  );
}
