import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import type { LevelStats } from "../../saves/solve-stats.ts";
import { SolveTime } from "./SolveTime.tsx";

const WIDTH = 300;
const HEIGHT = 80;
const GAP = 2;

/**
 * A level's latest solve times as bars, oldest on the left: a small picture of the trend beside the
 * plain-language verdict. The picture is one image with a name; the figures themselves are in the
 * table below it, for screen readers and for anyone who wants the numbers.
 */
export function TrendChart({ level }: { level: LevelStats }) {
  const { t } = useFullTranslation();
  const { trend } = level;
  const max = Math.max(...trend);
  const slot = WIDTH / trend.length;
  const id = `statistics-trend-${level.level}`;
  const caption = t("statistics.trendCaption", { count: trend.length, level: t(`levels.${level.level}`) });
  const verdict = t(`statistics.verdict.${level.verdict}`);
  return (
    <figure className="statistics-trend" aria-labelledby={id} data-testid={`statistics-trend-${level.level}`}>
      <figcaption id={id}>
        {`${caption}. `}
        <strong>{`${verdict}.`}</strong>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${caption}. ${verdict}.`} preserveAspectRatio="none">
        {trend.map((seconds, i) => {
          const height = Math.max(1, (seconds / max) * HEIGHT);
          return <rect key={i} x={i * slot + GAP / 2} y={HEIGHT - height} width={Math.max(1, slot - GAP)} height={height} />;
        })}
      </svg>
      <details>
        <summary>{t("statistics.trendTable")}</summary>
        <table className="statistics-trend-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("statistics.trendNumber")}</th>
              <th scope="col">{t("statistics.trendTime")}</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((seconds, i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                <td>
                  <SolveTime seconds={seconds} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
