import { useState, type MouseEvent } from "react";
import { pathFor } from "../../config/site-routes.ts";
import { formatMonth } from "../../lib/format/locale-format.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData, type DailyCalendar as Month } from "../../shell/root-data.ts";
import { CalendarTable } from "./CalendarTable.tsx";

/**
 * SPEC §2 Daily Sudoku calendar: the title opens the daily page; the month with links to the
 * months before and after it (the archive page's months, so they work without JavaScript; with
 * it the month is swapped in place from the API, calendar-step.ts); a signed-in player's streaks;
 * the month's table. Visitors see the bare month and how to take part.
 */
export function DailyCalendar({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { daily: current, locale } = useRootData();
  // The month stepped to, while it is not the current one (which the root data keeps fresh).
  const [shown, setShown] = useState<Month | null>(null);
  const daily = shown ?? current;
  const titleId = `${idPrefix}-daily-title`;
  const subtitleId = `${idPrefix}-daily-month`;
  const step = (month: string | null, name: "daily.previousMonth" | "daily.nextMonth", sign: string) =>
    month ? (
      <a
        className="calendar-step"
        href={`${pathFor("daily-archive", locale)}?month=${month}`}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey) return;
          event.preventDefault();
          const link = event.currentTarget;
          void import("./calendar-step.ts").then((m) => m.stepMonth(link, month, (c) => setShown(c.month === current.month ? null : c)));
        }}
      >
        <span aria-hidden="true">{sign}</span>
        <span className="visually-hidden">{t(name, { month: formatMonth(month, locale) })}</span>
      </a>
    ) : null;
  return (
    <section className="card daily-calendar" aria-labelledby={`${titleId} ${subtitleId}`} data-testid="daily-calendar">
      <h2 id={titleId} className="card-title">
        <a href={pathFor("daily", locale)}>{t("daily.title")}</a>
      </h2>
      <div className="daily-calendar-month">
        {step(daily.previous, "daily.previousMonth", "‹")}
        {/* Polite: a screen reader hears the new month after a step, and focus stays on the link. */}
        <p id={subtitleId} aria-live="polite">
          {formatMonth(daily.month, locale)}
        </p>
        {step(daily.next, "daily.nextMonth", "›")}
      </div>
      {daily.streak ? <p className="daily-streak">{t("daily.streak", daily.streak)}</p> : null}
      <CalendarTable calendar={daily} locale={locale} labelledBy={subtitleId} />
      {daily.role === "visitor" ? <p className="field-hint">{t("daily.calendarLogin")}</p> : null}
      <p>
        <a href={pathFor("winners", locale)} className="button button-small" data-testid="calendar-winners">
          {t("daily.winnersButton")}
        </a>
      </p>
    </section>
  );
}
