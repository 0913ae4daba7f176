import { data } from "react-router";
import { useTranslation } from "../lib/i18n/i18n.tsx";
import type { Route } from "./+types/play";
import { Stars } from "../components/Stars.tsx";
import { HOME_LEVEL, type Level } from "../config/constants.ts";
import { levelKey, matchPage, pagePath, pathFor } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import { pageMeta } from "../lib/content/meta.ts";
import { getInstance } from "../middleware/i18next.ts";
import { puzzleById, randomPuzzle, type PuzzleRow } from "../models/puzzles.server.ts";
import { Board } from "../play/Board.tsx";
import { parsePuzzleId } from "../lib/validation/puzzle-id.ts";
import { AdSlot } from "../components/ads/AdSlot.tsx";

// The solution goes to the browser too: checking and hints run there, without a round trip.
const forBoard = (row: PuzzleRow) => ({ id: row.id, stars: row.stars, puzzle: row.puzzle, solution: row.solution });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const i18n = getInstance(context);
  const url = new URL(request.url);
  const match = matchPage(pagePath(request));
  if (!match) throw data(null, { status: 404 });
  const locale = match.locale;
  const pageLevel: Level = match.page.key === "home" ? HOME_LEVEL : (Number(match.page.key.slice("level-".length)) as Level);
  const title = i18n.t(`pages.${match.page.key as "home"}.title`);
  const description = i18n.t(`pages.${match.page.key as "home"}.description`);
  const base = { title, description, locale, pageKey: match.page.key, pageLevel };

  const rawId = url.searchParams.get("id");
  if (rawId !== null) {
    const id = parsePuzzleId(rawId);
    if (id === null) return data({ ...base, puzzle: null, problem: i18n.t("play.badId") }, { status: 400 });
    const row = await puzzleById(db, id);
    if (!row) return data({ ...base, puzzle: null, problem: i18n.t("play.notFoundId", { id }) }, { status: 404 });
    return { ...base, puzzle: forBoard(row), problem: null };
  }
  // "Next puzzle" passes the puzzle just played, so the random pick never repeats it at once.
  const exclude = parsePuzzleId(url.searchParams.get("exclude"));
  const row = await randomPuzzle(db, pageLevel, Math.random, exclude ?? undefined);
  if (!row) return data({ ...base, puzzle: null, problem: i18n.t("play.noPuzzles") }, { status: 503 });
  return { ...base, puzzle: forBoard(row), problem: null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.description);

export default function Play({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { puzzle, problem, locale, title } = loaderData;
  const level = (puzzle?.stars ?? loaderData.pageLevel) as Level;
  return (
    <section className="play" aria-labelledby="play-title">
      <h1 id="play-title" className="play-title">
        {title}
      </h1>
      {puzzle ? (
        <>
          <p className="puzzle-meta">
            <span>{t("play.puzzleNumber", { id: puzzle.id })}</span> · <span>{t(`levels.${level}`)}</span> <Stars count={level} />
          </p>
          <Board
            key={puzzle.id}
            puzzle={puzzle}
            locale={locale}
            nextHref={`${pathFor(levelKey(level), locale)}?exclude=${puzzle.id}`}
            solvedNote={<AdSlot position="solved-rectangle" />}
          />
        </>
      ) : (
        <p className="notice" role="status">
          {problem}
        </p>
      )}
    </section>
  );
}
