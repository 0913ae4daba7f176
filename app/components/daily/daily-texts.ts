import { useMemo } from "react";
import { useLoaderData } from "react-router";
import type { Locale } from "../../config/site-routes.ts";
import { createSectionT } from "../../lib/i18n/i18n.tsx";
import type { DailyTexts } from "../../locales/de/daily-page.ts";

/**
 * Lookups in the daily and winners pages' own texts. They come with those pages' loader data
 * (`texts`), not in the catalogue every page loads, so the play page does not carry them.
 */
export function useDailyT() {
  const { locale, texts } = useLoaderData<{ locale: Locale; texts: DailyTexts }>();
  return useMemo(() => createSectionT(locale, texts), [locale, texts]);
}
