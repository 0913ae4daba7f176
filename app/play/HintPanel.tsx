import { useId, useMemo, useState } from "react";
import { useFullTranslation, type FullTFunction } from "../lib/i18n/i18n.tsx";
import type { CellView } from "./cell-views.ts";
import { lessonPath } from "../academy/lessons.ts";
import type { Hint, HintStage } from "./hints.ts";
import {
  cellName,
  explanationLines,
  hintTexts,
  listFormat,
  resultSentences,
  techniqueSentence,
  unitList,
  type ChainLine,
  type HintT,
} from "../academy/hint-text.ts";

// Loaded on the first hint only (with the step finder), so players who never ask for help never
// download either.
export { findHint } from "./hints.ts";

interface Props {
  locale: string;
  hint: Hint;
  stage: HintStage;
  onMore(): void;
  onClose(): void;
  /** Marks the cells of the chain's current line on the board (null: the hint's own marks again). */
  onMark(cells: number[] | null): void;
}

function lines(t: FullTFunction, ht: HintT, list: Intl.ListFormat, hint: Hint, stage: HintStage): string[] {
  const out: string[] = [];
  if (hint.kind === "wrong") out.push(ht("wrongLook"));
  else if (hint.units.length > 0) out.push(ht("look", { places: unitList(ht, list, hint.units) }));
  else out.push(ht("lookCells"));
  if (stage < 2) return out;
  if (hint.kind === "wrong") out.push(ht("wrongWhy"));
  else out.push(hint.technique ? techniqueSentence(t, ht, hint.technique) : ht("noTechnique"));
  if (stage < 3) return out;
  if (hint.kind === "wrong") {
    for (const w of hint.eliminations) out.push(ht("wrongFix", { cell: cellName(ht, w.cell), digit: w.digit }));
    return out;
  }
  return [...out, ...resultSentences(ht, list, hint.placements, hint.eliminations)];
}

/** Lines in blocks: a heading line (an assumption, a summary) and the numbered consequences after it. */
function blocks(lines: readonly ChainLine[], shown: number): { head: number | null; items: number[] }[] {
  const out: { head: number | null; items: number[] }[] = [];
  for (let i = 0; i < shown; i++) {
    if (lines[i]!.head) out.push({ head: i, items: [] });
    else if (out.length === 0) out.push({ head: null, items: [i] });
    else out[out.length - 1]!.items.push(i);
  }
  return out;
}

/**
 * A chain step by step: behind a disclosure, one more line per "next step", the current line's
 * cells marked on the board and read out (the panel's other text is not repeated).
 */
function ChainSteps({ ht, lines, onMark }: { ht: HintT; lines: readonly ChainLine[]; onMark: Props["onMark"] }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const id = useId();
  const go = (i: number) => {
    setCurrent(i);
    onMark(lines[i]!.cells);
  };
  const toggle = () => {
    setOpen(!open);
    onMark(open ? null : lines[current]!.cells);
  };
  const line = (i: number) => (i === current ? { "aria-current": "step" as const, className: "hint-chain-current" } : {});
  return (
    <div className="hint-chain" aria-live="off">
      <button type="button" className="button secondary" aria-expanded={open} aria-controls={id} onClick={toggle}>
        {ht(open ? "hide" : "show")}
      </button>
      <div id={id} hidden={!open} role="group" aria-label={ht("label")}>
        {open
          ? blocks(lines, current + 1).map((b) => (
              <div key={b.head ?? -1}>
                {b.head === null ? null : <p {...line(b.head)}>{lines[b.head]!.text}</p>}
                {b.items.length ? (
                  <ol>
                    {b.items.map((i) => (
                      <li key={i} {...line(i)}>
                        {lines[i]!.text}
                      </li>
                    ))}
                  </ol>
                ) : null}
              </div>
            ))
          : null}
        <p className="visually-hidden" aria-live="polite">
          {open ? `${ht("stepOf", { step: current + 1, steps: lines.length })}: ${lines[current]!.text}` : ""}
        </p>
        <div className="hint-actions">
          <span className="hint-stage">{ht("stepOf", { step: current + 1, steps: lines.length })}</span>
          <button type="button" className="button secondary" disabled={current === 0} onClick={() => go(current - 1)}>
            {ht("previous")}
          </button>
          <button type="button" className="button" disabled={current === lines.length - 1} onClick={() => go(current + 1)}>
            {ht("next")}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The board's cells with an open hint's colouring (Hint.paint) on its candidates, each candidate
 * shown for the while even where the player has not noted it; filled cells are left as they are.
 * Here rather than in cell-views.ts: only a board with an open hint needs it.
 */
export function paintViews(views: CellView[], paint: readonly (readonly [number, number, number])[]): CellView[] {
  const out = views.slice();
  for (const [c, d, color] of paint) {
    const view = out[c]!;
    if (view.value) continue;
    const colors = (view.noteColors || "000000000").split("");
    colors[d - 1] = String(color);
    out[c] = { ...view, notes: view.notes | (1 << (d - 1)), noteColors: colors.join("") };
  }
  return out;
}

/** The open hint, one more stage per "tell me more": where to look, which technique, which digit. */
export function HintPanel({ locale, hint, stage, onMore, onClose, onMark }: Props) {
  // The techniques' names are on-demand texts: the panel suspends for them on its first showing.
  const { t } = useFullTranslation();
  const list = listFormat(locale);
  const ht = hintTexts(locale);
  const chain = useMemo(() => (hint.chain ? explanationLines(hintTexts(locale), listFormat(locale), hint.chain) : []), [hint, locale]);
  return (
    <section className="hint-panel" aria-labelledby="hint-title" aria-live="polite">
      <h2 id="hint-title" className="hint-title">
        {ht("title")} <span className="hint-stage">{ht("stage", { stage })}</span>
      </h2>
      {lines(t, ht, list, hint, stage).map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      {stage >= 2 && chain.length > 0 ? <ChainSteps ht={ht} lines={chain} onMark={onMark} /> : null}
      {stage >= 2 && hint.kind !== "wrong" && hint.technique ? (
        <p>
          <a href={lessonPath(hint.technique, locale === "en" ? "en" : "de")} data-testid="hint-lesson">
            {ht("lesson", { name: t(`play.techniques.${hint.technique}.name`) })}
          </a>
        </p>
      ) : null}
      <div className="hint-actions">
        {stage < 3 ? (
          <button type="button" className="button" onClick={onMore}>
            {ht("more")}
          </button>
        ) : null}
        <button type="button" className="button secondary" onClick={onClose}>
          {ht("close")}
        </button>
      </div>
    </section>
  );
}
