import { useMemo } from "react";
import { data } from "react-router";
import type { Route } from "./+types/daily-archive";
import { CalendarTable } from "../components/daily/CalendarTable.tsx";
import { pathFor, type Locale } from "../config/site-routes.ts";
import { pageMeta } from "../content/meta.ts";
import { formatMonth } from "../lib/format/locale-format.ts";
import { createSectionT } from "../lib/i18n/i18n.tsx";
import type { DailyArchiveTexts } from "../locales/de/daily-archive.ts";
import type { DailyCalendar } from "../shell/root-data.ts";
import { dailyArchivePage, type ArchiveView } from "./daily-archive.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await dailyArchivePage(request, context);
  return data(page, { status: page.status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.description);

type ArchiveT = ReturnType<typeof createSectionT<DailyArchiveTexts>>;

function MonthLinks({ calendar, locale, at }: { calendar: DailyCalendar; locale: Locale; at: ArchiveT }) {
  const base = pathFor("daily-archive", locale);
  const link = (month: string | null, rel: "prev" | "next") =>
    month ? (
      <a href={`${base}?month=${month}`} rel={rel} className={`daily-archive-${rel}`}>
        <span aria-hidden="true">{rel === "prev" ? `← ${formatMonth(month, locale)}` : `${formatMonth(month, locale)} →`}</span>
        <span className="visually-hidden">{at(rel === "prev" ? "previousName" : "nextName", { month: formatMonth(month, locale) })}</span>
      </a>
    ) : (
      <span />
    );
  return (
    <nav className="daily-archive-months" aria-label={at("monthsLabel")}>
      {link(calendar.previous, "prev")}
      {link(calendar.next, "next")}
    </nav>
  );
}

function Refused({ view, locale, at }: { view: Extract<ArchiveView, { kind: "refused" }>; locale: Locale; at: ArchiveT }) {
  const bad = view.reason === "bad-month";
  return (
    <>
      <h2>{at(bad ? "badMonthTitle" : "monthNotFoundTitle")}</h2>
      <p role="alert">
        {bad
          ? at("badMonth", { example: view.last })
          : at("monthNotFound", { first: formatMonth(view.first, locale), last: formatMonth(view.last, locale) })}
      </p>
      <p>
        <a href={pathFor("daily-archive", locale)}>{at("currentMonth")}</a>
      </p>
    </>
  );
}

/** The archive: one month of the Daily Sudoku calendar, large, with the months before and after it. */
export default function DailyArchive({ loaderData }: Route.ComponentProps) {
  const { locale, texts, view } = loaderData;
  const at = useMemo(() => createSectionT(locale, texts), [locale, texts]);
  return (
    <article className="daily-archive">
      <h1>{loaderData.title}</h1>
      {view.kind === "refused" ? (
        <Refused view={view} locale={locale} at={at} />
      ) : (
        <>
          <h2 id="daily-archive-month">{formatMonth(view.calendar.month, locale)}</h2>
          <MonthLinks calendar={view.calendar} locale={locale} at={at} />
          {view.calendar.streak ? (
            <ul className="daily-archive-streak" data-testid="daily-streak">
              <li>{at("currentStreak", { count: view.calendar.streak.current })}</li>
              <li>{at("longestStreak", { count: view.calendar.streak.longest })}</li>
            </ul>
          ) : (
            <p className="field-hint">{at("loginHint")}</p>
          )}
          <CalendarTable calendar={view.calendar} locale={locale} labelledBy="daily-archive-month" />
          <p>{at("playHint")}</p>
          <p className="field-hint">{at("streakRule")}</p>
        </>
      )}
    </article>
  );
}
