import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LEVELS } from "../../app/config/constants.ts";
import { DAILY_POOL_ID_BASE, DAILY_POOL_PER_LEVEL, DAILY_POOL_SEED } from "../../app/config/daily.ts";
import { IMPORTED_ID_BASE } from "../../app/config/puzzle-import.ts";
import { executeFile, query, type LocalDbOptions } from "../lib/local-db.ts";
import { run, seconds } from "../lib/run.ts";

/** 20,000 per level: the catalogue of over 100,000 puzzles that SPEC §1 promises. */
export const CATALOGUE_PER_LEVEL = 20_000;
export const CATALOGUE_SEED = 20251;
/**
 * Version of the generated seed files kept in .seed/: bumped when the generator or the columns
 * change, so a kept file from an older version is generated again instead of loaded.
 * 2: the rating column, and the 5-star techniques of issue 16.
 */
const SEED_FORMAT = "v2";

export function levelCounts(opts: LocalDbOptions = {}): Map<number, number> {
  const rows = query<{ stars: number; n: number }>(
    `SELECT stars, count(*) AS n FROM puzzles WHERE id < ${IMPORTED_ID_BASE} GROUP BY stars`,
    opts,
  );
  return new Map(rows.map((r) => [r.stars, r.n]));
}

/**
 * Makes sure every level has `perLevel` puzzles. The generator writes deterministic SQL files
 * (same seed, same puzzles) into .seed/, kept between runs, so an interrupted first start
 * resumes instead of starting over; the files are applied with `INSERT OR IGNORE`, so applying
 * one twice changes nothing.
 */
export async function ensureCatalogue(perLevel: number, opts: LocalDbOptions & { seed?: number } = {}): Promise<void> {
  const counts = levelCounts(opts);
  if (LEVELS.every((l) => (counts.get(l) ?? 0) >= perLevel)) {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(`catalogue: ${total.toLocaleString("en")} puzzles present, nothing to seed`);
    return;
  }
  const seed = opts.seed ?? CATALOGUE_SEED;
  const dir = path.resolve(".seed", `catalogue-${seed}-${perLevel}-${SEED_FORMAT}`);
  const done = path.join(dir, "COMPLETE");
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    console.log(`catalogue: generating ${perLevel.toLocaleString("en")} puzzles per level (seed ${seed}) …`);
    const t = Date.now();
    await run("node", ["scripts/catalogue/generate.ts", "--per-level", String(perLevel), "--seed", String(seed), "--out", dir]);
    writeFileSync(done, `${new Date().toISOString()}\n`);
    console.log(`catalogue: generated in ${seconds(t)}`);
  }
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const t = Date.now();
  for (const [i, file] of files.entries()) {
    const source = path.join(dir, file);
    const idempotent = path.join(dir, `${file}.apply`);
    writeFileSync(idempotent, readFileSync(source, "utf8").replaceAll("INSERT INTO puzzles", "INSERT OR IGNORE INTO puzzles"));
    await executeFile(idempotent, opts);
    rmSync(idempotent);
    process.stderr.write(`\rcatalogue: loaded ${i + 1}/${files.length} seed files (${seconds(t)})`);
  }
  process.stderr.write("\n");
  const after = levelCounts(opts);
  console.log(`catalogue: ${LEVELS.map((l) => `${l}★ ${after.get(l) ?? 0}`).join(", ")}`);
}

function poolCounts(opts: LocalDbOptions): Map<number, number> {
  const rows = query<{ stars: number; n: number }>("SELECT stars, count(*) AS n FROM daily_pool GROUP BY stars", opts);
  return new Map(rows.map((r) => [r.stars, r.n]));
}

/**
 * Makes sure the Daily Sudoku's own pool has `perLevel` puzzles per level: generated like the
 * catalogue but from another seed, into the daily_pool table, with ids above DAILY_POOL_ID_BASE.
 */
export async function ensureDailyPool(perLevel = DAILY_POOL_PER_LEVEL, opts: LocalDbOptions & { seed?: number } = {}): Promise<void> {
  const counts = poolCounts(opts);
  if (LEVELS.every((l) => (counts.get(l) ?? 0) >= perLevel)) {
    console.log(`daily pool: ${[...counts.values()].reduce((a, b) => a + b, 0).toLocaleString("en")} puzzles present, nothing to seed`);
    return;
  }
  const seed = opts.seed ?? DAILY_POOL_SEED;
  const dir = path.resolve(".seed", `daily-${seed}-${perLevel}-${SEED_FORMAT}`);
  const done = path.join(dir, "COMPLETE");
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    console.log(`daily pool: generating ${perLevel.toLocaleString("en")} puzzles per level (seed ${seed}) …`);
    const t = Date.now();
    await run("node", [
      "scripts/catalogue/generate.ts",
      "--per-level",
      String(perLevel),
      "--seed",
      String(seed),
      "--out",
      dir,
      "--table",
      "daily_pool",
      "--id-base",
      String(DAILY_POOL_ID_BASE),
    ]);
    writeFileSync(done, `${new Date().toISOString()}\n`);
    console.log(`daily pool: generated in ${seconds(t)}`);
  }
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const idempotent = path.join(dir, `${file}.apply`);
    writeFileSync(
      idempotent,
      readFileSync(path.join(dir, file), "utf8").replaceAll("INSERT INTO daily_pool", "INSERT OR IGNORE INTO daily_pool"),
    );
    await executeFile(idempotent, opts);
    rmSync(idempotent);
  }
  const after = poolCounts(opts);
  console.log(`daily pool: ${LEVELS.map((l) => `${l}★ ${after.get(l) ?? 0}`).join(", ")}`);
}
