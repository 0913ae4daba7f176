import { env } from "cloudflare:test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IMPORT_PER_IP } from "../../app/config/limits.ts";
import { IMPORTED_ID_BASE } from "../../app/config/puzzle-import.ts";
import { createDb } from "../../app/db/client.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { PUZZLE, SOLUTION } from "../lib/test-puzzle.ts";
import { request, seedPuzzles } from "./helpers.ts";

// Issue 16, import and share: POST /api/sudoku/import and the own-puzzle page's form, against the
// real Worker and D1: good and bad input in both languages, the limit, one puzzle per grid, saving
// an imported puzzle like a catalogue one, the play page by id and the share link's progress.

const ORIGIN = "http://localhost:8787";
const FORM = "application/x-www-form-urlencoded";
const DOTTED = PUZZLE.replaceAll("0", ".");
const NINE_LINES = Array.from({ length: 9 }, (_, r) => DOTTED.slice(r * 9, r * 9 + 9)).join("\n");
/** Two givens of the classic puzzle taken away: more than one solution. */
const AMBIGUOUS = `000070000${PUZZLE.slice(9)}`;
/** r1c3 can hold nothing: 1, 2, 4-8 in its row and 3, 9 in its column. */
const NO_SOLUTION = `12045678${"0".repeat(12)}3${"0".repeat(26)}9${"0".repeat(33)}`;

type Body = {
  success: boolean;
  message?: string;
  errors?: Record<string, string[]>;
  problem?: string;
  solutions?: string[];
  created?: boolean;
  sudoku?: { id: number; stars: number; puzzle: string; solution: string };
  rating?: { stars: number; beyond: boolean; numeric: number | null; hardest: string | null };
  url?: string;
};

let address = 0;
/** Each call from its own address unless given one, so the per-address limit stays out of the way. */
async function importCall(sudoku: string | null, headers: Record<string, string> = {}, path = "/api/sudoku/import") {
  const body = new URLSearchParams(sudoku === null ? {} : { sudoku });
  const res = await request(path, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: ORIGIN, "Content-Type": FORM, "CF-Connecting-IP": `203.0.113.${address++ % 250}`, ...headers },
  });
  return res;
}
async function importJson(sudoku: string | null, headers: Record<string, string> = {}) {
  const res = await importCall(sudoku, headers);
  return { res, body: await res.json<Body>() };
}
const count = async (sql: string) => (await env.DB.prepare(sql).first<number>("n")) ?? 0;
const tables = async () => ({
  puzzles: await count("SELECT count(*) AS n FROM puzzles"),
  imported: await count("SELECT count(*) AS n FROM imported_puzzles"),
});

beforeAll(async () => {
  await env.DB.prepare("DELETE FROM savegames").run();
  await seedPuzzles(2);
});
beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM savegames"),
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare("DELETE FROM imported_puzzles"),
    env.DB.prepare(`DELETE FROM puzzles WHERE id >= ${IMPORTED_ID_BASE}`),
  ]);
});
afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM savegames"),
    env.DB.prepare("DELETE FROM imported_puzzles"),
    env.DB.prepare(`DELETE FROM puzzles WHERE id >= ${IMPORTED_ID_BASE}`),
  ]);
});

describe("POST /api/sudoku/import: a valid puzzle", () => {
  it("is stored under the first imported id, rated, and answered with its address", async () => {
    const { res, body } = await importJson(PUZZLE);
    expect(res.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.created).toBe(true);
    expect(body.sudoku).toMatchObject({ id: IMPORTED_ID_BASE, puzzle: PUZZLE, solution: SOLUTION });
    expect(body.rating!.stars).toBeGreaterThanOrEqual(1);
    expect(body.rating!.beyond).toBe(false);
    expect(body.rating!.numeric).toBeGreaterThan(0);
    expect(body.rating!.hardest).toBeTruthy();
    // German lives at `/` (SPEC §2: the home path with the query parameter id).
    expect(body.url).toBe(`/?id=${IMPORTED_ID_BASE}`);
    const row = await env.DB.prepare("SELECT id, seq, stars FROM puzzles WHERE id = ?").bind(IMPORTED_ID_BASE).first<{ seq: number }>();
    // seq = -id: the level pages' random pick (0 … count-1) never meets it.
    expect(row!.seq).toBe(-IMPORTED_ID_BASE);
  });

  it("the same grid twice, in any layout, is one puzzle", async () => {
    const first = await importJson(PUZZLE);
    const again = await importJson(DOTTED);
    const lines = await importJson(NINE_LINES);
    expect(again.body.sudoku!.id).toBe(first.body.sudoku!.id);
    expect(lines.body.sudoku!.id).toBe(first.body.sudoku!.id);
    expect(again.body.created).toBe(false);
    expect(await tables()).toMatchObject({ imported: 1 });
  });

  it("different grids get consecutive ids", async () => {
    const a = await importJson(PUZZLE);
    const other = (await env.DB.prepare("SELECT puzzle FROM puzzles WHERE id = 1").first<string>("puzzle"))!;
    const b = await importJson(other);
    expect(b.body.sudoku!.id).toBe(a.body.sudoku!.id + 1);
  });

  it("a magictour puzzle is rated beyond 5 stars (or as far as the techniques reach) and stored with 0 stars", async () => {
    const hard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    const { res, body } = await importJson(hard);
    expect(res.status).toBe(200);
    expect(body.rating!.stars).toBe(0);
    expect(body.rating!.beyond).toBe(true);
  });

  it("never reaches the level pages' random pick", async () => {
    await importJson(PUZZLE);
    for (let i = 0; i < 10; i++) {
      const res = await request("/api/sudoku/stars/1");
      const body = await res.json<{ sudoku: { id: number } }>();
      expect(body.sudoku.id).toBeLessThan(IMPORTED_ID_BASE);
    }
  });
});

describe("POST /api/sudoku/import: bad input, 400 in the visitor's language, nothing stored", () => {
  const cases: [string, string | null, string, string, string?][] = [
    ["no field", null, "empty", "Bitte gib ein Sudoku ein.", "Please enter a Sudoku."],
    [
      "201 characters",
      PUZZLE + " ".repeat(120),
      "too-long",
      "Die Eingabe ist zu lang: 201 Zeichen, erlaubt sind höchstens 200.",
      "The input is too long: 201 characters, at most 200 are allowed.",
    ],
    [
      "80 cells",
      PUZZLE.slice(1),
      "wrong-length",
      "Ein Sudoku hat 81 Felder, deine Eingabe hat 80.",
      "A Sudoku has 81 cells; your input has 80.",
    ],
    [
      "letters",
      `${PUZZLE.slice(0, 79)}ab`,
      "bad-characters",
      "Diese Zeichen gehören nicht in ein Sudoku: a b. Erlaubt sind die Ziffern 0–9 und der Punkt.",
      "These characters do not belong in a Sudoku: a b. Allowed are the digits 0–9 and the dot.",
    ],
    ["clashing givens", `55${PUZZLE.slice(2)}`, "conflicts", "Einige Vorgaben widersprechen sich:", "Some givens contradict each other:"],
    ["no solution", NO_SOLUTION, "no-solution", "Dieses Sudoku hat keine Lösung.", "This Sudoku has no solution."],
  ];

  it.each(cases)("%s", async (_, input, problem, de, en) => {
    const before = await tables();
    const german = await importJson(input);
    expect(german.res.status).toBe(400);
    expect(german.body).toMatchObject({ success: false, message: de, problem });
    expect(german.body.errors!.sudoku![0]).toBe(de);
    const english = await importJson(input, { "Accept-Language": "en-GB" });
    expect(english.res.status).toBe(400);
    expect(english.body.message).toBe(en);
    expect(await tables()).toEqual(before);
  });

  it("clashing givens name each clash", async () => {
    const { body } = await importJson(`55${PUZZLE.slice(2)}`);
    expect(body.errors!.sudoku).toEqual([
      "Einige Vorgaben widersprechen sich:",
      "Die 5 steht mehrmals in Zeile 1.",
      "Die 5 steht mehrmals in Block 1.",
    ]);
  });

  it("more than one solution: two different ones in the answer", async () => {
    const before = await tables();
    const { res, body } = await importJson(AMBIGUOUS);
    expect(res.status).toBe(400);
    expect(body.problem).toBe("multiple-solutions");
    expect(body.message).toBe("Dieses Sudoku hat mehr als eine Lösung, es ist also kein echtes Sudoku. Zwei verschiedene Lösungen:");
    expect(body.solutions).toHaveLength(2);
    expect(body.solutions![0]).not.toBe(body.solutions![1]);
    expect(await tables()).toEqual(before);
  });

  it("a near-empty grid is refused after its second solution", async () => {
    const { res, body } = await importJson(`1${"0".repeat(80)}`);
    expect(res.status).toBe(400);
    expect(body.solutions).toHaveLength(2);
  });

  it("other methods: 405", async () => {
    const res = await request("/api/sudoku/import");
    expect(res.status).toBe(405);
  });
});

describe("the import's rate limit", () => {
  it(`${IMPORT_PER_IP.limit} checks per address in ${IMPORT_PER_IP.windowSeconds / 60} minutes, then 429 with Retry-After`, async () => {
    const ip = { "CF-Connecting-IP": "198.51.100.7" };
    for (let i = 0; i < IMPORT_PER_IP.limit; i++) expect((await importCall(NO_SOLUTION, ip)).status).toBe(400);
    const limited = await importJson(PUZZLE, ip);
    expect(limited.res.status).toBe(429);
    expect(limited.res.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.body.message).toMatch(/^Zu viele Versuche/);
    expect(await tables()).toMatchObject({ imported: 0 });
    // Text the parser refuses is not counted: a typo costs nothing.
    expect((await importCall("12", ip)).status).toBe(400);
    // Another address is not affected.
    expect((await importCall(PUZZLE, { "CF-Connecting-IP": "198.51.100.8" })).status).toBe(200);
  });
});

describe("a failed write", () => {
  it("stores nothing half and answers 503", async () => {
    await env.DB.prepare(
      "CREATE TRIGGER imported_fault BEFORE INSERT ON imported_puzzles BEGIN SELECT RAISE(ABORT, 'injected fault'); END",
    ).run();
    try {
      const before = await tables();
      const { res, body } = await importJson(PUZZLE);
      expect(res.status).toBe(503);
      expect(body.success).toBe(false);
      // The puzzles row of the same batch was rolled back.
      expect(await tables()).toEqual(before);
    } finally {
      await env.DB.prepare("DROP TRIGGER imported_fault").run();
    }
  });
});

describe("the own-puzzle page's form", () => {
  const postPage = (path: string, sudoku: string) => importCall(sudoku, {}, path);

  it("a valid puzzle: redirect to its board by id", async () => {
    const res = await postPage("/de/eigenes-sudoku", DOTTED);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/?id=${IMPORTED_ID_BASE}`);
    const en = await postPage("/en/your-own-sudoku", PUZZLE);
    expect(en.headers.get("Location")).toBe(`/en?id=${IMPORTED_ID_BASE}`);
  });

  it("bad input: the page again with 400 and the reason, in its language", async () => {
    const de = await postPage("/de/eigenes-sudoku", PUZZLE.slice(1));
    expect(de.status).toBe(400);
    expect(await de.text()).toContain("Ein Sudoku hat 81 Felder, deine Eingabe hat 80.");
    const en = await postPage("/en/your-own-sudoku", NO_SOLUTION);
    expect(en.status).toBe(400);
    expect(await en.text()).toContain("This Sudoku has no solution.");
  });

  it("more than one solution: both solutions on the page", async () => {
    const res = await postPage("/de/eigenes-sudoku", AMBIGUOUS);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('data-testid="solution-pair"');
    expect(html).toContain("Lösung A");
    expect(html).toContain("Lösung B");
  });

  it("over the limit: 429 and the wait, in the page's language", async () => {
    const ip = { "CF-Connecting-IP": "198.51.100.9" };
    for (let i = 0; i < IMPORT_PER_IP.limit; i++) await importCall(NO_SOLUTION, ip);
    const res = await importCall(PUZZLE, ip, "/en/your-own-sudoku");
    expect(res.status).toBe(429);
    expect(await res.text()).toContain("Too many attempts");
    expect(await tables()).toMatchObject({ imported: 0 });
  });

  it("is listed in the sitemap in both languages", async () => {
    const xml = await (await request("/sitemap.xml")).text();
    expect(xml).toContain("/de/eigenes-sudoku</loc>");
    expect(xml).toContain("/en/your-own-sudoku</loc>");
  });

  it("the page opens with a puzzle from its link", async () => {
    const res = await request(`/de/eigenes-sudoku?sudoku=${DOTTED}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(DOTTED);
  });
});

describe("playing, saving and sharing an imported puzzle", () => {
  it("the play page shows it by id with its rating", async () => {
    const { body } = await importJson(PUZZLE);
    const res = await request(`/de?id=${body.sudoku!.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Eigenes Sudoku Nr. ${body.sudoku!.id}`);
    expect(html).toContain('data-testid="rating-numeric"');
    expect(html).toMatch(/Schwierigkeitswert \d+,\d/);
  });

  it("a share link's progress: good entries are taken, bad ones named with 400", async () => {
    const { body } = await importJson(PUZZLE);
    const id = body.sudoku!.id;
    const good = await request(`/de?id=${id}&entries=4`);
    expect(good.status).toBe(200);
    expect(await good.text()).toContain("Spielstand der Person, die es geteilt hat");
    const bad = await request(`/en?id=${id}&entries=x1`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The progress in the link is not valid.");
  });

  it("a signed-in player saves it like a catalogue puzzle: the same call, list and statistics", async () => {
    const { body } = await importJson(PUZZLE);
    const id = body.sudoku!.id;
    const now = Date.now();
    const user = await env.DB.prepare("INSERT INTO users (email, password_hash, created_at, updated_at) VALUES (?, 'x', ?, ?) RETURNING id")
      .bind(`import-${now}@example.org`, now, now)
      .first<{ id: number }>();
    const { token } = await createSession(createDb(env.DB), user!.id, "", new Date());
    const auth = { Authorization: `Bearer ${token}`, Origin: ORIGIN, "Content-Type": FORM };
    const entries = [...SOLUTION].map((d, c) => (PUZZLE[c] === "0" ? Number(d) : 0));
    const savegame = JSON.stringify({ entries, notes: new Array(81).fill(0), checked: 0 });
    const saved = await request("/api/sudoku/save", {
      method: "POST",
      headers: auth,
      body: new URLSearchParams({ puzzleId: String(id), savegame, version: "1" }),
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ success: true, puzzleId: id, solved: true, progress: 100 });
    const list = await request("/api/sudoku/saved-puzzles", {
      method: "POST",
      headers: auth,
      body: new URLSearchParams({ solved: "true" }),
    });
    const listed = await list.json<{ puzzles?: { puzzleId: number }[]; items?: { puzzleId: number }[] }>();
    expect(JSON.stringify(listed)).toContain(`"puzzleId":${id}`);
    const stats = await request("/api/sudoku/statistics", { headers: { Authorization: `Bearer ${token}` } });
    expect((await stats.json<{ solvedPuzzlesTotal: number }>()).solvedPuzzlesTotal).toBe(1);
    // A wrong given is refused and the stored game stays as it was.
    const wrong = [...entries];
    wrong[0] = 9;
    const refused = await request("/api/sudoku/save", {
      method: "POST",
      headers: auth,
      body: new URLSearchParams({
        puzzleId: String(id),
        savegame: JSON.stringify({ entries: wrong, notes: new Array(81).fill(0), checked: 0 }),
        version: "2",
      }),
    });
    expect(refused.status).toBe(400);
    const row = await env.DB.prepare("SELECT version FROM savegames WHERE user_id = ? AND puzzle_id = ?")
      .bind(user!.id, id)
      .first<number>("version");
    expect(row).toBe(1);
  });
});
