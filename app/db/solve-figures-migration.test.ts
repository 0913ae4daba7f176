// Migration 0012 adds the solve's figures (schema.ts solveFigures) and fills them for the solves
// stored before it from their state, by the rule of app/game/solve-figures.ts; unsolved games keep
// nulls. The test puzzle has 51 open cells, so 26 seconds is the shortest time taken.
import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);
const MIGRATION = "0012_solve_figures.sql";
const CATALOGUE_ID = 7;
const POOL_ID = 9_000_001;

const state = (extra: Record<string, unknown>) =>
  JSON.stringify({ entries: new Array(81).fill(0), notes: new Array(81).fill(0), ...extra });

/** A database as it stood before 0012: one player, one catalogue and one pool puzzle, and games in both tables. */
function before(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith(".sql") && f < MIGRATION)
    .sort()) {
    db.exec(readFileSync(new URL(file, MIGRATIONS), "utf8"));
  }
  db.prepare("INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES (1, 'p@example.org', 'x', 0, 0)").run();
  for (const [table, id] of [
    ["puzzles", CATALOGUE_ID],
    ["daily_pool", POOL_ID],
  ] as const) {
    db.prepare(
      `INSERT INTO ${table} (id, stars, seq, puzzle, solution, clues, score, hardest, profile) VALUES (?, 2, ?, ?, ?, 30, 100, 'x-wing', '{}')`,
    ).run(id, id, PUZZLE, SOLUTION);
  }
  const game = db.prepare(
    "INSERT INTO savegames (user_id, puzzle_id, state, progress, checked, stars, solved_at, version, created_at, updated_at) VALUES (1, ?, ?, 100, ?, 2, ?, 1, 0, 0)",
  );
  // One puzzle per row (the key is user and puzzle): more catalogue rows of the same grid.
  for (let i = 1; i <= 5; i++) {
    db.prepare(
      `INSERT INTO puzzles (id, stars, seq, puzzle, solution, clues, score, hardest, profile) VALUES (?, 2, ?, ?, ?, 30, 100, 'x-wing', '{}')`,
    ).run(CATALOGUE_ID + i, CATALOGUE_ID + i, PUZZLE, SOLUTION);
  }
  game.run(CATALOGUE_ID, state({ checked: 0, hintsUsed: 0, elapsedSeconds: 600, mode: "strict", mistakes: 0 }), 0, 1000);
  game.run(CATALOGUE_ID + 1, state({ checked: 2, hintsUsed: 3, elapsedSeconds: 900 }), 2, 1000);
  game.run(CATALOGUE_ID + 2, state({ checked: 0, elapsedSeconds: 25 }), 0, 1000);
  game.run(CATALOGUE_ID + 3, state({ checked: 0 }), 0, 1000);
  game.run(CATALOGUE_ID + 4, state({ checked: 0, elapsedSeconds: 400, mode: "relaxed" }), 0, 1000);
  game.run(CATALOGUE_ID + 5, state({ checked: 0, elapsedSeconds: 700 }), 0, null);
  db.prepare(
    "INSERT INTO daily_results (user_id, date, puzzle_id, state, progress, checked, solved_at, solved_on_day, version, created_at, updated_at) VALUES (1, '2026-03-29', ?, ?, 100, 0, 1000, 1, 1, 0, 0)",
  ).run(POOL_ID, state({ checked: 0, hintsUsed: 0, elapsedSeconds: 26, mistakes: 1 }));
  return db;
}

const FIGURES = "solve_seconds AS seconds, solve_hints AS hints, solve_perfect AS perfect, solve_hinted AS hinted";

describe("migration 0012 (solve figures)", () => {
  it("fills the figures of stored solves from their state, and leaves unsolved games without", () => {
    const db = before();
    db.exec(readFileSync(new URL(MIGRATION, MIGRATIONS), "utf8"));
    const rows = db.prepare(`SELECT puzzle_id AS id, ${FIGURES} FROM savegames ORDER BY puzzle_id`).all();
    expect(rows).toEqual([
      { id: 7, seconds: 600, hints: 0, perfect: 1, hinted: "[]" },
      { id: 8, seconds: 900, hints: 3, perfect: 0, hinted: "[]" },
      // 25 seconds for 51 cells: refused, and so not perfect.
      { id: 9, seconds: null, hints: 0, perfect: 0, hinted: "[]" },
      // No clock in the state: no time, and nothing proves the solve perfect.
      { id: 10, seconds: null, hints: 0, perfect: 0, hinted: "[]" },
      { id: 11, seconds: 400, hints: 0, perfect: 0, hinted: "[]" },
      { id: 12, seconds: null, hints: null, perfect: null, hinted: null },
    ]);
    const daily = db.prepare(`SELECT ${FIGURES} FROM daily_results`).all();
    // 26 seconds is taken; the wrong entry keeps it from being perfect.
    expect(daily).toEqual([{ seconds: 26, hints: 0, perfect: 0, hinted: "[]" }]);
  });

  it("puts the time into the daily's index, so a day's solvers and their times are one range", () => {
    const db = before();
    db.exec(readFileSync(new URL(MIGRATION, MIGRATIONS), "utf8"));
    const plan = db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT solve_seconds FROM daily_results WHERE date = ? AND solved_on_day = 1 AND solve_seconds IS NOT NULL ORDER BY solve_seconds",
      )
      .all("2026-03-29") as { detail: string }[];
    expect(plan.map((p) => p.detail)).toEqual([
      "SEARCH daily_results USING COVERING INDEX daily_results_date (date=? AND solved_on_day=? AND solve_seconds>?)",
    ]);
  });
});
