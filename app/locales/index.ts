import de from "./de/translation.ts";
import en from "./en/translation.ts";

export const resources = {
  de: { translation: de },
  en: { translation: en },
};

export type Resources = typeof resources;
