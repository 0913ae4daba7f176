import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "../db/client.server.ts";
import { memoryD1 } from "../db/memory-d1.testing.ts";
import { createSession, pruneSessions, revokeSession, userForToken } from "./sessions.server.ts";

// The session model against the real schema in node:sqlite (memory-d1.testing.ts); the
// integration tests run the same code against D1 through the API.

const NOW = new Date(Date.UTC(2026, 0, 15, 12));
const DAY_MS = 86_400_000;
/** Node's own SHA-256, not the WebCrypto code the model uses. */
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

let db: Db;
let sqlite: ReturnType<typeof memoryD1>["sqlite"];

function addUser(email: string): number {
  const row = sqlite
    .prepare("INSERT INTO users (email, password_hash, created_at, updated_at) VALUES (?, 'x', 0, 0) RETURNING id")
    .get(email) as { id: number };
  return row.id;
}

interface SessionRow {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

const rows = () => sqlite.prepare("SELECT * FROM sessions ORDER BY created_at, token_hash").all() as unknown as SessionRow[];

beforeEach(() => {
  const memory = memoryD1();
  db = createDb(memory.d1);
  sqlite = memory.sqlite;
});

describe("createSession", () => {
  it("hands out a 256-bit token, valid 365 days, and stores only its SHA-256", async () => {
    const userId = addUser("a@example.org");
    const { token, expiresAt } = await createSession(db, userId, NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBe(Date.UTC(2027, 0, 15, 12));
    expect(expiresAt.getTime() - NOW.getTime()).toBe(31_536_000_000);
    expect(rows()).toEqual([
      { token_hash: sha256(token), user_id: userId, created_at: NOW.getTime(), expires_at: Date.UTC(2027, 0, 15, 12), revoked_at: null },
    ]);
  });

  it("starts a new session with a new token every time", async () => {
    const userId = addUser("a@example.org");
    const a = await createSession(db, userId, NOW);
    const b = await createSession(db, userId, NOW);
    expect(a.token).not.toBe(b.token);
    expect(rows()).toHaveLength(2);
  });
});

describe("userForToken", () => {
  it("finds the user of a live session, with the session's expiry", async () => {
    const alice = addUser("alice@example.org");
    addUser("bob@example.org");
    const { token } = await createSession(db, alice, NOW);
    const found = await userForToken(db, token, NOW);
    expect(found?.user).toMatchObject({ id: alice, email: "alice@example.org" });
    expect(found?.expiresAt).toEqual(new Date(Date.UTC(2027, 0, 15, 12)));
  });

  it("answers null for an unknown token and for the stored hash used as a token", async () => {
    const { token } = await createSession(db, addUser("a@example.org"), NOW);
    expect(await userForToken(db, "x".repeat(43), NOW)).toBeNull();
    expect(await userForToken(db, sha256(token), NOW)).toBeNull();
  });

  it("is live up to the millisecond before expiry, not at it", async () => {
    const { token, expiresAt } = await createSession(db, addUser("a@example.org"), NOW);
    expect(await userForToken(db, token, new Date(expiresAt.getTime() - 1))).not.toBeNull();
    expect(await userForToken(db, token, expiresAt)).toBeNull();
    expect(await userForToken(db, token, new Date(expiresAt.getTime() + 1))).toBeNull();
  });

  it("answers null once the session is revoked", async () => {
    const { token } = await createSession(db, addUser("a@example.org"), NOW);
    await revokeSession(db, token, NOW);
    expect(await userForToken(db, token, NOW)).toBeNull();
  });
});

describe("revokeSession", () => {
  it("revokes only that session, records when, and says whether there was one", async () => {
    const userId = addUser("a@example.org");
    const kept = await createSession(db, userId, NOW);
    const ended = await createSession(db, userId, NOW);
    const later = new Date(NOW.getTime() + 5000);
    expect(await revokeSession(db, ended.token, later)).toBe(true);
    expect(await revokeSession(db, ended.token, new Date(later.getTime() + 1))).toBe(false);
    expect(await revokeSession(db, "x".repeat(43), later)).toBe(false);
    const byHash = new Map(rows().map((r) => [r.token_hash, r.revoked_at]));
    expect(byHash.get(sha256(ended.token))).toBe(later.getTime());
    expect(byHash.get(sha256(kept.token))).toBeNull();
    expect(await userForToken(db, kept.token, later)).not.toBeNull();
  });
});

describe("pruneSessions", () => {
  it("deletes expired sessions and those revoked more than 30 days ago, and counts them", async () => {
    const userId = addUser("a@example.org");
    const insert = (hash: string, expiresAt: number, revokedAt: number | null) =>
      sqlite
        .prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at, revoked_at) VALUES (?, ?, 0, ?, ?)")
        .run(hash, userId, expiresAt, revokedAt);
    const now = NOW.getTime();
    insert("expired", now - 1, null);
    insert("expires-now", now, null);
    insert("live", now + DAY_MS, null);
    insert("revoked-31-days-ago", now + DAY_MS, now - 31 * DAY_MS);
    insert("revoked-30-days-ago-less-1ms", now + DAY_MS, now - 30 * DAY_MS + 1);
    insert("revoked-exactly-30-days-ago", now + DAY_MS, now - 30 * DAY_MS);
    insert("revoked-30-days-and-1ms-ago", now + DAY_MS, now - 30 * DAY_MS - 1);
    expect(await pruneSessions(db, NOW)).toBe(3);
    expect(
      rows()
        .map((r) => r.token_hash)
        .sort(),
    ).toEqual(["expires-now", "live", "revoked-30-days-ago-less-1ms", "revoked-exactly-30-days-ago"]);
    expect(await pruneSessions(db, NOW)).toBe(0);
  });
});
