import { data } from "react-router";
import { useTranslation } from "../lib/i18n/i18n.tsx";
import type { Route } from "./+types/play";
import { Stars } from "../components/Stars.tsx";
import { PuzzleRatingLine } from "../components/own-puzzle/PuzzleRatingLine.tsx";
import { HOME_LEVEL, type Level } from "../config/constants.ts";
import { SHARE_PROGRESS_PARAM } from "../config/puzzle-import.ts";
import { levelKey, pathFor } from "../config/site-routes.ts";
import { appContext, requestFacts } from "../context.server.ts";
import { pageMeta } from "../content/meta.ts";
import { isImportedId, ratingOfRow } from "../puzzles/import/rating.ts";
import { readSharedEntries } from "../puzzles/import/share-schema.ts";
import { getInstance } from "../middleware/i18next.ts";
import { puzzleById, randomPuzzle, type PuzzleRow } from "../puzzles/puzzles.server.ts";
import { Board } from "../play/Board.tsx";
import { catalogueKind } from "../play/game-kind.ts";
import { parsePuzzleId } from "../game/puzzle-id.ts";
import { AdSlot } from "../components/ads/AdSlot.tsx";
import { PUZZLE_ID_HEADER } from "../config/offline.ts";

// The solution goes to the browser too: checking and hints run there, without a round trip.
const forBoard = (row: PuzzleRow) => ({ id: row.id, stars: row.stars, puzzle: row.puzzle, solution: row.solution });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now, locale } = context.get(appContext);
  const i18n = getInstance(context);
  const url = new URL(request.url);
  const pageKey = requestFacts(context).page?.key;
  if (!pageKey) throw data(null, { status: 404 });
  const pageLevel: Level = pageKey === "home" ? HOME_LEVEL : (Number(pageKey.slice("level-".length)) as Level);
  const title = i18n.t(`pages.${pageKey as "home"}.title`);
  const description = i18n.t(`pages.${pageKey as "home"}.description`);
  const base = { title, description, locale, pageKey, pageLevel, rating: null, hardestName: null, imported: false, sharedEntries: null };
  // The hardest technique's name comes with the page: the names are on-demand texts in the browser.
  const rated = (row: PuzzleRow) => {
    const rating = ratingOfRow(row);
    return { rating, hardestName: rating.hardest ? i18n.t(`play.techniques.${rating.hardest}.name`) : null };
  };

  const rawId = url.searchParams.get("id");
  if (rawId !== null) {
    const id = parsePuzzleId(rawId);
    if (id === null) return data({ ...base, puzzle: null, problem: i18n.t("play.badId") }, { status: 400 });
    const row = await puzzleById(db, id);
    if (!row) return data({ ...base, puzzle: null, problem: i18n.t("play.notFoundId", { id }) }, { status: 404 });
    const imported = isImportedId(row.id);
    const found = {
      ...base,
      title: imported ? i18n.t("ownPuzzle.title", { id: row.id }) : title,
      puzzle: forBoard(row),
      ...rated(row),
      imported,
    };
    // A share link may carry the sharer's entries; bad ones are named, and the puzzle starts without them.
    const shared = url.searchParams.get(SHARE_PROGRESS_PARAM);
    if (shared === null) return data({ ...found, problem: null }, { headers: puzzleHeader(row.id) });
    const sharedEntries = readSharedEntries(row.puzzle, shared);
    if (sharedEntries === null) return data({ ...found, problem: i18n.t("ownPuzzle.badProgress") }, { status: 400 });
    return { ...found, sharedEntries, problem: null };
  }
  // "Next puzzle" passes the puzzle just played, so the random pick never repeats it at once.
  const exclude = parsePuzzleId(url.searchParams.get("exclude"));
  const row = await randomPuzzle(db, pageLevel, { now, exclude: exclude ?? undefined });
  if (!row) return data({ ...base, puzzle: null, problem: i18n.t("play.noPuzzles") }, { status: 503 });
  return data({ ...base, puzzle: forBoard(row), ...rated(row), problem: null }, { headers: puzzleHeader(row.id) });
}

/** Names the puzzle shown, so the service worker can keep a copy of the page under `?id=` (app/pwa/). */
const puzzleHeader = (id: number) => ({ [PUZZLE_ID_HEADER]: String(id) });

/** The shell's headers (root loader) and the puzzle's. */
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const merged = new Headers(parentHeaders);
  const id = loaderHeaders.get(PUZZLE_ID_HEADER);
  if (id) merged.set(PUZZLE_ID_HEADER, id);
  return merged;
};

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.description);

export default function Play({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { puzzle, problem, locale, title, rating, hardestName, imported, sharedEntries } = loaderData;
  // An imported puzzle beyond 5 stars (0) goes on with the hardest level.
  const level = (puzzle ? puzzle.stars || 5 : loaderData.pageLevel) as Level;
  return (
    <section className="play" aria-labelledby="play-title">
      <h1 id="play-title" className="play-title">
        {title}
      </h1>
      {puzzle ? (
        <>
          <p className="puzzle-meta">
            <span>{t(imported ? "ownPuzzle.title" : "play.puzzleNumber", { id: puzzle.id })}</span>
            {imported ? null : (
              <>
                {" "}
                · <span>{t(`levels.${level}`)}</span> <Stars count={level} />
              </>
            )}
          </p>
          {rating ? <PuzzleRatingLine rating={rating} hardestName={hardestName} locale={locale} full={imported} /> : null}
          {problem ? (
            <p className="notice error" role="alert">
              {problem}
            </p>
          ) : sharedEntries ? (
            <p className="notice" role="status">
              {t("ownPuzzle.sharedProgress")}
            </p>
          ) : null}
          <Board
            key={puzzle.id}
            puzzle={puzzle}
            kind={catalogueKind(puzzle.id)}
            locale={locale}
            nextHref={`${pathFor(levelKey(level), locale)}?exclude=${puzzle.id}`}
            solvedNote={<AdSlot position="solved-rectangle" />}
            sharedEntries={sharedEntries}
            share={{ homePath: pathFor("home", locale) }}
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
