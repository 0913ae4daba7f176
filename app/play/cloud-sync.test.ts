import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PendingQueue, PendingSave, SaveTarget, StoredGame } from "./cloud-save.ts";
import {
  browserTransport,
  createCloudSync,
  DEBOUNCE_MS,
  start,
  statusOf,
  transition,
  type Answer,
  type Clock,
  type CloudTransport,
  type Known,
  type SyncState,
} from "./cloud-sync.ts";
import { createGame } from "./game-state.ts";
import { createGameStore, type GameStore } from "./game-store.ts";
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";

// The cloud save without a browser and without real timers: a fake transport whose requests the
// test answers one by one, and a clock that only moves when the test advances it.

const T0 = 1_000_000;
const empty = () => new Array<number>(81).fill(0);
const openCells = [...PUZZLE].flatMap((ch, c) => (ch === "0" ? [c] : []));
const solutionAt = (c: number) => Number(SOLUTION[c]);

/** Lets the promise chains of answered requests run. */
async function flush() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

class FakeClock implements Clock {
  t = T0;
  private seq = 0;
  readonly timers = new Map<number, { at: number; run: () => void }>();
  now = () => this.t;
  setTimeout = (run: () => void, ms: number) => {
    this.seq++;
    this.timers.set(this.seq, { at: this.t + ms, run });
    return this.seq;
  };
  clearTimeout = (handle: unknown) => {
    this.timers.delete(handle as number);
  };
  /** Moves time on by `ms`, running every timer that falls due on the way, in order. */
  async advance(ms: number) {
    const end = this.t + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, x]) => x.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.t = due[1].at;
      due[1].run();
      await flush();
    }
    this.t = end;
  }
}

interface Request {
  save: PendingSave;
  keepalive: boolean;
  reply(status: number | null, body?: unknown): Promise<void>;
}

class FakeTransport implements CloudTransport {
  target: SaveTarget = { kind: "catalogue" };
  readonly posts: Request[] = [];
  readonly fetches: { puzzleId: number; reply(status: number | null, body?: unknown): Promise<void> }[] = [];
  queue: PendingQueue = {};
  /** What the queue held at the moment of each post. */
  readonly queueAtPost: PendingQueue[] = [];

  post = (save: PendingSave, keepalive: boolean) =>
    new Promise<Answer>((resolve) => {
      this.queueAtPost.push(this.queue);
      this.posts.push({ save, keepalive, reply: reply(resolve) });
    });
  fetchStored = (puzzleId: number) => new Promise<Answer>((resolve) => this.fetches.push({ puzzleId, reply: reply(resolve) }));
  readQueue = () => this.queue;
  writeQueue = (queue: PendingQueue) => {
    this.queue = queue;
  };
  get last(): Request {
    return this.posts.at(-1)!;
  }
}

const reply =
  (resolve: (a: Answer) => void) =>
  async (status: number | null, body: unknown = {}) => {
    resolve({ status, body: status === null ? null : body });
    await flush();
  };

const savegame = (entries = empty(), notes = empty()) => ({ entries, notes, checked: 0, hintsUsed: 0, elapsedSeconds: 0 });
const storedBody = (version: number, entries = empty(), notes = empty()) => ({
  success: true,
  version,
  savegame: savegame(entries, notes),
});
const conflictBody = (version: number, entries = empty()) => ({
  ...storedBody(version, entries),
  success: false,
  message: "…",
  errors: { version: ["…"] },
});

/** The right digit in the n-th open cell, by the two-step entry. */
function enter(store: GameStore, n: number, now = 0) {
  const cell = openCells[n]!;
  store.dispatch({ type: "select", cell });
  store.dispatch({ type: "digit", digit: solutionAt(cell), now, speed: true });
  store.dispatch({ type: "digit", digit: solutionAt(cell), now: now + 1, speed: true });
}

/** A note toggled in the n-th open cell: on, or off again. */
function toggleNote(store: GameStore, n: number, digit = 1) {
  const s = store.getState();
  if (!s.notesMode) store.dispatch({ type: "toggleNotesMode" });
  store.dispatch({ type: "select", cell: openCells[n]! });
  store.dispatch({ type: "digit", digit, now: 0, speed: true });
  store.dispatch({ type: "toggleNotesMode" });
}

function setup(before?: (store: GameStore) => void) {
  const store = createGameStore(createGame({ id: 7, stars: 2, puzzle: PUZZLE, solution: SOLUTION }));
  before?.(store);
  const clock = new FakeClock();
  const transport = new FakeTransport();
  const sync = createCloudSync(store, transport, clock);
  return { store, clock, transport, sync, status: () => statusOf(sync.getState()) };
}

/** Signed in, the server holds no game of this puzzle yet. */
async function ready(before?: (store: GameStore) => void) {
  const t = setup(before);
  expect(t.transport.fetches.map((f) => f.puzzleId)).toEqual([7]);
  await t.transport.fetches[0]!.reply(404);
  return t;
}

describe("loading the stored game", () => {
  it("sends nothing before the server said what it holds", async () => {
    const t = setup();
    enter(t.store, 0);
    await t.clock.advance(10_000);
    expect(t.transport.posts).toHaveLength(0);
    expect(t.sync.getState().kind).toBe("loading");
    await t.transport.fetches[0]!.reply(404);
    // The change made while loading goes out at once: it is a game the server does not have.
    expect(t.transport.posts.map((p) => p.save.version)).toEqual([1]);
  });

  it("resumes a newer stored game, with its counter and without the undo history", async () => {
    const t = setup((store) => enter(store, 0));
    const entries = empty();
    entries[openCells[3]!] = solutionAt(openCells[3]!);
    await t.transport.fetches[0]!.reply(200, storedBody(5, entries));
    expect(t.transport.posts).toHaveLength(0);
    expect(t.store.getState().entries[openCells[3]!]).toBe(solutionAt(openCells[3]!));
    expect(t.store.getState().entries[openCells[0]!]).toBe(0);
    expect(t.store.getState().saving).toEqual({ active: false, counter: 5 });
    expect(t.store.getState().past).toEqual([]);
    expect(t.status()).toBe("resumed");
  });

  it("retries the load with backoff when the server cannot say, and at once when back online", async () => {
    const t = setup();
    await t.transport.fetches[0]!.reply(503);
    expect(t.sync.getState()).toMatchObject({ kind: "retrying", failures: 1, retryAt: T0 + 2000 });
    expect(t.status()).toBe("pending");
    await t.clock.advance(1999);
    expect(t.transport.fetches).toHaveLength(1);
    await t.clock.advance(1);
    expect(t.transport.fetches).toHaveLength(2);
    await t.transport.fetches[1]!.reply(null);
    expect(t.sync.getState()).toMatchObject({ kind: "offline", failures: 2, retryAt: T0 + 2000 + 4000 });
    t.sync.online();
    expect(t.transport.fetches).toHaveLength(3);
  });
});

describe("carry-over of a game played before signing in", () => {
  it("pushes the browser's game when the server has none", async () => {
    const t = await ready((store) => {
      enter(store, 0);
      enter(store, 1);
    });
    expect(t.transport.posts).toHaveLength(1);
    expect(t.transport.last.save).toMatchObject({ puzzleId: 7, version: 2, progress: 3 });
    await t.transport.last.reply(200);
    expect(t.status()).toBe("saved");
    expect(t.store.getState().saving).toEqual({ active: false, counter: 2 });
  });

  it("pushes the browser's game when its counter is higher than the server's", async () => {
    const t = setup((store) => {
      enter(store, 0);
      enter(store, 1);
      enter(store, 2);
    });
    await t.transport.fetches[0]!.reply(200, storedBody(2));
    expect(t.transport.posts.map((p) => p.save.version)).toEqual([3]);
    expect(t.store.getState().entries[openCells[2]!]).toBe(solutionAt(openCells[2]!));
  });

  it("leaves equal versions alone", async () => {
    const t = setup((store) => enter(store, 0));
    const entries = empty();
    entries[openCells[0]!] = solutionAt(openCells[0]!);
    await t.transport.fetches[0]!.reply(200, storedBody(1, entries));
    expect(t.transport.posts).toHaveLength(0);
    expect(t.status()).toBe("saved");
    expect(t.store.getState().saving).toEqual({ active: false, counter: 1 });
  });
});

describe("debounce", () => {
  it("sends several changes within the pause as one post, 1500 ms after the last", async () => {
    const t = await ready();
    expect(DEBOUNCE_MS).toBe(1500);
    enter(t.store, 0);
    await t.clock.advance(1000);
    enter(t.store, 1);
    await t.clock.advance(1000);
    enter(t.store, 2);
    expect(t.status()).toBe("saving");
    await t.clock.advance(1499);
    expect(t.transport.posts).toHaveLength(0);
    await t.clock.advance(1);
    expect(t.transport.posts).toHaveLength(1);
    expect(t.transport.last).toMatchObject({ keepalive: false, save: { puzzleId: 7, version: 3 } });
    expect(JSON.parse(t.transport.last.save.savegame)).toMatchObject({ checked: 0, hintsUsed: 0 });
    await t.transport.last.reply(200);
    expect(t.status()).toBe("saved");
    expect(t.store.getState().saving).toEqual({ active: false, counter: 3 });
    await t.clock.advance(120_000);
    expect(t.transport.posts).toHaveLength(1);
  });

  it("sends changes made while a save was on its way after the next pause", async () => {
    const t = await ready();
    enter(t.store, 0);
    await t.clock.advance(1500);
    enter(t.store, 1);
    await t.transport.last.reply(200);
    expect(t.sync.getState()).toMatchObject({ kind: "dirty", acked: 1, dueAt: T0 + 1500 + 1500 });
    await t.clock.advance(1499);
    expect(t.transport.posts).toHaveLength(1);
    await t.clock.advance(1);
    expect(t.transport.posts.map((p) => p.save.version)).toEqual([1, 2]);
  });

  it("sends at once on the save button", async () => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    expect(t.transport.posts.map((p) => p.save.version)).toEqual([1]);
  });
});

describe("leaving the page", () => {
  it("posts with keepalive, and the queue holds the save until the server has it", async () => {
    const t = await ready();
    enter(t.store, 0);
    await t.clock.advance(500);
    t.sync.leave();
    expect(t.transport.posts).toHaveLength(1);
    expect(t.transport.last.keepalive).toBe(true);
    expect(t.transport.queueAtPost[0]).toEqual({ "7": t.transport.last.save });
    expect(t.transport.queue["7"]?.version).toBe(1);
    // The pause is over: no second, ordinary post of the same change.
    await t.clock.advance(120_000);
    expect(t.transport.posts).toHaveLength(1);
    await t.transport.last.reply(200);
    expect(t.transport.queue).toEqual({});
    expect(t.status()).toBe("saved");
  });

  it("keeps the queued save when the keepalive post fails", async () => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.leave();
    await t.transport.last.reply(null);
    expect(t.transport.queue["7"]?.version).toBe(1);
  });

  it("does nothing when everything is saved, and the board going away sends the last change", async () => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    await t.transport.last.reply(200);
    t.sync.leave();
    expect(t.transport.posts).toHaveLength(1);
    enter(t.store, 1);
    t.sync.dispose();
    expect(t.transport.posts).toHaveLength(2);
    expect(t.transport.last).toMatchObject({ keepalive: true, save: { version: 2 } });
    await t.transport.last.reply(200);
    expect(t.transport.queue).toEqual({});
    // Disposed: no timer left, nothing more is sent.
    expect(t.clock.timers.size).toBe(0);
  });
});

describe("retry with backoff", () => {
  it("waits 2 s, 4 s, 8 s … up to 60 s between attempts", async () => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      await t.transport.last.reply(503);
      const { retryAt } = t.sync.getState() as Extract<SyncState, { kind: "retrying" }>;
      waits.push(retryAt - t.clock.t);
      const before = t.transport.posts.length;
      await t.clock.advance(retryAt - t.clock.t - 1);
      expect(t.transport.posts).toHaveLength(before);
      await t.clock.advance(1);
      expect(t.transport.posts).toHaveLength(before + 1);
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    expect(t.transport.posts.every((p) => p.save.version === 1 && !p.keepalive)).toBe(true);
    expect(t.transport.queue["7"]?.version).toBe(1);
    await t.transport.last.reply(200);
    expect(t.transport.queue).toEqual({});
    expect(t.status()).toBe("saved");
  });

  it.each([
    ["429 too many requests", 429, "retrying"],
    ["500", 500, "retrying"],
    ["503 storage unavailable", 503, "retrying"],
    ["a network error", null, "offline"],
  ] as const)("retries after %s: shows pending, queues the save, posts again after 2000 ms", async (_, status, kind) => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    await t.transport.last.reply(status);
    expect(t.sync.getState()).toMatchObject({ kind, failures: 1, retryAt: T0 + 2000 });
    expect(t.status()).toBe("pending");
    expect(t.transport.queue["7"]?.version).toBe(1);
    await t.clock.advance(1999);
    expect(t.transport.posts).toHaveLength(1);
    await t.clock.advance(1);
    expect(t.transport.posts).toHaveLength(2);
  });

  it("keeps waiting through further changes and then sends the newest game", async () => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    await t.transport.last.reply(503);
    await t.clock.advance(1000);
    enter(t.store, 1);
    expect(t.sync.getState()).toMatchObject({ kind: "retrying", retryAt: T0 + 2000 });
    expect(t.status()).toBe("pending");
    await t.clock.advance(1000);
    expect(t.transport.posts.map((p) => p.save.version)).toEqual([1, 2]);
  });

  it("retries at once when the browser is back online, and starts the backoff afresh", async () => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    await t.transport.last.reply(null);
    await t.clock.advance(2000);
    await t.transport.last.reply(null);
    expect(t.sync.getState()).toMatchObject({ kind: "offline", failures: 2, retryAt: t.clock.t + 4000 });
    t.sync.online();
    expect(t.transport.posts).toHaveLength(3);
    await t.transport.last.reply(null);
    expect(t.sync.getState()).toMatchObject({ kind: "offline", failures: 1, retryAt: t.clock.t + 2000 });
    t.sync.online();
    await t.transport.last.reply(200);
    expect(t.status()).toBe("saved");
    expect(t.transport.queue).toEqual({});
  });
});

describe("refusals", () => {
  it.each([400, 404])("gives up on %i without retrying; the next change tries afresh", async (status) => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    await t.transport.last.reply(status, { success: false });
    expect(t.sync.getState()).toMatchObject({ kind: "idle", notice: "rejected", acked: 1 });
    expect(t.status()).toBe("failed");
    expect(t.transport.queue).toEqual({});
    await t.clock.advance(120_000);
    expect(t.transport.posts).toHaveLength(1);
    enter(t.store, 1);
    await t.clock.advance(1500);
    expect(t.transport.posts.map((p) => p.save.version)).toEqual([1, 2]);
  });

  it("stops at 401 and shows the signed-out state; the game stays in this browser", async () => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    await t.transport.last.reply(401);
    expect(t.sync.getState().kind).toBe("signed-out");
    expect(t.status()).toBe("signed-out");
    expect(t.transport.queue["7"]?.version).toBe(1);
    await t.clock.advance(120_000);
    enter(t.store, 1);
    t.sync.saveNow();
    t.sync.online();
    t.sync.leave();
    await t.clock.advance(120_000);
    expect(t.transport.posts).toHaveLength(1);
    expect(t.clock.timers.size).toBe(0);
  });

  it("stops when the load answers 401", async () => {
    const t = setup((store) => enter(store, 0));
    await t.transport.fetches[0]!.reply(401);
    expect(t.status()).toBe("signed-out");
    t.sync.leave();
    expect(t.transport.posts).toHaveLength(0);
  });

  it("stops at logout in this tab: nothing more is sent or queued", async () => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    t.sync.signOut();
    await t.transport.last.reply(503);
    expect(t.transport.queue).toEqual({});
    enter(t.store, 1);
    t.sync.leave();
    await t.clock.advance(120_000);
    expect(t.transport.posts).toHaveLength(1);
    expect(t.status()).toBe("signed-out");
  });
});

describe("409: a newer game elsewhere", () => {
  it("adopts the server's different game: the board becomes it, the undo history is cleared", async () => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    const elsewhere = openCells[5]!;
    const entries = empty();
    entries[elsewhere] = solutionAt(elsewhere);
    await t.transport.last.reply(409, conflictBody(10, entries));
    const s = t.store.getState();
    expect(s.entries[elsewhere]).toBe(solutionAt(elsewhere));
    expect(s.entries[openCells[0]!]).toBe(0);
    expect(s.saving).toEqual({ active: false, counter: 10 });
    expect(s.past).toEqual([]);
    expect(s.future).toEqual([]);
    expect(t.sync.getState()).toMatchObject({ kind: "conflict", acked: 10, counter: 10 });
    expect(t.status()).toBe("conflict");
    // Nothing to send back; the next change continues from version 10.
    await t.clock.advance(120_000);
    expect(t.transport.posts).toHaveLength(1);
    enter(t.store, 1);
    await t.clock.advance(1500);
    expect(t.transport.last.save.version).toBe(11);
  });

  it("keeps the undo history when the server's game has the same grid, and only takes its counter", async () => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    const entries = empty();
    entries[openCells[0]!] = solutionAt(openCells[0]!);
    await t.transport.last.reply(409, conflictBody(6, entries));
    const s = t.store.getState();
    expect(s.saving).toEqual({ active: false, counter: 6 });
    expect(s.past).toHaveLength(1);
    expect(t.status()).toBe("saved");
  });

  it("counts an unreadable 409 as a refusal, without retrying", async () => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    await t.transport.last.reply(409, { success: false });
    expect(t.status()).toBe("failed");
    await t.clock.advance(120_000);
    expect(t.transport.posts).toHaveLength(1);
  });
});

describe("a game without any entry", () => {
  it("is neither posted nor queued", async () => {
    const t = await ready();
    toggleNote(t.store, 0);
    toggleNote(t.store, 0);
    expect(t.store.getState().saving.counter).toBe(2);
    await t.clock.advance(120_000);
    t.sync.saveNow();
    t.sync.leave();
    t.sync.dispose();
    expect(t.transport.posts).toHaveLength(0);
    expect(t.transport.queue).toEqual({});
    // Nothing is waiting to be saved, so the status line does not say "saving".
    expect(t.store.getState().saving.active).toBe(false);
    expect(t.status()).toBe("idle");
  });

  it("is not carried into the account after signing in", async () => {
    const t = await ready((store) => {
      toggleNote(store, 0);
      toggleNote(store, 0);
    });
    expect(t.transport.posts).toHaveLength(0);
    expect(t.store.getState().saving.active).toBe(false);
  });

  it("is sent when it empties a game the account holds, so the old grid does not come back", async () => {
    const t = await ready();
    enter(t.store, 0);
    t.sync.saveNow();
    await t.transport.last.reply(200);
    t.store.dispatch({ type: "reset" });
    await t.clock.advance(1500);
    expect(t.transport.posts.map((p) => p.save.version)).toEqual([1, 2]);
    expect(JSON.parse(t.transport.last.save.savegame).entries).toEqual(empty());
  });

  it("a note alone is input and is saved", async () => {
    const t = await ready();
    toggleNote(t.store, 0, 3);
    await t.clock.advance(1500);
    expect(t.transport.posts).toHaveLength(1);
    expect(JSON.parse(t.transport.last.save.savegame).notes[openCells[0]!]).toBe(4);
  });
});

describe("the queue of other puzzles", () => {
  const queued = (puzzleId: number, version: number): PendingSave => ({
    puzzleId,
    version,
    progress: 0,
    savegame: JSON.stringify(savegame()),
  });

  it("sends other puzzles' queued saves after loading, and drops them once taken", async () => {
    const store = createGameStore(createGame({ id: 7, stars: 2, puzzle: PUZZLE, solution: SOLUTION }));
    const clock = new FakeClock();
    const transport = new FakeTransport();
    transport.queue = { "3": queued(3, 4), "7": queued(7, 1) };
    createCloudSync(store, transport, clock);
    await transport.fetches[0]!.reply(404);
    expect(transport.posts.map((p) => p.save.puzzleId)).toEqual([3]);
    await transport.last.reply(200);
    expect(Object.keys(transport.queue)).toEqual(["7"]);
  });

  it("stops the round at the first failure and keeps the save", async () => {
    const store = createGameStore(createGame({ id: 7, stars: 2, puzzle: PUZZLE, solution: SOLUTION }));
    const transport = new FakeTransport();
    transport.queue = { "3": queued(3, 4), "4": queued(4, 2) };
    createCloudSync(store, transport, new FakeClock());
    await transport.fetches[0]!.reply(404);
    await transport.last.reply(429);
    expect(transport.posts).toHaveLength(1);
    expect(Object.keys(transport.queue)).toEqual(["3", "4"]);
  });
});

describe("the daily puzzle's sync", () => {
  const DAY = "2026-11-05";
  const daily = (): SaveTarget => ({ kind: "daily", date: DAY });
  /** The daily puzzle on its day: the browser has no solution; its id is a pool id. */
  const dailyStore = () => createGameStore(createGame({ id: 1_000_007, stars: 3, puzzle: PUZZLE, solution: null }));
  const queued = (date: string, version: number): PendingSave => ({
    puzzleId: 1_000_001,
    date,
    version,
    progress: 0,
    savegame: JSON.stringify(savegame()),
  });

  it("stamps its saves with the day and keeps them in the queue under the day", async () => {
    const store = dailyStore();
    const transport = new FakeTransport();
    transport.target = daily();
    const sync = createCloudSync(store, transport, new FakeClock());
    await transport.fetches[0]!.reply(404);
    enter(store, 0);
    sync.leave();
    expect(transport.last.save).toMatchObject({ puzzleId: 1_000_007, date: DAY, version: 1 });
    expect(Object.keys(transport.queue)).toEqual([DAY]);
    await transport.last.reply(200);
    expect(transport.queue).toEqual({});
  });

  it("sends the saves of other days after loading, never its own day's again", async () => {
    const transport = new FakeTransport();
    transport.target = daily();
    transport.queue = { "2026-11-04": queued("2026-11-04", 3), [DAY]: queued(DAY, 1) };
    createCloudSync(dailyStore(), transport, new FakeClock());
    await transport.fetches[0]!.reply(404);
    expect(transport.posts.map((p) => p.save.date)).toEqual(["2026-11-04"]);
    await transport.last.reply(200);
    expect(Object.keys(transport.queue)).toEqual([DAY]);
  });

  it("knows the game solved by a full grid without a conflict when the stored game is resumed", async () => {
    const store = dailyStore();
    const transport = new FakeTransport();
    transport.target = daily();
    createCloudSync(store, transport, new FakeClock());
    const entries = [...PUZZLE].map((ch, c) => (ch === "0" ? solutionAt(c) : 0));
    await transport.fetches[0]!.reply(200, storedBody(60, entries));
    expect(store.getState()).toMatchObject({ solved: true, saving: { active: false, counter: 60 } });
  });
});

describe("browserTransport", () => {
  const memory = new Map<string, string>();
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  beforeEach(() => {
    memory.clear();
    calls.length = 0;
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    });
    vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify({ success: true }), { status: 200 }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const text = JSON.stringify(savegame());
  const catalogueSave: PendingSave = { puzzleId: 7, version: 3, progress: 4, savegame: text };
  const dailySave: PendingSave = { puzzleId: 1_000_007, date: "2026-11-05", version: 2, progress: 1, savegame: text };
  const form = (i: number) => [...(calls[i]!.init!.body as URLSearchParams).entries()];

  it("posts a catalogue save by puzzle id to /api/sudoku/save and reads the stored game by id", async () => {
    const transport = browserTransport(5, { kind: "catalogue" });
    expect(await transport.post(catalogueSave, true)).toEqual({ status: 200, body: { success: true } });
    expect(calls[0]).toMatchObject({ url: "/api/sudoku/save", init: { method: "POST", keepalive: true, credentials: "same-origin" } });
    expect(form(0)).toEqual([
      ["puzzleId", "7"],
      ["savegame", text],
      ["version", "3"],
      ["progress", "4"],
    ]);
    await transport.fetchStored(7);
    expect(calls[1]).toMatchObject({ url: "/api/sudoku/save?puzzleId=7", init: { credentials: "same-origin" } });
  });

  it("posts a daily save by date to /api/daily-sudoku/save and reads the stored game by date", async () => {
    const transport = browserTransport(5, { kind: "daily", date: "2026-11-05" });
    await transport.post(dailySave, false);
    expect(calls[0]).toMatchObject({ url: "/api/daily-sudoku/save", init: { method: "POST", keepalive: false } });
    expect(form(0)).toEqual([
      ["date", "2026-11-05"],
      ["savegame", text],
      ["version", "2"],
      ["progress", "1"],
    ]);
    await transport.fetchStored(1_000_007);
    expect(calls[1]!.url).toBe("/api/daily-sudoku/save?date=2026-11-05");
  });

  it("keeps both targets' saves in the player's one queue, each under its own game, whichever key it was stored under", () => {
    const catalogue = browserTransport(5, { kind: "catalogue" });
    const daily = browserTransport(5, { kind: "daily", date: "2026-11-05" });
    catalogue.writeQueue({ "7": catalogueSave });
    daily.writeQueue({ ...daily.readQueue(), "2026-11-05": dailySave });
    expect([...memory.keys()]).toEqual(["sudoku-pending-saves:5"]);
    expect(catalogue.readQueue()).toEqual({ "7": catalogueSave, "2026-11-05": dailySave });
    expect(daily.readQueue()).toEqual(catalogue.readQueue());
    // Keys swapped by hand in storage: each save is read back under its own game, and posts to its own endpoint (saveRequest).
    memory.set("sudoku-pending-saves:5", JSON.stringify({ "2026-11-05": catalogueSave, "7": dailySave }));
    expect(catalogue.readQueue()).toEqual({ "7": catalogueSave, "2026-11-05": dailySave });
  });

  it("reports no answer when the request fails, and a body that is not JSON as null", async () => {
    const transport = browserTransport(5, { kind: "catalogue" });
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")));
    expect(await transport.post(catalogueSave, false)).toEqual({ status: null, body: null });
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("<html>", { status: 502 })));
    expect(await transport.fetchStored(7)).toEqual({ status: 502, body: null });
  });
});

describe("transition (pure)", () => {
  const k = (over: Partial<Known> = {}): Known => ({ counter: 3, input: true, acked: 2, stored: true, ...over });
  const save = (version: number): PendingSave => ({ puzzleId: 7, version, progress: 0, savegame: "{}" });
  const stored: StoredGame = { version: 9, savegame: savegame() };

  it("starts by loading the stored game", () => {
    expect(start(4, true)).toEqual({
      state: { kind: "loading", failures: 0, counter: 4, input: true, acked: null, stored: false },
      effects: [{ type: "fetch" }],
    });
  });

  it("moves the pause on with every change", () => {
    const s: SyncState = { ...k(), kind: "dirty", dueAt: 5000 };
    expect(transition(s, { type: "changed", counter: 4, input: true, now: 4000 })).toEqual({
      state: { ...k({ counter: 4 }), kind: "dirty", dueAt: 5500 },
      effects: [],
    });
  });

  it("posts when the pause is over, not a millisecond earlier", () => {
    const s: SyncState = { ...k(), kind: "dirty", dueAt: 5000 };
    expect(transition(s, { type: "timer", now: 4999 })).toEqual({ state: s, effects: [] });
    expect(transition(s, { type: "timer", now: 5000 })).toEqual({
      state: { ...k(), kind: "saving", version: 3, keepalive: false, failures: 0 },
      effects: [{ type: "post", keepalive: false }],
    });
  });

  it("turns a failed save into a retry with the next backoff step and queues it", () => {
    const s: SyncState = { ...k(), kind: "saving", version: 3, keepalive: false, failures: 2 };
    expect(
      transition(s, { type: "answered", save: save(3), outcome: { kind: "retry" }, offline: false, same: false, now: 10_000 }),
    ).toEqual({
      state: { ...k(), kind: "retrying", failures: 3, retryAt: 18_000 },
      effects: [{ type: "enqueue", save: save(3) }],
    });
    expect(
      transition(s, { type: "answered", save: save(3), outcome: { kind: "retry" }, offline: true, same: false, now: 10_000 }).state,
    ).toEqual({
      ...k(),
      kind: "offline",
      failures: 3,
      retryAt: 18_000,
    });
  });

  it("tries again at once when back online, from the first backoff step", () => {
    const s: SyncState = { ...k(), kind: "offline", failures: 5, retryAt: 99_000 };
    expect(transition(s, { type: "online", now: 10_000 })).toEqual({
      state: { ...k(), kind: "saving", version: 3, keepalive: false, failures: 0 },
      effects: [{ type: "flushQueue" }, { type: "post", keepalive: false }],
    });
  });

  it("sends with keepalive on leave, also while waiting for a retry", () => {
    const s: SyncState = { ...k(), kind: "retrying", failures: 2, retryAt: 99_000 };
    expect(transition(s, { type: "leave", now: 10_000 })).toEqual({
      state: { ...k(), kind: "saving", version: 3, keepalive: true, failures: 2 },
      effects: [{ type: "post", keepalive: true }],
    });
  });

  it("stops for good when signed out", () => {
    const s: SyncState = { ...k(), kind: "saving", version: 3, keepalive: false, failures: 0 };
    const out = transition(s, { type: "answered", save: save(3), outcome: { kind: "signed-out" }, offline: false, same: false, now: 1 });
    expect(out).toEqual({ state: { ...k(), kind: "signed-out" }, effects: [{ type: "enqueue", save: save(3) }] });
    for (const e of [
      { type: "changed", counter: 9, input: true, now: 2 },
      { type: "timer", now: 99_999 },
      { type: "saveNow", now: 2 },
      { type: "leave", now: 2 },
      { type: "online", now: 2 },
    ] as const) {
      expect(transition(out.state, e)).toEqual({ state: out.state, effects: [] });
    }
  });

  it("adopts a different newer game on 409 and marks the conflict", () => {
    const s: SyncState = { ...k(), kind: "saving", version: 3, keepalive: false, failures: 0 };
    expect(
      transition(s, { type: "answered", save: save(3), outcome: { kind: "stale", stored }, offline: false, same: false, now: 1 }),
    ).toEqual({
      state: { ...k({ counter: 9, acked: 9 }), kind: "conflict" },
      effects: [
        { type: "settle", version: 9 },
        { type: "adopt", stored, keepHistory: false },
      ],
    });
  });

  it("lets the newest save in flight decide: an older copy's answer changes only what the server is known to hold", () => {
    const s: SyncState = { ...k({ counter: 5 }), kind: "saving", version: 5, keepalive: true, failures: 0 };
    expect(
      transition(s, { type: "answered", save: save(3), outcome: { kind: "saved", version: 3 }, offline: false, same: false, now: 1 }),
    ).toEqual({
      state: { ...s, acked: 3 },
      effects: [
        { type: "markStored", counter: 3 },
        { type: "settle", version: 3 },
      ],
    });
    expect(
      transition(s, { type: "answered", save: save(3), outcome: { kind: "stale", stored }, offline: false, same: false, now: 1 }).effects,
    ).toEqual([{ type: "settle", version: 9 }]);
  });

  it("does not let a late duplicate answer hide a conflict", () => {
    const s: SyncState = { ...k({ counter: 9, acked: 9 }), kind: "conflict" };
    expect(
      transition(s, { type: "answered", save: save(3), outcome: { kind: "saved", version: 3 }, offline: false, same: false, now: 1 }).state,
    ).toEqual(s);
  });

  it("maps every state to the status line", () => {
    const states: SyncState[] = [
      { ...k(), kind: "loading", failures: 0 },
      { ...k(), kind: "idle", notice: null },
      { ...k(), kind: "idle", notice: "saved" },
      { ...k(), kind: "idle", notice: "resumed" },
      { ...k(), kind: "idle", notice: "rejected" },
      { ...k(), kind: "dirty", dueAt: 1 },
      { ...k(), kind: "saving", version: 3, keepalive: false, failures: 0 },
      { ...k(), kind: "retrying", failures: 1, retryAt: 1 },
      { ...k(), kind: "offline", failures: 1, retryAt: 1 },
      { ...k(), kind: "conflict" },
      { ...k(), kind: "signed-out" },
    ];
    expect(states.map(statusOf)).toEqual([
      "idle",
      "idle",
      "saved",
      "resumed",
      "failed",
      "saving",
      "saving",
      "pending",
      "pending",
      "conflict",
      "signed-out",
    ]);
  });
});
