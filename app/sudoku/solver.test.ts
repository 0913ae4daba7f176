import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isValidSolution, solutionMatchesPuzzle } from "./grid.ts";
import { analyze, countSolutions, findSolutions, hasUniqueSolution, solve } from "./solver.ts";

// The full shared sets live beside the repository (../shared/datasets, also in CI); on a machine
// without them the committed samples (first lines of each set) keep the test meaningful.
const DATASETS = process.env.SUDOKU_DATASETS ?? fileURLToPath(new URL("../../../shared/datasets", import.meta.url));
const SAMPLES: Record<string, string> = {
  magictour_top1465: "tests/fixtures/engine/magictour_top1465.sample200",
  gen_minimal_20k: "tests/fixtures/engine/gen_minimal_20k.sample500",
};

function load(name: string): string[] {
  const full = `${DATASETS}/${name}`;
  const path = existsSync(full) ? full : fileURLToPath(new URL(`../../${SAMPLES[name]}`, import.meta.url));
  return readFileSync(path, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length === 81);
}

describe("solver on the shared datasets", () => {
  it.each(["magictour_top1465", "gen_minimal_20k"])("solves every puzzle of %s correctly and uniquely", (name) => {
    const puzzles = load(name);
    expect(puzzles.length).toBeGreaterThanOrEqual(200);
    const failures: string[] = [];
    for (const p of puzzles) {
      const r = analyze(p, 2);
      if (r.count !== 1 || !r.solution || !isValidSolution(r.solution) || !solutionMatchesPuzzle(p, r.solution)) failures.push(p);
    }
    expect(failures).toEqual([]);
  });
});

const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

describe("uniqueness", () => {
  it.each([
    ["a solved grid", SOLUTION, 1],
    ["the empty grid", "0".repeat(81), 2],
    ["four cells removed from a solved grid", "00" + SOLUTION.slice(2, 9) + "00" + SOLUTION.slice(11), 1],
    ["duplicate given in a row", "55" + "0".repeat(79), 0],
    ["duplicate given in a column", "5" + "0".repeat(8) + "5" + "0".repeat(71), 0],
    ["duplicate given in a box", "5" + "0".repeat(9) + "5" + "0".repeat(70), 0],
    ["a cell with no candidate", "123456780" + "000000009" + "0".repeat(63), 0],
    ["Wikipedia puzzle", "530070000600195000098000060800060003400803001700020006060000280000419005000080079", 1],
  ])("%s", (_, puzzle, expected) => {
    expect(countSolutions(puzzle, 2)).toBe(expected);
  });

  it("every clue of a minimal puzzle is needed: removing any one gives two solutions", () => {
    const minimal = load("gen_minimal_20k")[0]!;
    expect(countSolutions(minimal)).toBe(1);
    for (let c = 0; c < 81; c++) {
      if (minimal[c] === ".") continue;
      expect(countSolutions(minimal.slice(0, c) + "." + minimal.slice(c + 1))).toBe(2);
    }
  });

  it("counts beyond two when asked", () => {
    expect(countSolutions("0".repeat(81), 10)).toBe(10);
  });

  it("detects a swappable rectangle as two solutions", () => {
    // A rectangle over two boxes whose corners read a b / b a can be swapped: emptying only those four
    // cells leaves exactly two solutions.
    const s = SOLUTION.split("");
    const box = (r: number, c: number) => Math.floor(r / 3) * 3 + Math.floor(c / 3);
    let found = 0;
    for (let r1 = 0; r1 < 9; r1++)
      for (let r2 = r1 + 1; r2 < 9; r2++)
        for (let c1 = 0; c1 < 9; c1++)
          for (let c2 = c1 + 1; c2 < 9; c2++) {
            const cells = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2] as const;
            if (new Set([box(r1, c1), box(r1, c2), box(r2, c1), box(r2, c2)]).size !== 2) continue;
            if (s[cells[0]] !== s[cells[3]] || s[cells[1]] !== s[cells[2]]) continue;
            const g = s.slice();
            for (const c of cells) g[c] = "0";
            expect(countSolutions(g.join(""), 10)).toBe(2);
            found++;
          }
    expect(found).toBeGreaterThan(0);
  });

  // r1c4/r1c5/r4c4/r4c5 of SOLUTION read 6 7 / 7 6 over boxes 2 and 5: emptied, 6 and 7 can swap.
  const DEADLY_RECTANGLE = "534008912672195348198342567859001423426853791713924856961537284287419635345286179";
  const WIKIPEDIA = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

  it.each([
    ["a puzzle with one solution", WIKIPEDIA, true],
    ["a solved grid", SOLUTION, true],
    ["a deadly rectangle emptied: two solutions", DEADLY_RECTANGLE, false],
    ["the empty grid", "0".repeat(81), false],
    ["a contradiction: no solution", "55" + "0".repeat(79), false],
  ])("hasUniqueSolution: %s", (_, puzzle, expected) => {
    expect(hasUniqueSolution(puzzle)).toBe(expected);
  });

  it("counts exactly two solutions of a deadly rectangle, with the default limit too", () => {
    expect(countSolutions(DEADLY_RECTANGLE)).toBe(2);
    expect(countSolutions(DEADLY_RECTANGLE, 10)).toBe(2);
    expect(countSolutions("0".repeat(81))).toBe(2);
    expect(countSolutions(WIKIPEDIA)).toBe(1);
    expect(countSolutions("55" + "0".repeat(79))).toBe(0);
    const a = analyze(DEADLY_RECTANGLE);
    expect(a.count).toBe(2);
    expect([SOLUTION, "534768912672195348198342567859671423426853791713924856961537284287419635345286179"]).toContain(a.solution);
    expect(analyze(WIKIPEDIA)).toEqual(expect.objectContaining({ count: 1, solution: SOLUTION }));
    expect(analyze("55" + "0".repeat(79))).toEqual(expect.objectContaining({ count: 0, solution: null }));
  });

  it("solve returns the solution or null", () => {
    expect(solve("530070000600195000098000060800060003400803001700020006060000280000419005000080079")).toBe(SOLUTION);
    expect(solve("55" + "0".repeat(79))).toBeNull();
    expect(hasUniqueSolution(SOLUTION)).toBe(true);
  });

  it("accepts numeric arrays", () => {
    const values = Array.from(SOLUTION, Number);
    values[0] = 0;
    expect(countSolutions(values)).toBe(1);
  });
});

describe("findSolutions: the solutions themselves, from the same search", () => {
  const EMPTY = "0".repeat(81);
  const DEADLY = "534008912672195348198342567859001423426853791713924856961537284287419635345286179";
  const WIKIPEDIA_PUZZLE = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

  it.each([
    ["a unique puzzle: its solution and no other", WIKIPEDIA_PUZZLE, [SOLUTION]],
    ["a solved grid: itself", SOLUTION, [SOLUTION]],
    ["a contradiction: none", "55" + "0".repeat(79), []],
    ["a cell with no candidate: none", "123456780" + "000000009" + "0".repeat(63), []],
  ])("%s", (_, puzzle, expected) => {
    expect(findSolutions(puzzle)).toEqual(expect.objectContaining({ solutions: expected, exhausted: false }));
  });

  it("several solutions: `limit` different valid ones that keep the givens", () => {
    for (const limit of [2, 5]) {
      const { solutions, exhausted } = findSolutions(EMPTY, limit);
      expect(exhausted).toBe(false);
      expect(new Set(solutions).size).toBe(limit);
      for (const s of solutions) expect(isValidSolution(s)).toBe(true);
    }
    const near = `1${"0".repeat(80)}`;
    for (const s of findSolutions(near).solutions) expect(solutionMatchesPuzzle(near, s)).toBe(true);
  });

  it("the first solution is the one analyze reports, and the count agrees", () => {
    for (const puzzle of [EMPTY, DEADLY, WIKIPEDIA_PUZZLE]) {
      const { solutions } = findSolutions(puzzle);
      const a = analyze(puzzle);
      expect(solutions.length).toBe(a.count);
      expect(solutions[0]).toBe(a.solution);
    }
  });

  it("gives up after its guess budget, one guess over; a budget just large enough is not exhausted", () => {
    const out = findSolutions(EMPTY, 2, 10);
    expect(out).toEqual(expect.objectContaining({ exhausted: true, guesses: 11 }));
    expect(out.solutions.length).toBeLessThan(2);
    const needed = findSolutions(EMPTY).guesses;
    expect(findSolutions(EMPTY, 2, needed)).toEqual(expect.objectContaining({ exhausted: false, guesses: needed }));
    expect(findSolutions(EMPTY, 2, needed - 1).exhausted).toBe(true);
  });

  it("leaves the other calls unbounded after a budget ran out", () => {
    findSolutions(EMPTY, 2, 1);
    expect(countSolutions(EMPTY, 10)).toBe(10);
    expect(analyze(EMPTY).count).toBe(2);
  });
});
