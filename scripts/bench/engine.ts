// Engine benchmark: node scripts/bench/engine.ts   (one core, prints a table)
// Solver: "count to 2" (proves uniqueness) on the shared datasets, next to tdoku's published figures
// and the npm peer @algorithm.ts/sudoku run in this process. Generator: rated unique puzzles per
// second per level, and the projected time for a 100,000-puzzle catalogue on two cores.
// Environment: SUDOKU_DATASETS (default ../shared/datasets beside the repository), SUDOKU_PEER (path to the peer's
// package dir or ESM entry; otherwise the installed '@algorithm.ts/sudoku' is tried),
// BENCH_SECONDS (minimum timed seconds per measurement, default 2).

import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { isValidSolution, solutionMatchesPuzzle } from "../../app/sudoku/grid.ts";
import { generate } from "../../app/sudoku/generator.ts";
import { countSolutions, solve } from "../../app/sudoku/solver.ts";
import { fmt, loadDataset, table } from "./engine-report.ts";

const MIN_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const TDOKU: Record<string, number> = { magictour_top1465: 84_793, gen_minimal_20k: 313_533 };
const SETS = ["magictour_top1465", "gen_minimal_20k"];

interface Rate {
  /** Puzzles per wall-clock second. */
  wall: number;
  /** Puzzles per second of this process's CPU time: robust when other processes share the cores. */
  cpu: number;
}

/** Runs `pass` (one pass over n puzzles) after one warm-up pass until MIN_SECONDS elapsed. */
function measure(n: number, pass: () => void, warmup = true): Rate {
  if (warmup) pass();
  let count = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let elapsed: number;
  do {
    pass();
    count += n;
    elapsed = (performance.now() - t0) / 1000;
  } while (elapsed < MIN_SECONDS);
  const c = process.cpuUsage(c0);
  return { wall: count / elapsed, cpu: count / ((c.user + c.system) / 1e6) };
}

interface PeerSolver {
  solve(puzzle: readonly number[], solution: number[] | null): boolean;
}

async function loadPeer(): Promise<{ solver: PeerSolver; version: string } | null> {
  const candidates: string[] = [];
  if (process.env.SUDOKU_PEER) candidates.push(resolve(process.env.SUDOKU_PEER));
  candidates.push(resolve("node_modules/@algorithm.ts/sudoku"));
  for (const c of candidates) {
    if (!existsSync(c)) continue;
    const dir = statSync(c).isDirectory() ? c : null;
    const entry = dir ? join(dir, "lib/esm/index.mjs") : c;
    if (!existsSync(entry)) continue;
    const mod = (await import(pathToFileURL(entry).href)) as { SudokuSolver: new (o: { childMatrixWidth: number }) => PeerSolver };
    let version = "?";
    if (dir && existsSync(join(dir, "package.json")))
      version = (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string }).version;
    return { solver: new mod.SudokuSolver({ childMatrixWidth: 3 }), version };
  }
  return null;
}

console.log(`Sudoku engine benchmark — node ${process.version}, one core, min ${MIN_SECONDS}s per figure\n`);

// Correctness pass (not timed): every solution valid, agrees with the givens, and is unique.
for (const name of SETS) {
  const puzzles = loadDataset(name);
  let bad = 0;
  for (const p of puzzles) {
    const s = solve(p);
    if (!s || !isValidSolution(s) || !solutionMatchesPuzzle(p, s) || countSolutions(p, 2) !== 1) bad++;
  }
  console.log(`correctness ${name}: ${puzzles.length - bad}/${puzzles.length} solved, valid, unique${bad ? "  <-- FAILURES" : ""}`);
}

// Our solver and the generator run before the peer is loaded: the peer's boards and its own heap
// use measurably slow down later allocation-heavy work (GC), which would understate our figures.
const oursRate: Record<string, Rate> = {};
let sink = 0;
for (const name of SETS) {
  const puzzles = loadDataset(name);
  oursRate[name] = measure(puzzles.length, () => {
    for (let i = 0; i < puzzles.length; i++) sink += countSolutions(puzzles[i]!, 2);
  });
}

const genRows: string[][] = [];
let projectedCoreSeconds = 0;
for (let level = 1; level <= 5; level++) {
  let n = 0;
  let clues = 0;
  let attempts = 0;
  const t0 = performance.now();
  let elapsed: number;
  do {
    const g = generate(level, `bench:${n}`);
    clues += g.clues;
    attempts += g.attempts;
    n++;
    elapsed = (performance.now() - t0) / 1000;
  } while (elapsed < MIN_SECONDS || n < 5);
  const rate = n / elapsed;
  projectedCoreSeconds += 20_000 / rate;
  genRows.push([
    `${level}★`,
    fmt(n),
    rate.toFixed(1),
    (clues / n).toFixed(1),
    (attempts / n).toFixed(2),
    `${(20_000 / rate / 60).toFixed(1)} min`,
  ]);
}
const genReport: string[] = [];
genReport.push("\nGenerator + rater, one core (each puzzle proven unique and rated exactly at its level)\n");
genReport.push(table(["level", "puzzles", "puzzles/s", "mean clues", "grids tried", "20,000 on one core"], genRows));
const twoCore = projectedCoreSeconds / 2;
genReport.push(
  `\nProjected 100,000 puzzles (20,000 per level) on two cores: ${(twoCore / 60).toFixed(1)} min ` +
    `(one-core total ${(projectedCoreSeconds / 60).toFixed(1)} min / 2, assumes linear scaling; target ≤ 10 min: ${twoCore <= 600 ? "met" : "MISSED"})`,
);

const peer = await loadPeer();
const solverRows: string[][] = [];
for (const name of SETS) {
  const puzzles = loadDataset(name);
  const ours = oursRate[name]!;
  let peerRate: Rate = { wall: NaN, cpu: NaN };
  let peerBad = 0;
  if (peer) {
    const boards = puzzles.map((p) => Array.from(p, (ch) => (ch >= "1" && ch <= "9" ? ch.charCodeAt(0) - 49 : -1)));
    const out = new Array<number>(81).fill(-1);
    for (const b of boards) if (!peer.solver.solve(b, out)) peerBad++;
    peerRate = measure(
      boards.length,
      () => {
        for (let i = 0; i < boards.length; i++) sink += peer.solver.solve(boards[i]!, out) ? 1 : 0;
      },
      false,
    );
  }
  const t = TDOKU[name]!;
  solverRows.push([
    name,
    fmt(ours.wall),
    fmt(ours.cpu),
    fmt(t),
    `${((ours.wall / t) * 100).toFixed(1)}%`,
    `${fmt(t / 4)} ${ours.wall >= t / 4 ? "met" : ours.cpu >= t / 4 ? "met (CPU time only)" : "MISSED"}`,
    peer ? fmt(peerRate.wall) + (peerBad ? ` (${peerBad} failed)` : "") : "peer not installed",
    peer ? `${(ours.wall / peerRate.wall).toFixed(1)}×` : "-",
  ]);
}
if (sink < 0) console.log(sink);
console.log("\nSolver, puzzles/s, wall clock unless noted (ours: count to 2 = solve + prove unique; peer: first solution only)\n");
console.log(
  table(
    [
      "dataset",
      "ours",
      "ours per CPU-s",
      "tdoku (ref)",
      "ours/tdoku",
      "target ≥ tdoku/4",
      `peer @algorithm.ts/sudoku ${peer ? peer.version : ""}`.trim(),
      "ours/peer",
    ],
    solverRows,
  ),
);
for (const line of genReport) console.log(line);
