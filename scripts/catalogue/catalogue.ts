// Deterministic catalogue layout shared by the main thread and the workers: which (level, seq) gets
// which id, and the seed each puzzle is generated from. Independent of the worker count.

import { createRng, shuffle } from "../../app/sudoku/random.ts";
import { generate } from "../../app/sudoku/generator.ts";
import { profileJson, ratingTenths } from "../../app/sudoku/rater.ts";
import type { PuzzleRow } from "./seed-sql.ts";

export interface Task {
  id: number;
  stars: number;
  seq: number;
}

/** Ids 1..5N over all levels, shuffled with the seed so an id does not reveal its level. */
export function planCatalogue(perLevel: number, seed: string): Task[] {
  const slots: { stars: number; seq: number }[] = [];
  for (let stars = 1; stars <= 5; stars++) for (let seq = 0; seq < perLevel; seq++) slots.push({ stars, seq });
  shuffle(createRng(`catalogue:${seed}`), slots);
  return slots.map((s, i) => ({ id: i + 1, stars: s.stars, seq: s.seq }));
}

export function puzzleSeed(seed: string, task: Task, retry = 0): string {
  return retry ? `${seed}:${task.seq}:retry${retry}` : `${seed}:${task.seq}`;
}

export function buildRow(seed: string, task: Task, retry = 0): PuzzleRow {
  const g = generate(task.stars, puzzleSeed(seed, task, retry));
  return {
    id: task.id,
    stars: task.stars,
    seq: task.seq,
    puzzle: g.puzzle,
    solution: g.solution,
    clues: g.clues,
    score: g.rating.score,
    hardest: g.rating.hardest ?? "naked-single",
    profile: profileJson(g.rating.profile),
    rating: ratingTenths(g.rating.numeric),
  };
}
