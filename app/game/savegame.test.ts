import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";
import { formInput } from "../lib/http/form-input.ts";
import { listRequestSchema, saveIssueKeys, saveRequestSchema } from "../saves/save-requests.ts";
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

  it.each([
    ["checked", 2_147_483_647, 2_147_483_648],
    ["hintsUsed", 2_147_483_647, 2_147_483_648],
    ["elapsedSeconds", 31_622_400, 31_622_401], // 366 days
  ])("accepts %s up to %i and refuses one more", (key, max, over) => {
    expect(savegameSchema.safeParse({ ...game(), [key]: max }).success).toBe(true);
    expect(savegameSchema.safeParse({ ...game(), [key]: over }).success).toBe(false);
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
    ["a two-digit version", { version: "12" }, { version: 12 }],
    ["the largest safe version", { version: "9007199254740991" }, { version: 9_007_199_254_740_991 }],
    ["a fractional progress", { progress: "12.25" }, { progress: 12.25 }],
    ["progress with six decimals", { progress: "99.123456" }, { progress: 99.123456 }],
    ["progress 100", { progress: "100" }, { progress: 100 }],
  ])("accepts %s", (_, over, parsed) => {
    expect(saveRequestSchema.parse(fields(over))).toMatchObject(parsed);
  });

  it.each([
    ["puzzleId", { puzzleId: "0" }, "saves.invalidId"],
    ["puzzleId", { puzzleId: "1e3" }, "saves.invalidId"],
    ["puzzleId", { puzzleId: "99999999999999999" }, "saves.invalidId"],
    ["version", { version: "-1" }, "saves.invalidVersion"],
    ["version", { version: undefined }, "saves.invalidVersion"],
    ["version", { version: "1a" }, "saves.invalidVersion"],
    ["version", { version: "a1" }, "saves.invalidVersion"],
    ["version", { version: "12345678901234567" }, "saves.invalidVersion"],
    ["version", { version: "9999999999999999" }, "saves.invalidVersion"],
    ["progress", { progress: "5x" }, "saves.invalidProgress"],
    ["progress", { progress: "x5" }, "saves.invalidProgress"],
    ["progress", { progress: "1000" }, "saves.invalidProgress"],
    ["progress", { progress: "1.1234567" }, "saves.invalidProgress"],
    ["savegame", { savegame: "" }, "saves.savegameRequired"],
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

  it("refuses a progress that is not text with the progress key", () => {
    const parsed = saveRequestSchema.safeParse({ ...fields(), progress: 5 });
    expect(saveIssueKeys(parsed.error!)).toEqual({ progress: ["saves.invalidProgress"] });
  });

  it("reports text that is not JSON as one issue, not as a cascade of shape errors", () => {
    const parsed = saveRequestSchema.safeParse(fields({ savegame: "{not json" }));
    expect(parsed.error!.issues.map((i) => [i.path, i.code, i.message])).toEqual([[["savegame"], "custom", "saves.savegameInvalid"]]);
  });

  it("fits the largest valid game within the size bound", () => {
    const largest = game(new Array(81).fill(9), {
      notes: new Array(81).fill(511),
      checked: 2 ** 31 - 1,
      hintsUsed: 2 ** 31 - 1,
      elapsedSeconds: 366 * 86400,
    });
    expect(JSON.stringify(largest, null, 1).length).toBeLessThan(SAVEGAME_MAX_CHARS);
  });
});

describe("listRequestSchema", () => {
  it("fills the defaults: page 1, 10 per page, newest first, both saved and solved", () => {
    expect(listRequestSchema.parse({})).toEqual({ page: 1, itemsPerPage: 10, sortBy: "updatedAt", sortDesc: true });
  });

  it("maps table names to sort keys and reads the flags", () => {
    expect(listRequestSchema.parse({ sortBy: "updated_at", sortDesc: "false", solved: "true" })).toMatchObject({
      sortBy: "updatedAt",
      sortDesc: false,
      solved: true,
    });
    expect(listRequestSchema.parse({ sortBy: "puzzleId", solved: "0" })).toMatchObject({ sortBy: "sudoku", solved: false });
  });

  it.each([
    [
      { sortDesc: "true", solved: "1" },
      { sortDesc: true, solved: true },
    ],
    [
      { sortDesc: "1", solved: "true" },
      { sortDesc: true, solved: true },
    ],
    [
      { sortDesc: "false", solved: "0" },
      { sortDesc: false, solved: false },
    ],
    [
      { sortDesc: "0", solved: "false" },
      { sortDesc: false, solved: false },
    ],
  ])("reads the flags %j", (input, flags) => {
    expect(listRequestSchema.parse(input)).toMatchObject(flags);
  });

  it.each([
    ["updated_at", "updatedAt"],
    ["puzzleId", "sudoku"],
    ["solvedAt", "solved"],
    ["checked", "checked"],
    ["progress", "progress"],
    ["stars", "stars"],
  ])("reads sortBy %s as %s", (sortBy, key) => {
    expect(listRequestSchema.parse({ sortBy }).sortBy).toBe(key);
  });

  it("reads the largest page and page size", () => {
    expect(listRequestSchema.parse({ page: "1000000", itemsPerPage: "100" })).toMatchObject({ page: 1_000_000, itemsPerPage: 100 });
    expect(listRequestSchema.parse({ page: "12", itemsPerPage: "25" })).toMatchObject({ page: 12, itemsPerPage: 25 });
  });

  it.each([
    ["page", { page: "0" }, "saves.invalidPage"],
    ["page", { page: "-1" }, "saves.invalidPage"],
    ["page", { page: "x1" }, "saves.invalidPage"],
    ["page", { page: "1x" }, "saves.invalidPage"],
    ["page", { page: "1000001" }, "saves.invalidPage"],
    ["page", { page: "12345678" }, "saves.invalidPage"],
    ["page", { page: 5 }, "saves.invalidPage"],
    ["itemsPerPage", { itemsPerPage: "101" }, "saves.invalidItemsPerPage"],
    ["itemsPerPage", { itemsPerPage: "0" }, "saves.invalidItemsPerPage"],
    ["sortBy", { sortBy: "email" }, "saves.invalidSortBy"],
    ["sortBy", { sortBy: "updated_at; DROP TABLE users" }, "saves.invalidSortBy"],
    ["sortDesc", { sortDesc: "yes" }, "saves.invalidFlag"],
    ["solved", { solved: "maybe" }, "saves.invalidFlag"],
  ])("refuses a bad %s (%j) with %s", (field, input, key) => {
    const parsed = listRequestSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(saveIssueKeys(parsed.error!)).toEqual({ [field]: [key] });
  });
});

describe("formInput", () => {
  it("keeps the named text fields and treats files, empty text and missing names as absent", () => {
    const file = new File(["x"], "a.txt");
    expect(formInput({ page: "2", sortBy: "", solved: file, other: "kept out" }, ["page", "sortBy", "solved", "missing"])).toEqual({
      page: "2",
      sortBy: undefined,
      solved: undefined,
      missing: undefined,
    });
  });
});

describe("saveIssueKeys", () => {
  it("keeps catalogue keys, names the form for path-less issues and localizes Zod's own text", () => {
    const error = new z.ZodError([
      { code: "custom", path: [], message: "Invalid input" },
      { code: "custom", path: ["savegame", "entries", 3], message: "Too big" },
      { code: "custom", path: ["sortDesc"], message: "Invalid option" },
      { code: "custom", path: ["page"], message: "saves.invalidPage" },
      { code: "custom", path: ["page"], message: "saves.invalidPage" },
    ]);
    expect(saveIssueKeys(error)).toEqual({
      form: ["saves.invalidField"],
      savegame: ["saves.savegameInvalid"],
      sortDesc: ["saves.invalidField"],
      page: ["saves.invalidPage"],
    });
  });
});

describe("checkSavegame", () => {
  it("computes progress as the floor of the share of open cells with an entry", () => {
    const entries = new Array(81).fill(0);
    // 51 open cells: one wrong entry still counts as filled.
    for (const c of openCells.slice(0, 10)) entries[c] = 1;
    const result = checkSavegame(game(entries), STORED);
    expect(openCells).toHaveLength(51);
    // 10 of 51 is 19.6 %, rounded down.
    expect(result).toMatchObject({ ok: true, progress: 19, solved: false });
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
