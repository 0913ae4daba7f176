import { createHash, createHmac } from "node:crypto";
import { devPublication as devPublicationOf } from "../../tests/lib/draw-publication.ts";
import { describe, expect, it } from "vitest";
import { DRAND_QUICKNET, DRAW_PLACES } from "../config/daily.ts";
import { DEV_BEACON, signDevRound } from "../clients/drand-bls.ts";
import {
  canonicalEntries,
  commitmentOf,
  drandRoundAfter,
  drandRoundAt,
  drandRoundTime,
  drawFreezeAt,
  drawKey,
  drawWinners,
  entriesHash,
  entryListText,
  isCanonicalOrder,
  newSeed,
  parseDrawPublication,
  participantLabel,
  participantLabeler,
  pickWinners,
  uniform,
  verifyPublication,
  wordStream,
  type DrawEntry,
  type DrawPublication,
  type DrawWinner,
} from "./draw.ts";

// Independent reference values come from node:crypto, not from the WebCrypto code under test.
const sha256Hex = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const seedOf = (n: number) => sha256Hex(`test seed ${n}`);
const labelOf = (n: number) => n.toString(16).padStart(16, "0");
const entry = (participant: string, date: string): DrawEntry => ({ participant, date });
const TWO_POW_32 = 2 ** 32;

/** The spec of "sudoku-oase-draw-v1" once more, synchronously with node:crypto, to pin drawWinners against. */
function referenceDraw(seed: string, listHash: string, randomness: string, entries: DrawEntry[], places: number): DrawWinner[] {
  const sorted = [...entries].sort((a, b) =>
    a.participant === b.participant ? (a.date < b.date ? -1 : 1) : a.participant < b.participant ? -1 : 1,
  );
  const key = createHash("sha256")
    .update(Buffer.concat([Buffer.from(seed, "hex"), Buffer.from(listHash, "hex"), Buffer.from(randomness, "hex")]))
    .digest();
  let index = 0;
  const word = () => {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(Math.floor(index / 8));
    const value = createHash("sha256")
      .update(Buffer.concat([key, counter]))
      .digest()
      .readUInt32BE((index % 8) * 4);
    index++;
    return value;
  };
  const winners: DrawWinner[] = [];
  const all = new Set(sorted.map((e) => e.participant));
  while (winners.length < places && winners.length < all.size) {
    const limit = TWO_POW_32 - (TWO_POW_32 % sorted.length);
    let w = word();
    while (w >= limit) w = word();
    const { participant } = sorted[w % sorted.length]!;
    if (!winners.some((x) => x.participant === participant)) winners.push({ place: winners.length + 1, participant });
  }
  return winners;
}

/** A stream that plays back the given words and counts how many were taken. */
function crafted(words: number[]) {
  const stream = {
    taken: 0,
    next: () => {
      if (stream.taken >= words.length) throw new Error("crafted stream ran out");
      return words[stream.taken++]!;
    },
  };
  return stream;
}

describe("seed and commitment", () => {
  it.each([
    ["0".repeat(64), "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"],
    ["f".repeat(64), sha256Hex(Buffer.alloc(32, 0xff))],
    [seedOf(1), sha256Hex(Buffer.from(seedOf(1), "hex"))],
  ])("commitment of %s is SHA-256 of the seed's bytes, not its text", async (seed, expected) => {
    expect(await commitmentOf(seed)).toBe(expected);
    expect(await commitmentOf(seed)).not.toBe(sha256Hex(seed));
  });

  it.each([
    ["upper case", "A".repeat(64)],
    ["31 bytes", "0".repeat(62)],
    ["33 bytes", "0".repeat(66)],
    ["odd length", "0".repeat(63)],
    ["not hex", "g".repeat(64)],
    ["empty", ""],
    ["with 0x", `0x${"0".repeat(62)}`],
  ])("refuses a seed that is %s", async (_, seed) => {
    await expect(commitmentOf(seed)).rejects.toThrow(RangeError);
  });

  it("makes fresh 32-byte seeds", () => {
    const seeds = new Set(Array.from({ length: 20 }, newSeed));
    expect(seeds.size).toBe(20);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("participantLabel", () => {
  it.each([
    [seedOf(1), 42],
    [seedOf(1), "42"],
    [seedOf(2), 42],
    [seedOf(1), 1],
    [seedOf(1), "ü"],
  ])("is the first 16 hex chars of HMAC-SHA256(labelKey, participant:%s)", async (seed, userId) => {
    const expected = createHmac("sha256", Buffer.from(seed, "hex")).update(`participant:${userId}`, "utf8").digest("hex").slice(0, 16);
    expect(await participantLabel(seed, userId)).toBe(expected);
  });

  it("differs per user and per month's key, and a number equals its text", async () => {
    const labels = await Promise.all([participantLabel(seedOf(1), 1), participantLabel(seedOf(1), 2), participantLabel(seedOf(2), 1)]);
    expect(new Set(labels).size).toBe(3);
    expect(await participantLabel(seedOf(1), 7)).toBe(await participantLabel(seedOf(1), "7"));
  });

  it("gives the same labels through a labeler made once per month", async () => {
    const label = await participantLabeler(seedOf(3));
    for (const userId of [1, 2, 1234, "x"]) expect(await label(userId)).toBe(await participantLabel(seedOf(3), userId));
  });

  it("refuses a malformed seed", async () => {
    await expect(participantLabel("abc", 1)).rejects.toThrow(RangeError);
    await expect(participantLabeler("A".repeat(64))).rejects.toThrow(RangeError);
  });
});

describe("entries", () => {
  const a = labelOf(0xa);
  const b = labelOf(0xb);
  const digitFirst = "0fffffffffffffff";
  const letterFirst = "a000000000000000";

  it.each([
    ["already canonical", [entry(a, "2026-11-01"), entry(b, "2026-11-01")], [entry(a, "2026-11-01"), entry(b, "2026-11-01")]],
    [
      "participant first, then date",
      [entry(b, "2026-11-01"), entry(a, "2026-11-30"), entry(a, "2026-11-02")],
      [entry(a, "2026-11-02"), entry(a, "2026-11-30"), entry(b, "2026-11-01")],
    ],
    [
      "plain string order: digits before letters",
      [entry(letterFirst, "2026-11-01"), entry(digitFirst, "2026-11-01")],
      [entry(digitFirst, "2026-11-01"), entry(letterFirst, "2026-11-01")],
    ],
    [
      "duplicates stay",
      [entry(a, "2026-11-05"), entry(a, "2026-11-05"), entry(a, "2026-11-04")],
      [entry(a, "2026-11-04"), entry(a, "2026-11-05"), entry(a, "2026-11-05")],
    ],
    ["empty", [], []],
  ])("canonical order: %s", (_, input, expected) => {
    const before = structuredClone(input);
    expect(canonicalEntries(input)).toEqual(expected);
    expect(input).toEqual(before);
    expect(isCanonicalOrder(expected)).toBe(new Set(expected.map((e) => `${e.participant} ${e.date}`)).size === expected.length);
  });

  it("keeps extra fields and leaves the input alone", () => {
    const input = [
      { participant: b, date: "2026-11-01", userId: 2 },
      { participant: a, date: "2026-11-01", userId: 1 },
    ];
    const sorted = canonicalEntries(input);
    expect(sorted.map((e) => e.userId)).toEqual([1, 2]);
    expect(sorted[0]).toBe(input[1]);
    expect(input.map((e) => e.userId)).toEqual([2, 1]);
  });

  it.each([
    [[entry(a, "2026-11-01"), entry(a, "2026-11-02")], true],
    [[entry(a, "2026-11-02"), entry(a, "2026-11-01")], false],
    [[entry(a, "2026-11-01"), entry(a, "2026-11-01")], false],
    [[entry(b, "2026-11-01"), entry(a, "2026-11-30")], false],
    [[], true],
  ])("isCanonicalOrder(%j) is %s", (list, expected) => {
    expect(isCanonicalOrder(list)).toBe(expected);
  });

  it("writes one `participant date` line per entry, in canonical order", () => {
    expect(entryListText([])).toBe("");
    expect(entryListText([entry(b, "2026-11-01"), entry(a, "2026-11-03")])).toBe(`${a} 2026-11-03\n${b} 2026-11-01\n`);
  });

  it.each([
    [[], "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    [[entry(a, "2026-11-01")], sha256Hex(`${a} 2026-11-01\n`)],
    [
      [entry(b, "2026-11-02"), entry(a, "2026-11-01"), entry(a, "2026-11-30")],
      sha256Hex(`${a} 2026-11-01\n${a} 2026-11-30\n${b} 2026-11-02\n`),
    ],
  ])("entriesHash of %j", async (list, expected) => {
    expect(await entriesHash(list)).toBe(expected);
    expect(await entriesHash([...list].reverse())).toBe(expected);
  });

  it.each([
    ["an upper-case label", entry("ABCDEF0123456789", "2026-11-01")],
    ["a short label", entry("abc", "2026-11-01")],
    ["a label with a space", entry("0123456 89abcdef", "2026-11-01")],
    ["a date with a line break", entry(a, "2026-11-01\nx")],
    ["a date without padding", entry(a, "2026-11-1")],
    ["month 13", entry(a, "2026-13-01")],
    ["an empty date", entry(a, "")],
  ])("refuses %s, which could make two lists share one text", async (_, bad) => {
    expect(() => entryListText([bad])).toThrow(RangeError);
    await expect(entriesHash([bad])).rejects.toThrow(RangeError);
  });
});

describe("drand round math", () => {
  const anchorMs = Date.UTC(2026, 3, 20); // 2026-04-20T00:00:00Z, round 27946612 on quicknet
  const g = DRAND_QUICKNET.genesisTime;

  it.each([
    ["the anchor, exactly on a round time", anchorMs / 1000, 27_946_612],
    ["1 ms before it", (anchorMs - 1) / 1000, 27_946_611],
    ["1 s after it", anchorMs / 1000 + 1, 27_946_612],
    ["3 s after it", anchorMs / 1000 + 3, 27_946_613],
    ["genesis", g, 1],
    ["just before genesis", g - 0.001, 0],
    ["long before genesis", 0, 0],
    ["2.999 s after genesis", g + 2.999, 1],
    ["3 s after genesis", g + 3, 2],
  ])("drandRoundAt(%s)", (_, timeSec, round) => {
    expect(drandRoundAt(timeSec, DRAND_QUICKNET)).toBe(round);
  });

  it.each([
    ["exactly on a round time: that round is not after it", anchorMs, 27_946_613],
    ["1 ms before a round time: that round is", anchorMs - 1, 27_946_612],
    ["1 ms after a round time", anchorMs + 1, 27_946_613],
    ["before genesis: round 1", 0, 1],
  ])("drandRoundAfter, freeze %s", (_, freezeMs, round) => {
    const after = drandRoundAfter(freezeMs, DRAND_QUICKNET);
    expect(after).toBe(round);
    expect(drandRoundTime(after, DRAND_QUICKNET) * 1000).toBeGreaterThan(freezeMs);
    if (after > 1) expect(drandRoundTime(after - 1, DRAND_QUICKNET) * 1000).toBeLessThanOrEqual(freezeMs);
  });

  it("round times invert the round at a time", () => {
    expect(drandRoundTime(27_946_612, DRAND_QUICKNET) * 1000).toBe(anchorMs);
    expect(drandRoundTime(1, DRAND_QUICKNET)).toBe(g);
    for (const round of [1, 2, 1000, 27_946_612, 40_000_000]) {
      expect(drandRoundAt(drandRoundTime(round, DRAND_QUICKNET), DRAND_QUICKNET)).toBe(round);
    }
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 53])("drandRoundTime refuses round %s", (round) => {
    expect(() => drandRoundTime(round, DRAND_QUICKNET)).toThrow(RangeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("drandRoundAt refuses time %s", (t) => {
    expect(() => drandRoundAt(t, DRAND_QUICKNET)).toThrow(RangeError);
  });

  it.each([
    ["2026-11", "2026-11-30T23:00:00.000Z"],
    ["2026-12", "2026-12-31T23:00:00.000Z"],
    ["2026-03", "2026-03-31T22:00:00.000Z"],
    ["2026-10", "2026-10-31T23:00:00.000Z"],
    ["2027-02", "2027-02-28T23:00:00.000Z"],
  ])("the draw of %s freezes at %s (Berlin midnight, DST included)", (month, iso) => {
    expect(new Date(drawFreezeAt(month)).toISOString()).toBe(iso);
  });

  it.each(["2026-13", "2026-00", "2026-1", "26-11", "2026-11-01", ""])("drawFreezeAt refuses %j", (month) => {
    expect(() => drawFreezeAt(month)).toThrow(RangeError);
  });
});

describe("random stream", () => {
  it("is the big-endian words of SHA-256(key ‖ uint32be(block))", async () => {
    const key = createHash("sha256").update("key").digest();
    const next = wordStream(new Uint8Array(key));
    const expected = [0, 1, 2].flatMap((block) => {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(block);
      const digest = createHash("sha256")
        .update(Buffer.concat([key, counter]))
        .digest();
      return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(4 * i));
    });
    const got: number[] = [];
    for (let i = 0; i < 24; i++) got.push(await next());
    expect(got).toEqual(expected);
  });

  it("draws its key from seed, entries hash and randomness, in that order", async () => {
    const [s, h, r] = [seedOf(1), seedOf(2), seedOf(3)];
    const expected = sha256Hex(Buffer.from(s + h + r, "hex"));
    expect(Buffer.from(await drawKey(s, h, r)).toString("hex")).toBe(expected);
    expect(Buffer.from(await drawKey(r, h, s)).toString("hex")).not.toBe(expected);
  });
});

describe("uniform", () => {
  const max = TWO_POW_32 - 1;
  it.each([
    // n, words offered, result, words taken
    [1, [max], 0, 1],
    [2, [max], 1, 1],
    [3, [max, 5], 2, 2], // limit 2^32 - 1: the top word would favour 0
    [3, [max - 1], (max - 1) % 3, 1],
    [10, [max, max - 5, max - 6, 17], 9, 3], // limit 2^32 - 6 = max - 5
    [2 ** 31 + 1, [2 ** 31 + 1, max, 2 ** 31], 2 ** 31, 3], // limit 2^31 + 1: almost half the words rejected
    [TWO_POW_32, [max], max, 1],
    [6, [0], 0, 1],
  ])("uniform(%i) with words %j gives %i after %i words", async (n, words, result, taken) => {
    const stream = crafted(words);
    expect(await uniform(stream.next, n)).toBe(result);
    expect(stream.taken).toBe(taken);
  });

  it.each([3, 7, 10, 1000, 12_345, 2 ** 31 + 1, TWO_POW_32 - 1])(
    "rejects exactly the words at or above the limit for n = %i",
    async (n) => {
      const limit = TWO_POW_32 - (TWO_POW_32 % n);
      const stream = crafted([limit - 1, limit, max, 0, Math.floor(limit / 2)]);
      const values = [await uniform(stream.next, n), await uniform(stream.next, n), await uniform(stream.next, n)];
      expect(values).toEqual([n - 1, 0, Math.floor(limit / 2) % n]);
      expect(stream.taken).toBe(5);
    },
  );

  it("never reaches n on a real stream", async () => {
    const next = wordStream(new Uint8Array(32));
    for (const n of [1, 2, 3, 5, 17, 100, 2 ** 20 + 3, 3_000_000_000]) {
      for (let i = 0; i < 200; i++) {
        const value = await uniform(next, n);
        expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
      }
    }
  });

  it.each([0, -1, 1.5, TWO_POW_32 + 1, Number.NaN])("refuses range %s", async (n) => {
    await expect(uniform(() => 0, n)).rejects.toThrow(RangeError);
  });
});

describe("winners", () => {
  const [p1, p2, p3, p4, p5] = [1, 2, 3, 4, 5].map(labelOf) as [string, string, string, string, string];

  it("skips a participant drawn again and gives the next place to the next new one", async () => {
    const entries = [entry(p1, "2026-11-01"), entry(p1, "2026-11-02"), entry(p2, "2026-11-01"), entry(p3, "2026-11-01")];
    // n = 4: p1, p1 again (skipped), p1 (skipped), p3, p2
    const stream = crafted([0, 1, 0, 3, 2]);
    expect(await pickWinners(entries, 4, stream.next)).toEqual([
      { place: 1, participant: p1 },
      { place: 2, participant: p3 },
      { place: 3, participant: p2 },
    ]);
    expect(stream.taken).toBe(5);
  });

  it("stops at the number of places", async () => {
    const entries = [p1, p2, p3, p4, p5].map((p) => entry(p, "2026-11-01"));
    const stream = crafted([4, 3, 2, 1, 0]);
    expect((await pickWinners(entries, 2, stream.next)).map((w) => w.participant)).toEqual([p5, p4]);
    expect(stream.taken).toBe(2);
  });

  it.each([
    ["no entries", [], 4, []],
    ["no places", [entry(p1, "2026-11-01")], 0, []],
    ["one player with many entries", [entry(p1, "2026-11-01"), entry(p1, "2026-11-02")], 4, [p1]],
    [
      "fewer players than places: all of them win",
      [entry(p1, "2026-11-01"), entry(p2, "2026-11-01"), entry(p3, "2026-11-03")],
      4,
      [p1, p2, p3],
    ],
  ])("%s", async (_, entries, places, expected) => {
    const winners = await drawWinners({ seed: seedOf(1), entriesHash: seedOf(2), randomness: seedOf(3), entries, places });
    expect(winners.map((w) => w.participant).sort()).toEqual(expected);
    expect(winners.map((w) => w.place)).toEqual(winners.map((_, i) => i + 1));
  });

  it("refuses to draw a list that repeats an entry", async () => {
    const entries = [entry(p1, "2026-11-01"), entry(p2, "2026-11-01"), entry(p1, "2026-11-01")];
    await expect(drawWinners({ seed: seedOf(1), entriesHash: seedOf(2), randomness: seedOf(3), entries, places: 4 })).rejects.toThrow(
      /repeats/,
    );
  });

  it.each([-1, 1.5, Number.NaN])("refuses %s places", async (places) => {
    await expect(pickWinners([entry(p1, "2026-11-01")], places, () => 0)).rejects.toThrow(RangeError);
  });

  it("equals an independent implementation of the spec, for many inputs", async () => {
    for (let i = 0; i < 40; i++) {
      const entries = Array.from({ length: 1 + ((i * 7) % 30) }, (_, k) =>
        entry(labelOf(((k * 31 + i) % 9) + 1), `2026-11-${String((k % 28) + 1).padStart(2, "0")}`),
      );
      const unique = canonicalEntries(entries);
      const inputs = { seed: seedOf(i), entriesHash: await entriesHash(unique), randomness: seedOf(1000 + i), places: DRAW_PLACES };
      const winners = await drawWinners({ ...inputs, entries: unique });
      expect(winners).toEqual(referenceDraw(inputs.seed, inputs.entriesHash, inputs.randomness, unique, DRAW_PLACES));
      expect(new Set(winners.map((w) => w.participant)).size).toBe(winners.length);
      // The same data in any order draws the same winners.
      expect(await drawWinners({ ...inputs, entries: [...unique].reverse() })).toEqual(winners);
    }
  });

  it("is pinned: these inputs draw these winners, in every release", async () => {
    const entries = [p1, p2, p3, p4, p5].flatMap((p, k) => Array.from({ length: k + 1 }, (_, d) => entry(p, `2026-11-0${d + 1}`)));
    const inputs = { seed: "0".repeat(64), entriesHash: await entriesHash(entries), randomness: "1".repeat(64), entries, places: 4 };
    expect(inputs.entriesHash).toBe("42928a17c61fdcc418656dc8c1715263f00d93aa10f75bbbd0adbba240a82507");
    const winners = await drawWinners(inputs);
    expect(winners).toEqual(referenceDraw(inputs.seed, inputs.entriesHash, inputs.randomness, entries, 4));
    expect(winners).toEqual([
      { place: 1, participant: p4 },
      { place: 2, participant: p2 },
      { place: 3, participant: p3 },
      { place: 4, participant: p5 },
    ]);
  });

  it("gives a player with two entries about twice the first-place chance of a player with one", async () => {
    const [twice, once, other] = [p1, p2, p3];
    const entries = [entry(twice, "2026-11-01"), entry(twice, "2026-11-02"), entry(once, "2026-11-01"), entry(other, "2026-11-01")];
    const listHash = await entriesHash(entries);
    const firsts = new Map<string, number>();
    const runs = 4000;
    for (let i = 0; i < runs; i++) {
      const [first] = await drawWinners({
        seed: seedOf(i),
        entriesHash: listHash,
        randomness: seedOf(-i - 1),
        entries,
        places: DRAW_PLACES,
      });
      firsts.set(first!.participant, (firsts.get(first!.participant) ?? 0) + 1);
    }
    // Expected 2000 / 1000 / 1000; a standard deviation is about 32 and 27, so 5 of them leave room.
    expect(firsts.get(twice)).toBeGreaterThan(2000 - 160);
    expect(firsts.get(twice)).toBeLessThan(2000 + 160);
    for (const p of [once, other]) {
      expect(firsts.get(p)).toBeGreaterThan(1000 - 140);
      expect(firsts.get(p)).toBeLessThan(1000 + 140);
    }
    const ratio = firsts.get(twice)! / ((firsts.get(once)! + firsts.get(other)!) / 2);
    expect(ratio).toBeGreaterThan(1.7);
    expect(ratio).toBeLessThan(2.35);
  });
});

// --- Publication -------------------------------------------------------------------------------

const MONTH = "2026-11";

const devPublication = () =>
  devPublicationOf({ month: MONTH, seed: seedOf(11), labelKey: seedOf(12), userIds: [3, 14, 15, 92, 65], dayOfMonth: (d) => d * 3 });

const failing = (result: { checks: { name: string; ok: boolean }[] }) => result.checks.filter((c) => !c.ok).map((c) => c.name);

describe("verifyPublication", () => {
  const trusted = { chains: [DRAND_QUICKNET, DEV_BEACON] };

  it("accepts an honest draw and recomputes its winners", async () => {
    const pub = await devPublication();
    const result = await verifyPublication(JSON.parse(JSON.stringify(pub)), trusted);
    expect(failing(result)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.winners).toEqual(pub.winners);
    expect(result.winners).toHaveLength(DRAW_PLACES);
    expect(result.checks.map((c) => c.name)).toEqual([
      "format",
      "freeze",
      "chain",
      "round",
      "commitment",
      "entries-order",
      "entries-month",
      "entries-hash",
      "randomness",
      "signature",
      "winners",
    ]);
  });

  type Tamper = (pub: DrawPublication) => void | Promise<void>;
  const other = labelOf(0xbad);
  it.each<[string, Tamper, string[]]>([
    ["a winner swapped", (p) => void (p.winners[0]!.participant = other), ["winners"]],
    ["winners reordered", (p) => void p.winners.reverse(), ["winners"]],
    ["a winner dropped", (p) => void p.winners.pop(), ["winners"]],
    ["another seed", (p) => void (p.seed = seedOf(12)), ["commitment", "winners"]],
    ["another commitment", (p) => void (p.commitment = seedOf(12)), ["commitment"]],
    ["an entry removed", (p) => void p.entries.splice(1, 1), ["entries-hash", "winners"]],
    ["an entry added", (p) => void p.entries.push(entry("ffffffffffffffff", "2026-11-30")), ["entries-hash", "winners"]],
    ["an entry duplicated", (p) => void p.entries.push(p.entries.at(-1)!), ["entries-order", "entries-hash", "winners"]],
    ["entries out of order", (p) => void p.entries.reverse(), ["entries-order"]],
    ["the next round", (p) => void (p.beacon.round += 1), ["round", "signature"]],
    [
      "another round's signature",
      async (p) => {
        const { signature, randomness } = await signDevRound(p.beacon.round - 1);
        Object.assign(p.beacon, { signature, randomness });
      },
      ["signature", "winners"],
    ],
    ["randomness not from the signature", (p) => void (p.beacon.randomness = seedOf(13)), ["randomness", "winners"]],
    ["a later freeze", (p) => void (p.freezeAt = "2026-12-01T23:00:00.000Z"), ["freeze", "round"]],
    ["an unknown chain", (p) => void (p.beacon.chainHash = seedOf(14)), ["chain"]],
  ])("notices %s", async (_, tamper, expected) => {
    const pub = await devPublication();
    await tamper(pub);
    const result = await verifyPublication(pub, trusted);
    expect(result.ok).toBe(false);
    expect(failing(result)).toEqual(expected);
  });

  it("notices entries outside the month even when hash and winners were recomputed for them", async () => {
    const pub = await devPublication();
    pub.entries = canonicalEntries([...pub.entries, entry(labelOf(0xc0ffee), "2026-12-01")]);
    pub.entriesHash = await entriesHash(pub.entries);
    pub.winners = await drawWinners({
      seed: pub.seed!,
      entriesHash: pub.entriesHash,
      randomness: pub.beacon.randomness!,
      entries: pub.entries,
      places: DRAW_PLACES,
    });
    expect(failing(await verifyPublication(pub, trusted))).toEqual(["entries-month"]);
  });

  it("takes the public key from the caller only: a dev draw fails for a verifier trusting quicknet alone", async () => {
    const pub = await devPublication();
    const result = await verifyPublication(pub, { chains: [DRAND_QUICKNET] });
    expect(failing(result)).toEqual(["chain"]);
    expect(result.checks.map((c) => c.name)).not.toContain("signature");
    // A "trusted" chain carrying the dev chain's hash but quicknet's key: the signature must fail.
    const impostor = { ...DEV_BEACON, publicKey: DRAND_QUICKNET.publicKey };
    expect(failing(await verifyPublication(pub, { chains: [impostor] }))).toEqual(["signature"]);
  });

  it("says when a month is not drawn yet", async () => {
    const pub = await devPublication();
    const pending = {
      ...pub,
      seed: null,
      entriesHash: null,
      entries: [],
      winners: [],
      beacon: { ...pub.beacon, randomness: null, signature: null },
    };
    const result = await verifyPublication(pending, trusted);
    expect(failing(result)).toEqual(["drawn"]);
    expect(result.checks.find((c) => c.name === "drawn")?.detail).toContain("seed, entriesHash, randomness, signature");
    expect(result.checks.find((c) => c.name === "round")?.ok).toBe(true);
    expect(result.winners).toEqual([]);
  });

  it("checks against the given number of places", async () => {
    const pub = await devPublication();
    pub.winners = pub.winners.slice(0, 2);
    expect((await verifyPublication(pub, { ...trusted, places: 2 })).ok).toBe(true);
    expect(failing(await verifyPublication(pub, trusted))).toEqual(["winners"]);
  });

  it.each<[string, (pub: Record<string, unknown>) => unknown, RegExp]>([
    ["null", () => null, /expected object/i],
    ["a string", () => "draw", /expected object/i],
    ["another algorithm", (p) => ({ ...p, algorithm: "sudoku-oase-draw-v2" }), /algorithm/],
    ["an upper-case seed", (p) => ({ ...p, seed: String(p.seed).toUpperCase() }), /seed: expected 64 lower-case hex/],
    ["a short signature", (p) => ({ ...p, beacon: { ...(p.beacon as object), signature: "ab" } }), /signature: expected 96/],
    ["round 0", (p) => ({ ...p, beacon: { ...(p.beacon as object), round: 0 } }), /round/],
    ["a fractional round", (p) => ({ ...p, beacon: { ...(p.beacon as object), round: 1.5 } }), /round/],
    ["a freeze with an offset", (p) => ({ ...p, freezeAt: "2026-12-01T00:00:00+01:00" }), /freezeAt/],
    ["month 13", (p) => ({ ...p, month: "2026-13" }), /month: expected YYYY-MM/],
    ["30 February", (p) => ({ ...p, entries: [{ participant: labelOf(1), date: "2026-02-30" }] }), /no such calendar day/],
    ["a long label", (p) => ({ ...p, entries: [{ participant: "0".repeat(17), date: "2026-11-01" }] }), /participant/],
    ["winners missing", (p) => ({ ...p, winners: undefined }), /winners/],
    ["place 0", (p) => ({ ...p, winners: [{ place: 0, participant: labelOf(1) }] }), /place/],
  ])("refuses %s with a clear format error", async (_, mangle, message) => {
    const pub = (await devPublication()) as unknown as Record<string, unknown>;
    const input = mangle(pub);
    const parsed = parseDrawPublication(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
    const result = await verifyPublication(input, trusted);
    expect(result).toEqual({ ok: false, checks: [expect.objectContaining({ name: "format", ok: false })], winners: [] });
  });
});
