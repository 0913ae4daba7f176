import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import type { RootData } from "../../shell/root-data.ts";

/** Height of the tallest bar in CSS pixels (3.5rem); the others scale to it. */
const BAR_PX = 56;
/** An empty day still shows a sliver, so the row reads as a chart. */
const MIN_BAR_PX = 2;

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** The short weekday of a Berlin calendar date (read at UTC noon, so no zone can shift the day). */
function weekday(isoDate: string, locale: string): string {
  const tag = locale === "en" ? "en-GB" : "de-DE";
  let format = weekdayFormats.get(tag);
  if (!format) weekdayFormats.set(tag, (format = new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" })));
  return format.format(new Date(`${isoDate}T12:00:00Z`));
}

/**
 * A signed-in player's part of the sidebar statistics (Statistics.tsx): all solves and a bar chart
 * of the last 7 Berlin days. Its own chunk: a visitor, who sees only the invitation to sign in,
 * never loads it. The chart is a real table (days as headers, counts as cells), so screen readers
 * get the numbers and the bars are decoration drawn by CSS.
 */
export default function StatisticsChart({ statistics, locale }: { statistics: NonNullable<RootData["statistics"]>; locale: string }) {
  const { t } = useFullTranslation();
  const max = Math.max(1, ...statistics.lastWeek);
  return (
    <>
      <p data-testid="solved-total">{t("saves.solvedTotal", { count: statistics.solvedPuzzlesTotal })}</p>
      <table className="week-chart">
        <caption>{t("saves.lastWeek")}</caption>
        <tbody>
          <tr>
            {statistics.lastWeek.map((count, i) => (
              <td key={statistics.days[i]}>
                {/* An SVG's height attribute, not a style attribute: the chart is rendered by the server,
                      and the CSP allows no style attributes. */}
                <svg
                  className="week-bar"
                  width="70%"
                  height={Math.max(MIN_BAR_PX, Math.round((count / max) * BAR_PX))}
                  aria-hidden="true"
                  focusable="false"
                >
                  <rect width="100%" height="100%" rx="3" />
                </svg>
                <span className="week-count">{count}</span>
              </td>
            ))}
          </tr>
        </tbody>
        <tfoot>
          <tr>
            {statistics.days.map((day) => (
              <th key={day} scope="col">
                <time dateTime={day}>{weekday(day, locale)}</time>
              </th>
            ))}
          </tr>
        </tfoot>
      </table>
    </>
  );
}
