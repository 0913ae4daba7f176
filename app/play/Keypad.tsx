import { memo } from "react";
import type { TFunction } from "../lib/i18n/i18n.tsx";
import { COLOR_NAMES } from "./Grid.tsx";

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** In colour mode the first eight keys are the colours and the ninth clears. */
const COLOR_KEYS = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/** What the digit keys do: enter digits (or notes), paint colours, or set the digit filter. */
export type KeypadMode = "digits" | "colors" | "filter";

interface Props {
  t: TFunction;
  remaining: number[];
  /** Invert mode: the digit buttons pick a digit (and show which one is picked). */
  invertMode: boolean;
  selectedDigit: number | null;
  notesMode: boolean;
  mode: KeypadMode;
  filterDigit: number;
  disabled: boolean;
  onDigit(digit: number): void;
  onColor(color: number): void;
  onFilter(digit: number): void;
  onErase(): void;
  onToggleNotes(): void;
  onMode(mode: KeypadMode): void;
}

export const Keypad = memo(function Keypad(props: Props) {
  const { t, remaining, invertMode, selectedDigit, notesMode, mode, filterDigit, disabled } = props;
  const modeKey = (which: KeypadMode, label: string, keys?: string) => (
    <button
      type="button"
      className="key wide-key"
      aria-pressed={mode === which}
      aria-keyshortcuts={keys}
      disabled={disabled}
      onClick={() => props.onMode(mode === which ? "digits" : which)}
    >
      {label}
    </button>
  );
  return (
    <div className={`keypad keypad-${mode}`} role="group" aria-label={t("play.keypadLabel")}>
      {mode === "colors"
        ? COLOR_KEYS.map((c) => (
            <button
              key={c}
              type="button"
              className={c ? `key color-key mark-${c}` : "key color-key"}
              aria-label={c ? t("play.colorKey", { color: COLOR_NAMES[c] }) : t("play.colorClear")}
              aria-keyshortcuts={`Alt+${c}`}
              disabled={disabled}
              onClick={() => props.onColor(c)}
            >
              <span className="key-digit" aria-hidden="true">
                {c ? COLOR_NAMES[c] : "×"}
              </span>
            </button>
          ))
        : DIGITS.map((d) => (
            <button
              key={d}
              type="button"
              className={remaining[d] === 0 ? "key digit-key done" : "key digit-key"}
              aria-label={t(mode === "filter" ? "play.filterKey" : "play.digitKey", { digit: d, count: remaining[d] })}
              aria-pressed={mode === "filter" ? filterDigit === d : invertMode ? selectedDigit === d : undefined}
              aria-keyshortcuts={mode === "filter" ? `Shift+${d}` : undefined}
              disabled={disabled}
              onClick={() => (mode === "filter" ? props.onFilter(d) : props.onDigit(d))}
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
          onClick={props.onToggleNotes}
        >
          {t("play.notesMode")}
        </button>
        {modeKey("colors", t("play.colorsMode"))}
        {modeKey("filter", filterDigit ? t("play.filterOn", { digit: filterDigit }) : t("play.filterMode"))}
        <button type="button" className="key wide-key" aria-keyshortcuts="Delete Backspace" disabled={disabled} onClick={props.onErase}>
          {t("play.erase")}
        </button>
      </div>
    </div>
  );
});
