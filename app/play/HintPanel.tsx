import type { TFunction } from "../lib/i18n/i18n.tsx";
import { GRID_SIZE } from "../config/constants.ts";
import { lessonPath } from "../lib/academy/lessons.ts";
import type { UnitRef } from "../sudoku/grid.ts";
import type { Hint, HintStage } from "./hints.ts";

// Loaded on the first hint only (with the step finder), so players who never ask for help never
// download either.
export { findHint } from "./hints.ts";

interface Props {
  t: TFunction;
  locale: string;
  hint: Hint;
  stage: HintStage;
  onMore(): void;
  onClose(): void;
}

const UNIT_KEY = { row: "play.unitRow", col: "play.unitCol", box: "play.unitBox" } as const;

function cellName(t: TFunction, cell: number): string {
  return t("play.cellName", { row: Math.floor(cell / GRID_SIZE) + 1, col: (cell % GRID_SIZE) + 1 });
}

function lines(t: TFunction, list: Intl.ListFormat, hint: Hint, stage: HintStage): string[] {
  const out: string[] = [];
  const unitName = (u: UnitRef) => t(UNIT_KEY[u.type], { n: u.index + 1 });
  if (hint.kind === "wrong") out.push(t("play.hintWrongLook"));
  else if (hint.units.length > 0) out.push(t("play.hintLook", { places: list.format(hint.units.map(unitName)) }));
  else out.push(t("play.hintLookCells"));
  if (stage < 2) return out;
  if (hint.kind === "wrong") out.push(t("play.hintWrongWhy"));
  else if (hint.technique) {
    out.push(
      t("play.hintTechnique", {
        name: t(`play.techniques.${hint.technique}.name`),
        text: t(`play.techniques.${hint.technique}.text`),
      }),
    );
  } else out.push(t("play.hintNoTechnique"));
  if (stage < 3) return out;
  if (hint.kind === "wrong") {
    for (const w of hint.eliminations) out.push(t("play.hintWrongFix", { cell: cellName(t, w.cell), digit: w.digit }));
    return out;
  }
  for (const p of hint.placements) out.push(t("play.hintPlace", { cell: cellName(t, p.cell), digit: p.digit }));
  if (hint.eliminations.length > 0) {
    const items = hint.eliminations.map((e) => t("play.hintEliminateItem", { digit: e.digit, cell: cellName(t, e.cell) }));
    out.push(t("play.hintEliminate", { list: list.format(items) }));
  }
  return out;
}

/** The open hint, one more stage per "tell me more": where to look, which technique, which digit. */
export function HintPanel({ t, locale, hint, stage, onMore, onClose }: Props) {
  // British English, as the catalogue: "rows 1, 2 and 3", without the serial comma.
  const list = new Intl.ListFormat(locale === "en" ? "en-GB" : "de-DE", { type: "conjunction" });
  return (
    <section className="hint-panel" aria-labelledby="hint-title" aria-live="polite">
      <h2 id="hint-title" className="hint-title">
        {t("play.hintTitle")} <span className="hint-stage">{t("play.hintStep", { stage })}</span>
      </h2>
      {lines(t, list, hint, stage).map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      {stage >= 2 && hint.kind !== "wrong" && hint.technique ? (
        <p>
          <a href={lessonPath(hint.technique, locale === "en" ? "en" : "de")} data-testid="hint-lesson">
            {t("play.hintLesson", { name: t(`play.techniques.${hint.technique}.name`) })}
          </a>
        </p>
      ) : null}
      <div className="hint-actions">
        {stage < 3 ? (
          <button type="button" className="button" onClick={onMore}>
            {t("play.hintMore")}
          </button>
        ) : null}
        <button type="button" className="button secondary" onClick={onClose}>
          {t("play.hintClose")}
        </button>
      </div>
    </section>
  );
}
