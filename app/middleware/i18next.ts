import { createI18nextMiddleware } from "remix-i18next";
import { DEFAULT_LOCALE, LOCALES } from "../config/site-routes.ts";
import { requestLocale } from "../lib/i18n/locale.ts";
import { resources } from "../locales/index.ts";

// Server side only: locale detection and translations in loaders and API answers. Components
// translate with app/lib/i18n.tsx from the same catalogues.
// Detection is the one rule of app/lib/i18n/locale.ts: pages by their path, API calls by
// `?lang=`, cookie and Accept-Language.
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    async findLocale({ request }) {
      return requestLocale(request);
    },
  },
  i18next: { resources, defaultNS: "translation", interpolation: { escapeValue: false } },
});

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: (typeof resources)["de"];
  }
}
