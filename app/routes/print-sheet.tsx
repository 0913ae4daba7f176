import { data } from "react-router";
import { FULL_TRANSLATION, useFullTranslation } from "../lib/i18n/i18n.tsx";
import { z } from "zod";
import type { Route } from "./+types/print-sheet";
import { Stars } from "../components/Stars.tsx";
import { HOME_LEVEL, LEVELS, type Level } from "../config/constants.ts";
import { appContext } from "../context.server.ts";
import { pageMeta } from "../content/meta.ts";
import { getInstance } from "../middleware/i18next.ts";
import { randomPuzzle, type PuzzleRow } from "../puzzles/puzzles.server.ts";
import { StaticGrid } from "../play/StaticGrid.tsx";
import sheetStyles from "../play/print-sheet.css?url";

/** How many puzzles fit on one A4 page in the layouts print-sheet.css provides. */
const PER_PAGE = [1, 2, 4, 6] as const;
const DEFAULT_PER_PAGE = 4;

const query = z.object({
  level: z.coerce
    .number()
    .pipe(z.union(LEVELS.map((l) => z.literal(l))))
    .default(HOME_LEVEL),
  per: z.coerce
    .number()
    .pipe(z.union(PER_PAGE.map((n) => z.literal(n))))
    .default(DEFAULT_PER_PAGE),
});

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: sheetStyles }];

/** Distinct random puzzles of a level; fewer when the catalogue holds fewer. */
async function pickPuzzles(db: Parameters<typeof randomPuzzle>[0], level: Level, count: number, now: Date): Promise<PuzzleRow[]> {
  const picked = new Map<number, PuzzleRow>();
  for (let attempt = 0; attempt < count * 4 && picked.size < count; attempt++) {
    const row = await randomPuzzle(db, level, { now });
    if (!row) break;
    picked.set(row.id, row);
  }
  return [...picked.values()];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now, locale } = context.get(appContext);
  const i18n = getInstance(context);
  const url = new URL(request.url);
  const base = { title: i18n.t("play.printSheet.title"), description: i18n.t("play.printSheet.description"), locale };
  const raw = Object.fromEntries(["level", "per"].flatMap((k) => (url.searchParams.has(k) ? [[k, url.searchParams.get(k)]] : [])));
  const parsed = query.safeParse(raw);
  if (!parsed.success) {
    return data(
      { ...base, level: HOME_LEVEL, per: DEFAULT_PER_PAGE, puzzles: [], problem: i18n.t("play.printSheet.invalid") },
      { status: 400 },
    );
  }
  const { level, per } = parsed.data;
  const rows = await pickPuzzles(db, level, per, now);
  // The form stays usable while the catalogue is empty, so the page itself answers 200.
  if (rows.length === 0) return { ...base, level, per, puzzles: [], problem: i18n.t("play.noPuzzles") };
  const puzzles = rows.map((r) => ({ id: r.id, stars: r.stars, puzzle: r.puzzle, solution: r.solution }));
  return { ...base, level, per, puzzles, problem: null };
}

// The page reads texts the browser loads on demand: fetch them before hydrating.
export const handle = FULL_TRANSLATION;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.description);

export default function PrintSheet({ loaderData }: Route.ComponentProps) {
  const { t } = useFullTranslation();
  const { title, level, per, puzzles, problem } = loaderData;
  return (
    <section className="print-sheet" aria-labelledby="sheet-title">
      <div className="sheet-controls">
        <h1 id="sheet-title">{title}</h1>
        <p>{t("play.printSheet.intro")}</p>
        <form method="get" className="sheet-form" aria-label={t("play.printSheet.formLabel")}>
          <label>
            <span>{t("play.level")}</span>
            <select name="level" defaultValue={level}>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`levels.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend>{t("play.printSheet.perPage")}</legend>
            {PER_PAGE.map((n) => (
              <label key={n} className="sheet-radio">
                <input type="radio" name="per" value={n} defaultChecked={n === per} />
                <span>{n}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button">
            {t("play.printSheet.create")}
          </button>
          {puzzles.length > 0 ? (
            <button type="button" className="button secondary" onClick={() => window.print()}>
              {t("play.printSheet.print")}
            </button>
          ) : null}
        </form>
        {problem ? (
          <p className="notice" role="status">
            {problem}
          </p>
        ) : null}
      </div>
      {puzzles.length > 0 ? (
        <>
          <div className={`sheet-page per-${per}`}>
            <h2 className="visually-hidden">{t("play.printSheet.puzzlesHeading")}</h2>
            {puzzles.map((p) => (
              <figure key={p.id} className="sheet-puzzle">
                <figcaption>
                  {t("play.puzzleNumber", { id: p.id })} · {t(`levels.${p.stars as Level}`)} <Stars count={p.stars} />
                </figcaption>
                <StaticGrid id={p.id} puzzle={p.puzzle} className="sheet-grid" />
              </figure>
            ))}
          </div>
          <div className="sheet-page sheet-solutions">
            <h2>{t("play.printSheet.solutionsHeading")}</h2>
            <div className="sheet-solution-list">
              {puzzles.map((p) => (
                <figure key={p.id} className="sheet-solution">
                  <figcaption>{t("play.puzzleNumber", { id: p.id })}</figcaption>
                  <StaticGrid
                    id={p.id}
                    puzzle={p.solution}
                    label={t("play.printSheet.solutionLabel", { id: p.id })}
                    className="sheet-grid solution-grid"
                  />
                </figure>
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
