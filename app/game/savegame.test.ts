import { describe, expect, it } from "vitest";
import { PUZZLE, SOLUTION } from "../play/test-puzzle.ts";
import { listRequestSchema, saveIssueKeys, saveRequestSchema } from "./save-requests.ts";
import { checkSavegame, readSavegame, SAVEGAME_MAX_CHARS, savegameSchema, serializeSavegame, type Savegame } from "./savegame.ts";

const STORED = { puzzle: PUZZLE, solution: SOLUTION };
const digits = (s: string) => [...s].map(Number);
const givenCells = [...PUZZLE].flatMap((ch, c) => (ch === "0" ? [] : [c]));
const openCells = [...PUZZLE].flatMap((ch, c) => (ch === "0" ? [c] : []));

function game(entries: number[] = new Array(81).fill(0), extra: Partial<Savegame> = {}): Savegame {
  return { entries, notes: new Array(81).fill(0), checked: 0, ...extra };
}

/** The solution in the open cells only, as the board keeps it. */
function solvedEntries(): number[] {
  return digits(SOLUTION).map((d, c) => (PUZZLE[c] === "0" ? d : 0));
}

describe("savegameSchema", () => {
  it("accepts a full game with the optional counters", () => {
    expect(savegameSchema.safeParse(game(undefined, { hintsUsed: 2, elapsedSeconds: 300 })).success).toBe(true);
  });

  it.each([
    ["80 entries", { entries: new Array(80).fill(0) }],
    ["an entry of 10", { entries: [10, ...new Array(80).fill(0)] }],
    ["a negative entry", { entries: [-1, ...new Array(80).fill(0)] }],
    ["a fractional entry", { entries: [1.5, ...new Array(80).fill(0)] }],
    ["a note of 512", { notes: [512, ...new Array(80).fill(0)] }],
    ["a negative checked", { checked: -1 }],
    ["a string checked", { checked: "3" }],
    ["an unknown key", { past: [] }],
  ])("refuses %s", (_, change) => {
    expect(savegameSchema.safeParse({ ...game(), ...change }).success).toBe(false);
  });

  it("refuses a missing checked count", () => {
    const { checked: _, ...rest } = game();
    expect(savegameSchema.safeParse(rest).success).toBe(false);
  });
});

describe("saveRequestSchema", () => {
  const fields = (over: Record<string, string | undefined> = {}) => ({
    puzzleId: "12",
    savegame: JSON.stringify(game()),
    version: "3",
    progress: "40",
    ...over,
  });

  it("parses the form fields into numbers and the game object", () => {
    const parsed = saveRequestSchema.parse(fields());
    expect(parsed).toMatchObject({ puzzleId: 12, version: 3, progress: 40 });
    expect(parsed.savegame.entries).toHaveLength(81);
  });

  it("keeps progress optional", () => {
    expect(saveRequestSchema.safeParse(fields({ progress: undefined })).success).toBe(true);
  });

  it.each([
    ["puzzleId", { puzzleId: "0" }, "saves.invalidId"],
    ["puzzleId", { puzzleId: "1e3" }, "saves.invalidId"],
    ["puzzleId", { puzzleId: "99999999999999999" }, "saves.invalidId"],
    ["version", { version: "-1" }, "saves.invalidVersion"],
    ["version", { version: undefined }, "saves.invalidVersion"],
    ["progress", { progress: "101" }, "saves.invalidProgress"],
    ["progress", { progress: "abc" }, "saves.invalidProgress"],
    ["savegame", { savegame: undefined }, "saves.savegameRequired"],
    ["savegame", { savegame: "{not json" }, "saves.savegameInvalid"],
    ["savegame", { savegame: JSON.stringify({ entries: [] }) }, "saves.savegameInvalid"],
    ["savegame", { savegame: " ".repeat(SAVEGAME_MAX_CHARS + 1) }, "saves.savegameTooLarge"],
  ])("names %s with a catalogue key", (field, over, key) => {
    const parsed = saveRequestSchema.safeParse(fields(over));
    expect(parsed.success).toBe(false);
    expect(saveIssueKeys(parsed.error!)[field]).toEqual([key]);
  });

  it("fits the largest valid game within the size bound", () => {
    const largest = game(new Array(81).fill(9), { notes: new Array(81).fill(511), checked: 2 ** 31 - 1, hintsUsed: 2 ** 31 - 1, elapsedSeconds: 366 * 86400 });
    expect(JSON.stringify(largest, null, 1).length).toBeLessThan(SAVEGAME_MAX_CHARS);
  });
});

describe("listRequestSchema", () => {
  it("fills the defaults: page 1, 10 per page, newest first, both saved and solved", () => {
    expect(listRequestSchema.parse({})).toEqual({ page: 1, itemsPerPage: 10, sortBy: "updatedAt", sortDesc: true });
  });

  it("maps table names to sort keys and reads the flags", () => {
    expect(listRequestSchema.parse({ sortBy: "updated_at", sortDesc: "false", solved: "true" })).toMatchObject({ sortBy: "updatedAt", sortDesc: false, solved: true });
    expect(listRequestSchema.parse({ sortBy: "puzzleId", solved: "0" })).toMatchObject({ sortBy: "sudoku", solved: false });
  });

  it.each([
    ["page", { page: "0" }],
    ["page", { page: "-1" }],
    ["itemsPerPage", { itemsPerPage: "101" }],
    ["itemsPerPage", { itemsPerPage: "0" }],
    ["sortBy", { sortBy: "email" }],
    ["sortBy", { sortBy: "updated_at; DROP TABLE users" }],
    ["sortDesc", { sortDesc: "yes" }],
    ["solved", { solved: "maybe" }],
  ])("refuses a bad %s", (field, input) => {
    const parsed = listRequestSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(Object.keys(saveIssueKeys(parsed.error!))).toEqual([field]);
  });
});

describe("checkSavegame", () => {
  it("computes progress as the floor of the share of open cells with an entry", () => {
    const entries = new Array(81).fill(0);
    // 51 open cells: one wrong entry still counts as filled.
    for (const c of openCells.slice(0, 10)) entries[c] = 1;
    const result = checkSavegame(game(entries), STORED);
    expect(openCells).toHaveLength(51);
    expect(result).toMatchObject({ ok: true, progress: Math.floor(1000 / 51), solved: false });
  });

  it("answers 0 for an empty grid and 100 with solved for the solution", () => {
    expect(checkSavegame(game(), STORED)).toMatchObject({ ok: true, progress: 0, solved: false });
    expect(checkSavegame(game(solvedEntries()), STORED)).toMatchObject({ ok: true, progress: 100, solved: true });
  });

  it("does not call a full but wrong grid solved", () => {
    const entries = solvedEntries();
    const [a, b] = [openCells[0]!, openCells[1]!];
    [entries[a], entries[b]] = [entries[b]!, entries[a]!];
    expect(checkSavegame(game(entries), STORED)).toMatchObject({ ok: true, progress: 100, solved: false });
  });

  it("accepts the given digit at a given cell and stores 0 there (entries and notes)", () => {
    const entries = digits(SOLUTION);
    const notes = new Array(81).fill(0);
    notes[givenCells[0]!] = 0b111;
    const result = checkSavegame(game(entries, { notes }), STORED);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.solved).toBe(true);
    expect(givenCells.every((c) => result.state.entries[c] === 0 && result.state.notes[c] === 0)).toBe(true);
    expect(result.state.entries).toEqual(solvedEntries());
  });

  it("refuses a changed given", () => {
    const entries = new Array(81).fill(0);
    const cell = givenCells[0]!;
    entries[cell] = (Number(PUZZLE[cell]) % 9) + 1;
    expect(checkSavegame(game(entries), STORED)).toEqual({ ok: false, error: "givens" });
  });

  it("does not change the input", () => {
    const entries = digits(SOLUTION);
    checkSavegame(game(entries), STORED);
    expect(entries).toEqual(digits(SOLUTION));
  });
});

describe("serializeSavegame / readSavegame", () => {
  it("round-trips and leaves absent optionals out", () => {
    const g = game(solvedEntries(), { checked: 2 });
    const text = serializeSavegame(g);
    expect(text).not.toContain("hintsUsed");
    expect(readSavegame(text)).toEqual(g);
    const h = { ...g, hintsUsed: 1, elapsedSeconds: 90 };
    expect(readSavegame(serializeSavegame(h))).toEqual(h);
  });

  it("reads a broken row as null instead of throwing", () => {
    expect(readSavegame("{")).toBeNull();
    expect(readSavegame('{"entries":[]}')).toBeNull();
  });
});
