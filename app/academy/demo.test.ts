import { describe, expect, it } from "vitest";
import { decodePosition, encodePosition } from "./demo.ts";

const values = Array.from({ length: 81 }, (_, c) => (c % 10 === 0 ? (c % 9) + 1 : 0));
const masks = Array.from({ length: 81 }, (_, c) => [0, 0b1, 0b100000001, 0b111111111, 0b10010][c % 5]!);

describe("a lesson position in the loader data", () => {
  it("comes back as the same cells: digits of filled cells, candidates ascending for empty ones", () => {
    const cells = decodePosition(encodePosition(values, masks));
    expect(cells).toHaveLength(81);
    cells.forEach((cell, c) => {
      expect(cell.value).toBe(values[c]);
      const expected = values[c] ? [] : [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => masks[c]! & (1 << (d - 1)));
      expect(cell.candidates).toEqual(expected);
    });
  });

  it("travels as two short strings, and a filled cell's stale candidates are dropped", () => {
    const position = encodePosition([5, ...Array<number>(80).fill(0)], [0b11, ...Array<number>(80).fill(0b1000)]);
    expect(position.values).toMatch(/^5[0]{80}$/);
    expect(position.masks.split(",")).toHaveLength(81);
    expect(position.masks.startsWith("0,8,")).toBe(true);
    expect(decodePosition(position)[0]).toEqual({ value: 5, candidates: [] });
    expect(decodePosition(position)[1]).toEqual({ value: 0, candidates: [4] });
  });
});
