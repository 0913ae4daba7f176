import { describe, expect, it } from "vitest";
import {
  levelStats,
  median,
  namesOf,
  profileTechniques,
  techniqueProfile,
  TREND_SOLVES,
  verdictOf,
  type SolveRecord,
} from "./solve-stats.ts";

const solve = (stars: number, solvedAt: number, seconds: number | null, extra: Partial<SolveRecord> = {}): SolveRecord => ({
  stars,
  solvedAt,
  seconds,
  perfect: false,
  hinted: [],
  needed: [],
  ...extra,
});

describe("median", () => {
  it.each([
    ["none", [], null],
    ["one", [300], 300],
    ["an odd count, unsorted", [500, 100, 300], 300],
    ["an even count: the mean of the two middle ones", [100, 200, 400, 900], 300],
    ["an even count whose mean is a half: rounded up", [10, 13], 12],
    ["an even count whose mean is whole", [10, 14], 12],
    ["equal times", [60, 60, 60, 60], 60],
  ])("of %s", (_, values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe("verdictOf", () => {
  it.each([
    ["fewer than six times", [900, 800, 700, 600, 500], "few"],
    ["a later half 10 % faster", [1000, 1000, 1000, 900, 900, 900], "faster"],
    ["a later half just under 10 % faster", [1000, 1000, 1000, 901, 901, 901], "steady"],
    ["a later half 10 % slower", [500, 500, 500, 550, 550, 550], "slower"],
    ["an odd count: the middle solve in neither half", [600, 600, 600, 100, 500, 500, 500], "faster"],
    ["the same times", [400, 400, 400, 400, 400, 400], "steady"],
  ])("%s", (_, trend, expected) => {
    expect(verdictOf(trend)).toBe(expected);
  });
});

describe("levelStats", () => {
  it("counts every solve of a level, times only the timed ones, and orders the trend by solve", () => {
    const solves = [
      solve(2, 3000, 400, { perfect: true }),
      solve(2, 1000, 600),
      solve(2, 2000, null),
      solve(2, 4000, 300, { perfect: true }),
      solve(4, 5000, 1800),
    ];
    const [one, two, three, four, five] = levelStats(solves);
    expect(one).toEqual({ level: 1, solved: 0, timed: 0, best: null, median: null, perfect: 0, trend: [], verdict: "few" });
    expect(two).toEqual({ level: 2, solved: 4, timed: 3, best: 300, median: 400, perfect: 2, trend: [600, 400, 300], verdict: "few" });
    expect(three!.solved).toBe(0);
    expect(four).toEqual({ level: 4, solved: 1, timed: 1, best: 1800, median: 1800, perfect: 0, trend: [1800], verdict: "few" });
    expect(five!.solved).toBe(0);
  });

  it("keeps the latest 30 timed solves in the trend, and the best and median of all", () => {
    // 35 solves of 1,000 s down to 660 s, one every second: the trend drops the first five.
    const solves = Array.from({ length: 35 }, (_, i) => solve(3, i * 1000, 1000 - i * 10));
    const three = levelStats(solves)[2]!;
    expect(TREND_SOLVES).toBe(30);
    expect(three.trend).toHaveLength(30);
    expect(three.trend[0]).toBe(950);
    expect(three.trend.at(-1)).toBe(660);
    expect([three.solved, three.best, three.median, three.verdict]).toEqual([35, 660, 830, "faster"]);
  });
});

describe("techniqueProfile", () => {
  it("counts per technique the solves that needed it and those with a hint for it, easiest first, only those that occur", () => {
    const solves = [
      solve(3, 1, 600, { needed: ["naked-single", "pointing", "x-wing"], hinted: ["x-wing"] }),
      solve(3, 2, 700, { needed: ["naked-single", "pointing"], hinted: ["pointing", "x-wing"] }),
      solve(1, 3, 200, { needed: ["full-house", "naked-single"] }),
    ];
    expect(techniqueProfile(solves)).toEqual([
      { technique: "full-house", needed: 1, hinted: 0 },
      { technique: "naked-single", needed: 3, hinted: 0 },
      { technique: "pointing", needed: 2, hinted: 1 },
      { technique: "x-wing", needed: 1, hinted: 2 },
    ]);
    expect(techniqueProfile([])).toEqual([]);
  });
});

describe("reading the stored texts", () => {
  it.each([
    ['["x-wing","pointing"]', ["x-wing", "pointing"]],
    ["[]", []],
    [null, []],
    ["{broken", []],
    ['{"x-wing":1}', []],
    ['["x-wing",3]', ["x-wing"]],
  ])("hinted %s", (json, expected) => {
    expect(namesOf(json)).toEqual(expected);
  });

  it.each([
    ['{"naked-single":23,"full-house":21}', ["naked-single", "full-house"]],
    ['{"x-wing":0,"pointing":2}', ["pointing"]],
    ["{}", []],
    ["[1]", []],
    ["null", []],
    ["{broken", []],
  ])("profile %s", (json, expected) => {
    expect(profileTechniques(json)).toEqual(expected);
  });
});
