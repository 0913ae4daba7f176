import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { COUNTER_SNAPSHOT_KEY } from "../../app/config/counter.ts";
import { createDb } from "../../app/db/client.server.ts";
import { currentFigures, pingCounter, type CounterAnswer } from "../../app/counter/counter.server.ts";
import { housekeeping } from "../../workers/jobs/housekeeping.ts";
import { request } from "./helpers.ts";

// The visitor counter (SPEC §7 POST /api/counter): exact under concurrency, one count per visitor
// per day, Berlin days, O(1) rows per ping (from D1's meta), and bad ids refused.

const ORIGIN = "http://localhost:8787";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const db = () => createDb(env.DB);

/** 2026-11-23 12:00 in Berlin (CET, UTC+1). */
const NOON = new Date("2026-11-23T11:00:00Z");
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

let pending: Promise<unknown>[] = [];
function deps(now: Date, kv: KVNamespace = env.KV) {
  return { db: db(), kv, now, waitUntil: (p: Promise<unknown>) => void pending.push(p) };
}
async function ping(now: Date, id = "none", kv?: KVNamespace): Promise<CounterAnswer> {
  const answer = await pingCounter(deps(now, kv), id);
  await Promise.all(pending);
  pending = [];
  return answer;
}
const figures = async (now: Date) => {
  const { online, today, yesterday } = await currentFigures(db(), now);
  return { online, today, yesterday };
};
const rowCount = (table: string) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<number>("n");

function post(body: string | URLSearchParams, init: RequestInit = {}) {
  return request("/api/counter", {
    method: "POST",
    body,
    ...init,
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...init.headers },
  });
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM counter_visitors"),
    env.DB.prepare("DELETE FROM counter_minutes"),
    env.DB.prepare("DELETE FROM counter_days"),
  ]);
  await env.KV.delete(COUNTER_SNAPSHOT_KEY);
  pending = [];
});

describe("POST /api/counter", () => {
  it("gives a new visitor an id, in the answer and in a 2-hour cookie, and counts it", async () => {
    const res = await post(new URLSearchParams({ counterUUID: "none" }));
    expect(res.status).toBe(200);
    const body = await res.json<{ success: boolean; online: number; today: number; yesterday: number; counterUUID: string }>();
    expect(body.counterUUID).toMatch(UUID);
    expect(body).toMatchObject({ success: true, online: 1, today: 1, yesterday: 0 });
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toContain(`counterUUID=${body.counterUUID}`);
    expect(cookie).toContain("Max-Age=7200");
    expect(cookie).not.toContain("HttpOnly");
    // The id is stored with its minute and day only: no address, no browser, no account.
    const row = await env.DB.prepare("SELECT * FROM counter_visitors").first<Record<string, unknown>>();
    expect(Object.keys(row!).sort()).toEqual(["id", "last_day", "last_minute"]);
  });

  it("keeps a known id, counting its visitor once", async () => {
    const first = await (await post(new URLSearchParams({ counterUUID: "none" }))).json<{ counterUUID: string }>();
    for (let i = 0; i < 3; i++) {
      const again = await (await post(new URLSearchParams({ counterUUID: first.counterUUID.toUpperCase() }))).json<CounterAnswer>();
      expect(again.counterUUID).toBe(first.counterUUID);
    }
    expect(await rowCount("counter_visitors")).toBe(1);
    expect((await figures(new Date())).today).toBe(1);
  });

  it("does not adopt a well-formed id it never issued: the visitor gets a new one", async () => {
    const forged = "3f2b8c1e-7d4a-4b9e-8c2f-1a2b3c4d5e6f";
    const body = await (await post(new URLSearchParams({ counterUUID: forged }))).json<{ counterUUID: string }>();
    expect(body.counterUUID).toMatch(UUID);
    expect(body.counterUUID).not.toBe(forged);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM counter_visitors WHERE id = ?").bind(forged).first("n")).toBe(0);
  });

  it.each([
    ["a word other than none", "nobody"],
    ["empty", ""],
    ["an id with a tail", "3f2b8c1e-7d4a-4b9e-8c2f-1a2b3c4d5e6f'; DROP TABLE counter_days; --"],
    ["too long", "x".repeat(5000)],
    ["not hex", "zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz"],
    ["unicode", "nöne"],
  ])("refuses %s with 400 in the visitor's language and stores nothing", async (_, value) => {
    const de = await post(new URLSearchParams({ counterUUID: value }));
    expect(de.status).toBe(400);
    const body = await de.json<{ success: boolean; errors: { counterUUID: string[] } }>();
    expect(body.success).toBe(false);
    expect(body.errors.counterUUID[0]).toMatch(/^Die Besucherkennung ist ungültig/);
    const en = await post(new URLSearchParams({ counterUUID: value }), { headers: { "Accept-Language": "en" } });
    expect((await en.json<{ message: string }>()).message).toMatch(/^The visitor id is invalid/);
    expect(await rowCount("counter_visitors")).toBe(0);
    expect(await rowCount("counter_days")).toBe(0);
  });

  it("refuses a missing field, a JSON body and GET", async () => {
    expect((await post(new URLSearchParams({}))).status).toBe(400);
    expect((await post(JSON.stringify({ counterUUID: "none" }), { headers: { "Content-Type": "application/json" } })).status).toBe(400);
    expect((await request("/api/counter")).status).toBe(405);
    expect(await rowCount("counter_visitors")).toBe(0);
  });

  it("refuses a cross-site POST", async () => {
    const res = await post(new URLSearchParams({ counterUUID: "none" }), { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await rowCount("counter_visitors")).toBe(0);
  });
});

describe("counting", () => {
  it("500 distinct visitors pinging at once give today = 500 and online = 500, at the same cost per ping", async () => {
    const answers = await Promise.all(Array.from({ length: 500 }, () => ping(NOON)));
    expect(new Set(answers.map((a) => a.counterUUID)).size).toBe(500);
    expect(await figures(NOON)).toEqual({ online: 500, today: 500, yesterday: 0 });
    // Through the Worker too: 100 more at once.
    const viaHttp = await Promise.all(Array.from({ length: 100 }, () => post(new URLSearchParams({ counterUUID: "none" }))));
    expect(viaHttp.every((r) => r.status === 200)).toBe(true);
    expect((await figures(new Date())).today).toBeGreaterThanOrEqual(100);

    // The cost of a ping with 1 visitor stored and with 500 stored is the same: O(1), no scan.
    const costs = async (stored: number) => {
      await env.DB.batch(["counter_visitors", "counter_minutes", "counter_days"].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
      await Promise.all(Array.from({ length: stored }, () => ping(minutes(NOON, 1))));
      await env.KV.delete(COUNTER_SNAPSHOT_KEY);
      const fresh = await ping(minutes(NOON, 1));
      const other = await ping(minutes(NOON, 1));
      // Both return a minute later: the first renews the snapshot, the second answers from it.
      const known = await ping(minutes(NOON, 2), fresh.counterUUID);
      const onSnapshot = await ping(minutes(NOON, 2), other.counterUUID);
      return { fresh: fresh.cost, known: known.cost, onSnapshot: onSnapshot.cost, source: onSnapshot.source };
    };
    const one = await costs(1);
    const many = await costs(500);
    expect(many).toEqual(one);
    expect(many.source).toBe("snapshot");
    const { fresh: fullNew, known: fullKnown, onSnapshot: fullSnapshot } = many;
    console.log(
      `counter: 500 visitors at once → today 500; D1 rows per ping (read/written), the same with 1 or 500 visitors stored: ` +
        `new visitor ${fullNew.rowsRead}/${fullNew.rowsWritten} (figures read from D1), ` +
        `returning visitor ${fullKnown.rowsRead}/${fullKnown.rowsWritten} (figures read from D1, once a minute), ` +
        `returning visitor on the minute's KV snapshot ${fullSnapshot.rowsRead}/${fullSnapshot.rowsWritten}`,
    );
    expect(fullKnown.rowsRead).toBeLessThanOrEqual(16);
    expect(fullSnapshot.rowsRead).toBeLessThanOrEqual(10);
  });

  it("the same visitor pinging 20 times, in turn and at once, counts once", async () => {
    const { counterUUID } = await ping(NOON);
    for (let i = 0; i < 10; i++) await ping(minutes(NOON, i), counterUUID);
    await Promise.all(Array.from({ length: 10 }, (_, i) => ping(minutes(NOON, 9 - i), counterUUID)));
    expect(await figures(minutes(NOON, 9))).toEqual({ online: 1, today: 1, yesterday: 0 });
    expect(await env.DB.prepare("SELECT sum(visitors) AS n FROM counter_minutes").first("n")).toBe(1);
  });

  it("online: a visitor stays online for the 5 minutes after its last ping, in one bucket only", async () => {
    const a = await ping(NOON);
    await ping(minutes(NOON, 2), a.counterUUID);
    expect((await figures(minutes(NOON, 2))).online).toBe(1);
    expect((await figures(minutes(NOON, 7))).online).toBe(1);
    expect((await figures(minutes(NOON, 8))).online).toBe(0);
    // A late request (an older minute after a newer one) changes nothing.
    await ping(NOON, a.counterUUID);
    expect(await env.DB.prepare("SELECT minute, visitors FROM counter_minutes WHERE visitors > 0").all()).toMatchObject({
      results: [{ minute: Math.floor(minutes(NOON, 2).getTime() / 60_000), visitors: 1 }],
    });
  });

  it("Berlin midnight moves today to yesterday; a visitor seen on both days counts on both", async () => {
    const lateEvening = new Date("2026-11-23T22:58:00Z"); // 23:58 in Berlin
    const a = await ping(lateEvening);
    await ping(lateEvening);
    expect(await figures(lateEvening)).toEqual({ online: 2, today: 2, yesterday: 0 });
    const afterMidnight = new Date("2026-11-23T23:01:00Z"); // 00:01 on the 24th
    expect(await figures(afterMidnight)).toEqual({ online: 2, today: 0, yesterday: 2 });
    await ping(afterMidnight, a.counterUUID);
    expect(await figures(afterMidnight)).toEqual({ online: 2, today: 1, yesterday: 2 });
    // The snapshot of 23:58 is not served after midnight.
    const answer = await ping(afterMidnight, a.counterUUID);
    expect(answer).toMatchObject({ today: 1, yesterday: 2 });
  });

  it("midnight in summer time is 22:00 UTC", async () => {
    const summerEvening = new Date("2026-07-15T21:59:00Z");
    await ping(summerEvening);
    expect(await figures(new Date("2026-07-15T22:00:00Z"))).toMatchObject({ today: 0, yesterday: 1 });
  });

  it("answers from the minute's snapshot in KV, renewing it once the minute has passed", async () => {
    const first = await ping(NOON);
    expect(first.source).toBe("d1");
    const second = await ping(NOON);
    expect(second.source).toBe("snapshot");
    expect(second.today).toBe(1); // the snapshot of this minute, taken before the second visitor
    const next = await ping(minutes(NOON, 1));
    expect(next).toMatchObject({ source: "d1", today: 3 });
  });

  it("counts when KV fails, with the figures from D1", async () => {
    const broken = {
      get: () => Promise.reject(new Error("KV unavailable")),
      put: () => Promise.reject(new Error("KV unavailable")),
    } as unknown as KVNamespace;
    const answer = await ping(NOON, "none", broken);
    expect(answer).toMatchObject({ source: "d1", today: 1, online: 1 });
  });

  it("housekeeping forgets visitors after two days and minute buckets after one", async () => {
    const old = await ping(new Date("2026-11-20T11:00:00Z"));
    const recent = await ping(NOON);
    const detail = await housekeeping.run({ env: env as never, db: db(), now: minutes(NOON, 60), berlinDate: "2026-11-23" });
    expect(detail).toContain("1 counter visitors");
    const ids = await env.DB.prepare("SELECT id FROM counter_visitors").all<{ id: string }>();
    expect(ids.results.map((r) => r.id)).toEqual([recent.counterUUID]);
    expect(old.counterUUID).not.toBe(recent.counterUUID);
    expect(await rowCount("counter_minutes")).toBe(1);
    // Day totals are anonymous and stay.
    expect(await rowCount("counter_days")).toBe(2);
  });
});
