// The SE-style numeric rating: SE's step order (the lowest-valued technique at every step) and SE's
// length rule for chains.
import { describe, expect, it } from "vitest";
import { rate } from "../rater.ts";
import { createPosition } from "../techniques.ts";
import type { Position } from "../techniques.ts";
import { CHAIN_BASE, CHAIN_PRODUCERS } from "./chaining.ts";
import { chainValue, lengthBonusTenths } from "./length.ts";
import { explainerRating } from "./rate.ts";

const cellIndex = (name: string): number => {
  const m = /^r([1-9])c([1-9])$/.exec(name)!;
  return (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
};
const maskOf = (digits: string): number => [...digits].reduce((m, ch) => m | (1 << (Number(ch) - 1)), 0);

/** An empty grid whose named cells have the given candidates and every other cell `rest`. */
function position(cands: Record<string, string>, rest: string): Position {
  const masks = new Array<number>(81).fill(maskOf(rest));
  for (const [name, digits] of Object.entries(cands)) masks[cellIndex(name)] = maskOf(digits);
  return createPosition("0".repeat(81), masks);
}

describe("SE's step order", () => {
  // A 2-star catalogue puzzle (generate(2, "se12:0")): at every step a full house or a hidden
  // single in a box is there, so SE never needs the naked singles the star rater takes first.
  const BOX_SINGLES = "000010000072000800510090602030005000609800700028060000000900108090107000000000005";

  it("rates a puzzle that hidden singles in boxes finish 1.2", () => {
    expect(explainerRating(BOX_SINGLES)).toEqual(expect.objectContaining({ rating: 1.2, hardest: "Hidden Single (box)", solved: true }));
    // The star rater's number takes the naked singles it prefers: the value this rating replaces.
    expect(rate(BOX_SINGLES).numeric).toBe(2.3);
  });

  it("reports an unfinished position as not solved", () => {
    // Two 1s would be needed in row 1: no candidate is left for r1c9.
    expect(explainerRating("123456780000000009" + "0".repeat(63))).toEqual(expect.objectContaining({ solved: false }));
  });
});

describe("SE's length rule", () => {
  // SE's ceilings: 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128; 0.1 for every ceiling passed.
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [6, 1],
    [7, 2],
    [8, 2],
    [9, 3],
    [12, 3],
    [13, 4],
    [16, 4],
    [17, 5],
    [24, 5],
    [25, 6],
    [32, 6],
    [33, 7],
    [48, 7],
    [49, 8],
    [64, 8],
    [65, 9],
    [96, 9],
    [97, 10],
    [128, 10],
    [129, 11],
  ])("a chain of length %i gets %i tenths", (length, tenths) => {
    expect(lengthBonusTenths(length)).toBe(tenths);
  });

  it("adds the bonus in exact tenths", () => {
    expect(chainValue(6.6, 4)).toBe(6.6);
    expect(chainValue(6.6, 6)).toBe(6.7);
    expect(chainValue(7.0, 8)).toBe(7.2);
    expect(chainValue(8.2, 97)).toBe(9.2);
  });
});

describe("chains valued by SE's rule", () => {
  const produce = (name: string, pos: Position) => {
    for (const p of CHAIN_PRODUCERS) {
      const hint = p.produce(pos);
      if (hint?.name === name) return hint;
    }
    return null;
  };

  it("an X-chain of 4 cells: SE length 4 (its 6 nodes less 2), no bonus", () => {
    const pos = position({ r1c1: "12", r3c3: "13", r3c7: "14", r7c7: "15", r5c1: "16", r7c1: "17", r7c5: "18" }, "23456789");
    expect(produce("Forcing X-Chain", pos)).toEqual(expect.objectContaining({ length: 4, difficulty: CHAIN_BASE.xChain }));
  });

  it("an XY-chain of 4 bivalue cells: two nodes a cell, length 8, 0.2 on top", () => {
    const pos = position({ r1c1: "12", r1c5: "23", r5c5: "34", r5c9: "14", r1c9: "156", r5c1: "178" }, "56789");
    expect(produce("Forcing Chain (XY)", pos)).toEqual(
      expect.objectContaining({ length: 8, difficulty: chainValue(CHAIN_BASE.xyChain, 8) }),
    );
    expect(chainValue(CHAIN_BASE.xyChain, 8)).toBe(7.2);
  });

  it("an alternating inference chain of 4 nodes: length 4, no bonus", () => {
    const FIVE = "12345";
    const pos = position({ r1c1: FIVE, r1c5: FIVE, r1c6: FIVE, r2c4: FIVE, r8c4: FIVE, r8c1: FIVE, r5c1: FIVE, r8c7: FIVE }, "23456789");
    expect(produce("Forcing Chain", pos)).toEqual(expect.objectContaining({ length: 4, difficulty: CHAIN_BASE.aic }));
  });
});
