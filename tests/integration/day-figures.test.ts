import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DAY_FIGURES_MIN_SOLVERS, DAY_FIGURES_SECONDS } from "../../app/config/daily.ts";
import { request, seedDailyPool } from "./helpers.ts";

// The figures of the day through the real Worker and D1 (GET /api/daily-sudoku/figures), on a fixed
// clock: hidden below ten players who solved the day on its day, then their number and median
// time; late solves and solves without a time counted as the issue says.

const DAY = "2026-11-24";
let users = 0;

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const figures = async (date = DAY) => {
  const res = await request(`/api/daily-sudoku/figures?date=${date}`);
  return { status: res.status, body: await res.json<Record<string, unknown>>() };
};

/** One player's result of DAY: solved on its day (or not), with a time (or none). */
async function result(onDay: boolean, seconds: number | null) {
  const user = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, created_at, updated_at) VALUES (?, 'unused', 0, 0) RETURNING id",
  )
    .bind(`figures${++users}@example.org`)
    .first<{ id: number }>();
  await env.DB.prepare(
    `INSERT INTO daily_results (user_id, date, puzzle_id, state, progress, checked, solved_at, solved_on_day, solve_seconds, version, created_at, updated_at)
     VALUES (?, ?, 1000001, '{}', 100, 0, ?, ?, ?, 1, 0, 0)`,
  )
    .bind(user!.id, DAY, Date.parse(`${DAY}T12:00:00Z`), onDay ? 1 : 0, seconds)
    .run();
}

beforeAll(async () => {
  await seedDailyPool(1);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the figures of the day", () => {
  it("stay hidden below ten solvers on the day, then tell their number and median time", async () => {
    expect(DAY_FIGURES_MIN_SOLVERS).toBe(10);
    // Nine solved on the day (one without a time, refused as implausible), one late: hidden, no number at all.
    for (const seconds of [300, 420, 480, 510, 600, 660, 700, 900, null]) await result(true, seconds);
    await result(false, 100);
    at(`${DAY}T20:00:00Z`);
    expect(await figures()).toEqual({ status: 200, body: { success: true, date: DAY, shown: false } });

    // The tenth: shown. Nine times, the middle one is 600 s; the late 100 s is in neither figure.
    await result(true, 1200);
    // Counted at most once a minute: until then the answer stays.
    at(`${DAY}T20:00:59Z`);
    expect((await figures()).body.shown).toBe(false);
    at(`${DAY}T20:00:00Z`);
    vi.advanceTimersByTime(DAY_FIGURES_SECONDS * 1000);
    expect(await figures()).toEqual({ status: 200, body: { success: true, date: DAY, shown: true, solvers: 10, medianSeconds: 600 } });

    // An eleventh at 540 s: ten times, the median is the mean of the middle two (540 and 600).
    await result(true, 540);
    at(`${DAY}T20:05:00Z`);
    expect((await figures()).body).toMatchObject({ solvers: 11, medianSeconds: 570 });
    // Another day of the same month: nobody yet.
    expect((await figures("2026-11-23")).body).toEqual({ success: true, date: "2026-11-23", shown: false });
  });

  it("answers a day that has not begun, one before the first daily and a bad date with 4xx", async () => {
    at("2026-11-24T22:59:59Z"); // 23:59:59 in Berlin
    expect((await figures("2026-11-25")).status).toBe(403);
    at("2026-11-24T23:00:00Z");
    expect((await figures("2026-11-25")).status).toBe(200);
    expect((await figures("2026-10-31")).status).toBe(404);
    for (const bad of ["2026-02-30", "heute", ""]) expect((await figures(bad)).status, bad).toBe(400);
  });

  it("counts on the (date, solved_on_day, solve_seconds) index, never scanning the results", async () => {
    const plans = await env.DB.batch([
      env.DB.prepare("EXPLAIN QUERY PLAN SELECT count(*) FROM daily_results WHERE date = ? AND solved_on_day = 1").bind(DAY),
      env.DB.prepare(
        "EXPLAIN QUERY PLAN SELECT solve_seconds FROM daily_results WHERE date = ? AND solved_on_day = 1 AND solve_seconds IS NOT NULL ORDER BY solve_seconds LIMIT 2 OFFSET 4",
      ).bind(DAY),
    ]);
    for (const plan of plans) {
      const text = plan.results.map((r) => (r as { detail: string }).detail).join("\n");
      expect(text).toMatch(/USING (COVERING )?INDEX daily_results_date/);
      expect(text).not.toMatch(/TEMP B-TREE/);
    }
  });
});
