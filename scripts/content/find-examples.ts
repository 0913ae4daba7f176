// Finds the academy's example positions: for every technique, positions where the step finder's
// next step is that technique, reached by solving a puzzle with the step finder from its givens
// (full candidates). The lesson pages show them step by step; app/content/lesson-examples.test.ts
// replays the finder on each stored position.
//
//   node scripts/content/find-examples.ts [--only id,id,...] [--per-technique 3] [--persist-to DIR]
//
// Techniques of the star levels come from real catalogue puzzles and go to
// app/content/lesson-examples.json; this needs the local catalogue (`npm start` or
// `node scripts/local/prepare-local.ts` seeds it). Reading the puzzles is a scan of their rating
// profiles: fine for a script run once, never for a request. The techniques "beyond 5 stars" never
// occur in the catalogue: their examples come from the shared puzzle sets (magictour_top1465, then
// gen_minimal_20k; see scripts/bench/engine-report.ts), the shortest explanations found, and go to
// app/content/lesson-examples-beyond.json with `puzzleId: null` and the puzzle's givens.
// `--only` finds the named techniques anew and keeps every other technique's examples as they are.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { LESSONS } from "../../app/academy/lessons.ts";
import {
  BEYOND_LEVEL,
  TECHNIQUES,
  TECHNIQUE_BY_ID,
  findNextStep,
  findTechnique,
  applyStep,
  createPosition,
  type Step,
  type TechniqueId,
} from "../../app/sudoku/techniques.ts";
import { loadDataset } from "../bench/engine-report.ts";
import { query } from "../lib/local-db.ts";

const { values } = parseArgs({
  options: {
    "per-technique": { type: "string", default: "3" },
    "persist-to": { type: "string" },
    only: { type: "string" },
    "dataset-puzzles": { type: "string", default: "300" },
  },
});
const perTechnique = Number(values["per-technique"]);
const dbOptions = values["persist-to"] ? { persistTo: values["persist-to"] } : {};
const CATALOGUE_OUT = "app/content/lesson-examples.json";
const BEYOND_OUT = "app/content/lesson-examples-beyond.json";
/** Puzzles read per technique: enough to find `perTechnique` examples in different puzzles. */
const CANDIDATE_PUZZLES = 60;
/** Puzzles of each shared set solved at most for the techniques beyond 5 stars. */
const DATASET_PUZZLES = Number(values["dataset-puzzles"]);
const SETS = ["magictour_top1465", "gen_minimal_20k"];

export interface LessonExample {
  /** The catalogue puzzle; null for a puzzle from a shared set (beyond 5 stars). */
  puzzleId: number | null;
  stars: number;
  /** A puzzle from a shared set: the set's name, its line (from 1) and its givens. */
  source?: { set: string; line: number; puzzle: string };
  /**
   * Set when the finder's next step in this position is an earlier technique of the same level
   * (the step is then the lesson's technique run alone): the cell and unit forcing chains almost
   * never come first, because a contradiction nearly always turns up before them.
   */
  finderFirst?: TechniqueId;
  /** 81 digits, 0 for empty: givens and the digits the finder placed before this step. */
  grid: string;
  /** 81 candidate masks (bit d-1 for digit d; 0 for filled cells). */
  candidates: number[];
  step: Step;
}

type Found = { grid: string; candidates: number[]; step: Step; finderFirst?: TechniqueId };

const ORDER = new Map(TECHNIQUES.map((t, i) => [t.id, i]));

/**
 * The first position of a solve whose next step is each of `wanted`. With `alone`, also the first
 * position where a wanted technique applies after an earlier one of the same level came first.
 */
function positionsWith(puzzle: string, wanted: ReadonlySet<TechniqueId>, alone = false): Map<TechniqueId, Found[]> {
  const found = new Map<TechniqueId, Found[]>();
  const add = (t: TechniqueId, f: Found) => {
    const list = found.get(t) ?? [];
    // One example of each kind per puzzle: the technique first, or run alone.
    if (!list.some((e) => !e.finderFirst === !f.finderFirst)) found.set(t, [...list, f]);
  };
  const pos = createPosition(puzzle);
  for (let guard = 0; guard < 1000; guard++) {
    const step = findNextStep(pos);
    if (!step) break;
    const at = () => ({ grid: Array.from(pos.values).join(""), candidates: Array.from(pos.cands) });
    if (wanted.has(step.technique)) add(step.technique, { ...at(), step });
    if (alone) {
      const level = TECHNIQUE_BY_ID[step.technique].level;
      for (const t of wanted) {
        if (TECHNIQUE_BY_ID[t].level !== level || ORDER.get(t)! <= ORDER.get(step.technique)!) continue;
        const own = findTechnique(pos, t);
        if (own) add(t, { ...at(), step: own, finderFirst: step.technique });
      }
    }
    applyStep(pos, step);
  }
  return found;
}

/** How long the step's explanation is: the lesson shows the shortest ones. */
function size(step: Step): number {
  if (step.branches) return step.branches.reduce((n, b) => n + b.links.length + 1, 0);
  if (step.inference) return step.inference.nodes.length;
  return step.cells.length + (step.sets?.flat().length ?? 0);
}

function fromCatalogue(technique: TechniqueId): LessonExample[] {
  // Puzzles whose hardest technique is this one first (they show it in its own setting), then any
  // puzzle whose solve uses it.
  const rows = query<{ id: number; stars: number; puzzle: string }>(
    `SELECT id, stars, puzzle FROM puzzles WHERE profile LIKE '%"${technique}":%' ORDER BY hardest = '${technique}' DESC, id LIMIT ${CANDIDATE_PUZZLES}`,
    dbOptions,
  );
  const examples: LessonExample[] = [];
  for (const row of rows) {
    if (examples.length >= perTechnique) break;
    const found = positionsWith(row.puzzle, new Set([technique])).get(technique)?.[0];
    if (found) examples.push({ puzzleId: row.id, stars: row.stars, ...found });
  }
  return examples;
}

/**
 * Examples of the techniques beyond 5 stars from the shared sets: positions where the technique is
 * the finder's next step first, then (only when there are too few) positions where it applies
 * after an earlier technique of its level; the shortest explanations, from different puzzles.
 */
function fromDatasets(techniques: readonly TechniqueId[]): Map<TechniqueId, LessonExample[]> {
  const pool = new Map<TechniqueId, LessonExample[]>(techniques.map((t) => [t, []]));
  const wanted = new Set(techniques);
  for (const set of SETS) {
    const puzzles = loadDataset(set).slice(0, DATASET_PUZZLES);
    puzzles.forEach((line, i) => {
      const puzzle = line.replace(/[^1-9]/g, "0");
      for (const [technique, list] of positionsWith(puzzle, wanted, true))
        for (const found of list)
          pool.get(technique)!.push({ puzzleId: null, stars: BEYOND_LEVEL, source: { set, line: i + 1, puzzle }, ...found });
    });
    const first = (t: TechniqueId) => pool.get(t)!.filter((e) => !e.finderFirst).length;
    if (techniques.every((t) => first(t) >= perTechnique * 4)) break;
  }
  for (const [technique, examples] of pool) {
    examples.sort((a, b) => Number(!!a.finderFirst) - Number(!!b.finderFirst) || size(a.step) - size(b.step));
    const chosen: LessonExample[] = [];
    for (const e of examples)
      if (chosen.length < perTechnique && !chosen.some((c) => c.source!.line === e.source!.line && c.source!.set === e.source!.set))
        chosen.push(e);
    pool.set(technique, chosen);
  }
  return pool;
}

/** One technique a line, in lesson order: a change to one technique's examples is a one-line diff. */
function write(path: string, techniques: readonly TechniqueId[], examples: ReadonlyMap<TechniqueId, LessonExample[]>): void {
  const old = existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Record<string, LessonExample[]>) : {};
  const lines = techniques.flatMap((t) => {
    const list = examples.get(t) ?? old[t];
    return list ? [`${JSON.stringify(t)}:${JSON.stringify(list)}`] : [];
  });
  writeFileSync(path, `{\n${lines.join(",\n")}\n}\n`);
  console.log(`wrote ${path}`);
}

const only = values.only ? values.only.split(",") : null;
const unknown = only?.filter((id) => !LESSONS.some((l) => l.technique === id)) ?? [];
if (unknown.length) throw new Error(`No lesson for ${unknown.join(", ")}`);
const chosen = LESSONS.map((l) => l.technique).filter((t) => !only || only.includes(t));
const beyond = (t: TechniqueId) => TECHNIQUE_BY_ID[t].level === BEYOND_LEVEL;

const found = new Map<TechniqueId, LessonExample[]>();
for (const technique of chosen.filter((t) => !beyond(t))) found.set(technique, fromCatalogue(technique));
const beyondChosen = chosen.filter(beyond);
if (beyondChosen.length) for (const [t, list] of fromDatasets(beyondChosen)) found.set(t, list);
for (const [technique, examples] of found) {
  const from = examples.map((e) => e.puzzleId ?? `${e.source!.set}:${e.source!.line}${e.finderFirst ? " (alone)" : ""}`).join(", ") || "–";
  console.log(`${technique.padEnd(20)} ${examples.length} example(s) from puzzles ${from}`);
}
const all = LESSONS.map((l) => l.technique);
if (chosen.some((t) => !beyond(t)))
  write(
    CATALOGUE_OUT,
    all.filter((t) => !beyond(t)),
    found,
  );
if (beyondChosen.length) write(BEYOND_OUT, all.filter(beyond), found);
