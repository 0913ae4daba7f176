import { useTranslation } from "../../lib/i18n/i18n.tsx";
import type { DayPhase } from "../../lib/dates/day-phase.ts";
import type { Theme } from "../../shell/theme.ts";

/** Title over the ambience picture of the current day phase; CSS hides it on small screens. */
export function Header({ phase, theme }: { phase: DayPhase; theme: Theme }) {
  const { t } = useTranslation();
  return (
    <header className={`site-header ambience-${phase}-${theme}`} data-testid="site-header">
      <div className="site-header-text">
        <p className="site-title">{t("site.name")}</p>
        <p className="site-tagline">{t("site.tagline")}</p>
        <p className="visually-hidden">{t(`header.phase.${phase}`)}</p>
      </div>
    </header>
  );
}
