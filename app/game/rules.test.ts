import { describe, expect, it } from "vitest";
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";
import { digitAt, givenAt, hasPlayerInput, isGiven, isSolved, progress, solutionAt, withoutGivens, wrongEntries } from "./rules.ts";

// The shared test puzzle: r1c1 = 5 is given, r1c3 is open (solution 4), 51 cells are open.
const EMPTY = () => new Array<number>(81).fill(0);
const R1C1 = 0;
const R1C3 = 2;
const R9C9 = 80;

describe("cells", () => {
  it("reads givens and solution digits by cell", () => {
    expect([givenAt(PUZZLE, R1C1), givenAt(PUZZLE, R1C3), givenAt(PUZZLE, R9C9)]).toEqual([5, 0, 9]);
    expect([isGiven(PUZZLE, R1C1), isGiven(PUZZLE, R1C3)]).toEqual([true, false]);
    expect([solutionAt(SOLUTION, R1C3), solutionAt(SOLUTION, R9C9)]).toEqual([4, 9]);
  });

  it("shows the given digit over an entry, else the entry", () => {
    const entries = EMPTY();
    entries[R1C1] = 7;
    entries[R1C3] = 4;
    expect([digitAt(PUZZLE, entries, R1C1), digitAt(PUZZLE, entries, R1C3), digitAt(PUZZLE, entries, 3)]).toEqual([5, 4, 0]);
    expect(digitAt(PUZZLE, [], R1C3)).toBe(0);
  });

  it("clears the given cells of per-cell values", () => {
    const values = new Array<number>(81).fill(3);
    const cleared = withoutGivens(PUZZLE, values);
    expect(cleared.filter((v) => v === 3)).toHaveLength(51);
    expect([cleared[R1C1], cleared[R1C3], cleared[R9C9]]).toEqual([0, 3, 0]);
  });
});

describe("isSolved and progress", () => {
  it("is solved only when every open cell holds the solution's digit", () => {
    const entries = [...PUZZLE].map((ch, c) => (ch === "0" ? Number(SOLUTION[c]) : 0));
    expect(isSolved(PUZZLE, SOLUTION, entries)).toBe(true);
    entries[R1C3] = 9;
    expect(isSolved(PUZZLE, SOLUTION, entries)).toBe(false);
    expect(isSolved(PUZZLE, SOLUTION, EMPTY())).toBe(false);
  });

  describe("without the solution (the daily puzzle in the browser)", () => {
    const solvedEntries = () => [...PUZZLE].map((ch, c) => (ch === "0" ? Number(SOLUTION[c]) : 0));

    it("is solved when every cell holds a digit and no row, column or box repeats one", () => {
      expect(isSolved(PUZZLE, null, solvedEntries())).toBe(true);
      expect(isSolved(PUZZLE, null, EMPTY())).toBe(false);
    });

    it("is not solved while one cell is empty", () => {
      const entries = solvedEntries();
      entries[78] = 0; // r9c7, open
      expect(isSolved(PUZZLE, null, entries)).toBe(false);
    });

    it("is not solved when the grid is full but has a conflict", () => {
      // r1c3 and r1c4 swapped: row 1 still holds 1-9, but column 3 now has two 6s and column 4 two 4s.
      const entries = solvedEntries();
      [entries[R1C3], entries[3]] = [entries[3]!, entries[R1C3]!];
      expect(entries.every((e, c) => e > 0 || isGiven(PUZZLE, c))).toBe(true);
      expect(isSolved(PUZZLE, null, entries)).toBe(false);
    });

    it("reads the givens from the puzzle, whatever the entries hold there", () => {
      const entries = solvedEntries();
      entries[R1C1] = 9; // the given 5 stays
      expect(isSolved(PUZZLE, null, entries)).toBe(true);
    });
  });

  it("lists the entries that differ from the solution, never empty cells or givens", () => {
    const entries = EMPTY();
    entries[R1C3] = 4; // right
    entries[3] = 9; // r1c4 is 6
    entries[78] = 1; // r9c7 is 1: right
    entries[77] = 2; // r9c6 is 6
    expect(wrongEntries(SOLUTION, entries)).toEqual([3, 77]);
    expect(wrongEntries(SOLUTION, EMPTY())).toEqual([]);
  });

  it("rounds down: 1 of 51 is 1 %, 50 of 51 is 98 %", () => {
    const entries = EMPTY();
    entries[R1C3] = 1;
    expect(progress(PUZZLE, entries)).toBe(1);
    const open = [...PUZZLE].flatMap((ch, c) => (ch === "0" ? [c] : []));
    for (const c of open.slice(0, 50)) entries[c] = 1;
    expect(progress(PUZZLE, entries)).toBe(98);
  });

  it("counts a grid without open cells as 100 %", () => {
    expect(progress(SOLUTION, EMPTY())).toBe(100);
  });
});

describe("hasPlayerInput", () => {
  it("is false for an empty grid and for values only at given cells", () => {
    expect(hasPlayerInput(PUZZLE, EMPTY(), EMPTY())).toBe(false);
    const atGivens = EMPTY();
    atGivens[R1C1] = 5;
    atGivens[R9C9] = 9;
    expect(hasPlayerInput(PUZZLE, atGivens, atGivens)).toBe(false);
  });

  it("is true for one entry or one note in an open cell, including the last cell", () => {
    const one = (cell: number) => {
      const values = EMPTY();
      values[cell] = 1;
      return values;
    };
    expect(hasPlayerInput(PUZZLE, one(R1C3), EMPTY())).toBe(true);
    expect(hasPlayerInput(PUZZLE, EMPTY(), one(R1C3))).toBe(true);
    // r9c7 (cell 78) is the last open cell of the test puzzle.
    expect(PUZZLE[78]).toBe("0");
    expect(hasPlayerInput(PUZZLE, one(78), EMPTY())).toBe(true);
  });
});
