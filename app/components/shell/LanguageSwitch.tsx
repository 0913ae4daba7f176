import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useLocation } from "react-router";
import { useRootData } from "../../shell/root-data.ts";

/**
 * Posts the choice to /language, which stores it in a cookie and redirects to the same page in
 * the other language (works without JavaScript; a plain form post is a full page load, which
 * also reloads the other catalogue).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale, pathname } = useRootData();
  // The query from the location: the shell's data is not reloaded when only the query changes.
  const { search } = useLocation();
  const target = locale === "de" ? "en" : "de";
  return (
    <form method="post" action="/language" className="language-switch">
      <input type="hidden" name="lang" value={target} />
      <input type="hidden" name="from" value={`${pathname}${search}`} />
      <button type="submit" className="text-button" lang={target} aria-label={t("nav.switchToLabel")}>
        {t("nav.switchTo")}
      </button>
    </form>
  );
}
