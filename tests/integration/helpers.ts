import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { DAILY_POOL_ID_BASE } from "../../app/config/daily.ts";
import type { FixturePuzzle, PuzzleFixture } from "../fixtures/integration-puzzles.ts";
import puzzleFixture from "../fixtures/integration-puzzles.json";

/**
 * The test bindings as production would have them: production refuses PayPal over plain HTTP, so
 * the local stand-in's address becomes PayPal's sandbox (never called by these tests), and the ad
 * stand-in gives way to no ads (production never serves the stand-in).
 */
export function productionEnv(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...env, ENVIRONMENT: "production", PAYPAL_API_BASE: "https://api-m.sandbox.paypal.com", ADS_MODE: "off", ...extra };
}

/** Sends a request through the real Worker entry (workers/app.ts). */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return (exports as unknown as { default: { fetch(r: Request): Promise<Response> } }).default.fetch(
    new Request(new URL(path, "http://localhost:8787"), init),
  );
}

export interface SeededPuzzle {
  id: number;
  stars: number;
  puzzle: string;
  solution: string;
}

/**
 * Replaces the catalogue with `perLevel` real generated puzzles per level (deterministic seeds,
 * committed as tests/fixtures/integration-puzzles.json), ids 1.. in level order, seq dense per
 * level, exactly as the seed files lay them out.
 */
export async function seedPuzzles(perLevel: number): Promise<SeededPuzzle[]> {
  // Imported puzzles are rows of `puzzles` too (ids from IMPORTED_ID_BASE); their link goes first.
  await env.DB.prepare("DELETE FROM imported_puzzles").run();
  await env.DB.prepare("DELETE FROM puzzles").run();
  return insertFixture("puzzles", fixtureLevels(fixture.catalogue, perLevel), 1, (g) => JSON.stringify(g.profile));
}

/** Replaces the daily pool with `perLevel` generated puzzles per level, ids from DAILY_POOL_ID_BASE + 1. */
export async function seedDailyPool(perLevel: number): Promise<SeededPuzzle[]> {
  await env.DB.prepare("DELETE FROM daily_puzzles").run();
  await env.DB.prepare("DELETE FROM daily_pool").run();
  return insertFixture("daily_pool", fixtureLevels(fixture.daily, perLevel), DAILY_POOL_ID_BASE + 1, () => "{}");
}

const fixture = puzzleFixture as PuzzleFixture;

function fixtureLevels(levels: FixturePuzzle[][], perLevel: number): FixturePuzzle[][] {
  if (perLevel > levels[0]!.length) throw new Error(`the fixture has ${levels[0]!.length} puzzles per level, not ${perLevel}`);
  return levels.map((level) => level.slice(0, perLevel));
}

async function insertFixture(
  table: "puzzles" | "daily_pool",
  levels: FixturePuzzle[][],
  firstId: number,
  profile: (g: FixturePuzzle) => string,
): Promise<SeededPuzzle[]> {
  const rows: SeededPuzzle[] = [];
  const statements = [];
  let id = firstId;
  for (const [i, level] of levels.entries()) {
    const stars = i + 1;
    for (const [seq, g] of level.entries()) {
      rows.push({ id, stars, puzzle: g.puzzle, solution: g.solution });
      statements.push(
        env.DB.prepare(
          `INSERT INTO ${table} (id, stars, seq, puzzle, solution, clues, score, hardest, profile) VALUES (?,?,?,?,?,?,?,?,?)`,
        ).bind(id++, stars, seq, g.puzzle, g.solution, g.clues, g.score, g.hardest, profile(g)),
      );
    }
  }
  await env.DB.batch(statements);
  return rows;
}
