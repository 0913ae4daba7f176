import type { TFunction } from "../lib/i18n/i18n.tsx";
import { lessonPath } from "../lib/academy/lessons.ts";
import type { Hint, HintStage } from "./hints.ts";
import { cellName, listFormat, resultSentences, techniqueSentence, unitList } from "../lib/hints/hint-text.ts";

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

function lines(t: TFunction, list: Intl.ListFormat, hint: Hint, stage: HintStage): string[] {
  const out: string[] = [];
  if (hint.kind === "wrong") out.push(t("play.hintWrongLook"));
  else if (hint.units.length > 0) out.push(t("play.hintLook", { places: unitList(t, list, hint.units) }));
  else out.push(t("play.hintLookCells"));
  if (stage < 2) return out;
  if (hint.kind === "wrong") out.push(t("play.hintWrongWhy"));
  else out.push(hint.technique ? techniqueSentence(t, hint.technique) : t("play.hintNoTechnique"));
  if (stage < 3) return out;
  if (hint.kind === "wrong") {
    for (const w of hint.eliminations) out.push(t("play.hintWrongFix", { cell: cellName(t, w.cell), digit: w.digit }));
    return out;
  }
  return [...out, ...resultSentences(t, list, hint.placements, hint.eliminations)];
}

/** The open hint, one more stage per "tell me more": where to look, which technique, which digit. */
export function HintPanel({ t, locale, hint, stage, onMore, onClose }: Props) {
  const list = listFormat(locale);
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
