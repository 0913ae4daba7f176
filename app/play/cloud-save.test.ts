import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  classify,
  classifyFetch,
  enqueue,
  hasInput,
  loadQueue,
  mergeDecision,
  pendingSaveOf,
  queueKey,
  readPendingSave,
  readStoredGame,
  restoredFrom,
  retryDelay,
  sameGrid,
  settle,
  storeQueue,
  savegameText,
  toSavegame,
  type PendingSave,
  type Savegame,
} from "./cloud-save.ts";
import { dropUnkeyedQueue, forgetPendingSaves, SIGN_OUT_EVENT } from "./pending-saves.ts";
import { createGame, reduce as reduceCore, type Action, type GameState } from "./game-state.ts";
import { reduceMore } from "./game-more.ts";

/** The reducer as the board runs it once the tools of game-more.ts are loaded. */
const reduce = (state: GameState, action: Action) => reduceCore(state, action, reduceMore);
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";

const game = () => createGame({ id: 7, stars: 2, puzzle: PUZZLE, solution: SOLUTION });
const empty = () => new Array<number>(81).fill(0);
const stored = (version: number, entries = empty()) => ({
  version,
  savegame: { entries, notes: empty(), checked: 1, hintsUsed: 2, elapsedSeconds: 30 },
});
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
  it("carries the hinted techniques, only the engine's ids and each once, and restores them", () => {
    const s: GameState = { ...game(), hinted: ["x-wing", "guessing", "naked-pair", "x-wing"] };
    expect(toSavegame(s).hinted).toEqual(["x-wing", "naked-pair"]);
    expect(toSavegame(game()).hinted).toEqual([]);
    const back = restoredFrom({ version: 3, savegame: { ...toSavegame(s), hinted: ["pointing"] } }, s);
    expect(back.hinted).toEqual(["pointing"]);
  });

  it("has exactly the server's keys, the progress, and the change counter as version", () => {
    let s = reduce(game(), { type: "select", cell: 2 });
    s = reduce(s, { type: "digit", digit: 4, now: 0, speed: true });
    s = reduce(s, { type: "digit", digit: 4, now: 1, speed: true });
    expect(Object.keys(toSavegame(s)).sort()).toEqual([
      "checked",
      "colors",
      "elapsedSeconds",
      "eliminated",
      "entries",
      "hinted",
      "hintsUsed",
      "liveNotes",
      "mistakes",
      "mode",
      "noteColors",
      "notes",
      "schema",
    ]);
    const pending = pendingSaveOf(s);
    expect(pending).toMatchObject({ puzzleId: 7, version: 1, progress: 1 });
    expect((JSON.parse(pending.savegame) as { entries: number[] }).entries[2]).toBe(4);
    expect(pending).not.toHaveProperty("date");
    expect(pending.savegame).toBe(savegameText(s));
  });

  it("names the day of a daily puzzle's save, and is queued under it", () => {
    const pending = pendingSaveOf(game(), { kind: "daily", date: "2026-11-05" });
    expect(pending).toMatchObject({ puzzleId: 7, date: "2026-11-05", version: 0 });
    expect(queueKey(pending)).toBe("2026-11-05");
    expect(queueKey(pendingSaveOf(game()))).toBe("7");
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

  it("recognises a solved game without the solution: full and without a conflict", () => {
    const blind = { ...game(), solution: null };
    const entries = [...SOLUTION].map((d, c) => (PUZZLE[c] === "0" ? Number(d) : 0));
    expect(restoredFrom(stored(40, entries), blind).solved).toBe(true);
    // r1c3 and r1c4 swapped: full, but two columns repeat a digit.
    [entries[2], entries[3]] = [entries[3]!, entries[2]!];
    expect(restoredFrom(stored(41, entries), blind).solved).toBe(false);
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

  it("keys daily saves by their day, so two days of the daily puzzle never replace each other", () => {
    const day = (date: string, version: number): PendingSave => ({ ...save(1_000_001, version), date });
    let q = enqueue(enqueue({}, day("2026-11-04", 3)), day("2026-11-05", 1));
    q = enqueue(q, day("2026-11-05", 2));
    expect(Object.keys(q)).toEqual(["2026-11-04", "2026-11-05"]);
    expect(q["2026-11-05"]?.version).toBe(2);
    expect(Object.keys(settle(q, "2026-11-04", 3))).toEqual(["2026-11-05"]);
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
    expect(classify(500, {}, 3)).toEqual({ kind: "retry" });
    expect(classify(429, {}, 3)).toEqual({ kind: "retry" });
    // A lost session is not "later": the sync stops and says so (was "retry" before).
    expect(classify(401, {}, 3)).toEqual({ kind: "signed-out" });
    expect(classify(200, {}, 3)).toEqual({ kind: "saved", version: 3 });
    expect(classify(409, { version: 8, savegame: stored(8).savegame }, 3)).toEqual({ kind: "stale", stored: stored(8) });
    expect(classify(400, {}, 3)).toEqual({ kind: "rejected" });
    expect(classify(404, {}, 3)).toEqual({ kind: "rejected" });
  });
});

describe("classifyFetch (GET of the stored game)", () => {
  it("reads a game, no game, a lost session, and everything else as try again", () => {
    expect(classifyFetch(200, { success: true, version: 4, savegame: stored(4).savegame })).toEqual({ kind: "game", stored: stored(4) });
    expect(classifyFetch(404, {})).toEqual({ kind: "none" });
    expect(classifyFetch(401, {})).toEqual({ kind: "signed-out" });
    expect(classifyFetch(200, { version: 4, savegame: { entries: [] } })).toEqual({ kind: "retry" });
    expect(classifyFetch(429, {})).toEqual({ kind: "retry" });
    expect(classifyFetch(503, {})).toEqual({ kind: "retry" });
    expect(classifyFetch(null, null)).toEqual({ kind: "retry" });
  });
});

describe("the savegame's one schema on the board", () => {
  it("refuses unknown keys and out-of-range cells in a stored game", () => {
    expect(readStoredGame({ version: 3, savegame: { ...stored(3).savegame, past: [] } })).toBeNull();
    expect(readStoredGame({ version: 3, savegame: { ...stored(3).savegame, notes: [512, ...empty().slice(1)] } })).toBeNull();
    expect(readStoredGame({ version: 1.5, savegame: stored(3).savegame })).toBeNull();
  });

  it("caps the clock at the server's bound of 366 days", () => {
    const s = { ...game(), elapsed: 40_000_000 };
    expect(toSavegame(s).elapsedSeconds).toBe(31_622_400);
  });

  it("counts only entries and notes in open cells as the player's input", () => {
    expect(hasInput(game())).toBe(false);
    const notes = empty();
    notes[2] = 8;
    expect(hasInput({ ...game(), notes })).toBe(true);
  });

  it("reads back a queued save only when its savegame text passes the schema", () => {
    const good = { puzzleId: 7, version: 2, progress: 1, savegame: JSON.stringify(stored(2).savegame) };
    expect(readPendingSave(good)).toEqual(good);
    expect(readPendingSave({ ...good, savegame: "{}" })).toBeNull();
    expect(readPendingSave({ ...good, puzzleId: 0 })).toBeNull();
    expect(readPendingSave({ ...good, version: -1 })).toBeNull();
    expect(readPendingSave({ ...good, date: "2026-11-05" })).toEqual({ ...good, date: "2026-11-05" });
    expect(readPendingSave({ ...good, date: "5.11.2026" })).toBeNull();
  });
});

describe("the queue in localStorage, one per player", () => {
  const memory = new Map<string, string>();
  beforeEach(() => {
    memory.clear();
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    });
    vi.stubGlobal("window", new EventTarget());
  });
  afterEach(() => vi.unstubAllGlobals());

  const good = (puzzleId: number, version: number): PendingSave => ({
    puzzleId,
    version,
    progress: 0,
    savegame: JSON.stringify(stored(version).savegame),
  });

  it("keeps each player's saves under their own key", () => {
    storeQueue(5, { "7": good(7, 2) });
    storeQueue(6, { "8": good(8, 1) });
    expect([...memory.keys()]).toEqual(["sudoku-pending-saves:5", "sudoku-pending-saves:6"]);
    expect(Object.keys(loadQueue(5))).toEqual(["7"]);
    expect(Object.keys(loadQueue(6))).toEqual(["8"]);
    storeQueue(5, {});
    expect([...memory.keys()]).toEqual(["sudoku-pending-saves:6"]);
  });

  it("drops malformed entries when reading", () => {
    memory.set(
      "sudoku-pending-saves:5",
      JSON.stringify({ "7": good(7, 2), "8": { puzzleId: 8, version: 1, progress: 0, savegame: "{}" } }),
    );
    expect(Object.keys(loadQueue(5))).toEqual(["7"]);
    memory.set("sudoku-pending-saves:5", "not json");
    expect(loadQueue(5)).toEqual({});
  });

  it("removes the unkeyed queue of old without reading it: nobody knows whose games it holds", () => {
    memory.set("sudoku-pending-saves", JSON.stringify({ "7": good(7, 2) }));
    expect(loadQueue(5)).toEqual({});
    dropUnkeyedQueue();
    expect(memory.has("sudoku-pending-saves")).toBe(false);
  });

  it("keeps a player's catalogue and daily saves in one queue, each under its own game", () => {
    const dailySave = { ...good(1_000_007, 2), date: "2026-11-05" };
    storeQueue(5, { "7": good(7, 2), "2026-11-05": dailySave });
    expect([...memory.keys()]).toEqual(["sudoku-pending-saves:5"]);
    expect(loadQueue(5)).toEqual({ "7": good(7, 2), "2026-11-05": dailySave });
    storeQueue(5, {});
    expect([...memory.keys()]).toEqual([]);
  });

  it("reads the separate daily queue of before into the one queue, and drops it at the next write", () => {
    const dailySave = { ...good(1_000_007, 2), date: "2026-11-05" };
    storeQueue(5, { "7": good(7, 2) });
    memory.set("sudoku-pending-daily-saves:5", JSON.stringify({ "2026-11-05": dailySave }));
    expect(loadQueue(5)).toEqual({ "7": good(7, 2), "2026-11-05": dailySave });
    storeQueue(5, loadQueue(5));
    expect([...memory.keys()]).toEqual(["sudoku-pending-saves:5"]);
    expect(loadQueue(5)).toEqual({ "7": good(7, 2), "2026-11-05": dailySave });
  });

  it("forgets both of the player's queues at logout, and only theirs", () => {
    storeQueue(5, { "7": good(7, 2), "2026-11-05": { ...good(1_000_007, 2), date: "2026-11-05" } });
    memory.set("sudoku-pending-daily-saves:5", JSON.stringify({ "2026-11-04": { ...good(1_000_006, 2), date: "2026-11-04" } }));
    storeQueue(6, { "2026-11-05": { ...good(1_000_007, 1), date: "2026-11-05" } });
    memory.set("sudoku-pending-daily-saves:6", "{}");
    forgetPendingSaves(5);
    expect([...memory.keys()]).toEqual(["sudoku-pending-saves:6", "sudoku-pending-daily-saves:6"]);
  });

  it("forgets the player's queue at logout and tells the board to stop first", () => {
    storeQueue(5, { "7": good(7, 2) });
    storeQueue(6, { "8": good(8, 1) });
    memory.set("sudoku-pending-saves", "{}");
    const heard: string[] = [];
    window.addEventListener(SIGN_OUT_EVENT, () => heard.push(memory.has("sudoku-pending-saves:5") ? "before" : "after"));
    forgetPendingSaves(5);
    expect(heard).toEqual(["before"]);
    expect([...memory.keys()]).toEqual(["sudoku-pending-saves:6"]);
  });
});

describe("savegame version 2 between devices", () => {
  it("carries colours, candidate colours, eliminations, live mode, mistake mode and mistakes there and back", () => {
    let s = reduce(game(), { type: "setMode", mode: "strict" });
    s = reduce(s, { type: "toggleLiveNotes" });
    s = reduce(s, { type: "select", cell: 2 });
    s = reduce(s, { type: "color", color: 3 });
    s = reduce(s, { type: "filter", digit: 1 });
    s = reduce(s, { type: "color", color: 2 });
    s = reduce(s, { type: "toggleNotesMode" });
    s = reduce(s, { type: "digit", digit: 2, now: 0, speed: true });
    const sent = JSON.parse(savegameText(s)) as Savegame;
    expect(sent).toMatchObject({ schema: 2, mode: "strict", mistakes: 0, liveNotes: true, noteColors: [[2, 1, 2]] });
    expect([sent.colors?.[2], sent.eliminated?.[2]]).toEqual([3, 2]);
    const back = restoredFrom({ version: 9, savegame: sent }, { puzzle: s.puzzle, solution: s.solution, notesMode: false });
    expect(back).toMatchObject({ mode: "strict", liveNotes: true, noteColors: [[2, 1, 2]], counter: 9 });
    expect([back.colors[2], back.eliminated[2]]).toEqual([3, 2]);
  });

  it("reads a version 1 savegame with the defaults", () => {
    const back = restoredFrom(
      { version: 1, savegame: { entries: new Array(81).fill(0), notes: new Array(81).fill(0), checked: 0 } },
      game(),
    );
    expect(back).toMatchObject({ mode: "classic", mistakes: 0, liveNotes: false, noteColors: [] });
    expect(back.colors.every((c) => c === 0) && back.eliminated.every((c) => c === 0)).toBe(true);
  });

  it("counts a colour-only game as input, and a different colour as a different grid", () => {
    const coloured = reduce(reduce(game(), { type: "select", cell: 2 }), { type: "color", color: 1 });
    expect(hasInput(coloured)).toBe(true);
    expect(sameGrid(toSavegame(coloured), toSavegame(game()))).toBe(false);
    expect(sameGrid(toSavegame(coloured), toSavegame(coloured))).toBe(true);
  });
});
