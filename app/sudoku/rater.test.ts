import { describe, expect, it } from "vitest";
import {
  isOneStarSingles,
  MANY_SINGLES,
  nakedSingleRounds,
  neededLevel,
  profileJson,
  rate,
  rateStars,
  solvesWithSingles,
} from "./rater.ts";
import { parseGrid } from "./grid.ts";
import { BEYOND_LEVEL, TECHNIQUE_BY_ID } from "./techniques.ts";

// Puzzles of known difficulty. Sources: the Wikipedia "Sudoku" example, random minimal puzzles
// from the shared gen_minimal_20k set, two hardest-list puzzles, and one generated 1-star puzzle.
// "why" names what the puzzle needs, which is what the level encodes (RATING.md).
// score and steps are the rater's figures when the finder order and scores are those of RATING.md;
// a change to either moves them (the profile test below derives one score by hand).
const KNOWN: { puzzle: string; score: number; steps: number; stars: number; hardest: string | null; why: string }[] = [
  {
    puzzle: "006090048078010000130050090020409380690830005003001000009380027000020014580007006",
    score: 184,
    steps: 46,
    stars: 1,
    hardest: "naked-single",
    why: "naked singles only, every round offers at least 12 of them (min round 13)",
  },
  {
    puzzle: "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
    score: 204,
    steps: 51,
    stars: 2,
    hardest: "naked-single",
    why: "Wikipedia example: naked singles suffice but one round offers only 2, fewer than MANY_SINGLES",
  },
  {
    puzzle: "000000000509008120008005047000203005007100060060900300000000270001070090000002000",
    score: 316,
    steps: 57,
    stars: 2,
    hardest: "hidden-single-box",
    why: "stalls without hidden singles in boxes",
  },
  {
    puzzle: "200000900950200400007000010090000005040190000000806001504070000030500002600030000",
    score: 390,
    steps: 57,
    stars: 2,
    hardest: "hidden-single-line",
    why: "needs one hidden single in a row/column",
  },
  {
    puzzle: "047008503000013040508000000003009000000030900000007002065000094000040000000100078",
    score: 438,
    steps: 58,
    stars: 3,
    hardest: "pointing",
    why: "singles stall; one pointing elimination opens it",
  },
  {
    puzzle: "000100000800054010320080604000000000009003400060900007008540000000000000400300720",
    score: 476,
    steps: 61,
    stars: 3,
    hardest: "naked-pair",
    why: "needs locked candidates and a naked pair",
  },
  {
    puzzle: "010030000406200800000056200008000105000300060700020400070000500002078000640000010",
    score: 530,
    steps: 60,
    stars: 3,
    hardest: "hidden-pair",
    why: "needs a hidden pair",
  },
  {
    puzzle: "006100000030090080000004105809700006000010700020009003000261000000030021000000800",
    score: 674,
    steps: 63,
    stars: 4,
    hardest: "naked-triple",
    why: "needs a naked triple",
  },
  {
    puzzle: "609005000700800000100060087090400520000000009000002100000009000004000050906340200",
    score: 714,
    steps: 61,
    stars: 4,
    hardest: "x-wing",
    why: "needs an X-wing and a skyscraper (the X-wing scores higher, so it is the hardest)",
  },
  {
    puzzle: "200004000000307020080000009603020180000506074900700002000840060004000000007600000",
    score: 862,
    steps: 61,
    stars: 4,
    hardest: "xy-wing",
    why: "needs an XY-wing (after an X-wing)",
  },
  {
    puzzle: "310007904006040001000600200400008000900050003030070400500002000000830010027000000",
    score: 714,
    steps: 61,
    stars: 5,
    hardest: "unique-rectangle-1",
    why: "needs a unique rectangle",
  },
  {
    puzzle: "000050000020070309900000008800905000307800100001006000000000020000087010015090083",
    score: 1456,
    steps: 68,
    stars: 5,
    hardest: "simple-colouring",
    why: "needs simple colouring",
  },
  {
    puzzle: "004208000000000000300040050000003009080020040406019000000030100510080032000700006",
    score: 1628,
    steps: 68,
    stars: 5,
    hardest: "finned-x-wing",
    why: "needs a finned X-wing (and a hidden unique rectangle, which scores lower)",
  },
  {
    puzzle: "150030000407900000000800000000090000320704005000300006500000670601000400003100092",
    score: 1456,
    steps: 64,
    stars: 5,
    hardest: "x-chain",
    why: "needs an X-chain (before an XY-chain of the same score, and a finned X-wing)",
  },
  {
    puzzle: "000007000940000200000058040092030004000600107003040000071200900800000060209000000",
    score: 1030,
    steps: 65,
    stars: 5,
    hardest: "xy-chain",
    why: "needs an XY-chain",
  },
];

const NOT_CATALOGUE = [
  // magictour top1465 #1 and a hard random minimal puzzle: beyond 5 stars.
  "400030000000600800000000001000050090080000600070200000000102700503000040900000000",
  "096800000701000030002050000000008005000020800600005403300090100500000000020501080",
];

describe("rater", () => {
  it.each(KNOWN)("rates $stars stars ($hardest): $why", ({ puzzle, score, steps, stars, hardest }) => {
    const r = rate(puzzle);
    expect(r.solvable).toBe(true);
    expect(r.stars).toBe(stars);
    expect(r.hardest).toBe(hardest);
    expect(r.score).toBe(score);
    expect(r.steps).toBe(steps);
    // The fast bulk-singles path used by the generator agrees with the step-by-step rater.
    expect(neededLevel(parseGrid(puzzle))).toBe(Math.max(stars, 2));
    // Not solvable when the hardest level is withheld.
    if (stars >= 3) expect(rate(puzzle, { maxLevel: stars - 1 }).solvable).toBe(false);
  });

  it.each(NOT_CATALOGUE)("rates %s beyond 5 stars, and not solvable within 5", (puzzle) => {
    const r = rate(puzzle);
    expect(r).toEqual(expect.objectContaining({ solvable: true, stars: 0, beyond: true }));
    expect(TECHNIQUE_BY_ID[r.hardest!].level).toBe(BEYOND_LEVEL);
    // SE's path needs chains for these (6.5 and up), whatever the stars' path used.
    expect(r.numeric).toBeGreaterThanOrEqual(6.5);
    expect(rateStars(puzzle, { maxLevel: 5 })).toEqual(expect.objectContaining({ solvable: false, stars: 0, beyond: false }));
    expect(neededLevel(parseGrid(puzzle))).toBe(0);
  });

  // Profiles of two KNOWN puzzles, and their scores worked out by hand from the per-use scores of
  // RATING.md: full house 4, naked single 4, hidden single box 12 / line 14, pointing 50, X-wing 140,
  // skyscraper 130.
  it.each([
    {
      puzzle: KNOWN[4]!.puzzle,
      profile: { "full-house": 19, "naked-single": 19, "hidden-single-box": 15, "hidden-single-line": 4, pointing: 1 },
      steps: 58, // 19 + 19 + 15 + 4 + 1
      score: 438, // 19·4 + 19·4 + 15·12 + 4·14 + 1·50 = 76 + 76 + 180 + 56 + 50
      json: '{"full-house":19,"naked-single":19,"hidden-single-box":15,"hidden-single-line":4,"pointing":1}',
    },
    {
      puzzle: KNOWN[8]!.puzzle,
      profile: {
        "full-house": 21,
        "naked-single": 22,
        "hidden-single-box": 12,
        "hidden-single-line": 2,
        pointing: 2,
        "x-wing": 1,
        skyscraper: 1,
      },
      steps: 61, // 21 + 22 + 12 + 2 + 2 + 1 + 1
      score: 714, // 21·4 + 22·4 + 12·12 + 2·14 + 2·50 + 140 + 130 = 84 + 88 + 144 + 28 + 100 + 140 + 130
      json: '{"full-house":21,"naked-single":22,"hidden-single-box":12,"hidden-single-line":2,"pointing":2,"x-wing":1,"skyscraper":1}',
    },
  ])("scores are the sum of the step scores and the profile counts every step ($score)", ({ puzzle, profile, steps, score, json }) => {
    const r = rate(puzzle);
    expect(r.profile).toEqual(profile);
    expect(r.steps).toBe(steps);
    expect(r.score).toBe(score);
    expect(profileJson(r.profile)).toBe(json);
  });

  it("stores profiles in finder order", () => {
    expect(profileJson({ "xy-chain": 1, pointing: 3, "full-house": 2 })).toBe('{"full-house":2,"pointing":3,"xy-chain":1}');
    expect(profileJson({})).toBe("{}");
  });

  it("singles rounds measure availability independent of order", () => {
    expect(MANY_SINGLES).toBe(12);
    expect(nakedSingleRounds(KNOWN[0]!.puzzle)).toEqual({ solved: true, minRound: 13, fewRounds: 0 });
    expect(nakedSingleRounds(KNOWN[1]!.puzzle)).toEqual({ solved: true, minRound: 2, fewRounds: 9 });
    expect(nakedSingleRounds(KNOWN[2]!.puzzle)).toEqual({ solved: false, minRound: 0, fewRounds: 2 });
    expect(rate(KNOWN[0]!.puzzle).minSinglesRound).toBe(13);
    expect(rate(KNOWN[1]!.puzzle).minSinglesRound).toBe(2);
  });

  it("tells 1-star singles puzzles from 2-star ones", () => {
    expect(isOneStarSingles(KNOWN[0]!.puzzle)).toBe(true);
    expect(isOneStarSingles(KNOWN[1]!.puzzle)).toBe(false);
    expect(isOneStarSingles(KNOWN[2]!.puzzle)).toBe(false);
  });

  it.each(KNOWN)("solves with singles alone only up to 2 stars: $stars stars ($hardest)", ({ puzzle, stars }) => {
    expect(solvesWithSingles(parseGrid(puzzle))).toBe(stars <= 2);
  });

  it("stops at the level cap: 0 when the puzzle needs more, its level when it needs no more", () => {
    const level4 = parseGrid(KNOWN.find((k) => k.stars === 4)!.puzzle);
    const level3 = parseGrid(KNOWN.find((k) => k.stars === 3)!.puzzle);
    expect(neededLevel(level4)).toBe(4);
    expect(neededLevel(level4, 4)).toBe(4);
    expect(neededLevel(level4, 3)).toBe(0);
    expect(neededLevel(level3, 2)).toBe(0);
    expect(neededLevel(parseGrid(KNOWN[0]!.puzzle), 2)).toBe(2);
  });
});

// Grids that contradict themselves: r1c1 has no candidate left (DEAD), or r1c1 and r1c2 both have
// only the 9 (TWIN: placing one empties the other).
const DEAD = "023456789100000000" + "0".repeat(63);
const TWIN = "001234567800000000" + "0".repeat(63);

describe("contradictions", () => {
  it("ends the singles rounds unsolved at a cell without candidates", () => {
    expect(nakedSingleRounds(DEAD)).toEqual({ solved: false, minRound: 0, fewRounds: 0 });
    expect(nakedSingleRounds(TWIN)).toEqual({ solved: false, minRound: 0, fewRounds: 1 });
  });

  it("rates a contradiction unsolvable, after the steps that exposed it", () => {
    expect(rate(DEAD)).toEqual({
      solvable: false,
      stars: 0,
      beyond: false,
      numeric: 0,
      score: 0,
      hardest: null,
      profile: {},
      steps: 0,
      minSinglesRound: 0,
    });
    expect(rate(TWIN)).toEqual({
      solvable: false,
      stars: 0,
      beyond: false,
      numeric: 2.3,
      score: 4,
      hardest: "naked-single",
      profile: { "naked-single": 1 },
      steps: 1,
      minSinglesRound: 0,
    });
  });

  it("needs no level and does not solve with singles", () => {
    for (const grid of [DEAD, TWIN]) {
      expect(neededLevel(parseGrid(grid))).toBe(0);
      expect(solvesWithSingles(parseGrid(grid))).toBe(false);
    }
  });
});
