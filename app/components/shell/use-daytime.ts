import { useEffect, useState } from "react";
import { DAYTIME_RECOMPUTE_MS } from "../../config/constants.ts";
import type { DayPhase, Location } from "../../lib/dates/day-phase.ts";
import { resolveTheme, type Theme, type ThemeChoice } from "../../shell/theme.ts";

/**
 * The day phase, recomputed every DAYTIME_RECOMPUTE_MS in the browser, and the theme that
 * follows from it. The server rendered the first value, so the first paint already has the
 * right theme; this hook only keeps it current while the page stays open.
 */
export function useDaytime(initial: DayPhase, choice: ThemeChoice, location: Location): { phase: DayPhase; theme: Theme } {
  const [phase, setPhase] = useState(initial);
  useEffect(() => {
    // The sun's times (suncalc) load with the first recompute, 30 s in, not with the page: the
    // server's phase is right for the first paint, and the play page's budget is small.
    const tick = () => void import("../../lib/dates/daytime.ts").then((m) => setPhase(m.dayPhase(new Date(), location)));
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
