import { describe, expect, it } from "vitest";
import { planCatalogue } from "./catalogue.ts";
import { INSERT_PREFIX, buildInsertStatements, buildSeedFiles, rowValues, sqlInteger, sqlString } from "./seed-sql.ts";
import type { PuzzleRow } from "./seed-sql.ts";

const row = (id: number, extra: Partial<PuzzleRow> = {}): PuzzleRow => ({
  id,
  stars: 3,
  seq: id - 1,
  puzzle: "0".repeat(81),
  solution: "1".repeat(81),
  clues: 25,
  score: 430,
  hardest: "pointing",
  profile: '{"naked-single":3}',
  rating: 23,
  ...extra,
});

describe("seed SQL", () => {
  it.each([
    ["plain", "abc", "'abc'"],
    ["quote", "it's", "'it''s'"],
    ["json", '{"a":1}', `'{"a":1}'`],
    ["empty", "", "''"],
  ])("escapes %s strings", (_, input, out) => {
    expect(sqlString(input)).toBe(out);
  });

  it("refuses values SQL cannot carry", () => {
    expect(() => sqlString("a\u0000b")).toThrow();
    expect(() => sqlInteger(1.5)).toThrow();
    expect(() => sqlInteger(Number.NaN)).toThrow();
  });

  it("builds one literal row", () => {
    expect(rowValues(row(7, { hardest: "x'y" }))).toBe(
      `(7,3,6,'${"0".repeat(81)}','${"1".repeat(81)}',25,430,'x''y','{"naked-single":3}',23)`,
    );
  });

  it("splits statements under the size limit and keeps every row", () => {
    const rows = Array.from({ length: 2000 }, (_, i) => row(i + 1));
    const statements = buildInsertStatements(rows, 90_000);
    expect(statements.length).toBeGreaterThan(1);
    let count = 0;
    for (const s of statements) {
      expect(Buffer.byteLength(s)).toBeLessThanOrEqual(90_000);
      expect(s.startsWith(INSERT_PREFIX)).toBe(true);
      expect(s.endsWith(");\n")).toBe(true);
      count += s.split("\n(").length - 1;
    }
    expect(count).toBe(2000);
  });

  it("groups statements into numbered files under the file limit", () => {
    const rows = Array.from({ length: 3000 }, (_, i) => row(i + 1));
    const files = buildSeedFiles(rows, { maxFileBytes: 200_000 });
    expect(files.map((f) => f.name).slice(0, 2)).toEqual(["seed-0001.sql", "seed-0002.sql"]);
    for (const f of files) expect(Buffer.byteLength(f.content)).toBeLessThanOrEqual(200_000);
    expect(files.map((f) => f.content).join("")).toBe(buildInsertStatements(rows).join(""));
  });

  it("plans ids 1..5N with a dense seq per level, deterministically", () => {
    const plan = planCatalogue(10, "x");
    expect(plan.map((t) => t.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (let s = 1; s <= 5; s++) {
      expect(
        plan
          .filter((t) => t.stars === s)
          .map((t) => t.seq)
          .sort((a, b) => a - b),
      ).toEqual(Array.from({ length: 10 }, (_, i) => i));
    }
    expect(planCatalogue(10, "x")).toEqual(plan);
    expect(plan.slice(0, 10).map((t) => t.stars)).not.toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });
});
