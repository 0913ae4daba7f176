import { getTimes } from "suncalc";
import { BERLIN, DEFAULT_DAY_PHASE, type DayPhase, type Location } from "./day-phase.ts";
import { DAWN_SHIFT_MS, DUSK_SHIFT_MS, SUNSET_SHIFT_MS } from "../../config/constants.ts";

export { BERLIN, DAY_PHASES, DEFAULT_DAY_PHASE, themeForPhase, type DayPhase, type Location } from "./day-phase.ts";

export interface PhaseTimes {
  dawn: number;
  sunrise: number;
  solarNoon: number;
  sunset: number;
  dusk: number;
  night: number;
}

/**
 * Phase start times for the day of `now` with the SPEC §4 shifts: dusk 20 minutes earlier,
 * sunset (suncalc's sunsetStart) and dawn one hour earlier. A time that does not occur that day
 * (no astronomical night in a Berlin June) is NaN.
 */
export function phaseTimes(now: Date, location: Location = BERLIN): PhaseTimes {
  // Every page asks (the theme follows the sun), and suncalc's answer only changes with the
  // day: one computation per minute and place, not one per request.
  const key = `${Math.floor(now.getTime() / MINUTE_MS)} ${location.latitude} ${location.longitude}`;
  if (lastTimes?.key !== key) lastTimes = { key, times: Object.freeze(computePhaseTimes(now, location)) };
  return lastTimes.times;
}

const MINUTE_MS = 60_000;
let lastTimes: { key: string; times: PhaseTimes } | undefined;

function computePhaseTimes(now: Date, location: Location): PhaseTimes {
  const t = getTimes(now, location.latitude, location.longitude);
  // suncalc reports a time the sun does not reach that day as null.
  const ms = (d: Date | null | undefined) => (d ? d.getTime() : Number.NaN);
  return {
    dawn: ms(t.dawn) - DAWN_SHIFT_MS,
    sunrise: ms(t.sunrise),
    solarNoon: ms(t.solarNoon),
    sunset: ms(t.sunsetStart) - SUNSET_SHIFT_MS,
    dusk: ms(t.dusk) - DUSK_SHIFT_MS,
    night: ms(t.night),
  };
}

/** The phase `now` is in: the latest phase whose start has passed, night before dawn. */
export function dayPhase(now: Date, location: Location = BERLIN): DayPhase {
  const t = phaseTimes(now, location);
  const ms = now.getTime();
  // NaN compares false, so a phase that does not happen today is simply never entered.
  for (const phase of ["night", "dusk", "sunset", "solarNoon", "sunrise", "dawn"] as const) {
    if (ms >= t[phase]) return phase;
  }
  return DEFAULT_DAY_PHASE;
}
