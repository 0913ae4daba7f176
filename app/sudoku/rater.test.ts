import { describe, expect, it } from 'vitest';
import { MANY_SINGLES, nakedSingleRounds, neededLevel, profileJson, rate } from './rater.ts';
import { parseGrid } from './grid.ts';

// Puzzles of known difficulty. Sources: the Wikipedia "Sudoku" example, random minimal puzzles
// from the shared gen_minimal_20k set, two hardest-list puzzles, and one generated 1-star puzzle.
// "why" names what the puzzle needs, which is what the level encodes (RATING.md).
const KNOWN: { puzzle: string; stars: number; hardest: string | null; why: string }[] = [
  {
    puzzle: '006090048078010000130050090020409380690830005003001000009380027000020014580007006',
    stars: 1,
    hardest: 'naked-single',
    why: 'naked singles only, every round offers at least 12 of them (min round 13)',
  },
  {
    puzzle: '530070000600195000098000060800060003400803001700020006060000280000419005000080079',
    stars: 2,
    hardest: 'naked-single',
    why: 'Wikipedia example: naked singles suffice but one round offers only 2, fewer than MANY_SINGLES',
  },
  {
    puzzle: '000000000509008120008005047000203005007100060060900300000000270001070090000002000',
    stars: 2,
    hardest: 'hidden-single-box',
    why: 'stalls without hidden singles in boxes',
  },
  {
    puzzle: '200000900950200400007000010090000005040190000000806001504070000030500002600030000',
    stars: 2,
    hardest: 'hidden-single-line',
    why: 'needs one hidden single in a row/column',
  },
  {
    puzzle: '047008503000013040508000000003009000000030900000007002065000094000040000000100078',
    stars: 3,
    hardest: 'pointing',
    why: 'singles stall; one pointing elimination opens it',
  },
  {
    puzzle: '000100000800054010320080604000000000009003400060900007008540000000000000400300720',
    stars: 3,
    hardest: 'naked-pair',
    why: 'needs locked candidates and a naked pair',
  },
  {
    puzzle: '010030000406200800000056200008000105000300060700020400070000500002078000640000010',
    stars: 3,
    hardest: 'hidden-pair',
    why: 'needs a hidden pair',
  },
  {
    puzzle: '006100000030090080000004105809700006000010700020009003000261000000030021000000800',
    stars: 4,
    hardest: 'naked-triple',
    why: 'needs a naked triple',
  },
  {
    puzzle: '609005000700800000100060087090400520000000009000002100000009000004000050906340200',
    stars: 4,
    hardest: 'x-wing',
    why: 'needs an X-wing and a skyscraper (the X-wing scores higher, so it is the hardest)',
  },
  {
    puzzle: '200004000000307020080000009603020180000506074900700002000840060004000000007600000',
    stars: 4,
    hardest: 'xy-wing',
    why: 'needs an XY-wing (after an X-wing)',
  },
  {
    puzzle: '310007904006040001000600200400008000900050003030070400500002000000830010027000000',
    stars: 5,
    hardest: 'unique-rectangle-1',
    why: 'needs a unique rectangle',
  },
  {
    puzzle: '000050000020070309900000008800905000307800100001006000000000020000087010015090083',
    stars: 5,
    hardest: 'simple-colouring',
    why: 'needs simple colouring',
  },
  {
    puzzle: '004208000000000000300040050000003009080020040406019000000030100510080032000700006',
    stars: 5,
    hardest: 'x-chain',
    why: 'needs an X-chain',
  },
  {
    puzzle: '000007000940000200000058040092030004000600107003040000071200900800000060209000000',
    stars: 5,
    hardest: 'xy-chain',
    why: 'needs an XY-chain',
  },
];

const NOT_CATALOGUE = [
  // magictour top1465 #1 and a hard random minimal puzzle: beyond the implemented techniques.
  '400030000000600800000000001000050090080000600070200000000102700503000040900000000',
  '096800000701000030002050000000008005000020800600005403300090100500000000020501080',
];

describe('rater', () => {
  it.each(KNOWN)('rates $stars stars ($hardest): $why', ({ puzzle, stars, hardest }) => {
    const r = rate(puzzle);
    expect(r.solvable).toBe(true);
    expect(r.stars).toBe(stars);
    expect(r.hardest).toBe(hardest);
    expect(r.score).toBeGreaterThan(0);
    // The fast bulk-singles path used by the generator agrees with the step-by-step rater.
    expect(neededLevel(parseGrid(puzzle))).toBe(Math.max(stars, 2));
    // Not solvable when the hardest level is withheld.
    if (stars >= 3) expect(rate(puzzle, { maxLevel: stars - 1 }).solvable).toBe(false);
  });

  it.each(NOT_CATALOGUE)('reports %s as not solvable', (puzzle) => {
    const r = rate(puzzle);
    expect(r.solvable).toBe(false);
    expect(r.stars).toBe(0);
    expect(neededLevel(parseGrid(puzzle))).toBe(0);
  });

  it('scores are the sum of the step scores and the profile counts every step', () => {
    const r = rate(KNOWN[4]!.puzzle);
    const steps = Object.values(r.profile).reduce((a, b) => a + b, 0);
    expect(steps).toBe(r.steps);
    expect(profileJson(r.profile)).toMatch(/^\{"full-house":\d+,"naked-single":\d+/);
  });

  it('singles rounds measure availability independent of order', () => {
    const r = nakedSingleRounds(KNOWN[0]!.puzzle);
    expect(r.solved).toBe(true);
    expect(r.minRound).toBeGreaterThanOrEqual(MANY_SINGLES);
    expect(nakedSingleRounds(KNOWN[2]!.puzzle).solved).toBe(false);
  });
});
