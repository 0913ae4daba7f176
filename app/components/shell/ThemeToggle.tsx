import { useEffect, useState } from "react";
import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import { useLocation, useRevalidator } from "react-router";
import { useRootData } from "../../shell/root-data.ts";
import { themeForPhase } from "../../lib/dates/day-phase.ts";
import type { ThemeChoice } from "../../shell/theme.ts";
import { useUi } from "./ui-context.tsx";

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
  const { t } = useFullTranslation();
  const root = useRootData();
  const revalidator = useRevalidator();
  // The query from the location: the shell's data is not reloaded when only the query changes.
  const { search } = useLocation();
  const { showAlert } = useUi();
  const [choice, setChoice] = useState<ThemeChoice>(root.themeChoice);
  useEffect(() => setChoice(root.themeChoice), [root.themeChoice]);

  async function choose(value: ThemeChoice, form: HTMLFormElement | null) {
    const previous = choice;
    setChoice(value);
    document.documentElement.dataset.theme = value === "auto" ? themeForPhase(root.phase) : value;
    if (!form) return;
    try {
      const res = await fetch("/theme", { method: "POST", body: new FormData(form), redirect: "manual" });
      // The action answers with a redirect (opaque here); anything else is a failure.
      if (res.type !== "opaqueredirect" && !res.ok) throw new Error(`HTTP ${res.status}`);
      await revalidator.revalidate();
    } catch (error) {
      console.error("theme change failed", error);
      setChoice(previous);
      document.documentElement.dataset.theme = root.theme;
      showAlert({ text: t("alert.general") });
    }
  }

  return (
    <form method="post" action="/theme" className="theme-toggle">
      <input type="hidden" name="from" value={`${root.pathname}${search}`} />
      <fieldset>
        <legend className="visually-hidden">{t("drawer.appearance")}</legend>
        {CHOICES.map((c) => (
          <label key={c.value} className="radio">
            <input
              type="radio"
              name="theme"
              value={c.value}
              checked={choice === c.value}
              onChange={(e) => void choose(c.value, e.currentTarget.form)}
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
    </form>
  );
}
