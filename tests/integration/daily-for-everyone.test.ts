import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../app/db/client.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { PAGE_CACHE_HEADER, VISITOR_PAGE_SECONDS } from "../../app/shell/visitor-page-cache.server.ts";
import { DAY_FIGURES_MIN_SOLVERS, DAY_FIGURES_SECONDS } from "../../app/config/daily.ts";
import { request, seedDailyPool } from "./helpers.ts";

// The daily page for everyone (issue 31), in one file so the Worker is compiled once for both parts.
//
// The visitor's daily page, rendered once a minute per isolate (app/shell/visitor-page-cache.server.ts):
// the same page for every visitor, each answer with its own nonce, and never for anyone with a
// credential. Each test runs on a day of its own, so the kept pages of one never meet another.

// The test's clock: the instant `at` set, read by the helpers below (never the machine's).
let clock = new Date(0);
const at = (iso: string) => {
  clock = new Date(iso);
  vi.setSystemTime(clock);
};
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];

async function player(terms: boolean): Promise<string> {
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, created_at, updated_at, daily_terms_accepted_at) VALUES (?, 'unused', ?, ?, ?) RETURNING id",
  )
    .bind(`cache-${Math.random()}@example.org`, clock.getTime(), clock.getTime(), terms ? clock.getTime() : null)
    .first<{ id: number }>();
  return (await createSession(createDb(env.DB), row!.id, "", clock)).token;
}

beforeAll(async () => {
  await seedDailyPool(2);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the visitor's daily page, kept for a minute", () => {
  it("answers the second visitor from the kept page, with a nonce of its own in the page and the policy", async () => {
    at("2026-11-24T09:00:00Z");
    const first = await request("/de/sudoku-des-tages");
    const second = await request("/de/sudoku-des-tages");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers.get(PAGE_CACHE_HEADER), second.headers.get(PAGE_CACHE_HEADER)]).toEqual(["miss", "hit"]);
    const [a, b] = [nonceOf(first)!, nonceOf(second)!];
    expect(a).not.toBe(b);
    const [htmlA, htmlB] = [await first.text(), await second.text()];
    expect(htmlB).toContain(`nonce="${b}"`);
    expect(htmlB).not.toContain(a);
    expect(htmlB.replaceAll(b, "N")).toBe(htmlA.replaceAll(a, "N"));
    expect(htmlB).toContain("Heute, 24. November 2026");
    expect(second.headers.get("Content-Type")).toContain("text/html");
  });

  it("renders afresh after a minute, at Berlin midnight, and for another theme, language or day", async () => {
    at("2026-11-25T22:58:00Z");
    expect((await request("/de/sudoku-des-tages")).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    at("2026-11-25T22:58:59Z");
    expect((await request("/de/sudoku-des-tages")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    at(new Date(Date.parse("2026-11-25T22:58:00Z") + VISITOR_PAGE_SECONDS * 1000).toISOString());
    expect((await request("/de/sudoku-des-tages")).headers.get(PAGE_CACHE_HEADER)).toBe("miss");

    at("2026-11-25T22:59:59Z"); // 23:59:59 in Berlin
    const evening = await request("/de/sudoku-des-tages");
    expect(await evening.text()).toContain("Heute, 25. November 2026");
    at("2026-11-25T23:00:00Z"); // 00:00:00 on the 26th
    const midnight = await request("/de/sudoku-des-tages");
    expect(midnight.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(await midnight.text()).toContain("Heute, 26. November 2026");

    const dark = await request("/de/sudoku-des-tages", { headers: { Cookie: "darkMode=true" } });
    expect(dark.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(await dark.text()).toContain('data-theme="dark"');
    expect((await request("/de/sudoku-des-tages", { headers: { Cookie: "darkMode=true" } })).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect((await request("/en/daily-sudoku")).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    const past = await request("/de/sudoku-des-tages?date=2026-11-20");
    expect(past.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(await past.text()).toContain("Sudoku des Tages vom 20. November 2026");
  });

  it("never serves or keeps the page of anyone with a credential, an unknown query or a refusal", async () => {
    at("2026-11-27T09:00:00Z");
    expect((await request("/de/sudoku-des-tages")).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    const token = await player(false);
    for (const headers of [{ Authorization: `Bearer ${token}` }, { Cookie: `authenticationToken=${token}` }] as Record<string, string>[]) {
      const own = await request("/de/sudoku-des-tages", { headers });
      expect(own.headers.get(PAGE_CACHE_HEADER)).toBeNull();
      expect(await own.text()).toContain('name="agreement"');
    }
    // An ended session's cookie is cleared by the page: that answer is the requester's own.
    const stale = await request("/de/sudoku-des-tages", { headers: { Cookie: "authenticationToken=x".padEnd(64, "x") } });
    expect(stale.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    for (const cookie of ["loginToken=abc", "emailSent=1"]) {
      expect((await request("/de/sudoku-des-tages", { headers: { Cookie: cookie } })).headers.get(PAGE_CACHE_HEADER)).toBeNull();
    }
    for (const path of [
      "/de/sudoku-des-tages?date=2026-11-20&x=1",
      "/de/sudoku-des-tages?utm_source=x",
      "/de/sudoku-des-tages?date=gestern",
    ]) {
      expect((await request(path)).headers.get(PAGE_CACHE_HEADER), path).toBeNull();
    }
    // A day that has not begun is a refusal (403): answered, never kept.
    const early = await request("/de/sudoku-des-tages?date=2026-11-28");
    expect(early.status).toBe(403);
    expect(early.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect((await request("/de/sudoku-des-tages?date=2026-11-28")).headers.get(PAGE_CACHE_HEADER)).toBeNull();
    // The visitor's kept page is still the visitor's: no form, no account.
    const visitor = await request("/de/sudoku-des-tages");
    expect(visitor.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(await visitor.text()).not.toContain('name="agreement"');
  });
});

// The figures of the day through the real Worker and D1 (GET /api/daily-sudoku/figures), on a fixed
// clock: hidden below ten players who solved the day on its day, then their number and median
// time; late solves and solves without a time counted as the issue says.

const DAY = "2026-11-24";
let users = 0;

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
