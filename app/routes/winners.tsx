import { data } from "react-router";
import type { Route } from "./+types/winners";
import { PRIZE_SHIPPING_WEEKS } from "../config/daily.ts";
import { matchPage, pagePath, pathFor, type Locale } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import { pageMeta } from "../lib/content/meta.ts";
import { formatEuros, formatMonth } from "../lib/format/locale-format.ts";
import { useTranslation } from "../lib/i18n/i18n.tsx";
import { getInstance } from "../middleware/i18next.ts";
import { getSession } from "../services/session.server.ts";
import { playerLots, winnerMonths, type WinnerMonth } from "../services/winners.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const match = matchPage(pagePath(request));
  if (!match) throw data(null, { status: 404 });
  const { db, env } = context.get(appContext);
  const t = getInstance(context).t;
  const session = await getSession(request, context);
  const noLots: Awaited<ReturnType<typeof playerLots>> = {};
  const [months, lots] = await Promise.all([winnerMonths(db), session ? playerLots(db, session.user.id) : noLots]);
  return {
    title: t("daily.winnersTitle"),
    description: t("daily.winnersDescription"),
    locale: match.locale,
    origin: env.SITE_ORIGIN,
    months,
    lots,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.description);

function Proof({ month, origin }: { month: WinnerMonth; origin: string }) {
  const { t } = useTranslation();
  const draw = month.draw!;
  const rows: [string, string | number | null][] = [
    [t("daily.proofCommitment"), draw.commitment],
    [t("daily.proofRound"), draw.beaconRound],
    [t("daily.proofEntries"), draw.entriesHash],
    [t("daily.proofSeed"), draw.seed],
    [t("daily.proofRandomness"), draw.randomness],
  ];
  return (
    <details className="draw-proof">
      <summary>{t("daily.proofTitle")}</summary>
      <dl>
        {rows
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <code>{value}</code>
              </dd>
            </div>
          ))}
      </dl>
      <p>
        <a href={`/api/daily-sudoku/draws/${month.month}`} download={`draw-${month.month}.json`}>
          {t("daily.proofDownload")}
        </a>
      </p>
      {draw.state === "drawn" ? (
        <p>
          {t("daily.proofCommand")} <code>{`npm run draw:verify -- ${month.month} --origin ${origin}`}</code>
        </p>
      ) : null}
    </details>
  );
}

function MonthSection({
  month,
  locale,
  origin,
  lots,
}: {
  month: WinnerMonth;
  locale: Locale;
  origin: string;
  lots?: { participant: string; lots: number };
}) {
  const { t } = useTranslation();
  const headingId = `winners-${month.month}`;
  const draw = month.draw;
  let status: string | null = null;
  if (draw?.state === "skipped") status = t("daily.drawSkipped");
  else if (draw?.state === "open") status = t("daily.drawOpen", { round: draw.beaconRound });
  else if (draw?.state === "waiting") status = t("daily.drawWaiting", { round: draw.beaconRound });
  else if (draw?.state === "drawn" && month.winners.length === 0) status = t("daily.noEntries");
  return (
    <section className="card winners-month" aria-labelledby={headingId} data-month={month.month}>
      <h2 id={headingId} className="card-title">
        {formatMonth(month.month, locale)}
      </h2>
      {month.winners.length > 0 ? (
        <ol className="winners-list">
          {month.winners.map((w) => (
            <li key={w.place} value={w.place}>
              <span className="winner-place">{t("daily.placeLabel", { place: w.place })}</span>{" "}
              <span className="winner-name">{w.name.trim() || t("daily.neutralName")}</span>{" "}
              <span className="winner-prize">
                {w.prizeCents !== null ? t("daily.prize", { amount: formatEuros(w.prizeCents, locale) }) : w.prizeText}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {status ? <p>{status}</p> : null}
      {month.winners.some((w) => w.imported) && !draw ? <p className="field-hint">{t("daily.archiveNote")}</p> : null}
      {lots ? <p data-testid="your-lots">{t("daily.yourLots", { count: lots.lots, label: lots.participant })}</p> : null}
      {draw && draw.state !== "skipped" ? <Proof month={month} origin={origin} /> : null}
    </section>
  );
}

export default function Winners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, locale, months, origin, lots } = loaderData;
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h1 id="winners-title">{title}</h1>
      <p>{t("daily.winnersIntro")}</p>
      <p>
        {t("daily.shippingNote", { count: PRIZE_SHIPPING_WEEKS })} <a href={pathFor("draw-method", locale)}>{t("daily.methodLink")}</a> ·{" "}
        <a href={pathFor("daily", locale)}>{t("daily.title")}</a>
      </p>
      {months.length === 0 ? <p>{t("daily.noWinnersYet")}</p> : null}
      {months.map((month) => (
        <MonthSection key={month.month} month={month} locale={locale} origin={origin} lots={lots[month.month]} />
      ))}
    </section>
  );
}
