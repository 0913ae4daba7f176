import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { useRootData } from "../../lib/root-data.ts";
import type { ThemeChoice } from "../../lib/theme.ts";

const CHOICES: { value: ThemeChoice; label: "drawer.lightMode" | "drawer.darkMode" | "drawer.followDaytime" }[] = [
  { value: "light", label: "drawer.lightMode" },
  { value: "dark", label: "drawer.darkMode" },
  { value: "auto", label: "drawer.followDaytime" },
];

/**
 * Light, dark, or following the time of day. The choice is a cookie the server reads, so the
 * first paint of every later page already has the chosen theme (no flash).
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const root = useRootData();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("theme") as ThemeChoice | undefined;
  const current = pending ?? root.themeChoice;
  return (
    <fetcher.Form method="post" action="/theme" className="theme-toggle">
      <input type="hidden" name="from" value={`${root.pathname}${root.search}`} />
      <fieldset>
        <legend className="visually-hidden">{t("drawer.appearance")}</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className="radio">
            <input
              type="radio"
              name="theme"
              value={choice.value}
              checked={current === choice.value}
              onChange={(e) => fetcher.submit(e.currentTarget.form)}
            />
            {t(choice.label)}
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
