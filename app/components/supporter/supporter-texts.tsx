import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "../../config/site-routes.ts";
import { createSectionT, type SectionKey, type TranslationOptions } from "../../lib/i18n/i18n.tsx";
import type { SupporterTexts } from "../../locales/de/supporter-page.ts";

// The supporter page's texts come with its loader data, in the page's language only, so they are
// not part of the JavaScript every page loads (the play page's budget is tight).

export type { SupporterTexts };
export type SupporterT = (key: SectionKey<SupporterTexts>, options?: TranslationOptions) => string;

const Context = createContext<SupporterT | null>(null);

export function SupporterTextsProvider({ locale, texts, children }: { locale: Locale; texts: SupporterTexts; children: ReactNode }) {
  const t = useMemo(() => createSectionT(locale, texts), [locale, texts]);
  return <Context.Provider value={t}>{children}</Context.Provider>;
}

export function useSupporterT(): SupporterT {
  const t = useContext(Context);
  if (!t) throw new Error("useSupporterT outside SupporterTextsProvider");
  return t;
}
