import { describe, expect, it } from "vitest";
import { solve } from "../solver.ts";
import { createPosition } from "../techniques/position.ts";
import type { Position } from "../techniques/position.ts";
import type { Producer } from "./hint.ts";
import { alignedPairExclusion, alignedTripletExclusion } from "./exclusion.ts";

// Positions met while rating real puzzles of se_rated_2000: `values` are the cells filled so far,
// `removed` the candidates earlier steps took out (r<row>c<col>:<digit>); every other candidate of
// an empty cell is there. Eliminations are checked against the puzzle's solution.
interface Case {
  producer: Producer;
  /** Name, difficulty and eliminations (r<row>c<col>:<digit>, in cell order), or null for none. */
  hint: [string, number, string] | null;
  puzzle: string;
  values: string;
  removed: string;
}

const cellOf = (name: string): number => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;

function position(values: string, removed: string): Position {
  const pos = createPosition(values);
  for (const item of removed.split(" ").filter(Boolean)) {
    const [cell, digit] = item.split(":") as [string, string];
    pos.cands[cellOf(cell)]! &= ~(1 << (Number(digit) - 1));
  }
  return pos;
}

const label = (c: Case): string => (c.hint ? `${c.hint[0]} ${c.hint[1]}` : "nothing") + ` in ${c.values.slice(0, 18)}…`;

function check(c: Case): void {
  const pos = position(c.values, c.removed);
  const hint = c.producer(pos);
  if (!c.hint) {
    expect(hint).toBeNull();
    return;
  }
  expect(hint).not.toBeNull();
  const [name, difficulty, eliminations] = c.hint;
  const got = hint!.eliminations.map((e) => `r${Math.floor(e.cell / 9) + 1}c${(e.cell % 9) + 1}:${e.digit}`).join(" ");
  expect({ name: hint!.name, difficulty: hint!.difficulty, placements: hint!.placements, eliminations: got }).toEqual({
    name,
    difficulty,
    placements: [],
    eliminations,
  });
  const solution = solve(c.puzzle)!;
  for (const e of hint!.eliminations) {
    expect(pos.cands[e.cell]! & (1 << (e.digit - 1))).not.toBe(0);
    expect(Number(solution[e.cell])).not.toBe(e.digit);
  }
}

// The start of a puzzle that box singles finish: no exclusion of either size.
const EASY = "000010000072000800510090602030005000609800700028060000000900108090107000000000005";

const cases: Case[] = [
  {
    producer: alignedPairExclusion,
    hint: ["Aligned Pair Exclusion", 6.2, "r9c4:4 r9c4:6"],
    puzzle: "530070000000000650081500307000054709040010030105790000307005840018000000000080023",
    values: "530070000070000650081500307803054719749010030105793000397005840018000070050087023",
    removed: "",
  },
  {
    producer: alignedTripletExclusion,
    hint: ["Aligned Triplet Exclusion", 7.5, "r1c3:9"],
    puzzle: "530070000000000650081500307000054709040010030105790000307005840018000000000080023",
    values: "530070000000000650081500307000054709040010030105790000307005840018000000000080023",
    removed: "",
  },
  // The triplet's position holds no pair exclusion.
  {
    producer: alignedPairExclusion,
    hint: null,
    puzzle: "530070000000000650081500307000054709040010030105790000307005840018000000000080023",
    values: "530070000000000650081500307000054709040010030105790000307005840018000000000080023",
    removed: "",
  },
  { producer: alignedPairExclusion, hint: null, puzzle: EASY, values: EASY, removed: "" },
  { producer: alignedTripletExclusion, hint: null, puzzle: EASY, values: EASY, removed: "" },
];

describe("SE's aligned exclusion", () => {
  it.each(cases.map((c) => [label(c), c] as const))("%s", (_, c) => check(c));
});
