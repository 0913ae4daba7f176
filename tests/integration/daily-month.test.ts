import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkEnv } from "../../app/env.server.ts";
import { createDb } from "../../app/db/client.server.ts";
import { addDays, berlinDayStart } from "../../app/lib/dates/berlin-time.ts";
import { datesOfMonth } from "../../app/daily/schedule.ts";
import { DEV_BEACON } from "../../app/clients/drand-bls.ts";
import { participantLabel, verifyPublication } from "../../app/draw/draw.ts";
import { deleteAccount } from "../../app/accounts/account-data.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { hashPassword } from "../../app/accounts/password.server.ts";
import { CRON_HOURLY_RETRY, handleScheduled } from "../../workers/scheduled.ts";
import { request, seedDailyPool, type SeededPuzzle } from "./helpers.ts";

// A whole month of the Daily Sudoku on a fake clock: March 2027, whose last Sunday moves the clocks
// forward. The commitment is made in February, every day is published at Berlin midnight (one
// night the job does not run), players solve on the day and after it, the month's lots freeze at
// midnight on 1 April, the draw waits for its beacon round and happens at the hourly retry, a second
// run changes nothing, and the published data recompute to the same winners.

const ORIGIN = "http://localhost:8787";
let pool: SeededPuzzle[] = [];

const setClock = (ms: number) => vi.setSystemTime(new Date(ms));
const midnight = (date: string) => berlinDayStart(date);
const midnightCron = (date: string) => (new Date(midnight(date)).getUTCHours() === 22 ? "0 22 * * *" : "0 23 * * *");

async function player(name: string, terms: boolean) {
  const hash = await hashPassword("Geheim!123", { iterations: 1000, iterationsPerCall: 1000 });
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, name, created_at, updated_at, daily_terms_accepted_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(`${name.toLowerCase()}-${Math.random()}@example.org`, hash, name, Date.now(), Date.now(), terms ? Date.now() : null)
    .first<{ id: number }>();
  return { id: row!.id, name };
}

async function token(userId: number) {
  return (await createSession(createDb(env.DB), userId, "", new Date())).token;
}

function post(path: string, auth: string, fields: Record<string, string>) {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Authorization: `Bearer ${auth}`, "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
  });
}

async function solve(auth: string, date: string) {
  const got = await request(`/api/daily-sudoku/${date}`, { headers: { Authorization: `Bearer ${auth}` } });
  const day = await got.json<{ id: number; puzzle: string }>();
  if (got.status !== 200) throw new Error(`${date}: ${got.status} ${JSON.stringify(day)}`);
  const solution = pool.find((p) => p.id === day.id)!.solution;
  const entries = [...day.puzzle].map((g, c) => (g === "0" ? Number(solution[c]) : 0));
  const res = await post("/api/daily-sudoku/save", auth, {
    date,
    savegame: JSON.stringify({ entries, notes: new Array(81).fill(0), checked: 0 }),
    version: "1",
  });
  return res.json<{ solved: boolean; solvedOnDay: boolean }>();
}

beforeAll(async () => {
  pool = await seedDailyPool(6);
  await env.DB.prepare("DELETE FROM draws").run();
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterAll(() => {
  vi.useRealTimers();
});

describe("a month of the Daily Sudoku, March 2027", () => {
  it("publishes, counts solves on the day, draws once after the beacon, and verifies", async () => {
    const appEnv = checkEnv(env);
    // February: the midnight job commits to March's seed before March begins.
    setClock(midnight("2027-02-20"));
    await handleScheduled(midnightCron("2027-02-20"), Date.now(), appEnv);
    const committed = await env.DB.prepare("SELECT commitment, skipped, beacon_round FROM draws WHERE month = '2027-03'").first<{
      commitment: string;
      skipped: string | null;
      beacon_round: number;
    }>();
    expect(committed).toMatchObject({ skipped: null });
    // The round is fixed in advance: the first quicknet-style round after 1 April 00:00 Berlin (22:00 UTC).
    expect(committed!.beacon_round).toBe(Math.floor((Date.UTC(2027, 2, 31, 22) / 1000 - DEV_BEACON.genesisTime) / 3) + 2);

    const ada = await player("Ada", true);
    const ben = await player("Ben", true);
    const cleo = await player("", true);
    const dora = await player("Dora", false);
    const auth = { ada: await token(ada.id), ben: await token(ben.id), cleo: await token(cleo.id), dora: await token(dora.id) };
    // Without the terms Dora plays and her days count as solved on their day (her streak), but never as lots.
    expect((await post("/api/daily-sudoku/agreement", auth.dora, {})).status).toBe(400);
    expect((await request("/api/daily-sudoku/today", { headers: { Authorization: `Bearer ${auth.dora}` } })).status).toBe(200);
    const missedCron = "2027-03-10";
    for (const date of datesOfMonth("2027-03")) {
      if (date !== missedCron) await handleScheduled(midnightCron(date), midnight(date), appEnv);
      setClock(midnight(date) + 9 * 3_600_000);
      expect((await solve(auth.ada, date)).solvedOnDay, date).toBe(true);
      if (date.endsWith("5")) expect((await solve(auth.ben, date)).solvedOnDay, date).toBe(true);
      if (date.endsWith("7")) expect((await solve(auth.dora, date)).solvedOnDay, date).toBe(true);
      // Cleo solves the day before late in the evening of the next day: practice, no lot.
      if (date === "2027-03-29") {
        auth.cleo = await token(cleo.id); // her first session has been idle for more than 30 days
        expect((await solve(auth.cleo, addDays(date, -1))).solvedOnDay).toBe(false);
      }
      if (date === "2027-03-31") {
        setClock(midnight("2027-04-01") - 1000); // 23:59:59 on the 31st (summer time by now)
        expect((await solve(auth.cleo, date)).solvedOnDay).toBe(true);
      }
    }
    // The missed night: the day was assigned by its first request, by the same rule.
    const missed = await env.DB.prepare("SELECT date FROM daily_puzzles WHERE date = ?").bind(missedCron).first();
    expect(missed).not.toBeNull();

    // 1 April, 00:00 Berlin: the lots freeze; the beacon round is seconds away, so the draw waits.
    setClock(midnight("2027-04-01"));
    const atMidnight = await handleScheduled(midnightCron("2027-04-01"), Date.now(), appEnv);
    const drawDetail = atMidnight.outcomes.find((o) => o.job === "draw")!.detail;
    expect(drawDetail).toMatch(/2027-03: waiting for drand round \d+ \(not-yet/);
    const lots = await env.DB.prepare("SELECT count(*) AS n FROM draw_entries WHERE month = '2027-03'").first<{ n: number }>();
    expect(lots!.n).toBe(31 + 3 + 1);
    const doras = await env.DB.prepare("SELECT count(*) AS n FROM draw_entries WHERE user_id = ?").bind(dora.id).first<{ n: number }>();
    expect(doras!.n).toBe(0);

    // The hourly retry draws; a second retry changes nothing.
    setClock(midnight("2027-04-01") + 7 * 60_000);
    const retry = await handleScheduled(CRON_HOURLY_RETRY, Date.now(), appEnv);
    expect(retry.outcomes[0]!.detail).toMatch(/2027-03: drawn, 3 winner\(s\), \d told/);
    const winners = await env.DB.prepare(
      "SELECT place, display_name, user_id FROM draw_winners WHERE month = '2027-03' ORDER BY place",
    ).all();
    expect(winners.results).toHaveLength(3);
    expect(new Set(winners.results.map((w) => w.user_id)).size).toBe(3);
    const again = await handleScheduled(CRON_HOURLY_RETRY, Date.now() + 3_600_000, appEnv);
    expect(again.outcomes[0]!.detail).toBe("no draw due");
    const after = await env.DB.prepare(
      "SELECT place, display_name, user_id FROM draw_winners WHERE month = '2027-03' ORDER BY place",
    ).all();
    expect(after.results).toEqual(winners.results);

    // The winners list and the published proof.
    const list = await (
      await request("/api/daily-sudoku/winners", { method: "POST", headers: { Origin: ORIGIN } })
    ).json<{
      months: { month: string; winners: { place: number; name: string }[] }[];
    }>();
    const march = list.months.find((m) => m.month === "2027-03")!;
    expect(march.winners.map((w) => w.place)).toEqual([1, 2, 3]);
    expect(march.winners.map((w) => w.name).sort()).toEqual(["", "Ada", "Ben"]);
    const winnersPage = await (await request("/de/gewinner_innen")).text();
    const marchSection = winnersPage.slice(winnersPage.indexOf('data-month="2027-03"'));
    expect(marchSection).toContain("März 2027");
    for (const name of ["Ada", "Ben", "Rätselfreund:in"]) expect(marchSection).toContain(name);
    const publication = await (await request("/api/daily-sudoku/draws/2027-03")).json();
    expect(marchSection).toContain((publication as { seed: string }).seed);
    const verdict = await verifyPublication(publication, { chains: [DEV_BEACON] });
    expect(verdict.checks.filter((c) => !c.ok)).toEqual([]);
    expect(verdict.ok).toBe(true);
    // The published seed does not reveal whose lots are whose: labels come from the month's unpublished label key.
    const published = publication as { seed: string; entries: { participant: string }[] };
    const labels = new Set(published.entries.map((e) => e.participant));
    const keyRow = await env.DB.prepare("SELECT label_key, seed FROM draws WHERE month = '2027-03'").first<{
      label_key: string;
      seed: string;
    }>();
    expect(keyRow!.label_key).toMatch(/^[0-9a-f]{64}$/);
    expect(keyRow!.label_key).not.toBe(keyRow!.seed);
    expect(labels.has(await participantLabel(keyRow!.label_key, ada.id))).toBe(true);
    for (const p of [ada, ben, cleo]) expect(labels.has(await participantLabel(published.seed, p.id))).toBe(false);
    const mails = await env.DB.prepare("SELECT subject FROM dev_outbox WHERE subject LIKE 'Du hast gewonnen!%'").all();
    expect(mails.results.length).toBeGreaterThanOrEqual(3);

    // Ben deletes his account: his daily results go, his lots and his place stay in the proof, without him.
    const benRow = await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(ben.id).first<{ email: string }>();
    await deleteAccount(createDb(env.DB), { id: ben.id, email: benRow!.email });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM daily_results WHERE user_id = ?").bind(ben.id).first<{ n: number }>())!.n).toBe(
      0,
    );
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM draw_entries WHERE month = '2027-03' AND user_id IS NULL").first<{ n: number }>())!
        .n,
    ).toBe(3);
    const benPlace = await env.DB.prepare(
      "SELECT display_name, user_id FROM draw_winners WHERE month = '2027-03' AND participant IN (SELECT participant FROM draw_entries WHERE user_id IS NULL)",
    ).first();
    expect(benPlace).toEqual({ display_name: "", user_id: null });
    const stillValid = await verifyPublication(await (await request("/api/daily-sudoku/draws/2027-03")).json(), { chains: [DEV_BEACON] });
    expect(stillValid.ok).toBe(true);
  });
});
