// Step-finder coverage and rating speed: node scripts/bench/engine-coverage.ts   (one core, prints tables)
// - Coverage: every puzzle of magictour_top1465 and the first 20,000 of gen_minimal_20k solved by
//   the step finder alone, every step checked against the solution (a wrong elimination or
//   placement is counted, never hidden), and how many puzzles need each technique as their hardest.
// - Rating speed: rate() on 5-star puzzles made by the catalogue's generator, on one core.
// Environment: SUDOKU_DATASETS (see report.ts), COVERAGE_LIMIT (puzzles per dataset, for a quick
// look; the default is the full sets), BENCH_SECONDS (minimum timed seconds, default 2).

import { generate } from "../../app/sudoku/generator.ts";
import { numericRating, rate, rateStars } from "../../app/sudoku/rater.ts";
import { solve } from "../../app/sudoku/solver.ts";
import { TECHNIQUES, TECHNIQUE_BY_ID, applyStep, createPosition, findNextStep, isSolved } from "../../app/sudoku/techniques.ts";
import type { TechniqueId } from "../../app/sudoku/techniques.ts";
import { fmt, loadDataset, table } from "./engine-report.ts";

const MIN_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const LIMIT = Number(process.env.COVERAGE_LIMIT ?? Infinity);
const SETS = [
  { name: "magictour_top1465", count: 1465 },
  { name: "gen_minimal_20k", count: 20_000 },
];
/** Goal of the rater on 5-star catalogue puzzles, one core (issue 16). */
const RATE_GOAL = 400;
/** 5-star puzzles generated for the rating-speed sample. */
const RATE_SAMPLE = 100;

interface Coverage {
  puzzles: number;
  finished: number;
  wrongSteps: number;
  seconds: number;
  hardest: Map<TechniqueId | "none", number>;
  numeric: number[];
}

function cover(puzzles: readonly string[]): Coverage {
  const out: Coverage = { puzzles: puzzles.length, finished: 0, wrongSteps: 0, seconds: 0, hardest: new Map(), numeric: [] };
  const t0 = performance.now();
  for (const puzzle of puzzles) {
    const solution = solve(puzzle)!;
    const pos = createPosition(puzzle);
    let hardest: TechniqueId | null = null;
    let numeric = 0;
    while (!isSolved(pos)) {
      const step = findNextStep(pos);
      if (!step) break;
      for (const e of step.eliminations) if (Number(solution[e.cell]) === e.digit) out.wrongSteps++;
      for (const p of step.placements) if (Number(solution[p.cell]) !== p.digit) out.wrongSteps++;
      const info = TECHNIQUE_BY_ID[step.technique];
      if (
        !hardest ||
        info.level > TECHNIQUE_BY_ID[hardest].level ||
        (info.level === TECHNIQUE_BY_ID[hardest].level && info.score > TECHNIQUE_BY_ID[hardest].score)
      )
        hardest = step.technique;
      numeric = Math.max(numeric, info.numeric);
      applyStep(pos, step);
    }
    if (isSolved(pos)) out.finished++;
    const key = isSolved(pos) ? (hardest ?? "none") : "none";
    out.hardest.set(key, (out.hardest.get(key) ?? 0) + 1);
    out.numeric.push(numeric);
  }
  out.seconds = (performance.now() - t0) / 1000;
  return out;
}

console.log(`Step finder coverage — node ${process.version}, one core\n`);
const results = SETS.map(({ name, count }) => {
  const puzzles = loadDataset(name).slice(0, Math.min(count, LIMIT));
  return { name, result: cover(puzzles) };
});

console.log(
  table(
    ["dataset", "puzzles", "finished", "share", "wrong steps", "seconds", "puzzles/s"],
    results.map(({ name, result: r }) => [
      name,
      fmt(r.puzzles),
      fmt(r.finished),
      `${((r.finished / r.puzzles) * 100).toFixed(1)} %`,
      fmt(r.wrongSteps),
      r.seconds.toFixed(1),
      (r.puzzles / r.seconds).toFixed(1),
    ]),
  ),
);
console.log("\nPuzzles per hardest technique (level 6 = beyond 5 stars)\n");
console.log(
  table(
    ["technique", "level", "rating", ...results.map((r) => r.name)],
    [...TECHNIQUES.map((t) => t.id), "none" as const]
      .filter((id) => results.some((r) => r.result.hardest.has(id)))
      .map((id) => [
        id === "none" ? "not finished" : id,
        id === "none" ? "-" : String(TECHNIQUE_BY_ID[id].level),
        id === "none" ? "-" : TECHNIQUE_BY_ID[id].numeric.toFixed(1),
        ...results.map((r) => fmt(r.result.hardest.get(id) ?? 0)),
      ]),
  ),
);

// Rating speed on 5-star catalogue puzzles: generated as the catalogue generates them. rate() is
// two solves since the number follows Sudoku Explainer's path (decision record 015): the stars
// (rateStars, which the generator runs on every candidate grid) and the number (numericRating,
// once per kept puzzle and per import). Each is timed alone, then rate() with both.
const sample: string[] = [];
for (let i = 0; i < RATE_SAMPLE; i++) sample.push(generate(5, `rate-bench:${i}`).puzzle);
let sink = 0;
function perCpuSecond(rateOne: (p: string) => number): { perSecond: number; rated: number } {
  for (const p of sample) sink += rateOne(p);
  let rated = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  do {
    for (const p of sample) sink += rateOne(p);
    rated += sample.length;
  } while ((performance.now() - t0) / 1000 < MIN_SECONDS);
  const cpu = process.cpuUsage(c0);
  return { perSecond: rated / ((cpu.user + cpu.system) / 1e6), rated };
}
const starsOnly = perCpuSecond((p) => rateStars(p).score);
const numberOnly = perCpuSecond((p) => numericRating(p));
const both = perCpuSecond((p) => rate(p).score);
if (sink < 0) console.log(sink);
console.log(`\nRating speed, 5-star catalogue puzzles (${RATE_SAMPLE} generated), puzzles per CPU-second on one core:`);
console.log(`  stars alone (rateStars):            ${fmt(starsOnly.perSecond)}`);
console.log(`  SE-way number alone (numericRating): ${fmt(numberOnly.perSecond)}`);
console.log(
  `  rate(), both (rated ${fmt(both.rated)} times): ${fmt(both.perSecond)} (goal ≥ ${RATE_GOAL}: ${both.perSecond >= RATE_GOAL ? "met" : "MISSED"})`,
);
const allFinished = results.every((r) => r.result.finished === r.result.puzzles && r.result.wrongSteps === 0);
console.log(`Coverage goal (100 % finished, no wrong step): ${allFinished ? "met" : "MISSED"}`);
