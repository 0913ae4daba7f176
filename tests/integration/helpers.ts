import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { DAILY_POOL_ID_BASE } from "../../app/config/daily.ts";
import { generate } from "../../app/sudoku/generator.ts";

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
 * Replaces the catalogue with `perLevel` real generated puzzles per level (deterministic seeds),
 * ids 1.. in level order, seq dense per level, exactly as the seed files lay them out.
 */
export async function seedPuzzles(perLevel: number): Promise<SeededPuzzle[]> {
  // Imported puzzles are rows of `puzzles` too (ids from IMPORTED_ID_BASE); their link goes first.
  await env.DB.prepare("DELETE FROM imported_puzzles").run();
  await env.DB.prepare("DELETE FROM puzzles").run();
  const rows: SeededPuzzle[] = [];
  const statements = [];
  let id = 1;
  for (let stars = 1; stars <= 5; stars++) {
    for (let seq = 0; seq < perLevel; seq++) {
      const g = generate(stars, `integration-${stars}-${seq}`);
      rows.push({ id, stars, puzzle: g.puzzle, solution: g.solution });
      statements.push(
        env.DB.prepare(
          "INSERT INTO puzzles (id, stars, seq, puzzle, solution, clues, score, hardest, profile) VALUES (?,?,?,?,?,?,?,?,?)",
        ).bind(
          id++,
          stars,
          seq,
          g.puzzle,
          g.solution,
          g.clues,
          g.rating.score,
          g.rating.hardest ?? "full-house",
          JSON.stringify(g.rating.profile),
        ),
      );
    }
  }
  await env.DB.batch(statements);
  return rows;
}

/** Replaces the daily pool with `perLevel` generated puzzles per level, ids from DAILY_POOL_ID_BASE + 1. */
export async function seedDailyPool(perLevel: number): Promise<SeededPuzzle[]> {
  await env.DB.prepare("DELETE FROM daily_puzzles").run();
  await env.DB.prepare("DELETE FROM daily_pool").run();
  const rows: SeededPuzzle[] = [];
  const statements = [];
  let id = DAILY_POOL_ID_BASE + 1;
  for (let stars = 1; stars <= 5; stars++) {
    for (let seq = 0; seq < perLevel; seq++) {
      const g = generate(stars, `integration-daily-${stars}-${seq}`);
      rows.push({ id, stars, puzzle: g.puzzle, solution: g.solution });
      statements.push(
        env.DB.prepare(
          "INSERT INTO daily_pool (id, stars, seq, puzzle, solution, clues, score, hardest, profile) VALUES (?,?,?,?,?,?,?,?,?)",
        ).bind(id++, stars, seq, g.puzzle, g.solution, g.clues, g.rating.score, g.rating.hardest ?? "full-house", "{}"),
      );
    }
  }
  await env.DB.batch(statements);
  return rows;
}
