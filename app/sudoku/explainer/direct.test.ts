import { describe, expect, it } from "vitest";
import { cd, handPosition } from "../../../tests/lib/sudoku-positions.ts";
import { solve } from "../solver.ts";
import { createPosition } from "../techniques/position.ts";
import { findTechnique } from "../techniques/registry.ts";
import type { CellDigit, Position } from "../techniques/position.ts";
import type { TechniqueId } from "../techniques/registry.ts";
import { directHiddenPair, directHiddenTriple, directLocking } from "./direct.ts";
import type { Producer } from "./hint.ts";

// Cell names are r<row>c<col>, 1-based. Hand-built positions start from an empty grid with every
// candidate and take the listed cells' candidates as given.
const position = (cands: Record<string, string>, grid?: string): Position => handPosition(cands, "123456789", grid);

/** Candidates for `cells`, all digits but the ones in `without`. */
function allBut(without: string, cells: string[]): Record<string, string> {
  const digits = [..."123456789"].filter((d) => !without.includes(d)).join("");
  return Object.fromEntries(cells.map((c) => [c, digits]));
}

/** Every cell but r1c1 of the puzzle filled from the solution: one full house. */
function singleOnly(): Position {
  return createPosition("0" + WIKI_SOLUTION.slice(1));
}

const cds = (names: string[], digits: number[]): CellDigit[] => names.flatMap((n) => digits.map((d) => cd(n, d)));

// A classic puzzle (Wikipedia "Sudoku" article) and its solution.
const WIKI_PUZZLE = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const WIKI_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// A puzzle whose first direct locking is a claiming.
const CLAIMING_PUZZLE = "310007904006040001000600200400008000900050003030070400500002000000830010027000000";

const BOX1 = ["r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"];

interface Case {
  name: string;
  producer: Producer;
  position: () => Position;
  /** The expected hint, or null when the producer must find nothing. */
  hint: { name: string; difficulty: number; placements: CellDigit[]; eliminations: CellDigit[] } | null;
  /** Real puzzles: the placement and eliminations are checked against the solution. */
  puzzle?: string;
  /** A plain technique the position does hold (so a null hint is a near miss, not a void). */
  holds?: TechniqueId;
}

const cases: Case[] = [
  // Direct locking.
  {
    name: "direct pointing in the Wikipedia puzzle: 9 of box 1 or 4 locked in column 3 leaves box 7 one place",
    producer: directLocking,
    puzzle: WIKI_PUZZLE,
    position: () => createPosition(WIKI_PUZZLE),
    hint: { name: "Direct Pointing", difficulty: 1.7, placements: [cd("r7c1", 9)], eliminations: [cd("r7c3", 9)] },
  },
  {
    name: "direct pointing: 1 of box 1 in row 1 leaves box 2 only r2c6",
    producer: directLocking,
    position: () => position({ ...allBut("1", BOX1.slice(2)), ...allBut("1", ["r2c4", "r2c5", "r3c4", "r3c5", "r3c6"]) }),
    hint: {
      name: "Direct Pointing",
      difficulty: 1.7,
      placements: [cd("r2c6", 1)],
      eliminations: cds(["r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"], [1]),
    },
  },
  {
    name: "direct claiming in a real puzzle",
    producer: directLocking,
    puzzle: CLAIMING_PUZZLE,
    position: () => createPosition(CLAIMING_PUZZLE),
    hint: { name: "Direct Claiming", difficulty: 1.9, placements: [cd("r4c4", 3)], eliminations: [cd("r2c4", 3)] },
  },
  {
    // 1 given at r3c7; row 1 holds 1 only in r1c1/r1c2, row 2 in box 1 and r2c5.
    name: "direct claiming: 1 of row 1 locked in box 1 leaves row 2 only r2c5",
    producer: directLocking,
    position: () =>
      position(
        allBut("1", ["r1c3", "r1c4", "r1c5", "r1c6", "r1c8", "r1c9", "r2c4", "r2c6", "r2c8", "r2c9"]),
        "0".repeat(24) + "1" + "0".repeat(56),
      ),
    hint: { name: "Direct Claiming", difficulty: 1.9, placements: [cd("r2c5", 1)], eliminations: cds(["r2c1", "r2c2", "r2c3"], [1]) },
  },
  {
    name: "no direct locking: a plain pointing whose removals leave boxes 2 and 3 several places",
    producer: directLocking,
    position: () => position(allBut("1", BOX1.slice(2))),
    hint: null,
    holds: "pointing",
  },
  {
    // 1 of box 1 points into row 1; 1 of box 2 is only at r2c4 (so also only there in row 2).
    name: "no direct locking: box 2 and row 2 already had 1 in one place only (SE wants more than one)",
    producer: directLocking,
    position: () =>
      position({
        ...allBut("1", BOX1.slice(2)),
        ...allBut("1", ["r1c4", "r1c5", "r1c6", "r2c5", "r2c6", "r3c4", "r3c5", "r3c6", "r2c7", "r2c8", "r2c9"]),
      }),
    hint: null,
    holds: "pointing",
  },
  {
    name: "no direct locking: 1 has one place in box 1, a hidden single",
    producer: directLocking,
    position: () => position(allBut("1", BOX1.slice(1))),
    hint: null,
    holds: "hidden-single-box",
  },
  {
    name: "no direct locking: a full house",
    producer: directLocking,
    position: singleOnly,
    hint: null,
    holds: "full-house",
  },

  // Direct hidden pair.
  {
    name: "direct hidden pair in the Wikipedia puzzle",
    producer: directHiddenPair,
    puzzle: WIKI_PUZZLE,
    position: () => createPosition(WIKI_PUZZLE),
    hint: {
      name: "Direct Hidden Pair",
      difficulty: 2.0,
      placements: [cd("r4c3", 9)],
      eliminations: [...cds(["r5c3"], [2, 5, 9]), ...cds(["r6c3"], [1, 5, 9])],
    },
  },
  {
    name: "direct hidden pair: {1,2} in r1c1/r1c2 of box 1 leaves 3 only r2c1",
    producer: directHiddenPair,
    position: () => position({ ...allBut("12", BOX1.slice(2)), ...allBut("123", BOX1.slice(4)), r1c3: "456789" }),
    hint: {
      name: "Direct Hidden Pair",
      difficulty: 2.0,
      placements: [cd("r2c1", 3)],
      eliminations: cds(["r1c1", "r1c2"], [3, 4, 5, 6, 7, 8, 9]),
    },
  },
  {
    name: "no direct hidden pair: the hidden pair leaves every other digit several places",
    producer: directHiddenPair,
    position: () => position(allBut("12", BOX1.slice(2))),
    hint: null,
    holds: "hidden-pair",
  },
  {
    name: "no direct hidden pair: the pair's cells hold only the pair (it removes nothing)",
    producer: directHiddenPair,
    position: () => position({ ...allBut("12", BOX1.slice(2)), ...allBut("123", BOX1.slice(4)), r1c1: "12", r1c2: "12" }),
    hint: null,
  },
  {
    name: "no direct hidden pair: row 1 and box 1 have only two empty cells",
    producer: directHiddenPair,
    position: () => createPosition("00" + WIKI_SOLUTION.slice(2)),
    hint: null,
  },
  {
    name: "no direct hidden pair: only a hidden single",
    producer: directHiddenPair,
    position: () => position(allBut("1", BOX1.slice(1))),
    hint: null,
    holds: "hidden-single-box",
  },

  // Direct hidden triplet.
  {
    name: "direct hidden triplet in the Wikipedia puzzle",
    producer: directHiddenTriple,
    puzzle: WIKI_PUZZLE,
    position: () => createPosition(WIKI_PUZZLE),
    hint: { name: "Direct Hidden Triplet", difficulty: 2.5, placements: [cd("r6c4", 9)], eliminations: cds(["r4c4"], [5, 9]) },
  },
  {
    name: "direct hidden triplet: {1,2,3} in row 1 of box 1 leaves 4 only r2c1",
    producer: directHiddenTriple,
    position: () => position({ ...allBut("123", BOX1.slice(3)), ...allBut("1234", BOX1.slice(4)), r1c2: "12356789", r1c3: "12356789" }),
    hint: {
      name: "Direct Hidden Triplet",
      difficulty: 2.5,
      placements: [cd("r2c1", 4)],
      eliminations: [...cds(["r1c1"], [4, 5, 6, 7, 8, 9]), ...cds(["r1c2", "r1c3"], [5, 6, 7, 8, 9])],
    },
  },
  {
    name: "no direct hidden triplet: the hidden triplet leaves every other digit several places",
    producer: directHiddenTriple,
    position: () => position(allBut("123", BOX1.slice(3))),
    hint: null,
    holds: "hidden-triple",
  },
  {
    name: "no direct hidden triplet: the triplet's cells hold only the triplet (it removes nothing)",
    producer: directHiddenTriple,
    position: () => position({ ...allBut("123", BOX1.slice(3)), ...allBut("1234", BOX1.slice(4)), r1c1: "123", r1c2: "123", r1c3: "123" }),
    hint: null,
  },
  {
    name: "no direct hidden triplet: row 1 and box 1 have only three empty cells",
    producer: directHiddenTriple,
    position: () => createPosition("000" + WIKI_SOLUTION.slice(3)),
    hint: null,
  },
  {
    name: "no direct hidden triplet: only a hidden single",
    producer: directHiddenTriple,
    position: () => position(allBut("1", BOX1.slice(1))),
    hint: null,
    holds: "hidden-single-box",
  },
];

describe("direct techniques", () => {
  it.each(cases)("$name", (c) => {
    const pos = c.position();
    const before = { values: pos.values.slice(), cands: pos.cands.slice() };
    const hint = c.producer(pos);
    expect(pos.values).toEqual(before.values);
    expect(pos.cands).toEqual(before.cands);
    expect(hint).toEqual(c.hint);
    if (c.holds) expect(findTechnique(pos, c.holds)).not.toBeNull();
    if (c.puzzle && hint) {
      const solution = solve(c.puzzle)!;
      expect(solution).toHaveLength(81);
      for (const p of hint.placements) expect(Number(solution[p.cell])).toBe(p.digit);
      for (const e of hint.eliminations) expect(Number(solution[e.cell])).not.toBe(e.digit);
    }
  });

  it("the Wikipedia solution matches its puzzle", () => {
    expect(solve(WIKI_PUZZLE)).toBe(WIKI_SOLUTION);
  });
});
