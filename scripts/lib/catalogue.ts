import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LEVELS } from "../../app/config/constants.ts";
import { executeFile, query, type LocalDbOptions } from "./local-db.ts";
import { run, seconds } from "./run.ts";

/** 20,000 per level: the catalogue of over 100,000 puzzles that SPEC §1 promises. */
export const CATALOGUE_PER_LEVEL = 20_000;
export const CATALOGUE_SEED = 20251;

export function levelCounts(opts: LocalDbOptions = {}): Map<number, number> {
  const rows = query<{ stars: number; n: number }>("SELECT stars, count(*) AS n FROM puzzles GROUP BY stars", opts);
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
  const dir = path.resolve(".seed", `catalogue-${seed}-${perLevel}`);
  const done = path.join(dir, "COMPLETE");
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    console.log(`catalogue: generating ${perLevel.toLocaleString("en")} puzzles per level (seed ${seed}) …`);
    const t = Date.now();
    await run("node", ["scripts/engine/generate.ts", "--per-level", String(perLevel), "--seed", String(seed), "--out", dir]);
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
