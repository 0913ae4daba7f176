import { getTimes } from "suncalc";
import { describe, expect, it } from "vitest";
import { BERLIN, dayPhase, phaseTimes, themeForPhase } from "./daytime.ts";

const MIN = 60_000;

describe("phaseTimes applies the SPEC §4 shifts to suncalc's times", () => {
  it.each([
    ["a winter day", new Date(Date.UTC(2026, 0, 15, 12))],
    ["the spring DST change day", new Date(Date.UTC(2026, 2, 29, 12))],
    ["an autumn day", new Date(Date.UTC(2026, 9, 10, 12))],
  ])("%s", (_, day) => {
    const sun = getTimes(day, BERLIN.latitude, BERLIN.longitude);
    const t = phaseTimes(day);
    expect(t.dawn).toBe(sun.dawn!.getTime() - 60 * MIN);
    expect(t.sunrise).toBe(sun.sunrise!.getTime());
    expect(t.solarNoon).toBe(sun.solarNoon.getTime());
    expect(t.sunset).toBe(sun.sunsetStart!.getTime() - 60 * MIN);
    expect(t.dusk).toBe(sun.dusk!.getTime() - 20 * MIN);
    expect(t.night).toBe(sun.night!.getTime());
  });

  // Independent of suncalc: Berlin (52.52° N, 13.405° E) on 15 January 2026 per almanac, in UTC
  // (CET = UTC+1): sunrise 07:10, solar noon 11:16, sunset starts 15:17, civil dusk 16:01 and
  // astronomical night 17:25. Allow five minutes for the almanacs' rounding and refraction models.
  it("lands on the almanac's times for Berlin, with the shifts applied", () => {
    expect(BERLIN).toEqual({ latitude: 52.52, longitude: 13.405 });
    const t = phaseTimes(new Date(Date.UTC(2026, 0, 15, 12)));
    const near = (actual: number, hour: number, minute: number) =>
      expect(Math.abs(actual - Date.UTC(2026, 0, 15, hour, minute)) / MIN).toBeLessThan(5);
    near(t.sunrise, 7, 10);
    near(t.solarNoon, 11, 16);
    near(t.sunset, 14, 17); // sunset start minus one hour
    near(t.dusk, 15, 41); // civil dusk minus 20 minutes
    near(t.night, 17, 25);
  });

  it("reports a night that does not happen (Berlin in June) as NaN", () => {
    expect(Number.isNaN(phaseTimes(new Date(Date.UTC(2026, 5, 21, 12))).night)).toBe(true);
  });
});

describe("dayPhase", () => {
  const day = new Date(Date.UTC(2026, 0, 15, 12));
  const t = phaseTimes(day);

  it.each([
    ["just before the shifted dawn", t.dawn - MIN, "night"],
    ["at the shifted dawn", t.dawn, "dawn"],
    ["between dawn and sunrise", t.sunrise - MIN, "dawn"],
    ["at sunrise", t.sunrise, "sunrise"],
    ["at solar noon", t.solarNoon, "solarNoon"],
    ["one minute before the shifted sunset", t.sunset - MIN, "solarNoon"],
    ["at the shifted sunset (an hour before sunsetStart)", t.sunset, "sunset"],
    ["at the shifted dusk (20 minutes early)", t.dusk, "dusk"],
    ["at night", t.night, "night"],
  ])("%s → %s", (_, ms, phase) => {
    expect(dayPhase(new Date(ms))).toBe(phase);
  });

  it("uses the times of the day in question on the spring DST change day", () => {
    const change = phaseTimes(new Date(Date.UTC(2026, 2, 29, 12)));
    expect(dayPhase(new Date(change.sunrise + MIN))).toBe("sunrise");
    expect(dayPhase(new Date(change.dusk - MIN))).toBe("sunset");
  });

  it("stays in dusk through a Berlin midsummer night without astronomical night", () => {
    const june = phaseTimes(new Date(Date.UTC(2026, 5, 21, 12)));
    expect(dayPhase(new Date(june.dusk + 30 * MIN))).toBe("dusk");
  });

  it("follows the location", () => {
    const tokyo = { latitude: 35.68, longitude: 139.69 };
    // 12:00 UTC is 21:00 in Tokyo: night there, around solar noon in Berlin.
    expect(dayPhase(new Date(Date.UTC(2026, 0, 15, 12)), tokyo)).toBe("night");
    expect(dayPhase(new Date(Date.UTC(2026, 0, 15, 12)))).toBe("solarNoon");
  });
});

describe("themeForPhase", () => {
  it("is dark from dusk to dawn", () => {
    expect(["dawn", "sunrise", "solarNoon", "sunset", "dusk", "night"].map((p) => themeForPhase(p as never))).toEqual([
      "light",
      "light",
      "light",
      "light",
      "dark",
      "dark",
    ]);
  });
});
