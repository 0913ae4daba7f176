import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../app/db/client.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { hashPassword } from "../../app/accounts/password.server.ts";
import { playerStreak } from "../../app/daily/streaks.server.ts";
import { request, seedDailyPool, type SeededPuzzle } from "./helpers.ts";

// Streaks and the calendar's months through the real Worker and D1, on a fixed clock: saves at
// real instants (around the autumn clock change, a second before and at Berlin midnight), with no
// midnight job at all (every day is assigned by its first request), then the statistics call, the
// sidebar and the archive page. The daily puzzles begin in November 2026 (DAILY_EPOCH), so the
// clock change is the one of 31 October 2027 (03:00 summer time becomes 02:00 winter time).

const ORIGIN = "http://localhost:8787";
let pool: SeededPuzzle[] = [];
let counter = 0;

// The test's clock: the instant `at` set, read by the helpers below (never the machine's).
let clock = new Date(0);
const at = (iso: string) => {
  clock = new Date(iso);
  vi.setSystemTime(clock);
};

/** A player who joined, accepted the terms and signed in at the test's clock. */
async function player(): Promise<{ id: number; token: string }> {
  const hash = await hashPassword("Geheim!123", { iterations: 1000, iterationsPerCall: 1000 });
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, created_at, updated_at, daily_terms_accepted_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(`calendar${++counter}-${Math.random()}@example.org`, hash, clock.getTime(), clock.getTime(), clock.getTime())
    .first<{ id: number }>();
  const { token } = await createSession(createDb(env.DB), row!.id, "", clock);
  return { id: row!.id, token };
}

const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
  request(path, { headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers } });

interface Month {
  month: string;
  today: string;
  role: string;
  solvedToday: boolean;
  frozen: string[];
  streak: { current: number; longest: number } | null;
  previous: string | null;
  next: string | null;
  weeks: { calendarWeek: number; days: (string | null)[]; values: (0 | 1 | null)[] }[];
}

/** Solves `date`'s puzzle now (the clock as set) and answers whether it counted for its day. */
async function solve(token: string, date: string): Promise<boolean> {
  const day = await (await get(`/api/daily-sudoku/${date}`, token)).json<{ id: number; puzzle: string }>();
  const solution = pool.find((p) => p.id === day.id)!.solution;
  const entries = [...day.puzzle].map((g, c) => (g === "0" ? Number(solution[c]) : 0));
  const res = await request("/api/daily-sudoku/save", {
    method: "POST",
    body: new URLSearchParams({ date, savegame: JSON.stringify({ entries, notes: new Array(81).fill(0), checked: 0 }), version: "1" }),
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
  });
  expect(res.status, date).toBe(200);
  return (await res.json<{ solvedOnDay: boolean }>()).solvedOnDay;
}

async function month(token: string | undefined, query = ""): Promise<Month> {
  const res = await get(`/api/daily-sudoku/statistics${query}`, token);
  expect(res.status).toBe(200);
  return res.json<Month>();
}

const marks = (m: Month) => new Map(m.weeks.flatMap((w) => w.days.map((d, i) => [d, w.values[i]] as const)).filter(([d]) => d !== null));

beforeAll(async () => {
  pool = await seedDailyPool(3);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("streaks on a fixed clock", () => {
  it("counts three days across the autumn clock change, holds a missed day with the week's freeze, and breaks at the second", async () => {
    at("2027-10-29T12:00:00Z");
    const { id, token } = await player();
    // Saturday 30 October, 02:30 summer time.
    at("2027-10-30T00:30:00Z");
    expect(await solve(token, "2027-10-30")).toBe(true);
    // Sunday 31 October, 02:30 winter time: the hour that happens twice, after the change.
    at("2027-10-31T01:30:00Z");
    expect(await solve(token, "2027-10-31")).toBe(true);
    // Monday 1 November, 00:30 winter time (23:30 UTC on the Sunday).
    at("2027-10-31T23:30:00Z");
    expect(await solve(token, "2027-11-01")).toBe(true);
    let m = await month(token);
    expect(m).toMatchObject({ month: "2027-11", today: "2027-11-01", solvedToday: true, streak: { current: 3, longest: 3 }, frozen: [] });

    // Tuesday missed; on Wednesday before solving, the freeze holds the run, and solving continues it.
    at("2027-11-03T08:00:00Z");
    m = await month(token);
    expect(m).toMatchObject({ today: "2027-11-03", solvedToday: false, streak: { current: 3, longest: 3 }, frozen: ["2027-11-02"] });
    expect(await solve(token, "2027-11-03")).toBe(true);
    m = await month(token);
    expect(m).toMatchObject({ solvedToday: true, streak: { current: 4, longest: 4 }, frozen: ["2027-11-02"] });
    expect(marks(m).get("2027-11-02")).toBe(0);

    // Thursday missed too: the week's freeze is used, so on Friday the run is over.
    at("2027-11-05T09:00:00Z");
    m = await month(token);
    expect(m).toMatchObject({ today: "2027-11-05", streak: { current: 0, longest: 4 }, frozen: ["2027-11-02"] });
    expect(await playerStreak(createDb(env.DB), id, clock)).toEqual({
      current: 0,
      longest: 4,
      frozen: ["2027-11-02"],
      solvedToday: false,
      ifSolvedToday: 1,
    });
    expect(await solve(token, "2027-11-05")).toBe(true);
    expect((await month(token)).streak).toEqual({ current: 1, longest: 4 });

    // October, stepped back to: its marks, and the months around it.
    const october = await month(token, "?month=2027-10");
    expect(october).toMatchObject({ month: "2027-10", today: "2027-11-05", previous: "2027-09", next: "2027-11", frozen: [] });
    expect(marks(october).get("2027-10-29")).toBe(0);
    expect(marks(october).get("2027-10-30")).toBe(1);
    expect(marks(october).get("2027-10-31")).toBe(1);
    expect((await month(token)).next).toBeNull();

    // The sidebar marks the bridged day distinctly and names it for screen readers.
    const html = await (await get("/de/faq", token)).text();
    // In place in the aside (the server never streams it in a segment only JavaScript would move).
    const aside = html.indexOf('<aside class="sidebar"');
    expect(html.indexOf('data-testid="daily-calendar"')).toBeGreaterThan(aside);
    expect(html.indexOf('data-testid="daily-calendar"')).toBeLessThan(html.indexOf("</aside>", aside));
    const sidebar = html.slice(html.indexOf('data-testid="daily-calendar"'));
    expect(sidebar).toMatch(/<td class="calendar-day frozen" data-date="2027-11-02" data-value="0">/);
    expect(sidebar).toContain('<span class="visually-hidden">mit Serienschutz überbrückt</span>');
    expect(sidebar).toContain("Serie: 1 · Rekord: 4");
    expect(sidebar).toContain('href="/de/sudoku-des-tages/archiv?month=2027-10"');
  });

  it("counts a save at 23:59:59 Berlin for its day and one at 00:00:00 for the next, in winter and in summer", async () => {
    at("2027-01-14T12:00:00Z");
    const winter = await player();
    at("2027-01-14T22:59:59Z"); // 23:59:59 CET
    expect(await solve(winter.token, "2027-01-14")).toBe(true);
    at("2027-01-14T23:00:00Z"); // 00:00:00 CET on the 15th
    expect(await solve(winter.token, "2027-01-15")).toBe(true);
    expect(await month(winter.token)).toMatchObject({ today: "2027-01-15", solvedToday: true, streak: { current: 2, longest: 2 } });

    at("2027-07-14T12:00:00Z");
    const summer = await player();
    at("2027-07-14T21:59:59Z"); // 23:59:59 CEST
    expect(await solve(summer.token, "2027-07-14")).toBe(true);
    at("2027-07-14T22:00:00Z"); // 00:00:00 CEST on the 15th
    // The day before, a second late: practice, no longer on its day.
    expect(await solve(summer.token, "2027-07-13")).toBe(false);
    expect(await solve(summer.token, "2027-07-15")).toBe(true);
    const m = await month(summer.token);
    expect(m).toMatchObject({ today: "2027-07-15", streak: { current: 2, longest: 2 } });
    expect(marks(m).get("2027-07-13")).toBe(0);
  });

  it("counts a day whose midnight job never ran: the day is assigned by its first request", async () => {
    at("2027-05-03T12:00:00Z");
    const { token } = await player();
    for (const date of ["2027-05-04", "2027-05-05"]) {
      const assigned = await env.DB.prepare("SELECT date FROM daily_puzzles WHERE date = ?").bind(date).first();
      expect(assigned, date).toBeNull();
      at(`${date}T06:00:00Z`);
      expect(await solve(token, date)).toBe(true);
    }
    expect((await month(token)).streak).toEqual({ current: 2, longest: 2 });
  });
});

describe("GET /api/daily-sudoku/statistics?month=", () => {
  it("answers any month from the first daily puzzle's to the current one, for a visitor bare", async () => {
    at("2027-02-10T12:00:00Z");
    const visitor = await month(undefined, "?month=2026-11");
    expect(visitor).toMatchObject({ month: "2026-11", today: "2027-02-10", role: "visitor", streak: null, frozen: [], previous: null });
    expect(visitor.next).toBe("2026-12");
    expect([...marks(visitor).values()].every((v) => v === null)).toBe(true);
    expect(visitor.weeks.map((w) => w.calendarWeek)).toEqual([44, 45, 46, 47, 48, 49]);
    // Left out or empty: the current month.
    expect(await month(undefined)).toMatchObject({ month: "2027-02", next: null, previous: "2027-01" });
    expect(await month(undefined, "?month=")).toMatchObject({ month: "2027-02" });
    // A signed-in player's past month has its crosses; the old fields stay.
    const { token } = await player();
    const body = await month(token, "?month=2026-12");
    expect(body).toMatchObject({ role: "player", termsAccepted: true, streak: { current: 0, longest: 0 } });
    expect(marks(body).get("2026-12-24")).toBe(0);
    expect((body as unknown as { statistics: unknown }).statistics).toEqual(body.weeks);
  });

  it("refuses a malformed month with 400 and a month without a calendar with 404, in the caller's language", async () => {
    at("2027-02-10T12:00:00Z");
    const bad = await get("/api/daily-sudoku/statistics?month=2027-13");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      success: false,
      message: "Der Monat muss im Format JJJJ-MM angegeben werden.",
      errors: { month: ["Der Monat muss im Format JJJJ-MM angegeben werden."] },
    });
    const badEn = await get("/api/daily-sudoku/statistics?month=02-2027", undefined, { "Accept-Language": "en" });
    expect(badEn.status).toBe(400);
    expect((await badEn.json<{ errors: object }>()).errors).toEqual({ month: ["The month must be given in the form YYYY-MM."] });
    for (const outside of ["2026-10", "2027-03", "9999-12", "0000-01"]) {
      const res = await get(`/api/daily-sudoku/statistics?month=${outside}`);
      expect(res.status, outside).toBe(404);
      expect(await res.json(), outside).toEqual({
        success: false,
        message: "Für diesen Monat gibt es keinen Kalender des Sudokus des Tages.",
        errors: { month: ["Für diesen Monat gibt es keinen Kalender des Sudokus des Tages."] },
      });
    }
  });
});

describe("the archive page", () => {
  it("shows a month large with the player's marks and streaks, the months around it and every past day's link", async () => {
    at("2026-12-02T12:00:00Z");
    const { token } = await player();
    at("2026-11-30T12:00:00Z");
    expect(await solve(token, "2026-11-30")).toBe(true);
    at("2026-12-02T12:00:00Z");
    const res = await get("/de/sudoku-des-tages/archiv?month=2026-11", token);
    expect(res.status).toBe(200);
    const html = await res.text();
    const main = html.slice(html.indexOf('<article class="daily-archive"'));
    expect(main).toContain("<h1>Archiv des Sudokus des Tages</h1>");
    expect(main).toContain('<h2 id="daily-archive-month">November 2026</h2>');
    // Tuesday 1 December missed: the week's freeze holds the run while today is open.
    expect(main).toContain("Aktuelle Serie: 1 Tag");
    expect(main).toContain("Längste Serie: 1 Tag");
    expect(main).toMatch(/data-date="2026-11-30" data-value="1"/);
    expect(main).toMatch(/data-date="2026-11-29" data-value="0"/);
    for (const day of ["2026-11-01", "2026-11-15", "2026-11-30"]) expect(main).toContain(`href="/de/sudoku-des-tages?date=${day}"`);
    // The first month has no month before it; the next is December.
    expect(main).not.toContain('rel="prev"');
    expect(main).toContain('href="/de/sudoku-des-tages/archiv?month=2026-12" rel="next"');
    expect(main).toContain("Folgemonat: Dezember 2026");

    // Default: the current month, with today's link and no link to a day to come.
    const current = await (await get("/en/daily-sudoku/archive")).text();
    const body = current.slice(current.indexOf('<article class="daily-archive"'));
    expect(body).toContain('<h2 id="daily-archive-month">December 2026</h2>');
    expect(body).toContain("Sign in, and the archive shows the days you solved and your streak.");
    expect(body).toContain('href="/en/daily-sudoku?date=2026-12-01"');
    expect(body).toContain('href="/en/daily-sudoku" aria-current="date"');
    expect(body).not.toContain("?date=2026-12-03");
    expect(body).toContain('href="/en/daily-sudoku/archive?month=2026-11" rel="prev"');
  });

  it("answers a bad month 400 and a month without a calendar 404, as pages in the visitor's language", async () => {
    at("2026-12-02T12:00:00Z");
    const bad = await get("/de/sudoku-des-tages/archiv?month=Dezember");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Der Monat muss im Format JJJJ-MM angegeben werden, zum Beispiel 2026-12.");
    const later = await get("/en/daily-sudoku/archive?month=2027-01");
    expect(later.status).toBe(404);
    expect(await later.text()).toContain(
      "There is no Daily Sudoku calendar for this month: the archive runs from November 2026 to December 2026.",
    );
    expect((await get("/de/sudoku-des-tages/archiv?month=2026-10")).status).toBe(404);
  });
});
