// Shared by the engine benchmarks: the puzzle datasets beside the repository and a Markdown table.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** Where the shared datasets live (SUDOKU_DATASETS, default ../shared/datasets beside the repository). */
export const DATASETS = process.env.SUDOKU_DATASETS ?? resolve(import.meta.dirname, "../../../shared/datasets");

/** The puzzles of a dataset file: one 81-character line each. */
export function loadDataset(name: string): string[] {
  return readFileSync(join(DATASETS, name), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length === 81);
}

export function fmt(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

/** A Markdown table: first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i === 0 ? ":" : "-") + "-".repeat(w) + (i === 0 ? "-" : ":")).join("|")}|`,
    ...rows.map(line),
  ].join("\n");
}
