import { DAILY_EPOCH } from "../../config/daily.ts";
import { pathFor, type Locale } from "../../config/site-routes.ts";
import { formatDate } from "../../lib/dates/berlin-time.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import type { DailyCalendar } from "../../shell/root-data.ts";

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
 * A month of the Daily Sudoku calendar (the sidebar and the archive page): the ISO calendar week
 * and Monday to Sunday. A player's past days carry a tick (solved on its day), a snowflake (a
 * streak freeze bridged it) or a cross; screen readers hear the day and what the mark means (the
 * marks themselves are decoration). Every day from the first daily puzzle to today links to its
 * puzzle (a past day plays as practice).
 */
export function CalendarTable({
  calendar,
  locale,
  labelledBy,
  caption,
}: {
  calendar: Pick<DailyCalendar, "month" | "weeks" | "today" | "frozen">;
  locale: Locale;
  /** The id of what names the table: the caption's own when `caption` is given. */
  labelledBy: string;
  /** A caption of its own (the statistics page's months); the sidebar and the archive name the month above the table. */
  caption?: string;
}) {
  const { t } = useTranslation();
  const dailyPath = pathFor("daily", locale);
  const days = weekdays(locale);
  return (
    // A table with its own caption stands among other months (the statistics page): it names its month for scripts too.
    <table className="calendar" aria-labelledby={labelledBy} data-month={caption ? calendar.month : undefined}>
      {caption ? <caption id={labelledBy}>{caption}</caption> : null}
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
        {calendar.weeks.map((week) => (
          <tr key={week.calendarWeek}>
            <th scope="row" className="calendar-week">
              {week.calendarWeek}
            </th>
            {week.days.map((day, i) => {
              if (day === null) return <td key={i} />;
              const value = week.values[i];
              const isToday = day === calendar.today;
              const mark = calendar.frozen.includes(day) ? "frozen" : value === 1 ? "solved" : value === 0 ? "unsolved" : null;
              const content = (
                <>
                  <span aria-hidden="true">{Number(day.slice(8))}</span>
                  <span className="visually-hidden">{formatDate(day, locale, "long")}</span>
                  {mark ? (
                    <>
                      <span className={`calendar-mark ${mark}`} aria-hidden="true">
                        {mark === "solved" ? "✓" : mark === "frozen" ? "❄" : "✗"}
                      </span>
                      <span className="visually-hidden">{t(`daily.${mark}`)}</span>
                    </>
                  ) : null}
                </>
              );
              const className = ["calendar-day", mark, isToday ? "today" : null].filter(Boolean).join(" ");
              // Days from the first daily puzzle to today are playable; the others are not links.
              return (
                <td key={day} className={className} data-date={day} data-value={value ?? ""}>
                  {day <= calendar.today && day >= DAILY_EPOCH ? (
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
  );
}
