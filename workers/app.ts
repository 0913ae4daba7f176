import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "../app/context.server.ts";
import { createDb } from "../app/db/client.server.ts";
import { checkEnv } from "../app/env.server.ts";
import { requestLocale } from "../app/lib/i18n/locale.ts";
import { unroutedMethod } from "../app/lib/http/methods.server.ts";
import { readRequestBody } from "../app/lib/http/request-body.server.ts";
import { crossSiteRefusal } from "../app/lib/security/origin.server.ts";
import { applySecurityHeaders, createNonce } from "../app/lib/security/security-headers.server.ts";
import { handleScheduled } from "./scheduled.ts";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const appEnv = checkEnv(env);
    const nonce = createNonce();
    const url = new URL(request.url);
    const locale = requestLocale(request);
    // Every body is read (bounded, 413 past its limit) before anything answers: see the module.
    const read = await readRequestBody(request, locale);
    let response = read.response ?? unroutedMethod(read.request, locale) ?? crossSiteRefusal(read.request, locale);
    if (!response) {
      const context = new RouterContextProvider();
      context.set(appContext, { env: appEnv, ctx, db: createDb(appEnv.DB), nonce, now: new Date() });
      response = await requestHandler(read.request, context);
    }
    const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
    return applySecurityHeaders(response, {
      nonce,
      secure: url.protocol === "https:" && !local,
      dev: import.meta.env.DEV,
    });
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
