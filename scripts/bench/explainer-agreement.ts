// Agreement of our numeric rating with Sudoku Explainer's: node scripts/bench/explainer-agreement.ts
// Rates every puzzle of se_rated_2000 (rated by Sukaku Explainer's serate, RATING.md) and prints,
// per SE band: n, our mean, SE's mean, the share within ±0.5; then the Spearman correlation and the
// share within ±0.5 over all puzzles. Environment: SUDOKU_DATASETS (see engine-report.ts),
// AGREEMENT_LIMIT (puzzles, for a quick look), AGREEMENT_MIN / AGREEMENT_MAX (SE values to take),
// AGREEMENT_DUMP (file: one line per puzzle). The rating speed is in engine-coverage.ts.

import { writeFileSync } from "node:fs";
import { explainerRating } from "../../app/sudoku/explainer/rate.ts";
import { loadRated, agreement, type RatedResult } from "./explainer-stats.ts";
import { table } from "./engine-report.ts";

const LIMIT = Number(process.env.AGREEMENT_LIMIT ?? Infinity);
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
