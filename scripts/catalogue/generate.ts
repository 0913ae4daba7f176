// Catalogue generator: node scripts/catalogue/generate.ts --per-level N --seed S --out DIR [--workers K]
//   [--table daily_pool --id-base B] (the Daily Sudoku's pool: same puzzles' shape, ids B+1 …)
// Generates N puzzles for each level 1..5 on worker threads and writes SQL seed files into DIR.
// Output depends only on (seed, N): tasks carry their own seeds, results are ordered by id.

import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { buildRow, planCatalogue } from "./catalogue.ts";
import type { Task } from "./catalogue.ts";
import { buildSeedFiles } from "./seed-sql.ts";
import type { PuzzleRow } from "./seed-sql.ts";

const { values: args } = parseArgs({
  options: {
    "per-level": { type: "string" },
    seed: { type: "string", default: "1" },
    out: { type: "string" },
    workers: { type: "string" },
    table: { type: "string", default: "puzzles" },
    "id-base": { type: "string", default: "0" },
  },
});

const perLevel = Number(args["per-level"]);
if (!Number.isInteger(perLevel) || perLevel < 1 || !args.out) {
  process.stderr.write("usage: node scripts/catalogue/generate.ts --per-level N --seed S --out DIR [--workers K]\n");
  process.exit(2);
}
const seed = args.seed;
const table = args.table === "daily_pool" ? "daily_pool" : "puzzles";
const idBase = Number(args["id-base"]);
if (!Number.isSafeInteger(idBase) || idBase < 0 || (args.table !== "puzzles" && args.table !== "daily_pool")) {
  process.stderr.write("--table must be puzzles or daily_pool, --id-base a whole number\n");
  process.exit(2);
}
const outDir = args.out;
const workerCount = Math.max(1, Number(args.workers ?? availableParallelism()));

const tasks = planCatalogue(perLevel, seed);
const total = tasks.length;
const rows: PuzzleRow[] = new Array(total);
let done = 0;
const started = performance.now();
const isTty = process.stderr.isTTY === true;
let lastPlain = 0;

function formatDuration(sec: number): string {
  if (!Number.isFinite(sec)) return "--:--";
  const s = Math.round(sec);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  return `${h ? `${h}:` : ""}${String(m).padStart(h ? 2 : 1, "0")}:${String(r).padStart(2, "0")}`;
}

function progress(final = false): void {
  const elapsed = (performance.now() - started) / 1000;
  const rate = done / Math.max(elapsed, 1e-9);
  const eta = (total - done) / rate;
  const frac = done / total;
  const text = `${(frac * 100).toFixed(1).padStart(5)}% ${done}/${total}  ${rate.toFixed(1)} puzzles/s  elapsed ${formatDuration(elapsed)}  ETA ${final ? "0:00" : formatDuration(eta)}`;
  if (isTty) {
    const width = 30;
    const filled = Math.round(frac * width);
    process.stderr.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${text}\x1b[K${final ? "\n" : ""}`);
  } else if (final || performance.now() - lastPlain > 5000) {
    lastPlain = performance.now();
    process.stderr.write(`${text}\n`);
  }
}

// Small batches keep all workers busy to the end; level-5 puzzles take far longer than level-1.
const BATCH = 8;
let next = 0;

await new Promise<void>((resolve, reject) => {
  let active = 0;
  const workers: Worker[] = [];
  const feed = (w: Worker) => {
    if (next >= total) {
      void w.terminate();
      active--;
      if (active === 0) resolve();
      return;
    }
    const batch: Task[] = tasks.slice(next, next + BATCH);
    next += batch.length;
    w.postMessage({ seed, tasks: batch });
  };
  for (let i = 0; i < Math.min(workerCount, total); i++) {
    const w = new Worker(new URL("./generate-worker.ts", import.meta.url));
    workers.push(w);
    active++;
    w.on("message", (msg: { rows: PuzzleRow[] }) => {
      for (const r of msg.rows) rows[r.id - 1] = r;
      done += msg.rows.length;
      progress();
      feed(w);
    });
    w.on("error", (err) => {
      for (const x of workers) void x.terminate();
      reject(err);
    });
    feed(w);
  }
});
progress(true);

// Duplicate puzzles are astronomically unlikely; if one occurs, the later id is regenerated with a
// derived seed so the catalogue stays duplicate-free and deterministic.
const seen = new Set<string>();
let regenerated = 0;
for (const row of rows) {
  let r = row;
  for (let retry = 1; seen.has(r.puzzle); retry++) {
    r = buildRow(seed, { id: row.id, stars: row.stars, seq: row.seq }, retry);
    regenerated++;
  }
  rows[row.id - 1] = r;
  seen.add(r.puzzle);
}

mkdirSync(outDir, { recursive: true });
for (const f of readdirSync(outDir)) if (/^seed-\d{4}\.sql$/.test(f)) rmSync(join(outDir, f));
const files = buildSeedFiles(
  rows.map((r) => ({ ...r, id: r.id + idBase })),
  { table },
);
for (const f of files) writeFileSync(join(outDir, f.name), f.content);

const elapsed = (performance.now() - started) / 1000;
const perStar = [1, 2, 3, 4, 5].map((s) => {
  const rs = rows.filter((r) => r.stars === s);
  return `${s}★ clues ${(rs.reduce((a, r) => a + r.clues, 0) / rs.length).toFixed(1)}`;
});
process.stderr.write(
  `wrote ${files.length} file(s), ${total} puzzles to ${outDir} in ${formatDuration(elapsed)} with ${workerCount} worker(s)` +
    `${regenerated ? `, ${regenerated} duplicate(s) regenerated` : ""}\n  mean ${perStar.join(", ")}\n`,
);
