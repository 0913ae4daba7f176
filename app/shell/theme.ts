import type { DayPhase } from "../lib/dates/day-phase.ts";
import { themeForPhase } from "../lib/dates/day-phase.ts";

export const DARK_MODE_COOKIE = "darkMode";
export type Theme = "light" | "dark";
/** What the visitor chose: a fixed theme, or none (then the time of day decides). */
export type ThemeChoice = Theme | "auto";

export function parseThemeChoice(cookieValue: string | undefined): ThemeChoice {
  if (cookieValue === "true") return "dark";
  if (cookieValue === "false") return "light";
  return "auto";
}

export function resolveTheme(choice: ThemeChoice, phase: DayPhase): Theme {
  return choice === "auto" ? themeForPhase(phase) : choice;
}
