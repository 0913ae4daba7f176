import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";
import { formInput } from "../lib/http/form-input.ts";
import { listRequestSchema, saveIssueKeys, saveRequestSchema } from "../saves/save-requests.ts";
import { STRICT_MISTAKE_LIMIT } from "../config/constants.ts";
import { BODY_LIMIT_BYTES, SAVE_BODY_LIMIT_BYTES } from "../lib/http/body-limits.ts";
import { TECHNIQUE_IDS } from "../sudoku/technique-ids.ts";
import {
  checkSavegame,
  failedAttempt,
  parseSavegame,
  readSavegame,
  SAVEGAME_MAX_CHARS,
  savegameSchema,
  serializeSavegame,
  type Savegame,
} from "./savegame.ts";

const STORED = { puzzle: PUZZLE, solution: SOLUTION };
const digits = (s: string) => [...s].map(Number);
const givenCells = [...PUZZLE].flatMap((ch, c) => (ch === "0" ? [] : [c]));
const openCells = [...PUZZLE].flatMap((ch, c) => (ch === "0" ? [c] : []));
const cells = (value: unknown) => new Array<unknown>(81).fill(value);
const MAX = 2 ** 31 - 1;

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

  it("accepts the hinted techniques by their engine ids, each once, and none", () => {
    expect(savegameSchema.safeParse(game(undefined, { hinted: ["hidden-single-box", "x-wing"] })).success).toBe(true);
    expect(savegameSchema.safeParse(game(undefined, { hinted: [] })).success).toBe(true);
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

describe("savegameSchema, version 2 fields", () => {
  /** Every candidate of the grid coloured once: the longest noteColors list. */
  const allNoteColors = Array.from({ length: 729 }, (_, i) => [Math.floor(i / 9), (i % 9) + 1, (i % 8) + 1]);

  it.each<[string, Record<string, unknown>]>([
    ["schema 2", { schema: 2 }],
    ["no colour anywhere", { colors: cells(0) }],
    ["colour 8 everywhere", { colors: cells(8) }],
    ["no note colours", { noteColors: [] }],
    ["one note colour at the first cell and digit", { noteColors: [[0, 1, 1]] }],
    ["one note colour at the last cell and digit", { noteColors: [[80, 9, 8]] }],
    ["729 note colours", { noteColors: allNoteColors }],
    [
      "the same digit coloured in two cells",
      {
        noteColors: [
          [3, 5, 1],
          [4, 5, 1],
        ],
      },
    ],
    [
      "two digits coloured in one cell",
      {
        noteColors: [
          [3, 5, 1],
          [3, 6, 2],
        ],
      },
    ],
    ["no eliminations", { eliminated: cells(0) }],
    ["every candidate eliminated", { eliminated: cells(511) }],
    ["live notes on", { liveNotes: true }],
    ["live notes off", { liveNotes: false }],
    ["mode relaxed", { mode: "relaxed" }],
    ["mode classic", { mode: "classic" }],
    ["mode strict", { mode: "strict" }],
    ["no mistakes", { mistakes: 0 }],
    ["the most mistakes", { mistakes: MAX }],
  ])("accepts %s", (_, change) => {
    expect(parseSavegame({ ...game(), ...change })).toEqual({ ...game(), ...change });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["schema 1", { schema: 1 }, "invalidSchema"],
    ["schema 3", { schema: 3 }, "invalidSchema"],
    ["schema as text", { schema: "2" }, "invalidSchema"],
    ["a colour of -1", { colors: [-1, ...cells(0).slice(1)] }, "invalidColors"],
    ["a colour of 9", { colors: [...cells(0).slice(1), 9] }, "invalidColors"],
    ["a fractional colour", { colors: [1.5, ...cells(0).slice(1)] }, "invalidColors"],
    ["a colour as text", { colors: ["1", ...cells(0).slice(1)] }, "invalidColors"],
    ["80 colours", { colors: cells(0).slice(1) }, "invalidColors"],
    ["82 colours", { colors: [...cells(0), 0] }, "invalidColors"],
    ["colours that are no list", { colors: 0 }, "invalidColors"],
    ["a note colour at cell -1", { noteColors: [[-1, 1, 1]] }, "invalidNoteColors"],
    ["a note colour at cell 81", { noteColors: [[81, 1, 1]] }, "invalidNoteColors"],
    ["a note colour on digit 0", { noteColors: [[0, 0, 1]] }, "invalidNoteColors"],
    ["a note colour on digit 10", { noteColors: [[0, 10, 1]] }, "invalidNoteColors"],
    ["note colour 0", { noteColors: [[0, 1, 0]] }, "invalidNoteColors"],
    ["note colour 9", { noteColors: [[0, 1, 9]] }, "invalidNoteColors"],
    ["a fractional cell in a note colour", { noteColors: [[0.5, 1, 1]] }, "invalidNoteColors"],
    ["a note colour of two numbers", { noteColors: [[0, 1]] }, "invalidNoteColors"],
    ["a note colour of four numbers", { noteColors: [[0, 1, 1, 1]] }, "invalidNoteColors"],
    ["a note colour that is a number", { noteColors: [5] }, "invalidNoteColors"],
    ["note colours that are no list", { noteColors: { 0: [0, 1, 1] } }, "invalidNoteColors"],
    [
      "one candidate coloured twice",
      {
        noteColors: [
          [3, 5, 1],
          [3, 5, 2],
        ],
      },
      "invalidNoteColors",
    ],
    ["730 note colours", { noteColors: [...allNoteColors, [0, 1, 1]] }, "invalidNoteColors"],
    ["an elimination of -1", { eliminated: [-1, ...cells(0).slice(1)] }, "invalidEliminated"],
    ["an elimination of 512", { eliminated: [...cells(0).slice(1), 512] }, "invalidEliminated"],
    ["a fractional elimination", { eliminated: [0.5, ...cells(0).slice(1)] }, "invalidEliminated"],
    ["80 eliminations", { eliminated: cells(0).slice(1) }, "invalidEliminated"],
    ["82 eliminations", { eliminated: [...cells(0), 0] }, "invalidEliminated"],
    ["live notes as text", { liveNotes: "true" }, "invalidLiveNotes"],
    ["live notes as 1", { liveNotes: 1 }, "invalidLiveNotes"],
    ["mode easy", { mode: "easy" }, "invalidMode"],
    ["mode in capitals", { mode: "Strict" }, "invalidMode"],
    ["mode as a number", { mode: 2 }, "invalidMode"],
    ["-1 mistakes", { mistakes: -1 }, "invalidMistakes"],
    ["one mistake past the counter's bound", { mistakes: MAX + 1 }, "invalidMistakes"],
    ["fractional mistakes", { mistakes: 1.5 }, "invalidMistakes"],
    ["mistakes as text", { mistakes: "3" }, "invalidMistakes"],
    ["null mistakes", { mistakes: null }, "invalidMistakes"],
    ["an unknown hinted technique", { hinted: ["guessing"] }, "invalidHinted"],
    ["a hinted technique twice", { hinted: ["x-wing", "x-wing"] }, "invalidHinted"],
    ["hinted as text", { hinted: "x-wing" }, "invalidHinted"],
    ["a hinted technique as a number", { hinted: [3] }, "invalidHinted"],
  ])("refuses %s with its own catalogue key", (_, change, key) => {
    const parsed = saveRequestSchema.safeParse({ puzzleId: "12", version: "1", savegame: JSON.stringify({ ...game(), ...change }) });
    expect(parsed.success).toBe(false);
    expect(saveIssueKeys(parsed.error!)).toEqual({ savegame: [`saves.${key}`] });
    expect(parseSavegame({ ...game(), ...change })).toBeNull();
  });

  it("still reads a version 1 savegame, with and without its optional counters", () => {
    const v1 = '{"entries":' + JSON.stringify(cells(0)) + ',"notes":' + JSON.stringify(cells(0)) + ',"checked":4}';
    expect(readSavegame(v1)).toEqual(game(undefined, { checked: 4 }));
    const counters = v1.replace(/}$/, ',"hintsUsed":1,"elapsedSeconds":30}');
    expect(readSavegame(counters)).toEqual(game(undefined, { checked: 4, hintsUsed: 1, elapsedSeconds: 30 }));
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

  it("fits the largest valid game within the size bound, with room to spare", () => {
    const largest: Savegame = {
      ...game(cells(9) as number[], { notes: cells(511) as number[], checked: MAX, hintsUsed: MAX, elapsedSeconds: 366 * 86400 }),
      schema: 2,
      colors: cells(8) as number[],
      // Every candidate of every cell coloured, at two-digit cells as far as possible.
      noteColors: Array.from({ length: 729 }, (_, i): [number, number, number] => [80 - Math.floor(i / 9), (i % 9) + 1, 8]),
      eliminated: cells(511) as number[],
      liveNotes: false,
      mode: "relaxed",
      mistakes: MAX,
      hinted: [...TECHNIQUE_IDS],
    };
    expect(parseSavegame(largest)).toEqual(largest);
    const text = serializeSavegame(largest);
    expect(text).toBe(JSON.stringify(largest));
    // Measured: 8,221 characters. The bound leaves more than half on top.
    expect(text.length).toBe(8221);
    expect(text.length * 1.5).toBeLessThan(SAVEGAME_MAX_CHARS);
    expect(saveRequestSchema.safeParse(fields({ savegame: text })).success).toBe(true);
    // Posted form-encoded it is more than the general body limit, well within the saves' own.
    const body = new URLSearchParams(fields({ savegame: text })).toString();
    expect(body.length).toBeGreaterThan(BODY_LIMIT_BYTES * 0.9);
    expect(body.length).toBeLessThan(SAVE_BODY_LIMIT_BYTES);
  });

  it("lets a savegame one character past the bound reach the route, however it is form-encoded", () => {
    // Every character of JSON's punctuation takes 3 bytes form-encoded: the worst case of ASCII JSON.
    const worst = new URLSearchParams(fields({ savegame: "[".repeat(SAVEGAME_MAX_CHARS + 1) })).toString();
    expect(worst.length).toBeLessThan(SAVE_BODY_LIMIT_BYTES);
    const parsed = saveRequestSchema.safeParse(fields({ savegame: "[".repeat(SAVEGAME_MAX_CHARS + 1) }));
    expect(saveIssueKeys(parsed.error!)).toEqual({ savegame: ["saves.savegameTooLarge"] });
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

  it("drops eliminations and candidate colours at givens and keeps cell colours there", () => {
    const [given, open] = [givenCells[0]!, openCells[0]!];
    const colors = cells(0) as number[];
    colors[given] = 3;
    colors[open] = 5;
    const eliminated = cells(0) as number[];
    eliminated[given] = 0b1;
    eliminated[open] = 0b10;
    const noteColors: [number, number, number][] = [
      [given, 1, 1],
      [open, 2, 2],
      [given, 9, 8],
      [open, 9, 4],
    ];
    const result = checkSavegame(game(undefined, { schema: 2, colors, noteColors, eliminated, liveNotes: true, mode: "relaxed" }), STORED);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.colors).toEqual(colors);
    expect(result.state.noteColors).toEqual([
      [open, 2, 2],
      [open, 9, 4],
    ]);
    expect(result.state.eliminated!.filter((v) => v !== 0)).toEqual([0b10]);
    expect(result.state.eliminated![open]).toBe(0b10);
    expect(result.state).toMatchObject({ schema: 2, liveNotes: true, mode: "relaxed" });
  });

  it("leaves absent version 2 fields absent", () => {
    const result = checkSavegame(game(), STORED);
    expect(result.ok && Object.keys(result.state)).toEqual(["entries", "notes", "checked"]);
  });

  it.each<[string, Partial<Savegame>, boolean]>([
    ["a classic game with many mistakes", { mode: "classic", mistakes: 5 }, true],
    ["a game without a mode and with many mistakes", { mistakes: 5 }, true],
    ["a relaxed game with many mistakes", { mode: "relaxed", mistakes: 5 }, true],
    ["a strict game with no mistakes", { mode: "strict", mistakes: 0 }, true],
    ["a strict game without a mistake count", { mode: "strict" }, true],
    ["a strict game one mistake below the limit", { mode: "strict", mistakes: STRICT_MISTAKE_LIMIT - 1 }, true],
    ["a strict game at the limit", { mode: "strict", mistakes: STRICT_MISTAKE_LIMIT }, false],
    ["a strict game past the limit", { mode: "strict", mistakes: STRICT_MISTAKE_LIMIT + 4 }, false],
  ])("calls the solution solved for %s: %s", (_, extra, solved) => {
    expect(STRICT_MISTAKE_LIMIT).toBe(3);
    const g = game(solvedEntries(), extra);
    expect(failedAttempt(g)).toBe(!solved);
    // A failed attempt keeps its progress: only solving is denied.
    expect(checkSavegame(g, STORED)).toMatchObject({ ok: true, progress: 100, solved });
  });

  it("counts the progress of a failed strict attempt", () => {
    const entries = cells(0) as number[];
    for (const c of openCells.slice(0, 10)) entries[c] = 1;
    expect(checkSavegame(game(entries, { mode: "strict", mistakes: 3 }), STORED)).toMatchObject({ ok: true, progress: 19, solved: false });
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

  it("round-trips every version 2 field and writes the keys in a fixed order after the old ones", () => {
    const full: Savegame = {
      hinted: ["x-wing", "naked-pair"],
      mistakes: 2,
      mode: "strict",
      liveNotes: true,
      eliminated: cells(3) as number[],
      noteColors: [[10, 4, 6]],
      colors: cells(1) as number[],
      schema: 2,
      elapsedSeconds: 9,
      hintsUsed: 1,
      ...game(solvedEntries(), { checked: 2 }),
    };
    const text = serializeSavegame(full);
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      "entries",
      "notes",
      "checked",
      "hintsUsed",
      "elapsedSeconds",
      "schema",
      "colors",
      "noteColors",
      "eliminated",
      "liveNotes",
      "mode",
      "mistakes",
      "hinted",
    ]);
    expect(readSavegame(text)).toEqual(full);
    // Some fields only: the others stay out of the text.
    const some: Savegame = { ...game(), schema: 2, mode: "classic", liveNotes: false };
    const someText = serializeSavegame(some);
    expect(Object.keys(JSON.parse(someText) as object)).toEqual(["entries", "notes", "checked", "schema", "liveNotes", "mode"]);
    expect(readSavegame(someText)).toEqual(some);
  });

  it("reads a broken row as null instead of throwing", () => {
    expect(readSavegame("{")).toBeNull();
    expect(readSavegame('{"entries":[]}')).toBeNull();
  });
});
