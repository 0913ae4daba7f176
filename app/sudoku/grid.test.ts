import { describe, expect, it } from "vitest";
import {
  CELL_BOX,
  PEERS,
  UNITS,
  computeCandidates,
  findConflicts,
  formatGrid,
  isValidSolution,
  normalizeGrid,
  parseGrid,
  solutionMatchesPuzzle,
} from "./grid.ts";

const PUZZLE = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

describe("grid model", () => {
  it("precomputes units and peers", () => {
    expect(UNITS).toHaveLength(27);
    for (const u of UNITS) expect(new Set(u).size).toBe(9);
    for (const p of PEERS) expect(p).toHaveLength(20);
    expect(CELL_BOX[80]).toBe(8);
    expect(UNITS[18 + 4]).toEqual([30, 31, 32, 39, 40, 41, 48, 49, 50]);
  });

  it.each([
    ["dots", PUZZLE.replace(/0/g, ".")],
    ["zeros", PUZZLE],
    ["pretty printed", PUZZLE.match(/.{9}/g)!.join("\n")],
  ])("parses %s", (_, text) => {
    expect(formatGrid(parseGrid(text))).toBe(PUZZLE);
    expect(normalizeGrid(text)).toBe(PUZZLE);
  });

  it.each([
    ["too short", "123"],
    ["bad char", "x".repeat(81)],
    ["too long", "1".repeat(82)],
  ])("rejects %s", (_, text) => {
    expect(() => parseGrid(text)).toThrow();
  });

  it("computes magic notes from givens and entries", () => {
    const cands = computeCandidates(PUZZLE);
    expect(cands[0]).toBe(0); // filled
    // r1c3: row has 5,3,7; column 9,8; box 5,3,6,9,8 -> {1,2,4}
    expect(cands[2]).toBe(0b1011);
  });

  it("finds conflicts by the rules, both cells of a clash", () => {
    const g = PUZZLE.split("");
    g[2] = "5"; // r1c3 = 5 clashes with r1c1 = 5 (row and box)
    expect(findConflicts(g.join(""))).toEqual([0, 2]);
    expect(findConflicts(PUZZLE)).toEqual([]);
  });

  it("validates solutions", () => {
    expect(isValidSolution(SOLUTION)).toBe(true);
    expect(isValidSolution(PUZZLE)).toBe(false);
    const swapped = SOLUTION.charAt(1) + SOLUTION.charAt(0) + SOLUTION.slice(2);
    expect(isValidSolution(swapped)).toBe(false);
    expect(isValidSolution("garbage")).toBe(false);
    expect(solutionMatchesPuzzle(PUZZLE, SOLUTION)).toBe(true);
  });
});
