import { Suspense } from "react";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";
import { retryLazy } from "../shell/ui-context.tsx";

const StatisticsChart = retryLazy(() => import("./StatisticsChart.tsx"));

/**
 * SPEC §2/§3 sidebar statistics: for a visitor the invitation to sign in, for a player all solves
 * and the last 7 Berlin days (StatisticsChart.tsx, loaded only for them).
 */
export function Statistics({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { user, statistics, locale } = useRootData();
  const titleId = `${idPrefix}-statistics-title`;
  let body;
  if (!user) body = <p>{t("saves.statisticsLogin")}</p>;
  else if (!statistics) body = null;
  else
    body = (
      <Suspense fallback={null}>
        <StatisticsChart statistics={statistics} locale={locale} />
      </Suspense>
    );
  return (
    <section className="card statistics" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        {t("saves.statisticsTitle")}
      </h2>
      {body}
    </section>
  );
}
