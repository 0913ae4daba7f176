// The check behind `npm run draw:verify` (draw-verify.ts, the command line): the same run in one
// function, so its tests call it in-process rather than start Node once a case.
import { Exit } from "../lib/run.ts";
import { readFile } from "node:fs/promises";
import { DRAND_QUICKNET } from "../../app/config/daily.ts";
import { DEV_BEACON, type DrandChain } from "../../app/clients/drand-bls.ts";
import { drandRoundTime, verifyPublication } from "../../app/draw/draw.ts";

const USAGE = "usage: npm run draw:verify -- YYYY-MM [--origin http://localhost:8787] [--file publication.json] [--allow-dev-beacon]";
const DEFAULT_ORIGIN = "http://localhost:8787";
const FETCH_TIMEOUT_MS = 15_000;

interface Options {
  month: string;
  origin: string;
  file: string | undefined;
  allowDevBeacon: boolean;
}

function parseArgs(args: string[]): Options {
  let month: string | undefined;
  let origin = DEFAULT_ORIGIN;
  let file: string | undefined;
  let allowDevBeacon = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => {
      const next = args[++i];
      if (next === undefined || next.startsWith("--")) throw new Exit(2, `${arg} needs a value\n${USAGE}`);
      return next;
    };
    if (arg === "--origin") origin = value();
    else if (arg === "--file") file = value();
    else if (arg === "--allow-dev-beacon") allowDevBeacon = true;
    else if (arg === "--help" || arg === "-h") throw new Exit(2, USAGE);
    else if (arg.startsWith("-") || month !== undefined) throw new Exit(2, `unexpected argument ${JSON.stringify(arg)}\n${USAGE}`);
    else month = arg;
  }
  if (month === undefined) throw new Exit(2, `no month given\n${USAGE}`);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Exit(2, `month must be YYYY-MM, got ${JSON.stringify(month)}\n${USAGE}`);
  if (!URL.canParse(origin) || !/^https?:$/.test(new URL(origin).protocol))
    throw new Exit(2, `--origin must be an http(s) URL, got ${origin}`);
  return { month, origin: origin.replace(/\/+$/, ""), file, allowDevBeacon };
}

async function load(options: Options): Promise<{ json: unknown; source: string }> {
  if (options.file !== undefined) {
    let text: string;
    try {
      text = await readFile(options.file, "utf8");
    } catch (error) {
      throw new Exit(2, `cannot read ${options.file}: ${(error as Error).message}`);
    }
    try {
      return { json: JSON.parse(text), source: options.file };
    } catch {
      throw new Exit(1, `${options.file} is not JSON`);
    }
  }
  const url = `${options.origin}/api/daily-sudoku/draws/${options.month}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    text = await response.text();
  } catch (error) {
    const cause = (error as Error).cause;
    throw new Exit(2, `cannot reach ${url}: ${cause instanceof Error ? cause.message : (error as Error).message}`);
  }
  if (response.status === 404) throw new Exit(2, `${url}: no draw published for ${options.month} (HTTP 404)`);
  if (response.status !== 200) throw new Exit(2, `${url} answered HTTP ${response.status}`);
  try {
    return { json: JSON.parse(text), source: url };
  } catch {
    throw new Exit(1, `${url} did not answer JSON`);
  }
}

function field(json: unknown, ...path: string[]): unknown {
  let at = json;
  for (const key of path) at = at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/** Where the check writes: its report, and the reason it could not check. */
export interface Printer {
  log(line: string): void;
  error(line: string): void;
}

/** The whole check for the command line's arguments: its exit code (0 MATCH, 1 MISMATCH, 2 nothing to check). */
export async function verifyDraw(args: string[], print: Printer): Promise<number> {
  try {
    return await check(args, print);
  } catch (error) {
    if (!(error instanceof Exit)) throw error;
    print.error(error.message);
    return error.code;
  }
}

async function check(args: string[], print: Printer): Promise<number> {
  const options = parseArgs(args);
  const { json, source } = await load(options);
  print.log(`draw ${options.month} from ${source}`);

  const published = field(json, "month");
  if (published !== options.month) {
    print.log(`✗ month: the publication is for ${JSON.stringify(published)}, not ${options.month}`);
    print.log("MISMATCH: this is not the draw that was asked for");
    return 1;
  }
  if (field(json, "seed") === null) {
    const round = field(json, "beacon", "round");
    const chain = [DRAND_QUICKNET, DEV_BEACON].find((c) => c.chainHash === field(json, "beacon", "chainHash"));
    const when =
      chain && Number.isSafeInteger(round) && (round as number) >= 1
        ? ` (due ${new Date(drandRoundTime(round as number, chain) * 1000).toISOString()})`
        : "";
    print.log(`not drawn yet: commitment ${String(field(json, "commitment"))}, drand round ${String(round)}${when}`);
    return 2;
  }

  const chains: DrandChain[] = options.allowDevBeacon ? [DRAND_QUICKNET, DEV_BEACON] : [DRAND_QUICKNET];
  const dev = field(json, "beacon", "chainHash") === DEV_BEACON.chainHash;
  if (dev) {
    print.log(
      options.allowDevBeacon
        ? "WARNING: this draw used the local DEVELOPMENT beacon, whose secret key is public. Its randomness proves nothing."
        : "This draw used the local development beacon; pass --allow-dev-beacon to check it anyway (it would prove nothing).",
    );
  }

  const result = await verifyPublication(json, { chains });
  for (const check of result.checks) print.log(`${check.ok ? "✓" : "✗"} ${check.name}: ${check.detail}`);
  if (result.winners.length > 0 || result.ok) {
    print.log("recomputed winners:");
    for (const winner of result.winners) print.log(`  ${winner.place}. ${winner.participant}`);
    if (result.winners.length === 0) print.log("  none (no entries)");
  }
  if (result.ok) {
    print.log("MATCH: the published winners follow from the published data");
    if (dev) print.log("(development beacon: a MATCH here shows the arithmetic, not a fair draw)");
    return 0;
  }
  const failed = result.checks.filter((c) => !c.ok).map((c) => c.name);
  print.log(`MISMATCH: failed ${failed.join(", ")}`);
  return 1;
}
