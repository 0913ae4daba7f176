// The day phases and what follows from them, without the sun calculation (daytime.ts): the shell
// needs these on every page, suncalc only when the phase is recomputed.

export const DAY_PHASES = ["dawn", "sunrise", "solarNoon", "sunset", "dusk", "night"] as const;
export type DayPhase = (typeof DAY_PHASES)[number];
export const DEFAULT_DAY_PHASE: DayPhase = "night";

export interface Location {
  latitude: number;
  longitude: number;
}

export const BERLIN: Location = { latitude: 52.52, longitude: 13.405 };

/** Light theme by day, dark from dusk to dawn, when the visitor has not chosen one. */
export function themeForPhase(phase: DayPhase): "light" | "dark" {
  return phase === "dusk" || phase === "night" ? "dark" : "light";
}
