import { describe, expect, it } from "vitest";
import { cd, handPosition } from "../../../tests/lib/sudoku-positions.ts";
import { solve } from "../solver.ts";
import { createPosition } from "../techniques/position.ts";
import type { CellDigit, Position } from "../techniques/position.ts";
import type { Producer } from "./hint.ts";
import { threeStrongLinks, turbotFish, vwxyzWing, wingValue, wxyzWing } from "./patterns.ts";

// Cell names are r<row>c<col>, 1-based. Hand-built positions start from an empty grid with every
// candidate and take the listed cells' candidates as given.
const position = (cands: Record<string, string>): Position => handPosition(cands);

/** Candidates for `cells`: every digit but 1. */
function no1(...cells: string[]): Record<string, string> {
  return Object.fromEntries(cells.map((c) => [c, "23456789"]));
}

const row = (r: number, ...except: number[]): string[] =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((c) => !except.includes(c)).map((c) => `r${r}c${c}`);
const col = (c: number, ...except: number[]): string[] =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((r) => !except.includes(r)).map((r) => `r${r}c${c}`);

interface Case {
  name: string;
  producer: Producer;
  position: () => Position;
  /** The expected hint, or null when the producer must find nothing. */
  hint: { name: string; difficulty: number; eliminations: CellDigit[] } | null;
  /** Real puzzles: the eliminations are checked against the solution. */
  puzzle?: string;
}

const real = (puzzle: string, producer: Producer, hint: Case["hint"], what: string): Case => ({
  name: `${what} in a puzzle serate rates ${hint?.difficulty ?? "-"}`,
  producer,
  puzzle,
  position: () => createPosition(puzzle),
  hint,
});

const cases: Case[] = [
  // Turbot fish family.
  {
    name: "skyscraper: 1 of rows 1 and 5 meets in column 1; r1c5 or r5c6 holds it",
    producer: turbotFish,
    position: () => position(no1(...row(1, 1, 5), ...row(5, 1, 6))),
    hint: { name: "Skyscraper", difficulty: 4.0, eliminations: [cd("r2c6", 1), cd("r3c6", 1), cd("r4c5", 1), cd("r6c5", 1)] },
  },
  {
    name: "two-string kite: row 1 and column 1 joined in box 1; r1c7 or r8c1 holds 1",
    producer: turbotFish,
    position: () => position(no1(...row(1, 2, 7), ...col(1, 3, 8))),
    hint: { name: "Two-string Kite", difficulty: 4.1, eliminations: [cd("r8c7", 1)] },
  },
  {
    name: "empty rectangle: 1 of box 5 on the cross of r5c5, row 2's link meets it in column 5",
    producer: turbotFish,
    position: () => position(no1(...row(2, 5, 8), "r4c4", "r4c6", "r5c5", "r6c4", "r6c5", "r6c6")),
    hint: { name: "Empty Rectangle", difficulty: 4.3, eliminations: [cd("r5c8", 1)] },
  },
  {
    name: "no turbot fish: rows 1 and 5 form an X-wing with nothing to remove",
    producer: turbotFish,
    position: () => position(no1(...row(1, 1, 5), ...row(5, 1, 5), ...col(1, 1, 5), ...col(5, 1, 5))),
    hint: null,
  },
  real(
    "9....7.236.73.......59..61.7...2.39....5.6....92.3...6.63..92.......35.114.2....9",
    turbotFish,
    {
      name: "Skyscraper",
      difficulty: 4.0,
      eliminations: [cd("r2c5", 5), cd("r2c6", 5)],
    },
    "a skyscraper",
  ),
  real(
    ".........8.7...2.1.45.3.68.51.2.8.49....4.......9.3...9..6.5..21...8...3..2...5..",
    turbotFish,
    { name: "Grouped Skyscraper", difficulty: 4.3, eliminations: [cd("r1c4", 1), cd("r1c5", 1), cd("r1c6", 1)] },
    "a grouped skyscraper (a line's digit in two of its boxes makes a link)",
  ),

  // Three strong links.
  {
    name: "3 skyscrapers: rows 1, 5 and 8 chained by columns 4 and 7; r1c1 or r8c2 holds 1",
    producer: threeStrongLinks,
    position: () => position(no1(...row(1, 1, 4), ...row(5, 4, 7), ...row(8, 7, 2))),
    hint: { name: "3 Skyscrapers", difficulty: 5.4, eliminations: [cd("r2c2", 1), cd("r3c2", 1), cd("r7c1", 1), cd("r9c1", 1)] },
  },
  {
    name: "no three strong links: two row links only",
    producer: threeStrongLinks,
    position: () => position(no1(...row(1, 1, 4), ...row(5, 4, 7))),
    hint: null,
  },
  real(
    "36..4..874.......38..963..4..3.5.8..542...176..........1.....6....782.....46.93..",
    threeStrongLinks,
    {
      name: "3 Skyscrapers",
      difficulty: 5.4,
      eliminations: [cd("r6c4", 8), cd("r6c6", 8)],
    },
    "three skyscrapers",
  ),
  real(
    "6.......8.834.126..7.6.3.9..5.1.9.3..47...85.3.......27.9...4.5....3.......7.8...",
    threeStrongLinks,
    {
      name: "3-Turbot Fish",
      difficulty: 5.5,
      eliminations: [cd("r8c9", 9)],
    },
    "a three-link turbot fish",
  ),

  // ALS wings.
  {
    name: "WXYZ-wing: {1,2,3,4} in r1c1-r1c3, r4c3 {1,4}; 4 restricted, so 1 leaves r2c3 and r3c3",
    producer: wxyzWing,
    position: () => position({ r1c1: "12", r1c2: "13", r1c3: "234", r4c3: "14" }),
    hint: { name: "WXYZ-Wing", difficulty: 5.6, eliminations: [cd("r2c3", 1), cd("r3c3", 1)] },
  },
  {
    name: "no WXYZ-wing: the bivalue cell sees no set cell holding either of its digits",
    producer: wxyzWing,
    position: () => position({ r1c1: "12", r1c2: "13", r1c3: "234", r5c5: "14" }),
    hint: null,
  },
  {
    name: "VWXYZ-wing: {1,...,5} in r1c1-r1c4, r2c2 {1,5}; 1 restricted, so 5 leaves r2c4-r2c6",
    producer: vwxyzWing,
    position: () => position({ r1c1: "12", r1c2: "13", r1c3: "234", r1c4: "45", r2c2: "15" }),
    hint: { name: "VWXYZ-Wing", difficulty: 6.4, eliminations: [cd("r2c4", 5), cd("r2c5", 5), cd("r2c6", 5)] },
  },
  {
    name: "no VWXYZ-wing: the four cells hold six digits",
    producer: vwxyzWing,
    position: () => position({ r1c1: "12", r1c2: "13", r1c3: "234", r1c4: "46", r2c2: "15" }),
    hint: null,
  },
  real(
    "38.4..71.6...3......1..6.4.47........63.7.98........72.3.8..1......1...7.12..7.94",
    wxyzWing,
    {
      name: "WXYZ-Wing",
      difficulty: 5.5,
      eliminations: [cd("r4c4", 3), cd("r4c6", 3), cd("r6c7", 3), cd("r4c4", 6), cd("r4c5", 6), cd("r6c7", 6), cd("r6c7", 5)],
    },
    "a doubly linked WXYZ-wing",
  ),
  real(
    "....6.9...8...1.7.5.43..6...9.6.41..7.......9..51.7.2...7..25.8.5.9...6...2.5....",
    vwxyzWing,
    {
      name: "VWXYZ-Wing",
      difficulty: 6.3,
      eliminations: [cd("r2c1", 9), cd("r2c5", 9)],
    },
    "a VWXYZ-wing",
  ),
];

describe("Sukaku Explainer's pattern producers", () => {
  it.each(cases)("$name", (c) => {
    const pos = c.position();
    const before = { values: pos.values.slice(), cands: pos.cands.slice() };
    const hint = c.producer(pos);
    expect(pos.values).toEqual(before.values);
    expect(pos.cands).toEqual(before.cands);
    expect(hint && { name: hint.name, difficulty: hint.difficulty, eliminations: hint.eliminations }).toEqual(c.hint);
    expect(hint?.placements ?? []).toEqual([]);
    if (c.puzzle && hint) {
      const solution = solve(c.puzzle)!;
      expect(solution).toHaveLength(81);
      for (const e of hint.eliminations) expect(Number(solution[e.cell])).not.toBe(e.digit);
    }
  });

  // Turbot fish and three strong links remember the digits a search found nothing on, with their
  // cells: the hint must not depend on what was searched before.
  const remembering = cases.filter((c) => c.hint && (c.producer === turbotFish || c.producer === threeStrongLinks));
  it.each(remembering)("finds the same whatever it searched before: $name", (c) => {
    const nothing = (): Position => position({});
    const hints = [nothing, c.position, nothing, c.position, c.position].map((at) => {
      const hint = c.producer(at());
      return hint && { name: hint.name, difficulty: hint.difficulty, eliminations: hint.eliminations };
    });
    expect(hints).toEqual([null, c.hint, null, c.hint, c.hint]);
  });

  it.each([
    [3, 2, 5.5],
    [3, 3, 5.6],
    [3, 4, 5.5],
    [4, 2, 6.3],
    [4, 3, 6.4],
    [4, 4, 6.3],
    [4, 5, 6.2],
  ] as const)("an ALS wing of %i cells whose largest cell holds %i digits is worth %f", (size, biggest, value) => {
    expect(wingValue(size, biggest)).toBe(value);
  });
});
