import type { TFunction } from "../i18n/i18n.tsx";
import { GRID_SIZE } from "../../config/constants.ts";
import type { UnitRef } from "../../sudoku/grid.ts";
import type { CellDigit, TechniqueId } from "../../sudoku/techniques.ts";

// The sentences of a hint, built from the catalogue in one place: the hint panel on the board and
// the academy's demonstrations (services/lesson-page.server.ts) say the same thing the same way.

const UNIT_KEY = { row: "play.unitRow", col: "play.unitCol", box: "play.unitBox" } as const;

export function cellName(t: TFunction, cell: number): string {
  return t("play.cellName", { row: Math.floor(cell / GRID_SIZE) + 1, col: (cell % GRID_SIZE) + 1 });
}

/** "row 3, column 7 and box 9": the units to look at, as one list. */
export function unitList(t: TFunction, list: Intl.ListFormat, units: readonly UnitRef[]): string {
  return list.format(units.map((u) => t(UNIT_KEY[u.type], { n: u.index + 1 })));
}

/** "Hier hilft: X-Wing. …": the technique's name and its rule. */
export function techniqueSentence(t: TFunction, technique: TechniqueId): string {
  return t("play.hintTechnique", { name: t(`play.techniques.${technique}.name`), text: t(`play.techniques.${technique}.text`) });
}

/** What the step does: one sentence per placement, then one for all eliminations. */
export function resultSentences(
  t: TFunction,
  list: Intl.ListFormat,
  placements: readonly CellDigit[],
  eliminations: readonly CellDigit[],
): string[] {
  const out = placements.map((p) => t("play.hintPlace", { cell: cellName(t, p.cell), digit: p.digit }));
  if (eliminations.length > 0) {
    const items = eliminations.map((e) => t("play.hintEliminateItem", { digit: e.digit, cell: cellName(t, e.cell) }));
    out.push(t("play.hintEliminate", { list: list.format(items) }));
  }
  return out;
}

/** Lists joined as the catalogue's language writes them (British English: no serial comma). */
export function listFormat(locale: string): Intl.ListFormat {
  return new Intl.ListFormat(locale === "en" ? "en-GB" : "de-DE", { type: "conjunction" });
}
