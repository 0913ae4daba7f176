// Random secrets, digests and one-time codes. Only WebCrypto and TextEncoder, so the same code
// runs in the Workers runtime and in Node's unit tests.

import { CODE_ALPHABET, CODE_LENGTH } from "../../config/constants.ts";

/** Session and login tokens must carry at least 128 bits (DESIGN §4 Auth). */
export const MIN_TOKEN_BYTES = 16;
export const DEFAULT_TOKEN_BYTES = 32;

const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  // Stryker disable next-line Regex: equivalent, base64 has "=" only at its end
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Strict: anything outside the unpadded base64url alphabet yields null instead of throwing. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  // Stryker disable next-line StringLiteral,ArithmeticOperator: equivalent, atob's forgiving decode accepts unpadded input; the padding is for the reader
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  // Stryker disable next-line EqualityOperator: equivalent, a typed array ignores a write past its end
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  // Non-canonical trailing bits would let two strings decode to the same bytes.
  return toBase64Url(bytes) === text ? bytes : null;
}

export function randomToken(bytes: number = DEFAULT_TOKEN_BYTES): string {
  if (!Number.isInteger(bytes) || bytes < MIN_TOKEN_BYTES) {
    throw new RangeError(`randomToken needs at least ${MIN_TOKEN_BYTES} bytes, got ${bytes}`);
  }
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Compares every byte of the longer input, so the time taken does not reveal the position of
 * the first difference. Length itself is not secret here (hashes and tokens have fixed lengths).
 */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  // Stryker disable next-line MethodExpression: equivalent in result, diff already holds the length difference; max is for the timing
  const length = Math.max(a.length, b.length);
  let diff = a.length ^ b.length;
  // Stryker disable next-line EqualityOperator: equivalent, one more round XORs 0 with 0
  for (let i = 0; i < length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export function timingSafeEqual(a: string, b: string): boolean {
  return bytesEqual(encoder.encode(a), encoder.encode(b));
}

export type FillRandom = (buffer: Uint8Array<ArrayBuffer>) => void;

const cryptoFill: FillRandom = (buffer) => {
  crypto.getRandomValues(buffer);
};

/**
 * `count` uniform indices below `size` from random bytes. A byte is used only when it is below
 * the largest multiple of `size` that fits in 256; `byte % size` on the rest would favour the
 * first `256 % size` letters.
 */
export function uniformIndices(count: number, size: number, fill: FillRandom = cryptoFill): number[] {
  if (!Number.isInteger(size) || size < 1 || size > 256) throw new RangeError(`size must be 1..256, got ${size}`);
  const limit = 256 - (256 % size);
  const result: number[] = [];
  // Stryker disable next-line MethodExpression: equivalent in result, the 16-byte minimum only saves calls to the random source
  const buffer = new Uint8Array(Math.max(count, 16));
  while (result.length < count) {
    fill(buffer);
    for (const byte of buffer) {
      if (byte < limit) result.push(byte % size);
      if (result.length === count) break;
    }
  }
  return result;
}

export function generateCode(fill: FillRandom = cryptoFill): string {
  return uniformIndices(CODE_LENGTH, CODE_ALPHABET.length, fill)
    .map((i) => CODE_ALPHABET[i])
    .join("");
}

const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/**
 * The server-side twin of the code boxes (SPEC §5): case and whitespace do not matter, anything
 * else does. Only ASCII letters are upper-cased, because `"ß".toUpperCase()` is `"SS"` and would
 * turn foreign input into valid letters.
 */
export function normalizeCode(input: string): string | null {
  if (input.length > 64) return null;
  // Stryker disable next-line Regex: equivalent, removing whitespace runs or single whitespace characters is the same
  const compact = input.replace(/\s+/g, "");
  if (!/^[A-Za-z]*$/.test(compact)) return null;
  const upper = compact.toUpperCase();
  return CODE_PATTERN.test(upper) ? upper : null;
}
