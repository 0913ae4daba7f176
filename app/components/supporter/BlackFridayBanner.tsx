import { pathFor } from "../../config/site-routes.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";

/**
 * SPEC §2: the Black Friday banner, small (sidebar) and large (above the page), shown on Black
 * Friday (the Berlin day) and linking to the supporter page. The server decides the day.
 */
export default function BlackFridayBanner({ size }: { size: "small" | "large" }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const href = pathFor("supporter", locale);
  if (size === "small") {
    return (
      <a className="black-friday black-friday-small" href={href} data-testid="black-friday-small">
        {t("supporter.blackFridaySmall")}
      </a>
    );
  }
  return (
    <aside className="black-friday black-friday-large" aria-label={t("supporter.blackFridayLargeTitle")} data-testid="black-friday-large">
      <p className="black-friday-title">{t("supporter.blackFridayLargeTitle")}</p>
      <p>{t("supporter.blackFridayLargeText")}</p>
      <a className="button" href={href}>
        {t("supporter.blackFridayLink")}
      </a>
    </aside>
  );
}
