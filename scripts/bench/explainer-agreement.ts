// Agreement of our numeric rating with Sudoku Explainer's: node scripts/bench/explainer-agreement.ts
// Rates every puzzle of se_rated_2000 (rated by Sukaku Explainer's serate, RATING.md) and prints,
// per SE band: n, our mean, SE's mean, the share within ±0.5; then the Spearman correlation and the
// share within ±0.5 over all puzzles. Environment: SUDOKU_DATASETS (see engine-report.ts),
// AGREEMENT_LIMIT (puzzles, for a quick look), AGREEMENT_MIN / AGREEMENT_MAX (SE values to take),
// AGREEMENT_DUMP (file: one line per puzzle),
// BENCH_SECONDS (minimum timed seconds of the speed figure, default 2).

import { writeFileSync } from "node:fs";
import { generate } from "../../app/sudoku/generator.ts";
import { explainerRating } from "../../app/sudoku/explainer/rate.ts";
import { loadRated, agreement, type RatedResult } from "./explainer-stats.ts";
import { table } from "./engine-report.ts";

const LIMIT = Number(process.env.AGREEMENT_LIMIT ?? Infinity);
const MIN_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const MIN = Number(process.env.AGREEMENT_MIN ?? 0);
const MAX = Number(process.env.AGREEMENT_MAX ?? 20);
const rated = loadRated("se_rated_2000")
  .filter((r) => r.se >= MIN && r.se <= MAX)
  .slice(0, LIMIT);
const results: RatedResult[] = [];
const t0 = performance.now();
for (const { puzzle, se } of rated) {
  const r = explainerRating(puzzle);
  results.push({ puzzle, se, ours: r.rating, hardest: r.hardest, solved: r.solved, length: r.hardestLength });
}
const seconds = (performance.now() - t0) / 1000;
const a = agreement(results);
console.log(`Agreement with Sudoku Explainer on se_rated_2000 (${results.length} puzzles, ${seconds.toFixed(1)} s)\n`);
console.log(
  table(
    ["SE band", "n", "our mean", "SE mean", "within ±0.5"],
    a.bands.map((b) => [b.label, String(b.n), b.ours.toFixed(2), b.se.toFixed(2), `${(b.within * 100).toFixed(0)} %`]),
  ),
);
console.log(
  `\nSpearman ${a.spearman.toFixed(3)} (goal ≥ 0.95), within ±0.5 ${(a.within * 100).toFixed(1)} % (goal ≥ 90 %), ` +
    `not finished ${a.unsolved}: goal ${a.spearman >= 0.95 && a.within >= 0.9 ? "met" : "MISSED"}`,
);
if (process.env.AGREEMENT_DUMP)
  writeFileSync(
    process.env.AGREEMENT_DUMP,
    results
      .map((r) => `${r.puzzle} ${r.se.toFixed(1)} ${r.ours.toFixed(1)} ${r.hardest ?? "-"}${r.length === undefined ? "" : ` L${r.length}`}`)
      .join("\n") + "\n",
  );

// Rating speed of this rating on 5-star catalogue puzzles (generated as the catalogue is), one core.
const SPEED_SAMPLE = 100;
const sample = Array.from({ length: SPEED_SAMPLE }, (_, i) => generate(5, `rate-bench:${i}`).puzzle);
let timed = 0;
let sink = 0;
const c0 = process.cpuUsage();
const s0 = performance.now();
do {
  for (const p of sample) sink += explainerRating(p).steps;
  timed += sample.length;
} while ((performance.now() - s0) / 1000 < MIN_SECONDS);
const cpu = process.cpuUsage(c0);
if (sink < 0) console.log(sink);
console.log(
  `SE-style rating speed, 5-star catalogue puzzles (${SPEED_SAMPLE} generated, rated ${timed} times): ` +
    `${Math.round(timed / ((cpu.user + cpu.system) / 1e6))} puzzles per CPU-second on one core`,
);
