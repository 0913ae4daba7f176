import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { useRootData } from "../../lib/root-data.ts";
import { themeForPhase } from "../../lib/daytime.ts";
import type { ThemeChoice } from "../../lib/theme.ts";

const CHOICES: { value: ThemeChoice; label: "drawer.lightMode" | "drawer.darkMode" | "drawer.followDaytime" }[] = [
  { value: "light", label: "drawer.lightMode" },
  { value: "dark", label: "drawer.darkMode" },
  { value: "auto", label: "drawer.followDaytime" },
];

/**
 * Light, dark, or following the time of day. The choice is a cookie the server reads, so the
 * first paint of every later page already has the chosen theme (no flash); this page switches
 * at once, before the server has answered.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const root = useRootData();
  const fetcher = useFetcher();
  const [choice, setChoice] = useState<ThemeChoice>(root.themeChoice);
  useEffect(() => setChoice(root.themeChoice), [root.themeChoice]);

  function choose(value: ThemeChoice, form: HTMLFormElement | null) {
    setChoice(value);
    document.documentElement.dataset.theme = value === "auto" ? themeForPhase(root.phase) : value;
    if (form) fetcher.submit(form);
  }

  return (
    <fetcher.Form method="post" action="/theme" className="theme-toggle">
      <input type="hidden" name="from" value={`${root.pathname}${root.search}`} />
      <fieldset>
        <legend className="visually-hidden">{t("drawer.appearance")}</legend>
        {CHOICES.map((c) => (
          <label key={c.value} className="radio">
            <input
              type="radio"
              name="theme"
              value={c.value}
              checked={choice === c.value}
              onChange={(e) => choose(c.value, e.currentTarget.form)}
            />
            {t(c.label)}
          </label>
        ))}
      </fieldset>
      <noscript>
        <button type="submit" className="button">
          OK
        </button>
      </noscript>
    </fetcher.Form>
  );
}
