// A fingerprint of every step finder's findings, for speed work on the finders that must not change
// a hint (what a player is shown) nor a rating:
//   node scripts/bench/finder-exact.ts before.txt   (then change the code)
//   node scripts/bench/finder-exact.ts after.txt && cmp before.txt after.txt
// Positions: every position of the step finder's path where no single applies, and of SE's path
// where no single applies, for the puzzles explainer-exact.ts uses. At each, every technique of the
// registry is asked on its own (forcing chains only with --chains: they cost most of the time;
// --only names the techniques to ask, --limit takes the first N puzzles; about 3 minutes in all).
// One line per puzzle and technique: how many positions it found a step in, and a hash of those
// steps in full (cells, units, digits, chain, ...), so a diff names the technique that changed.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { parseGrid } from "../../app/sudoku/grid.ts";
import { nextExplainerHint } from "../../app/sudoku/explainer/rate.ts";
import { generate } from "../../app/sudoku/generator.ts";
import {
  TECHNIQUES,
  applyStep,
  clonePosition,
  createPosition,
  findNextStep,
  findTechnique,
  hasDeadCell,
  isSolved,
  placeDigit,
} from "../../app/sudoku/techniques.ts";
import type { Position, TechniqueId } from "../../app/sudoku/techniques.ts";
import { loadDataset } from "./engine-report.ts";
import { loadRated } from "./explainer-stats.ts";

const args = process.argv.slice(2);
const out = args[0]?.startsWith("--") ? undefined : args[0];
if (!out) {
  console.error("usage: node scripts/bench/finder-exact.ts <output file> [--chains] [--limit N] [--only id,id]");
  process.exit(2);
}
const FORCING = new Set<TechniqueId>(["contradiction-chain", "cell-forcing-chain", "unit-forcing-chain"]);
const onlyAt = args.indexOf("--only");
const only = onlyAt >= 0 ? new Set(args[onlyAt + 1]!.split(",")) : null;
const ids = TECHNIQUES.map((t) => t.id).filter((id) => (only ? only.has(id) : args.includes("--chains") || !FORCING.has(id)));
const limitAt = args.indexOf("--limit");
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : Infinity;

const SINGLES = new Set<TechniqueId>(["full-house", "naked-single", "hidden-single-box", "hidden-single-line"]);

const puzzles = [
  ...loadRated("se_rated_2000").map((r) => r.puzzle),
  ...Array.from({ length: 100 }, (_, i) => generate(5, `rate-bench:${i}`).puzzle),
  ...loadDataset("gen_minimal_20k").slice(0, 300),
].slice(0, limit);

/** The positions to ask at: the stuck points of the step finder's path and of SE's. */
function positions(puzzle: string): Position[] {
  const found: Position[] = [];
  const stars = createPosition(parseGrid(puzzle));
  while (!isSolved(stars) && !hasDeadCell(stars)) {
    const s = findNextStep(stars);
    if (!s) break;
    if (!SINGLES.has(s.technique)) found.push(clonePosition(stars));
    applyStep(stars, s);
  }
  const se = createPosition(parseGrid(puzzle));
  while (!isSolved(se) && !hasDeadCell(se)) {
    const hint = nextExplainerHint(se);
    if (!hint) break;
    if (!hint.placements.length) found.push(clonePosition(se));
    for (const p of hint.placements) placeDigit(se, p.cell, p.digit);
    for (const e of hint.eliminations) se.cands[e.cell]! &= ~(1 << (e.digit - 1));
  }
  return found;
}

const lines: string[] = [];
let asked = 0;
const started = performance.now();
for (const [n, puzzle] of puzzles.entries()) {
  const hashes = new Map(ids.map((id) => [id, createHash("sha1")]));
  const hits = new Map(ids.map((id) => [id, 0]));
  for (const pos of positions(puzzle)) {
    for (const id of ids) {
      const step = findTechnique(pos, id);
      asked++;
      hashes.get(id)!.update(step ? JSON.stringify(step) : "-");
      if (step) hits.set(id, hits.get(id)! + 1);
    }
  }
  for (const id of ids) lines.push(`${n} ${id} ${hits.get(id)} ${hashes.get(id)!.digest("hex").slice(0, 16)}`);
}
writeFileSync(out, `${lines.join("\n")}\n`);
console.log(`${puzzles.length} puzzles, ${asked} findings written to ${out} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
