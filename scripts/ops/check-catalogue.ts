// Verifies the local catalogue: every puzzle's solution is valid, matches its givens and is the
// only one; levels are balanced and seq is dense per level. `--rate` also re-rates every puzzle
// and compares the stars (about a minute for 100,000 puzzles). Players' imported puzzles
// (ids from IMPORTED_ID_BASE) are not the catalogue and are left out.
import { LEVELS } from "../../app/config/constants.ts";
import { IMPORTED_ID_BASE } from "../../app/config/puzzle-import.ts";
import { isValidSolution, solutionMatchesPuzzle } from "../../app/sudoku/grid.ts";
import { rate } from "../../app/sudoku/rater.ts";
import { countSolutions } from "../../app/sudoku/solver.ts";
import { query } from "../lib/local-db.ts";

const persistTo = process.argv.find((a) => a.startsWith("--persist-to="))?.split("=")[1];
const reRate = process.argv.includes("--rate");
const opts = persistTo ? { persistTo } : {};
const PAGE = 20_000;

const started = Date.now();
const summary = query<{ n: number; maxId: number; minId: number }>(
  `SELECT count(*) AS n, max(id) AS maxId, min(id) AS minId FROM puzzles WHERE id < ${IMPORTED_ID_BASE}`,
  opts,
)[0]!;
const perLevel = query<{ stars: number; n: number; maxSeq: number }>(
  `SELECT stars, count(*) AS n, max(seq) AS maxSeq FROM puzzles WHERE id < ${IMPORTED_ID_BASE} GROUP BY stars ORDER BY stars`,
  opts,
);
const problems: string[] = [];
for (const level of LEVELS) {
  const row = perLevel.find((r) => r.stars === level);
  if (!row) problems.push(`level ${level}: no puzzles`);
  else if (row.maxSeq !== row.n - 1) problems.push(`level ${level}: seq not dense (${row.n} rows, max seq ${row.maxSeq})`);
}
let checked = 0;
let rated = 0;
for (let offset = 0; offset < summary.n; offset += PAGE) {
  const rows = query<{ id: number; stars: number; puzzle: string; solution: string }>(
    `SELECT id, stars, puzzle, solution FROM puzzles WHERE id < ${IMPORTED_ID_BASE} ORDER BY id LIMIT ${PAGE} OFFSET ${offset}`,
    opts,
  );
  for (const r of rows) {
    if (!isValidSolution(r.solution) || !solutionMatchesPuzzle(r.puzzle, r.solution)) problems.push(`#${r.id}: solution invalid`);
    else if (countSolutions(r.puzzle, 2) !== 1) problems.push(`#${r.id}: not unique`);
    if (reRate) {
      const rating = rate(r.puzzle);
      if (rating.stars !== r.stars) problems.push(`#${r.id}: stored ${r.stars}★, rates ${rating.stars}★`);
      rated++;
    }
    checked++;
  }
  process.stderr.write(`\rchecked ${checked.toLocaleString("en")} / ${summary.n.toLocaleString("en")}`);
}
process.stderr.write("\n");
console.log(`puzzles: ${summary.n.toLocaleString("en")}, ids ${summary.minId}…${summary.maxId}`);
console.log(`per level: ${perLevel.map((r) => `${r.stars}★ ${r.n.toLocaleString("en")}`).join(", ")}`);
console.log(
  `solutions valid and unique: ${checked - problems.filter((p) => p.includes("solution") || p.includes("unique")).length} / ${checked}`,
);
if (reRate) console.log(`re-rated: ${rated.toLocaleString("en")}`);
console.log(
  `${problems.length === 0 ? "OK" : `${problems.length} problem(s):\n${problems.slice(0, 20).join("\n")}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(problems.length === 0 ? 0 : 1);
