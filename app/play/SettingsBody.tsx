// The settings' switches and the mistake modes: their own chunk, with their texts in the on-demand
// catalogue, loaded when the player first opens the settings (SettingsPanel.tsx).
import { useId } from "react";
import { useFullTranslation } from "../lib/i18n/i18n.tsx";
import type { MistakeMode } from "./game-state.ts";
import type { Settings, SwitchSetting } from "./storage.ts";
import type { ChangeSetting } from "./use-settings.ts";

const SWITCHES: SwitchSetting[] = ["speedMode", "invertMode", "highlightMode", "showConflicts", "autoClean", "hideTimer", "largePrint"];

export interface SettingsProps {
  settings: Settings;
  onChange: ChangeSetting;
  /** This game's live candidates mode. */
  liveNotes: boolean;
  onLiveNotes(): void;
  /** This game's mistake mode and the modes it may take (the daily has no strict mode). */
  mode: MistakeMode;
  modes: readonly MistakeMode[];
  /** A failed strict attempt keeps its mode until it is reset. */
  modeLocked: boolean;
  onMode(mode: MistakeMode): void;
}

export default function SettingsBody({
  summaryId,
  settings,
  onChange,
  liveNotes,
  onLiveNotes,
  mode,
  modes,
  modeLocked,
  onMode,
}: SettingsProps & { summaryId: string }) {
  const { t } = useFullTranslation();
  const modeId = useId();
  // The switches are one group, and the summary the player opens is its visible name: no second,
  // hidden name (a legend only screen readers get, repeating the summary).
  return (
    <>
      <fieldset aria-labelledby={summaryId}>
        {SWITCHES.map((key) => (
          <label key={key} className="setting">
            <input type="checkbox" name={key} checked={settings[key]} onChange={(e) => onChange(key, e.currentTarget.checked)} />
            <span>{t(`play.more.${key}`)}</span>
          </label>
        ))}
        <label className="setting">
          <input type="checkbox" name="liveNotes" checked={liveNotes} onChange={onLiveNotes} />
          <span>{t("play.more.liveNotes")}</span>
        </label>
      </fieldset>
      <fieldset className="mistake-modes" aria-describedby={modeId} disabled={modeLocked}>
        <legend>{t("play.more.mistakeModeLegend")}</legend>
        {modes.map((m) => (
          <label key={m} className="setting">
            <input
              type="radio"
              name="mistakeMode"
              value={m}
              checked={mode === m}
              onChange={() => {
                onMode(m);
                onChange("mistakeMode", m);
              }}
            />
            <span>{t(`play.more.mode.${m}`)}</span>
          </label>
        ))}
        <p id={modeId} className="setting-note">
          {t("play.more.mistakeModeNote")}
        </p>
      </fieldset>
    </>
  );
}
