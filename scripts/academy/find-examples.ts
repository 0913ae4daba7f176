// Finds the academy's example positions in the catalogue: for every technique, positions of real
// catalogue puzzles where the step finder's next step is that technique, reached by solving the
// puzzle with the step finder from its givens (full candidates). Writes
// app/content/lesson-examples.json, which the lesson pages show step by step;
// app/content/lesson-examples.test.ts replays the finder on each stored position.
//
//   node scripts/academy/find-examples.ts [--per-technique 3] [--persist-to DIR]
//
// Needs the local catalogue (`npm start` or `node scripts/prepare-local.ts` seeds it). Reading the
// puzzles is a scan of their rating profiles: fine for a script run once, never for a request.

import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { LESSONS } from "../../app/lib/academy/lessons.ts";
import { findNextStep, applyStep, createPosition, type Step, type TechniqueId } from "../../app/sudoku/techniques.ts";
import { query } from "../lib/local-db.ts";

const { values } = parseArgs({ options: { "per-technique": { type: "string", default: "3" }, "persist-to": { type: "string" } } });
const perTechnique = Number(values["per-technique"]);
const dbOptions = values["persist-to"] ? { persistTo: values["persist-to"] } : {};
const OUT = "app/content/lesson-examples.json";
/** Puzzles read per technique: enough to find `perTechnique` examples in different puzzles. */
const CANDIDATE_PUZZLES = 60;

export interface LessonExample {
  puzzleId: number;
  stars: number;
  /** 81 digits, 0 for empty: givens and the digits the finder placed before this step. */
  grid: string;
  /** 81 candidate masks (bit d-1 for digit d; 0 for filled cells). */
  candidates: number[];
  step: Step;
}

/** The positions in a solve where `technique` is the next step (the first one per puzzle is enough). */
function firstPositionWith(puzzle: string, technique: TechniqueId): { grid: string; candidates: number[]; step: Step } | null {
  const pos = createPosition(puzzle);
  for (let guard = 0; guard < 1000; guard++) {
    const step = findNextStep(pos);
    if (!step) return null;
    if (step.technique === technique) {
      return { grid: Array.from(pos.values).join(""), candidates: Array.from(pos.cands), step };
    }
    applyStep(pos, step);
  }
  return null;
}

const out: Record<string, LessonExample[]> = {};
for (const { technique } of LESSONS) {
  // Puzzles whose hardest technique is this one first (they show it in its own setting), then any
  // puzzle whose solve uses it.
  const rows = query<{ id: number; stars: number; puzzle: string }>(
    `SELECT id, stars, puzzle FROM puzzles WHERE profile LIKE '%"${technique}":%' ORDER BY hardest = '${technique}' DESC, id LIMIT ${CANDIDATE_PUZZLES}`,
    dbOptions,
  );
  const examples: LessonExample[] = [];
  for (const row of rows) {
    if (examples.length >= perTechnique) break;
    const found = firstPositionWith(row.puzzle, technique);
    if (found) examples.push({ puzzleId: row.id, stars: row.stars, ...found });
  }
  out[technique] = examples;
  console.log(`${technique.padEnd(20)} ${examples.length} example(s) from puzzles ${examples.map((e) => e.puzzleId).join(", ") || "–"}`);
}
writeFileSync(OUT, `${JSON.stringify(out, null, 0)}\n`);
console.log(`wrote ${OUT}`);
