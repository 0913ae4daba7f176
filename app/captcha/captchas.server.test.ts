import { beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "../db/client.server.ts";
import { memoryD1 } from "../../tests/lib/memory-d1.ts";
import { insertCaptcha, listDevCaptchas, pruneCaptchas, takeCaptcha } from "./captchas.server.ts";

// The captcha table against the real schema in node:sqlite (tests/lib/memory-d1.ts); the
// integration tests run the same code against D1, with parallel checks of one key.

const NOW = new Date(Date.UTC(2026, 0, 15, 12));
const TEN_MINUTES_MS = 600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

let db: Db;
let sqlite: ReturnType<typeof memoryD1>["sqlite"];

interface CaptchaRow {
  key: string;
  answer_hash: string;
  answer: string | null;
  created_at: number;
  expires_at: number;
}

const rows = () => sqlite.prepare("SELECT * FROM captchas ORDER BY key").all() as unknown as CaptchaRow[];

function row(key: string, createdMs = 0, answer: string | null = null) {
  return { key, answerHash: `hash-${key}`, answer, createdAt: at(createdMs), expiresAt: at(createdMs + TEN_MINUTES_MS) };
}

beforeEach(() => {
  const memory = memoryD1();
  db = createDb(memory.d1);
  sqlite = memory.sqlite;
});

describe("insertCaptcha", () => {
  it("stores key, hash, the answer only when given, and both instants in milliseconds", async () => {
    await insertCaptcha(db, row("k-dev", 0, "abcde"));
    await insertCaptcha(db, row("k-prod"));
    expect(rows()).toEqual([
      { key: "k-dev", answer_hash: "hash-k-dev", answer: "abcde", created_at: NOW.getTime(), expires_at: NOW.getTime() + TEN_MINUTES_MS },
      { key: "k-prod", answer_hash: "hash-k-prod", answer: null, created_at: NOW.getTime(), expires_at: NOW.getTime() + TEN_MINUTES_MS },
    ]);
  });
});

describe("takeCaptcha", () => {
  it("hands out the hash once and deletes the row with it", async () => {
    await insertCaptcha(db, row("k1"));
    await insertCaptcha(db, row("k2"));
    expect(await takeCaptcha(db, "k1", at(1000))).toBe("hash-k1");
    expect(rows().map((r) => r.key)).toEqual(["k2"]);
    expect(await takeCaptcha(db, "k1", at(2000))).toBeNull();
  });

  it("gives one of two simultaneous takes the hash and the other nothing", async () => {
    await insertCaptcha(db, row("k1"));
    const results = await Promise.all([takeCaptcha(db, "k1", at(1000)), takeCaptcha(db, "k1", at(1000))]);
    expect(results.sort()).toEqual(["hash-k1", null]);
  });

  it("is live up to the last millisecond before the expiry and dead at it", async () => {
    await insertCaptcha(db, row("live"));
    await insertCaptcha(db, row("dead"));
    expect(await takeCaptcha(db, "dead", at(TEN_MINUTES_MS))).toBeNull();
    expect(await takeCaptcha(db, "live", at(TEN_MINUTES_MS - 1))).toBe("hash-live");
    // The expired row is left to housekeeping.
    expect(rows().map((r) => r.key)).toEqual(["dead"]);
  });

  it("finds nothing for an unknown or empty key", async () => {
    await insertCaptcha(db, row("k1"));
    expect(await takeCaptcha(db, "k2", NOW)).toBeNull();
    expect(await takeCaptcha(db, "", NOW)).toBeNull();
    expect(rows()).toHaveLength(1);
  });
});

describe("listDevCaptchas", () => {
  it("lists live captchas with a plain answer, newest first, at most `limit`", async () => {
    await insertCaptcha(db, row("old", 0, "aaaaa"));
    await insertCaptcha(db, row("new", 2000, "ccccc"));
    await insertCaptcha(db, row("mid", 1000, "bbbbb"));
    await insertCaptcha(db, row("prod", 3000));
    await insertCaptcha(db, row("expired", -TEN_MINUTES_MS, "zzzzz"));
    expect(await listDevCaptchas(db, 10, NOW)).toEqual([
      { key: "new", answer: "ccccc", createdAt: at(2000) },
      { key: "mid", answer: "bbbbb", createdAt: at(1000) },
      { key: "old", answer: "aaaaa", createdAt: NOW },
    ]);
    expect((await listDevCaptchas(db, 2, NOW)).map((c) => c.key)).toEqual(["new", "mid"]);
  });
});

describe("pruneCaptchas", () => {
  it("deletes the captchas expired by now and keeps the live ones", async () => {
    await insertCaptcha(db, row("gone", -TEN_MINUTES_MS - 1));
    await insertCaptcha(db, row("just-expired", -TEN_MINUTES_MS));
    await insertCaptcha(db, row("live", -TEN_MINUTES_MS + 1));
    expect(await pruneCaptchas(db, NOW)).toBe(2);
    expect(rows().map((r) => r.key)).toEqual(["live"]);
    expect(await pruneCaptchas(db, NOW)).toBe(0);
  });
});
