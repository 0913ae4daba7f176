import { memo } from "react";
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
  return (
    <details className="board-settings">
      <summary>{t("play.settings")}</summary>
      <fieldset>
        <legend className="visually-hidden">{t("play.settings")}</legend>
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
