// The draw's randomness source behind one interface: drand's quicknet over HTTP in production, a
// locally signed stand-in in development and tests, so the draw never knows which one it talks to.
// Every round is checked here (round, randomness, BLS signature) before anyone may use it: the
// relay is a convenience, not a party we trust.
import { z } from "zod";
import { DRAND_QUICKNET, DRAND_RELAY_URL, DRAND_TIMEOUT_MS } from "../config/daily.ts";
import { DEV_BEACON, beaconRoundProblem, signDevRound, type BeaconRound, type DrandChain } from "./drand-bls.ts";
import { drandRoundTime } from "../draw/draw.ts";

export type { BeaconRound, DrandChain };

export interface Beacon {
  readonly chain: DrandChain;
  /** A verified round; throws a BeaconError otherwise. */
  fetchRound(round: number): Promise<BeaconRound>;
}

/**
 * - `not-yet`: the round has not been emitted (ask again later);
 * - `unreachable`: network, timeout or server trouble (ask again later);
 * - `invalid`: the answer is wrong or forged (asking again will not help; someone must look).
 */
export type BeaconErrorKind = "not-yet" | "unreachable" | "invalid";

export class BeaconError extends Error {
  override readonly name = "BeaconError";
  readonly kind: BeaconErrorKind;
  readonly status: number | undefined;

  constructor(kind: BeaconErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
  }
}

const MS_PER_SECOND = 1000;
const BODY_EXCERPT_CHARS = 200;
/** A round is about 250 bytes; anything much larger is not a round. */
const MAX_BODY_CHARS = 16_384;

function checkRoundNumber(round: number): void {
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`invalid drand round ${round}`);
}

/** drand, like the real network, refuses to sign the future: `not-yet` before the round's time. */
function refuseFuture(chain: DrandChain, round: number, now: number): void {
  const dueMs = drandRoundTime(round, chain) * MS_PER_SECOND;
  if (dueMs > now) {
    throw new BeaconError("not-yet", `drand round ${round} is due at ${new Date(dueMs).toISOString()}`);
  }
}

// --- drand over HTTP ---------------------------------------------------------------------------

const hexField = (chars: number) => z.string().regex(new RegExp(`^[0-9a-fA-F]{${chars}}$`));
/** drand's /public/{round} answer; `previous_signature` of chained schemes is ignored. */
const roundResponseSchema = z.object({ round: z.int().min(1), randomness: hexField(64), signature: hexField(96) });

function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, " ").trim();
  return flat.length > BODY_EXCERPT_CHARS ? `${flat.slice(0, BODY_EXCERPT_CHARS)}…` : flat;
}

function reasonOf(cause: unknown): string {
  return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
}

export class DrandHttpBeacon implements Beacon {
  readonly chain: DrandChain;
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly now: () => number;

  /** `now`: the caller's clock (the job's instant), against which rounds not yet due are refused. */
  constructor(baseUrl: string, chain: DrandChain, options: { now: () => number; fetch?: typeof fetch; timeoutMs?: number }) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.chain = chain;
    // Wrapped because Workers throws "Illegal invocation" for fetch detached from globalThis.
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DRAND_TIMEOUT_MS;
    this.now = options.now;
  }

  async fetchRound(round: number): Promise<BeaconRound> {
    checkRoundNumber(round);
    refuseFuture(this.chain, round, this.now());
    const url = `${this.baseUrl}/${this.chain.chainHash}/public/${round}`;

    let response: Response;
    let body: string;
    try {
      // The timeout covers the body too: a relay that stalls mid-answer is as unreachable as one that never answers.
      response = await this.fetchImpl(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(this.timeoutMs) });
      body = await response.text();
    } catch (cause) {
      throw new BeaconError("unreachable", `drand relay unreachable (${reasonOf(cause)})`, { cause });
    }

    const status = response.status;
    if (status === 404 || status === 425) {
      throw new BeaconError("not-yet", `drand has no round ${round} yet (HTTP ${status})`, { status });
    }
    if (status !== 200) {
      throw new BeaconError("unreachable", `drand answered HTTP ${status}: ${excerpt(body) || response.statusText}`, { status });
    }
    if (body.length > MAX_BODY_CHARS) throw new BeaconError("invalid", `drand answer for round ${round} is too large`, { status });

    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (cause) {
      throw new BeaconError("invalid", `drand answer for round ${round} is not JSON: ${excerpt(body)}`, { status, cause });
    }
    const parsed = roundResponseSchema.safeParse(json);
    if (!parsed.success) {
      throw new BeaconError("invalid", `drand answer for round ${round} is malformed: ${z.prettifyError(parsed.error)}`, { status });
    }
    const served: BeaconRound = {
      round: parsed.data.round,
      randomness: parsed.data.randomness.toLowerCase(),
      signature: parsed.data.signature.toLowerCase(),
    };
    const problem = await beaconRoundProblem(this.chain, round, served);
    if (problem) throw new BeaconError("invalid", `drand answer for round ${round} rejected: ${problem}`, { status });
    return served;
  }
}

// --- Development stand-in ----------------------------------------------------------------------

/** Signs rounds with the public development key: verifiable, offline, and worthless as proof. */
export class LocalDevBeacon implements Beacon {
  readonly chain: DrandChain = DEV_BEACON;
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  async fetchRound(round: number): Promise<BeaconRound> {
    checkRoundNumber(round);
    refuseFuture(this.chain, round, this.now());
    return signDevRound(round);
  }
}

// --- Choice ------------------------------------------------------------------------------------

/** The part of the Worker env that picks the beacon (app/env.server.ts declares the real one). */
export interface BeaconEnv {
  ENVIRONMENT: string;
  /** Another relay (or a local stand-in); in production the relay changes, never the chain. */
  DRAND_URL?: string;
  /** Outside production, "dev" makes DRAND_URL serve the development chain instead of quicknet. */
  DRAND_CHAIN?: string;
}

/**
 * `now`: the instant a beacon takes for "now" when it refuses rounds not yet due. The job passes
 * its scheduled time, so a trigger with a chosen time (README "Cron jobs locally") sees the
 * stand-in's rounds as of that time; a relay that has no round yet says so itself (not-yet).
 */
export function beaconFor(env: BeaconEnv, now: () => number, fetchFn?: typeof fetch): Beacon {
  const options = { now, fetch: fetchFn };
  if (env.ENVIRONMENT === "production") return new DrandHttpBeacon(env.DRAND_URL || DRAND_RELAY_URL, DRAND_QUICKNET, options);
  if (!env.DRAND_URL) return new LocalDevBeacon(now);
  return new DrandHttpBeacon(env.DRAND_URL, env.DRAND_CHAIN === "dev" ? DEV_BEACON : DRAND_QUICKNET, options);
}
