// The whole check of an imported puzzle, shared by the browser (instant feedback while typing) and
// the server (which decides): read it (parse.ts), then ask the engine's solver how many solutions
// it has, counting to 2 only, and for a puzzle with several find two that differ (two-solutions.ts).
// Every step is bounded: the input by its length, the solver by its count limit, the pair search
// by its node budget.

import { analyze } from "../../sudoku/solver.ts";
import { parsePuzzle, type ParseError } from "./parse.ts";
import { twoSolutions } from "./two-solutions.ts";

export type CheckError =
  | ParseError
  | { kind: "no-solution" }
  /** `solutions`: two different solutions, or null when the bounded search gave up first. */
  | { kind: "multiple-solutions"; solutions: [string, string] | null };

export type CheckResult = { ok: true; grid: string; solution: string } | { ok: false; error: CheckError };

export function checkPuzzle(input: string): CheckResult {
  const parsed = parsePuzzle(input);
  if (!parsed.ok) return parsed;
  const { grid } = parsed;
  const { count, solution } = analyze(grid, 2);
  if (count === 0 || solution === null) return { ok: false, error: { kind: "no-solution" } };
  if (count === 1) return { ok: true, grid, solution };
  const pair = twoSolutions(grid);
  const [a, b] = pair.solutions;
  return { ok: false, error: { kind: "multiple-solutions", solutions: a && b ? [a, b] : null } };
}
