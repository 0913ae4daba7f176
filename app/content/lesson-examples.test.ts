import { describe, expect, it } from "vitest";
import { LESSONS } from "../academy/lessons.ts";
import { TECHNIQUES, TECHNIQUE_BY_ID, createPosition, findNextStep, findTechnique, type TechniqueId } from "../sudoku/techniques.ts";
import examples from "./lesson-examples.json";
import beyondExamples from "./lesson-examples-beyond.json";

// The academy's example positions (scripts/content/find-examples.ts) are the engine's, not typed
// in: replaying the step finder on each stored position must give the stored step, so a change to
// a finder that changes what the lessons show fails here until the examples are found anew
// (`--only <technique>` finds one technique's examples anew).

interface Stored {
  puzzleId: number | null;
  source?: { set: string; line: number; puzzle: string };
  finderFirst?: TechniqueId;
  grid: string;
  candidates: number[];
  step: unknown;
}
const ORDER = TECHNIQUES.map((t) => t.id);
const byTechnique = { ...examples, ...beyondExamples } as unknown as Record<string, Stored[]>;

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
      const pos = createPosition(example.grid, example.candidates);
      const step = findNextStep(pos);
      if (example.finderFirst) {
        // Beyond 5 stars only: an earlier technique of the same level comes first, and the lesson's
        // technique, run alone, finds the stored step.
        expect(example.puzzleId).toBeNull();
        expect(step?.technique).toBe(example.finderFirst);
        expect(TECHNIQUE_BY_ID[example.finderFirst].level).toBe(TECHNIQUE_BY_ID[technique].level);
        expect(ORDER.indexOf(example.finderFirst)).toBeLessThan(ORDER.indexOf(technique));
        expect(findTechnique(pos, technique)).toEqual(example.step);
        return;
      }
      expect(step?.technique).toBe(technique);
      expect(step).toEqual(example.step);
      // Catalogue puzzles by id; puzzles beyond the catalogue by their givens, which the position keeps.
      if (example.puzzleId === null) {
        expect(example.source?.puzzle).toMatch(/^[0-9]{81}$/);
        for (let c = 0; c < 81; c++) if (example.source!.puzzle[c] !== "0") expect(example.grid[c]).toBe(example.source!.puzzle[c]);
      }
    },
  );

  it("keeps the catalogue's examples and the others apart", () => {
    for (const list of Object.values(examples as unknown as Record<string, Stored[]>)) for (const e of list) expect(e.puzzleId).not.toBeNull();
    for (const list of Object.values(beyondExamples as unknown as Record<string, Stored[]>))
      for (const e of list) expect(e.puzzleId).toBeNull();
  });
});
