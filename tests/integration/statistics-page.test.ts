import { env } from "cloudflare:test";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../app/db/client.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { solvedDailies, solvedGames } from "../../app/saves/player-statistics.server.ts";
import { request, seedDailyPool, seedPuzzles, type SeededPuzzle } from "./helpers.ts";

// Issue 31's statistics page through the real Worker and D1, on a fixed clock (Tuesday 24 November
// 2026, 11:00 in Berlin), from a seeded history: catalogue and daily solves of three levels, perfect
// and not, with hints, one with a time refused as implausible, one unsolved game, one daily solved
// after its day, one in October. Every figure is asserted literally.

let puzzles: SeededPuzzle[] = [];
let pool: SeededPuzzle[] = [];
let player: { id: number; token: string };

const NOW = "2026-11-24T10:00:00Z";
const PROFILE_1 = '{"full-house":21,"naked-single":23}';
const PROFILE_2 = '{"full-house":20,"naked-single":24,"hidden-single-box":10}';
const PROFILE_3 = '{"naked-single":20,"hidden-single-box":5,"pointing":2,"full-house":20}';
const EMPTY_STATE = JSON.stringify({ entries: new Array(81).fill(0), notes: new Array(81).fill(0), checked: 0 });

/** A player who joined, accepted the terms and signed in at NOW, the test's clock. */
async function makePlayer(): Promise<{ id: number; token: string }> {
  const now = Date.parse(NOW);
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, created_at, updated_at, daily_terms_accepted_at) VALUES (?, 'unused', ?, ?, ?) RETURNING id",
  )
    .bind(`stats-${Math.random()}@example.org`, now, now, now)
    .first<{ id: number }>();
  const { token } = await createSession(createDb(env.DB), row!.id, "", new Date(NOW));
  return { id: row!.id, token };
}

interface Figures {
  seconds: number | null;
  hints?: number;
  perfect?: boolean;
  hinted?: string[];
}

function solvedGame(p: SeededPuzzle, solvedAt: string | null, f: Figures) {
  const at = solvedAt === null ? null : Date.parse(solvedAt);
  return env.DB.prepare(
    `INSERT INTO savegames (user_id, puzzle_id, state, progress, checked, stars, solved_at, solve_seconds, solve_hints, solve_perfect, solve_hinted, version, created_at, updated_at)
     VALUES (?, ?, ?, 100, 0, ?, ?, ?, ?, ?, ?, 1, 0, 0)`,
  ).bind(
    player.id,
    p.id,
    EMPTY_STATE,
    p.stars,
    at,
    at === null ? null : f.seconds,
    at === null ? null : (f.hints ?? 0),
    at === null ? null : f.perfect ? 1 : 0,
    at === null ? null : JSON.stringify(f.hinted ?? []),
  );
}

function solvedDaily(date: string, p: SeededPuzzle, solvedAt: string, onDay: boolean, f: Figures) {
  return env.DB.prepare(
    `INSERT INTO daily_results (user_id, date, puzzle_id, state, progress, checked, solved_at, solved_on_day, solve_seconds, solve_hints, solve_perfect, solve_hinted, version, created_at, updated_at)
     VALUES (?, ?, ?, ?, 100, 0, ?, ?, ?, ?, ?, ?, 1, 0, 0)`,
  ).bind(
    player.id,
    date,
    p.id,
    EMPTY_STATE,
    Date.parse(solvedAt),
    onDay ? 1 : 0,
    f.seconds,
    f.hints ?? 0,
    f.perfect ? 1 : 0,
    JSON.stringify(f.hinted ?? []),
  );
}

const page = (path: string, token?: string) => request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** The cells of a table row marked `data-<attr>="<value>"`: the header cell's text, then each cell's. */
function row(html: string, attr: string, value: string): string[] {
  const start = html.indexOf(`<tr data-${attr}="${value}">`);
  if (start < 0) throw new Error(`no row ${attr}=${value}`);
  const body = html.slice(start, html.indexOf("</tr>", start));
  return [...body.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((m) => text(m[1]!));
}

/** The calendar cells of the month table `month`: date → data-value ("1", "0" or ""). */
function month(html: string, which: string): Map<string, string> {
  const start = html.indexOf(`data-month="${which}"`);
  const body = html.slice(start, html.indexOf("</table>", start));
  return new Map([...body.matchAll(/data-date="(\d{4}-\d{2}-\d{2})" data-value="([01]?)"/g)].map((m) => [m[1]!, m[2]!]));
}

beforeAll(async () => {
  await env.DB.prepare("DELETE FROM savegames").run();
  await env.DB.prepare("DELETE FROM daily_results").run();
  puzzles = await seedPuzzles(2);
  pool = await seedDailyPool(2);
  const profile = (table: string, id: number, json: string) =>
    env.DB.prepare(`UPDATE ${table} SET profile = ? WHERE id = ?`).bind(json, id);
  await env.DB.batch([
    profile("puzzles", puzzles[0]!.id, PROFILE_1),
    profile("puzzles", puzzles[1]!.id, PROFILE_1),
    profile("puzzles", puzzles[2]!.id, PROFILE_2),
    profile("puzzles", puzzles[3]!.id, PROFILE_2),
    profile("daily_pool", pool[0]!.id, PROFILE_1),
    profile("daily_pool", pool[2]!.id, PROFILE_2),
    profile("daily_pool", pool[4]!.id, PROFILE_3),
  ]);
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(NOW));
  player = await makePlayer();
  const [l1a, l1b, l2a, l2b, l3a] = puzzles as [SeededPuzzle, SeededPuzzle, SeededPuzzle, SeededPuzzle, SeededPuzzle];
  await env.DB.batch([
    solvedGame(l1a, "2026-11-20T09:00:00Z", { seconds: 300, perfect: true }),
    solvedGame(l1b, "2026-11-21T09:00:00Z", { seconds: 200 }),
    solvedGame(l2a, "2026-11-22T09:00:00Z", { seconds: 900, hints: 2, hinted: ["hidden-single-box"] }),
    // Refused as implausible: solved, without a time.
    solvedGame(l2b, "2026-11-23T09:00:00Z", { seconds: null }),
    // Not solved: in no figure.
    solvedGame(l3a, null, { seconds: 50 }),
    solvedDaily("2026-11-01", pool[0]!, "2026-11-01T08:00:00Z", true, { seconds: 240 }),
    solvedDaily("2026-11-22", pool[2]!, "2026-11-22T08:00:00Z", true, { seconds: 600, perfect: true }),
    // Solved the day after: practice, not a tick.
    solvedDaily("2026-11-23", pool[4]!, "2026-11-24T07:00:00Z", false, { seconds: 1200, hints: 1, hinted: ["pointing"] }),
  ]);
});

afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await env.DB.prepare("DELETE FROM savegames").run();
  await env.DB.prepare("DELETE FROM daily_results").run();
});

describe("the statistics page", () => {
  it("shows a visitor the sign-in hint with a way back, in both languages", async () => {
    for (const [path, hint, login] of [
      ["/de/statistik", "Du bist nicht angemeldet.", "/de/authentifizierung?from=%2Fde%2Fstatistik"],
      ["/en/statistics", "You are not signed in.", "/en/authentication?from=%2Fen%2Fstatistics"],
    ] as const) {
      const res = await page(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(hint);
      expect(html).toContain(`href="${login}"`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('data-testid="statistics-levels"');
    }
  });

  it("shows the figures per level: solved, best and median time, perfect solves and the verdict", async () => {
    const html = await (await page("/de/statistik", player.token)).text();
    expect(text(html)).toContain("Du hast 7 Sudokus gelöst, davon 2 perfekt.");
    // Level 1: 300, 200 and the daily's 240 s. Level 2: 900 and the daily's 600 s timed, one refused: median of two is their mean.
    expect(row(html, "level", "1")).toEqual([
      "Sehr einfach ★ ★ ★ ★ ★",
      "3",
      "3:20",
      "4:00",
      "1",
      "Noch zu wenige Lösungen mit Zeit für einen Trend",
    ]);
    expect(row(html, "level", "2")).toEqual([
      "Einfach ★ ★ ★ ★ ★",
      "3",
      "10:00",
      "12:30",
      "1",
      "Noch zu wenige Lösungen mit Zeit für einen Trend",
    ]);
    expect(row(html, "level", "3")).toEqual([
      "Mittel ★ ★ ★ ★ ★",
      "1",
      "20:00",
      "20:00",
      "0",
      "Noch zu wenige Lösungen mit Zeit für einen Trend",
    ]);
    expect(row(html, "level", "4")).toEqual(["Schwierig ★ ★ ★ ★ ★", "0", "keine Zeit", "keine Zeit", "0", ""]);
    expect(row(html, "level", "5")).toEqual(["Sehr schwierig ★ ★ ★ ★ ★", "0", "keine Zeit", "keine Zeit", "0", ""]);
    expect(html).toContain('<time dateTime="PT750S">12:30</time>');
    // The trend of level 1 in solve order: the first daily (1 November), then the two catalogue solves.
    const trend = html.slice(
      html.indexOf('data-testid="statistics-trend-1"'),
      html.indexOf("</figure>", html.indexOf('data-testid="statistics-trend-1"')),
    );
    expect([...trend.matchAll(/<td><time dateTime="PT(\d+)S">/g)].map((m) => Number(m[1]))).toEqual([240, 300, 200]);
    expect(text(trend)).toContain("Sehr einfach: deine letzten 3 Lösungszeiten, die älteste zuerst.");
    expect(html).not.toContain('data-testid="statistics-trend-4"');
  });

  it("shows the technique profile with each technique's lesson and practice puzzles", async () => {
    const html = await (await page("/en/statistics", player.token)).text();
    expect(row(html, "technique", "full-house")).toEqual(["Full House", "7", "0", "Lesson Practice puzzles"]);
    expect(row(html, "technique", "naked-single")).toEqual(["Naked Single", "7", "0", "Lesson Practice puzzles"]);
    expect(row(html, "technique", "hidden-single-box")).toEqual(["Hidden Single in a box", "4", "1", "Lesson Practice puzzles"]);
    expect(row(html, "technique", "pointing")).toEqual(["Pointing", "1", "1", "Lesson Practice puzzles"]);
    expect([...html.matchAll(/<tr data-technique="([a-z-]+)">/g)].map((m) => m[1])).toEqual([
      "full-house",
      "naked-single",
      "hidden-single-box",
      "pointing",
    ]);
    expect(html).toContain('href="/en/academy/lessons/methods/hidden-single"');
    expect(html).toContain('href="/en/academy/lessons/methods/hidden-single#lesson-practice-heading"');
  });

  it("shows the daily record: solved, on their day, and a calendar per month back to the first daily solve", async () => {
    const html = await (await page("/de/statistik", player.token)).text();
    expect(text(html)).toContain("3 Sudokus des Tages gelöst, davon 2 an ihrem Tag.");
    // Streaks: the 22nd solved on its day; Monday the 23rd missed, bridged by that week's freeze; today (the 24th) still open.
    expect(text(html)).toContain("Aktuelle Serie: 1 Tag");
    expect(text(html)).toContain("Längste Serie: 1 Tag");
    // The first daily puzzle was on 1 November 2026 (DAILY_EPOCH): no month before it.
    expect([...html.matchAll(/data-month="(\d{4}-\d{2})"/g)].map((m) => m[1])).toEqual(["2026-11"]);
    const november = month(html, "2026-11");
    expect([november.get("2026-11-21"), november.get("2026-11-22"), november.get("2026-11-23"), november.get("2026-11-24")]).toEqual([
      "0",
      "1",
      "0",
      "",
    ]);
    expect(november.has("2026-11-25")).toBe(true);
    expect(november.get("2026-11-25")).toBe("");
    expect([november.get("2026-11-01"), november.get("2026-11-02")]).toEqual(["1", "0"]);
    expect(html).toContain('href="/de/sudoku-des-tages?date=2026-11-01"');
  });

  it("formats the figures for English too", async () => {
    const html = await (await page("/en/statistics", player.token)).text();
    expect(text(html)).toContain("You have solved 7 Sudokus, 2 of them perfectly.");
    expect(row(html, "level", "2")).toEqual(["Easy ★ ★ ★ ★ ★", "3", "10:00", "12:30", "1", "Too few timed solves for a trend yet"]);
    expect(text(html)).toContain("3 Daily Sudokus solved, 2 of them on their day.");
  });

  it("reads the player's solves on their indexes, never scanning or sorting a table", async () => {
    for (const query of [solvedGames(createDb(env.DB), player.id), solvedDailies(createDb(env.DB), player.id)]) {
      const { sql, params } = query.toSQL();
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const plan = results.map((r) => r.detail).join(" | ");
      expect(plan).not.toMatch(/SCAN (savegames|daily_results|puzzles|daily_pool)(?! USING)|USE TEMP B-TREE/);
      expect(plan).toMatch(/savegames_user_solved|sqlite_autoindex_daily_results_1/);
    }
  });
});
