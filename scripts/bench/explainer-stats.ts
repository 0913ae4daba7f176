// The statistics of the SE agreement benchmark: the rated dataset, bands, Spearman's rank correlation.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DATASETS } from "./engine-report.ts";

export interface RatedPuzzle {
  puzzle: string;
  se: number;
}

export interface RatedResult extends RatedPuzzle {
  ours: number;
  hardest: string | null;
  solved: boolean;
  length?: number | undefined;
}

/** A file of `PUZZLE RATING` lines. */
export function loadRated(name: string): RatedPuzzle[] {
  return readFileSync(join(DATASETS, name), "utf8")
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f.length >= 2 && f[0]!.length === 81)
    .map((f) => ({ puzzle: f[0]!, se: Number(f[1]) }));
}

/** Ranks with ties averaged (1-based), as Spearman's correlation needs. */
export function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(xs.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) out[order[k]![1]] = rank;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation: Pearson's correlation of the ranks. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const rx = ranks(xs);
  const ry = ranks(ys);
  const n = xs.length;
  const mx = rx.reduce((s, v) => s + v, 0) / n;
  const my = ry.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = rx[i]! - mx;
    const dy = ry[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/** ±0.5 as SE's values are printed: one decimal, so compare in tenths to dodge float noise. */
export const TOLERANCE_TENTHS = 5;

export function within(a: number, b: number): boolean {
  return Math.abs(Math.round(a * 10) - Math.round(b * 10)) <= TOLERANCE_TENTHS;
}

export interface Band {
  label: string;
  n: number;
  ours: number;
  se: number;
  within: number;
}

/** SE bands half a point wide: 1.0-1.4, 1.5-1.9, ... (by SE's value). */
export function agreement(results: readonly RatedResult[]): { bands: Band[]; spearman: number; within: number; unsolved: number } {
  const byBand = new Map<number, RatedResult[]>();
  for (const r of results) {
    const key = Math.floor(Math.round(r.se * 10) / 5);
    if (!byBand.has(key)) byBand.set(key, []);
    byBand.get(key)!.push(r);
  }
  const bands = [...byBand.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([key, rs]) => ({
      label: `${((key * 5) / 10).toFixed(1)}–${((key * 5 + 4) / 10).toFixed(1)}`,
      n: rs.length,
      ours: rs.reduce((s, r) => s + r.ours, 0) / rs.length,
      se: rs.reduce((s, r) => s + r.se, 0) / rs.length,
      within: rs.filter((r) => within(r.ours, r.se)).length / rs.length,
    }));
  return {
    bands,
    spearman: spearman(
      results.map((r) => r.se),
      results.map((r) => r.ours),
    ),
    within: results.filter((r) => within(r.ours, r.se)).length / results.length,
    unsolved: results.filter((r) => !r.solved).length,
  };
}
