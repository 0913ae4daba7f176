// Password hashing with PBKDF2-SHA256 from WebCrypto. Workers refuses more than 100,000
// iterations in one deriveBits call, so the work is split into rounds: round 1 derives from the
// password, every further round from the previous output, each with the same salt. The stored
// string names all parameters, so raising them later only needs `needsRehash` on login.

import { bytesEqual, fromBase64Url, toBase64Url } from "../lib/security/tokens.server.ts";

export const PASSWORD_HASH_SCHEME = "pbkdf2-sha256";
/** OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;
/** The Workers runtime's ceiling for a single deriveBits call. */
export const PBKDF2_MAX_ITERATIONS_PER_CALL = 100_000;
export const PASSWORD_SALT_BYTES = 16;
export const PASSWORD_HASH_BYTES = 32;
/** Guards against a corrupted or hostile stored value that would pin a CPU for minutes. */
export const PBKDF2_MAX_ITERATIONS = 10_000_000;

export interface Pbkdf2Params {
  iterations: number;
  iterationsPerCall: number;
}

export const CURRENT_PBKDF2_PARAMS: Readonly<Pbkdf2Params> = Object.freeze({
  iterations: PBKDF2_ITERATIONS,
  iterationsPerCall: PBKDF2_MAX_ITERATIONS_PER_CALL,
});

export interface ParsedPasswordHash extends Pbkdf2Params {
  salt: Uint8Array;
  hash: Uint8Array;
}

export interface VerifyResult {
  ok: boolean;
  /** Only ever true together with `ok`: the caller has the plain password to hash anew. */
  needsRehash: boolean;
}

const encoder = new TextEncoder();

function checkParams({ iterations, iterationsPerCall }: Pbkdf2Params): boolean {
  return (
    Number.isSafeInteger(iterations) &&
    Number.isSafeInteger(iterationsPerCall) &&
    iterationsPerCall >= 1 &&
    iterationsPerCall <= PBKDF2_MAX_ITERATIONS_PER_CALL &&
    iterations >= iterationsPerCall &&
    iterations <= PBKDF2_MAX_ITERATIONS &&
    iterations % iterationsPerCall === 0
  );
}

async function derive(password: string, salt: Uint8Array, params: Pbkdf2Params, bytes: number): Promise<Uint8Array> {
  // NFC so that "ä" typed as one code point (Windows) or as a + combining mark (macOS) agree.
  let material: Uint8Array = encoder.encode(password.normalize("NFC"));
  const rounds = params.iterations / params.iterationsPerCall;
  for (let round = 0; round < rounds; round++) {
    const key = await crypto.subtle.importKey("raw", material as BufferSource, "PBKDF2", false, ["deriveBits"]);
    const bits = await crypto.subtle.deriveBits(
      { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations: params.iterationsPerCall },
      key,
      bytes * 8,
    );
    material = new Uint8Array(bits);
  }
  return material;
}

export function formatPasswordHash(parsed: ParsedPasswordHash): string {
  return [PASSWORD_HASH_SCHEME, parsed.iterations, parsed.iterationsPerCall, toBase64Url(parsed.salt), toBase64Url(parsed.hash)].join("$");
}

const STORED_PATTERN = /^pbkdf2-sha256\$([1-9][0-9]{0,8})\$([1-9][0-9]{0,8})\$([A-Za-z0-9_-]{1,128})\$([A-Za-z0-9_-]{1,128})$/;

/** null for anything that is not exactly a hash this module could have written. */
export function parsePasswordHash(stored: unknown): ParsedPasswordHash | null {
  if (typeof stored !== "string") return null;
  const match = STORED_PATTERN.exec(stored);
  if (!match) return null;
  const params = { iterations: Number(match[1]), iterationsPerCall: Number(match[2]) };
  if (!checkParams(params)) return null;
  // The pattern's four groups are not optional, so a match has all of them.
  const salt = fromBase64Url(match[3]!);
  const hash = fromBase64Url(match[4]!);
  if (!salt || !hash || salt.length < PASSWORD_SALT_BYTES || hash.length < 16 || hash.length > 64) return null;
  return { ...params, salt, hash };
}

export async function hashPassword(password: string, params: Pbkdf2Params = CURRENT_PBKDF2_PARAMS): Promise<string> {
  if (!checkParams(params)) throw new RangeError(`Invalid PBKDF2 parameters ${JSON.stringify(params)}`);
  const salt = crypto.getRandomValues(new Uint8Array(PASSWORD_SALT_BYTES));
  const hash = await derive(password, salt, params, PASSWORD_HASH_BYTES);
  return formatPasswordHash({ ...params, salt, hash });
}

/** For a stored hash of the current user, e.g. to count the accounts still on old parameters. */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  return parsed !== null && isBelowCurrent(parsed);
}

function isBelowCurrent(parsed: ParsedPasswordHash): boolean {
  return (
    parsed.iterations < PBKDF2_ITERATIONS ||
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent today, parsePasswordHash already refuses shorter salts; kept for a future larger salt
    parsed.salt.length < PASSWORD_SALT_BYTES ||
    parsed.hash.length < PASSWORD_HASH_BYTES
  );
}

const DUMMY: ParsedPasswordHash = {
  ...CURRENT_PBKDF2_PARAMS,
  salt: new Uint8Array(PASSWORD_SALT_BYTES).fill(0x5a),
  hash: new Uint8Array(PASSWORD_HASH_BYTES).fill(0xa5),
};

/**
 * A well-formed hash with current parameters and a fixed salt. Verifying against it costs what
 * a real verification costs, so "unknown e-mail" and "wrong password" take the same time.
 */
export const DUMMY_HASH = formatPasswordHash(DUMMY);

export async function verifyAgainstDummy(password: string): Promise<VerifyResult> {
  const derived = await derive(password, DUMMY.salt, DUMMY, DUMMY.hash.length);
  // Compared anyway so the work cannot be optimised away; the answer is always "no".
  // Stryker disable next-line CallExpression: equivalent in result, the comparison is there for the timing
  bytesEqual(derived, DUMMY.hash);
  return { ok: false, needsRehash: false };
}

export async function verifyPassword(password: string, stored: string): Promise<VerifyResult> {
  const parsed = parsePasswordHash(stored);
  // A broken stored value must not answer faster than a real check would.
  if (!parsed) return verifyAgainstDummy(password);
  const derived = await derive(password, parsed.salt, parsed, parsed.hash.length);
  const ok = bytesEqual(derived, parsed.hash);
  return { ok, needsRehash: ok && isBelowCurrent(parsed) };
}
