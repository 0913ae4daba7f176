import { data, Form, Link } from "react-router";
import type { Route } from "./+types/daily";
import { Stars } from "../components/Stars.tsx";
import { PRIZE_SHIPPING_WEEKS } from "../config/daily.ts";
import { pathFor, type Locale } from "../config/site-routes.ts";
import { formatDate } from "../lib/dates/berlin-time.ts";
import { pageMeta } from "../lib/content/meta.ts";
import { formatEuros, formatMonth } from "../lib/format/locale-format.ts";
import { useTranslation } from "../lib/i18n/i18n.tsx";
import { Board } from "../play/Board.tsx";
import { dailyPage, dailyTermsAction, statusOf, type DailyPageView } from "../services/daily-page.server.ts";
import { AdSlot } from "../components/ads/AdSlot.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await dailyPage(request, context);
  return data(page, { status: statusOf(page.view) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { status, page } = await dailyTermsAction(request, context);
  return data(page, { status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.description);

function MoreLinks({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <p className="daily-links">
      <a href={pathFor("daily-terms", locale)}>{t("daily.termsLink")}</a> ·{" "}
      <a href={pathFor("draw-method", locale)}>{t("daily.methodLink")}</a> ·{" "}
      <a href={pathFor("winners", locale)}>{t("daily.winnersLink")}</a>
    </p>
  );
}

function Prizes({ prizesCents, locale }: { prizesCents: readonly number[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <section className="card daily-prizes" aria-labelledby="daily-prizes-title">
      <h2 id="daily-prizes-title" className="card-title">
        {t("daily.prizesTitle")}
      </h2>
      <ul>
        {prizesCents.map((cents, i) => (
          <li key={i}>{t("daily.prizePlace", { place: i + 1, amount: formatEuros(cents, locale) })}</li>
        ))}
      </ul>
      <p className="field-hint">{t("daily.shippingNote", { count: PRIZE_SHIPPING_WEEKS })}</p>
    </section>
  );
}

function PlayView({ view, locale }: { view: Extract<DailyPageView, { kind: "play" }>; locale: Locale }) {
  const { t } = useTranslation();
  const { game, standing } = view;
  const date = formatDate(game.date, locale, "long");
  const month = formatMonth(standing.month, locale);
  return (
    <>
      <p className="daily-day">{game.isToday ? t("daily.todayHeading", { date }) : t("daily.dayHeading", { date })}</p>
      <p className="puzzle-meta">
        <span>{t("daily.puzzleLine", { id: game.id, level: t(`levels.${game.stars as 1}`) })}</span> <Stars count={game.stars} />
      </p>
      {game.isToday ? null : (
        <p className="notice" role="note">
          {t("daily.pastDayNote", { date })}
        </p>
      )}
      <Board
        key={game.date}
        puzzle={{ id: game.id, stars: game.stars, puzzle: game.puzzle, solution: null }}
        locale={locale}
        nextHref={null}
        daily={{ date: game.date }}
        solvedNote={
          <>
            <p>{game.isToday ? t("daily.solvedOnDayNote", { month }) : t("daily.solvedLateNote")}</p>
            <AdSlot position="solved-rectangle" />
          </>
        }
      />
      <div className="card daily-standing">
        <p data-testid="daily-lots">{t("daily.lots", { count: standing.lots, month })}</p>
        {standing.label ? (
          <p>
            {t("daily.label")} <code data-testid="daily-label">{standing.label}</code>
            <br />
            <span className="field-hint">{t("daily.labelHint")}</span>
          </p>
        ) : null}
      </div>
      <Prizes prizesCents={view.prizesCents} locale={locale} />
    </>
  );
}

function TermsView({ view }: { view: Extract<DailyPageView, { kind: "terms" }> }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t("daily.termsIntro")}</p>
      <section className="daily-terms prose" aria-labelledby="daily-terms-title" tabIndex={0}>
        <h2 id="daily-terms-title">{view.terms.title}</h2>
        <div dangerouslySetInnerHTML={{ __html: view.terms.html.replace(/<h2/g, "<h3").replace(/<\/h2>/g, "</h3>") }} />
      </section>
      <Form method="post" className="daily-agreement" noValidate>
        <p className="checkbox-field">
          <input
            type="checkbox"
            id="daily-agreement"
            name="agreement"
            value="true"
            required
            aria-invalid={view.error ? true : undefined}
            aria-describedby={view.error ? "daily-agreement-error" : undefined}
          />
          <label htmlFor="daily-agreement">{t("daily.termsCheckbox")}</label>
        </p>
        {view.error ? (
          <p id="daily-agreement-error" className="field-error" role="alert">
            {view.error}
          </p>
        ) : null}
        <button type="submit" className="button">
          {t("daily.termsSubmit")}
        </button>
      </Form>
    </>
  );
}

function RefusedView({ view, locale }: { view: Extract<DailyPageView, { kind: "refused" }>; locale: Locale }) {
  const { t } = useTranslation();
  const title = view.reason === "not-yet" ? "daily.notYetTitle" : view.reason === "none" ? "daily.notFoundTitle" : "daily.badDateTitle";
  const text = view.reason === "not-yet" ? "daily.notYet" : view.reason === "none" ? "daily.notFound" : "daily.badDate";
  return (
    <div className="notice daily-refused" role="status">
      <h2>{t(title)}</h2>
      {view.date ? <p>{formatDate(view.date, locale, "long")}</p> : null}
      <p>{t(text)}</p>
      <p>
        <Link to={view.todayHref} className="button">
          {t("daily.toToday")}
        </Link>
      </p>
    </div>
  );
}

export default function Daily({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, locale, view } = actionData ?? loaderData;
  return (
    <section className="play daily" aria-labelledby="daily-title">
      <h1 id="daily-title" className="play-title">
        {title}
      </h1>
      {view.kind === "anonymous" ? (
        <>
          <p>
            <a href={view.loginHref} className="button" data-testid="daily-login">
              {t("daily.loginLink")}
            </a>
          </p>
          <article className="prose" dangerouslySetInnerHTML={{ __html: view.about.html }} />
        </>
      ) : view.kind === "terms" ? (
        <TermsView view={view} />
      ) : view.kind === "refused" ? (
        <RefusedView view={view} locale={locale} />
      ) : (
        <PlayView view={view} locale={locale} />
      )}
      <MoreLinks locale={locale} />
    </section>
  );
}
