// A fingerprint of both ratings, for speed work that must not change a result:
//   node scripts/bench/explainer-exact.ts before.txt   (then change the code)
//   node scripts/bench/explainer-exact.ts after.txt && cmp before.txt after.txt
// One line per puzzle: the SE-way number, its hardest step and chain length, its steps, and the
// stars' level, hardest technique, score and steps. Puzzles: the tuning set (se_rated_2000), 100
// five-star catalogue puzzles (generated as engine-coverage.ts generates them) and the first 300 of
// gen_minimal_20k; about a minute.
import { writeFileSync } from "node:fs";
import { explainerRating } from "../../app/sudoku/explainer/rate.ts";
import { generate } from "../../app/sudoku/generator.ts";
import { rateStars } from "../../app/sudoku/rater.ts";
import { loadDataset } from "./engine-report.ts";
import { loadRated } from "./explainer-stats.ts";

const out = process.argv[2];
if (!out) {
  console.error("usage: node scripts/bench/explainer-exact.ts <output file>");
  process.exit(2);
}
const puzzles = [
  ...loadRated("se_rated_2000").map((r) => r.puzzle),
  ...Array.from({ length: 100 }, (_, i) => generate(5, `rate-bench:${i}`).puzzle),
  ...loadDataset("gen_minimal_20k").slice(0, 300),
];
const lines = puzzles.map((p) => {
  const r = explainerRating(p);
  const s = rateStars(p);
  return `${p} ${r.rating} ${r.hardest} ${r.hardestLength ?? "-"} ${r.steps} ${r.solved} | ${s.stars} ${s.hardest} ${s.score} ${s.steps}`;
});
writeFileSync(out, `${lines.join("\n")}\n`);
console.log(`${lines.length} puzzles written to ${out}`);
