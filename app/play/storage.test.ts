import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createGame, toSaved } from "./game-state.ts";
import { dailySlot, loadGame, saveGame } from "./storage.ts";
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";

/** localStorage as a Map, so the keys the board writes can be read back literally. */
function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

const ID = 42;
let storage: ReturnType<typeof memoryStorage>;

function played(firstOpenEntry: number) {
  const saved = toSaved(createGame({ id: ID, stars: 1, puzzle: PUZZLE, solution: SOLUTION }));
  const entries = [...saved.entries];
  entries[2] = firstOpenEntry; // cell 2 is open in PUZZLE ("530…")
  return { ...saved, entries, counter: 1 };
}

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => vi.unstubAllGlobals());

describe("games kept in this browser", () => {
  it("keeps a signed-out game under the puzzle alone and a player's game under their id", () => {
    saveGame(ID, played(4));
    saveGame(ID, played(5), 7);
    expect([...storage.data.keys()].sort()).toEqual(["sudoku-game-42", "sudoku-game-42@7"]);
    expect(loadGame(ID, PUZZLE)?.entries[2]).toBe(4);
    expect(loadGame(ID, PUZZLE, 7)?.entries[2]).toBe(5);
  });

  it("never shows one player's game to the next one on a shared browser", () => {
    saveGame(ID, played(4), 7);
    expect(loadGame(ID, PUZZLE)).toBeNull();
    expect(loadGame(ID, PUZZLE, 8)).toBeNull();
  });

  it("hands a game played signed out to the player who signs in, once", () => {
    saveGame(ID, played(6));
    expect(loadGame(ID, PUZZLE, 7)?.entries[2]).toBe(6);
    expect([...storage.data.keys()]).toEqual(["sudoku-game-42@7"]);
    expect(loadGame(ID, PUZZLE, 8)).toBeNull();
  });

  it("prefers the player's own game to a signed-out one", () => {
    saveGame(ID, played(5), 7);
    saveGame(ID, played(6));
    expect(loadGame(ID, PUZZLE, 7)?.entries[2]).toBe(5);
    expect(storage.data.has("sudoku-game-42")).toBe(true);
  });

  it("keeps a daily game under its day, apart from any catalogue game of the same number", () => {
    const DAILY_ID = 1_000_007;
    saveGame(DAILY_ID, played(4), 7);
    saveGame(dailySlot("2026-11-05"), played(5), 7);
    saveGame(dailySlot("2026-11-06"), played(6), 7);
    expect([...storage.data.keys()].sort()).toEqual([
      "sudoku-game-1000007@7",
      "sudoku-game-daily:2026-11-05@7",
      "sudoku-game-daily:2026-11-06@7",
    ]);
    expect(loadGame(dailySlot("2026-11-05"), PUZZLE, 7)?.entries[2]).toBe(5);
    expect(loadGame(dailySlot("2026-11-06"), PUZZLE, 7)?.entries[2]).toBe(6);
    expect(loadGame(DAILY_ID, PUZZLE, 7)?.entries[2]).toBe(4);
  });

  it("refuses a kept game of another puzzle and clears entries at given cells", () => {
    saveGame(ID, { ...played(4), puzzle: "1".repeat(81) });
    expect(loadGame(ID, PUZZLE)).toBeNull();
    const tampered = played(4);
    tampered.entries[0] = 9; // cell 0 is the given 5
    saveGame(ID, tampered);
    expect(loadGame(ID, PUZZLE)?.entries.slice(0, 3)).toEqual([0, 0, 4]);
  });
});

describe("the hinted techniques kept with a game (issue 31)", () => {
  it("come back as kept, and a game kept before them loads without", () => {
    saveGame(ID, { ...played(4), hinted: ["x-wing"] });
    expect(loadGame(ID, PUZZLE)?.hinted).toEqual(["x-wing"]);
    saveGame(ID, played(4));
    expect(loadGame(ID, PUZZLE)?.hinted).toBeUndefined();
  });

  it("refuse the kept game when they are not a list", () => {
    saveGame(ID, { ...played(4), hinted: "x-wing" as unknown as string[] });
    expect(loadGame(ID, PUZZLE)).toBeNull();
  });
});

describe("games kept before colours and mistake modes (version 1)", () => {
  /** A version 1 game as the board wrote it: no `v`, no colours, diffs of five numbers per cell. */
  const v1 = () => {
    const { v: _, colors: _c, noteColors: _n, eliminated: _e, liveNotes: _l, mode: _m, mistakes: _k, ...rest } = played(4);
    // r1c3: empty → 4 (notes 2 → 0); then r1c4 notes 0 → 6 (bit 32).
    return {
      ...rest,
      past: [
        [2, 0, 2, 4, 0],
        [3, 0, 0, 0, 32],
      ],
      future: [],
    };
  };

  it("still loads, with the new fields at their defaults and the history as slots", () => {
    storage.setItem("sudoku-game-42", JSON.stringify(v1()));
    const game = loadGame(ID, PUZZLE);
    expect(game).toMatchObject({ v: 2, mode: "classic", mistakes: 0, liveNotes: false, noteColors: [] });
    expect(game?.colors.every((c) => c === 0)).toBe(true);
    expect(game?.past).toEqual([
      [2, 0, 4, 81 + 2, 2, 0],
      [81 + 3, 0, 32],
    ]);
  });

  it("is refused when a diff is broken, as before", () => {
    storage.setItem("sudoku-game-42", JSON.stringify({ ...v1(), past: [[2, 0, 2, 10, 0]] }));
    expect(loadGame(ID, PUZZLE)).toBeNull();
  });

  it.each([
    ["a colour above 8", { colors: Array(81).fill(9) }],
    ["a note colour at cell 81", { noteColors: [[81, 1, 1]] }],
    ["an unknown mode", { mode: "easy" }],
    ["a diff slot beyond the layers", { past: [[1053, 0, 1]] }],
    ["a colour diff value above 8", { past: [[162, 0, 9]] }],
  ])("a version 2 game with %s is refused", (_, change) => {
    saveGame(ID, { ...played(4), ...change } as never);
    expect(loadGame(ID, PUZZLE)).toBeNull();
  });
});
