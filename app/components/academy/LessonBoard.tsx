import { useState } from "react";
import type { LessonPageTexts } from "../../locales/de/lesson-page.ts";
import { decodePosition, type DemoExample } from "../../academy/demo.ts";
import { createSectionT } from "../../lib/i18n/i18n.tsx";
import type { Locale } from "../../config/site-routes.ts";

// The lesson's demonstration: a real position from the catalogue (beyond 5 stars: from a public
// puzzle set) with its candidates, stepped through stage by stage (where to look, the pattern, a
// chain's explanation line by line, the conclusion, the position after). The
// server rendered every stage's text and marks; this only switches between them, so without
// JavaScript the starting position and its first text are still there.

const INDEXES = Array.from({ length: 9 }, (_, i) => i);
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export function LessonBoard({ examples, texts, locale }: { examples: DemoExample[]; texts: LessonPageTexts; locale: Locale }) {
  const t = createSectionT(locale, texts);
  const [exampleIndex, setExampleIndex] = useState(0);
  const [stageIndex, setStageIndex] = useState(0);
  const example = examples[exampleIndex]!;
  const stage = example.stages[stageIndex]!;
  const steps = example.stages.length;
  const board = decodePosition(stage.after ? example.after : example.before);
  const units = new Set(stage.unitCells);
  const pattern = new Set(stage.patternCells);
  const keyDigits = new Set(stage.keyDigits);
  const eliminated = new Map<number, number[]>();
  for (const e of stage.eliminations) eliminated.set(e.cell, [...(eliminated.get(e.cell) ?? []), e.digit]);
  const placed = new Map(stage.placements.map((p) => [p.cell, p.digit]));

  const cellLabel = (cell: number) => {
    const row = Math.floor(cell / 9) + 1;
    const col = (cell % 9) + 1;
    const c = board[cell]!;
    const base = c.value
      ? t("cellValue", { row, col, digit: c.value })
      : t("cellCandidates", { row, col, digits: c.candidates.join(", ") });
    const marks = [
      pattern.has(cell) ? t("markPattern") : null,
      !pattern.has(cell) && units.has(cell) ? t("markUnit") : null,
      eliminated.has(cell) ? t("markEliminated", { digits: eliminated.get(cell)!.join(", ") }) : null,
      placed.has(cell) && !stage.after ? t("markPlaced", { digit: placed.get(cell)! }) : null,
    ].filter(Boolean);
    return marks.length ? `${base}; ${marks.join("; ")}` : base;
  };

  const source = example.source;
  const setName = source?.set.replace(/_/g, " ");
  const labelArgs = { step: stageIndex + 1, steps };

  const choose = (i: number) => {
    setExampleIndex(i);
    setStageIndex(0);
  };

  return (
    <div className="lesson-demo">
      {examples.length > 1 ? (
        <div className="lesson-examples" role="group" aria-label={t("example", { n: exampleIndex + 1, count: examples.length })}>
          {examples.map((e, i) => (
            <button
              key={e.puzzleId ?? `${e.source?.set} ${e.source?.line}`}
              type="button"
              className={i === exampleIndex ? "button small active" : "button small secondary"}
              aria-pressed={i === exampleIndex}
              onClick={() => choose(i)}
            >
              {t("exampleButton", { n: i + 1 })}
            </button>
          ))}
        </div>
      ) : null}
      <p>
        {source ? t("demoIntroSet", { line: source.line, set: setName }) : t("demoIntro", { id: example.puzzleId ?? undefined })}
        {source?.play ? (
          <>
            {" "}
            <a href={source.play}>{t("demoPlay")}</a>
          </>
        ) : null}
      </p>
      {example.note ? <p>{example.note}</p> : null}
      <table
        className="sudoku-grid lesson-grid"
        role="grid"
        aria-readonly="true"
        aria-label={
          source
            ? t("boardLabelSet", { line: source.line, set: setName, ...labelArgs })
            : t("boardLabel", { id: example.puzzleId ?? undefined, ...labelArgs })
        }
      >
        <tbody>
          {INDEXES.map((r) => (
            <tr key={r}>
              {INDEXES.map((c) => {
                const cell = r * 9 + c;
                const value = board[cell]!.value;
                const classes = [
                  "cell",
                  value && !stage.after ? "filled" : "",
                  units.has(cell) ? "lesson-unit" : "",
                  pattern.has(cell) ? "lesson-pattern" : "",
                  placed.has(cell) ? "lesson-placed" : "",
                ].filter(Boolean);
                return (
                  <td key={c} className={classes.join(" ")} aria-label={cellLabel(cell)}>
                    {value ? (
                      <span className="lesson-value">{value}</span>
                    ) : (
                      <span className="lesson-cands" aria-hidden="true">
                        {DIGITS.map((d) => {
                          const has = board[cell]!.candidates.includes(d);
                          const cls = !has
                            ? ""
                            : eliminated.get(cell)?.includes(d)
                              ? "cand-eliminated"
                              : placed.get(cell) === d
                                ? "cand-placed"
                                : pattern.has(cell) && keyDigits.has(d)
                                  ? "cand-key"
                                  : "";
                          return (
                            <span key={d} className={cls}>
                              {has ? d : ""}
                            </span>
                          );
                        })}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="lesson-stage-text" aria-live="polite">
        <span className="lesson-step-count">{t("stepOf", { step: stageIndex + 1, steps })}</span> {stage.text}
      </p>
      <div className="lesson-controls">
        <button type="button" className="button secondary" disabled={stageIndex === 0} onClick={() => setStageIndex(stageIndex - 1)}>
          {t("previous")}
        </button>
        <button type="button" className="button" disabled={stageIndex === steps - 1} onClick={() => setStageIndex(stageIndex + 1)}>
          {t("next")}
        </button>
      </div>
    </div>
  );
}
