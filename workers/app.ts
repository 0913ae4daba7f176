import { createRequestHandler, RouterContextProvider, type RequestHandler, type ServerBuild } from "react-router";
import { appContext } from "../app/context.server.ts";
import { createDb } from "../app/db/client.server.ts";
import { checkEnv } from "../app/env.server.ts";
import { requestLocale } from "../app/lib/i18n/locale.ts";
import { unroutedMethod } from "../app/lib/http/methods.server.ts";
import { bodyLimits, readRequestBody } from "../app/lib/http/request-body.server.ts";
import { cookiePolicy, readCookie, toAppCookies, toWireCookies } from "../app/lib/http/cookies.ts";
import { DEV_CLOCK_COOKIE, devClock, isLoopbackHost } from "../app/lib/security/dev-only.server.ts";
import { httpsRedirect } from "../app/lib/security/https-redirect.server.ts";
import { crossSiteRefusal } from "../app/lib/security/origin.server.ts";
import { applySecurityHeaders, createNonce } from "../app/lib/security/security-headers.server.ts";
import { keepPage, keptPage, visitorPageKey } from "../app/shell/visitor-page-cache.server.ts";
import { wallClock } from "./clock.ts";
import { handleScheduled } from "./scheduled.ts";

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
// Given a function, React Router re-imports the build and derives its route tables on every
// request (so Vite's dev server can swap modules): a quarter of a page's CPU in the profile. A
// built Worker never changes within an isolate, so it gets the build itself, resolved once.
const devRequestHandler = createRequestHandler(loadBuild, import.meta.env.MODE);
let builtRequestHandler: RequestHandler | undefined;
let build: Promise<ServerBuild> | undefined;
/** The build whose routes answer (and say their body limits): resolved once when built, as above. */
function currentBuild(): Promise<ServerBuild> {
  if (import.meta.env.MODE === "development") return loadBuild();
  if (!build) {
    build = loadBuild();
    // A failed import is not kept: the next request tries again.
    build.catch(() => (build = undefined));
  }
  return build;
}
async function requestHandler(request: Request, context: RouterContextProvider): Promise<Response> {
  if (import.meta.env.MODE === "development") return devRequestHandler(request, context);
  builtRequestHandler ??= createRequestHandler(await currentBuild(), import.meta.env.MODE);
  return builtRequestHandler(request, context);
}

export default {
  async fetch(incoming, env, ctx) {
    const appEnv = checkEnv(env);
    // Production speaks HTTPS only: plain HTTP is redirected before anything else happens.
    const upgrade = httpsRedirect(incoming, appEnv.ENVIRONMENT);
    if (upgrade) return upgrade;
    // Cookie names and flags follow the environment (`__Host-` and Secure in production): the
    // app reads and writes its own names, translated here in both directions.
    const cookies = cookiePolicy(appEnv.ENVIRONMENT);
    const request = toAppCookies(incoming, cookies);
    const nonce = createNonce();
    const url = new URL(request.url);
    // The request's language, worked out once: the answers below and every loader use it.
    const locale = requestLocale(request);
    // Every body is read (bounded by its route's limit, 413 past it) before anything answers: see
    // the module. Oversized bodies are drained only locally, for wrangler's dev proxy; production
    // cancels them.
    const read = await readRequestBody(request, locale, {
      drainOversized: appEnv.ENVIRONMENT !== "production",
      limitOf: bodyLimits((await currentBuild()).routes),
    });
    let response = read.response ?? unroutedMethod(read.request, locale) ?? crossSiteRefusal(read.request, locale);
    if (!response) {
      const context = new RouterContextProvider();
      // The one clock reading of a request (DESIGN §4 "Time is an input"): everything below gets `now`.
      const machineNow = wallClock();
      const now =
        devClock(appEnv, read.request, readCookie(read.request.headers.get("Cookie"), DEV_CLOCK_COOKIE), machineNow) ?? machineNow;
      context.set(appContext, { env: appEnv, ctx, db: createDb(appEnv.DB), nonce, now, locale });
      // The daily page as every visitor gets it is rendered once a minute (app/shell/visitor-page-cache.server.ts).
      const key = visitorPageKey(read.request, now, { latitude: appEnv.SUN_LATITUDE, longitude: appEnv.SUN_LONGITUDE });
      const kept = key ? keptPage(key, nonce, now) : null;
      if (kept) response = kept;
      else {
        response = await requestHandler(read.request, context);
        if (key) response = await keepPage(key, response, nonce, now);
      }
    }
    const secured = applySecurityHeaders(response, {
      nonce,
      hsts: url.protocol === "https:" && !isLoopbackHost(url),
      // Only Vite's dev server gets the relaxed policy; builds and the integration tests
      // (mode "test") serve the production policy.
      viteDevServer: import.meta.env.MODE === "development",
    });
    toWireCookies(secured.headers, cookies);
    return secured;
  },

  async scheduled(controller, env, ctx) {
    const appEnv = checkEnv(env);
    ctx.waitUntil(
      handleScheduled(controller.cron, controller.scheduledTime, appEnv).then((result) => {
        console.log(`scheduled ${result.cron}: ${result.reason}`, JSON.stringify(result.outcomes));
      }),
    );
  },
} satisfies ExportedHandler<Env>;
