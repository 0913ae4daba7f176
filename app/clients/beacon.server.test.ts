import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DRAND_QUICKNET, DRAND_RELAY_URL } from "../config/daily.ts";
import { DEV_BEACON, signDevRound, verifyDrandSignature, type BeaconRound } from "./drand-bls.ts";
import { drandRoundAt, drandRoundTime } from "../draw/draw.ts";
import { BeaconError, DrandHttpBeacon, LocalDevBeacon, beaconFor, type BeaconErrorKind } from "./beacon.server.ts";

const ROUND = 27_946_613; // the first quicknet round after 2026-04-20T00:00:00Z
/** Long after ROUND, so only the tests that want a future round get one. */
const NOW = Date.UTC(2026, 10, 15);

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage["headers"];
}

type Reply = { status: number; body: string } | "hang";

/** A stand-in drand relay: serves dev-signed rounds under /relay/{chainHash}/public/{round}, or answers as told. */
class DrandStandIn {
  readonly seen: Seen[] = [];
  reply: ((round: number) => Promise<Reply>) | undefined;
  private server: Server = createServer((req, res) => {
    this.seen.push({ method: req.method, url: req.url, headers: req.headers });
    const match = /^\/relay\/([0-9a-f]{64})\/public\/(\d+)$/.exec(req.url ?? "");
    const answer = async (): Promise<Reply> => {
      if (this.reply) return this.reply(Number(match?.[2]));
      if (!match || match[1] !== DEV_BEACON.chainHash) return { status: 404, body: "404 page not found" };
      return { status: 200, body: JSON.stringify(await signDevRound(Number(match[2]))) };
    };
    void answer().then((reply) => {
      if (reply === "hang") return;
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(reply.body);
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/relay`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }
}

async function caught(promise: Promise<unknown>): Promise<BeaconError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BeaconError);
    return error as BeaconError;
  }
  throw new Error("expected a BeaconError");
}

const json = (body: unknown) => ({ status: 200, body: JSON.stringify(body) });

function flipBit(hex: string, bit: number): string {
  const bytes = Buffer.from(hex, "hex");
  bytes[bit >> 3]! ^= 0x80 >> (bit & 7);
  return bytes.toString("hex");
}

describe("DrandHttpBeacon against a local stand-in relay", () => {
  const standIn = new DrandStandIn();
  let baseUrl = "";
  const beacon = (chain = DEV_BEACON, timeoutMs = 2_000) => new DrandHttpBeacon(baseUrl, chain, { now: () => NOW, timeoutMs });

  beforeAll(async () => {
    baseUrl = await standIn.start();
  });
  afterAll(() => standIn.stop());
  afterEach(() => {
    standIn.seen.length = 0;
    standIn.reply = undefined;
  });

  it("asks for /{chainHash}/public/{round} as JSON and returns the verified round", async () => {
    const round = await new DrandHttpBeacon(`${baseUrl}/`, DEV_BEACON, { now: () => NOW, timeoutMs: 2_000 }).fetchRound(ROUND);
    expect(round).toEqual(await signDevRound(ROUND));
    expect(standIn.seen).toHaveLength(1);
    expect(standIn.seen[0]).toMatchObject({ method: "GET", url: `/relay/${DEV_BEACON.chainHash}/public/${ROUND}` });
    expect(standIn.seen[0]!.headers.accept).toBe("application/json");
    expect(beacon().chain).toBe(DEV_BEACON);
  });

  it("accepts upper-case hex and extra fields, and hands back lower case", async () => {
    const signed = await signDevRound(ROUND);
    standIn.reply = async () =>
      json({
        round: ROUND,
        randomness: signed.randomness.toUpperCase(),
        signature: signed.signature.toUpperCase(),
        previous_signature: "",
      });
    expect(await beacon().fetchRound(ROUND)).toEqual(signed);
  });

  it("does not ask for a round whose time has not come", async () => {
    const due = drandRoundTime(ROUND, DEV_BEACON) * 1000;
    const early = new DrandHttpBeacon(baseUrl, DEV_BEACON, { now: () => due - 1, timeoutMs: 2_000 });
    const error = await caught(early.fetchRound(ROUND));
    expect(error.kind).toBe("not-yet");
    expect(error.message).toContain(new Date(due).toISOString());
    expect(standIn.seen).toHaveLength(0);
    // At its time exactly, it may be asked for.
    await expect(new DrandHttpBeacon(baseUrl, DEV_BEACON, { now: () => due, timeoutMs: 2_000 }).fetchRound(ROUND)).resolves.toMatchObject({
      round: ROUND,
    });
  });

  const signedRound = () => signDevRound(ROUND);
  it.each<[string, (round: number) => Promise<Reply>, BeaconErrorKind, RegExp, number | undefined]>([
    ["HTTP 404", async () => ({ status: 404, body: "not found" }), "not-yet", /no round 27946613 yet \(HTTP 404\)/, 404],
    ["HTTP 425", async () => ({ status: 425, body: "too early" }), "not-yet", /HTTP 425/, 425],
    ["HTTP 500", async () => ({ status: 500, body: "internal error" }), "unreachable", /HTTP 500: internal error/, 500],
    ["HTTP 502", async () => ({ status: 502, body: "" }), "unreachable", /HTTP 502/, 502],
    ["HTTP 503", async () => ({ status: 503, body: "x".repeat(5000) }), "unreachable", /HTTP 503/, 503],
    ["HTTP 429", async () => ({ status: 429, body: "slow down" }), "unreachable", /HTTP 429/, 429],
    ["a body that is not JSON", async () => ({ status: 200, body: "<html>hello</html>" }), "invalid", /not JSON: <html>/, 200],
    ["empty body", async () => ({ status: 200, body: "" }), "invalid", /not JSON/, 200],
    ["JSON without a signature", async () => json({ round: ROUND, randomness: "0".repeat(64) }), "invalid", /malformed/, 200],
    ["a round as a string", async () => json({ ...(await signedRound()), round: String(ROUND) }), "invalid", /malformed/, 200],
    ["a body far too large", async () => json({ ...(await signedRound()), padding: "x".repeat(20_000) }), "invalid", /too large/, 200],
    [
      "another round than asked for",
      async (round) => json(await signDevRound(round + 1)),
      "invalid",
      /round 27946614 served for round 27946613/,
      200,
    ],
    [
      "a tampered signature (randomness made to match)",
      async () => {
        const signature = flipBit((await signedRound()).signature, 100);
        return json({
          round: ROUND,
          signature,
          randomness: Buffer.from(await crypto.subtle.digest("SHA-256", Buffer.from(signature, "hex"))).toString("hex"),
        });
      },
      "invalid",
      /BLS signature does not verify/,
      200,
    ],
    [
      "randomness that is not SHA-256 of the signature",
      async () => json({ ...(await signedRound()), randomness: "ab".repeat(32) }),
      "invalid",
      /randomness is not SHA-256/,
      200,
    ],
  ])("turns %s into a BeaconError", async (_, reply, kind, message, status) => {
    standIn.reply = reply;
    const error = await caught(beacon().fetchRound(ROUND));
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(message);
    expect(error.status).toBe(status);
    expect(error.message.length).toBeLessThan(800);
  });

  it("refuses rounds of the wrong chain: the relay cannot swap quicknet for another key", async () => {
    standIn.reply = async (round) => json(await signDevRound(round));
    const error = await caught(beacon(DRAND_QUICKNET).fetchRound(ROUND));
    expect(error.kind).toBe("invalid");
    expect(standIn.seen[0]!.url).toBe(`/relay/${DRAND_QUICKNET.chainHash}/public/${ROUND}`);
  });

  it("gives up after the timeout as unreachable", async () => {
    standIn.reply = async () => "hang";
    const started = Date.now();
    const error = await caught(beacon(DEV_BEACON, 100).fetchRound(ROUND));
    expect(error.kind).toBe("unreachable");
    expect(error.message).toMatch(/TimeoutError/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("reports a relay that is gone as unreachable", async () => {
    const gone = new DrandStandIn();
    const goneUrl = await gone.start();
    await gone.stop();
    const error = await caught(new DrandHttpBeacon(goneUrl, DEV_BEACON, { now: () => NOW, timeoutMs: 2_000 }).fetchRound(ROUND));
    expect(error.kind).toBe("unreachable");
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeDefined();
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses round %s without asking", async (round) => {
    await expect(beacon().fetchRound(round)).rejects.toThrow(RangeError);
    expect(standIn.seen).toHaveLength(0);
  });
});

describe("DrandHttpBeacon with the real quicknet", () => {
  /** A real quicknet round (source: see app/clients/drand-bls.test.ts). */
  const QUICKNET_657413: BeaconRound = {
    round: 657_413,
    signature: "b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b",
    randomness: "fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587",
  };

  it("accepts a real round as Cloudflare's relay serves it", async () => {
    const urls: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify(QUICKNET_657413), { status: 200 });
    };
    const beacon = new DrandHttpBeacon(DRAND_RELAY_URL, DRAND_QUICKNET, { now: () => NOW, fetch: fakeFetch });
    expect(await beacon.fetchRound(657_413)).toEqual(QUICKNET_657413);
    expect(urls).toEqual([`https://drand.cloudflare.com/${DRAND_QUICKNET.chainHash}/public/657413`]);
  });

  it("refuses it with one bit of the signature flipped", async () => {
    const signature = flipBit(QUICKNET_657413.signature, 383);
    const fakeFetch: typeof fetch = async () => new Response(JSON.stringify({ ...QUICKNET_657413, signature }), { status: 200 });
    const error = await caught(
      new DrandHttpBeacon(DRAND_RELAY_URL, DRAND_QUICKNET, { now: () => NOW, fetch: fakeFetch }).fetchRound(657_413),
    );
    expect(error.kind).toBe("invalid");
  });
});

describe("LocalDevBeacon", () => {
  it("signs past rounds with the development key", async () => {
    const beacon = new LocalDevBeacon(() => NOW);
    expect(beacon.chain).toBe(DEV_BEACON);
    expect(await beacon.fetchRound(ROUND)).toEqual(await signDevRound(ROUND));
  });

  it("refuses rounds whose time has not come, like the real network", async () => {
    const due = drandRoundTime(ROUND, DEV_BEACON) * 1000;
    expect((await caught(new LocalDevBeacon(() => due - 1).fetchRound(ROUND))).kind).toBe("not-yet");
    await expect(new LocalDevBeacon(() => due).fetchRound(ROUND)).resolves.toMatchObject({ round: ROUND });
    expect((await caught(new LocalDevBeacon(() => NOW).fetchRound(drandRoundTime(1, DEV_BEACON) + 10 ** 9))).kind).toBe("not-yet");
  });

  it.each([0, -1, 2.5])("refuses round %s", async (round) => {
    await expect(new LocalDevBeacon(() => NOW).fetchRound(round)).rejects.toThrow(RangeError);
  });
});

describe("beaconFor", () => {
  /** Which URL a beacon asks (the fake answers 404, which is fine: only the URL matters here). */
  async function urlAsked(env: Parameters<typeof beaconFor>[0]): Promise<string | undefined> {
    let asked: string | undefined;
    const fakeFetch: typeof fetch = async (input) => {
      asked = String(input);
      return new Response("not found", { status: 404 });
    };
    await beaconFor(env, () => NOW, fakeFetch)
      .fetchRound(1)
      .catch(() => undefined);
    return asked;
  }

  it.each([
    ["production", { ENVIRONMENT: "production" }, DRAND_QUICKNET, `${DRAND_RELAY_URL}/${DRAND_QUICKNET.chainHash}/public/1`],
    [
      "production, another relay",
      { ENVIRONMENT: "production", DRAND_URL: "https://api.drand.sh" },
      DRAND_QUICKNET,
      `https://api.drand.sh/${DRAND_QUICKNET.chainHash}/public/1`,
    ],
    [
      "production never takes the dev chain",
      { ENVIRONMENT: "production", DRAND_CHAIN: "dev" },
      DRAND_QUICKNET,
      `${DRAND_RELAY_URL}/${DRAND_QUICKNET.chainHash}/public/1`,
    ],
    [
      "production with an empty DRAND_URL",
      { ENVIRONMENT: "production", DRAND_URL: "" },
      DRAND_QUICKNET,
      `${DRAND_RELAY_URL}/${DRAND_QUICKNET.chainHash}/public/1`,
    ],
    ["development", { ENVIRONMENT: "development" }, DEV_BEACON, undefined],
    ["development, DRAND_CHAIN alone changes nothing", { ENVIRONMENT: "development", DRAND_CHAIN: "dev" }, DEV_BEACON, undefined],
    [
      "development with a relay",
      { ENVIRONMENT: "development", DRAND_URL: "http://127.0.0.1:9" },
      DRAND_QUICKNET,
      `http://127.0.0.1:9/${DRAND_QUICKNET.chainHash}/public/1`,
    ],
    [
      "development with a dev relay",
      { ENVIRONMENT: "test", DRAND_URL: "http://127.0.0.1:9", DRAND_CHAIN: "dev" },
      DEV_BEACON,
      `http://127.0.0.1:9/${DEV_BEACON.chainHash}/public/1`,
    ],
  ])("%s", async (_, env, chain, url) => {
    const beacon = beaconFor(env, () => NOW);
    expect(beacon.chain).toBe(chain);
    expect(beacon).toBeInstanceOf(url === undefined ? LocalDevBeacon : DrandHttpBeacon);
    expect(await urlAsked(env)).toBe(url);
  });
});

describe("the local stand-in's clock", () => {
  it("follows the clock it is given, so a trigger with a chosen time can draw locally", async () => {
    const later = NOW + 40 * 86_400_000;
    const round = drandRoundAt(later / 1000, DEV_BEACON);
    await expect(beaconFor({ ENVIRONMENT: "development" }, () => NOW).fetchRound(round)).rejects.toThrow(BeaconError);
    const answer = await beaconFor({ ENVIRONMENT: "development" }, () => later).fetchRound(round);
    expect(answer.round).toBe(round);
    expect(await verifyDrandSignature(DEV_BEACON, round, answer.signature)).toBe(true);
  });
});
