import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PENDING_DIGIT_TIMEOUT_MS, PENDING_DIGIT_TIMEOUT_SPEED_MS } from "../config/constants.ts";
import { createGame } from "./game-state.ts";
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";
import { createGameStore } from "./game-store.ts";

const CELL = 2;

describe("pending digit reset (fake timers)", () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  const store = () => {
    const s = createGameStore(createGame({ id: 1, stars: 1, puzzle: PUZZLE, solution: SOLUTION }));
    s.dispatch({ type: "select", cell: CELL });
    return s;
  };

  it("clears the pending digit after 500 ms in speed mode", () => {
    const s = store();
    const seen = vi.fn();
    s.subscribe(seen);
    s.dispatch({ type: "digit", digit: 4, now: Date.now(), speed: true });
    expect(s.getState().checkInDigit[CELL]).toBe(4);
    vi.advanceTimersByTime(PENDING_DIGIT_TIMEOUT_SPEED_MS - 1);
    expect(s.getState().checkInDigit[CELL]).toBe(4);
    vi.advanceTimersByTime(1);
    expect(s.getState().checkInDigit[CELL]).toBe(0);
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it("clears it after 2500 ms otherwise, and a confirming press in time enters the digit", () => {
    const s = store();
    s.dispatch({ type: "digit", digit: 4, now: Date.now(), speed: false });
    vi.advanceTimersByTime(PENDING_DIGIT_TIMEOUT_MS - 1);
    expect(s.getState().checkInDigit[CELL]).toBe(4);
    s.dispatch({ type: "digit", digit: 4, now: Date.now(), speed: false });
    expect(s.getState().entries[CELL]).toBe(4);
    vi.advanceTimersByTime(PENDING_DIGIT_TIMEOUT_MS);
    expect(s.getState().entries[CELL]).toBe(4);
  });

  it("a press after the reset starts over", () => {
    const s = store();
    s.dispatch({ type: "digit", digit: 4, now: Date.now(), speed: true });
    vi.advanceTimersByTime(PENDING_DIGIT_TIMEOUT_SPEED_MS + 10);
    s.dispatch({ type: "digit", digit: 4, now: Date.now(), speed: true });
    expect(s.getState().entries[CELL]).toBe(0);
    expect(s.getState().checkInDigit[CELL]).toBe(4);
  });
});
