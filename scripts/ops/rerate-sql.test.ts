import { describe, expect, it } from "vitest";
import { planRerating, reratingSql, reratingSummary, type StoredRating } from "./rerate-sql.ts";

const GRID_A = "4".padEnd(81, ".");
const GRID_B = "5".padEnd(81, "0");
const rows: StoredRating[] = [
  { table: "puzzles", id: 7, puzzle: GRID_A, rating: 23 },
  { table: "puzzles", id: 8, puzzle: GRID_B, rating: 66 },
  { table: "daily_pool", id: 3, puzzle: GRID_B, rating: 44 },
];
const tenths = (p: string) => (p === GRID_A ? 12 : 66);

describe("re-rating stored puzzles", () => {
  it("changes only the rows whose number differs", () => {
    expect(planRerating(rows, tenths)).toEqual([
      { table: "puzzles", id: 7, puzzle: GRID_A, rating: 23, next: 12 },
      { table: "daily_pool", id: 3, puzzle: GRID_B, rating: 44, next: 66 },
    ]);
  });

  it("writes one guarded UPDATE per change: the row must still hold the grid and the number read", () => {
    expect(reratingSql(planRerating(rows, tenths)).split("\n")).toEqual([
      `UPDATE \`puzzles\` SET \`rating\` = 12 WHERE \`id\` = 7 AND \`puzzle\` = '${GRID_A}' AND \`rating\` = 23;`,
      `UPDATE \`daily_pool\` SET \`rating\` = 66 WHERE \`id\` = 3 AND \`puzzle\` = '${GRID_B}' AND \`rating\` = 44;`,
    ]);
    expect(reratingSql([])).toBe("");
  });

  it.each([
    ["a table that holds no ratings", { table: "users" as never, id: 1, puzzle: GRID_A, rating: 1, next: 2 }],
    ["a grid that could inject SQL", { table: "puzzles" as const, id: 1, puzzle: `${GRID_A.slice(0, 80)}'`, rating: 1, next: 2 }],
    ["an id that is not an integer", { table: "puzzles" as const, id: 1.5, puzzle: GRID_A, rating: 1, next: 2 }],
  ])("refuses %s", (_why, change) => {
    expect(() => reratingSql([change])).toThrow();
  });

  it("summarises the changes by old and new value", () => {
    const changes = planRerating([...rows, { table: "puzzles", id: 9, puzzle: GRID_A, rating: 23 }], tenths);
    expect(reratingSummary(changes)).toEqual(["2.3 → 1.2: 2 puzzles", "4.4 → 6.6: 1 puzzle"]);
  });
});
