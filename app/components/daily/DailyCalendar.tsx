import { pathFor } from "../../config/site-routes.ts";
import { formatDate } from "../../lib/dates/berlin-time.ts";
import { formatMonth } from "../../lib/format/locale-format.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** Monday to Sunday, short and long, in the page's language (read from a known week at UTC noon). */
function weekdays(locale: string): { short: string; long: string }[] {
  const tag = locale === "en" ? "en-GB" : "de-DE";
  const key = (style: "short" | "long") => `${tag}:${style}`;
  const format = (style: "short" | "long") => {
    let f = weekdayFormats.get(key(style));
    if (!f) weekdayFormats.set(key(style), (f = new Intl.DateTimeFormat(tag, { weekday: style, timeZone: "UTC" })));
    return f;
  };
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2024, 0, 1 + i, 12));
    return { short: format("short").format(date).replace(/\.$/, ""), long: format("long").format(date) };
  });
}

/**
 * SPEC §2 Daily Sudoku calendar: the title opens the daily page; a subtitle with month and year;
 * a table with the ISO calendar week and Monday to Sunday. A participant's past days carry a tick
 * (solved on its day) or a cross and link to that day's puzzle; screen readers hear the day and
 * "solved"/"not solved" (the marks themselves are decoration). Visitors see the bare month and
 * how to take part.
 */
export function DailyCalendar({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { daily, locale } = useRootData();
  const dailyPath = pathFor("daily", locale);
  const titleId = `${idPrefix}-daily-title`;
  const subtitleId = `${idPrefix}-daily-month`;
  const days = weekdays(locale);
  const participant = daily.role === "participant";
  return (
    <section className="card daily-calendar" aria-labelledby={`${titleId} ${subtitleId}`} data-testid="daily-calendar">
      <h2 id={titleId} className="card-title">
        <a href={dailyPath}>{t("daily.calendarTitle")}</a>
      </h2>
      <p id={subtitleId} className="daily-calendar-month">
        {formatMonth(daily.month, locale)}
      </p>
      <table className="calendar" aria-labelledby={subtitleId}>
        <thead>
          <tr>
            <th scope="col">
              <abbr title={t("daily.calendarWeekFull")}>{t("daily.calendarWeek")}</abbr>
            </th>
            {days.map((d) => (
              <th scope="col" key={d.long}>
                <abbr title={d.long}>{d.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {daily.weeks.map((week) => (
            <tr key={week.calendarWeek}>
              <th scope="row" className="calendar-week">
                {week.calendarWeek}
              </th>
              {week.days.map((day, i) => {
                if (day === null) return <td key={i} />;
                const value = week.values[i];
                const number = Number(day.slice(8));
                const isToday = day === daily.today;
                const mark = value === 1 ? "solved" : value === 0 ? "unsolved" : null;
                const label = formatDate(day, locale, "long");
                const content = (
                  <>
                    <span aria-hidden="true">{number}</span>
                    <span className="visually-hidden">{label}</span>
                    {mark ? (
                      <>
                        <span className={`calendar-mark ${mark}`} aria-hidden="true">
                          {mark === "solved" ? "✓" : "✗"}
                        </span>
                        <span className="visually-hidden">{t(mark === "solved" ? "daily.solved" : "daily.unsolved")}</span>
                      </>
                    ) : null}
                  </>
                );
                const className = ["calendar-day", mark, isToday ? "today" : null].filter(Boolean).join(" ");
                // Past days and today are playable; a future day is not a link.
                return (
                  <td key={day} className={className} data-date={day} data-value={value ?? ""}>
                    {participant && day <= daily.today ? (
                      <a href={isToday ? dailyPath : `${dailyPath}?date=${day}`} aria-current={isToday ? "date" : undefined}>
                        {content}
                      </a>
                    ) : (
                      <span aria-current={isToday ? "date" : undefined}>{content}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {daily.role === "visitor" ? <p className="field-hint">{t("daily.calendarLogin")}</p> : null}
      {daily.role === "terms" ? (
        <p className="field-hint">
          <a href={dailyPath}>{t("daily.calendarTerms")}</a>
        </p>
      ) : null}
      <p>
        <a href={pathFor("winners", locale)} className="button button-small" data-testid="calendar-winners">
          {t("daily.winnersButton")}
        </a>
      </p>
    </section>
  );
}
