import { useCallback, useEffect, useState } from "react";
import { BOARD_DEFAULTS, loadSettings, saveSettings, type Settings } from "./storage.ts";

/** Board settings, remembered per browser. The server renders the defaults; the stored choice follows after hydration. */
export function useSettings(): [Settings, (key: keyof Settings, value: boolean) => void] {
  const [settings, setSettings] = useState<Settings>(BOARD_DEFAULTS);
  useEffect(() => setSettings(loadSettings()), []);
  const change = useCallback((key: keyof Settings, value: boolean) => {
    setSettings((s) => {
      const next = { ...s, [key]: value };
      saveSettings(next);
      return next;
    });
  }, []);
  return [settings, change];
}
