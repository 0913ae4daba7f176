import { describe, expect, it } from "vitest";
import { countClues, isValidSolution, solutionMatchesPuzzle } from "./grid.ts";
import { createRng } from "./random.ts";
import { generate, randomSolution } from "./generator.ts";
import { rate } from "./rater.ts";
import { countSolutions } from "./solver.ts";

describe("generator", () => {
  const cases = [1, 2, 3, 4, 5].flatMap((level) => [0, 1, 2].map((i) => ({ level, seed: `test-${i}` })));

  it.each(cases)("level $level, seed $seed: unique, rated exactly at the level", ({ level, seed }) => {
    const g = generate(level, seed);
    expect(countSolutions(g.puzzle, 2)).toBe(1);
    expect(isValidSolution(g.solution)).toBe(true);
    expect(solutionMatchesPuzzle(g.puzzle, g.solution)).toBe(true);
    expect(g.stars).toBe(level);
    expect(rate(g.puzzle).stars).toBe(level);
    expect(g.clues).toBe(countClues(g.puzzle));
    expect(g.clues).toBe(g.puzzle.replace(/0/g, "").length);
    expect(g.puzzle).toMatch(/^[0-9]{81}$/);
  });

  it("is deterministic for a seed and differs between seeds", () => {
    expect(generate(3, 42)).toEqual(generate(3, 42));
    // The same puzzle on every runtime (the catalogue is built from seeds).
    expect(generate(3, 42)).toEqual(
      expect.objectContaining({
        puzzle: "090100005700009200060000300008020000000540000004390001050000000470000020003017090",
        clues: 24,
        stars: 3,
      }),
    );
    expect(generate(3, 42).puzzle).not.toBe(generate(3, 43).puzzle);
  });

  it("easy levels keep more givens", () => {
    const mean = (level: number) => {
      let sum = 0;
      for (let i = 0; i < 6; i++) sum += generate(level, `clues-${i}`).clues;
      return sum / 6;
    };
    expect(mean(1)).toBeGreaterThan(mean(2) + 3);
  });

  it("produces valid random grids", () => {
    const rng = createRng(7);
    for (let i = 0; i < 20; i++) expect(isValidSolution(randomSolution(rng))).toBe(true);
  });

  it("rejects invalid levels", () => {
    expect(() => generate(0, 1)).toThrow();
    expect(() => generate(6, 1)).toThrow();
  });
});
