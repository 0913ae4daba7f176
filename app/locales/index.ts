import de from "./de/translation.ts";
import en from "./en/translation.ts";
import deSupporterPage from "./de/supporter-page.ts";
import enSupporterPage from "./en/supporter-page.ts";
import deContactPage from "./de/contact-page.ts";
import enContactPage from "./en/contact-page.ts";

// The server's catalogues: every page's texts (translation.ts, also the browser's catalogue) plus
// the texts that only travel with their page's loader data.
export const resources = {
  de: { translation: { ...de, supporterPage: deSupporterPage, contactPage: deContactPage } },
  en: { translation: { ...en, supporterPage: enSupporterPage, contactPage: enContactPage } },
};

export type Resources = typeof resources;
