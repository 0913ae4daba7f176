import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../app/db/client.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { avatarPath, avatarVersion } from "../../app/accounts/avatar.ts";
import { updateProfile } from "../../app/accounts/users.server.ts";
import { AVATAR_MAX_BYTES } from "../../app/config/limits.ts";
import worker from "../../workers/app.ts";
import { meteredD1, type D1Usage } from "./d1-meter.ts";
import { request, seedDailyPool, seedPuzzles, type SeededPuzzle } from "./helpers.ts";

/** The instant the rows these tests write are stamped with: the site's clock as the file starts (tests/integration/setup.ts). */
const WRITTEN_AT = new Date(env.SITE_NOW);

// What each kind of request costs in D1, as D1 itself counts it (`meta.rows_read`,
// `meta.rows_written`): the figures docs/SCALE.md builds on, printed as `D1COST {…}` lines that
// `npm run proof` collects. Each kind runs through the real Worker entry with a metered binding,
// once to warm up (the first daily view assigns the day's puzzle), then RUNS times; the figures are
// the average per request. The bounds below keep the costs O(1): a table scan of the catalogue
// (CATALOGUE rows) or of a player's saves would break them. The player has a 200 KB avatar, and
// only its own address reads those bytes (the meter counts BLOB bytes in what D1 returns).

const ORIGIN = "http://localhost:8787";
const PER_LEVEL = 40;
const CATALOGUE = PER_LEVEL * 5;
const SAVED_GAMES = 30;
const RUNS = 5;

let puzzles: SeededPuzzle[] = [];
let player: { id: number; token: string };
let today: { id: number; date: string; puzzle: string };
let avatarVersionOfPlayer: string;

async function makePlayer(): Promise<{ id: number; token: string }> {
  const now = Date.now();
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, created_at, updated_at, daily_terms_accepted_at) VALUES (?, 'unused', ?, ?, ?) RETURNING id",
  )
    .bind(`cost-${Math.random()}@example.org`, now, now, now)
    .first<{ id: number }>();
  const { token } = await createSession(createDb(env.DB), row!.id, "", WRITTEN_AT);
  return { id: row!.id, token };
}

function emptyGame(p: SeededPuzzle, filled: number) {
  const entries = [...p.puzzle].map((g, c) => (g === "0" && c < filled ? Number(p.solution[c]) : 0));
  return JSON.stringify({ entries, notes: new Array(81).fill(0), checked: 0 });
}

interface Kind {
  name: string;
  /** Builds the i-th request (saves need rising versions). */
  request(i: number): Request;
  /** Most rows a request of this kind may read / write: O(1), far below the catalogue's size. */
  maxRead: number;
  maxWritten: number;
}

const bearer = () => ({ Authorization: `Bearer ${player.token}` });
const form = (path: string, fields: Record<string, string>, auth = true) =>
  new Request(new URL(path, ORIGIN), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { ...(auth ? bearer() : {}), "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
  });
const get = (path: string, auth: boolean) => new Request(new URL(path, ORIGIN), { headers: auth ? bearer() : {} });

const kinds = (): Kind[] => [
  { name: "play page (visitor)", request: () => get("/", false), maxRead: 20, maxWritten: 0 },
  { name: "play page (signed in)", request: () => get("/de/mittel", true), maxRead: 150, maxWritten: 0 },
  { name: "puzzle call (random, level 3)", request: () => get("/api/sudoku/stars/3", false), maxRead: 10, maxWritten: 0 },
  { name: "puzzle call (by id)", request: () => get(`/api/sudoku?sudokuId=${puzzles[7]!.id}`, false), maxRead: 10, maxWritten: 0 },
  {
    name: "save",
    request: (i) =>
      form("/api/sudoku/save", {
        puzzleId: String(puzzles[0]!.id),
        savegame: emptyGame(puzzles[0]!, 10 + i),
        version: String(1000 + i),
        progress: "0",
      }),
    maxRead: 20,
    maxWritten: 10,
  },
  { name: "saved-games list", request: () => form("/api/sudoku/saved-puzzles", { page: "1" }), maxRead: 120, maxWritten: 0 },
  { name: "counter ping", request: () => form("/api/counter", { counterUUID: "none" }, false), maxRead: 20, maxWritten: 10 },
  {
    name: "daily save",
    request: (i) =>
      form("/api/daily-sudoku/save", {
        date: today.date,
        savegame: emptyGame({ id: today.id, stars: 0, puzzle: today.puzzle, solution: "1".repeat(81) }, 10 + i),
        version: String(1000 + i),
        progress: "0",
      }),
    maxRead: 20,
    maxWritten: 10,
  },
  { name: "daily page (signed in)", request: () => get("/de/sudoku-des-tages", true), maxRead: 150, maxWritten: 0 },
  { name: "content page (FAQ)", request: () => get("/de/faq", false), maxRead: 20, maxWritten: 0 },
  { name: "avatar image", request: () => get(avatarPath(avatarVersionOfPlayer), true), maxRead: 10, maxWritten: 0 },
];

/** The one kind that reads the avatar's bytes: every other request of the player leaves them in D1. */
const READS_THE_IMAGE = "avatar image";

async function measure(kind: Kind): Promise<D1Usage> {
  const meter = meteredD1(env.DB);
  const send = async (i: number) => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(kind.request(i) as never, { ...env, DB: meter.db }, ctx);
    await res.arrayBuffer();
    // Writes made after the answer (waitUntil) are part of the request's cost.
    await waitOnExecutionContext(ctx);
    expect(res.status, kind.name).toBeLessThan(300);
  };
  await send(0);
  meter.reset();
  for (let i = 1; i <= RUNS; i++) await send(i);
  const total = meter.reset();
  return {
    statements: total.statements / RUNS,
    rowsRead: total.rowsRead / RUNS,
    rowsWritten: total.rowsWritten / RUNS,
    blobBytes: total.blobBytes / RUNS,
  };
}

beforeAll(async () => {
  puzzles = await seedPuzzles(PER_LEVEL);
  await seedDailyPool(3);
  player = await makePlayer();
  // The player has an avatar of the largest size: their session and pages must not read it.
  const avatar = new Uint8Array(AVATAR_MAX_BYTES);
  avatar.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await updateProfile(createDb(env.DB), player.id, { name: "", info: "", avatar: { bytes: avatar, type: "image/png" } }, WRITTEN_AT);
  avatarVersionOfPlayer = await avatarVersion(avatar);
  // A player with history, saved through the API: the list, statistics and the drawer's recent
  // games have rows to read.
  for (const p of puzzles.slice(1, SAVED_GAMES + 1)) {
    const res = await request("/api/sudoku/save", {
      method: "POST",
      body: new URLSearchParams({ puzzleId: String(p.id), savegame: emptyGame(p, 5), version: "1", progress: "0" }),
      headers: { ...bearer(), "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    });
    expect(res.status).toBe(200);
  }
  const daily = await request("/api/daily-sudoku/today", { headers: bearer() });
  expect(daily.status).toBe(200);
  today = await daily.json();
});

describe("D1 rows per request kind (from D1's meta)", () => {
  it("stays O(1) for every kind, far below the catalogue's size", async () => {
    const figures: Record<string, D1Usage> = {};
    for (const kind of kinds()) {
      const usage = await measure(kind);
      figures[kind.name] = usage;
      console.log(`D1COST ${JSON.stringify({ kind: kind.name, ...usage })}`);
      expect(usage.rowsRead, `${kind.name}: rows read`).toBeLessThanOrEqual(kind.maxRead);
      expect(usage.rowsWritten, `${kind.name}: rows written`).toBeLessThanOrEqual(kind.maxWritten);
      expect(usage.rowsRead, `${kind.name}: no catalogue scan`).toBeLessThan(CATALOGUE);
      // The session's read of the account leaves the image's bytes out (sessions.server.ts accountColumns).
      if (kind.name !== READS_THE_IMAGE) expect(usage.blobBytes, `${kind.name}: no avatar bytes read`).toBe(0);
    }
    // The meter sees BLOBs: the image's own address reads them, once.
    expect(figures[READS_THE_IMAGE]!.blobBytes).toBe(AVATAR_MAX_BYTES);
    // Reads really are metered (a broken meter would pass every bound with zeros).
    expect(figures["puzzle call (random, level 3)"]!.rowsRead).toBeGreaterThan(0);
    expect(figures["save"]!.rowsWritten).toBeGreaterThan(0);
  });
});
