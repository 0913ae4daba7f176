import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

// The shared puzzle sets (one puzzle a line, 81 characters, "." for empty): SUDOKU_DATASETS, or
// ../shared/datasets beside the repository.

export const DATASETS = process.env.SUDOKU_DATASETS ?? resolve(import.meta.dirname, "../../../shared/datasets");

/** The puzzles of one set, in file order. */
export function loadDataset(name: string): string[] {
  return readFileSync(join(DATASETS, name), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length === 81);
}
