import { useEffect, useState } from "react";
import { DAYTIME_RECOMPUTE_MS } from "../../config/constants.ts";
import { dayPhase, type DayPhase, type Location } from "../../lib/dates/daytime.ts";
import { resolveTheme, type Theme, type ThemeChoice } from "../../lib/shell/theme.ts";

/**
 * The day phase, recomputed every DAYTIME_RECOMPUTE_MS in the browser, and the theme that
 * follows from it. The server rendered the first value, so the first paint already has the
 * right theme; this hook only keeps it current while the page stays open.
 */
export function useDaytime(initial: DayPhase, choice: ThemeChoice, location: Location): { phase: DayPhase; theme: Theme } {
  const [phase, setPhase] = useState(initial);
  useEffect(() => {
    const tick = () => setPhase(dayPhase(new Date(), location));
    tick();
    const id = window.setInterval(tick, DAYTIME_RECOMPUTE_MS);
    return () => window.clearInterval(id);
  }, [location]);
  const theme = resolveTheme(choice, phase);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.dataset.phase = phase;
  }, [theme, phase]);
  return { phase, theme };
}
