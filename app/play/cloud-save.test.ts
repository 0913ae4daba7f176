import { describe, expect, it } from "vitest";
import { classify, enqueue, mergeDecision, pendingSaveOf, readStoredGame, restoredFrom, retryDelay, sameGrid, settle, toSavegame, type PendingSave } from "./cloud-save.ts";
import { createGame, reduce } from "./game-state.ts";
import { PUZZLE, SOLUTION } from "./test-puzzle.ts";

const game = () => createGame({ id: 7, stars: 2, puzzle: PUZZLE, solution: SOLUTION });
const empty = () => new Array<number>(81).fill(0);
const stored = (version: number, entries = empty()) => ({ version, savegame: { entries, notes: empty(), checked: 1, hintsUsed: 2, elapsedSeconds: 30 } });
const save = (puzzleId: number, version: number): PendingSave => ({ puzzleId, version, progress: 0, savegame: "{}" });

describe("mergeDecision", () => {
  it("pushes the browser's game when the server has none, and does nothing without a game", () => {
    expect(mergeDecision(5, null)).toBe("push");
    expect(mergeDecision(0, null)).toBe("none");
  });

  it("pushes a newer browser game, adopts a newer server game, and leaves equal versions alone", () => {
    expect(mergeDecision(9, stored(4))).toBe("push");
    expect(mergeDecision(3, stored(4))).toBe("adopt");
    expect(mergeDecision(0, stored(4))).toBe("adopt");
    expect(mergeDecision(4, stored(4))).toBe("none");
  });
});

describe("the savegame the board sends", () => {
  it("has exactly the server's keys, the progress, and the change counter as version", () => {
    let s = reduce(game(), { type: "select", cell: 2 });
    s = reduce(s, { type: "digit", digit: 4, now: 0, speed: true });
    s = reduce(s, { type: "digit", digit: 4, now: 1, speed: true });
    expect(Object.keys(toSavegame(s)).sort()).toEqual(["checked", "elapsedSeconds", "entries", "hintsUsed", "notes"]);
    const pending = pendingSaveOf(s);
    expect(pending).toMatchObject({ puzzleId: 7, version: 1, progress: 1 });
    expect((JSON.parse(pending.savegame) as { entries: number[] }).entries[2]).toBe(4);
  });
});

describe("a stored game back on the board", () => {
  it("continues the counter from the stored version and keeps givens out of the entries", () => {
    const entries = empty();
    entries[0] = 5; // a given cell: must stay 0
    entries[2] = 4;
    const restored = restoredFrom(stored(12, entries), game());
    expect(restored.counter).toBe(12);
    expect(restored.entries[0]).toBe(0);
    expect(restored.entries[2]).toBe(4);
    expect(restored).toMatchObject({ checked: 1, hints: 2, elapsed: 30, solved: false, past: [], future: [] });
  });

  it("recognises a solved game", () => {
    const entries = [...SOLUTION].map((d, c) => (PUZZLE[c] === "0" ? Number(d) : 0));
    expect(restoredFrom(stored(40, entries), game()).solved).toBe(true);
  });

  it("compares grids and reads only well-formed answers", () => {
    expect(sameGrid(stored(1).savegame, toSavegame(game()))).toBe(true);
    expect(readStoredGame({ version: 3, savegame: stored(3).savegame })?.version).toBe(3);
    expect(readStoredGame({ version: 3, savegame: { entries: [1], notes: empty(), checked: 0 } })).toBeNull();
    expect(readStoredGame({ version: -1, savegame: stored(3).savegame })).toBeNull();
    expect(readStoredGame(null)).toBeNull();
  });
});

describe("the queue of saves waiting for the server", () => {
  it("keeps the newest save per puzzle", () => {
    let q = enqueue({}, save(1, 3));
    q = enqueue(q, save(1, 2));
    expect(q["1"]?.version).toBe(3);
    q = enqueue(q, save(1, 5));
    q = enqueue(q, save(2, 1));
    expect(Object.keys(q)).toEqual(["1", "2"]);
    expect(q["1"]?.version).toBe(5);
  });

  it("drops a save once the server holds that version or a newer one, never a newer queued one", () => {
    const q = enqueue(enqueue({}, save(1, 5)), save(2, 1));
    expect(settle(q, 1, 4)).toBe(q);
    expect(Object.keys(settle(q, 1, 5))).toEqual(["2"]);
    expect(Object.keys(settle(q, 1, 9))).toEqual(["2"]);
    expect(settle(q, 3, 9)).toBe(q);
  });

  it("backs off exponentially up to a minute", () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelay(20)).toBe(60_000);
  });
});

describe("classify", () => {
  it("retries what may pass later, adopts on 409, gives up on refusals", () => {
    expect(classify(null, null, 3)).toEqual({ kind: "retry" });
    expect(classify(503, {}, 3)).toEqual({ kind: "retry" });
    expect(classify(401, {}, 3)).toEqual({ kind: "retry" });
    expect(classify(200, {}, 3)).toEqual({ kind: "saved", version: 3 });
    expect(classify(409, { version: 8, savegame: stored(8).savegame }, 3)).toEqual({ kind: "stale", stored: stored(8) });
    expect(classify(400, {}, 3)).toEqual({ kind: "rejected" });
    expect(classify(404, {}, 3)).toEqual({ kind: "rejected" });
  });
});
