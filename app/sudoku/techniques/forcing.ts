// Forcing chains, the last resort: assume a digit and follow the singles it forces (propagation.ts).
// - Contradiction: one assumption ends in a cell without candidates or a digit without a place in
//   a unit, so the assumed candidate is false.
// - Cell forcing chain: every candidate of one cell leads to the same placement or elimination.
// - Unit forcing chain: every place of a digit in one unit leads to the same placement or elimination.
// The three are one search: the step is the shortest explanation of all three kinds (total links
// over all branches; a tie goes to the kind listed first), and each registry entry reports it when
// it is of its kind. So the finder never shows a long contradiction where a short cell forcing
// chain would do. Every branch is the chain of singles (and locked candidates) from its assumption
// to its end, so the hint panel can replay it step by step.

import { MASK_DIGITS, POPCOUNT, UNITS, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import type { ForcingBranch, ForcingLink, Position } from "./position.ts";
import { chainTo, propagate, type Derived, type Run } from "./propagation.ts";

// The runs of one position, by cell * 9 + digit - 1, made on demand and shared by the three
// finders of one search (they run on the same position one after another).
let cachedValues: Uint8Array | null = null;
let cachedCands: Uint16Array | null = null;
let cachedRuns: (Run | undefined)[] = [];

function sameContent(pos: Position): boolean {
  if (!cachedValues || !cachedCands) return false;
  for (let c = 0; c < 81; c++) if (pos.values[c] !== cachedValues[c] || pos.cands[c] !== cachedCands[c]) return false;
  return true;
}

let cachedBest: { kind: ForcingKind; finding: Finding } | null | undefined;

type ForcingKind = "contradiction" | "cell" | "unit";

function remember(pos: Position): void {
  if (sameContent(pos)) return;
  cachedValues = pos.values.slice();
  cachedCands = pos.cands.slice();
  cachedRuns = [];
  cachedBest = undefined;
}

function runOf(pos: Position, cell: number, digit: number): Run {
  remember(pos);
  const key = cell * 9 + digit - 1;
  return (cachedRuns[key] ??= propagate(pos, cell, digit));
}

function toLinks(chain: readonly Derived[]): ForcingLink[] {
  return chain.map((p): ForcingLink => {
    if (p.kind === "remove")
      return { digit: p.digit, reason: "locked", source: unitRef(p.source), other: unitRef(p.other), cells: p.cells };
    if (p.reason.kind === "unit") return { cell: p.cell, digit: p.digit, reason: "unit", unit: unitRef(p.reason.unit) };
    return { cell: p.cell, digit: p.digit, reason: p.reason.kind };
  });
}

/** Total links over all branches: the length of the explanation. */
function explanationLength(f: Finding): number {
  return f.branches!.reduce((n, b) => n + b.links.length, 0);
}

/** The shortest forcing chain of any kind in `pos`, worked out once per position. */
function bestForcing(pos: Position): { kind: ForcingKind; finding: Finding } | null {
  remember(pos);
  if (cachedBest !== undefined) return cachedBest;
  let best: { kind: ForcingKind; finding: Finding } | null = null;
  for (const [kind, find] of [
    ["contradiction", findContradiction],
    ["cell", findCellForcing],
    ["unit", findUnitForcing],
  ] as const) {
    const finding = find(pos);
    if (finding && (!best || explanationLength(finding) < explanationLength(best.finding))) best = { kind, finding };
  }
  cachedBest = best;
  return best;
}

function forcingOfKind(kind: ForcingKind): (pos: Position) => Finding | null {
  return (pos) => {
    const best = bestForcing(pos);
    return best?.kind === kind ? best.finding : null;
  };
}

function findContradiction(pos: Position): Finding | null {
  let best: Finding | null = null;
  let bestLen = Infinity;
  for (let c = 0; c < 81; c++) {
    if (pos.values[c]) continue;
    for (const d of MASK_DIGITS[pos.cands[c]!]!) {
      const run = runOf(pos, c, d);
      const end = run.contradiction;
      if (!end) continue;
      const chain = chainTo(run, end.from);
      if (chain.length >= bestLen) continue;
      bestLen = chain.length;
      const branch: ForcingBranch = {
        assume: { cell: c, digit: d },
        links: toLinks(chain),
        end: end.kind === "cell" ? { kind: "empty-cell", cell: end.cell } : { kind: "no-place", unit: unitRef(end.unit), digit: end.digit },
      };
      best = { eliminations: [{ cell: c, digit: d }], cells: [c], digits: [d], branches: [branch] };
    }
  }
  return best;
}

/** A conclusion every run shares, and the chains that lead to it. */
interface Agreement {
  kind: "place" | "remove";
  cell: number;
  digit: number;
  chains: Derived[][];
  length: number;
}

/**
 * The shortest conclusion shared by all `runs` that `pos` does not already show: a placement, or
 * else an elimination. Runs that contradict are left to the contradiction finder (it comes first).
 */
function agreement(pos: Position, runs: readonly Run[]): Agreement | null {
  if (runs.some((r) => r.contradiction)) return null;
  let best: Agreement | null = null;
  const consider = (kind: Agreement["kind"], cell: number, digit: number, roots: (r: Run) => number[]) => {
    const chains = runs.map((r) => chainTo(r, roots(r)));
    const length = chains.reduce((n, ch) => n + ch.length, 0);
    const better = !best || (kind === "place" && best.kind === "remove") || (kind === best.kind && length < best.length);
    if (better) best = { kind, cell, digit, chains, length };
  };
  for (let c = 0; c < 81; c++) {
    if (pos.values[c]) continue;
    const d = runs[0]!.values[c]!;
    if (d && runs.every((r) => r.values[c] === d)) {
      consider("place", c, d, (r) => [r.placed.findIndex((p) => p.kind === "place" && p.cell === c)]);
      continue;
    }
    for (const digit of MASK_DIGITS[pos.cands[c]!]!) {
      const key = c * 9 + digit - 1;
      if (runs.every((r) => r.removedBy[key]! >= 0)) consider("remove", c, digit, (r) => [r.removedBy[key]!]);
    }
  }
  return best;
}

function agreementFinding(found: Agreement, assumptions: { cell: number; digit: number }[]): Finding {
  const branches: ForcingBranch[] = assumptions.map((assume, i) => ({
    assume,
    links: toLinks(found.chains[i]!),
    end: { kind: found.kind === "place" ? "places" : "removes", cell: found.cell, digit: found.digit },
  }));
  const conclusion = { cell: found.cell, digit: found.digit };
  return {
    ...(found.kind === "place" ? { placements: [conclusion] } : { eliminations: [conclusion] }),
    cells: [...new Set(assumptions.map((a) => a.cell))],
    digits: [...new Set(assumptions.map((a) => a.digit))],
    branches,
  };
}

function findCellForcing(pos: Position): Finding | null {
  let best: { found: Agreement; assumptions: { cell: number; digit: number }[] } | null = null;
  for (let c = 0; c < 81; c++) {
    if (pos.values[c] || POPCOUNT[pos.cands[c]!]! < 2) continue;
    const assumptions = MASK_DIGITS[pos.cands[c]!]!.map((digit) => ({ cell: c, digit }));
    const found = agreement(
      pos,
      assumptions.map((a) => runOf(pos, a.cell, a.digit)),
    );
    if (found && (!best || better(found, best.found))) best = { found, assumptions };
  }
  return best ? agreementFinding(best.found, best.assumptions) : null;
}

function findUnitForcing(pos: Position): Finding | null {
  let best: { found: Agreement; assumptions: { cell: number; digit: number }[]; unit: number } | null = null;
  for (let u = 0; u < 27; u++) {
    for (let digit = 1; digit <= 9; digit++) {
      const bit = 1 << (digit - 1);
      const cells = UNITS[u]!.filter((c) => pos.cands[c]! & bit);
      if (cells.length < 2) continue;
      const assumptions = cells.map((cell) => ({ cell, digit }));
      const found = agreement(
        pos,
        assumptions.map((a) => runOf(pos, a.cell, a.digit)),
      );
      if (found && (!best || better(found, best.found))) best = { found, assumptions, unit: u };
    }
  }
  if (!best) return null;
  return { ...agreementFinding(best.found, best.assumptions), units: [unitRef(best.unit)] };
}

function better(a: Agreement, b: Agreement): boolean {
  if (a.kind !== b.kind) return a.kind === "place";
  return a.length < b.length;
}

export const CONTRADICTION_CHAIN = {
  id: "contradiction-chain",
  name: "Forcing Chain (Contradiction)",
  level: 6,
  score: 500,
  numeric: 8.5,
  find: forcingOfKind("contradiction"),
} as const satisfies TechniqueEntry;

export const CELL_FORCING_CHAIN = {
  id: "cell-forcing-chain",
  name: "Cell Forcing Chain",
  level: 6,
  score: 550,
  numeric: 8.7,
  find: forcingOfKind("cell"),
} as const satisfies TechniqueEntry;

export const UNIT_FORCING_CHAIN = {
  id: "unit-forcing-chain",
  name: "Unit Forcing Chain",
  level: 6,
  score: 600,
  numeric: 8.9,
  find: forcingOfKind("unit"),
} as const satisfies TechniqueEntry;
