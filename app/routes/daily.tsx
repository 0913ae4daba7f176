import { data, Form, Link } from "react-router";
import type { Route } from "./+types/daily";
import { Stars } from "../components/Stars.tsx";
import { PRIZE_SHIPPING_WEEKS } from "../config/daily.ts";
import { pathFor, type Locale } from "../config/site-routes.ts";
import { formatDate } from "../lib/dates/berlin-time.ts";
import { pageMeta } from "../content/meta.ts";
import { formatEuros, formatMonth } from "../lib/format/locale-format.ts";
import { useTranslation } from "../lib/i18n/i18n.tsx";
import { useDailyT } from "../components/daily/daily-texts.ts";
import { DayFigures } from "../components/daily/DayFigures.tsx";
import { Board } from "../play/Board.tsx";
import { dailyKind } from "../play/daily-kind.ts";
import { dailyPage, dailyTermsAction, statusOf, type DailyPageView, type MonthStanding, type Participation } from "./daily.server.ts";
import { monthOf } from "../daily/schedule.ts";
import { AdSlot } from "../components/ads/AdSlot.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await dailyPage(request, context);
  return data(page, { status: statusOf(page.view) });
}

export const action = (args: Route.ActionArgs) => dailyTermsAction(args);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.description);

function MoreLinks({ locale }: { locale: Locale }) {
  const dt = useDailyT();
  return (
    <p className="daily-links">
      <a href={pathFor("daily-terms", locale)}>{dt("termsLink")}</a> · <a href={pathFor("draw-method", locale)}>{dt("methodLink")}</a> ·{" "}
      <a href={pathFor("winners", locale)}>{dt("winnersLink")}</a>
    </p>
  );
}

function Prizes({ prizesCents, locale }: { prizesCents: readonly number[]; locale: Locale }) {
  const dt = useDailyT();
  return (
    <section className="card daily-prizes" aria-labelledby="daily-prizes-title">
      <h2 id="daily-prizes-title" className="card-title">
        {dt("prizesTitle")}
      </h2>
      <ul>
        {prizesCents.map((cents, i) => (
          <li key={i}>{dt("prizePlace", { place: i + 1, amount: formatEuros(cents, locale) })}</li>
        ))}
      </ul>
      <p className="field-hint">{dt("shippingNote", { count: PRIZE_SHIPPING_WEEKS })}</p>
    </section>
  );
}

/** What the solved section says about the draw: a lot, a lot once the terms are accepted, a lot once signed in, or practice. */
function solvedNoteKey(view: Extract<DailyPageView, { kind: "play" }>) {
  if (!view.game.isToday) return "solvedLateNote";
  const kind = view.participation.kind;
  return kind === "participant" ? "solvedOnDayNote" : kind === "terms" ? "solvedTermsNote" : "solvedVisitorNote";
}

function Standing({ standing, locale }: { standing: MonthStanding; locale: Locale }) {
  const dt = useDailyT();
  const month = formatMonth(standing.month, locale);
  return (
    <>
      <p data-testid="daily-lots">{dt("lots", { count: standing.lots, month })}</p>
      {standing.label ? (
        <p>
          {dt("label")} <code data-testid="daily-label">{standing.label}</code>
          <br />
          <span className="field-hint">{dt("labelHint")}</span>
        </p>
      ) : null}
    </>
  );
}

function TermsForm({ participation, locale }: { participation: Extract<Participation, { kind: "terms" }>; locale: Locale }) {
  const dt = useDailyT();
  return (
    <>
      <p>{dt("termsIntro")}</p>
      <p>{dt("carryRule")}</p>
      <details className="daily-terms-details">
        <summary>{dt("termsRead")}</summary>
        <section className="daily-terms prose" aria-labelledby="daily-terms-title" tabIndex={0}>
          <h3 id="daily-terms-title">{participation.terms.title}</h3>
          <div dangerouslySetInnerHTML={{ __html: participation.terms.html.replace(/<h2/g, "<h4").replace(/<\/h2>/g, "</h4>") }} />
        </section>
      </details>
      <Form method="post" className="daily-agreement" noValidate>
        <p className="checkbox-field">
          <input
            type="checkbox"
            id="daily-agreement"
            name="agreement"
            value="true"
            required
            aria-invalid={participation.error ? true : undefined}
            aria-describedby={participation.error ? "daily-agreement-error" : undefined}
          />
          <label htmlFor="daily-agreement">{dt("termsCheckbox")}</label>
        </p>
        {participation.error ? (
          <p id="daily-agreement-error" className="field-error" role="alert">
            {participation.error}
          </p>
        ) : null}
        <button type="submit" className="button">
          {dt("termsSubmit")}
        </button>
      </Form>
      <Standing standing={participation.standing} locale={locale} />
    </>
  );
}

/** Beside the board: the draw explained and how to join (visitor), the terms form, or the player's lots. */
function ParticipationCard({ participation, locale }: { participation: Participation; locale: Locale }) {
  const dt = useDailyT();
  return (
    <section className="card daily-standing" aria-labelledby="daily-draw-title" data-testid="daily-participation">
      <h2 id="daily-draw-title" className="card-title">
        {dt("drawTitle")}
      </h2>
      {participation.kind === "visitor" ? (
        <>
          <p>{dt("visitorDraw")}</p>
          <p>{dt("carryRule")}</p>
          <p>
            <a href={participation.loginHref} className="button" data-testid="daily-login">
              {dt("loginLink")}
            </a>
          </p>
        </>
      ) : participation.kind === "terms" ? (
        <TermsForm participation={participation} locale={locale} />
      ) : (
        <Standing standing={participation.standing} locale={locale} />
      )}
    </section>
  );
}

function PlayView({ view, locale }: { view: Extract<DailyPageView, { kind: "play" }>; locale: Locale }) {
  const { t } = useTranslation();
  const dt = useDailyT();
  const { game, participation } = view;
  const date = formatDate(game.date, locale, "long");
  const month = formatMonth(monthOf(game.date), locale);
  return (
    <>
      <p className="daily-day">{game.isToday ? dt("todayHeading", { date }) : dt("dayHeading", { date })}</p>
      <p className="puzzle-meta">
        <span>{dt("puzzleLine", { id: game.id, level: t(`levels.${game.stars as 1}`) })}</span> <Stars count={game.stars} />
      </p>
      {game.isToday ? null : (
        <p className="notice" role="note">
          {dt("pastDayNote", { date })}
        </p>
      )}
      <Board
        key={game.date}
        puzzle={{ id: game.id, stars: game.stars, puzzle: game.puzzle, solution: null }}
        locale={locale}
        nextHref={null}
        kind={dailyKind(game.date, game.isToday && view.streak ? view.streak.ifSolvedToday : null, dt("checkWaits"))}
        solvedNote={
          <>
            <p>{dt(solvedNoteKey(view), { month })}</p>
            <DayFigures date={game.date} locale={locale} />
            <AdSlot position="solved-rectangle" />
          </>
        }
      />
      {view.streak ? (
        <p className="daily-streak" data-testid="daily-streak">
          {t("daily.streak", { current: view.streak.current, longest: view.streak.longest })}
        </p>
      ) : null}
      <ParticipationCard participation={participation} locale={locale} />
      <Prizes prizesCents={view.prizesCents} locale={locale} />
      {participation.kind === "visitor" ? (
        <article className="prose daily-about" dangerouslySetInnerHTML={{ __html: participation.about.html }} />
      ) : null}
    </>
  );
}

function RefusedView({ view, locale }: { view: Extract<DailyPageView, { kind: "refused" }>; locale: Locale }) {
  const dt = useDailyT();
  const title = view.reason === "not-yet" ? "notYetTitle" : view.reason === "none" ? "notFoundTitle" : "badDateTitle";
  const text = view.reason === "not-yet" ? "notYet" : view.reason === "none" ? "notFound" : "badDate";
  return (
    <div className="notice daily-refused" role="status">
      <h2>{dt(title)}</h2>
      {view.date ? <p>{formatDate(view.date, locale, "long")}</p> : null}
      <p>{dt(text)}</p>
      <p>
        <Link to={view.todayHref} className="button">
          {dt("toToday")}
        </Link>
      </p>
    </div>
  );
}

export default function Daily({ loaderData, actionData }: Route.ComponentProps) {
  const { title, locale, view } = actionData ?? loaderData;
  return (
    <section className="play daily" aria-labelledby="daily-title">
      <h1 id="daily-title" className="play-title">
        {title}
      </h1>
      {view.kind === "refused" ? <RefusedView view={view} locale={locale} /> : <PlayView view={view} locale={locale} />}
      <MoreLinks locale={locale} />
    </section>
  );
}
