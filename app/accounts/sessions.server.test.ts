import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "../db/client.server.ts";
import { memoryD1 } from "../../tests/lib/memory-d1.ts";
import {
  createSession,
  liveSessions,
  needsTouch,
  pruneSessions,
  revokeOtherSessions,
  revokeSession,
  startSessionWithNewPassword,
  touchSession,
  userForToken,
} from "./sessions.server.ts";

// The session model against the real schema in node:sqlite (tests/lib/memory-d1.ts); the
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
  last_used_at: number | null;
  device: string;
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
    const { token, expiresAt } = await createSession(db, userId, "Firefox|Linux", NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBe(Date.UTC(2027, 0, 15, 12));
    expect(expiresAt.getTime() - NOW.getTime()).toBe(31_536_000_000);
    expect(rows()).toEqual([
      {
        token_hash: sha256(token),
        user_id: userId,
        created_at: NOW.getTime(),
        expires_at: Date.UTC(2027, 0, 15, 12),
        revoked_at: null,
        last_used_at: NOW.getTime(),
        device: "Firefox|Linux",
      },
    ]);
  });

  it("starts a new session with a new token every time", async () => {
    const userId = addUser("a@example.org");
    const a = await createSession(db, userId, "", NOW);
    const b = await createSession(db, userId, "", NOW);
    expect(a.token).not.toBe(b.token);
    expect(rows()).toHaveLength(2);
  });
});

describe("userForToken", () => {
  it("finds the user of a live session, with the session's expiry", async () => {
    const alice = addUser("alice@example.org");
    addUser("bob@example.org");
    const { token } = await createSession(db, alice, "", NOW);
    const found = await userForToken(db, token, NOW);
    expect(found?.user).toMatchObject({ id: alice, email: "alice@example.org" });
    expect(found?.expiresAt).toEqual(new Date(Date.UTC(2027, 0, 15, 12)));
  });

  it("reads the account without the avatar's bytes, with the version that links them", async () => {
    const statements: string[] = [];
    const memory = memoryD1((sql) => void statements.push(sql));
    const alice = (
      memory.sqlite
        .prepare("INSERT INTO users (email, password_hash, created_at, updated_at) VALUES ('a@example.org', 'x', 0, 0) RETURNING id")
        .get() as {
        id: number;
      }
    ).id;
    memory.sqlite
      .prepare("UPDATE users SET avatar = ?, avatar_type = 'image/png', avatar_version = '0123456789abcdef' WHERE id = ?")
      .run(new Uint8Array(200 * 1024), alice);
    const own = createDb(memory.d1);
    const { token } = await createSession(own, alice, "", NOW);
    statements.length = 0;
    const found = await userForToken(own, token, NOW);
    expect(found?.user).toMatchObject({ id: alice, avatarType: "image/png", avatarVersion: "0123456789abcdef" });
    expect(found?.user).not.toHaveProperty("avatar");
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('"users"."avatar_version"');
    expect(statements[0]).not.toContain('"users"."avatar",');
    expect(statements[0]).not.toMatch(/"users"\."avatar"(?!_)/);
  });

  it("answers null for an unknown token and for the stored hash used as a token", async () => {
    const { token } = await createSession(db, addUser("a@example.org"), "", NOW);
    expect(await userForToken(db, "x".repeat(43), NOW)).toBeNull();
    expect(await userForToken(db, sha256(token), NOW)).toBeNull();
  });

  it("is live up to the millisecond before expiry, not at it, however recently used", async () => {
    const { token, expiresAt } = await createSession(db, addUser("a@example.org"), "", NOW);
    sqlite.prepare("UPDATE sessions SET last_used_at = ?").run(expiresAt.getTime() - DAY_MS);
    expect(await userForToken(db, token, new Date(expiresAt.getTime() - 1))).not.toBeNull();
    expect(await userForToken(db, token, expiresAt)).toBeNull();
    expect(await userForToken(db, token, new Date(expiresAt.getTime() + 1))).toBeNull();
  });

  it("answers null once the session is revoked", async () => {
    const { token } = await createSession(db, addUser("a@example.org"), "", NOW);
    await revokeSession(db, token, NOW);
    expect(await userForToken(db, token, NOW)).toBeNull();
  });
});

describe("revokeSession", () => {
  it("revokes only that session, records when, and says whether there was one", async () => {
    const userId = addUser("a@example.org");
    const kept = await createSession(db, userId, "", NOW);
    const ended = await createSession(db, userId, "", NOW);
    const later = new Date(NOW.getTime() + 5000);
    expect(await revokeSession(db, ended.token, later)).toBe(true);
    expect(await revokeSession(db, ended.token, new Date(later.getTime() + 1))).toBe(false);
    expect(await revokeSession(db, "x".repeat(43), later)).toBe(false);
    const byHash = new Map(rows().map((r) => [r.token_hash, r.revoked_at]));
    expect(byHash.get(sha256(ended.token))).toBe(later.getTime());
    expect(byHash.get(sha256(kept.token))).toBeNull();
    expect(await userForToken(db, kept.token, later)).not.toBeNull();
  });

  it("leaves a session that ended by expiry or idleness as it is, and says there was none", async () => {
    const userId = addUser("a@example.org");
    const expired = await createSession(db, userId, "", new Date(NOW.getTime() - 400 * DAY_MS));
    const idle = await createSession(db, userId, "", new Date(NOW.getTime() - 40 * DAY_MS));
    expect(await revokeSession(db, expired.token, NOW)).toBe(false);
    expect(await revokeSession(db, idle.token, NOW)).toBe(false);
    expect(rows().map((r) => r.revoked_at)).toEqual([null, null]);
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

describe("idle expiry", () => {
  const at = (ms: number) => new Date(NOW.getTime() + ms);

  it("ends a session 30 days after its last use: live 1 ms before, not at it", async () => {
    const { token } = await createSession(db, addUser("a@example.org"), "", NOW);
    expect(await userForToken(db, token, at(30 * DAY_MS - 1))).not.toBeNull();
    expect(await userForToken(db, token, at(30 * DAY_MS))).toBeNull();
  });

  it("counts from the last use, not from the start", async () => {
    const { token } = await createSession(db, addUser("a@example.org"), "", NOW);
    await touchSession(db, sha256(token), at(20 * DAY_MS));
    expect(await userForToken(db, token, at(49 * DAY_MS))).toMatchObject({ lastUsedAt: at(20 * DAY_MS) });
    expect(await userForToken(db, token, at(50 * DAY_MS))).toBeNull();
  });

  it("moves the last use at most once a day", async () => {
    expect(needsTouch(NOW, at(DAY_MS - 1))).toBe(false);
    expect(needsTouch(NOW, at(DAY_MS))).toBe(true);
    const { token } = await createSession(db, addUser("a@example.org"), "", NOW);
    await touchSession(db, sha256(token), at(DAY_MS - 1));
    expect(rows()[0]?.last_used_at).toBe(NOW.getTime());
    await touchSession(db, sha256(token), at(DAY_MS));
    expect(rows()[0]?.last_used_at).toBe(at(DAY_MS).getTime());
    // A second request in the same moment finds it already moved and writes nothing.
    await touchSession(db, sha256(token), at(DAY_MS + 5));
    expect(rows()[0]?.last_used_at).toBe(at(DAY_MS).getTime());
  });

  it("lets housekeeping delete idle sessions", async () => {
    const userId = addUser("a@example.org");
    await createSession(db, userId, "", NOW);
    const fresh = await createSession(db, userId, "", at(DAY_MS));
    expect(await pruneSessions(db, at(30 * DAY_MS + 1))).toBe(1);
    expect(rows().map((r) => r.token_hash)).toEqual([sha256(fresh.token)]);
  });
});

describe("liveSessions / revokeOtherSessions", () => {
  it("lists an account's live sessions, most recently used first, without other accounts' or ended ones", async () => {
    const alice = addUser("alice@example.org");
    const bob = addUser("bob@example.org");
    const phone = await createSession(db, alice, "Safari|iOS", NOW);
    const laptop = await createSession(db, alice, "Firefox|Linux", new Date(NOW.getTime() + 1000));
    const ended = await createSession(db, alice, "Chrome|Windows", NOW);
    await createSession(db, bob, "Edge|Windows", NOW);
    await revokeSession(db, ended.token, NOW);
    await touchSession(db, sha256(phone.token), new Date(NOW.getTime() + 2 * DAY_MS));
    const later = new Date(NOW.getTime() + 3 * DAY_MS);
    expect(await liveSessions(db, alice, later)).toEqual([
      { tokenHash: sha256(phone.token), device: "Safari|iOS", createdAt: NOW, lastUsedAt: new Date(NOW.getTime() + 2 * DAY_MS) },
      {
        tokenHash: sha256(laptop.token),
        device: "Firefox|Linux",
        createdAt: new Date(NOW.getTime() + 1000),
        lastUsedAt: new Date(NOW.getTime() + 1000),
      },
    ]);
  });

  it("signs out everywhere else: every other session of the account ends, this one and other accounts stay", async () => {
    const alice = addUser("alice@example.org");
    const bob = addUser("bob@example.org");
    const here = await createSession(db, alice, "", NOW);
    const other1 = await createSession(db, alice, "", NOW);
    const other2 = await createSession(db, alice, "", NOW);
    const bobs = await createSession(db, bob, "", NOW);
    expect(await revokeOtherSessions(db, alice, sha256(here.token), NOW)).toBe(2);
    expect(await userForToken(db, here.token, NOW)).not.toBeNull();
    expect(await userForToken(db, other1.token, NOW)).toBeNull();
    expect(await userForToken(db, other2.token, NOW)).toBeNull();
    expect(await userForToken(db, bobs.token, NOW)).not.toBeNull();
    expect(await revokeOtherSessions(db, alice, sha256(here.token), NOW)).toBe(0);
  });
});

describe("startSessionWithNewPassword", () => {
  const challenge = (hash: string, email: string, usedAt: number | null = null) =>
    sqlite
      .prepare(
        "INSERT INTO login_challenges (token_hash, email, code_hash, password_hash, created_at, expires_at, used_at) VALUES (?, ?, 'c', 'p', 0, ?, ?)",
      )
      .run(hash, email, NOW.getTime() + DAY_MS, usedAt);
  const challenges = () =>
    sqlite.prepare("SELECT token_hash, used_at FROM login_challenges ORDER BY token_hash").all() as {
      token_hash: string;
      used_at: number | null;
    }[];

  it("creates the account with its first session", async () => {
    const { token, userId } = await startSessionWithNewPassword(
      db,
      { email: "new@example.org", passwordHash: "h1", device: "Chrome|Android" },
      NOW,
    );
    expect(sqlite.prepare("SELECT id, email, password_hash FROM users").all()).toEqual([
      { id: userId, email: "new@example.org", password_hash: "h1" },
    ]);
    expect(rows()).toEqual([
      expect.objectContaining({ token_hash: sha256(token), user_id: userId, device: "Chrome|Android", revoked_at: null }),
    ]);
  });

  it("sets the new password, ends every other session of the account and voids its other pending codes, in one batch", async () => {
    const alice = addUser("alice@example.org");
    const bob = addUser("bob@example.org");
    const stolen = await createSession(db, alice, "", NOW);
    const bobs = await createSession(db, bob, "", NOW);
    challenge("alice-pending", "alice@example.org");
    challenge("alice-used", "alice@example.org", 5);
    challenge("bob-pending", "bob@example.org");
    const later = new Date(NOW.getTime() + 1000);
    const fresh = await startSessionWithNewPassword(db, { email: "alice@example.org", passwordHash: "h2", device: "" }, later);
    expect(fresh.userId).toBe(alice);
    expect(sqlite.prepare("SELECT password_hash FROM users WHERE id = ?").get(alice)).toEqual({ password_hash: "h2" });
    expect(await userForToken(db, stolen.token, later)).toBeNull();
    expect(await userForToken(db, fresh.token, later)).toMatchObject({ user: { id: alice } });
    expect(await userForToken(db, bobs.token, later)).not.toBeNull();
    expect(challenges()).toEqual([
      { token_hash: "alice-pending", used_at: later.getTime() },
      { token_hash: "alice-used", used_at: 5 },
      { token_hash: "bob-pending", used_at: null },
    ]);
  });

  it("changes nothing when a statement of the batch fails", async () => {
    const alice = addUser("alice@example.org");
    const old = await createSession(db, alice, "", NOW);
    challenge("alice-pending", "alice@example.org");
    // The new session's insert fails (a trigger stands in for a storage error on the last step).
    sqlite.exec("CREATE TRIGGER fail_insert BEFORE INSERT ON sessions BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    await expect(startSessionWithNewPassword(db, { email: "alice@example.org", passwordHash: "h2", device: "" }, NOW)).rejects.toThrow();
    expect(sqlite.prepare("SELECT password_hash FROM users WHERE id = ?").get(alice)).toEqual({ password_hash: "x" });
    expect(await userForToken(db, old.token, NOW)).not.toBeNull();
    expect(challenges()).toEqual([{ token_hash: "alice-pending", used_at: null }]);
  });
});
