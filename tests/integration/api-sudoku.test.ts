import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { countSolutions } from "../../app/sudoku/solver.ts";
import { isValidSolution } from "../../app/sudoku/grid.ts";
import { request, seedPuzzles, type SeededPuzzle } from "./helpers.ts";

const PER_LEVEL = 3;
let rows: SeededPuzzle[] = [];

beforeAll(async () => {
  rows = await seedPuzzles(PER_LEVEL);
});

async function json(path: string, init?: RequestInit) {
  const res = await request(path, init);
  return { res, body: await res.json<Record<string, unknown>>() };
}

describe("GET /api/sudoku?sudokuId=N", () => {
  it("answers the puzzle with id, stars, puzzle, solution and rating", async () => {
    const { res, body } = await json("/api/sudoku?sudokuId=4");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    const sudoku = body.sudoku as Record<string, unknown>;
    expect(body.success).toBe(true);
    expect(sudoku).toMatchObject({
      id: 4,
      stars: rows[3]!.stars,
      puzzle: rows[3]!.puzzle,
      solution: rows[3]!.solution,
      dailyPuzzleDate: null,
    });
    expect(sudoku.rating).toMatchObject({ hardest: expect.any(String), score: expect.any(Number) });
  });

  it.each([["0"], ["-1"], ["abc"], ["1.5"], [""], ["99999999999999999999"], ["1e3"]])("answers 400 JSON for sudokuId=%s", async (id) => {
    const { res, body } = await json(`/api/sudoku?sudokuId=${encodeURIComponent(id)}`);
    expect(res.status).toBe(400);
    expect(body.success).toBe(false);
    expect((body.errors as Record<string, string[]>).sudokuId).toEqual(["Die Sudoku-Nummer muss eine positive ganze Zahl sein."]);
  });

  it("answers 400 when sudokuId is missing, in English for English clients", async () => {
    const { res, body } = await json("/api/sudoku", { headers: { "Accept-Language": "en-GB,en;q=0.9" } });
    expect(res.status).toBe(400);
    expect(body.message).toBe("The request is invalid.");
  });

  it("answers 404 JSON for an unknown id", async () => {
    const { res, body } = await json("/api/sudoku?sudokuId=999999");
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ success: false, message: "Ein Sudoku mit dieser Nummer gibt es nicht." });
  });

  it("answers 405 JSON to a POST", async () => {
    const { res, body } = await json("/api/sudoku?sudokuId=1", { method: "POST", headers: { Origin: "http://localhost:8787" } });
    expect(res.status).toBe(405);
    expect(body.success).toBe(false);
  });
});

describe("GET /api/sudoku/stars/{level}", () => {
  it.each([1, 2, 3, 4, 5])("level %i gives a puzzle of that level with a valid, unique solution", async (level) => {
    for (let i = 0; i < 4; i++) {
      const { res, body } = await json(`/api/sudoku/stars/${level}`);
      expect(res.status).toBe(200);
      const sudoku = body.sudoku as { stars: number; puzzle: string; solution: string };
      expect(sudoku.stars).toBe(level);
      expect(isValidSolution(sudoku.solution)).toBe(true);
      expect(countSolutions(sudoku.puzzle, 2)).toBe(1);
    }
  });

  it("hands out every puzzle of a level over many draws (no bias to one row)", async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 40 && seen.size < PER_LEVEL; i++) {
      seen.add(((await json("/api/sudoku/stars/3")).body.sudoku as { id: number }).id);
    }
    expect(seen.size).toBe(PER_LEVEL);
  });

  it("skips the excluded puzzle", async () => {
    const ids = rows.filter((r) => r.stars === 2).map((r) => r.id);
    for (let i = 0; i < 10; i++) {
      const { body } = await json(`/api/sudoku/stars/2?exclude=${ids[0]}`);
      expect((body.sudoku as { id: number }).id).not.toBe(ids[0]);
    }
  });

  it.each(["0", "6", "-1", "abc", "3.0", "33"])("answers 400 JSON for level %s", async (level) => {
    const { res, body } = await json(`/api/sudoku/stars/${level}`);
    expect(res.status).toBe(400);
    expect((body.errors as Record<string, string[]>).level).toEqual(["Die Stufe muss eine ganze Zahl von 1 bis 5 sein."]);
  });

  it("answers 400 for a bad exclude", async () => {
    const { res } = await json("/api/sudoku/stars/2?exclude=x");
    expect(res.status).toBe(400);
  });
});

describe("the random pick is an index lookup", () => {
  it.each(["SELECT seq FROM puzzles WHERE stars = 3 ORDER BY seq DESC LIMIT 1", "SELECT * FROM puzzles WHERE stars = 3 AND seq = 1"])(
    "%s uses puzzles_stars_seq and never scans or sorts",
    async (sql) => {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>();
      const plan = results.map((r) => r.detail).join(" | ");
      expect(plan).toContain("puzzles_stars_seq");
      expect(plan).not.toMatch(/SCAN puzzles(?! USING)|USE TEMP B-TREE/);
    },
  );
});

describe("unknown API paths", () => {
  it("answer 404 JSON", async () => {
    const { res, body } = await json("/api/nope");
    expect(res.status).toBe(404);
    expect(body.success).toBe(false);
  });
});
