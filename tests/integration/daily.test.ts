import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../app/db/client.server.ts";
import { berlinDayStart } from "../../app/lib/dates/berlin-time.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { hashPassword } from "../../app/accounts/password.server.ts";
import { request, seedDailyPool, type SeededPuzzle } from "./helpers.ts";
import { checkEnv } from "../../app/env.server.ts";
import { handleScheduled } from "../../workers/scheduled.ts";

// The Daily Sudoku's calls through the real Worker and D1, with the clock set to Berlin instants.

const ORIGIN = "http://localhost:8787";
let pool: SeededPuzzle[] = [];
let counter = 0;

async function player(terms = true): Promise<{ id: number; token: string }> {
  const hash = await hashPassword("Geheim!123", { iterations: 1000, iterationsPerCall: 1000 });
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, created_at, updated_at, daily_terms_accepted_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(`daily${++counter}-${Math.random()}@example.org`, hash, Date.now(), Date.now(), terms ? Date.now() : null)
    .first<{ id: number }>();
  const { token } = await createSession(createDb(env.DB), row!.id, "", new Date());
  return { id: row!.id, token };
}

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const get = (path: string, token: string) => request(path, { headers: bearer(token) });
const post = (path: string, token: string, fields: Record<string, string>) =>
  request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { ...bearer(token), "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
  });

function savegame(puzzle: string, solution: string, fill: "none" | "all" | "wrong") {
  const entries = [...puzzle].map((g, c) => (g !== "0" || fill === "none" ? 0 : Number(solution[c])));
  if (fill === "wrong") {
    const cell = entries.findIndex((e) => e !== 0);
    entries[cell] = (entries[cell]! % 9) + 1;
  }
  return JSON.stringify({ entries, notes: new Array(81).fill(0), checked: 0 });
}

beforeAll(async () => {
  pool = await seedDailyPool(3);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/daily-sudoku/{date or id}", () => {
  it("serves today's puzzle from 00:00 Berlin, without its solution, and 'not yet' one second before", async () => {
    at("2026-11-23T22:59:59Z"); // 23:59:59 in Berlin (winter time)
    const { token } = await player();
    const early = await get("/api/daily-sudoku/2026-11-24?timeStamp=now", token);
    expect(early.status).toBe(403);
    at("2026-11-23T23:00:00Z");
    const res = await get("/api/daily-sudoku/2026-11-24?timeStamp=now", token);
    expect(res.status).toBe(200);
    const body = await res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ success: true, date: "2026-11-24", stars: 2, isToday: true, solved: false });
    expect(JSON.stringify(body)).not.toContain(pool.find((p) => p.id === body.id)!.solution);
  });

  it("keeps the day shut until Berlin midnight across the spring clock change", async () => {
    at(new Date(berlinDayStart("2027-03-28") - 1000).toISOString());
    const { token } = await player();
    expect((await get("/api/daily-sudoku/2027-03-28", token)).status).toBe(403);
    at(new Date(berlinDayStart("2027-03-28")).toISOString());
    expect((await get("/api/daily-sudoku/2027-03-28", token)).status).toBe(200);
    expect(berlinDayStart("2027-03-28")).toBe(Date.UTC(2027, 2, 27, 23));
  });
});

describe("playing a day", () => {
  it("answers by number too, and says 'not yet' for a number assigned to a future day", async () => {
    at("2026-11-25T10:00:00Z");
    const { token } = await player();
    const today = await (await get("/api/daily-sudoku/today", token)).json<{ id: number; date: string }>();
    expect(today.date).toBe("2026-11-25");
    const byId = await (await get(`/api/daily-sudoku/${today.id}`, token)).json<{ date: string }>();
    expect(byId.date).toBe("2026-11-25");
    await handleScheduled("0 23 * * *", Date.UTC(2026, 10, 25, 23), checkEnv(env));
    const tomorrow = await env.DB.prepare("SELECT puzzle_id FROM daily_puzzles WHERE date = '2026-11-27'").first<{ puzzle_id: number }>();
    expect((await get(`/api/daily-sudoku/${tomorrow!.puzzle_id}`, token)).status).toBe(403);
    expect((await get("/api/daily-sudoku/5", token)).status).toBe(404);
    expect((await get("/api/daily-sudoku/2020-01-01", token)).status).toBe(404);
    expect((await get("/api/daily-sudoku/2026-02-30", token)).status).toBe(400);
    expect((await get("/api/daily-sudoku/gestern", token)).status).toBe(400);
  });

  it("wants a session for the stored game, but not the terms: those decide only the lot", async () => {
    at("2026-11-25T10:00:00Z");
    expect((await request("/api/daily-sudoku/today")).status).toBe(401);
    expect((await request("/api/daily-sudoku/save?date=2026-11-25")).status).toBe(401);
    const newcomer = await player(false);
    const day = await get("/api/daily-sudoku/today", newcomer.token);
    expect(day.status).toBe(200);
    const puzzle = (await day.json<{ puzzle: string }>()).puzzle;
    const solution = pool.find((p) => p.puzzle === puzzle)!.solution;
    const saved = await post("/api/daily-sudoku/save", newcomer.token, {
      date: "2026-11-25",
      savegame: savegame(puzzle, solution, "all"),
      version: "1",
    });
    expect(await saved.json()).toMatchObject({ solved: true, solvedOnDay: true });
    // The check is open to visitors, who play the daily too; the solution still stays on the server.
    const checked = await request("/api/daily-sudoku/check", {
      method: "POST",
      body: new URLSearchParams({ date: "2026-11-25", savegame: savegame(puzzle, solution, "wrong") }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    });
    expect(checked.status).toBe(200);
    const answer = await checked.json<{ wrong: number[]; solved: boolean }>();
    expect(answer.wrong.length).toBeGreaterThan(0);
    expect(answer.solved).toBe(false);
    expect(JSON.stringify(answer)).not.toContain(solution);
    expect((await post("/api/daily-sudoku/agreement", newcomer.token, { agreement: "false" })).status).toBe(400);
    expect((await post("/api/daily-sudoku/agreement", newcomer.token, {})).status).toBe(400);
    const stats = await (await get("/api/daily-sudoku/statistics", newcomer.token)).json<{ termsAccepted: boolean }>();
    expect(stats.termsAccepted).toBe(false);
    const accepted = await post("/api/daily-sudoku/agreement", newcomer.token, { agreement: "true" });
    expect(accepted.status).toBe(200);
    expect((await get("/api/daily-sudoku/today", newcomer.token)).status).toBe(200);
  });

  it("decides solved on the server, and a lot only for a solve on the puzzle's own Berlin day", async () => {
    at("2026-11-26T12:00:00Z");
    const { token } = await player();
    const today = await (await get("/api/daily-sudoku/today", token)).json<{ id: number; puzzle: string }>();
    const solution = pool.find((p) => p.id === today.id)!.solution;
    const wrong = await post("/api/daily-sudoku/save", token, {
      date: "2026-11-26",
      savegame: savegame(today.puzzle, solution, "wrong"),
      version: "1",
      progress: "100",
    });
    expect(await wrong.json()).toMatchObject({ success: true, solved: false, progress: 100 });
    const check = await post("/api/daily-sudoku/check", token, { date: "2026-11-26", savegame: savegame(today.puzzle, solution, "wrong") });
    expect((await check.json<{ wrong: number[] }>()).wrong).toHaveLength(1);
    at("2026-11-26T22:59:58Z"); // 23:59:58 in Berlin
    const right = await post("/api/daily-sudoku/save", token, {
      date: "2026-11-26",
      savegame: savegame(today.puzzle, solution, "all"),
      version: "2",
    });
    expect(await right.json()).toMatchObject({ solved: true, solvedOnDay: true });
    // The day before, solved only now: practice.
    const yesterday = await (await get("/api/daily-sudoku/2026-11-25", token)).json<{ id: number; puzzle: string }>();
    const late = await post("/api/daily-sudoku/save", token, {
      date: "2026-11-25",
      savegame: savegame(yesterday.puzzle, pool.find((p) => p.id === yesterday.id)!.solution, "all"),
      version: "1",
    });
    expect(await late.json()).toMatchObject({ solved: true, solvedOnDay: false });
    const stats = await (
      await get("/api/daily-sudoku/statistics", token)
    ).json<{ solvedToday: boolean; weeks: { calendarWeek: number; days: (string | null)[]; values: (number | null)[] }[] }>();
    expect(stats.solvedToday).toBe(true);
    const week = stats.weeks.find((w) => w.days.includes("2026-11-26"))!;
    expect(week.calendarWeek).toBe(48);
    expect(week.values).toEqual([0, 0, 0, 1, null, null, null]);
    expect(stats.weeks[0]!.days.slice(0, 6)).toEqual([null, null, null, null, null, null]);
  });

  it("takes the savegame's version 2 fields in save and check, and never calls a failed strict game solved", async () => {
    at("2026-11-26T12:00:00Z");
    const { token, id } = await player();
    const today = await (await get("/api/daily-sudoku/today", token)).json<{ id: number; puzzle: string }>();
    const solution = pool.find((p) => p.id === today.id)!.solution;
    const open = [...today.puzzle].findIndex((g) => g === "0");
    const colors = new Array<number>(81).fill(0);
    colors[open] = 3;
    const eliminated = new Array<number>(81).fill(0);
    eliminated[open] = 0b100;
    const v2 = { schema: 2, colors, noteColors: [[open, 2, 4]], eliminated, liveNotes: true, mode: "classic", mistakes: 1 };
    const game = (fill: "none" | "all" | "wrong", extra: object = {}) =>
      JSON.stringify({ ...(JSON.parse(savegame(today.puzzle, solution, fill)) as object), ...v2, ...extra });

    // The right grid, but the third mistake ended the strict attempt: not solved, in check and save.
    const failed = game("all", { mode: "strict", mistakes: 3 });
    const check = await post("/api/daily-sudoku/check", token, { date: "2026-11-26", savegame: failed });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ success: true, wrong: [], solved: false });
    const wrong = await post("/api/daily-sudoku/check", token, { date: "2026-11-26", savegame: game("wrong") });
    expect(await wrong.json()).toMatchObject({ success: true, solved: false, wrong: [expect.any(Number)] });
    const stored = await post("/api/daily-sudoku/save", token, { date: "2026-11-26", savegame: failed, version: "1" });
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({
      success: true,
      progress: 100,
      solved: false,
      solvedAt: null,
      savegame: JSON.parse(failed),
    });

    // A broken mode is a 400 in the player's language and leaves the stored game as it was.
    const before = await env.DB.prepare("SELECT * FROM daily_results WHERE user_id = ?").bind(id).first();
    expect(before).toMatchObject({ version: 1 });
    const broken = game("all", { mode: "hard" });
    const refused = await post("/api/daily-sudoku/save", token, { date: "2026-11-26", savegame: broken, version: "2" });
    expect(refused.status).toBe(400);
    expect((await refused.json<{ errors: object }>()).errors).toEqual({
      savegame: ["Der Fehlermodus ist ungültig: Erlaubt sind relaxed, classic und strict."],
    });
    const refusedCheck = await request("/api/daily-sudoku/check", {
      method: "POST",
      body: new URLSearchParams({ date: "2026-11-26", savegame: broken }),
      headers: { ...bearer(token), "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Accept-Language": "en" },
    });
    expect(refusedCheck.status).toBe(400);
    expect((await refusedCheck.json<{ errors: object }>()).errors).toEqual({
      savegame: ["The mistake mode is invalid: relaxed, classic and strict are allowed."],
    });
    expect(await env.DB.prepare("SELECT * FROM daily_results WHERE user_id = ?").bind(id).first()).toEqual(before);

    // The same grid in classic mode solves the day; the stored game reads back with every field.
    const solved = game("all", { mistakes: 5 });
    const right = await post("/api/daily-sudoku/save", token, { date: "2026-11-26", savegame: solved, version: "3" });
    expect(await right.json()).toMatchObject({ solved: true, solvedOnDay: true });
    const read = await get("/api/daily-sudoku/save?date=2026-11-26", token);
    expect((await read.json<{ savegame: unknown }>()).savegame).toEqual(JSON.parse(solved));
  });

  it("refuses a future day, changed givens and broken fields with 4xx, storing nothing", async () => {
    at("2026-11-26T12:00:00Z");
    const { token, id } = await player();
    const today = await (await get("/api/daily-sudoku/today", token)).json<{ puzzle: string }>();
    const blank = savegame(today.puzzle, today.puzzle, "none");
    expect((await post("/api/daily-sudoku/save", token, { date: "2026-11-27", savegame: blank, version: "1" })).status).toBe(403);
    const tampered = JSON.parse(blank) as { entries: number[] };
    const given = [...today.puzzle].findIndex((g) => g !== "0");
    tampered.entries[given] = (Number(today.puzzle[given]) % 9) + 1;
    expect(
      (await post("/api/daily-sudoku/save", token, { date: "2026-11-26", savegame: JSON.stringify(tampered), version: "1" })).status,
    ).toBe(400);
    const bad = await post("/api/daily-sudoku/save", token, { date: "26.11.2026", savegame: "{", version: "x" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json<{ errors: object }>()).errors).sort()).toEqual(["date", "savegame", "version"]);
    expect((await post("/api/daily-sudoku/check", token, { date: "2026-11-26" })).status).toBe(400);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM daily_results WHERE user_id = ?").bind(id).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });
});
