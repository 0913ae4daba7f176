import { describe, expect, it } from "vitest";
import { solve } from "../solver.ts";
import { createPosition } from "../techniques/position.ts";
import type { CellDigit, Position } from "../techniques/position.ts";
import { bug } from "./bug.ts";

// Positions are written as 9 rows of 9 tokens: a given or placed digit, or "." and the cell's
// candidates. They are the positions the rater reached in real puzzles when a BUG first showed.
function pencil(rows: string[]): Position {
  const tokens = rows.flatMap((r) => r.split(" "));
  expect(tokens).toHaveLength(81);
  const grid = tokens.map((t) => (t.startsWith(".") ? "0" : t)).join("");
  const masks = tokens.map((t) => (t.startsWith(".") ? [...t.slice(1)].reduce((m, d) => m | (1 << (Number(d) - 1)), 0) : 0x1ff));
  return createPosition(grid, masks);
}

const cd = (name: string, digit: number): CellDigit => ({ cell: (Number(name[1]) - 1) * 9 + Number(name[3]) - 1, digit });

interface Case {
  name: string;
  puzzle: string;
  position: () => Position;
  hint: { name: string; difficulty: number; eliminations: CellDigit[] } | null;
}

const cases: Case[] = [
  {
    name: "type 1: r5c9 is the only cell with three candidates; it keeps 8",
    puzzle: "..3.....9..8..9.4695.3.1.7..4..65...............72..3..3.5.8.9189.4..7..1.....5..",
    position: () =>
      pencil([
        "4 2 3 6 8 7 1 5 9",
        "7 1 8 2 5 9 3 4 6",
        "9 5 6 3 4 1 .28 7 .28",
        "3 4 9 .18 6 5 .28 .12 7",
        ".25 .78 .27 .18 9 3 .46 .16 .458",
        ".56 .68 1 7 2 4 9 3 .58",
        ".26 3 .24 5 7 8 .46 9 1",
        "8 9 5 4 1 .26 7 .26 3",
        "1 .67 .47 9 3 .26 5 8 .24",
      ]),
    hint: { name: "Bivalue Universal Grave type 1", difficulty: 5.6, eliminations: [cd("r5c9", 4), cd("r5c9", 5)] },
  },
  {
    name: "type 2: extra 2 in r3c9 and r5c8; cells seeing both lose 2",
    puzzle: "6.94..8...2...19.483..9......8....19....3....97....6......7..517.32...9...5..42.7",
    position: () =>
      pencil([
        "6 1 9 4 .25 3 8 7 .25",
        "5 2 7 .68 .68 1 9 3 4",
        "8 3 4 .57 9 .27 1 .26 .256",
        "3 .46 8 .67 .24 .27 5 1 9",
        ".24 5 .16 .19 3 .69 7 .248 .28",
        "9 7 .12 .15 .45 8 6 .24 3",
        ".24 .48 .26 .89 7 .69 3 5 1",
        "7 .68 3 2 1 5 4 9 .68",
        "1 9 5 3 .68 4 2 .68 7",
      ]),
    hint: { name: "Bivalue Universal Grave type 2", difficulty: 5.7, eliminations: [cd("r3c8", 2), cd("r5c9", 2)] },
  },
  {
    name: "type 3: the extra 5 of r2c9 and 7 of r5c9 make a naked pair with r8c9 {5,7} in column 9",
    puzzle: ".876...1.....783.....2..4..5.4...69...........29...5.4..5..2.....213.....7...583.",
    position: () =>
      pencil([
        ".49 8 7 6 .45 3 2 1 .59",
        "2 .49 1 .45 7 8 3 .56 .569",
        "6 5 3 2 1 9 4 .78 .78",
        "5 1 4 .38 2 7 6 9 .38",
        ".37 6 8 .59 .59 4 .17 2 .137",
        ".37 2 9 .38 6 1 5 .78 4",
        ".49 3 5 7 8 2 .19 .46 .16",
        "8 .49 2 1 3 6 .79 .45 .57",
        "1 7 6 .49 .49 5 8 3 2",
      ]),
    hint: { name: "Bivalue Universal Grave type 3", difficulty: 5.8, eliminations: [cd("r1c9", 5), cd("r3c9", 7)] },
  },
  {
    name: "type 4: BUG cells r1c3 and r7c3 share column 3 and the digit 7; their other digits go",
    puzzle: "...65..21.6...14.....7.8..5.81...9..7.......4..6...71.6..2.9.....93...6.34..86...",
    position: () =>
      pencil([
        "9 .37 .347 6 5 .34 8 2 1",
        ".58 6 .58 9 2 1 4 3 7",
        "1 2 .34 7 .34 8 6 9 5",
        "2 8 1 4 .37 .37 9 5 6",
        "7 9 .35 1 6 .25 .23 8 4",
        "4 .35 6 8 9 .25 7 1 .23",
        "6 .57 .578 2 1 9 .35 4 .38",
        ".58 1 9 3 .47 .47 .25 6 .28",
        "3 4 2 5 8 6 1 7 9",
      ]),
    hint: { name: "Bivalue Universal Grave type 4", difficulty: 5.7, eliminations: [cd("r1c3", 4), cd("r7c3", 8)] },
  },
  {
    name: "no BUG at the start of a puzzle (digits with three places and no cell to blame)",
    puzzle: "..3.....9..8..9.4695.3.1.7..4..65...............72..3..3.5.8.9189.4..7..1.....5..",
    position: () => createPosition("..3.....9..8..9.4695.3.1.7..4..65...............72..3..3.5.8.9189.4..7..1.....5.."),
    hint: null,
  },
];

describe("Bivalue Universal Grave", () => {
  it.each(cases)("$name", (c) => {
    const pos = c.position();
    const before = pos.cands.slice();
    const hint = bug(pos);
    expect(pos.cands).toEqual(before);
    expect(hint && { name: hint.name, difficulty: hint.difficulty, eliminations: hint.eliminations }).toEqual(c.hint);
    expect(hint?.placements ?? []).toEqual([]);
    const solution = solve(c.puzzle)!;
    for (let cell = 0; cell < 81; cell++) if (pos.values[cell]) expect(Number(solution[cell])).toBe(pos.values[cell]);
    for (const e of hint?.eliminations ?? []) expect(Number(solution[e.cell])).not.toBe(e.digit);
  });
});
