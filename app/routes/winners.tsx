import type { Route } from "./+types/winners";
import { PRIZE_SHIPPING_WEEKS } from "../config/daily.ts";
import { pathFor, type Locale } from "../config/site-routes.ts";
import { appContext, requestFacts } from "../context.server.ts";
import { pageMeta } from "../content/meta.ts";
import { formatEuros, formatMonth } from "../lib/format/locale-format.ts";
import { getInstance } from "../middleware/i18next.ts";
import { dailyTexts } from "./daily.server.ts";
import { useDailyT } from "../components/daily/daily-texts.ts";
import { playerLots, winnerMonths, type WinnerMonth } from "../draw/winners.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env, locale } = context.get(appContext);
  const t = getInstance(context).t;
  const session = await requestFacts(context).session();
  const noLots: Awaited<ReturnType<typeof playerLots>> = {};
  const [months, lots] = await Promise.all([winnerMonths(db), session ? playerLots(db, session.user.id) : noLots]);
  return {
    title: t("daily.winnersTitle"),
    description: t("daily.winnersDescription"),
    locale,
    texts: dailyTexts(locale),
    origin: env.SITE_ORIGIN,
    months,
    lots,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.description);

function Proof({ month, origin }: { month: WinnerMonth; origin: string }) {
  const dt = useDailyT();
  const draw = month.draw!;
  const rows: [string, string | number | null][] = [
    [dt("proofCommitment"), draw.commitment],
    [dt("proofRound"), draw.beaconRound],
    [dt("proofEntries"), draw.entriesHash],
    [dt("proofSeed"), draw.seed],
    [dt("proofRandomness"), draw.randomness],
  ];
  return (
    <details className="draw-proof">
      <summary>{dt("proofTitle")}</summary>
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
          {dt("proofDownload")}
        </a>
      </p>
      {draw.state === "drawn" ? (
        <p>
          {dt("proofCommand")} <code>{`npm run draw:verify -- ${month.month} --origin ${origin}`}</code>
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
  const dt = useDailyT();
  const headingId = `winners-${month.month}`;
  const draw = month.draw;
  let status: string | null = null;
  if (draw?.state === "skipped") status = dt("drawSkipped");
  else if (draw?.state === "open") status = dt("drawOpen", { round: draw.beaconRound });
  else if (draw?.state === "waiting") status = dt("drawWaiting", { round: draw.beaconRound });
  else if (draw?.state === "drawn" && month.winners.length === 0) status = dt("noEntries");
  return (
    <section className="card winners-month" aria-labelledby={headingId} data-month={month.month}>
      <h2 id={headingId} className="card-title">
        {formatMonth(month.month, locale)}
      </h2>
      {month.winners.length > 0 ? (
        <ol className="winners-list">
          {month.winners.map((w) => (
            <li key={w.place} value={w.place}>
              <span className="winner-place">{dt("placeLabel", { place: w.place })}</span>{" "}
              <span className="winner-name">{w.name.trim() || dt("neutralName")}</span>{" "}
              <span className="winner-prize">
                {w.prizeCents !== null ? dt("prize", { amount: formatEuros(w.prizeCents, locale) }) : w.prizeText}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {status ? <p>{status}</p> : null}
      {month.winners.some((w) => w.imported) && !draw ? <p className="field-hint">{dt("archiveNote")}</p> : null}
      {lots ? <p data-testid="your-lots">{dt("yourLots", { count: lots.lots, label: lots.participant })}</p> : null}
      {draw && draw.state !== "skipped" ? <Proof month={month} origin={origin} /> : null}
    </section>
  );
}

export default function Winners({ loaderData }: Route.ComponentProps) {
  const dt = useDailyT();
  const { title, locale, months, origin, lots } = loaderData;
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h1 id="winners-title">{title}</h1>
      <p>{dt("winnersIntro")}</p>
      <p>
        {dt("shippingNote", { count: PRIZE_SHIPPING_WEEKS })} <a href={pathFor("draw-method", locale)}>{dt("methodLink")}</a> ·{" "}
        <a href={pathFor("daily", locale)}>{dt("title")}</a>
      </p>
      {months.length === 0 ? <p>{dt("noWinnersYet")}</p> : null}
      {months.map((month) => (
        <MonthSection key={month.month} month={month} locale={locale} origin={origin} lots={lots[month.month]} />
      ))}
    </section>
  );
}
