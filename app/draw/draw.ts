// The monthly prize draw, "sudoku-oase-draw-v1" (docs/DAILY.md). Nobody, the operator included,
// can steer it: the seed is committed to before the month starts, the entry list is frozen at the
// month's end, and the randomness comes from a drand round emitted only after that freeze. Every
// input is published afterwards, so anyone can recompute the winners (scripts/ops/draw-verify.ts).
// Pure WebCrypto: the same code draws in the Worker and verifies in Node or a browser.
import { z } from "zod";
import { DRAW_PLACES } from "../config/daily.ts";
import { berlinDayStart } from "../lib/dates/berlin-time.ts";
import { bytesToHex, concatBytes, hexToBytes, randomnessOf, sha256, verifyDrandSignature, type DrandChain } from "../clients/drand-bls.ts";

export const DRAW_ALGORITHM = "sudoku-oase-draw-v1";

const SEED_BYTES = 32;
const HASH_BYTES = 32;
const LABEL_HEX_CHARS = 16;
const WORDS_PER_BLOCK = 8;
const TWO_POW_32 = 2 ** 32;
const MS_PER_SECOND = 1000;

export interface DrawEntry {
  participant: string;
  /** Berlin date YYYY-MM-DD of the solved daily puzzle. */
  date: string;
}

export interface DrawWinner {
  place: number;
  participant: string;
}

const encoder = new TextEncoder();

// --- Seed, commitment, labels ------------------------------------------------------------------

/** 32 fresh random bytes as hex: the month's secret until the draw. */
export function newSeed(): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(SEED_BYTES)));
}

/** SHA-256 of the seed's bytes, published before the month so the seed cannot be chosen later. */
export async function commitmentOf(seed: string): Promise<string> {
  return bytesToHex(await sha256(hexToBytes(seed, SEED_BYTES)));
}

/**
 * A player's pseudonym in the published lists: an HMAC of the user id under the month's label key
 * (32 random bytes, like a seed, but never published). A key of its own per month, so labels cannot
 * be linked across months; never the seed, which is revealed after the draw and would let anyone
 * try every account number.
 */
export async function participantLabel(labelKey: string, userId: string | number): Promise<string> {
  return (await participantLabeler(labelKey))(userId);
}

/** participantLabel for many players of one month: the HMAC key is imported once, not per entry. */
export async function participantLabeler(labelKey: string): Promise<(userId: string | number) => Promise<string>> {
  const key = await crypto.subtle.importKey("raw", hexToBytes(labelKey, SEED_BYTES), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return async (userId) => {
    const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`participant:${userId}`));
    return bytesToHex(new Uint8Array(mac)).slice(0, LABEL_HEX_CHARS);
  };
}

// --- Entries -----------------------------------------------------------------------------------

const LABEL = /^[0-9a-f]{16}$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Plain code-unit order, never locale order: every verifier must sort the same way. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareEntries(a: DrawEntry, b: DrawEntry): number {
  return compareStrings(a.participant, b.participant) || compareStrings(a.date, b.date);
}

/**
 * Sorted by participant, then date, as a new list of the same objects (extra fields such as a user
 * id ride along). Duplicates stay: isCanonicalOrder flags them.
 */
export function canonicalEntries<T extends DrawEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareEntries);
}

/** True when the list is exactly as canonicalEntries would write it: sorted and without duplicates. */
export function isCanonicalOrder(entries: readonly DrawEntry[]): boolean {
  return entries.every((entry, i) => i === 0 || compareEntries(entries[i - 1]!, entry) < 0);
}

/**
 * The hashed text: one `participant date\n` line per entry in canonical order. Entries are checked
 * first, because a space or line break inside a field would let two lists share one text.
 */
export function entryListText(entries: readonly DrawEntry[]): string {
  for (const { participant, date } of entries) {
    if (!LABEL.test(participant)) throw new RangeError(`invalid participant label ${JSON.stringify(participant)}`);
    if (!DATE.test(date)) throw new RangeError(`invalid entry date ${JSON.stringify(date)}`);
  }
  return canonicalEntries(entries)
    .map(({ participant, date }) => `${participant} ${date}\n`)
    .join("");
}

export async function entriesHash(entries: readonly DrawEntry[]): Promise<string> {
  return bytesToHex(await sha256(encoder.encode(entryListText(entries))));
}

// --- Beacon rounds -----------------------------------------------------------------------------

export type DrandClock = Pick<DrandChain, "genesisTime" | "periodSeconds">;

/** The latest round emitted at `timeSec` (a round emitted exactly then counts); 0 before genesis. */
export function drandRoundAt(timeSec: number, chain: DrandClock): number {
  if (!Number.isFinite(timeSec)) throw new RangeError(`invalid time ${timeSec}`);
  // In whole milliseconds, so an instant exactly on a round time never lands a hair before it.
  const sinceGenesisMs = Math.round(timeSec * MS_PER_SECOND) - chain.genesisTime * MS_PER_SECOND;
  if (sinceGenesisMs < 0) return 0;
  return Math.floor(sinceGenesisMs / (chain.periodSeconds * MS_PER_SECOND)) + 1;
}

/** The draw's round: the first one emitted strictly after the freeze, so nobody knew it before. */
export function drandRoundAfter(freezeMs: number, chain: DrandClock): number {
  return drandRoundAt(freezeMs / MS_PER_SECOND, chain) + 1;
}

/** Epoch seconds at which a round is emitted. */
export function drandRoundTime(round: number, chain: DrandClock): number {
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`invalid drand round ${round}`);
  return chain.genesisTime + (round - 1) * chain.periodSeconds;
}

/** The freeze of a month's entry list: midnight in Berlin when the next month begins, epoch ms. */
export function drawFreezeAt(month: string): number {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new RangeError(`invalid month ${JSON.stringify(month)}`);
  const [year, monthNumber] = [Number(match[1]), Number(match[2])];
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}-01`;
  return berlinDayStart(next);
}

// --- Random stream and winners -----------------------------------------------------------------

/** SHA-256(seed ‖ entriesHash ‖ randomness): no party controls all three. */
export async function drawKey(seed: string, listHash: string, randomness: string): Promise<Uint8Array<ArrayBuffer>> {
  return sha256(concatBytes(hexToBytes(seed, SEED_BYTES), hexToBytes(listHash, HASH_BYTES), hexToBytes(randomness, HASH_BYTES)));
}

export type WordSource = () => number | Promise<number>;

/**
 * The uint32 words of SHA-256(key ‖ uint32be(i)) for i = 0, 1, …, big-endian, 8 per block.
 * Call it one word at a time (await each): it keeps its position between calls.
 */
export function wordStream(key: Uint8Array): () => Promise<number> {
  let block = 0;
  let words: number[] = [];
  let next = 0;
  return async () => {
    if (next === words.length) {
      if (block >= TWO_POW_32) throw new RangeError("random stream exhausted");
      const counter = new Uint8Array(4);
      new DataView(counter.buffer).setUint32(0, block++);
      const view = new DataView((await sha256(concatBytes(key, counter))).buffer);
      words = Array.from({ length: WORDS_PER_BLOCK }, (_, i) => view.getUint32(4 * i));
      next = 0;
    }
    return words[next++]!;
  };
}

/**
 * A number in [0, n) without modulo bias: words at or above the largest multiple of n below 2^32
 * are skipped, so every residue is backed by the same count of words.
 */
export async function uniform(nextWord: WordSource, n: number): Promise<number> {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`invalid range ${n}`);
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const word = await nextWord();
    if (word < limit) return word % n;
  }
}

/**
 * Draws entries until `places` players have won or everyone has: each entry is one ticket, so more
 * solved days mean better odds, and a player drawn again is skipped (one place per player).
 * `entries` must be in canonical order; drawWinners sees to that.
 */
export async function pickWinners(entries: readonly DrawEntry[], places: number, nextWord: WordSource): Promise<DrawWinner[]> {
  if (!Number.isSafeInteger(places) || places < 0) throw new RangeError(`invalid number of places ${places}`);
  const notYetWon = new Set(entries.map((entry) => entry.participant));
  const winners: DrawWinner[] = [];
  while (winners.length < places && notYetWon.size > 0) {
    const { participant } = entries[await uniform(nextWord, entries.length)]!;
    if (!notYetWon.delete(participant)) continue;
    winners.push({ place: winners.length + 1, participant });
  }
  return winners;
}

export interface DrawInputs {
  seed: string;
  entriesHash: string;
  /** The beacon round's randomness, hex. */
  randomness: string;
  entries: readonly DrawEntry[];
  places: number;
}

/**
 * The draw itself. A repeated (player, day) entry would be a ticket nobody earned, so a list with
 * one is refused rather than drawn.
 */
export async function drawWinners(inputs: DrawInputs): Promise<DrawWinner[]> {
  const entries = canonicalEntries(inputs.entries);
  if (!isCanonicalOrder(entries)) throw new RangeError("the entry list repeats an entry");
  return pickWinners(entries, inputs.places, wordStream(await drawKey(inputs.seed, inputs.entriesHash, inputs.randomness)));
}

// --- Publication -------------------------------------------------------------------------------

function isCalendarDay(date: string): boolean {
  const noon = Date.parse(`${date}T12:00:00Z`);
  return !Number.isNaN(noon) && new Date(noon).toISOString().startsWith(date);
}

const hex = (bytes: number, what: string) =>
  z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`), `${what}: expected ${bytes * 2} lower-case hex characters`);
const label = z.string().regex(LABEL, "participant: expected 16 lower-case hex characters");

/** What the site publishes per month (api/daily-sudoku/draws/:month); nulls until the draw. */
export const drawPublicationSchema = z.object({
  algorithm: z.literal(DRAW_ALGORITHM),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month: expected YYYY-MM"),
  commitment: hex(HASH_BYTES, "commitment"),
  seed: hex(SEED_BYTES, "seed").nullable(),
  freezeAt: z.iso.datetime({ error: "freezeAt: expected an ISO 8601 instant in UTC" }),
  beacon: z.object({
    chainHash: hex(HASH_BYTES, "chainHash"),
    round: z.int().min(1),
    randomness: hex(HASH_BYTES, "randomness").nullable(),
    signature: hex(48, "signature").nullable(),
  }),
  entriesHash: hex(HASH_BYTES, "entriesHash").nullable(),
  entries: z.array(
    z.object({
      participant: label,
      date: z
        .string()
        .regex(DATE, "date: expected YYYY-MM-DD")
        .refine((date) => isCalendarDay(date), "date: no such calendar day"),
    }),
  ),
  winners: z.array(z.object({ place: z.int().min(1), participant: label })),
});

export type DrawPublication = z.infer<typeof drawPublicationSchema>;

export type ParsedPublication = { ok: true; publication: DrawPublication } | { ok: false; error: string };

/** For untrusted JSON: the publication, or every problem in one readable message. */
export function parseDrawPublication(input: unknown): ParsedPublication {
  const result = drawPublicationSchema.safeParse(input);
  return result.success ? { ok: true, publication: result.data } : { ok: false, error: z.prettifyError(result.error) };
}

export interface DrawCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface DrawVerification {
  ok: boolean;
  checks: DrawCheck[];
  /** Recomputed from the published data (empty when it could not be recomputed). */
  winners: DrawWinner[];
}

export interface VerifyOptions {
  /** The chains the verifier trusts, with their public keys: never taken from the publication. */
  chains: readonly DrandChain[];
  places?: number;
}

const short = (hexText: string) => `${hexText.slice(0, 12)}…`;
const listWinners = (winners: readonly DrawWinner[]) =>
  winners.length === 0 ? "none" : winners.map((w) => `${w.place}. ${w.participant}`).join(", ");

/**
 * Recomputes everything a publication claims. `input` may be untrusted JSON. The public key comes
 * from `options.chains` only: a publication naming its own key could sign its own randomness.
 */
export async function verifyPublication(input: unknown, options: VerifyOptions): Promise<DrawVerification> {
  const parsed = parseDrawPublication(input);
  if (!parsed.ok) return { ok: false, checks: [{ name: "format", ok: false, detail: parsed.error }], winners: [] };
  const pub = parsed.publication;
  const checks: DrawCheck[] = [{ name: "format", ok: true, detail: `well-formed ${DRAW_ALGORITHM} publication for ${pub.month}` }];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const done = (winners: DrawWinner[] = []): DrawVerification => ({ ok: checks.every((c) => c.ok), checks, winners });

  const freezeMs = Date.parse(pub.freezeAt);
  const expectedFreeze = drawFreezeAt(pub.month);
  check(
    "freeze",
    freezeMs === expectedFreeze,
    `entries freeze at ${new Date(expectedFreeze).toISOString()} (next month's start in Berlin)` +
      (freezeMs === expectedFreeze ? "" : `, published ${pub.freezeAt}`),
  );

  const chain = options.chains.find((c) => c.chainHash === pub.beacon.chainHash);
  if (!chain) {
    check("chain", false, `chain ${pub.beacon.chainHash} is not one this verifier trusts: round and signature cannot be checked`);
  } else {
    check("chain", true, `chain ${short(chain.chainHash)} (${chain.scheme}), public key from the verifier's own list`);
    const expectedRound = drandRoundAfter(freezeMs, chain);
    const roundAt = new Date(drandRoundTime(expectedRound, chain) * MS_PER_SECOND).toISOString();
    check(
      "round",
      pub.beacon.round === expectedRound,
      pub.beacon.round === expectedRound
        ? `round ${expectedRound} is the first emitted after the freeze (at ${roundAt})`
        : `published round ${pub.beacon.round}, but the first round after the freeze is ${expectedRound} (at ${roundAt})`,
    );
  }

  const { seed, entriesHash: listHash } = pub;
  const { randomness, signature } = pub.beacon;
  if (seed === null || listHash === null || randomness === null || signature === null) {
    const missing = Object.entries({ seed, entriesHash: listHash, randomness, signature }).filter(([, v]) => v === null);
    check("drawn", false, `not drawn yet: ${missing.map(([k]) => k).join(", ")} not published`);
    return done();
  }

  const commitment = await commitmentOf(seed);
  check(
    "commitment",
    commitment === pub.commitment,
    commitment === pub.commitment
      ? "SHA-256 of the seed equals the commitment published before the month"
      : `SHA-256 of the seed is ${commitment}`,
  );

  const canonical = isCanonicalOrder(pub.entries);
  check(
    "entries-order",
    canonical,
    canonical ? `${pub.entries.length} entries, sorted and unique` : "entries are not sorted by participant and date, or repeat",
  );
  const outside = pub.entries.filter((e) => !e.date.startsWith(`${pub.month}-`));
  check(
    "entries-month",
    outside.length === 0,
    outside.length === 0
      ? `every entry is a day of ${pub.month}`
      : `${outside.length} entries outside ${pub.month}, e.g. ${outside[0]!.date}`,
  );
  const recomputedHash = await entriesHash(pub.entries);
  check(
    "entries-hash",
    recomputedHash === listHash,
    recomputedHash === listHash ? "SHA-256 of the entry list equals entriesHash" : `SHA-256 of the entry list is ${recomputedHash}`,
  );

  const derived = await randomnessOf(signature);
  check(
    "randomness",
    derived === randomness,
    derived === randomness ? "randomness is SHA-256 of the signature" : `SHA-256 of the signature is ${derived}`,
  );
  if (chain) {
    const valid = await verifyDrandSignature(chain, pub.beacon.round, signature);
    check(
      "signature",
      valid,
      valid ? `BLS signature of round ${pub.beacon.round} verifies against the chain's public key` : "BLS signature does not verify",
    );
  }

  // Straight from the spec, even for a list the checks above refused, so the result shows what the data gives.
  const key = await drawKey(seed, listHash, randomness);
  const winners = await pickWinners(canonicalEntries(pub.entries), options.places ?? DRAW_PLACES, wordStream(key));
  const same = JSON.stringify(winners) === JSON.stringify(pub.winners.map(({ place, participant }) => ({ place, participant })));
  check(
    "winners",
    same,
    same
      ? `recomputed winners equal the published ones: ${listWinners(winners)}`
      : `published ${listWinners(pub.winners)}; recomputed ${listWinners(winners)}`,
  );
  return done(winners);
}
