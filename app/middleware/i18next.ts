import { createInstance, type i18n } from "i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Locale } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import { resources } from "../locales/index.ts";

// Server side only: locale detection and translations in loaders and API answers. Components
// translate with app/lib/i18n/i18n.tsx from the same catalogues.
// The language is the request's, worked out once by the Worker entry (app/context.server.ts) with
// the one rule of app/lib/i18n/locale.ts: pages by their path, API calls by `?lang=`, cookie and
// Accept-Language.
//
// remix-i18next's middleware built and initialised a fresh i18next instance on every request (a
// few per cent of a page's CPU in the profile). The catalogues are part of the build and nothing
// here changes an instance's language or resources (only `t`, `getFixedT` and `language` are
// used), so one initialised instance per language serves every request of an isolate.

const instanceContext = createContext<i18n | null>(null);
const instances = new Map<Locale, Promise<i18n>>();

function instanceFor(locale: Locale): Promise<i18n> {
  let instance = instances.get(locale);
  if (!instance) {
    const created = createInstance({
      resources,
      lng: locale,
      defaultNS: "translation",
      interpolation: { escapeValue: false },
    });
    instance = created.init().then(() => created);
    // A failed init is not kept: the next request tries again.
    instance.catch(() => instances.delete(locale));
    instances.set(locale, instance);
  }
  return instance;
}

export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  context.set(instanceContext, await instanceFor(context.get(appContext).locale));
  return next();
};

export function getInstance(context: Readonly<RouterContextProvider>): i18n {
  const instance = context.get(instanceContext);
  if (!instance) throw new Error("i18next middleware has not run for this request");
  return instance;
}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: (typeof resources)["de"];
  }
}
