import { createI18nextMiddleware } from "remix-i18next";
import { DEFAULT_LOCALE, LOCALES, localeOfPath, pagePath } from "../config/site-routes.ts";
import { resources } from "../locales/index.ts";

// Server side only: locale detection and translations in loaders and API answers. Components
// translate with app/lib/i18n.tsx from the same catalogues.
// The language is part of the URL (/en/... is English, everything else German), so detection
// reads only the path; the `lang` cookie is used by the root path's redirect, not here.
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    async findLocale({ request }) {
      return localeOfPath(pagePath(request));
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
