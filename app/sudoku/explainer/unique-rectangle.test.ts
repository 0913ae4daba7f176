import { describe, expect, it } from "vitest";
import { createPosition } from "../techniques/position.ts";
import type { CellDigit, Position } from "../techniques/position.ts";
import { uniqueRectangleType3 } from "./unique-rectangle.ts";

// Hand-built positions: an empty grid with every candidate but the listed cells'.
function position(cands: Record<string, string>): Position {
  const masks = new Array<number>(81).fill(0x1ff);
  for (const [name, digits] of Object.entries(cands)) {
    masks[(Number(name[1]) - 1) * 9 + Number(name[3]) - 1] = [...digits].reduce((m, d) => m | (1 << (Number(d) - 1)), 0);
  }
  return createPosition("0".repeat(81), masks);
}

const cd = (name: string, digit: number): CellDigit => ({ cell: (Number(name[1]) - 1) * 9 + Number(name[3]) - 1, digit });
const column4Except = (...rows: number[]): string[] => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((r) => !rows.includes(r)).map((r) => `r${r}c4`);

const RECTANGLE = { r1c1: "12", r2c1: "12", r1c4: "123", r2c4: "124" };

describe("unique rectangle type 3", () => {
  it("a naked pair: the extras {3,4} of r1c4/r2c4 with r5c4 {3,4} clear 3 and 4 from column 4", () => {
    const pos = position({ ...RECTANGLE, r5c4: "34" });
    const before = pos.cands.slice();
    const hint = uniqueRectangleType3(pos);
    expect(pos.cands).toEqual(before);
    expect(hint).toEqual({
      name: "Unique Rectangle type 3",
      difficulty: 4.6,
      placements: [],
      eliminations: column4Except(1, 2, 5).flatMap((c) => [cd(c, 3), cd(c, 4)]),
    });
  });

  it("a naked triplet with r5c4 {3,5} and r6c4 {4,5} is worth 4.7", () => {
    const hint = uniqueRectangleType3(position({ ...RECTANGLE, r5c4: "35", r6c4: "45" }));
    expect(hint?.difficulty).toBe(4.7);
    expect(hint?.eliminations).toEqual(column4Except(1, 2, 5, 6).flatMap((c) => [cd(c, 3), cd(c, 4), cd(c, 5)]));
  });

  it("a hidden pair: 1 and 2 of column 4 lie only in the extra cells and r5c4, which keeps just them (4.5)", () => {
    const no12 = Object.fromEntries(column4Except(1, 2, 5).map((c) => [c, "3456789"]));
    const hint = uniqueRectangleType3(position({ ...RECTANGLE, ...no12 }));
    expect(hint).toEqual({
      name: "Unique Rectangle type 3",
      difficulty: 4.5,
      placements: [],
      eliminations: [3, 4, 5, 6, 7, 8, 9].map((d) => cd("r5c4", d)),
    });
  });

  it("no hidden set counts a digit with no place in the unit: 5 is not open in column 4", () => {
    // Otherwise 1, 2 and 5 would pass for a hidden triplet of r1c4 (with r2c4), r5c4 and r6c4.
    const rest = Object.fromEntries(column4Except(1, 2, 5, 6).map((c) => [c, "346789"]));
    expect(uniqueRectangleType3(position({ ...RECTANGLE, ...rest, r5c4: "12346789", r6c4: "12346789" }))).toBeNull();
  });

  it("nothing when no cell completes a naked set with the extras", () => {
    expect(uniqueRectangleType3(position({ ...RECTANGLE, r5c4: "35" }))).toBeNull();
  });

  it("nothing when the rectangle lies in four boxes (no uniqueness argument)", () => {
    expect(uniqueRectangleType3(position({ r1c1: "12", r5c1: "12", r1c4: "123", r5c4: "124", r7c4: "34" }))).toBeNull();
  });
});
