import { pathFor } from "../../config/site-routes.ts";
import { formatMonth } from "../../lib/format/locale-format.ts";
import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import type { LevelStats, PlayerStatistics, Streaks, TechniqueRow } from "../../saves/solve-stats.ts";
import { useRootData } from "../../shell/root-data.ts";
import { CalendarTable } from "../daily/CalendarTable.tsx";
import { Stars } from "../Stars.tsx";
import { SolveTime } from "./SolveTime.tsx";
import { TrendChart } from "./TrendChart.tsx";

type Statistics = PlayerStatistics<TechniqueRow>;

/** The loader's data (routes/statistics.server.ts). */
export interface StatisticsData {
  title: string;
  statistics: Statistics | null;
  streaks: Streaks | null;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A count for people: de 1.234, en 1,234. */
export function formatCount(value: number, locale: string): string {
  const tag = locale === "en" ? "en-GB" : "de-DE";
  let format = numberFormats.get(tag);
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag)));
  return format.format(value);
}

function SignInHint() {
  const { t } = useFullTranslation();
  const { locale } = useRootData();
  return (
    <>
      <p className="notice">{t("statistics.notAuthenticated")}</p>
      <p>{t("statistics.notAuthenticatedText")}</p>
      <p>
        <a className="button" href={`${pathFor("authentication", locale)}?from=${encodeURIComponent(pathFor("statistics", locale))}`}>
          {t("statistics.toLogin")}
        </a>
      </p>
    </>
  );
}

function LevelTable({ levels }: { levels: LevelStats[] }) {
  const { t } = useFullTranslation();
  const { locale } = useRootData();
  const time = (seconds: number | null) => (seconds === null ? t("statistics.noTime") : <SolveTime seconds={seconds} />);
  // The table scrolls sideways on a phone and holds nothing focusable: the keyboard reaches it as a region.
  return (
    <div className="saves-table-wrap" tabIndex={0} role="region" aria-label={t("statistics.levelsTable")}>
      <table className="saves-table statistics-table" data-testid="statistics-levels">
        <caption className="visually-hidden">{t("statistics.levelsHeading")}</caption>
        <thead>
          <tr>
            {(["level", "solved", "best", "median", "perfect", "trend"] as const).map((column) => (
              <th key={column} scope="col">
                {t(`statistics.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {levels.map((row) => (
            <tr key={row.level} data-level={row.level}>
              <th scope="row">
                {t(`levels.${row.level}`)} <Stars count={row.level} />
              </th>
              <td data-column="solved">{formatCount(row.solved, locale)}</td>
              <td data-column="best">{time(row.best)}</td>
              <td data-column="median">{time(row.median)}</td>
              <td data-column="perfect">{formatCount(row.perfect, locale)}</td>
              <td data-column="trend" className="statistics-verdict">
                {row.solved === 0 ? null : t(`statistics.verdict.${row.verdict}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DailyRecord({ daily, streaks }: { daily: Statistics["daily"]; streaks: Streaks | null }) {
  const { t } = useFullTranslation();
  const { locale } = useRootData();
  return (
    <section aria-labelledby="statistics-daily" className="statistics-section">
      <h2 id="statistics-daily">{t("statistics.dailyHeading")}</h2>
      <p data-testid="statistics-daily-count">
        {t("statistics.dailySolved", { count: daily.solved, onDay: formatCount(daily.solvedOnDay, locale) })}
      </p>
      {streaks ? (
        <ul className="statistics-streaks" data-testid="statistics-streaks">
          <li>{t("statistics.currentStreak", { count: streaks.current })}</li>
          <li>{t("statistics.longestStreak", { count: streaks.longest })}</li>
        </ul>
      ) : null}
      <div className="statistics-months">
        {/* The sidebar's and the archive's month table: the same marks, links and today. */}
        {daily.months.map((month) => (
          <CalendarTable
            key={month.month}
            calendar={{ ...month, today: daily.today, frozen: streaks?.frozen ?? [] }}
            locale={locale}
            labelledBy={`statistics-month-${month.month}`}
            caption={formatMonth(month.month, locale)}
          />
        ))}
      </div>
    </section>
  );
}

function TechniqueProfile({ techniques }: { techniques: Statistics["techniques"] }) {
  const { t } = useFullTranslation();
  const { locale } = useRootData();
  return (
    <section aria-labelledby="statistics-techniques" className="statistics-section">
      <h2 id="statistics-techniques">{t("statistics.techniquesHeading")}</h2>
      {techniques.length === 0 ? (
        <p>{t("statistics.techniquesEmpty")}</p>
      ) : (
        <>
          <p>{t("statistics.techniquesIntro")}</p>
          <div className="saves-table-wrap">
            <table className="saves-table statistics-table" data-testid="statistics-techniques">
              <caption className="visually-hidden">{t("statistics.techniquesHeading")}</caption>
              <thead>
                <tr>
                  {(["technique", "needed", "hinted", "learn"] as const).map((column) => (
                    <th key={column} scope="col">
                      {t(`statistics.techniqueColumns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {techniques.map((row) => {
                  const name = t(`play.techniques.${row.technique}.name`);
                  return (
                    <tr key={row.technique} data-technique={row.technique}>
                      <th scope="row">{name}</th>
                      <td data-column="needed">{formatCount(row.needed, locale)}</td>
                      <td data-column="hinted">{formatCount(row.hinted, locale)}</td>
                      <td className="statistics-links">
                        <a href={row.lesson} aria-label={t("statistics.lessonLabel", { name })}>
                          {t("statistics.lesson")}
                        </a>{" "}
                        <a href={row.practice} aria-label={t("statistics.practiceLabel", { name })}>
                          {t("statistics.practice")}
                        </a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** The statistics page of issue 31: per level, the daily record and the technique profile. */
export function StatisticsPage({ data }: { data: StatisticsData }) {
  const { t } = useFullTranslation();
  const { locale } = useRootData();
  const stats = data.statistics;
  return (
    <section className="saves-page statistics-page" aria-labelledby="statistics-title">
      <h1 id="statistics-title">{data.title}</h1>
      {stats === null ? (
        <SignInHint />
      ) : (
        <>
          <p className="saves-total" data-testid="statistics-summary">
            {stats.solved === 0
              ? t("statistics.empty")
              : t("statistics.summary", { count: stats.solved, perfect: formatCount(stats.perfect, locale) })}
          </p>
          <section aria-labelledby="statistics-levels" className="statistics-section">
            <h2 id="statistics-levels">{t("statistics.levelsHeading")}</h2>
            <LevelTable levels={stats.levels} />
            <p className="field-hint">{t("statistics.levelsNote")}</p>
            {stats.levels.some((l) => l.trend.length > 0) ? (
              <>
                <h3>{t("statistics.trendHeading")}</h3>
                <div className="statistics-trends">
                  {stats.levels
                    .filter((l) => l.trend.length > 0)
                    .map((l) => (
                      <TrendChart key={l.level} level={l} />
                    ))}
                </div>
              </>
            ) : null}
          </section>
          <DailyRecord daily={stats.daily} streaks={data.streaks} />
          <TechniqueProfile techniques={stats.techniques} />
        </>
      )}
    </section>
  );
}
