import { memo } from "react";
import type { TFunction } from "../lib/i18n/i18n.tsx";

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

interface Props {
  t: TFunction;
  remaining: number[];
  /** Invert mode: the digit buttons pick a digit (and show which one is picked). */
  invertMode: boolean;
  selectedDigit: number | null;
  notesMode: boolean;
  disabled: boolean;
  onDigit(digit: number): void;
  onErase(): void;
  onToggleNotes(): void;
}

export const Keypad = memo(function Keypad({
  t,
  remaining,
  invertMode,
  selectedDigit,
  notesMode,
  disabled,
  onDigit,
  onErase,
  onToggleNotes,
}: Props) {
  return (
    <div className="keypad" role="group" aria-label={t("play.keypadLabel")}>
      {DIGITS.map((d) => (
        <button
          key={d}
          type="button"
          className={remaining[d] === 0 ? "key digit-key done" : "key digit-key"}
          aria-label={t("play.digitKey", { digit: d, count: remaining[d] })}
          aria-pressed={invertMode ? selectedDigit === d : undefined}
          disabled={disabled}
          onClick={() => onDigit(d)}
        >
          <span className="key-digit">{d}</span>
          <span className="key-count" aria-hidden="true">
            {remaining[d]}
          </span>
        </button>
      ))}
      <div className="keypad-modes">
        <button
          type="button"
          className="key wide-key"
          aria-pressed={notesMode}
          aria-keyshortcuts="N"
          disabled={disabled}
          onClick={onToggleNotes}
        >
          {t("play.notesMode")}
        </button>
        <button type="button" className="key wide-key" aria-keyshortcuts="Delete Backspace" disabled={disabled} onClick={onErase}>
          {t("play.erase")}
        </button>
      </div>
    </div>
  );
});
