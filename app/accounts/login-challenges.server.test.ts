import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "../db/client.server.ts";
import { memoryD1 } from "../../tests/lib/memory-d1.ts";
import { createChallenge, dropChallenge, MAX_CODE_TRIES, pruneChallenges, redeemChallenge } from "./login-challenges.server.ts";

// The e-mail code challenge against the real schema in node:sqlite (tests/lib/memory-d1.ts); the
// integration tests run the same code against D1 through /api/login and /api/authenticate.

const NOW = new Date(Date.UTC(2026, 0, 15, 12));
const FIFTEEN_MINUTES_MS = 900_000;
/** Node's own SHA-256, not the WebCrypto code the model uses. */
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const INPUT = { email: "neu@example.org", code: "ABCDEF", passwordHash: "pbkdf2-sha256$stored" };

let db: Db;
let sqlite: ReturnType<typeof memoryD1>["sqlite"];

interface ChallengeRow {
  token_hash: string;
  email: string;
  code_hash: string;
  password_hash: string;
  tries: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

const rows = () => sqlite.prepare("SELECT * FROM login_challenges ORDER BY email").all() as unknown as ChallengeRow[];
const after = (ms: number) => new Date(NOW.getTime() + ms);

beforeEach(() => {
  const memory = memoryD1();
  db = createDb(memory.d1);
  sqlite = memory.sqlite;
});

it("voids a challenge at the fifth wrong code (SPEC §5)", () => {
  expect(MAX_CODE_TRIES).toBe(5);
});

describe("createChallenge", () => {
  it("hands out a 256-bit login token valid 15 minutes and stores only hashes", async () => {
    const { loginToken, expiresAt } = await createChallenge(db, INPUT, NOW);
    expect(loginToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBe(Date.UTC(2026, 0, 15, 12, 15));
    expect(rows()).toEqual([
      {
        token_hash: sha256(loginToken),
        email: "neu@example.org",
        // The code is bound to the token: the same code of another login hashes differently.
        code_hash: sha256(`${loginToken}:ABCDEF`),
        password_hash: "pbkdf2-sha256$stored",
        tries: 0,
        created_at: NOW.getTime(),
        expires_at: NOW.getTime() + FIFTEEN_MINUTES_MS,
        used_at: null,
      },
    ]);
  });
});

describe("redeemChallenge", () => {
  it("accepts the right code once and marks the challenge used", async () => {
    const { loginToken } = await createChallenge(db, INPUT, NOW);
    expect(await redeemChallenge(db, loginToken, "ABCDEF", after(1000))).toEqual({
      ok: true,
      email: "neu@example.org",
      passwordHash: "pbkdf2-sha256$stored",
    });
    expect(rows()[0]).toMatchObject({ used_at: NOW.getTime() + 1000, tries: 0 });
    expect(await redeemChallenge(db, loginToken, "ABCDEF", after(2000))).toEqual({ ok: false, reason: "unknown" });
  });

  it("answers unknown for a token it never issued", async () => {
    await createChallenge(db, INPUT, NOW);
    expect(await redeemChallenge(db, "x".repeat(43), "ABCDEF", NOW)).toEqual({ ok: false, reason: "unknown" });
  });

  it("does not accept one login's code with another login's token", async () => {
    const first = await createChallenge(db, INPUT, NOW);
    await createChallenge(db, { ...INPUT, email: "other@example.org", code: "GHJKLM" }, NOW);
    expect(await redeemChallenge(db, first.loginToken, "GHJKLM", NOW)).toEqual({ ok: false, reason: "wrong" });
  });

  it("binds the code to the token: the same code in two logins is stored as two different hashes, each redeemable only with its own token", async () => {
    const a = await createChallenge(db, INPUT, NOW);
    const b = await createChallenge(db, { ...INPUT, email: "zweite@example.org" }, NOW);
    const [first, second] = rows();
    expect(first!.code_hash).not.toBe(second!.code_hash);
    expect(await redeemChallenge(db, b.loginToken, "ABCDEF", NOW)).toMatchObject({ ok: true, email: "zweite@example.org" });
    expect(await redeemChallenge(db, a.loginToken, "ABCDEF", NOW)).toMatchObject({ ok: true, email: "neu@example.org" });
  });

  it("refuses a challenge created more than 15 minutes before the given instant", async () => {
    const { loginToken } = await createChallenge(db, INPUT, new Date(NOW.getTime() - FIFTEEN_MINUTES_MS - 1000));
    expect(await redeemChallenge(db, loginToken, "ABCDEF", NOW)).toEqual({ ok: false, reason: "expired" });
    const fresh = await createChallenge(
      db,
      { ...INPUT, email: "frisch@example.org" },
      new Date(NOW.getTime() - FIFTEEN_MINUTES_MS + 60_000),
    );
    expect((await redeemChallenge(db, fresh.loginToken, "ABCDEF", NOW)).ok).toBe(true);
  });

  it("is valid up to the millisecond before expiry, expired at it", async () => {
    const a = await createChallenge(db, INPUT, NOW);
    const b = await createChallenge(db, { ...INPUT, email: "b@example.org" }, NOW);
    expect(await redeemChallenge(db, a.loginToken, "ABCDEF", after(FIFTEEN_MINUTES_MS))).toEqual({ ok: false, reason: "expired" });
    expect(await redeemChallenge(db, a.loginToken, "ABCDEF", after(FIFTEEN_MINUTES_MS + 1))).toEqual({ ok: false, reason: "expired" });
    expect((await redeemChallenge(db, b.loginToken, "ABCDEF", after(FIFTEEN_MINUTES_MS - 1))).ok).toBe(true);
  });

  it("counts wrong codes: four answer wrong, the fifth voids it, and then even the right code fails", async () => {
    const { loginToken } = await createChallenge(db, INPUT, NOW);
    const reasons = [];
    for (let i = 0; i < 5; i++) {
      const result = await redeemChallenge(db, loginToken, "ZZZZZZ", NOW);
      reasons.push(result.ok ? "ok" : result.reason);
      expect(rows()[0]!.tries).toBe(i + 1);
    }
    expect(reasons).toEqual(["wrong", "wrong", "wrong", "wrong", "exhausted"]);
    expect(await redeemChallenge(db, loginToken, "ABCDEF", NOW)).toEqual({ ok: false, reason: "exhausted" });
    expect(rows()[0]).toMatchObject({ tries: 5, used_at: null });
  });

  it("still accepts the right code after four wrong ones", async () => {
    const { loginToken } = await createChallenge(db, INPUT, NOW);
    for (let i = 0; i < 4; i++) await redeemChallenge(db, loginToken, "ZZZZZZ", NOW);
    expect((await redeemChallenge(db, loginToken, "ABCDEF", NOW)).ok).toBe(true);
  });

  it("does not count tries on an expired or used challenge", async () => {
    const { loginToken } = await createChallenge(db, INPUT, NOW);
    expect(await redeemChallenge(db, loginToken, "ZZZZZZ", after(FIFTEEN_MINUTES_MS))).toEqual({ ok: false, reason: "expired" });
    expect(rows()[0]!.tries).toBe(0);
    await redeemChallenge(db, loginToken, "ABCDEF", NOW);
    expect(await redeemChallenge(db, loginToken, "ZZZZZZ", NOW)).toEqual({ ok: false, reason: "unknown" });
    expect(rows()[0]!.tries).toBe(0);
  });

  describe("two requests that both read the challenge before either writes", () => {
    /**
     * A database on which the next two SELECTs wait for each other, so both requests see the
     * same row before either updates it: the race the conditional updates must settle.
     */
    let held = 0;
    function racingDb(): Db {
      const waiting: (() => void)[] = [];
      held = 0;
      const memory = memoryD1((sql) => {
        if (!sql.startsWith("select")) return;
        held++;
        return new Promise<void>((release) => {
          waiting.push(release);
          if (waiting.length === 2) for (const go of waiting.splice(0)) go();
        });
      });
      sqlite = memory.sqlite;
      return createDb(memory.d1);
    }

    it("lets only one of two confirmations with the right code win", async () => {
      const racing = racingDb();
      const { loginToken } = await createChallenge(racing, INPUT, NOW);
      const results = await Promise.all([
        redeemChallenge(racing, loginToken, "ABCDEF", NOW),
        redeemChallenge(racing, loginToken, "ABCDEF", NOW),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "unknown" }]);
      expect(held).toBe(2);
    });

    it("counts two wrong codes after four as exhausted and never a sixth try", async () => {
      const racing = racingDb();
      const { loginToken } = await createChallenge(racing, INPUT, NOW);
      sqlite.prepare("UPDATE login_challenges SET tries = 4").run();
      const results = await Promise.all([
        redeemChallenge(racing, loginToken, "ZZZZZZ", NOW),
        redeemChallenge(racing, loginToken, "YYYYYY", NOW),
      ]);
      expect(results).toEqual([
        { ok: false, reason: "exhausted" },
        { ok: false, reason: "exhausted" },
      ]);
      expect(rows()[0]!.tries).toBe(5);
      expect(held).toBe(2);
    });

    it("answers wrong to both of two wrong codes with tries left, and counts both", async () => {
      const racing = racingDb();
      const { loginToken } = await createChallenge(racing, INPUT, NOW);
      const results = await Promise.all([
        redeemChallenge(racing, loginToken, "ZZZZZZ", NOW),
        redeemChallenge(racing, loginToken, "YYYYYY", NOW),
      ]);
      expect(results).toEqual([
        { ok: false, reason: "wrong" },
        { ok: false, reason: "wrong" },
      ]);
      expect(rows()[0]!.tries).toBe(2);
      expect(held).toBe(2);
    });
  });
});

describe("dropChallenge and pruneChallenges", () => {
  it("drops only the challenge of that token", async () => {
    const a = await createChallenge(db, INPUT, NOW);
    await createChallenge(db, { ...INPUT, email: "keep@example.org" }, NOW);
    await dropChallenge(db, a.loginToken);
    expect(rows().map((r) => r.email)).toEqual(["keep@example.org"]);
  });

  it("prunes challenges that expired before now and counts them", async () => {
    await createChallenge(db, { ...INPUT, email: "a-old@example.org" }, after(-FIFTEEN_MINUTES_MS - 1));
    await createChallenge(db, { ...INPUT, email: "b-now@example.org" }, after(-FIFTEEN_MINUTES_MS));
    await createChallenge(db, { ...INPUT, email: "c-live@example.org" }, NOW);
    expect(await pruneChallenges(db, NOW)).toBe(1);
    expect(rows().map((r) => r.email)).toEqual(["b-now@example.org", "c-live@example.org"]);
    expect(await pruneChallenges(db, NOW)).toBe(0);
  });
});
