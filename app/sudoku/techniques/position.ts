// A board position (values and candidate masks), the step every technique reports, and the helpers
// that build and advance positions.

import { PEERS, computeCandidates, parseGrid } from "../grid.ts";
import type { UnitRef } from "../grid.ts";
import type { TechniqueId } from "./registry.ts";

export interface CellDigit {
  cell: number;
  digit: number;
}

/** A deduction without the technique that made it: what a finder works out. */
export interface StepDetail {
  /** Digits this step places (singles). */
  placements: CellDigit[];
  /** Candidates this step removes. */
  eliminations: CellDigit[];
  /** The cells forming the pattern (not the targets), in a stable order. */
  cells: number[];
  /** Units the player should look at. */
  units: UnitRef[];
  /** Digits the pattern is about. */
  digits: number[];
  /** Chains: the nodes in order; consecutive nodes are linked (strong/weak alternate for X-chains). */
  chain?: CellDigit[];
  /** Simple colouring: the two colour classes of the cluster. */
  colours?: [number[], number[]];
  /** Forcing chains: what each assumption leads to, single by single. */
  branches?: ForcingBranch[];
  /** Alternating inference chains: the nodes in order; strong[i] is the link from node i to i + 1. */
  inference?: { nodes: ChainNode[]; strong: boolean[] };
  /** ALS-XZ: the cells of the two almost locked sets (`digits` starts with the restricted common). */
  sets?: number[][];
  /** Finned and sashimi fish: the fin cells (also listed in `cells`), all in one box. */
  fins?: number[];
}

/** A node of an inference chain: one candidate, or a digit's cells where a box meets a line. */
export interface ChainNode {
  cells: number[];
  digit: number;
}

/** One link of a forcing chain: a digit it places, or a digit it removes, and why. */
export type ForcingLink =
  /** The assumption the branch starts from. */
  | { cell: number; digit: number; reason: "assumed" }
  /** The cell has no other candidate left. */
  | { cell: number; digit: number; reason: "cell" }
  /** The digit has no other place left in `unit`. */
  | { cell: number; digit: number; reason: "unit"; unit: UnitRef }
  /**
   * Locked candidates: in `source` the digit fits only where it meets `other`, so it leaves `cells`
   * (the rest of `other`). Pointing when `source` is a box, claiming when it is a row or column.
   */
  | { digit: number; reason: "locked"; source: UnitRef; other: UnitRef; cells: number[] };

/** One branch of a forcing chain: an assumption, the singles it forces, and where they end. */
export interface ForcingBranch {
  assume: CellDigit;
  /** The placements the branch needs, in order, starting with the assumption. */
  links: ForcingLink[];
  end:
    | { kind: "empty-cell"; cell: number }
    | { kind: "no-place"; unit: UnitRef; digit: number }
    | { kind: "places"; cell: number; digit: number }
    | { kind: "removes"; cell: number; digit: number };
}

/** One deduction a player could make, returned as data for the rater, hints and academy examples. */
export interface Step extends StepDetail {
  technique: TechniqueId;
}

/** A board position: values (givens and entries, 0 = empty) and candidate masks per cell. */
export interface Position {
  values: Uint8Array;
  cands: Uint16Array;
}

/**
 * Builds a position. Without `candidates` the full candidates ("magic notes") are used. Supplied
 * notes are intersected with them, because a note contradicting a filled peer can never be part of
 * a valid deduction and would only make finders report nonsense.
 */
export function createPosition(grid: string | ArrayLike<number>, candidates?: ArrayLike<number>): Position {
  const values = typeof grid === "string" ? parseGrid(grid) : Uint8Array.from(grid);
  const cands = computeCandidates(values);
  if (candidates) for (let c = 0; c < 81; c++) cands[c] = cands[c]! & candidates[c]!;
  return { values, cands };
}

export function clonePosition(pos: Position): Position {
  return { values: pos.values.slice(), cands: pos.cands.slice() };
}

export function placeDigit(pos: Position, cell: number, digit: number): void {
  pos.values[cell] = digit;
  pos.cands[cell] = 0;
  const clear = ~(1 << (digit - 1));
  const peers = PEERS[cell]!;
  for (let i = 0; i < 20; i++) pos.cands[peers[i]!]! &= clear;
}

export function applyStep(pos: Position, step: StepDetail): void {
  for (const p of step.placements) placeDigit(pos, p.cell, p.digit);
  for (const e of step.eliminations) pos.cands[e.cell]! &= ~(1 << (e.digit - 1));
}

export function isSolved(pos: Position): boolean {
  for (let c = 0; c < 81; c++) if (!pos.values[c]) return false;
  return true;
}

/** True when some empty cell has no candidate left (the position cannot be completed). */
export function hasDeadCell(pos: Position): boolean {
  for (let c = 0; c < 81; c++) if (!pos.values[c] && !pos.cands[c]) return true;
  return false;
}
