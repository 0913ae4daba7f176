import { SPLASH_END_DATE, SPLASH_VERSION } from "../config/constants.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";

export const SPLASH_COOKIE = "hideSplashScreen";

/** SPEC §4 Splash: shown while today (Berlin) is before the end date and not yet dismissed for this version. */
export function shouldShowSplash(now: Date, cookieValue: string | undefined): boolean {
  return berlinDate(now) < SPLASH_END_DATE && cookieValue !== SPLASH_VERSION;
}
