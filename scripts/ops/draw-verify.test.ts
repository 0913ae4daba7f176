// Checks draws as `npm run draw:verify` does, against a stand-in site serving publications built
// with the draw's own functions: each case runs the check in-process (draw-verify-check.ts), and
// one runs the command itself, as a user would.
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DrawPublication } from "../../app/draw/draw.ts";
import { devPublication } from "../../tests/lib/draw-publication.ts";
import { verifyDraw } from "./draw-verify-check.ts";

const MONTH = "2026-11";
const SEED = "5eed".repeat(16);

const publication = () =>
  devPublication({ month: MONTH, seed: SEED, labelKey: "1abe".repeat(16), userIds: [7, 8, 9, 10, 11, 12], dayOfMonth: (d) => d });

/** The site's /api/daily-sudoku/draws/:month: serves `body` for MONTH, 404 otherwise; records requests. */
class SiteStandIn {
  readonly seen: { url: string | undefined; headers: IncomingMessage["headers"] }[] = [];
  body = "";
  private server: Server = createServer((req, res) => {
    this.seen.push({ url: req.url, headers: req.headers });
    const found = req.method === "GET" && req.url === `/api/daily-sudoku/draws/${MONTH}`;
    res.writeHead(found ? 200 : 404, { "content-type": "application/json" });
    res.end(found ? this.body : '{"error":"not found"}');
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The check in-process, with what it prints. */
async function verify(...args: string[]): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await verifyDraw(args, { log: (line) => (stdout += `${line}\n`), error: (line) => (stderr += `${line}\n`) });
  return { code, stdout, stderr };
}

/** The command line. Asynchronous on purpose: a synchronous spawn would block the stand-in the script talks to. */
function command(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/ops/draw-verify.ts", ...args], { cwd: process.cwd() });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const TIMEOUT = 30_000;

describe("npm run draw:verify", { timeout: TIMEOUT }, () => {
  const site = new SiteStandIn();
  let origin = "";
  let honest: DrawPublication;
  let tmp = "";

  beforeAll(async () => {
    [origin, honest, tmp] = await Promise.all([site.start(), publication(), mkdtemp(join(tmpdir(), "draw-verify-"))]);
  });
  afterAll(async () => {
    await site.stop();
    await rm(tmp, { recursive: true, force: true });
  });
  afterEach(() => {
    site.seen.length = 0;
  });

  const serve = (pub: unknown) => (site.body = typeof pub === "string" ? pub : JSON.stringify(pub));
  const copy = () => structuredClone(honest);

  it("confirms an honest draw: every check ✓, the winners, MATCH, exit 0", async () => {
    serve(honest);
    const run = await verify(MONTH, "--origin", origin, "--allow-dev-beacon");
    expect(run.code).toBe(0);
    expect(site.seen).toEqual([
      { url: `/api/daily-sudoku/draws/${MONTH}`, headers: expect.objectContaining({ accept: "application/json" }) },
    ]);
    for (const check of [
      "format",
      "freeze",
      "chain",
      "round",
      "commitment",
      "entries-order",
      "entries-hash",
      "randomness",
      "signature",
      "winners",
    ]) {
      expect(run.stdout).toContain(`✓ ${check}:`);
    }
    expect(run.stdout).not.toContain("✗");
    for (const winner of honest.winners) expect(run.stdout).toContain(`  ${winner.place}. ${winner.participant}`);
    expect(run.stdout).toContain("MATCH: the published winners follow from the published data");
    expect(run.stdout).toMatch(/DEVELOPMENT beacon.*proves nothing/);
  });

  it("as a command: the same report on standard output and the exit code", async () => {
    serve(honest);
    const run = await command(MONTH, "--origin", origin, "--allow-dev-beacon");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("✓ signature:");
    expect(run.stdout).toContain("MATCH: the published winners follow from the published data");
    const refused = await command("2026-13");
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("month must be YYYY-MM");
  });

  it("reads a publication from a file", async () => {
    const file = join(tmp, "publication.json");
    await writeFile(file, JSON.stringify(honest));
    const run = await verify(MONTH, "--file", file, "--allow-dev-beacon");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("MATCH:");
    expect(site.seen).toHaveLength(0);
  });

  it("does not trust the development beacon unless told to", async () => {
    serve(honest);
    const run = await verify(MONTH, "--origin", origin);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✗ chain: chain ea55b321\S* is not one this verifier trusts/);
    expect(run.stdout).toContain("--allow-dev-beacon");
    expect(run.stdout).toContain("MISMATCH: failed chain");
  });

  it.each<[string, (pub: DrawPublication) => void, string]>([
    ["a swapped winner", (p) => void (p.winners[0]!.participant = "0123456789abcdef"), "winners"],
    ["another seed", (p) => void (p.seed = "f".repeat(64)), "commitment"],
    ["an entry removed", (p) => void p.entries.splice(3, 1), "entries-hash"],
    ["a later round", (p) => void (p.beacon.round += 1), "round"],
    ["randomness not from the signature", (p) => void (p.beacon.randomness = "0".repeat(64)), "randomness"],
  ])("fails %s with exit 1, naming the check", async (_, tamper, check) => {
    const pub = copy();
    tamper(pub);
    serve(pub);
    const run = await verify(MONTH, "--origin", origin, "--allow-dev-beacon");
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`✗ ${check}:`);
    expect(run.stdout).toMatch(new RegExp(`^MISMATCH: failed .*\\b${check}\\b`, "m"));
    expect(run.stdout).not.toContain("MATCH: the published winners");
  });

  it.each([
    ["a publication of another month", () => serve({ ...copy(), month: "2026-10" }), /✗ month: the publication is for "2026-10"/],
    ["an answer that is not JSON", () => serve("<html>oops</html>"), /did not answer JSON/],
    ["a malformed publication", () => serve({ ...copy(), seed: 42 }), /✗ format:.*seed/s],
  ])("fails %s with exit 1", async (_, setUp, message) => {
    setUp();
    const run = await verify(MONTH, "--origin", origin, "--allow-dev-beacon");
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).toMatch(message);
  });

  it("exits 2 when the month is not drawn yet, and says which round will decide it", async () => {
    serve({
      ...copy(),
      seed: null,
      entriesHash: null,
      entries: [],
      winners: [],
      beacon: { ...honest.beacon, randomness: null, signature: null },
    });
    const run = await verify(MONTH, "--origin", origin);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain(
      `not drawn yet: commitment ${honest.commitment}, drand round ${honest.beacon.round} (due 2026-11-30T23:00:`,
    );
  });

  it("exits 2 when no draw is published for the month", async () => {
    const run = await verify("2026-10", "--origin", origin);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("no draw published for 2026-10 (HTTP 404)");
  });

  it("exits 2 when the site cannot be reached", async () => {
    const gone = new SiteStandIn();
    const goneOrigin = await gone.start();
    await gone.stop();
    const run = await verify(MONTH, "--origin", goneOrigin);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/cannot reach .*ECONNREFUSED/);
  });

  it.each([
    ["no month", []],
    ["month 13", ["2026-13"]],
    ["a day instead of a month", ["2026-11-01"]],
    ["a short month", ["2026-1"]],
    ["two months", [MONTH, "2026-12"]],
    ["an unknown option", [MONTH, "--verbose"]],
    ["--origin without a value", [MONTH, "--origin"]],
    ["an origin that is not http", [MONTH, "--origin", "ftp://example.org"]],
    ["a missing file", [MONTH, "--file", "/nonexistent/publication.json"]],
  ])("exits 2 for %s", async (_, args) => {
    const run = await verify(...args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).not.toBe("");
  });
});
