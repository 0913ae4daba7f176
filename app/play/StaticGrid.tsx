import { useTranslation } from "../lib/i18n/i18n.tsx";

const INDEXES = Array.from({ length: 9 }, (_, i) => i);

/**
 * The puzzle as an ARIA grid, rendered on the server: visible and printable without
 * JavaScript. Each cell names its row and column and whether it is a given.
 */
export function StaticGrid({ id, puzzle, label, className }: { id: number; puzzle: string; label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <table
      className={className ? `sudoku-grid ${className}` : "sudoku-grid"}
      role="grid"
      aria-label={label ?? t("play.gridLabel", { id })}
      aria-readonly="true"
    >
      <tbody>
        {INDEXES.map((r) => (
          <tr key={r}>
            {INDEXES.map((c) => {
              const ch = puzzle[r * 9 + c]!;
              const given = ch !== "0" && ch !== ".";
              return (
                <td
                  key={c}
                  className={given ? "cell given" : "cell"}
                  aria-label={t(given ? "play.cellGiven" : "play.cellEmpty", { row: r + 1, col: c + 1, digit: ch })}
                >
                  {given ? ch : ""}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
