import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import { differingCells } from "../../puzzles/import/differing-cells.ts";

const INDEXES = Array.from({ length: 9 }, (_, i) => i);

/** One solution as a read-only grid: givens bold, the cells where the two solutions differ marked. */
function SolutionGrid({ name, givens, solution, differs }: { name: string; givens: string; solution: string; differs: Set<number> }) {
  const { t } = useFullTranslation();
  return (
    <figure className="solution-figure">
      <figcaption>{name}</figcaption>
      <table className="sudoku-grid solution-grid" role="grid" aria-readonly="true" aria-label={t("ownPuzzle.solutionLabel", { name })}>
        <tbody>
          {INDEXES.map((r) => (
            <tr key={r}>
              {INDEXES.map((c) => {
                const cell = r * 9 + c;
                const given = givens[cell] !== "0";
                const differ = differs.has(cell);
                const label = t(given ? "play.cellGiven" : "play.cellEntry", { row: r + 1, col: c + 1, digit: solution[cell] });
                return (
                  <td
                    key={c}
                    className={["cell", given ? "given" : "", differ ? "differs" : ""].filter(Boolean).join(" ")}
                    aria-label={differ ? `${label}, ${t("ownPuzzle.differsFlag")}` : label}
                    data-differs={differ || undefined}
                  >
                    {solution[cell]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Two different solutions of one puzzle, side by side (issue 16: "more than one solution"). */
export function SolutionPair({ givens, solutions }: { givens: string; solutions: readonly [string, string] }) {
  const { t } = useFullTranslation();
  const differs = new Set(differingCells(solutions[0], solutions[1]));
  return (
    <div className="solution-pair" data-testid="solution-pair">
      <SolutionGrid name={t("ownPuzzle.solutionA")} givens={givens} solution={solutions[0]} differs={differs} />
      <SolutionGrid name={t("ownPuzzle.solutionB")} givens={givens} solution={solutions[1]} differs={differs} />
      <p className="field-hint">{t("ownPuzzle.differsLegend", { count: differs.size })}</p>
    </div>
  );
}
