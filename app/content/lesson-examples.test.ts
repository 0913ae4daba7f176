import { describe, expect, it } from "vitest";
import { LESSONS } from "../lib/academy/lessons.ts";
import { createPosition, findNextStep } from "../sudoku/techniques.ts";
import examples from "./lesson-examples.json";

// The academy's example positions (scripts/academy/find-examples.ts) are the engine's, not typed
// in: replaying the step finder on each stored position must give the stored step, so a change to
// a finder that changes what the lessons show fails here until the examples are found anew.

const byTechnique = examples as unknown as Record<string, { puzzleId: number; grid: string; candidates: number[]; step: unknown }[]>;

describe("lesson examples", () => {
  it("has examples for every lesson, and only for lessons", () => {
    expect(Object.keys(byTechnique).sort()).toEqual(LESSONS.map((l) => l.technique).sort());
    for (const lesson of LESSONS) expect(byTechnique[lesson.technique]!.length, lesson.technique).toBeGreaterThanOrEqual(1);
  });

  it.each(LESSONS.flatMap((l) => byTechnique[l.technique]!.map((e, i) => [l.technique, i, e] as const)))(
    "%s example %i: the step finder's next step is the stored one",
    (technique, _, example) => {
      expect(example.grid).toMatch(/^[0-9]{81}$/);
      expect(example.candidates).toHaveLength(81);
      const step = findNextStep(createPosition(example.grid, example.candidates));
      expect(step?.technique).toBe(technique);
      expect(step).toEqual(example.step);
    },
  );
});
