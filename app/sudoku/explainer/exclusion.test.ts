import { describe, it } from "vitest";
import { checkMet, metLabel, type MetCase } from "../../../tests/lib/sudoku-positions.ts";
import { alignedPairExclusion, alignedTripletExclusion } from "./exclusion.ts";

// Positions met while rating real puzzles of se_rated_2000: `values` are the cells filled so far,
// `removed` the candidates earlier steps took out (r<row>c<col>:<digit>); every other candidate of
// an empty cell is there. Eliminations are checked against the puzzle's solution.
type Case = MetCase;

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
  it.each(cases.map((c) => [metLabel(c), c] as const))("%s", (_, c) => checkMet(c));
});
