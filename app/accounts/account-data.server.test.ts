import { beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "../db/client.server.ts";
import { memoryD1 } from "../../tests/lib/memory-d1.ts";
import {
  cancelDeletionRequest,
  checkDeletionCode,
  createDeletionRequest,
  deleteAccount,
  MAX_DELETION_TRIES,
  pendingDeletion,
  pruneDeletionRequests,
  storedAccountData,
} from "./account-data.server.ts";

// The GDPR model against the real schema in node:sqlite; the integration tests run the same flows
// through the profile page against D1.

const NOW = new Date(Date.UTC(2026, 10, 23, 12));
const MINUTE = 60_000;
const TTL_S = 900;

let db: Db;
let sqlite: ReturnType<typeof memoryD1>["sqlite"];

function addUser(email: string): number {
  return (
    sqlite
      .prepare("INSERT INTO users (email, password_hash, name, created_at, updated_at) VALUES (?, 'h', ?, 1, 2) RETURNING id")
      .get(email, email) as {
      id: number;
    }
  ).id;
}

function addEverything(userId: number, email: string) {
  sqlite
    .prepare(
      "INSERT INTO puzzles (id, stars, seq, puzzle, solution, clues, score, hardest, profile) VALUES (?, 1, ?, 'p', 's', 30, 10, 'x', '') ON CONFLICT DO NOTHING",
    )
    .run(userId, userId);
  sqlite
    .prepare(
      "INSERT INTO savegames (user_id, puzzle_id, state, progress, checked, stars, version, created_at, updated_at) VALUES (?, ?, '{\"entries\":[]}', 50, 0, 1, 1, 3, 4)",
    )
    .run(userId, userId);
  sqlite
    .prepare(
      "INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_used_at, device) VALUES (?, ?, 5, 6, 7, 'Firefox|Linux')",
    )
    .run(`session-${email}`, userId);
  sqlite
    .prepare(
      "INSERT INTO login_challenges (token_hash, email, code_hash, password_hash, created_at, expires_at) VALUES (?, ?, 'c', 'p', 0, 9)",
    )
    .run(`challenge-${email}`, email);
  for (const key of [`login-email:${email}`, `mail-email:${email}`, "login-ip:203.0.113.7"]) {
    sqlite.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, 0, 1) ON CONFLICT DO NOTHING").run(key);
  }
}

const count = (table: string) => (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

beforeEach(() => {
  const memory = memoryD1();
  db = createDb(memory.d1);
  sqlite = memory.sqlite;
});

describe("storedAccountData", () => {
  it("reads the account's profile, sessions and games, and nothing of another account", async () => {
    const alice = addUser("alice@example.org");
    const bob = addUser("bob@example.org");
    addEverything(alice, "alice@example.org");
    addEverything(bob, "bob@example.org");
    const data = await storedAccountData(db, alice);
    expect(data?.user).toMatchObject({ id: alice, email: "alice@example.org", name: "alice@example.org" });
    expect(data?.sessions).toEqual([
      {
        tokenHash: "session-alice@example.org",
        device: "Firefox|Linux",
        createdAt: new Date(5),
        lastUsedAt: new Date(7),
        expiresAt: new Date(6),
        revokedAt: null,
      },
    ]);
    expect(data?.savegames).toEqual([expect.objectContaining({ userId: alice, puzzleId: alice, progress: 50, state: '{"entries":[]}' })]);
  });

  it("answers null for an account that does not exist", async () => {
    expect(await storedAccountData(db, 999)).toBeNull();
  });
});

describe("deletion requests", () => {
  it("accepts the code of its own account until it expires", async () => {
    const alice = addUser("alice@example.org");
    expect(await createDeletionRequest(db, alice, "ABCDEF", TTL_S, NOW)).toEqual(new Date(NOW.getTime() + 15 * MINUTE));
    expect(await pendingDeletion(db, alice, NOW)).toEqual({ expiresAt: new Date(NOW.getTime() + 15 * MINUTE) });
    expect(await checkDeletionCode(db, alice, "ABCDEF", new Date(NOW.getTime() + 15 * MINUTE - 1))).toEqual({ ok: true });
    expect(await checkDeletionCode(db, alice, "ABCDEF", new Date(NOW.getTime() + 15 * MINUTE))).toEqual({ ok: false, reason: "expired" });
    expect(await pendingDeletion(db, alice, new Date(NOW.getTime() + 15 * MINUTE))).toBeNull();
  });

  it("binds the code to the account: the right letters for another account do not count", async () => {
    const alice = addUser("alice@example.org");
    const bob = addUser("bob@example.org");
    await createDeletionRequest(db, alice, "ABCDEF", TTL_S, NOW);
    await createDeletionRequest(db, bob, "GHJKLM", TTL_S, NOW);
    expect(await checkDeletionCode(db, bob, "ABCDEF", NOW)).toEqual({ ok: false, reason: "wrong" });
    expect(await checkDeletionCode(db, alice, "GHJKLM", NOW)).toEqual({ ok: false, reason: "wrong" });
    expect(await checkDeletionCode(db, alice, "ABCDEF", NOW)).toEqual({ ok: true });
  });

  it("voids the request after 5 wrong codes, even for the right code afterwards", async () => {
    const alice = addUser("alice@example.org");
    await createDeletionRequest(db, alice, "ABCDEF", TTL_S, NOW);
    for (let i = 0; i < MAX_DELETION_TRIES; i++) await checkDeletionCode(db, alice, "ZZZZZZ", NOW);
    expect(MAX_DELETION_TRIES).toBe(5);
    expect(await checkDeletionCode(db, alice, "ABCDEF", NOW)).toEqual({ ok: false, reason: "exhausted" });
    expect(await pendingDeletion(db, alice, NOW)).toBeNull();
  });

  it("says wrong for the first four wrong codes and exhausted at the fifth", async () => {
    const alice = addUser("alice@example.org");
    await createDeletionRequest(db, alice, "ABCDEF", TTL_S, NOW);
    const reasons = [];
    for (let i = 0; i < 5; i++) {
      const check = await checkDeletionCode(db, alice, "ZZZZZZ", NOW);
      reasons.push(check.ok ? "ok" : check.reason);
    }
    expect(reasons).toEqual(["wrong", "wrong", "wrong", "wrong", "exhausted"]);
  });

  it("replaces an earlier request with a new code and fresh tries; cancelling removes it", async () => {
    const alice = addUser("alice@example.org");
    await createDeletionRequest(db, alice, "ABCDEF", TTL_S, NOW);
    await checkDeletionCode(db, alice, "ZZZZZZ", NOW);
    await createDeletionRequest(db, alice, "GHJKLM", TTL_S, NOW);
    expect(sqlite.prepare("SELECT tries FROM account_deletions").all()).toEqual([{ tries: 0 }]);
    expect(await checkDeletionCode(db, alice, "ABCDEF", NOW)).toEqual({ ok: false, reason: "wrong" });
    await cancelDeletionRequest(db, alice);
    expect(await checkDeletionCode(db, alice, "GHJKLM", NOW)).toEqual({ ok: false, reason: "none" });
  });

  it("lets housekeeping remove expired requests only", async () => {
    const alice = addUser("alice@example.org");
    const bob = addUser("bob@example.org");
    await createDeletionRequest(db, alice, "ABCDEF", TTL_S, NOW);
    await createDeletionRequest(db, bob, "ABCDEF", TTL_S, new Date(NOW.getTime() + 10 * MINUTE));
    expect(await pruneDeletionRequests(db, new Date(NOW.getTime() + 16 * MINUTE))).toBe(1);
    expect(sqlite.prepare("SELECT user_id FROM account_deletions").all()).toEqual([{ user_id: bob }]);
  });
});

describe("deleteAccount", () => {
  it("removes the account and every row that names it, and leaves other accounts alone", async () => {
    const alice = addUser("alice@example.org");
    const bob = addUser("bob@example.org");
    addEverything(alice, "alice@example.org");
    addEverything(bob, "bob@example.org");
    await createDeletionRequest(db, alice, "ABCDEF", TTL_S, NOW);
    await deleteAccount(db, { id: alice, email: "alice@example.org" });
    expect(sqlite.prepare("SELECT id FROM users").all()).toEqual([{ id: bob }]);
    expect(sqlite.prepare("SELECT user_id FROM savegames").all()).toEqual([{ user_id: bob }]);
    expect(sqlite.prepare("SELECT user_id FROM sessions").all()).toEqual([{ user_id: bob }]);
    expect(sqlite.prepare("SELECT email FROM login_challenges").all()).toEqual([{ email: "bob@example.org" }]);
    expect(count("account_deletions")).toBe(0);
    expect(sqlite.prepare("SELECT key FROM rate_limits ORDER BY key").all()).toEqual([
      { key: "login-email:bob@example.org" },
      { key: "login-ip:203.0.113.7" },
      { key: "mail-email:bob@example.org" },
    ]);
  });

  it("deletes nothing when a statement of the batch fails", async () => {
    const alice = addUser("alice@example.org");
    addEverything(alice, "alice@example.org");
    sqlite.exec("CREATE TRIGGER keep_users BEFORE DELETE ON users BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    await expect(deleteAccount(db, { id: alice, email: "alice@example.org" })).rejects.toThrow();
    expect([count("users"), count("savegames"), count("sessions"), count("login_challenges")]).toEqual([1, 1, 1, 1]);
  });
});
