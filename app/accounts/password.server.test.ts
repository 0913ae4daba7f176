import { describe, expect, it, vi } from "vitest";
import {
  CURRENT_PBKDF2_PARAMS,
  DUMMY_HASH,
  PBKDF2_ITERATIONS,
  PBKDF2_MAX_ITERATIONS_PER_CALL,
  formatPasswordHash,
  hashPassword,
  needsRehash,
  parsePasswordHash,
  verifyAgainstDummy,
  verifyPassword,
} from "./password.server.ts";

// Full-strength hashes cost about a second each, so most tests use cheap parameters through
// the same code path; only a handful exercise the production parameters.
const CHEAP = { iterations: 3_000, iterationsPerCall: 1_000 };
const B64_16 = "A".repeat(22);
const B64_32 = "A".repeat(43);

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

describe("hashPassword / verifyPassword with production parameters", () => {
  it("round-trips, records its parameters and costs the same for wrong, unknown and broken", async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(PBKDF2_MAX_ITERATIONS_PER_CALL).toBeLessThanOrEqual(100_000);
    const stored = await hashPassword("Richtig#1234");
    expect(stored).toMatch(/^pbkdf2-sha256\$600000\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);

    const [right, realMs] = await timed(() => verifyPassword("Richtig#1234", stored));
    const [wrong] = await timed(() => verifyPassword("Richtig#1235", stored));
    const [dummy, dummyMs] = await timed(() => verifyAgainstDummy("Richtig#1234"));
    const [broken, brokenMs] = await timed(() => verifyPassword("Richtig#1234", "plaintext-password"));
    expect(right).toEqual({ ok: true, needsRehash: false });
    expect(wrong).toEqual({ ok: false, needsRehash: false });
    expect(dummy).toEqual({ ok: false, needsRehash: false });
    expect(broken).toEqual({ ok: false, needsRehash: false });
    // A shortcut would be ~200 times faster; a quarter leaves room for a busy test machine.
    expect(dummyMs).toBeGreaterThan(realMs / 4);
    expect(brokenMs).toBeGreaterThan(realMs / 4);
    expect(parsePasswordHash(DUMMY_HASH)).toMatchObject(CURRENT_PBKDF2_PARAMS);
  });

  it("equals chained PBKDF2 calls, each keyed by the previous output, with the same salt", async () => {
    const stored = await hashPassword("pw", CHEAP);
    const parsed = parsePasswordHash(stored)!;
    let material: Uint8Array = new TextEncoder().encode("pw");
    for (let round = 0; round < 3; round++) {
      const key = await crypto.subtle.importKey("raw", material as BufferSource, "PBKDF2", false, ["deriveBits"]);
      const salt = parsed.salt as BufferSource;
      material = new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 1_000 }, key, 256));
    }
    expect(material).toEqual(parsed.hash);
  });
});

/** The iterations of every PBKDF2 call `work` makes: counted through crypto.subtle.deriveBits, not timed. */
async function pbkdf2Calls(work: () => Promise<unknown>): Promise<number[]> {
  const spy = vi.spyOn(crypto.subtle, "deriveBits");
  try {
    await work();
    return spy.mock.calls.map(([algorithm]) => (algorithm as Pbkdf2Params).iterations);
  } finally {
    spy.mockRestore();
  }
}

describe("the work of a check, counted", () => {
  const SIX_CALLS = [100_000, 100_000, 100_000, 100_000, 100_000, 100_000];

  it("is 600,000 iterations in six calls for a right, a wrong and an unknown e-mail's (dummy) password alike", async () => {
    const stored = await hashPassword("Richtig#1234");
    expect(await pbkdf2Calls(() => verifyPassword("Richtig#1234", stored))).toEqual(SIX_CALLS);
    expect(await pbkdf2Calls(() => verifyPassword("Falsch#1234", stored))).toEqual(SIX_CALLS);
    expect(await pbkdf2Calls(() => verifyAgainstDummy("Falsch#1234"))).toEqual(SIX_CALLS);
  });

  it("is the same for a stored value it cannot parse, which must not answer faster than a real check", async () => {
    expect(await pbkdf2Calls(() => verifyPassword("Falsch#1234", "plaintext-password"))).toEqual(SIX_CALLS);
  });
});

describe("hashPassword / verifyPassword with cheap parameters", () => {
  it.each([
    ["ascii", "Passwort#1"],
    ["empty", ""],
    ["umlauts and emoji", "Grüße🧩§1a"],
    ["long", "x".repeat(1024)],
    ["dollar signs", "a$b$c$d"],
  ])("round-trips %s", async (_, password) => {
    const stored = await hashPassword(password, CHEAP);
    expect(await verifyPassword(password, stored)).toEqual({ ok: true, needsRehash: true });
    expect((await verifyPassword(`${password}x`, stored)).ok).toBe(false);
  });

  it("treats composed and decomposed umlauts as the same password", async () => {
    const stored = await hashPassword("M\u00fcller#1", CHEAP);
    expect((await verifyPassword("Mu\u0308ller#1", stored)).ok).toBe(true);
  });

  it("is case-sensitive", async () => {
    const stored = await hashPassword("Secret#1", CHEAP);
    expect((await verifyPassword("secret#1", stored)).ok).toBe(false);
  });

  it("uses a fresh salt each time", async () => {
    const [a, b] = await Promise.all([hashPassword("same", CHEAP), hashPassword("same", CHEAP)]);
    expect(a).not.toBe(b);
    expect(parsePasswordHash(a)!.salt).not.toEqual(parsePasswordHash(b)!.salt);
    expect(parsePasswordHash(a)!.hash).not.toEqual(parsePasswordHash(b)!.hash);
  });

  it("depends on the iteration split, not only the total", async () => {
    const stored = await hashPassword("pw", { iterations: 2_000, iterationsPerCall: 1_000 });
    const parsed = parsePasswordHash(stored)!;
    const resplit = formatPasswordHash({ ...parsed, iterationsPerCall: 2_000 });
    expect((await verifyPassword("pw", resplit)).ok).toBe(false);
  });

  it.each([
    ["more per call than Workers allows", 600_000, 200_000],
    ["a total that is not a multiple of the call", 1_500, 1_000],
    ["a fractional call count", 3, 1.5],
    ["a negative call count", 3_000, -1_000],
    ["zero per call", 3_000, 0],
    ["zero in total", 0, 1_000],
    ["a total above the ceiling", 10_100_000, 100_000],
  ])("refuses parameters it could not store or Workers could not run: %s", async (_, iterations, iterationsPerCall) => {
    await expect(hashPassword("pw", { iterations, iterationsPerCall })).rejects.toThrow(
      `Invalid PBKDF2 parameters {"iterations":${iterations},"iterationsPerCall":${iterationsPerCall}}`,
    );
  });

  it("accepts a single call of the whole count", async () => {
    const stored = await hashPassword("pw", { iterations: 1_000, iterationsPerCall: 1_000 });
    expect(stored).toMatch(/^pbkdf2-sha256\$1000\$1000\$/);
    expect((await verifyPassword("pw", stored)).ok).toBe(true);
  });
});

describe("needsRehash", () => {
  it.each([
    ["fewer iterations", 300_000, 100_000, 16, 32, true],
    ["shorter hash", 600_000, 100_000, 16, 16, true],
    ["current", 600_000, 100_000, 16, 32, false],
    ["current total in smaller calls", 600_000, 50_000, 16, 32, false],
    ["stronger than current", 700_000, 100_000, 32, 64, false],
  ])("%s → %s", (_, iterations, iterationsPerCall, saltBytes, hashBytes, expected) => {
    const stored = formatPasswordHash({
      iterations,
      iterationsPerCall,
      salt: new Uint8Array(saltBytes),
      hash: new Uint8Array(hashBytes),
    });
    expect(needsRehash(stored)).toBe(expected);
  });

  it("is false for what it cannot parse", () => {
    expect(needsRehash("garbage")).toBe(false);
  });
});

describe("parsePasswordHash", () => {
  it("reads every field", () => {
    const parsed = parsePasswordHash(`pbkdf2-sha256$600000$100000$${B64_16}$${B64_32}`);
    expect(parsed).toEqual({
      iterations: 600_000,
      iterationsPerCall: 100_000,
      salt: new Uint8Array(16),
      hash: new Uint8Array(32),
    });
  });

  it("reads the largest iteration count and hash it accepts", () => {
    expect(parsePasswordHash(`pbkdf2-sha256$10000000$100000$${B64_16}$${B64_32}`)).toMatchObject({ iterations: 10_000_000 });
    expect(parsePasswordHash(`pbkdf2-sha256$600000$100000$${B64_16}$${"A".repeat(86)}`)!.hash).toHaveLength(64);
    expect(parsePasswordHash(`pbkdf2-sha256$600000$100000$${B64_16}$${"A".repeat(22)}`)!.hash).toHaveLength(16);
  });

  it("reads the smallest split: one iteration per call", () => {
    expect(parsePasswordHash(`pbkdf2-sha256$1$1$${B64_16}$${B64_32}`)).toMatchObject({ iterations: 1, iterationsPerCall: 1 });
  });

  it.each([
    ["not a string", null],
    ["not a string", 42],
    ["an array holding a valid hash", [`pbkdf2-sha256$600000$100000$${B64_16}$${B64_32}`]],
    ["an object that prints as a valid hash", { toString: () => `pbkdf2-sha256$600000$100000$${B64_16}$${B64_32}` }],
    ["a prefix before the scheme", `xpbkdf2-sha256$600000$100000$${B64_16}$${B64_32}`],
    ["more than 10,000,000 iterations", `pbkdf2-sha256$10100000$100000$${B64_16}$${B64_32}`],
    ["a hash longer than 64 bytes", `pbkdf2-sha256$600000$100000$${B64_16}$${"A".repeat(87)}`],
    ["empty", ""],
    ["plain text", "hunter2"],
    ["other scheme", `bcrypt$600000$100000$${B64_16}$${B64_32}`],
    ["upper-case scheme", `PBKDF2-SHA256$600000$100000$${B64_16}$${B64_32}`],
    ["missing field", `pbkdf2-sha256$600000$${B64_16}$${B64_32}`],
    ["extra field", `pbkdf2-sha256$600000$100000$${B64_16}$${B64_32}$x`],
    ["trailing newline", `pbkdf2-sha256$600000$100000$${B64_16}$${B64_32}\n`],
    ["leading zero", `pbkdf2-sha256$0600000$100000$${B64_16}$${B64_32}`],
    ["zero iterations", `pbkdf2-sha256$0$100000$${B64_16}$${B64_32}`],
    ["negative", `pbkdf2-sha256$-600000$100000$${B64_16}$${B64_32}`],
    ["fraction", `pbkdf2-sha256$600000.5$100000$${B64_16}$${B64_32}`],
    ["exponent", `pbkdf2-sha256$6e5$100000$${B64_16}$${B64_32}`],
    ["per call above Workers' limit", `pbkdf2-sha256$600000$200000$${B64_16}$${B64_32}`],
    ["total not a multiple", `pbkdf2-sha256$650001$100000$${B64_16}$${B64_32}`],
    ["total below one call", `pbkdf2-sha256$50000$100000$${B64_16}$${B64_32}`],
    ["absurd total", `pbkdf2-sha256$900000000$100000$${B64_16}$${B64_32}`],
    ["short salt", `pbkdf2-sha256$600000$100000$${"A".repeat(11)}$${B64_32}`],
    ["padded base64", `pbkdf2-sha256$600000$100000$${B64_16}==$${B64_32}`],
    ["standard base64", `pbkdf2-sha256$600000$100000$${"+".repeat(22)}$${B64_32}`],
    ["non-canonical base64", `pbkdf2-sha256$600000$100000$${"A".repeat(21)}B$${B64_32}`],
    ["empty hash", `pbkdf2-sha256$600000$100000$${B64_16}$`],
    ["short hash", `pbkdf2-sha256$600000$100000$${B64_16}$${"A".repeat(11)}`],
  ])("rejects %s", (_, stored) => {
    expect(parsePasswordHash(stored)).toBeNull();
  });
});
