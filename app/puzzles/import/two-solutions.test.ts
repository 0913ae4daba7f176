import { describe, expect, it } from "vitest";
import { isValidSolution, solutionMatchesPuzzle } from "../../sudoku/grid.ts";
import { PUZZLE, SOLUTION } from "../../../tests/lib/test-puzzle.ts";
import { checkPuzzle } from "./check.ts";
import { differingCells } from "./differing-cells.ts";
import { twoSolutions } from "./two-solutions.ts";

const EMPTY = "0".repeat(81);
/** The classic puzzle with two givens taken away: no longer unique. */
const AMBIGUOUS = (() => {
  // Remove givens until the solver finds two solutions.
  const cells = [...PUZZLE];
  for (let c = 0; c < 81; c++) {
    if (cells[c] === "0") continue;
    const saved = cells[c]!;
    cells[c] = "0";
    if (twoSolutions(cells.join("")).solutions.length === 2) return cells.join("");
    cells[c] = saved;
  }
  throw new Error("no ambiguous variant found");
})();

describe("twoSolutions", () => {
  it("an empty grid: two different valid solutions after a handful of nodes", () => {
    const result = twoSolutions(EMPTY);
    expect(result.solutions).toHaveLength(2);
    expect(result.exhausted).toBe(false);
    expect(result.nodes).toBeLessThan(200);
    const [a, b] = result.solutions as [string, string];
    expect(a).not.toBe(b);
    expect(isValidSolution(a) && isValidSolution(b)).toBe(true);
  });

  it("a unique puzzle: its one solution, no second", () => {
    expect(twoSolutions(PUZZLE).solutions).toEqual([SOLUTION]);
  });

  it("an ambiguous puzzle: two solutions that keep the givens and differ", () => {
    const [a, b] = twoSolutions(AMBIGUOUS).solutions as [string, string];
    expect(solutionMatchesPuzzle(AMBIGUOUS, a) && solutionMatchesPuzzle(AMBIGUOUS, b)).toBe(true);
    expect(differingCells(a, b).length).toBeGreaterThanOrEqual(4);
  });

  it("stops at its node budget", () => {
    const result = twoSolutions(EMPTY, 10);
    expect(result.exhausted).toBe(true);
    expect(result.nodes).toBe(11);
  });
});

describe("checkPuzzle", () => {
  it("a proper puzzle: its canonical form and solution", () => {
    expect(checkPuzzle(PUZZLE.replaceAll("0", "."))).toEqual({ ok: true, grid: PUZZLE, solution: SOLUTION });
  });

  it("no solution", () => {
    // r1c3 can hold nothing: 1-8 in its row, 9 in its column.
    const cells = Array(81).fill("0");
    "12345678".split("").forEach((d, i) => (cells[i + (i >= 2 ? 1 : 0)] = d));
    cells[2 + 9 * 5] = "9";
    expect(checkPuzzle(cells.join(""))).toEqual({ ok: false, error: { kind: "no-solution" } });
  });

  it("more than one solution: two of them", () => {
    const result = checkPuzzle(AMBIGUOUS);
    expect(result.ok).toBe(false);
    if (result.ok || result.error.kind !== "multiple-solutions") throw new Error("expected multiple solutions");
    expect(result.error.solutions).toHaveLength(2);
  });

  it("a near-empty grid is refused after the second solution, quickly", () => {
    const started = performance.now();
    const result = checkPuzzle(`1${"0".repeat(80)}`);
    expect(result).toMatchObject({ ok: false, error: { kind: "multiple-solutions" } });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("reading errors come first", () => {
    expect(checkPuzzle("12")).toEqual({ ok: false, error: { kind: "wrong-length", count: 2 } });
  });
});
