// Migration 0010 fills the new rating column of stored puzzles from their profiles with a CASE
// table of every technique's value. It must be the registry's table, or old and new rows would
// disagree about the same puzzle.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ratingTenths } from "../sudoku/rater.ts";
import { TECHNIQUES } from "../sudoku/techniques.ts";

const sql = readFileSync(new URL("../../migrations/0010_puzzle_rating.sql", import.meta.url), "utf8");

describe("migration 0010 (puzzle rating)", () => {
  const updates = sql.split("\n").filter((line) => line.startsWith("UPDATE"));

  it("fills both puzzle tables", () => {
    expect(updates.map((u) => /^UPDATE `(\w+)`/.exec(u)?.[1])).toEqual(["puzzles", "daily_pool"]);
  });

  it.each(["puzzles", "daily_pool"])("uses the registry's value of every technique for %s", (table) => {
    const update = updates.find((u) => u.startsWith(`UPDATE \`${table}\``))!;
    const values = new Map([...update.matchAll(/WHEN '([a-z0-9-]+)' THEN (\d+)/g)].map((m) => [m[1]!, Number(m[2])]));
    // Every technique a stored puzzle can name (the catalogue's levels and the imported puzzles').
    expect([...values.keys()].sort()).toEqual(TECHNIQUES.map((t) => t.id).sort());
    for (const t of TECHNIQUES) expect(values.get(t.id), t.id).toBe(ratingTenths(t.numeric));
  });
});
