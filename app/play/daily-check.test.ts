import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { savegameText } from "./cloud-save.ts";
import { checkDaily, checkRequest, readCheckAnswer } from "./daily-check.ts";
import { DAILY_CHECK_URL } from "./xhr.ts";
import { createGame, reduce } from "./game-state.ts";
import { PUZZLE } from "../../tests/lib/test-puzzle.ts";

// The daily puzzle on its day: the browser has no solution, the server checks.
const DAY = "2026-11-05";
const played = () => {
  let s = createGame({ id: 1_000_007, stars: 3, puzzle: PUZZLE, solution: null });
  s = reduce(s, { type: "select", cell: 2 });
  s = reduce(s, { type: "digit", digit: 9, now: 0, speed: true });
  return reduce(s, { type: "digit", digit: 9, now: 1, speed: true });
};

describe("readCheckAnswer", () => {
  it("takes the wrong cells and the solved flag of a 200", () => {
    expect(readCheckAnswer(200, { success: true, wrong: [2, 80], solved: false })).toEqual({
      kind: "checked",
      wrong: [2, 80],
      solved: false,
    });
    expect(readCheckAnswer(200, { success: true, wrong: [], solved: true, message: "…" })).toEqual({
      kind: "checked",
      wrong: [],
      solved: true,
    });
  });

  it("says the session is gone on 401", () => {
    expect(readCheckAnswer(401, { success: false })).toEqual({ kind: "signed-out" });
  });

  it("says no answer came when none did: the board waits for the network (issue 32)", () => {
    expect(readCheckAnswer(null, null)).toEqual({ kind: "offline" });
  });

  it("fails on every other status and a body without the documented shape", () => {
    for (const [status, body] of [
      [400, { success: false }],
      [404, {}],
      [429, {}],
      [503, null],
      [200, null],
      [200, { success: false, wrong: [], solved: false }],
      [200, { success: true, wrong: [81], solved: false }],
      [200, { success: true, wrong: [-1], solved: false }],
      [200, { success: true, wrong: [1.5], solved: false }],
      [200, { success: true, wrong: [] }],
    ] as const) {
      expect(readCheckAnswer(status, body), JSON.stringify([status, body])).toEqual({ kind: "failed" });
    }
  });
});

describe("checkDaily", () => {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  beforeEach(() => {
    calls.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown) =>
    vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    });

  it("posts the day and the cloud save's savegame text, and reads the answer", async () => {
    answer(200, { success: true, wrong: [2], solved: false });
    expect(await checkDaily(DAY, played())).toEqual({ kind: "checked", wrong: [2], solved: false });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: DAILY_CHECK_URL, init: { method: "POST", credentials: "same-origin" } });
    expect(DAILY_CHECK_URL).toBe("/api/daily-sudoku/check");
    expect([...(calls[0]!.init!.body as URLSearchParams).entries()]).toEqual([
      ["date", DAY],
      ["savegame", savegameText(played())],
    ]);
    expect(checkRequest(DAY, played()).toString()).toBe((calls[0]!.init!.body as URLSearchParams).toString());
  });

  it("passes a 401 on as signed out", async () => {
    answer(401, { success: false, message: "…" });
    expect(await checkDaily(DAY, played())).toEqual({ kind: "signed-out" });
  });

  it("never throws: no connection is no answer, a body that is not JSON a failed check", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")));
    expect(await checkDaily(DAY, played())).toEqual({ kind: "offline" });
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("<html>", { status: 200 })));
    expect(await checkDaily(DAY, played())).toEqual({ kind: "failed" });
  });
});
