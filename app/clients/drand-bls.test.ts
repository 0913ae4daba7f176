import { createHash } from "node:crypto";
import { bls12_381 } from "@noble/curves/bls12-381.js";
import { describe, expect, it } from "vitest";
import { DRAND_QUICKNET } from "../config/daily.ts";
import {
  DEV_BEACON,
  DEV_BEACON_PUBLIC_SECRET_KEY,
  DRAND_SCHEME_G1_RFC9380,
  beaconRoundProblem,
  bytesToHex,
  drandRoundMessage,
  hexToBytes,
  randomnessOf,
  signDevRound,
  verifyDrandSignature,
  type BeaconRound,
} from "./drand-bls.ts";

/**
 * A real quicknet round, signed by the League of Entropy. Source: the README of the Python package
 * drand-verify (https://pypi.org/project/drand-verify, github.com/very-lame-username/python-drand-verify),
 * `drv.verify_quicknet(657413, "b713…")` returning this randomness. Only the holders of quicknet's
 * threshold key can produce a signature that verifies here, so the vector proves itself.
 */
const QUICKNET_657413: BeaconRound = {
  round: 657_413,
  signature: "b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b",
  randomness: "fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587",
};

const sha256Hex = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

function flipBit(hex: string, bit: number): string {
  const bytes = Buffer.from(hex, "hex");
  bytes[bit >> 3]! ^= 0x80 >> (bit & 7);
  return bytes.toString("hex");
}

describe("a real quicknet round", () => {
  it("verifies against quicknet's public key, and its randomness is SHA-256 of the signature", async () => {
    expect(await verifyDrandSignature(DRAND_QUICKNET, QUICKNET_657413.round, QUICKNET_657413.signature)).toBe(true);
    expect(await randomnessOf(QUICKNET_657413.signature)).toBe(QUICKNET_657413.randomness);
    expect(sha256Hex(Buffer.from(QUICKNET_657413.signature, "hex"))).toBe(QUICKNET_657413.randomness);
    expect(await beaconRoundProblem(DRAND_QUICKNET, 657_413, QUICKNET_657413)).toBeNull();
  });

  // Bit 0 is the compression flag, 2 the sign flag; the rest is the x coordinate.
  it.each([0, 1, 2, 3, 7, 8, 100, 200, 383])("fails with signature bit %i flipped", async (bit) => {
    expect(await verifyDrandSignature(DRAND_QUICKNET, 657_413, flipBit(QUICKNET_657413.signature, bit))).toBe(false);
  });

  it.each([0, 5, 300, 767])("fails with public key bit %i flipped", async (bit) => {
    const chain = { ...DRAND_QUICKNET, publicKey: flipBit(DRAND_QUICKNET.publicKey, bit) };
    expect(await verifyDrandSignature(chain, 657_413, QUICKNET_657413.signature)).toBe(false);
  });

  it.each([657_412, 657_414, 1, 0, -1, 1.5, Number.NaN])("fails for round %s", async (round) => {
    expect(await verifyDrandSignature(DRAND_QUICKNET, round, QUICKNET_657413.signature)).toBe(false);
  });

  it.each([
    ["upper-case hex", QUICKNET_657413.signature.toUpperCase()],
    ["one byte short", QUICKNET_657413.signature.slice(2)],
    ["one byte long", `${QUICKNET_657413.signature}00`],
    ["empty", ""],
    ["not hex", "z".repeat(96)],
    ["all zero", "0".repeat(96)],
    ["the point at infinity", `c0${"0".repeat(94)}`],
  ])("fails, without throwing, for a signature that is %s", async (_, signature) => {
    expect(await verifyDrandSignature(DRAND_QUICKNET, 657_413, signature)).toBe(false);
  });

  it("fails for another scheme's chain and for the dev chain's key", async () => {
    const chained = { ...DRAND_QUICKNET, scheme: "pedersen-bls-chained" } as unknown as typeof DEV_BEACON;
    expect(await verifyDrandSignature(chained, 657_413, QUICKNET_657413.signature)).toBe(false);
    expect(await verifyDrandSignature(DEV_BEACON, 657_413, QUICKNET_657413.signature)).toBe(false);
  });

  it.each<[string, Partial<BeaconRound>, RegExp]>([
    ["another round number", { round: 657_414 }, /round 657414 served for round 657413/],
    ["randomness not from the signature", { randomness: "0".repeat(64) }, /randomness/],
    [
      "a forged signature with matching randomness",
      { signature: "a".repeat(96), randomness: sha256Hex(Buffer.from("a".repeat(96), "hex")) },
      /BLS/,
    ],
    ["a signature that is not hex", { signature: "xyz" }, /not hex/],
  ])("beaconRoundProblem names %s", async (_, change, problem) => {
    expect(await beaconRoundProblem(DRAND_QUICKNET, 657_413, { ...QUICKNET_657413, ...change })).toMatch(problem);
  });
});

describe("drandRoundMessage", () => {
  it.each([1, 255, 256, 657_413, Number.MAX_SAFE_INTEGER])("is SHA-256 of round %i as a big-endian uint64", async (round) => {
    const be = Buffer.alloc(8);
    be.writeBigUInt64BE(BigInt(round));
    expect(bytesToHex(await drandRoundMessage(round))).toBe(sha256Hex(be));
  });

  it.each([0, -1, 2.5, Number.MAX_SAFE_INTEGER + 1])("refuses round %s", async (round) => {
    await expect(drandRoundMessage(round)).rejects.toThrow(RangeError);
  });
});

describe("hex", () => {
  it.each([
    ["", []],
    ["00", [0]],
    ["ff10", [255, 16]],
  ])("hexToBytes(%j)", (hex, bytes) => {
    expect([...hexToBytes(hex)]).toEqual(bytes);
    expect(bytesToHex(Uint8Array.from(bytes))).toBe(hex);
  });

  it.each([
    ["odd length", "abc", undefined],
    ["upper case", "AB", undefined],
    ["a prefix", "0x00", undefined],
    ["a space", "00 11", undefined],
    ["the wrong length", "0011", 3],
  ])("hexToBytes refuses %s", (_, hex, expectedBytes) => {
    expect(() => hexToBytes(hex, expectedBytes)).toThrow(RangeError);
  });
});

describe("the development beacon", () => {
  it("is a chain of its own, derived as documented", () => {
    expect(DEV_BEACON.chainHash).toBe(sha256Hex("sudoku-oase local development beacon"));
    expect(DEV_BEACON.chainHash).not.toBe(DRAND_QUICKNET.chainHash);
    expect(DEV_BEACON_PUBLIC_SECRET_KEY).toBe(sha256Hex("sudoku-oase local development beacon: secret key, published on purpose"));
    const publicKey = bls12_381.shortSignatures.getPublicKey(Buffer.from(DEV_BEACON_PUBLIC_SECRET_KEY, "hex")).toHex();
    expect(DEV_BEACON.publicKey).toBe(publicKey);
    expect(DEV_BEACON).toMatchObject({ genesisTime: DRAND_QUICKNET.genesisTime, periodSeconds: 3, scheme: DRAND_SCHEME_G1_RFC9380 });
  });

  it.each([1, 2, 27_946_613, 40_000_000])("signs round %i verifiably for the dev chain only", async (round) => {
    const signed = await signDevRound(round);
    expect(signed.round).toBe(round);
    expect(signed.signature).toMatch(/^[0-9a-f]{96}$/);
    expect(signed.randomness).toBe(sha256Hex(Buffer.from(signed.signature, "hex")));
    expect(await beaconRoundProblem(DEV_BEACON, round, signed)).toBeNull();
    expect(await verifyDrandSignature(DRAND_QUICKNET, round, signed.signature)).toBe(false);
    expect(await verifyDrandSignature(DEV_BEACON, round + 1, signed.signature)).toBe(false);
    expect(await signDevRound(round)).toEqual(signed);
  });

  it.each([0, -3, 0.5])("refuses round %s", async (round) => {
    await expect(signDevRound(round)).rejects.toThrow(RangeError);
  });
});
