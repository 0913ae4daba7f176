import { useEffect } from "react";
import { needsFullTranslation, useTranslation } from "./lib/i18n/i18n.tsx";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  data,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { Shell } from "./components/shell/Shell.tsx";
import { UiProvider } from "./components/shell/ui-context.tsx";
import { LOCALES } from "./config/site-routes.ts";
import type { RootData } from "./shell/root-data.ts";
import { shellData } from "./shell/root-loader.server.ts";
import { shellShouldRevalidate } from "./shell/revalidation.ts";
import { APPLE_TOUCH_ICON, THEME_COLOR, manifestPath } from "./shell/install-links.ts";
import { forgetShellCalls, shellCallsSince, watchShellCalls } from "./shell/shell-calls.ts";
import { i18nextMiddleware } from "./middleware/i18next.ts";
import { requestMiddleware } from "./middleware/request.server.ts";
import boardCss from "./play/board.css?inline";
import boardMarksCss from "./play/board-marks.css?inline";
import savesCss from "./components/saves/saves.css?inline";
import dailyCss from "./components/daily/daily.css?inline";
import supporterCss from "./components/supporter/supporter.css?inline";
import adsCss from "./components/ads/ads.css?inline";
import lessonCss from "./components/academy/lesson.css?inline";
import appCss from "./styles/app.css?inline";

// The stylesheets are inlined into every document: one render-blocking request less on a slow
// phone connection. Only the server build carries the text (the browser keeps what the HTML
// brought), so the CSS does not travel a second time inside the JavaScript.
const INLINE_CSS = import.meta.env.SSR
  ? `${appCss}\n${boardCss}\n${boardMarksCss}\n${savesCss}\n${dailyCss}\n${supporterCss}\n${adsCss}\n${lessonCss}`
  : "";

// Zod compiles its object parsers with `new Function` when it may, and finds out by trying once
// (caught). Our CSP allows no eval, so the attempt fails harmlessly but the browser reports it as
// a CSP violation. `jitless` skips the attempt; it must be set before the first schema is built,
// and route modules build theirs as they load, before any module of ours could set it: so this
// classic script (run before every module script) presets the config object Zod adopts.
const ZOD_JITLESS = "globalThis.__zod_globalConfig = { jitless: true };";

export const middleware = [requestMiddleware, i18nextMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rootData, headers } = await shellData(request, context);
  return data(rootData, { headers });
}

/** The shell's data is loaded again only when something it shows may have changed (app/shell/revalidation.ts). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const reload = shellShouldRevalidate({ ...args, shellCallsSince: shellCallsSince() });
  if (reload) forgetShellCalls();
  return reload;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const { i18n } = useTranslation();
  const lang = data?.locale ?? (i18n.language === "en" ? "en" : "de");
  // Tells entry.client.tsx to load the on-demand texts before hydrating: a route here reads them.
  const texts = needsFullTranslation(useMatches()) ? "full" : undefined;
  const theme = data?.theme ?? "light";
  return (
    <html lang={lang} data-theme={theme} data-phase={data?.phase ?? "night"} data-texts={texts}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Installing (app/shell/web-manifest.ts). The theme's colour follows the theme toggle: it
            revalidates the root's data. A theme that changes with the time of day, in the page
            (components/shell/use-daytime.ts), changes it with the next page's data. */}
        <meta name="theme-color" content={THEME_COLOR[theme]} />
        <link rel="manifest" href={manifestPath(lang)} />
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
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
  useEffect(watchShellCalls, []);
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
