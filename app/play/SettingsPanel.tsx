import { memo, useId } from "react";
import type { TFunction } from "../lib/i18n/i18n.tsx";
import type { Settings } from "./storage.ts";

const SWITCHES: (keyof Settings)[] = ["speedMode", "invertMode", "highlightMode", "showConflicts", "largePrint"];

export const SettingsPanel = memo(function SettingsPanel({
  t,
  settings,
  onChange,
}: {
  t: TFunction;
  settings: Settings;
  onChange(key: keyof Settings, value: boolean): void;
}) {
  const summaryId = useId();
  // The switches are one group, and the summary the player opens is its visible name: no second,
  // hidden name (a legend only screen readers get, repeating the summary).
  return (
    <details className="board-settings">
      <summary id={summaryId}>{t("play.settings")}</summary>
      <fieldset aria-labelledby={summaryId}>
        {SWITCHES.map((key) => (
          <label key={key} className="setting">
            <input type="checkbox" name={key} checked={settings[key]} onChange={(e) => onChange(key, e.currentTarget.checked)} />
            <span>{t(`play.${key}`)}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
});
