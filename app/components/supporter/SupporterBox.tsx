import { pathFor } from "../../config/site-routes.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";

/** SPEC §2 sidebar: the supporter box, not shown to supporters. */
export function SupporterBox({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { user, locale } = useRootData();
  if (user?.supporterUntil) return null;
  return (
    <section className="card supporter-box" aria-labelledby={`${idPrefix}-supporter-title`} data-testid="supporter-box">
      <h2 id={`${idPrefix}-supporter-title`} className="card-title">
        {t("supporter.boxTitle")}
      </h2>
      <p>{t("supporter.boxText")}</p>
      <a className="button" href={pathFor("supporter", locale)}>
        {t("supporter.boxLink")}
      </a>
    </section>
  );
}
