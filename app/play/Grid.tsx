import { memo, type FocusEvent, type MouseEvent, type Ref } from "react";
import type { TFunction } from "../lib/i18n/i18n.tsx";
import { GRID_SIZE } from "../config/constants.ts";
import { MASK_DIGITS } from "../sudoku/grid.ts";
import { F_ACTIVE, F_CONFLICT, F_HIGHLIGHT, F_HINT_AREA, F_HINT_TARGET, F_SAME, F_WARNING, type CellView } from "./cell-views.ts";

interface CellProps extends CellView {
  cell: number;
  focusable: boolean;
  t: TFunction;
}

const NOTE_DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

function className({ given, value, pending, flags }: CellView): string {
  let name = given ? "cell given" : value ? "cell entry" : "cell";
  if (pending && !value) name += " pending";
  if (flags & F_ACTIVE) name += " active";
  if (flags & F_HIGHLIGHT) name += " highlight";
  if (flags & F_SAME) name += " same";
  if (flags & F_WARNING) name += " warning";
  if (flags & F_CONFLICT) name += " conflict";
  if (flags & F_HINT_AREA) name += " hint-area";
  if (flags & F_HINT_TARGET) name += " hint-target";
  return name;
}

function label(t: TFunction, cell: number, view: CellView): string {
  const place = { row: Math.floor(cell / GRID_SIZE) + 1, col: (cell % GRID_SIZE) + 1 };
  let text = view.given
    ? t("play.cellGiven", { ...place, digit: view.value })
    : view.value
      ? t("play.cellEntry", { ...place, digit: view.value })
      : view.notes
        ? t("play.cellNotes", { ...place, notes: MASK_DIGITS[view.notes]!.join(" ") })
        : t("play.cellEmpty", place);
  if (view.pending && !view.value) text += `, ${t("play.flagPending", { digit: view.pending })}`;
  if (view.flags & F_WARNING) text += `, ${t("play.flagWrong")}`;
  if (view.flags & F_CONFLICT) text += `, ${t("play.flagConflict")}`;
  if (view.flags & (F_HINT_AREA | F_HINT_TARGET)) text += `, ${t("play.flagHint")}`;
  return text;
}

const Cell = memo(function Cell(props: CellProps) {
  const { cell, given, value, notes, pending, flags, focusable, t } = props;
  return (
    <td
      data-cell={cell}
      tabIndex={focusable ? 0 : -1}
      aria-selected={(flags & F_ACTIVE) !== 0}
      aria-readonly={given || undefined}
      aria-label={label(t, cell, props)}
      className={className(props)}
    >
      {value ? (
        value
      ) : pending ? (
        <span className="pending-digit" aria-hidden="true">
          {pending}
        </span>
      ) : notes ? (
        <span className="notes" aria-hidden="true">
          {NOTE_DIGITS.map((d) => (
            <span key={d}>{notes & (1 << (d - 1)) ? d : ""}</span>
          ))}
        </span>
      ) : null}
    </td>
  );
});

const ROWS = Array.from({ length: GRID_SIZE }, (_, r) => r);

interface GridProps {
  id: number;
  cells: CellView[];
  /** The cell that takes the tab stop (roving tabindex). */
  focusCell: number;
  t: TFunction;
  describedBy: string;
  gridRef: Ref<HTMLTableElement>;
  onCellClick(cell: number): void;
  onCellFocus(cell: number): void;
}

const cellOf = (target: EventTarget): number | null => {
  const td = (target as HTMLElement).closest?.("td[data-cell]");
  return td ? Number(td.getAttribute("data-cell")) : null;
};

/**
 * The playable ARIA grid. Events are delegated to the table: one listener instead of 81. Rows and
 * cells take their roles (row, gridcell) from the table's role="grid": HTML forbids explicit
 * roles on a grid's tr and td.
 */
export function Grid({ id, cells, focusCell, t, describedBy, gridRef, onCellClick, onCellFocus }: GridProps) {
  return (
    <table
      ref={gridRef}
      className="sudoku-grid board-grid"
      role="grid"
      aria-label={t("play.gridLabel", { id })}
      aria-describedby={describedBy}
      onClick={(e: MouseEvent) => {
        const cell = cellOf(e.target);
        if (cell !== null) onCellClick(cell);
      }}
      onFocus={(e: FocusEvent) => {
        const cell = cellOf(e.target);
        if (cell !== null) onCellFocus(cell);
      }}
    >
      <tbody>
        {ROWS.map((r) => (
          <tr key={r}>
            {ROWS.map((c) => {
              const cell = r * GRID_SIZE + c;
              const view = cells[cell]!;
              return <Cell key={c} cell={cell} {...view} focusable={cell === focusCell} t={t} />;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
