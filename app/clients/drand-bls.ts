// Checks drand beacon rounds ourselves instead of trusting whoever relays them: a relay (or our
// own server) could otherwise hand out any "randomness" it likes. Only the unchained G1 scheme of
// quicknet is implemented, because the draw uses nothing else.
import { bls12_381 } from "@noble/curves/bls12-381.js";

export const DRAND_SCHEME_G1_RFC9380 = "bls-unchained-g1-rfc9380";
/** The RFC 9380 hash-to-curve tag drand uses for signatures on G1 (not noble's G2 default). */
export const DRAND_G1_DST = "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_";

const SIGNATURE_BYTES = 48;
const PUBLIC_KEY_BYTES = 96;

/** A drand chain as its `/info` describes it; DRAND_QUICKNET in app/config/daily.ts is one. */
export interface DrandChain {
  readonly chainHash: string;
  /** Compressed G2 point, hex. */
  readonly publicKey: string;
  /** Epoch seconds of round 1. */
  readonly genesisTime: number;
  readonly periodSeconds: number;
  readonly scheme: typeof DRAND_SCHEME_G1_RFC9380;
}

/** One round as drand serves it: `randomness` is SHA-256 of `signature`, both lower-case hex. */
export interface BeaconRound {
  round: number;
  randomness: string;
  signature: string;
}

// --- Bytes -------------------------------------------------------------------------------------

const HEX = /^(?:[0-9a-f]{2})*$/;

/** Strict: lower-case, even length, and the expected byte count when given. */
export function hexToBytes(hex: string, expectedBytes?: number): Uint8Array<ArrayBuffer> {
  if (!HEX.test(hex)) throw new RangeError("not lower-case hex of whole bytes");
  if (expectedBytes !== undefined && hex.length !== expectedBytes * 2) {
    throw new RangeError(`expected ${expectedBytes} bytes, got ${hex.length / 2}`);
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) out += byte.toString(16).padStart(2, "0");
  return out;
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** WebCrypto, so the same code runs in Node, in Workers and in the browser. */
export async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", data));
}

// --- Verification ------------------------------------------------------------------------------

function checkRound(round: number): void {
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`invalid drand round ${round}`);
}

/** What an unchained round signs: SHA-256 of the round as a big-endian uint64 (no previous signature). */
export async function drandRoundMessage(round: number): Promise<Uint8Array<ArrayBuffer>> {
  checkRound(round);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

/** The randomness drand derives from a signature: SHA-256 of its bytes, hex. */
export async function randomnessOf(signatureHex: string): Promise<string> {
  return bytesToHex(await sha256(hexToBytes(signatureHex)));
}

/**
 * True when `signatureHex` is the chain's BLS signature of `round`. Malformed input (wrong length,
 * not a curve point, a scheme we do not implement) is simply not a valid signature: false, never a throw.
 */
export async function verifyDrandSignature(chain: DrandChain, round: number, signatureHex: string): Promise<boolean> {
  if (chain.scheme !== DRAND_SCHEME_G1_RFC9380 || !Number.isSafeInteger(round) || round < 1) return false;
  try {
    const signature = hexToBytes(signatureHex, SIGNATURE_BYTES);
    const publicKey = hexToBytes(chain.publicKey, PUBLIC_KEY_BYTES);
    const bls = bls12_381.shortSignatures;
    return bls.verify(signature, bls.hash(await drandRoundMessage(round), DRAND_G1_DST), publicKey);
  } catch {
    return false;
  }
}

/** Why a served round is not acceptable, or null when it is: right round, randomness and signature. */
export async function beaconRoundProblem(chain: DrandChain, expectedRound: number, served: BeaconRound): Promise<string | null> {
  if (served.round !== expectedRound) return `round ${served.round} served for round ${expectedRound}`;
  let randomness: string;
  try {
    randomness = await randomnessOf(served.signature);
  } catch {
    return "signature is not hex";
  }
  if (randomness !== served.randomness) return "randomness is not SHA-256 of the signature";
  if (!(await verifyDrandSignature(chain, served.round, served.signature))) return "BLS signature does not verify";
  return null;
}

// --- Development beacon ------------------------------------------------------------------------

/**
 * DEVELOPMENT ONLY. The secret key of the local stand-in beacon, published on purpose so the local
 * server and tests can sign rounds without network. Anyone can sign anything with it: a draw on
 * this chain proves nothing, which is why verifiers trust it only when told to.
 * (SHA-256 of "sudoku-oase local development beacon: secret key, published on purpose".)
 */
export const DEV_BEACON_PUBLIC_SECRET_KEY = "1b59f1a42f8727ae81cad205e99a3254a49c786a6a1d69a8de04cbc758f2a708";

/**
 * The local stand-in chain. It keeps quicknet's clock, so a development draw uses the very round
 * number the real network would; its hash is SHA-256("sudoku-oase local development beacon"), so
 * it can never be mistaken for a real chain.
 */
export const DEV_BEACON: DrandChain = {
  chainHash: "ea55b321db859473d8286c979ddff4f475b10fcbb0cd92d3edbad0eca8c34fd0",
  publicKey:
    "aeda02ec985fd30cd7e600e4e7059d303d8cf7c66104d23247d9ce52a0b5c91ad70ebf2614d4e614178f4047a685da9e048298dfcda4db14d370bd9f7e76abe2440395f17aade246ec5ca8d07ade2bc2b2d2fd1cacaebb4d2e9a3f9bcc013249",
  genesisTime: 1_692_803_367,
  periodSeconds: 3,
  scheme: DRAND_SCHEME_G1_RFC9380,
};

/** Signs a round with the development key, exactly as a quicknet node would with the real one. */
export async function signDevRound(round: number): Promise<BeaconRound> {
  const bls = bls12_381.shortSignatures;
  const point = bls.hash(await drandRoundMessage(round), DRAND_G1_DST);
  const signature = bytesToHex(bls.sign(point, hexToBytes(DEV_BEACON_PUBLIC_SECRET_KEY, 32)).toBytes());
  return { round, randomness: await randomnessOf(signature), signature };
}
