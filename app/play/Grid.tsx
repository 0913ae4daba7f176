import { memo, useRef, type FocusEvent, type MouseEvent, type PointerEvent, type Ref } from "react";
import type { TFunction } from "../lib/i18n/i18n.tsx";
import { GRID_SIZE } from "../config/constants.ts";
import { MASK_DIGITS } from "../sudoku/grid.ts";
import {
  F_ACTIVE,
  F_CONFLICT,
  F_FILTER,
  F_HIGHLIGHT,
  F_HINT_AREA,
  F_HINT_TARGET,
  F_SAME,
  F_SELECTED,
  F_WARNING,
  type CellView,
} from "./cell-views.ts";
import type { SelectHow } from "./game-state.ts";

interface CellProps extends CellView {
  cell: number;
  focusable: boolean;
  t: TFunction;
}

const NOTE_DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Colour marks by number (1..8): A, A′, B, B′ and the four free ones, as the player reads them. */
export const COLOR_NAMES = ["", "A", "A′", "B", "B′", "1", "2", "3", "4"];

function className({ given, value, pending, flags, color }: CellView): string {
  let name = given ? "cell given" : value ? "cell entry" : "cell";
  if (pending && !value) name += " pending";
  if (flags & F_ACTIVE) name += " active";
  if (flags & F_SELECTED) name += " selected";
  if (flags & F_HIGHLIGHT) name += " highlight";
  if (flags & F_SAME) name += " same";
  if (flags & F_FILTER) name += " filtered";
  if (flags & F_WARNING) name += " warning";
  if (flags & F_CONFLICT) name += " conflict";
  if (flags & F_HINT_AREA) name += " hint-area";
  if (flags & F_HINT_TARGET) name += " hint-target";
  if (color) name += ` mark-${color}`;
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
  if (view.color) text += `, ${t("play.flagColor", { color: COLOR_NAMES[view.color] })}`;
  if (view.noteColors && view.notes) {
    for (const d of MASK_DIGITS[view.notes]!) {
      const c = Number(view.noteColors[d - 1]);
      if (c) text += `, ${t("play.flagNoteColor", { digit: d, color: COLOR_NAMES[c] })}`;
    }
  }
  if (view.flags & F_SELECTED) text += `, ${t("play.flagSelected")}`;
  return text;
}

function noteClass(d: number, noteMark: number, noteColors: string): string | undefined {
  const color = noteColors ? Number(noteColors[d - 1]) : 0;
  const name = (d === noteMark ? "note-mark " : "") + (color ? `nmark-${color}` : "");
  return name ? name.trim() : undefined;
}

const Cell = memo(function Cell(props: CellProps) {
  const { cell, given, value, notes, pending, flags, focusable, t, noteMark, noteColors } = props;
  return (
    <td
      data-cell={cell}
      tabIndex={focusable ? 0 : -1}
      aria-selected={(flags & (F_ACTIVE | F_SELECTED)) !== 0}
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
          {NOTE_DIGITS.map((d) =>
            notes & (1 << (d - 1)) ? (
              <span key={d} className={noteClass(d, noteMark, noteColors)}>
                {d}
              </span>
            ) : (
              <span key={d} />
            ),
          )}
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
  /** Several cells can be selected (aria-multiselectable). */
  multi: boolean;
  t: TFunction;
  describedBy: string;
  gridRef: Ref<HTMLTableElement>;
  onCellClick(cell: number): void;
  onCellFocus(cell: number): void;
  /** Shift, Ctrl or a drag: the cell joins (or leaves) the selection. */
  onCellSelect(cell: number, how: SelectHow): void;
}

const cellOf = (target: EventTarget | null): number | null => {
  const td = (target as HTMLElement | null)?.closest?.("td[data-cell]");
  return td ? Number(td.getAttribute("data-cell")) : null;
};

/**
 * The playable ARIA grid. Events are delegated to the table: one listener instead of 81. Rows and
 * cells take their roles (row, gridcell) from the table's role="grid": HTML forbids explicit
 * roles on a grid's tr and td. A drag over the cells selects them (mouse, pen and finger: the
 * grid takes no touch scrolling, so the page scrolls from around it).
 */
export function Grid({ id, cells, focusCell, multi, t, describedBy, gridRef, onCellClick, onCellFocus, onCellSelect }: GridProps) {
  /** The drag in progress: the cell it started on and the last one it reached. */
  const drag = useRef<{ from: number; last: number } | null>(null);
  return (
    <table
      ref={gridRef}
      className="sudoku-grid board-grid"
      role="grid"
      aria-label={t("play.gridLabel", { id })}
      aria-describedby={describedBy}
      aria-multiselectable={multi || undefined}
      onClick={(e: MouseEvent) => {
        // Shift and Ctrl clicks were handled on pointerdown.
        if (e.shiftKey || e.ctrlKey || e.metaKey) return;
        const cell = cellOf(e.target);
        if (cell !== null) onCellClick(cell);
      }}
      onPointerDown={(e: PointerEvent) => {
        const cell = cellOf(e.target);
        if (cell === null) return;
        drag.current = null;
        if (e.shiftKey) onCellSelect(cell, "add");
        else if (e.ctrlKey || e.metaKey) onCellSelect(cell, "toggle");
        else drag.current = { from: cell, last: cell };
      }}
      onPointerMove={(e: PointerEvent) => {
        const d = drag.current;
        if (!d || e.buttons === 0) return;
        const cell = cellOf(document.elementFromPoint(e.clientX, e.clientY));
        if (cell === null || cell === d.last) return;
        if (d.last === d.from) onCellSelect(d.from, "only");
        d.last = cell;
        onCellSelect(cell, "add");
      }}
      onPointerUp={() => {
        drag.current = null;
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
