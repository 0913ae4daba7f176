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
