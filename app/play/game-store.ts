// A tiny external store around the reducer. It owns the one timer the rules need (the pending
// digit's reset) so the reducer stays pure and React components read it with
// useSyncExternalStore without re-creating callbacks on every change.

import { reduce, type Action, type GameState, type MoreReducer } from "./game-state.ts";

export interface GameStore {
  getState(): GameState;
  /** `more`: the reducer of the tools that load on first use (game-more.ts), once loaded. */
  dispatch(action: Action, more?: MoreReducer | null): void;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createGameStore(initial: GameState, now: () => number = Date.now): GameStore {
  let state = initial;
  const listeners = new Set<() => void>();
  let pendingTimer: ReturnType<typeof setTimeout> | undefined;

  function schedulePendingReset(until: number) {
    clearTimeout(pendingTimer);
    pendingTimer = undefined;
    if (until === 0) return;
    pendingTimer = setTimeout(
      () => {
        dispatch({ type: "expirePending", now: now() });
        // A timer may fire a hair before the clock reaches the deadline: try again then.
        if (state.pendingUntil === until) schedulePendingReset(until);
      },
      Math.max(0, until - now()),
    );
  }

  function dispatch(action: Action, more: MoreReducer | null = null) {
    const prev = state;
    state = reduce(state, action, more);
    if (state === prev) return;
    if (state.pendingUntil !== prev.pendingUntil) schedulePendingReset(state.pendingUntil);
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clearTimeout(pendingTimer);
    },
  };
}
