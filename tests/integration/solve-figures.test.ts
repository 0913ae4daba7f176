import { env } from "cloudflare:test";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../app/db/client.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import type { Savegame } from "../../app/game/savegame.ts";
import { request, seedDailyPool, seedPuzzles, type SeededPuzzle } from "./helpers.ts";

// Issue 31: the first solved save fixes the solve's figures (time from the game's clock, hints,
// perfect, hinted techniques) beside solved_at, and refuses an implausible time without losing the
// solve. Through the real Worker and D1 on a fixed clock. The first catalogue puzzle has 44 open
// cells: 22 seconds (0.5 per cell) is the shortest time taken.

const ORIGIN = "http://localhost:8787";
let puzzles: SeededPuzzle[] = [];
let pool: SeededPuzzle[] = [];
let player: { id: number; token: string };

// The test's clock: the instant `at` set, read by the helpers below (never the machine's).
let clock = new Date(0);
const at = (iso: string) => {
  clock = new Date(iso);
  vi.setSystemTime(clock);
};

async function makePlayer(): Promise<{ id: number; token: string }> {
  const now = clock.getTime();
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, created_at, updated_at, daily_terms_accepted_at) VALUES (?, 'unused', ?, ?, ?) RETURNING id",
  )
    .bind(`figures-${Math.random()}@example.org`, now, now, now)
    .first<{ id: number }>();
  const { token } = await createSession(createDb(env.DB), row!.id, "", clock);
  return { id: row!.id, token };
}

async function post(path: string, fields: Record<string, string>) {
  const res = await request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Authorization: `Bearer ${player.token}`, "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
  });
  return { status: res.status, body: await res.json<Record<string, unknown>>() };
}

function game(p: SeededPuzzle, solved: boolean, extra: Partial<Savegame> = {}): Savegame {
  const entries = [...p.puzzle].map((g, c) => (g === "0" && solved ? Number(p.solution[c]) : 0));
  return { entries, notes: new Array(81).fill(0), checked: 0, ...extra };
}

const saveCatalogue = (p: SeededPuzzle, g: Savegame, version: number) =>
  post("/api/sudoku/save", { puzzleId: String(p.id), savegame: JSON.stringify(g), version: String(version) });

async function figures(table: "savegames" | "daily_results", puzzleId: number) {
  return env.DB.prepare(
    `SELECT solve_seconds AS seconds, solve_hints AS hints, solve_perfect AS perfect, solve_hinted AS hinted FROM ${table} WHERE user_id = ? AND puzzle_id = ?`,
  )
    .bind(player.id, puzzleId)
    .first();
}

const pick = (body: Record<string, unknown>) => ({
  solved: body.solved,
  solveSeconds: body.solveSeconds,
  solveTimeRefused: body.solveTimeRefused,
  solvePerfect: body.solvePerfect,
});

beforeAll(async () => {
  await env.DB.prepare("DELETE FROM savegames").run();
  await env.DB.prepare("DELETE FROM daily_results").run();
  puzzles = await seedPuzzles(2);
  pool = await seedDailyPool(2);
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at("2026-11-24T09:00:00Z");
  player = await makePlayer();
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await env.DB.prepare("DELETE FROM savegames").run();
  await env.DB.prepare("DELETE FROM daily_results").run();
});

describe("the catalogue's save", () => {
  it("keeps the first solve's time, hints and hinted techniques, whatever later saves say", async () => {
    const p = puzzles[0]!;
    const open = await saveCatalogue(p, game(p, false, { elapsedSeconds: 100 }), 1);
    expect(pick(open.body)).toEqual({ solved: false, solveSeconds: null, solveTimeRefused: false, solvePerfect: null });
    expect(await figures("savegames", p.id)).toEqual({ seconds: null, hints: null, perfect: null, hinted: null });
    const first = await saveCatalogue(p, game(p, true, { elapsedSeconds: 600, hintsUsed: 2, hinted: ["naked-single", "full-house"] }), 2);
    expect(first.status).toBe(200);
    expect(pick(first.body)).toEqual({ solved: true, solveSeconds: 600, solveTimeRefused: false, solvePerfect: false });
    expect(await figures("savegames", p.id)).toEqual({ seconds: 600, hints: 2, perfect: 0, hinted: '["naked-single","full-house"]' });
    // Solving again later (or resetting) changes none of them.
    const again = await saveCatalogue(p, game(p, true, { elapsedSeconds: 30, hintsUsed: 0 }), 3);
    expect(pick(again.body)).toEqual({ solved: true, solveSeconds: 600, solveTimeRefused: false, solvePerfect: false });
    await saveCatalogue(p, game(p, false), 4);
    expect(await figures("savegames", p.id)).toEqual({ seconds: 600, hints: 2, perfect: 0, hinted: '["naked-single","full-house"]' });
  });

  it("calls a solve without check, hint or mistake perfect", async () => {
    const p = puzzles[1]!;
    const first = await saveCatalogue(p, game(p, true, { elapsedSeconds: 300, mode: "strict", mistakes: 0 }), 1);
    expect(pick(first.body)).toEqual({ solved: true, solveSeconds: 300, solveTimeRefused: false, solvePerfect: true });
    expect(await figures("savegames", p.id)).toEqual({ seconds: 300, hints: 0, perfect: 1, hinted: "[]" });
  });

  it("stores a solve in under 0.5 s per open cell as solved, without its time and not perfect", async () => {
    const p = puzzles[0]!;
    const quick = await saveCatalogue(p, game(p, true, { elapsedSeconds: 21 }), 1);
    expect(quick.status).toBe(200);
    expect(pick(quick.body)).toEqual({ solved: true, solveSeconds: null, solveTimeRefused: true, solvePerfect: false });
    expect(await figures("savegames", p.id)).toEqual({ seconds: null, hints: 0, perfect: 0, hinted: "[]" });
    // The GET says the same.
    const res = await request(`/api/sudoku/save?puzzleId=${p.id}`, { headers: { Authorization: `Bearer ${player.token}` } });
    expect(pick(await res.json())).toEqual({ solved: true, solveSeconds: null, solveTimeRefused: true, solvePerfect: false });
  });

  it("takes 22 seconds for 44 open cells", async () => {
    const p = puzzles[0]!;
    const edge = await saveCatalogue(p, game(p, true, { elapsedSeconds: 22 }), 1);
    expect(pick(edge.body)).toEqual({ solved: true, solveSeconds: 22, solveTimeRefused: false, solvePerfect: true });
  });

  it("has no time for a solve whose savegame had no clock, and does not call it perfect", async () => {
    const p = puzzles[1]!;
    const bare = await saveCatalogue(p, game(p, true), 1);
    expect(pick(bare.body)).toEqual({ solved: true, solveSeconds: null, solveTimeRefused: false, solvePerfect: false });
  });
});

describe("the daily's save", () => {
  it("fixes the figures with solved_on_day at the first solve, at 23:59:59 Berlin", async () => {
    at("2026-11-24T22:59:59Z"); // 23:59:59 in Berlin, still the 24th
    const today = await request("/api/daily-sudoku/2026-11-24", { headers: { Authorization: `Bearer ${player.token}` } });
    const { id } = await today.json<{ id: number }>();
    const p = pool.find((q) => q.id === id)!;
    const saved = await post("/api/daily-sudoku/save", {
      date: "2026-11-24",
      savegame: JSON.stringify(game(p, true, { elapsedSeconds: 480, hintsUsed: 1, hinted: ["hidden-single-box"] })),
      version: "1",
    });
    expect(saved.status).toBe(200);
    expect({ ...pick(saved.body), solvedOnDay: saved.body.solvedOnDay }).toEqual({
      solved: true,
      solveSeconds: 480,
      solveTimeRefused: false,
      solvePerfect: false,
      solvedOnDay: true,
    });
    expect(await figures("daily_results", p.id)).toEqual({ seconds: 480, hints: 1, perfect: 0, hinted: '["hidden-single-box"]' });
  });
});
