import { describe, expect, it } from "vitest";
import { PUZZLE } from "../../tests/lib/test-puzzle.ts";
import type { Savegame } from "./savegame.ts";
import { isPerfect, MIN_SOLVE_SECONDS_PER_CELL, openCells, plausibleSolveTime, solveFigures } from "./solve-figures.ts";

const solved = (extra: Partial<Savegame> = {}): Savegame => ({
  entries: new Array(81).fill(0),
  notes: new Array(81).fill(0),
  checked: 0,
  ...extra,
});
// The test puzzle has 51 open cells: a plausible solve takes at least 25.5 seconds.
const OPEN = 51;

describe("isPerfect", () => {
  it.each([
    ["solved without help", { solved: true, checked: 0, hints: 0 }, true],
    ["in strict mode without a mistake", { solved: true, checked: 0, hints: 0, mode: "strict", mistakes: 0 }, true],
    ["unsolved", { solved: false, checked: 0, hints: 0 }, false],
    ["with a check", { solved: true, checked: 1, hints: 0 }, false],
    ["with a hint", { solved: true, checked: 0, hints: 1 }, false],
    ["with a wrong entry made", { solved: true, checked: 0, hints: 0, mode: "classic", mistakes: 1 }, false],
    ["in relaxed mode (its marks are help)", { solved: true, checked: 0, hints: 0, mode: "relaxed", mistakes: 0 }, false],
  ] as const)("%s: %s", (_, facts, expected) => {
    expect(isPerfect(facts)).toBe(expected);
  });
});

describe("plausibleSolveTime", () => {
  it("takes half a second per open cell and more, and refuses less", () => {
    expect(MIN_SOLVE_SECONDS_PER_CELL).toBe(0.5);
    expect(openCells(PUZZLE)).toBe(OPEN);
    expect(plausibleSolveTime(26, PUZZLE)).toBe(true);
    expect(plausibleSolveTime(25, PUZZLE)).toBe(false);
    expect(plausibleSolveTime(0, PUZZLE)).toBe(false);
  });
});

describe("solveFigures", () => {
  it.each([
    [
      "a perfect solve",
      { elapsedSeconds: 600 },
      { solveSeconds: 600, solveTimeRefused: false, solveHints: 0, solvePerfect: true, solveHinted: "[]" },
    ],
    [
      "a solve with hints",
      { elapsedSeconds: 900, hintsUsed: 3, hinted: ["x-wing", "naked-pair"] },
      { solveSeconds: 900, solveTimeRefused: false, solveHints: 3, solvePerfect: false, solveHinted: '["x-wing","naked-pair"]' },
    ],
    [
      "the shortest time taken",
      { elapsedSeconds: 26 },
      { solveSeconds: 26, solveTimeRefused: false, solveHints: 0, solvePerfect: true, solveHinted: "[]" },
    ],
    [
      "a time too short",
      { elapsedSeconds: 25 },
      { solveSeconds: null, solveTimeRefused: true, solveHints: 0, solvePerfect: false, solveHinted: "[]" },
    ],
    ["no time sent", {}, { solveSeconds: null, solveTimeRefused: false, solveHints: 0, solvePerfect: false, solveHinted: "[]" }],
    [
      "a checked solve",
      { elapsedSeconds: 300, checked: 2 },
      { solveSeconds: 300, solveTimeRefused: false, solveHints: 0, solvePerfect: false, solveHinted: "[]" },
    ],
  ] as const)("%s", (_, extra, expected) => {
    expect(solveFigures(solved(extra as Partial<Savegame>), PUZZLE)).toEqual(expected);
  });
});
