import { env } from "cloudflare:test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../app/db/client.server.ts";
import { addDays, berlinDate, berlinDayStart } from "../../app/lib/dates/berlin-time.ts";
import { checkSavegame, SAVEGAME_MAX_CHARS, serializeSavegame, type Savegame } from "../../app/game/savegame.ts";
import { saveGame, solveStatistics } from "../../app/saves/savegames.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { request, seedPuzzles, type SeededPuzzle } from "./helpers.ts";

const ORIGIN = "http://localhost:8787";
const PER_LEVEL = 3;
let puzzles: SeededPuzzle[] = [];

interface User {
  id: number;
  token: string;
}
let alice: User;
let bob: User;

type Body = Record<string, unknown> & { errors?: Record<string, string[]> };

async function makeUser(email: string): Promise<User> {
  const now = Date.now();
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, created_at, updated_at) VALUES (?, 'unused', ?, ?) RETURNING id",
  )
    .bind(email, now, now)
    .first<{ id: number }>();
  const { token } = await createSession(createDb(env.DB), row!.id, "", new Date());
  return { id: row!.id, token };
}

async function call(path: string, user: User | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (user) headers.set("Authorization", `Bearer ${user.token}`);
  if (init.method && init.method !== "GET") headers.set("Origin", ORIGIN);
  const res = await request(path, { ...init, headers });
  return { res, body: await res.json<Body>() };
}

const post = (path: string, user: User | null, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call(path, user, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });

function emptyGame(extra: Partial<Savegame> = {}): Savegame {
  return { entries: new Array(81).fill(0), notes: new Array(81).fill(0), checked: 0, ...extra };
}

const openCells = (p: SeededPuzzle) => [...p.puzzle].flatMap((ch, c) => (ch === "0" ? [c] : []));

/** The first `count` open cells filled from the solution. */
function partialGame(p: SeededPuzzle, count: number, extra: Partial<Savegame> = {}): Savegame {
  const g = emptyGame(extra);
  for (const c of openCells(p).slice(0, count)) g.entries[c] = Number(p.solution[c]);
  return g;
}

const solvedGame = (p: SeededPuzzle, extra: Partial<Savegame> = {}) => partialGame(p, 81, extra);

const save = (user: User | null, p: SeededPuzzle | number, game: unknown, version: number | string, progress = "0") =>
  post("/api/sudoku/save", user, {
    puzzleId: String(typeof p === "number" ? p : p.id),
    savegame: typeof game === "string" ? game : JSON.stringify(game),
    version: String(version),
    progress,
  });

interface StoredRow {
  user_id: number;
  puzzle_id: number;
  state: string;
  progress: number;
  checked: number;
  stars: number;
  solved_at: number | null;
  version: number;
  created_at: number;
  updated_at: number;
}

async function storedRow(user: User, puzzleId: number) {
  return env.DB.prepare("SELECT * FROM savegames WHERE user_id = ? AND puzzle_id = ?").bind(user.id, puzzleId).first<StoredRow>();
}

interface RowValues {
  progress?: number;
  checked?: number;
  solvedAt?: number | null;
  updatedAt?: number;
  version?: number;
}

/** A row written directly, for list and statistics tests that need chosen values and instants. */
async function insertRow(user: User, p: SeededPuzzle, v: RowValues = {}) {
  const updatedAt = v.updatedAt ?? Date.now();
  await env.DB.prepare(
    "INSERT INTO savegames (user_id, puzzle_id, state, progress, checked, stars, solved_at, version, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?)",
  )
    .bind(
      user.id,
      p.id,
      serializeSavegame(emptyGame({ checked: v.checked ?? 0 })),
      v.progress ?? 0,
      v.checked ?? 0,
      p.stars,
      v.solvedAt ?? null,
      v.version ?? 1,
      updatedAt,
      updatedAt,
    )
    .run();
}

beforeAll(async () => {
  await env.DB.prepare("DELETE FROM savegames").run();
  puzzles = await seedPuzzles(PER_LEVEL);
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM savegames"),
    env.DB.prepare("DELETE FROM sessions"),
    env.DB.prepare("DELETE FROM users"),
  ]);
  alice = await makeUser("alice@example.org");
  bob = await makeUser("bob@example.org");
});

afterAll(async () => {
  // Savegames reference puzzles: leave nothing that would block another file's re-seeding.
  await env.DB.prepare("DELETE FROM savegames").run();
});

describe("authentication", () => {
  const calls: [string, string, RequestInit][] = [
    ["GET", "/api/sudoku/save?puzzleId=1", {}],
    ["POST", "/api/sudoku/save", { method: "POST" }],
    ["POST", "/api/sudoku/saved-puzzles", { method: "POST" }],
    ["GET", "/api/sudoku/recent", {}],
    ["DELETE", "/api/sudoku/delete-saved-puzzle/1", { method: "DELETE" }],
    ["GET", "/api/sudoku/statistics", {}],
  ];

  it.each(calls)("%s %s answers 401 JSON without a session", async (_, path, init) => {
    const { res, body } = await call(path, null, init);
    expect(res.status).toBe(401);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(body).toEqual({ success: false, message: "Bitte melde dich an.", errors: {} });
  });

  it.each(calls)("%s %s answers 401 with a revoked session", async (_, path, init) => {
    await env.DB.prepare("UPDATE sessions SET revoked_at = ? WHERE user_id = ?").bind(Date.now(), alice.id).run();
    expect((await call(path, alice, init)).res.status).toBe(401);
  });

  it("accepts the session cookie as well as the bearer header", async () => {
    const res = await request("/api/sudoku/recent", { headers: { Cookie: `authenticationToken=${alice.token}` } });
    expect(res.status).toBe(200);
  });

  it("refuses a save posted from another site", async () => {
    const res = await request("/api/sudoku/save", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${alice.token}`,
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ puzzleId: "1", savegame: JSON.stringify(emptyGame()), version: "1" }),
    });
    expect(res.status).toBe(403);
    expect(await storedRow(alice, 1)).toBeNull();
  });

  it.each([
    ["PUT", "/api/sudoku/save"],
    ["GET", "/api/sudoku/saved-puzzles"],
    ["POST", "/api/sudoku/recent"],
    ["GET", "/api/sudoku/delete-saved-puzzle/1"],
    ["POST", "/api/sudoku/delete-saved-puzzle/1"],
    ["POST", "/api/sudoku/statistics"],
  ])("%s %s answers 405 JSON", async (method, path) => {
    const { res, body } = await call(path, alice, { method });
    expect(res.status).toBe(405);
    expect(body.success).toBe(false);
  });
});

describe("POST /api/sudoku/save", () => {
  it("stores the game and answers the server's progress, not the client's", async () => {
    const p = puzzles[0]!;
    const open = openCells(p).length;
    const { res, body } = await save(alice, p, partialGame(p, 10, { checked: 2, hintsUsed: 1, elapsedSeconds: 75 }), 4, "99");
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      puzzleId: p.id,
      progress: Math.floor(1000 / open),
      solved: false,
      solvedAt: null,
      version: 4,
    });
    expect(Date.parse(body.updatedAt as string)).toBeGreaterThan(Date.now() - 60_000);
    const row = await storedRow(alice, p.id);
    expect(row).toMatchObject({ progress: Math.floor(1000 / open), checked: 2, stars: p.stars, version: 4, solved_at: null });
    expect(JSON.parse(row!.state)).toEqual(partialGame(p, 10, { checked: 2, hintsUsed: 1, elapsedSeconds: 75 }));
  });

  it("recomputes solved from the stored solution when the client claims nothing", async () => {
    const p = puzzles[1]!;
    const { res, body } = await save(alice, p, solvedGame(p, { checked: 1 }), 7, "0");
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ progress: 100, solved: true, version: 7 });
    const row = await storedRow(alice, p.id);
    expect(row!.solved_at).toBe(Date.parse(body.solvedAt as string));
    expect(row!.checked).toBe(1);
  });

  it("does not call a full but wrong grid solved, whatever progress the client claims", async () => {
    const p = puzzles[2]!;
    const g = solvedGame(p);
    // Swap two open cells with different digits: every cell filled, two of them wrong.
    const a = openCells(p)[0]!;
    const b = openCells(p).find((c) => p.solution[c] !== p.solution[a])!;
    [g.entries[a], g.entries[b]] = [g.entries[b]!, g.entries[a]!];
    const { body } = await save(alice, p, g, 1, "100");
    expect(body).toMatchObject({ success: true, progress: 100, solved: false, solvedAt: null });
    expect((await storedRow(alice, p.id))!.solved_at).toBeNull();
  });

  it("accepts the given digits in the entries and stores 0 there", async () => {
    const p = puzzles[3]!;
    const g = emptyGame({ entries: [...p.puzzle].map(Number) });
    const { res, body } = await save(alice, p, g, 1);
    expect(res.status).toBe(200);
    expect(body.progress).toBe(0);
    expect(JSON.parse((await storedRow(alice, p.id))!.state).entries).toEqual(new Array(81).fill(0));
  });

  it("records solved_at at the first solve and never moves or clears it", async () => {
    const p = puzzles[4]!;
    await save(alice, p, partialGame(p, 5), 1);
    expect((await storedRow(alice, p.id))!.solved_at).toBeNull();
    const first = await save(alice, p, solvedGame(p), 2);
    expect(first.body.solved).toBe(true);
    // Pin the first solve to a known instant so a later change could not hide in the same millisecond.
    const firstSolve = Date.UTC(2026, 0, 15, 9, 30);
    await env.DB.prepare("UPDATE savegames SET solved_at = ? WHERE user_id = ? AND puzzle_id = ?").bind(firstSolve, alice.id, p.id).run();
    const again = await save(alice, p, solvedGame(p, { checked: 3 }), 3);
    expect(again.body).toMatchObject({ solved: true, solvedAt: new Date(firstSolve).toISOString() });
    // A reset after solving stores the empty grid, but the puzzle stays solved.
    const reset = await save(alice, p, emptyGame(), 4);
    expect(reset.body).toMatchObject({ progress: 0, solved: true, solvedAt: new Date(firstSolve).toISOString() });
    expect(await storedRow(alice, p.id)).toMatchObject({ solved_at: firstSolve, progress: 0, version: 4 });
  });

  it("answers 404 for an unknown puzzle and stores nothing", async () => {
    const { res, body } = await save(alice, 999_999, emptyGame(), 1);
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ success: false, errors: { puzzleId: ["Ein Sudoku mit dieser Nummer gibt es nicht."] } });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM savegames").first<{ n: number }>())!.n).toBe(0);
  });

  // Valid JSON of a valid game, one character past the bound.
  const tooLong = JSON.stringify(emptyGame()).padEnd(SAVEGAME_MAX_CHARS + 1, " ");
  it.each([
    ["no puzzleId", { puzzleId: "" }, "puzzleId", "Die Sudoku-Nummer muss eine positive ganze Zahl sein."],
    ["a puzzleId with a sign", { puzzleId: "-3" }, "puzzleId", "Die Sudoku-Nummer muss eine positive ganze Zahl sein."],
    ["no version", { version: "" }, "version", "Die Version muss eine ganze Zahl ab 0 sein."],
    ["a fractional version", { version: "1.5" }, "version", "Die Version muss eine ganze Zahl ab 0 sein."],
    ["a progress above 100", { progress: "250" }, "progress", "Der Fortschritt muss eine Zahl von 0 bis 100 sein."],
    ["no savegame", { savegame: "" }, "savegame", "Der Spielstand fehlt."],
    ["a savegame that is not JSON", { savegame: "entries=1,2,3" }, "savegame", undefined],
    ["80 entries", { savegame: JSON.stringify({ ...emptyGame(), entries: new Array(80).fill(0) }) }, "savegame", undefined],
    ["an entry of 10", { savegame: JSON.stringify({ ...emptyGame(), entries: [10, ...new Array(80).fill(0)] }) }, "savegame", undefined],
    ["a note of 512", { savegame: JSON.stringify({ ...emptyGame(), notes: [512, ...new Array(80).fill(0)] }) }, "savegame", undefined],
    ["a negative checked", { savegame: JSON.stringify(emptyGame({ checked: -1 })) }, "savegame", undefined],
    ["an unknown key", { savegame: JSON.stringify({ ...emptyGame(), solved: true }) }, "savegame", undefined],
    ["a savegame that is too large", { savegame: tooLong }, "savegame", "Der Spielstand ist zu groß."],
  ])("answers 400 with a field message for %s", async (_, over, field, message) => {
    const fields = { puzzleId: "1", savegame: JSON.stringify(emptyGame()), version: "1", progress: "0", ...over };
    const { res, body } = await post("/api/sudoku/save", alice, fields);
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ success: false, message: "Die Anfrage ist ungültig." });
    expect(body.errors![field]).toEqual([message ?? expect.stringMatching(/^Der Spielstand ist ungültig/)]);
    expect(await storedRow(alice, 1)).toBeNull();
  });

  it("answers 400 when a given digit was changed, in English for English clients", async () => {
    const p = puzzles[0]!;
    const given = [...p.puzzle].findIndex((ch) => ch !== "0");
    const g = emptyGame();
    g.entries[given] = (Number(p.puzzle[given]) % 9) + 1;
    const { res, body } = await post(
      "/api/sudoku/save",
      alice,
      { puzzleId: String(p.id), savegame: JSON.stringify(g), version: "1" },
      { "Accept-Language": "en-GB" },
    );
    expect(res.status).toBe(400);
    expect(body.errors).toEqual({ savegame: ["The saved game does not fit this Sudoku: a given digit was changed."] });
  });

  it("answers 400 for a body that is not form-encoded", async () => {
    const { res, body } = await call("/api/sudoku/save", alice, {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(body.errors!).sort()).toEqual(["puzzleId", "savegame", "version"]);
  });
});

describe("savegame version 2: colours, eliminations, modes", () => {
  const givenCells = (p: SeededPuzzle) => [...p.puzzle].flatMap((ch, c) => (ch === "0" ? [] : [c]));

  /** A game with every version 2 field, as the board sends it after checkSavegame (nothing at givens but cell colours). */
  function colouredGame(p: SeededPuzzle, extra: Partial<Savegame> = {}): Savegame {
    const [a, b] = openCells(p);
    const colors = new Array<number>(81).fill(0);
    colors[a!] = 1;
    colors[b!] = 2;
    colors[givenCells(p)[0]!] = 8;
    const eliminated = new Array<number>(81).fill(0);
    eliminated[a!] = 0b101;
    return partialGame(p, 2, {
      checked: 1,
      elapsedSeconds: 40,
      schema: 2,
      colors,
      noteColors: [
        [b!, 4, 3],
        [b!, 7, 4],
      ],
      eliminated,
      liveNotes: true,
      mode: "relaxed",
      mistakes: 1,
      ...extra,
    });
  }

  it("stores every new field and answers it back unchanged, in the save's 409 and the GET", async () => {
    const p = puzzles[9]!;
    const g = colouredGame(p);
    const { res } = await save(alice, p, g, 3);
    expect(res.status).toBe(200);
    expect(JSON.parse((await storedRow(alice, p.id))!.state)).toEqual(g);
    const read = await call(`/api/sudoku/save?puzzleId=${p.id}`, alice);
    expect(read.res.status).toBe(200);
    expect(read.body.savegame).toEqual(g);
    const stale = await save(alice, p, emptyGame(), 2);
    expect(stale.res.status).toBe(409);
    expect(stale.body.savegame).toEqual(g);
  });

  it("drops eliminations and candidate colours at givens, keeps a given's cell colour", async () => {
    const p = puzzles[9]!;
    const given = givenCells(p)[1]!;
    const g = colouredGame(p);
    const sent = structuredClone(g);
    sent.eliminated![given] = 0b11;
    sent.noteColors!.push([given, 1, 5]);
    expect((await save(alice, p, sent, 1)).res.status).toBe(200);
    expect((await call(`/api/sudoku/save?puzzleId=${p.id}`, alice)).body.savegame).toEqual(g);
  });

  it("never stores a strict game with three mistakes as solved, and still counts its progress", async () => {
    const p = puzzles[10]!;
    const failed = await save(alice, p, solvedGame(p, { schema: 2, mode: "strict", mistakes: 3 }), 1);
    expect(failed.res.status).toBe(200);
    expect(failed.body).toMatchObject({ success: true, progress: 100, solved: false, solvedAt: null });
    expect(await storedRow(alice, p.id)).toMatchObject({ progress: 100, solved_at: null });
    // Two mistakes are within the limit: the same grid is solved.
    const solved = await save(alice, p, solvedGame(p, { schema: 2, mode: "strict", mistakes: 2 }), 2);
    expect(solved.body).toMatchObject({ progress: 100, solved: true });
  });

  it("takes the largest valid game, about 16 KB once form-encoded", async () => {
    const p = puzzles[11]!;
    const all = (value: number) => new Array<number>(81).fill(value);
    const largest = {
      entries: [...p.solution].map(Number),
      notes: all(511),
      checked: 2 ** 31 - 1,
      hintsUsed: 2 ** 31 - 1,
      elapsedSeconds: 366 * 86400,
      schema: 2,
      colors: all(8),
      noteColors: Array.from({ length: 729 }, (_, i): [number, number, number] => [80 - Math.floor(i / 9), (i % 9) + 1, 8]),
      eliminated: all(511),
      liveNotes: false,
      mode: "relaxed",
      mistakes: 2 ** 31 - 1,
    } satisfies Savegame;
    const fields = { puzzleId: String(p.id), savegame: JSON.stringify(largest), version: "1", progress: "100" };
    expect(new URLSearchParams(fields).toString().length).toBeGreaterThan(15_000);
    const { res, body } = await post("/api/sudoku/save", alice, fields);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ progress: 100, solved: true });
    const stored = checkSavegame(largest, p);
    expect(stored.ok && stored.state.noteColors).toHaveLength(openCells(p).length * 9);
    expect((await call(`/api/sudoku/save?puzzleId=${p.id}`, alice)).body.savegame).toEqual(stored.ok && stored.state);
  });

  it("answers 400 for a savegame past the bound, even one of JSON punctuation only, not 413", async () => {
    const p = puzzles[11]!;
    for (const savegame of ["[".repeat(SAVEGAME_MAX_CHARS + 1), JSON.stringify(emptyGame()).padEnd(SAVEGAME_MAX_CHARS + 1, " ")]) {
      const { res, body } = await post(
        "/api/sudoku/save",
        alice,
        { puzzleId: String(p.id), savegame, version: "1" },
        { "Accept-Language": "en" },
      );
      expect(res.status).toBe(400);
      expect(body.errors).toEqual({ savegame: ["The saved game is too large."] });
    }
    expect(await storedRow(alice, p.id)).toBeNull();
  });

  const malformed: [string, Partial<Record<keyof Savegame, unknown>>, string, string][] = [
    [
      "a colour of 9",
      { colors: [9, ...new Array(80).fill(0)] },
      "Die Farbmarkierungen sind ungültig: Es braucht 81 Werte von 0 bis 8.",
      "The colour marks are invalid: they need 81 values from 0 to 8.",
    ],
    [
      "80 colours",
      { colors: new Array(80).fill(0) },
      "Die Farbmarkierungen sind ungültig: Es braucht 81 Werte von 0 bis 8.",
      "The colour marks are invalid: they need 81 values from 0 to 8.",
    ],
    [
      "a note colour on digit 10",
      { noteColors: [[40, 10, 1]] },
      "Die Farben der Notizen sind ungültig: Jede ist [Feld 0 bis 80, Ziffer 1 bis 9, Farbe 1 bis 8], jede Notiz höchstens einmal.",
      "The note colours are invalid: each is [cell 0 to 80, digit 1 to 9, colour 1 to 8], each note at most once.",
    ],
    [
      "one candidate coloured twice",
      {
        noteColors: [
          [40, 3, 1],
          [40, 3, 2],
        ],
      },
      "Die Farben der Notizen sind ungültig: Jede ist [Feld 0 bis 80, Ziffer 1 bis 9, Farbe 1 bis 8], jede Notiz höchstens einmal.",
      "The note colours are invalid: each is [cell 0 to 80, digit 1 to 9, colour 1 to 8], each note at most once.",
    ],
    [
      "mode easy",
      { mode: "easy" },
      "Der Fehlermodus ist ungültig: Erlaubt sind relaxed, classic und strict.",
      "The mistake mode is invalid: relaxed, classic and strict are allowed.",
    ],
    [
      "schema 3",
      { schema: 3 },
      "Die Version des Spielstands ist unbekannt: Erlaubt ist nur 2.",
      "The version of the saved game is unknown: only 2 is allowed.",
    ],
    [
      "an elimination of 512",
      { eliminated: [512, ...new Array(80).fill(0)] },
      "Die ausgeschlossenen Kandidaten sind ungültig: Es braucht 81 Werte von 0 bis 511.",
      "The eliminated candidates are invalid: they need 81 values from 0 to 511.",
    ],
    [
      "live notes as text",
      { liveNotes: "yes" },
      "Die Einstellung der aktuellen Kandidaten muss true oder false sein.",
      "The live candidates setting must be true or false.",
    ],
    [
      "-1 mistakes",
      { mistakes: -1 },
      "Die Anzahl der Fehler muss eine ganze Zahl ab 0 sein.",
      "The number of mistakes must be a whole number from 0.",
    ],
  ];

  it.each(malformed)("answers 400 for %s in German and in English and keeps the stored game", async (_, change, de, en) => {
    const p = puzzles[12]!;
    const stored = colouredGame(p);
    expect((await save(alice, p, stored, 1)).res.status).toBe(200);
    const before = await storedRow(alice, p.id);
    const fields = { puzzleId: String(p.id), savegame: JSON.stringify({ ...stored, ...change }), version: "5" };
    const german = await post("/api/sudoku/save", alice, fields);
    expect(german.res.status).toBe(400);
    expect(german.body).toEqual({ success: false, message: "Die Anfrage ist ungültig.", errors: { savegame: [de] } });
    const english = await post("/api/sudoku/save", alice, fields, { "Accept-Language": "en-GB" });
    expect(english.res.status).toBe(400);
    expect(english.body).toEqual({ success: false, message: "The request is invalid.", errors: { savegame: [en] } });
    expect(await storedRow(alice, p.id)).toEqual(before);
  });
});

describe("versions", () => {
  it("answers 409 with the stored game for an equal or older version; a newer one wins", async () => {
    const p = puzzles[5]!;
    expect((await save(alice, p, partialGame(p, 3, { checked: 1 }), 5)).res.status).toBe(200);
    for (const version of [5, 4, 0]) {
      const { res, body } = await save(alice, p, partialGame(p, 20), version);
      expect(res.status).toBe(409);
      expect(body).toMatchObject({ success: false, puzzleId: p.id, version: 5, savegame: partialGame(p, 3, { checked: 1 }) });
      expect(body.errors!.version).toEqual([body.message]);
    }
    expect(await storedRow(alice, p.id)).toMatchObject({ version: 5, checked: 1 });
    const newer = await save(alice, p, partialGame(p, 20), 6);
    expect(newer.res.status).toBe(200);
    expect(newer.body.version).toBe(6);
    expect(JSON.parse((await storedRow(alice, p.id))!.state)).toEqual(partialGame(p, 20));
  });

  it("keeps the first created_at and moves updated_at on a newer version", async () => {
    const p = puzzles[6]!;
    await save(alice, p, emptyGame(), 1);
    await env.DB.prepare("UPDATE savegames SET created_at = 1000, updated_at = 1000").run();
    await save(alice, p, partialGame(p, 1), 2);
    const row = await storedRow(alice, p.id);
    expect(row!.created_at).toBe(1000);
    expect(row!.updated_at).toBeGreaterThan(1000);
  });

  it("leaves the newest whole game after many interleaved writers, never a mixed row", async () => {
    const p = puzzles[7]!;
    const open = openCells(p).length;
    // Each version writes a distinct game: version v fills v cells and has checked = v.
    const versions = Array.from({ length: 24 }, (_, i) => i + 1).sort((a, b) => ((a * 7919) % 24) - ((b * 7919) % 24));
    const results = await Promise.all(versions.map((v) => save(alice, p, partialGame(p, v, { checked: v }), v)));
    expect(results.every((r) => r.res.status === 200 || r.res.status === 409)).toBe(true);
    const row = (await storedRow(alice, p.id))!;
    expect(row.version).toBe(24);
    const state = JSON.parse(row.state) as Savegame;
    expect(state).toEqual(partialGame(p, 24, { checked: 24 }));
    expect(row.checked).toBe(24);
    expect(row.progress).toBe(Math.floor(2400 / open));
    // Every 409 carried a whole stored game of a version at least as new as the refused one.
    for (const r of results.filter((x) => x.res.status === 409)) {
      const v = r.body.version as number;
      expect(r.body.savegame).toEqual(partialGame(p, v, { checked: v }));
    }
  });
});

describe("GET /api/sudoku/save?puzzleId=N", () => {
  it("answers the stored game for resuming", async () => {
    const p = puzzles[8]!;
    await save(alice, p, partialGame(p, 4, { checked: 2, elapsedSeconds: 12 }), 9);
    const { res, body } = await call(`/api/sudoku/save?puzzleId=${p.id}`, alice);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      puzzleId: p.id,
      stars: p.stars,
      checked: 2,
      solved: false,
      version: 9,
      savegame: partialGame(p, 4, { checked: 2, elapsedSeconds: 12 }),
    });
  });

  it.each([["abc"], ["0"], [""], ["1.5"]])("answers 400 for puzzleId=%s", async (id) => {
    const { res, body } = await call(`/api/sudoku/save?puzzleId=${id}`, alice);
    expect(res.status).toBe(400);
    expect(body.errors!.puzzleId).toHaveLength(1);
  });

  it("answers 404 when there is no stored game", async () => {
    const { res, body } = await call(`/api/sudoku/save?puzzleId=${puzzles[0]!.id}`, alice);
    expect(res.status).toBe(404);
    expect(body.message).toBe("Zu diesem Sudoku gibt es keinen gespeicherten Spielstand.");
  });
});

describe("another user's games", () => {
  it("can never be read, overwritten or deleted", async () => {
    const p = puzzles[0]!;
    await save(alice, p, partialGame(p, 7, { checked: 1 }), 50);
    const before = await storedRow(alice, p.id);

    expect((await call(`/api/sudoku/save?puzzleId=${p.id}`, bob)).res.status).toBe(404);
    // Bob's lower version is not a conflict with Alice's row: it is Bob's own first save.
    const bobSave = await save(bob, p, emptyGame(), 1);
    expect(bobSave.res.status).toBe(200);
    expect((await call(`/api/sudoku/delete-saved-puzzle/${p.id}`, bob, { method: "DELETE" })).res.status).toBe(200);
    const again = await call(`/api/sudoku/delete-saved-puzzle/${p.id}`, bob, { method: "DELETE" });
    expect(again.res.status).toBe(404);

    const list = await post("/api/sudoku/saved-puzzles", bob, {});
    expect(list.body).toMatchObject({ puzzles: [], total: 0 });
    expect((await call("/api/sudoku/recent", bob)).body.puzzles).toEqual([]);
    expect((await call("/api/sudoku/statistics", bob)).body.solvedPuzzlesTotal).toBe(0);

    expect(await storedRow(alice, p.id)).toEqual(before);
    expect((await call(`/api/sudoku/save?puzzleId=${p.id}`, alice)).body.version).toBe(50);
  });

  it("does not count in lists, recent puzzles or statistics", async () => {
    await save(alice, puzzles[1]!, solvedGame(puzzles[1]!), 1);
    await save(alice, puzzles[2]!, partialGame(puzzles[2]!, 3), 1);
    await save(bob, puzzles[3]!, partialGame(puzzles[3]!, 3), 1);
    const list = await post("/api/sudoku/saved-puzzles", bob, {});
    expect((list.body.puzzles as { puzzleId: number }[]).map((r) => r.puzzleId)).toEqual([puzzles[3]!.id]);
    expect(list.body.total).toBe(1);
    expect((await call("/api/sudoku/recent", bob)).body.puzzles).toEqual([
      { puzzleId: puzzles[3]!.id, stars: puzzles[3]!.stars, progress: expect.any(Number) },
    ]);
    expect((await call("/api/sudoku/statistics", bob)).body).toMatchObject({ solvedPuzzlesTotal: 0, lastWeek: [0, 0, 0, 0, 0, 0, 0] });
    expect((await call("/api/sudoku/statistics", alice)).body.solvedPuzzlesTotal).toBe(1);
  });
});

describe("POST /api/sudoku/saved-puzzles", () => {
  type ListRow = {
    puzzleId: number;
    stars: number;
    progress: number;
    checked: number;
    solved: boolean;
    solvedAt: string | null;
    updatedAt: string;
  };
  const BASE = Date.UTC(2026, 4, 1, 12);
  const at = (ms: number) => new Date(BASE + ms).toISOString();

  beforeEach(async () => {
    // Twelve rows with deliberate ties in every column but the puzzle id.
    for (let i = 0; i < 12; i++) {
      const p = puzzles[i]!;
      await insertRow(alice, p, {
        checked: i % 3,
        progress: ((i * 37) % 4) * 25,
        solvedAt: i % 4 === 0 ? BASE + (i % 8) * 1000 : null,
        updatedAt: BASE + ((i * 7) % 5) * 60_000,
      });
    }
    await insertRow(bob, puzzles[12]!, { checked: 99 });
  });

  it("answers rows with every table column and the total", async () => {
    const { body } = await post("/api/sudoku/saved-puzzles", alice, { itemsPerPage: "100", sortBy: "sudoku", sortDesc: "false" });
    expect(body.total).toBe(12);
    // The rows the beforeEach wrote, written out: ids 1-3 have 1 star, 4-6 two, 7-9 three, 10-12 four.
    const row = (
      puzzleId: number,
      stars: number,
      progress: number,
      checked: number,
      solvedMs: number | null,
      updatedMin: number,
    ): ListRow => ({
      puzzleId,
      stars,
      progress,
      checked,
      solved: solvedMs !== null,
      solvedAt: solvedMs === null ? null : at(solvedMs),
      updatedAt: at(updatedMin * 60_000),
    });
    expect(body.puzzles).toEqual([
      row(1, 1, 0, 0, 0, 0),
      row(2, 1, 25, 1, null, 2),
      row(3, 1, 50, 2, null, 4),
      row(4, 2, 75, 0, null, 1),
      row(5, 2, 0, 1, 4000, 3),
      row(6, 2, 25, 2, null, 0),
      row(7, 3, 50, 0, null, 2),
      row(8, 3, 75, 1, null, 4),
      row(9, 3, 0, 2, 0, 1),
      row(10, 4, 25, 0, null, 3),
      row(11, 4, 50, 1, null, 0),
      row(12, 4, 75, 2, null, 2),
    ]);
  });

  it("defaults to page 1 of 10, newest first", async () => {
    const { res, body } = await post("/api/sudoku/saved-puzzles", alice, {});
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 12, page: 1, itemsPerPage: 10, sortBy: "updatedAt", sortDesc: true });
    expect((body.puzzles as ListRow[]).map((r) => r.puzzleId)).toEqual([3, 8, 5, 10, 2, 7, 12, 4, 9, 1]);
  });

  // Expected orders written out by hand from the rows above. SQLite puts NULL (unsolved) first
  // ascending and last descending; ties go by puzzle id ascending in both directions.
  it.each([
    ["checked", false, [1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12]],
    ["checked", true, [3, 6, 9, 12, 2, 5, 8, 11, 1, 4, 7, 10]],
    ["progress", false, [1, 5, 9, 2, 6, 10, 3, 7, 11, 4, 8, 12]],
    ["progress", true, [4, 8, 12, 3, 7, 11, 2, 6, 10, 1, 5, 9]],
    ["solved", false, [2, 3, 4, 6, 7, 8, 10, 11, 12, 1, 9, 5]],
    ["solved", true, [5, 1, 9, 2, 3, 4, 6, 7, 8, 10, 11, 12]],
    ["stars", false, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ["stars", true, [10, 11, 12, 7, 8, 9, 4, 5, 6, 1, 2, 3]],
    ["sudoku", false, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ["sudoku", true, [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]],
    ["updatedAt", false, [1, 6, 11, 4, 9, 2, 7, 12, 5, 10, 3, 8]],
    ["updatedAt", true, [3, 8, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11]],
  ])("sorts by %s (descending: %s) across pages", async (key, descending, ids) => {
    const pages: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const { body } = await post("/api/sudoku/saved-puzzles", alice, {
        page: String(page),
        itemsPerPage: "3",
        sortBy: key,
        sortDesc: String(descending),
      });
      expect(body.total).toBe(12);
      pages.push(...(body.puzzles as ListRow[]).map((r) => r.puzzleId));
    }
    expect(pages).toEqual(ids);
  });

  it("filters solved and unsolved games, with the matching total", async () => {
    const solved = await post("/api/sudoku/saved-puzzles", alice, { solved: "true", itemsPerPage: "2" });
    expect(solved.body.total).toBe(3);
    expect((solved.body.puzzles as ListRow[]).every((r) => r.solved)).toBe(true);
    // The solved rows 1, 5, 9 were updated at minutes 0, 3, 1: newest first, page of 2.
    expect((solved.body.puzzles as ListRow[]).map((r) => r.puzzleId)).toEqual([5, 9]);
    const open = await post("/api/sudoku/saved-puzzles", alice, { solved: "false", itemsPerPage: "100" });
    expect(open.body.total).toBe(9);
    expect((open.body.puzzles as ListRow[]).map((r) => r.puzzleId)).toEqual([3, 8, 10, 2, 7, 12, 4, 6, 11]);
    expect((open.body.puzzles as ListRow[]).some((r) => r.solved)).toBe(false);
  });

  it("is the recent list with SPEC's parameters (page 1, 5 items, updatedAt descending, unsolved)", async () => {
    // Unsolved (all but 1, 5 and 9) by updatedAt descending, ties by id: 3 8 | 10 | 2 7 12 | 4 | 6 11.
    const { body } = await post("/api/sudoku/saved-puzzles", alice, {
      page: "1",
      itemsPerPage: "5",
      sortBy: "updatedAt",
      sortDesc: "true",
      solved: "false",
    });
    expect((body.puzzles as ListRow[]).map((r) => r.puzzleId)).toEqual([3, 8, 10, 2, 7]);
    const recent = await call("/api/sudoku/recent", alice);
    expect(recent.body.puzzles).toEqual([
      { puzzleId: 3, stars: 1, progress: 50 },
      { puzzleId: 8, stars: 3, progress: 75 },
      { puzzleId: 10, stars: 4, progress: 25 },
      { puzzleId: 2, stars: 1, progress: 25 },
      { puzzleId: 7, stars: 3, progress: 50 },
    ]);
  });

  it("answers an empty page beyond the end with the total", async () => {
    const { res, body } = await post("/api/sudoku/saved-puzzles", alice, { page: "99" });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ puzzles: [], total: 12 });
  });

  it.each([
    ["page", { page: "0" }],
    ["page", { page: "x" }],
    ["itemsPerPage", { itemsPerPage: "101" }],
    ["itemsPerPage", { itemsPerPage: "-5" }],
    ["sortBy", { sortBy: "email" }],
    ["sortBy", { sortBy: "updated_at DESC; DROP TABLE savegames" }],
    ["sortDesc", { sortDesc: "yes" }],
    ["solved", { solved: "maybe" }],
  ])("answers 400 for a bad %s", async (field, fields) => {
    const { res, body } = await post("/api/sudoku/saved-puzzles", alice, fields);
    expect(res.status).toBe(400);
    expect(Object.keys(body.errors!)).toEqual([field]);
    expect(body.errors![field]![0]).toMatch(/\S/);
  });
});

describe("GET /api/sudoku/recent", () => {
  it("answers the 5 most recently updated unsolved games", async () => {
    const base = Date.UTC(2026, 4, 1);
    for (let i = 0; i < 8; i++)
      await insertRow(alice, puzzles[i]!, { progress: i * 10, updatedAt: base + i * 1000, solvedAt: i === 7 ? base : null });
    const { res, body } = await call("/api/sudoku/recent", alice);
    expect(res.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.puzzles).toEqual([6, 5, 4, 3, 2].map((i) => ({ puzzleId: puzzles[i]!.id, stars: puzzles[i]!.stars, progress: i * 10 })));
  });
});

describe("DELETE /api/sudoku/delete-saved-puzzle/{id}", () => {
  it("deletes the user's own game, saved or solved", async () => {
    await save(alice, puzzles[0]!, partialGame(puzzles[0]!, 2), 1);
    await save(alice, puzzles[1]!, solvedGame(puzzles[1]!), 1);
    for (const p of [puzzles[0]!, puzzles[1]!]) {
      const { res, body } = await call(`/api/sudoku/delete-saved-puzzle/${p.id}`, alice, { method: "DELETE" });
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ success: true, puzzleId: p.id });
      expect(await storedRow(alice, p.id)).toBeNull();
    }
  });

  it("answers 404 for a game that does not exist, 404 again after deleting", async () => {
    expect((await call("/api/sudoku/delete-saved-puzzle/3", alice, { method: "DELETE" })).res.status).toBe(404);
  });

  it("answers 404 for someone else's game and keeps it", async () => {
    await save(alice, puzzles[0]!, partialGame(puzzles[0]!, 2), 1);
    const { res, body } = await call(`/api/sudoku/delete-saved-puzzle/${puzzles[0]!.id}`, bob, { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(body.message).toBe("Zu diesem Sudoku gibt es keinen gespeicherten Spielstand.");
    expect(await storedRow(alice, puzzles[0]!.id)).not.toBeNull();
  });

  it.each([["abc"], ["0"], ["-1"], ["1e3"], ["99999999999999999999"]])("answers 400 for id %s", async (id) => {
    const { res, body } = await call(`/api/sudoku/delete-saved-puzzle/${encodeURIComponent(id)}`, alice, { method: "DELETE" });
    expect(res.status).toBe(400);
    expect(body.errors!.id).toEqual(["Die Sudoku-Nummer muss eine positive ganze Zahl sein."]);
  });
});

describe("statistics", () => {
  // Spring forward: Sunday 29 March 2026 has 23 hours (02:00 CET → 03:00 CEST).
  const SPRING: [number, number][] = [
    [Date.UTC(2026, 2, 23, 22, 59, 59, 999), 0], // 23 March 23:59:59.999, before the window
    [Date.UTC(2026, 2, 23, 23, 0), 0], // 24 March 00:00 CET
    [Date.UTC(2026, 2, 28, 22, 59, 59, 999), 4], // 28 March 23:59:59.999 CET
    [Date.UTC(2026, 2, 28, 23, 0), 5], // 29 March 00:00 CET
    [Date.UTC(2026, 2, 29, 0, 59), 5], // 01:59 CET
    [Date.UTC(2026, 2, 29, 1, 0), 5], // 03:00 CEST
    [Date.UTC(2026, 2, 29, 21, 59, 59, 999), 5], // 29 March 23:59:59.999 CEST
    [Date.UTC(2026, 2, 29, 22, 0), 6], // 30 March 00:00 CEST
    [Date.UTC(2026, 2, 30, 20, 0), 6], // 30 March 22:00, later today
  ];

  async function seed(rows: [number, number][], user = alice) {
    for (const [i, [instant]] of rows.entries()) await insertRow(user, puzzles[i]!, { solvedAt: instant });
    await insertRow(user, puzzles[rows.length]!, { solvedAt: null });
  }

  it("counts per Berlin day across the spring-forward change", async () => {
    await seed(SPRING);
    await insertRow(bob, puzzles[0]!, { solvedAt: Date.UTC(2026, 2, 29, 12) });
    const stats = await solveStatistics(createDb(env.DB), alice.id, Date.UTC(2026, 2, 30, 8));
    expect(stats).toEqual({ solvedPuzzlesTotal: 9, lastWeek: [1, 0, 0, 0, 1, 4, 2] });
  });

  it("moves the window exactly at Berlin midnight", async () => {
    await seed(SPRING);
    const db = createDb(env.DB);
    const midnight = berlinDayStart("2026-03-31");
    expect((await solveStatistics(db, alice.id, midnight - 1)).lastWeek).toEqual([1, 0, 0, 0, 1, 4, 2]);
    expect((await solveStatistics(db, alice.id, midnight)).lastWeek).toEqual([0, 0, 0, 1, 4, 2, 0]);
  });

  it("counts the 25 hours of the fall-back day as one day", async () => {
    const FALL: [number, number][] = [
      [Date.UTC(2026, 9, 24, 21, 59, 59, 999), 4], // 24 October 23:59:59.999 CEST
      [Date.UTC(2026, 9, 24, 22, 0), 5], // 25 October 00:00 CEST
      [Date.UTC(2026, 9, 25, 0, 30), 5], // 02:30 CEST
      [Date.UTC(2026, 9, 25, 1, 30), 5], // 02:30 CET, the repeated hour
      [Date.UTC(2026, 9, 25, 22, 59, 59, 999), 5], // 25 October 23:59:59.999 CET
      [Date.UTC(2026, 9, 25, 23, 0), 6], // 26 October 00:00 CET
    ];
    await seed(FALL);
    const stats = await solveStatistics(createDb(env.DB), alice.id, Date.UTC(2026, 9, 26, 10));
    expect(stats).toEqual({ solvedPuzzlesTotal: 6, lastWeek: [0, 0, 0, 0, 1, 4, 1] });
    // During the repeated hour itself, the fall-back day is today and spans all its 25 hours.
    expect((await solveStatistics(createDb(env.DB), alice.id, Date.UTC(2026, 9, 25, 1, 45))).lastWeek).toEqual([0, 0, 0, 0, 0, 1, 4]);
  });

  it("answers the route with today (Berlin) as the last day", async () => {
    const today = berlinDate(Date.now());
    const start = berlinDayStart(today);
    await seed([
      [start, 6],
      [start - 1, 5],
      [berlinDayStart(addDays(today, -6)), 0],
      [berlinDayStart(addDays(today, -6)) - 1, -1],
    ]);
    const { res, body } = await call("/api/sudoku/statistics", alice);
    expect(res.status).toBe(200);
    expect(body).toEqual({ success: true, solvedPuzzlesTotal: 4, lastWeek: [1, 0, 0, 0, 0, 1, 1] });
  });

  it("answers zeros for a user without games", async () => {
    const { body } = await call("/api/sudoku/statistics", bob);
    expect(body).toEqual({ success: true, solvedPuzzlesTotal: 0, lastWeek: [0, 0, 0, 0, 0, 0, 0] });
  });
});

describe("D1 failure during a save", () => {
  it("the model leaves the stored row as it was when the batch fails", async () => {
    const p = puzzles[0]!;
    await save(alice, p, partialGame(p, 3, { checked: 1 }), 1);
    const before = await storedRow(alice, p.id);
    // A D1 whose batch fails after the upsert has run: the transaction must roll the upsert back.
    const failing = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "batch") {
          return (statements: D1PreparedStatement[]) => target.batch([...statements, target.prepare("SELECT * FROM no_such_table")]);
        }
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const checked = checkSavegame(solvedGame(p, { checked: 5 }), p);
    if (!checked.ok) throw new Error("test game does not fit");
    await expect(
      saveGame(
        createDb(failing),
        {
          userId: alice.id,
          key: { puzzleId: p.id },
          puzzleId: p.id,
          stars: p.stars,
          state: checked.state,
          progress: checked.progress,
          solved: checked.solved,
          figures: null,
          version: 2,
        },
        new Date(),
      ),
    ).rejects.toThrow();
    expect(await storedRow(alice, p.id)).toEqual(before);
  });

  it("the route answers 503 JSON with a catalogue message and keeps the stored row", async () => {
    const p = puzzles[0]!;
    await save(alice, p, partialGame(p, 3, { checked: 1 }), 1);
    const before = await storedRow(alice, p.id);
    await env.DB.batch([
      env.DB.prepare("CREATE TRIGGER savegames_fault_update BEFORE UPDATE ON savegames BEGIN SELECT RAISE(ABORT, 'injected fault'); END"),
      env.DB.prepare("CREATE TRIGGER savegames_fault_insert BEFORE INSERT ON savegames BEGIN SELECT RAISE(ABORT, 'injected fault'); END"),
    ]);
    try {
      const update = await save(alice, p, solvedGame(p), 2);
      expect(update.res.status).toBe(503);
      expect(update.body).toEqual({
        success: false,
        message:
          "Der Speicher ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal – dein gespeicherter Spielstand bleibt unverändert.",
        errors: {},
      });
      const insert = await save(alice, puzzles[1]!, emptyGame(), 1, "0");
      expect(insert.res.status).toBe(503);
      const english = await post(
        "/api/sudoku/save",
        alice,
        { puzzleId: String(p.id), savegame: JSON.stringify(emptyGame()), version: "3" },
        { "Accept-Language": "en" },
      );
      expect(english.body.message).toBe(
        "Storage is not reachable right now. Please try again in a moment – your saved game stays as it was.",
      );
    } finally {
      await env.DB.batch([env.DB.prepare("DROP TRIGGER savegames_fault_update"), env.DB.prepare("DROP TRIGGER savegames_fault_insert")]);
    }
    expect(await storedRow(alice, p.id)).toEqual(before);
    expect(await storedRow(alice, puzzles[1]!.id)).toBeNull();
    expect((await save(alice, p, solvedGame(p), 2)).res.status).toBe(200);
  });
});
