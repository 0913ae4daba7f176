import { useCallback, useEffect, useState } from "react";
import { BOARD_DEFAULTS, loadSettings, saveSettings, type Settings } from "./storage.ts";

export type ChangeSetting = <K extends keyof Settings>(key: K, value: Settings[K]) => void;

/** Board settings, remembered per browser. The server renders the defaults; the stored choice follows after hydration. */
export function useSettings(): [Settings, ChangeSetting] {
  const [settings, setSettings] = useState<Settings>(BOARD_DEFAULTS);
  useEffect(() => setSettings(loadSettings()), []);
  const change = useCallback<ChangeSetting>((key, value) => {
    setSettings((s) => {
      const next = { ...s, [key]: value };
      saveSettings(next);
      return next;
    });
  }, []);
  return [settings, change];
}
