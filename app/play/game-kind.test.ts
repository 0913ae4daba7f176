import { afterEach, describe, expect, it, vi } from "vitest";
import type { FullTFunction } from "../lib/i18n/i18n.tsx";
import { dailyKind } from "./daily-kind.ts";
import { catalogueKind } from "./game-kind.ts";
import { createGame } from "./game-state.ts";
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";

// The two kinds of game differ only in the data the board is given: where the game is kept,
// whether the browser checks it or asks the server, the solved text and the way back after signing in.

const t = ((key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`) as FullTFunction;
const at = { pathname: "/de/taegliches-sudoku", search: "?datum=2026-11-05" };

describe("catalogueKind", () => {
  const kind = catalogueKind(7);

  it("keeps the game by puzzle id and checks it in the browser", () => {
    expect(kind.slot).toBe(7);
    expect(kind.save).toEqual({ kind: "catalogue" });
    expect(kind.check).toBeUndefined();
  });

  it("comes back to the puzzle by number, and names it when solved", () => {
    expect(kind.backTo({ pathname: "/", search: "?exclude=3" }, 7)).toBe("/?id=7");
    const state = { ...createGame({ id: 7, stars: 1, puzzle: PUZZLE, solution: SOLUTION }), elapsed: 65 };
    expect(kind.solvedText(t, state, "de")).toBe('play.more.solvedText {"id":7,"time":"1:05"}');
  });
});

describe("dailyKind", () => {
  const kind = dailyKind("2026-11-05");
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the game by day, in this browser and in the account", () => {
    expect(kind.slot).toBe("daily:2026-11-05");
    expect(kind.save).toEqual({ kind: "daily", date: "2026-11-05" });
  });

  it("asks the server to check, as the browser has no solution", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify({ success: true, wrong: [], solved: false }), { status: 200 }));
    });
    const state = createGame({ id: 1_000_007, stars: 3, puzzle: PUZZLE, solution: null });
    expect(await kind.check!(state)).toEqual({ kind: "checked", wrong: [], solved: false });
    expect(urls).toEqual(["/api/daily-sudoku/check"]);
  });

  it("comes back to the day's address, and names the day when solved", () => {
    expect(kind.backTo(at, 1_000_007)).toBe("/de/taegliches-sudoku?datum=2026-11-05");
    const state = { ...createGame({ id: 1_000_007, stars: 3, puzzle: PUZZLE, solution: null }), elapsed: 5 };
    expect(kind.solvedText(t, state, "en")).toMatch(/^play\.more\.dailySolvedText \{"date":"[^"]*2026","time":"0:05"\}$/);
  });
});
