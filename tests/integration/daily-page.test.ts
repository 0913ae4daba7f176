import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../app/db/client.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { hashPassword } from "../../app/accounts/password.server.ts";
import { request, seedDailyPool, type SeededPuzzle } from "./helpers.ts";

// The Daily Sudoku's pages through the real Worker and D1: the daily page for a visitor, a player
// before and after the terms, a day that has not begun; the sidebar calendar and the drawer entry;
// the winners page with imported, drawn and open months.

const ORIGIN = "http://localhost:8787";
let pool: SeededPuzzle[] = [];
let counter = 0;

async function player(terms: boolean, name = ""): Promise<{ id: number; token: string }> {
  const hash = await hashPassword("Geheim!123", { iterations: 1000, iterationsPerCall: 1000 });
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, name, created_at, updated_at, daily_terms_accepted_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(`page${++counter}-${Math.random()}@example.org`, hash, name, Date.now(), Date.now(), terms ? Date.now() : null)
    .first<{ id: number }>();
  const { token } = await createSession(createDb(env.DB), row!.id, "", new Date());
  return { id: row!.id, token };
}

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const page = (path: string, token?: string) => request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const postForm = (path: string, token: string, fields: Record<string, string>) =>
  request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    redirect: "manual",
  });

function solvedSavegame(puzzle: string, solution: string) {
  const entries = [...puzzle].map((g, c) => (g !== "0" ? 0 : Number(solution[c])));
  return JSON.stringify({ entries, notes: new Array(81).fill(0), checked: 0 });
}

const save = (day: { date: string; puzzle: string; solution: string }, version: string) => ({
  date: day.date,
  savegame: solvedSavegame(day.puzzle, day.solution),
  version,
});

async function dayPuzzle(date: string, token: string) {
  const body = await (await page(`/api/daily-sudoku/${date}`, token)).json<{ id: number; puzzle: string }>();
  return { ...body, date, solution: pool.find((p) => p.id === body.id)!.solution };
}

/** The calendar cells of a page: date → data-value ("1", "0" or ""). */
function calendarValues(html: string): Map<string, string> {
  const section = html.slice(html.indexOf('data-testid="daily-calendar"'));
  return new Map([...section.matchAll(/data-date="(\d{4}-\d{2}-\d{2})" data-value="([01]?)"/g)].map((m) => [m[1]!, m[2]!]));
}

beforeAll(async () => {
  pool = await seedDailyPool(3);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at("2026-11-23T09:00:00Z");
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the daily page", () => {
  it("lets a visitor play today's puzzle at once, with the draw explained beside it and a login link back to it", async () => {
    const { token } = await player(true);
    const today = await dayPuzzle("2026-11-23", token);
    for (const [path, heading, draw, rule, login] of [
      [
        "/de/sudoku-des-tages",
        "Jeden Tag ein neues Rätsel",
        "Die monatliche Verlosung",
        "bis 23:59:59 Uhr Berliner Zeit an seinem Tag in deinem Konto ankommt",
        "/de/authentifizierung?from=%2Fde%2Fsudoku-des-tages",
      ],
      [
        "/en/daily-sudoku",
        "A new puzzle every day",
        "The monthly prize draw",
        "reaches your account on its day, by 23:59:59 Berlin time",
        "/en/authentication?from=%2Fen%2Fdaily-sudoku",
      ],
    ] as const) {
      const res = await page(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('role="grid"');
      expect(html).toContain(today.puzzle);
      expect(html).not.toContain(today.solution);
      for (const text of [heading, draw, rule]) expect(html).toContain(text);
      expect(html).toContain(`href="${login}"`);
      expect(html).not.toContain('name="agreement"');
    }
    // A past day plays as practice for a visitor too, with the login carrying the day along.
    const past = await (await page("/de/sudoku-des-tages?date=2026-11-20")).text();
    expect(past).toContain("für die Verlosung zählt ein Rätsel nur an seinem Tag");
    expect(past).toContain('href="/de/authentifizierung?from=%2Fde%2Fsudoku-des-tages%3Fdate%3D2026-11-20"');
  });

  it("gives a player without the terms the board and the form beside it, refuses the form without the tick, and counts lots once accepted", async () => {
    const { id, token } = await player(false);
    const first = await (await page("/de/sudoku-des-tages", token)).text();
    expect(first).toContain('role="grid"');
    expect(first).toContain("Teilnahmebedingungen für das Sudoku des Tages");
    expect(first).toContain('name="agreement"');
    expect(first).toContain("Deine Lose im November 2026: 0 Lose.");

    const refused = await postForm("/de/sudoku-des-tages", token, {});
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Zum Mitmachen musst du die Teilnahmebedingungen akzeptieren.");
    expect(refusedHtml).toContain('role="grid"');
    const still = await env.DB.prepare("SELECT daily_terms_accepted_at AS at FROM users WHERE id = ?")
      .bind(id)
      .first<{ at: number | null }>();
    expect(still!.at).toBeNull();

    const accepted = await postForm("/de/sudoku-des-tages", token, { agreement: "true" });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("Location")).toBe("/de/sudoku-des-tages");
    const board = await (await page("/de/sudoku-des-tages", token)).text();
    expect(board).toContain('role="grid"');
    expect(board).toContain("Heute, 23. November 2026");
    expect(board).not.toContain('name="agreement"');
  });

  it("counts a day solved before the terms as a lot when they are accepted by its midnight, and never later", async () => {
    at("2026-11-22T12:00:00Z");
    const { token } = await player(false);
    // Sunday 22nd: solved at 13:00 Berlin; Monday 23rd: solved at 10:00 Berlin.
    const sunday = await dayPuzzle("2026-11-22", token);
    expect((await postForm("/api/daily-sudoku/save", token, save(sunday, "1"))).status).toBe(200);
    at("2026-11-23T09:00:00Z");
    const monday = await dayPuzzle("2026-11-23", token);
    expect((await postForm("/api/daily-sudoku/save", token, save(monday, "1"))).status).toBe(200);
    // Accepted at 23:59:59 Berlin on Monday: Monday's solve is a lot, Sunday's (a day earlier) is not.
    at("2026-11-23T22:59:59Z");
    expect((await postForm("/de/sudoku-des-tages", token, { agreement: "true" })).status).toBe(303);
    const html = await (await page("/de/sudoku-des-tages", token)).text();
    expect(html).toContain("Deine Lose im November 2026: 1 Los.");
  });

  it("does not count a day's solve when the terms are accepted at 00:00:00 of the next day", async () => {
    at("2026-11-23T09:00:00Z");
    const { token } = await player(false);
    const monday = await dayPuzzle("2026-11-23", token);
    expect((await postForm("/api/daily-sudoku/save", token, save(monday, "1"))).status).toBe(200);
    at("2026-11-23T23:00:00Z"); // 00:00:00 on Tuesday in Berlin
    expect((await postForm("/de/sudoku-des-tages", token, { agreement: "true" })).status).toBe(303);
    expect(await (await page("/de/sudoku-des-tages", token)).text()).toContain("Deine Lose im November 2026: 0 Lose.");
  });

  it("sends today's givens to the browser but never the day's solution", async () => {
    const { token } = await player(true);
    const today = await dayPuzzle("2026-11-23", token);
    const html = await (await page("/de/sudoku-des-tages", token)).text();
    expect(html).toContain(today.puzzle);
    expect(html).not.toContain(today.solution);
    expect(html).toContain(`Nr. ${today.id}`);
  });

  it("plays a past day of the month as practice and answers a day that has not begun with a friendly 403", async () => {
    const { token } = await player(true);
    const past = await page("/de/sudoku-des-tages?date=2026-11-20", token);
    expect(past.status).toBe(200);
    expect(await past.text()).toContain("für die Verlosung zählt ein Rätsel nur an seinem Tag");

    at("2026-11-23T22:59:59Z"); // 23:59:59 in Berlin
    const early = await page("/de/sudoku-des-tages?date=2026-11-24", token);
    expect(early.status).toBe(403);
    const text = await early.text();
    expect(text).toContain("Noch nicht so weit");
    expect(text).toContain('href="/de/sudoku-des-tages"');
    at("2026-11-23T23:00:00Z");
    expect((await page("/de/sudoku-des-tages?date=2026-11-24", token)).status).toBe(200);

    for (const [query, status] of [
      ["?date=2026-02-30", 400],
      ["?date=yesterday", 400],
      ["?date=2020-01-01", 404],
    ] as const) {
      expect((await page(`/en/daily-sudoku${query}`, token)).status, query).toBe(status);
    }
  });

  it("shows the player's lots of the month and their label in the month's list", async () => {
    const { id, token } = await player(true);
    const { ensureDraw } = await import("../../app/draw/draw.server.ts");
    const { DEV_BEACON } = await import("../../app/clients/drand-bls.ts");
    at("2026-10-20T09:00:00Z");
    await ensureDraw(createDb(env.DB), "2026-11", new Date(), DEV_BEACON);
    at("2026-11-23T09:00:00Z");
    const day = await dayPuzzle("2026-11-23", token);
    const saved = await postForm("/api/daily-sudoku/save", token, {
      date: "2026-11-23",
      savegame: solvedSavegame(day.puzzle, day.solution),
      version: "1",
    });
    expect(saved.status).toBe(200);
    const html = await (await page("/de/sudoku-des-tages", token)).text();
    expect(html).toContain("Deine Lose im November 2026: 1 Los.");
    const key = await env.DB.prepare("SELECT label_key FROM draws WHERE month = '2026-11'").first<{ label_key: string }>();
    const { participantLabel } = await import("../../app/draw/draw.ts");
    expect(html).toContain(`<code data-testid="daily-label">${await participantLabel(key!.label_key, id)}</code>`);
  });
});

describe("the sidebar calendar and the drawer", () => {
  it("marks a participant's past days with a tick or a cross, today once solved, and the drawer's entry", async () => {
    const { token } = await player(true);
    for (const date of ["2026-11-02", "2026-11-23"]) {
      at(`${date}T12:00:00Z`);
      const day = await dayPuzzle(date, token);
      await postForm("/api/daily-sudoku/save", token, { date, savegame: solvedSavegame(day.puzzle, day.solution), version: "1" });
    }
    // Solved after its day: practice, so still a cross.
    at("2026-11-23T12:00:00Z");
    const late = await dayPuzzle("2026-11-05", token);
    await postForm("/api/daily-sudoku/save", token, {
      date: "2026-11-05",
      savegame: solvedSavegame(late.puzzle, late.solution),
      version: "1",
    });

    const html = await (await page("/de/faq", token)).text();
    const values = calendarValues(html);
    expect(values.size).toBe(30);
    expect(values.get("2026-11-01")).toBe("0");
    expect(values.get("2026-11-02")).toBe("1");
    expect(values.get("2026-11-05")).toBe("0");
    expect(values.get("2026-11-23")).toBe("1");
    expect(values.get("2026-11-24")).toBe("");
    expect(html).toContain("November 2026");
    expect(html).toMatch(/<th scope="row" class="calendar-week">48<\/th>/);
    expect(html).toContain('<span class="visually-hidden">gelöst</span>');
    expect(html).toContain('<span class="visually-hidden">nicht gelöst</span>');
    expect(html).toContain('href="/de/sudoku-des-tages?date=2026-11-02"');
    expect(html).not.toContain('href="/de/sudoku-des-tages?date=2026-11-24"');
    // The drawer renders when opened: its tick is checked end to end (tests/e2e/daily.spec.ts).
  });

  it("shows a visitor the bare month without marks, and in English", async () => {
    const html = await (await page("/en/faq")).text();
    const values = calendarValues(html);
    expect(values.size).toBe(30);
    expect([...values.values()].every((v) => v === "")).toBe(true);
    expect(html).toContain("Sign in and play along");
    expect(html).toContain('href="/en/winners"');
  });
});

describe("the winners page", () => {
  it("lists months newest first with names or the neutral label, the voucher per place and each draw's proof", async () => {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM draw_winners"),
      env.DB.prepare("DELETE FROM draw_entries"),
      env.DB.prepare("DELETE FROM draws"),
      env.DB.prepare(
        "INSERT INTO draw_winners (month, place, display_name, prize_text, imported) VALUES ('2018-03', 1, 'Anna K.', 'Buchgutschein 50 €', 1), ('2018-03', 2, '', 'Buchgutschein 15 €', 1)",
      ),
      env.DB.prepare(
        `INSERT INTO draws (month, seed, label_key, commitment, committed_at, freeze_at, chain_hash, beacon_round, entries_hash, frozen_at, beacon_randomness, drawn_at)
         VALUES ('2026-10', '${"a".repeat(64)}', '${"c".repeat(64)}', '${"b".repeat(64)}', 1, 2, '${"d".repeat(64)}', 123, '${"e".repeat(64)}', 3, '${"f".repeat(64)}', 4),
                ('2026-11', '${"1".repeat(64)}', '${"2".repeat(64)}', '${"3".repeat(64)}', 1, 2, '${"d".repeat(64)}', 456, NULL, NULL, NULL, NULL)`,
      ),
      env.DB.prepare(
        "INSERT INTO draw_winners (month, place, participant, display_name, prize_cents) VALUES ('2026-10', 1, '0123456789abcdef', 'Ben', 5000), ('2026-10', 2, '1123456789abcdef', '', 1500)",
      ),
    ]);
    const de = await page("/de/gewinner_innen");
    expect(de.status).toBe(200);
    const html = (await de.text()).replace(/\u00a0/g, " ");
    const order = [...html.matchAll(/data-month="(\d{4}-\d{2})"/g)].map((m) => m[1]);
    expect(order).toEqual(["2026-11", "2026-10", "2018-03"]);
    expect(html).toContain("Oktober 2026");
    expect(html).toContain("März 2018");
    expect(html).toContain("Anna K.");
    expect(html).toContain("Buchgutschein 50 €");
    // Rendered names only: the page's texts (with the neutral label) also travel in its loader data.
    expect(html.match(/class="winner-name">Rätselfreund:in</g)).toHaveLength(2);
    expect(html).toContain("Gutschein über 50,00 €");
    expect(html).toContain("Gutschein über 15,00 €");
    expect(html).toContain("innerhalb von 3 Wochen");
    // The drawn month publishes its seed and randomness; the open month only its commitment and round.
    expect(html).toContain("a".repeat(64));
    expect(html).toContain("f".repeat(64));
    expect(html).toContain("3".repeat(64));
    expect(html).toContain("456");
    expect(html).not.toContain("1".repeat(64));
    expect(html).not.toContain("2".repeat(64));
    expect(html).not.toContain("c".repeat(64));
    expect(html).toContain('href="/api/daily-sudoku/draws/2026-10"');
    expect(html).toContain('href="/de/gewinner_innen/so-wird-gelost"');

    const en = (await (await page("/en/winners")).text()).replace(/\u00a0/g, " ");
    expect(en).toContain("Voucher worth €50.00");
    expect(en.match(/class="winner-name">Puzzle fan</g)).toHaveLength(2);
    expect(en).toContain("October 2026");
  });

  it("shows a signed-in player their lots and label in a drawn month", async () => {
    const { id, token } = await player(true, "Cleo");
    await env.DB.batch([
      env.DB.prepare(
        `INSERT OR IGNORE INTO draws (month, seed, label_key, commitment, committed_at, freeze_at, chain_hash, beacon_round) VALUES ('2026-09', '${"a".repeat(64)}', '${"c".repeat(64)}', '${"b".repeat(64)}', 1, 2, '${"d".repeat(64)}', 7)`,
      ),
      env.DB.prepare(
        "INSERT INTO draw_entries (month, participant, date, user_id) VALUES ('2026-09', 'feedfacecafebeef', '2026-09-01', ?), ('2026-09', 'feedfacecafebeef', '2026-09-02', ?)",
      ).bind(id, id),
    ]);
    const html = await (await page("/de/gewinner_innen", token)).text();
    expect(html).toContain("Du hattest 2 Lose, Kennung feedfacecafebeef.");
    expect(await (await page("/de/gewinner_innen")).text()).not.toContain("feedfacecafebeef.");
  });
});
