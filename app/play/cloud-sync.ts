// The cloud save of a signed-in player's board as one explicit state machine (SPEC §4 saving,
// docs/API.md "Saved games"). `transition` is pure: the state and one event in, the next state and
// the effects to run out; time comes in with the events, as in game-state.ts. `createCloudSync`
// is the small shell around it: it feeds the board's changes and the server's answers in as
// events, runs the effects through an injected transport (the save API, the browser's queue) and
// clock, and keeps the one timer the state asks for (the pause before a save, or the next retry).
//
// Loaded with a dynamic import only when the player is signed in: with the savegame schema it
// brings zod/mini, which anonymous players never download.

import {
  classify,
  classifyFetch,
  enqueue,
  hasInput,
  loadQueue,
  mergeDecision,
  pendingSaveOf,
  queueKey,
  restoredFrom,
  retryDelay,
  sameGrid,
  settle,
  storeQueue,
  toSavegame,
  type FetchOutcome,
  type PendingQueue,
  type PendingSave,
  type SaveOutcome,
  type SaveTarget,
  type StoredGame,
} from "./cloud-save.ts";
import type { GameStore } from "./game-store.ts";
import { dropUnkeyedQueue } from "./pending-saves.ts";
import { fetchStored, NO_ANSWER, postSave, type Answer } from "./xhr.ts";

export type { Answer };

/** Saves once the player pauses, not on every keystroke. */
export const DEBOUNCE_MS = 1_500;

/** What the sync knows in every state. */
export interface Known {
  /** The board's change counter as last seen (SPEC §3 saving state). */
  counter: number;
  /** The board holds an entry or a note in some open cell (`hasPlayerInput`). */
  input: boolean;
  /** The version the server is known to hold; null until the stored game has been read. */
  acked: number | null;
  /** The server holds a game of this puzzle: then even an emptied grid is sent, so it replaces that game. */
  stored: boolean;
}

export type SyncState = Known &
  (
    | /** Reading the stored game (GET); nothing is sent before it is known. */ { kind: "loading"; failures: number }
    | /** Nothing to send. `notice` is what the last answer said, shown until the next change. */ {
        kind: "idle";
        notice: "saved" | "resumed" | "rejected" | null;
      }
    | /** Changes wait for the player's pause. */ { kind: "dirty"; dueAt: number }
    | /** A save of `version` is on its way; `failures` counts the failed attempts before it. */ {
        kind: "saving";
        version: number;
        keepalive: boolean;
        failures: number;
      }
    | /** The server answered 429 or 5xx: try again at `retryAt`. */ { kind: "retrying"; failures: number; retryAt: number }
    | /** No answer at all (offline, connection lost): try again at `retryAt`, or at once when back online. */ {
        kind: "offline";
        failures: number;
        retryAt: number;
      }
    | /** A newer, different game from another device or tab replaced the board's. */ { kind: "conflict" }
    | /** The session is gone (401 or logout): nothing more is sent; the game stays in this browser. */ { kind: "signed-out" }
  );

export type SyncEvent =
  /** The board's change counter grew (or, at the same counter, the input flag changed after a restore). */
  | { type: "changed"; counter: number; input: boolean; now: number }
  /** The answer to the GET of the stored game; `same`: its grid equals the board's. */
  | { type: "loaded"; outcome: FetchOutcome; offline: boolean; same: boolean; now: number }
  /** The answer to a POST of `save`; `same`: a 409's stored grid equals the board's. */
  | { type: "answered"; save: PendingSave; outcome: SaveOutcome; offline: boolean; same: boolean; now: number }
  /** The timer the state asked for ran out (`dueAt` or `retryAt`). */
  | { type: "timer"; now: number }
  /** The save button: send now instead of after the pause. */
  | { type: "saveNow"; now: number }
  /** The page is hidden or left: send with keepalive, so the request outlives the page. */
  | { type: "leave"; now: number }
  /** The browser is back online: try again at once, from the first backoff step. */
  | { type: "online"; now: number }
  /** Signed out in this tab, or the server said the session is gone. */
  | { type: "signOut" };

export type SyncEffect =
  | { type: "fetch" }
  /** Post the board's game as it is now. A keepalive post is queued in the browser first. */
  | { type: "post"; keepalive: boolean }
  | { type: "enqueue"; save: PendingSave }
  /** The server holds `version` or newer: drop this puzzle's queued save up to it. */
  | { type: "settle"; version: number }
  /** The board's change counter is in the account (or there is nothing worth storing). */
  | { type: "markStored"; counter: number }
  /** The server's game replaces the board's; the undo history stays only when the grid is the same. */
  | { type: "adopt"; stored: StoredGame; keepHistory: boolean }
  /** Send the queued saves of other games (an earlier outage), each to its own endpoint. */
  | { type: "flushQueue" };

export interface Step {
  state: SyncState;
  effects: SyncEffect[];
}

/** What the status line shows (SaveStatus). */
export type CloudStatus = "idle" | "saving" | "saved" | "resumed" | "conflict" | "pending" | "failed" | "signed-out";

export function statusOf(state: SyncState): CloudStatus {
  switch (state.kind) {
    case "loading":
      return "idle";
    case "idle":
      return state.notice === "rejected" ? "failed" : (state.notice ?? "idle");
    case "dirty":
    case "saving":
      return "saving";
    case "retrying":
    case "offline":
      return "pending";
    case "conflict":
      return "conflict";
    case "signed-out":
      return "signed-out";
  }
}

const known = (s: SyncState): Known => ({ counter: s.counter, input: s.input, acked: s.acked, stored: s.stored });

/** Is there something the server should get: a newer counter, and a game worth keeping in the account? */
export function worthSending(k: Known): boolean {
  return k.acked !== null && k.counter > k.acked && (k.input || k.stored);
}

/** The moment the state wants to be woken (the `timer` event), or null. */
export function wakeAt(s: SyncState): number | null {
  if (s.kind === "dirty") return s.dueAt;
  if (s.kind === "retrying" || s.kind === "offline") return s.retryAt;
  return null;
}

export function start(counter: number, input: boolean): Step {
  return { state: { kind: "loading", failures: 0, counter, input, acked: null, stored: false }, effects: [{ type: "fetch" }] };
}

const same = (state: SyncState): Step => ({ state, effects: [] });
const idle = (k: Known, notice: "saved" | "resumed" | "rejected" | null): SyncState => ({ ...k, kind: "idle", notice });
const dirty = (k: Known, now: number): SyncState => ({ ...k, kind: "dirty", dueAt: now + DEBOUNCE_MS });

function post(k: Known, failures: number, keepalive = false, effects: SyncEffect[] = []): Step {
  return { state: { ...k, kind: "saving", version: k.counter, keepalive, failures }, effects: [...effects, { type: "post", keepalive }] };
}

function failed(k: Known, failures: number, offline: boolean, now: number): SyncState {
  const retryAt = now + retryDelay(failures);
  return offline ? { ...k, kind: "offline", failures, retryAt } : { ...k, kind: "retrying", failures, retryAt };
}

/** The next attempt after a wait or when back online: read the stored game first if it is not known yet. */
function attempt(k: Known, failures: number, effects: SyncEffect[] = []): Step {
  if (k.acked === null) return { state: { ...k, kind: "loading", failures }, effects: [...effects, { type: "fetch" }] };
  if (worthSending(k)) return post(k, failures, false, effects);
  return { state: idle(k, null), effects: k.counter > k.acked ? [...effects, { type: "markStored", counter: k.counter }] : effects };
}

function onLoaded(s: SyncState, e: Extract<SyncEvent, { type: "loaded" }>): Step {
  if (s.kind !== "loading") return same(s);
  const { outcome } = e;
  if (outcome.kind === "signed-out") return same({ ...known(s), kind: "signed-out" });
  if (outcome.kind === "retry") return same(failed(known(s), s.failures + 1, e.offline, e.now));
  const flush: SyncEffect = { type: "flushQueue" };
  if (outcome.kind === "none") {
    const k: Known = { ...known(s), acked: 0, stored: false };
    // A game played before signing in (or saved while offline) goes into the account, if it holds anything.
    if (worthSending(k)) return post(k, 0, false, [{ type: "settle", version: 0 }, flush]);
    return { state: idle(k, null), effects: k.counter > 0 ? [{ type: "markStored", counter: k.counter }, flush] : [flush] };
  }
  const { stored } = outcome;
  const k: Known = { ...known(s), acked: stored.version, stored: true };
  const settled: SyncEffect = { type: "settle", version: stored.version };
  const decision = mergeDecision(k.counter, stored);
  if (decision === "push") return post(k, 0, false, [settled, flush]);
  if (decision === "adopt") {
    // The same grid only lifts the counter (undo history kept); another grid is a resumed game.
    return {
      state: idle({ ...k, counter: stored.version }, e.same ? "saved" : "resumed"),
      effects: [settled, { type: "adopt", stored, keepHistory: e.same }, flush],
    };
  }
  return { state: idle(k, "saved"), effects: [settled, { type: "markStored", counter: stored.version }, flush] };
}

function onAnswered(s: SyncState, e: Extract<SyncEvent, { type: "answered" }>): Step {
  if (s.kind === "signed-out" || s.kind === "loading") return same(s);
  const v = e.save.version;
  /** This answer is for the newest save in flight (a save's answer, not an older duplicate's). */
  const own = s.kind === "saving" && v >= s.version;
  /** A newer save is still on its way: its answer decides what comes next. */
  const newerInFlight = s.kind === "saving" && v < s.version;
  const acked = s.acked ?? 0;
  const { outcome } = e;

  if (outcome.kind === "retry" || outcome.kind === "signed-out") {
    // Kept in the browser (for this player only) until the server takes it.
    const effects: SyncEffect[] = v > acked ? [{ type: "enqueue", save: e.save }] : [];
    if (outcome.kind === "signed-out") return { state: { ...known(s), kind: "signed-out" }, effects };
    if (s.kind !== "saving" || !own) return { state: s, effects };
    return { state: failed(known(s), s.failures + 1, e.offline, e.now), effects };
  }

  let k: Known;
  const effects: SyncEffect[] = [];
  let notice: "saved" | "rejected" = "saved";
  if (outcome.kind === "saved") {
    k = { ...known(s), acked: Math.max(acked, v), stored: true };
    effects.push({ type: "markStored", counter: v }, { type: "settle", version: k.acked! });
  } else if (outcome.kind === "stale" && outcome.stored) {
    const stored = outcome.stored;
    k = { ...known(s), acked: Math.max(acked, stored.version), stored: true };
    effects.push({ type: "settle", version: k.acked! });
    if (newerInFlight) return { state: { ...s, ...k }, effects };
    if (e.same && stored.version <= s.counter) {
      // The server holds this very grid: nothing to adopt.
      effects.push({ type: "markStored", counter: s.counter });
    } else {
      effects.push({ type: "adopt", stored, keepHistory: e.same });
      k = { ...k, counter: stored.version };
      if (!e.same) return { state: { ...k, kind: "conflict" }, effects };
    }
  } else {
    // Refused for good (400, 404, an unreadable 409): counted as handled, so the next change tries afresh.
    k = { ...known(s), acked: Math.max(acked, v) };
    effects.push({ type: "settle", version: v });
    notice = "rejected";
  }
  if (newerInFlight) return { state: { ...s, ...k }, effects };
  if (worthSending(k)) {
    // Changes made while the save was on its way go out after the next pause; a waiting timer stays.
    return { state: own || s.kind === "idle" || s.kind === "conflict" ? dirty(k, e.now) : { ...s, ...k }, effects };
  }
  // A late duplicate answer (the keepalive copy) must not hide a conflict or a resumed game.
  return { state: own || s.kind === "dirty" || s.kind === "retrying" || s.kind === "offline" ? idle(k, notice) : { ...s, ...k }, effects };
}

export function transition(s: SyncState, e: SyncEvent): Step {
  if (s.kind === "signed-out") return same(s);
  switch (e.type) {
    case "signOut":
      return same({ ...known(s), kind: "signed-out" });
    case "loaded":
      return onLoaded(s, e);
    case "answered":
      return onAnswered(s, e);
    case "changed": {
      if (e.counter <= s.counter) return e.input === s.input ? same(s) : same({ ...s, input: e.input });
      const k: Known = { ...known(s), counter: e.counter, input: e.input };
      // Still loading or saving, or the stored game is not known yet: that attempt (or its answer) takes the newest game.
      if (s.kind === "loading" || s.kind === "saving" || s.acked === null) return same({ ...s, ...k });
      if (worthSending(k)) return same(s.kind === "retrying" || s.kind === "offline" ? { ...s, ...k } : dirty(k, e.now));
      // Nothing the account should keep (no entry, no note, and no stored game to replace).
      return { state: idle(k, null), effects: [{ type: "markStored", counter: k.counter }] };
    }
    case "timer": {
      const at = wakeAt(s);
      if (at === null || e.now < at) return same(s);
      if (s.kind === "dirty") return worthSending(s) ? post(known(s), 0) : same(idle(known(s), null));
      return attempt(known(s), s.kind === "retrying" || s.kind === "offline" ? s.failures : 0);
    }
    case "saveNow":
      if (s.kind === "loading" || s.kind === "saving") return same(s);
      if (s.kind === "retrying" || s.kind === "offline")
        return s.acked === null ? attempt(known(s), s.failures) : worthSending(s) ? post(known(s), s.failures) : same(s);
      return worthSending(s) ? post(known(s), 0) : same(s);
    case "leave": {
      if (!worthSending(s)) return same(s);
      if (s.kind === "saving" && s.keepalive && s.version >= s.counter) return same(s);
      const failures = s.kind === "saving" || s.kind === "retrying" || s.kind === "offline" ? s.failures : 0;
      return post(known(s), failures, true);
    }
    case "online": {
      const flush: SyncEffect = { type: "flushQueue" };
      if (s.kind === "retrying" || s.kind === "offline") return attempt(known(s), 0, s.acked === null ? [] : [flush]);
      if (s.kind === "dirty") return post(known(s), 0, false, [flush]);
      if (s.kind === "idle" || s.kind === "conflict") return { state: s, effects: [flush] };
      return same(s);
    }
  }
}

export interface CloudTransport {
  /** Whose saves these are: the catalogue's, or one day's daily puzzle. The sync stamps its saves with it. */
  readonly target: SaveTarget;
  post(save: PendingSave, keepalive: boolean): Promise<Answer>;
  /** The stored game of the board's puzzle: by `puzzleId` in the catalogue, by the target's date for a daily puzzle. */
  fetchStored(puzzleId: number): Promise<Answer>;
  /** The signed-in player's queue of saves waiting for the server (both games', each naming its own). */
  readQueue(): PendingQueue;
  writeQueue(queue: PendingQueue): void;
}

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface CloudSync {
  getState(): SyncState;
  subscribe(listener: () => void): () => void;
  saveNow(): void;
  /** The page is hidden or left. */
  leave(): void;
  /** The browser is back online. */
  online(): void;
  /** Signed out in this tab: stop at once, send and queue nothing more. */
  signOut(): void;
  /** The board goes away: a last keepalive save if something is unsaved, then quiet. */
  dispose(): void;
}

export function createCloudSync(store: GameStore, transport: CloudTransport, clock: Clock): CloudSync {
  const puzzleId = store.getState().id;
  const target = transport.target;
  /** This board's game in the queue; the other keys are earlier games, which `flushQueue` sends. */
  const ownKey = queueKey(pendingSaveOf(store.getState(), target));
  const listeners = new Set<() => void>();
  const events: SyncEvent[] = [];
  let running = false;
  let disposed = false;
  let flushing = false;
  let timer: unknown;
  let timerAt: number | null = null;
  let lastCounter = store.getState().saving.counter;

  const first = start(lastCounter, hasInput(store.getState()));
  let state = first.state;

  const updateQueue = (change: (q: PendingQueue) => PendingQueue) => {
    const before = transport.readQueue();
    const after = change(before);
    if (after !== before) transport.writeQueue(after);
  };

  function schedule() {
    const at = disposed ? null : wakeAt(state);
    if (at === timerAt) return;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    timerAt = at;
    if (at === null) return;
    timer = clock.setTimeout(
      () => {
        timer = undefined;
        timerAt = null;
        send({ type: "timer", now: clock.now() });
        // Woken a hair early, nothing changed: wait again for the same moment.
        schedule();
      },
      Math.max(0, at - clock.now()),
    );
  }

  function send(event: SyncEvent) {
    events.push(event);
    if (running) return;
    running = true;
    try {
      for (let e = events.shift(); e; e = events.shift()) {
        const prev = state;
        const step = transition(state, e);
        state = step.state;
        for (const effect of step.effects) run(effect);
        if (state !== prev) {
          schedule();
          if (!disposed) for (const listener of listeners) listener();
        }
      }
    } finally {
      running = false;
    }
  }

  function run(effect: SyncEffect) {
    // After dispose only the queue is kept in order (a last keepalive save's answer); the board is gone.
    if (disposed && effect.type !== "enqueue" && effect.type !== "settle") return;
    switch (effect.type) {
      case "fetch":
        void transport
          .fetchStored(puzzleId)
          .catch(() => NO_ANSWER)
          .then(({ status, body }) => {
            const outcome = classifyFetch(status, body);
            const grid = outcome.kind === "game" && sameGrid(outcome.stored.savegame, toSavegame(store.getState()));
            send({ type: "loaded", outcome, offline: status === null, same: grid, now: clock.now() });
          });
        return;
      case "post": {
        const save = pendingSaveOf(store.getState(), target);
        // The request must outlive the page, and the queue covers one that is lost all the same.
        if (effect.keepalive) updateQueue((q) => enqueue(q, save));
        void transport
          .post(save, effect.keepalive)
          .catch(() => NO_ANSWER)
          .then(({ status, body }) => {
            const outcome = classify(status, body, save.version);
            const grid =
              outcome.kind === "stale" && outcome.stored !== null && sameGrid(outcome.stored.savegame, toSavegame(store.getState()));
            send({ type: "answered", save, outcome, offline: status === null, same: grid, now: clock.now() });
          });
        return;
      }
      case "enqueue":
        updateQueue((q) => enqueue(q, effect.save));
        return;
      case "settle":
        updateQueue((q) => settle(q, ownKey, effect.version));
        return;
      case "markStored":
        store.dispatch({ type: "stored", counter: effect.counter });
        return;
      case "adopt": {
        const s = store.getState();
        const restored = restoredFrom(effect.stored, s);
        store.dispatch({
          type: "restore",
          saved: effect.keepHistory ? { ...restored, past: s.past, future: s.future, warnings: s.warnings } : restored,
        });
        return;
      }
      case "flushQueue":
        void flushQueue();
        return;
    }
  }

  /** Saves queued for other games (an earlier outage) go out one by one; the first failure stops the round. */
  async function flushQueue() {
    if (flushing) return;
    flushing = true;
    try {
      for (const save of Object.values(transport.readQueue())) {
        if (disposed || state.kind === "signed-out") return;
        if (queueKey(save) === ownKey) continue;
        const { status, body } = await transport.post(save, false).catch(() => NO_ANSWER);
        const outcome = classify(status, body, save.version);
        if (outcome.kind === "retry") return;
        if (outcome.kind === "signed-out") {
          send({ type: "signOut" });
          return;
        }
        const held = outcome.kind === "stale" ? (outcome.stored?.version ?? save.version) : save.version;
        updateQueue((q) => settle(q, queueKey(save), Math.max(held, save.version)));
      }
    } finally {
      flushing = false;
    }
  }

  const unsubscribe = store.subscribe(() => {
    const s = store.getState();
    if (s.saving.counter === lastCounter) return;
    lastCounter = s.saving.counter;
    send({ type: "changed", counter: s.saving.counter, input: hasInput(s), now: clock.now() });
  });

  for (const effect of first.effects) run(effect);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    saveNow: () => send({ type: "saveNow", now: clock.now() }),
    leave: () => send({ type: "leave", now: clock.now() }),
    online: () => send({ type: "online", now: clock.now() }),
    signOut: () => send({ type: "signOut" }),
    dispose() {
      if (disposed) return;
      send({ type: "leave", now: clock.now() });
      disposed = true;
      unsubscribe();
      schedule();
      listeners.clear();
    },
  };
}

/**
 * The save API of `target` and the player's one queue in localStorage (both games' saves; each
 * goes where its own date says). The unkeyed queue of old is dropped here.
 */
export function browserTransport(userId: number, target: SaveTarget): CloudTransport {
  dropUnkeyedQueue();
  return {
    target,
    post: postSave,
    fetchStored: (id) => fetchStored(target, id),
    readQueue: () => loadQueue(userId),
    writeQueue: (queue) => storeQueue(userId, queue),
  };
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
