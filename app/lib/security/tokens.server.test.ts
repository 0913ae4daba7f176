import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, CODE_LENGTH } from "../../config/constants.ts";
import {
  bytesEqual,
  fromBase64Url,
  generateCode,
  normalizeCode,
  randomToken,
  sha256Hex,
  timingSafeEqual,
  toBase64Url,
  uniformIndices,
  type FillRandom,
} from "./tokens.server.ts";

describe("randomToken", () => {
  it("returns base64url of the requested length with at least 128 bits", () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fromBase64Url(token)).toHaveLength(32);
    expect(randomToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("never repeats", () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => randomToken()));
    expect(tokens.size).toBe(1000);
  });

  it.each([0, 8, 15, 16.5, Number.NaN])("refuses %s bytes", (bytes) => {
    expect(() => randomToken(bytes)).toThrow(RangeError);
    expect(() => randomToken(bytes)).toThrow(`randomToken needs at least 16 bytes, got ${bytes}`);
  });
});

describe("base64url", () => {
  it("round-trips every length and byte value", () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n * 13) % 256);
      const encoded = toBase64Url(bytes);
      expect(encoded).not.toMatch(/[+/=]/);
      expect(fromBase64Url(encoded)).toEqual(bytes);
    }
  });

  it.each(["a", "ab+c", "ab/c", "abc=", "ab c", "AB", "AAB", "ab*c", "ab.c", "äbcd", "+abc", "abc+"])("rejects %j", (text) => {
    expect(fromBase64Url(text)).toBeNull();
  });
});

describe("sha256Hex", () => {
  // Published vectors (FIPS 180-2 appendix B). "abc" has the bytes 0x01 and 0x03, so a lost
  // leading zero of a byte would shorten it.
  it.each([
    ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    ["abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"],
  ])("hashes %j", async (input, expected) => {
    expect(await sha256Hex(input)).toBe(expected);
  });

  it("hashes the UTF-8 bytes: ä is C3 A4", async () => {
    // printf '\xc3\xa4' | sha256sum
    expect(await sha256Hex("ä")).toBe("33e6d73fee82904c8d7afb78de1154d1e8dc2a0edb08120e63df5b9385c2d9cc");
  });
});

describe("timingSafeEqual", () => {
  it.each([
    ["", "", true],
    ["abc", "abc", true],
    ["abc", "abd", false],
    ["abc", "ab", false],
    ["ab", "abc", false],
    ["", "a", false],
    ["äöü", "äöü", true],
    ["ä", "a", false],
  ])("%j vs %j → %s", (a, b, expected) => {
    expect(timingSafeEqual(a, b)).toBe(expected);
  });

  it("does not treat a zero-padded byte array as equal", () => {
    expect(bytesEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });
});

/** Feeds the given bytes in order, then fails, so a test sees exactly which bytes were used. */
function scripted(bytes: number[]): FillRandom {
  let next = 0;
  return (buffer) => {
    for (let i = 0; i < buffer.length; i++) {
      if (next >= bytes.length) throw new Error("script exhausted");
      buffer[i] = bytes[next++]!;
    }
  };
}

describe("uniformIndices", () => {
  it("maps each accepted byte value to every index equally often", () => {
    const size = CODE_ALPHABET.length;
    const all = Array.from({ length: 256 }, (_, i) => i);
    const accepted = 256 - (256 % size);
    const indices = uniformIndices(accepted, size, scripted(all));
    const counts = new Array<number>(size).fill(0);
    for (const i of indices) counts[i]!++;
    expect(new Set(counts)).toEqual(new Set([accepted / size]));
  });

  it("skips bytes at or above the largest multiple of the alphabet size", () => {
    const size = CODE_ALPHABET.length; // 23 → bytes 253, 254, 255 must be rejected
    const bytes = [255, 254, 253, 0, 252, 22, 23, ...new Array<number>(9).fill(1)];
    expect(uniformIndices(4, size, scripted(bytes))).toEqual([0, 252 % size, 22, 0]);
  });

  it("keeps drawing when a whole buffer is rejected", () => {
    const bytes = [...new Array<number>(16).fill(255), 5, ...new Array<number>(15).fill(0)];
    expect(uniformIndices(1, 23, scripted(bytes))).toEqual([5]);
  });

  it.each([0, 257, 2.5])("refuses alphabet size %s", (size) => {
    expect(() => uniformIndices(1, size)).toThrow(RangeError);
    expect(() => uniformIndices(1, size)).toThrow(`size must be 1..256, got ${size}`);
  });

  it("accepts the smallest and the largest alphabet, 1 and 256", () => {
    expect(uniformIndices(3, 1, scripted([200, 7, 0, ...new Array<number>(13).fill(9)]))).toEqual([0, 0, 0]);
    expect(uniformIndices(3, 256, scripted([255, 0, 128, ...new Array<number>(13).fill(9)]))).toEqual([255, 0, 128]);
  });
});

describe("generateCode", () => {
  it("uses only alphabet letters, every letter, roughly evenly", () => {
    const counts = new Map<string, number>();
    const codes = 4000;
    for (let i = 0; i < codes; i++) {
      const code = generateCode();
      expect(code).toHaveLength(CODE_LENGTH);
      for (const letter of code) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join("")).toBe(CODE_ALPHABET);
    const expected = (codes * CODE_LENGTH) / CODE_ALPHABET.length;
    // ≈1043 per letter with σ≈32; ±25 % is about 8σ, loose enough never to flake.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(expected * 0.75);
      expect(count).toBeLessThan(expected * 1.25);
    }
  });

  it("is normalizeCode's fixed point", () => {
    for (let i = 0; i < 50; i++) {
      const code = generateCode();
      expect(normalizeCode(code)).toBe(code);
    }
  });
});

describe("normalizeCode", () => {
  it.each([
    ["ABCDEF", "ABCDEF"],
    ["abcdef", "ABCDEF"],
    [" abc def ", "ABCDEF"],
    ["a\tb\nc d\u00a0e f", "ABCDEF"],
    ["ZyXwVu", "ZYXWVU"],
    ["ABCDE", null],
    ["ABCDEFG", null],
    ["ABCDEI", null],
    ["ABCDEO", null],
    ["ABCDEQ", null],
    ["ABC-DEF", null],
    ["ABCDE1", null],
    ["ABCDÄF", null],
    ["abcdß", null],
    ["", null],
    [" ".repeat(100) + "ABCDEF", null],
    [" ".repeat(58) + "abcdef", "ABCDEF"], // 64 characters: the longest input read
    [" ".repeat(59) + "abcdef", null], // 65 characters
  ])("%j → %j", (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });
});
