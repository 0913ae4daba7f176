import { describe, expect, it } from "vitest";
import { PUZZLE, SOLUTION } from "../../../tests/lib/test-puzzle.ts";
import { readSharedEntries } from "./share-schema.ts";
import { decodeEntries, encodeEntries, sharePath } from "./share.ts";

const empty = () => new Array<number>(81).fill(0);
const openCells = [...PUZZLE].flatMap((ch, c) => (ch === "0" ? [c] : []));

describe("share links", () => {
  it("no entries: nothing to carry", () => {
    expect(encodeEntries(PUZZLE, empty())).toBe("");
    expect(decodeEntries(PUZZLE, "")).toEqual(empty());
  });

  it("round trip of a few entries: one digit per open cell, trailing zeros left out", () => {
    const entries = empty();
    entries[openCells[0]!] = 4;
    entries[openCells[2]!] = 9;
    const text = encodeEntries(PUZZLE, entries);
    expect(text).toBe("409");
    expect(decodeEntries(PUZZLE, text)).toEqual(entries);
  });

  it("a full grid: as many digits as open cells", () => {
    const entries = [...SOLUTION].map((ch, c) => (PUZZLE[c] === "0" ? Number(ch) : 0));
    const text = encodeEntries(PUZZLE, entries);
    expect(text).toHaveLength(openCells.length);
    expect(decodeEntries(PUZZLE, text)).toEqual(entries);
  });

  it("entries on givens are never carried", () => {
    const entries = empty();
    entries[0] = 7; // r1c1 is a given
    expect(encodeEntries(PUZZLE, entries)).toBe("");
  });

  it.each([["x"], ["12a"], ["-1"], [" 1"], ["1".repeat(82)], ["1".repeat(openCells.length + 1)]])("refuses %j", (text) => {
    expect(decodeEntries(PUZZLE, text)).toBeNull();
    expect(readSharedEntries(PUZZLE, text)).toBeNull();
  });

  it("the Zod reader at the server's boundary agrees with the decoder", () => {
    expect(readSharedEntries(PUZZLE, "409")).toEqual(decodeEntries(PUZZLE, "409"));
  });

  it("the path: the puzzle by id, entries only when asked", () => {
    expect(sharePath("/de", 2000001, null)).toBe("/de?id=2000001");
    expect(sharePath("/en", 17, "409")).toBe("/en?id=17&entries=409");
  });
});
