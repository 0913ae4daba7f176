// ALS-XZ. An almost locked set (ALS) is n cells of one unit holding n + 1 candidates together: if
// one of its digits is taken away, the rest are locked in it. Two ALSs A and B share a digit x
// whose cells in A all see its cells in B (a restricted common: x cannot be in both), so x is
// missing from at least one of them and that one is locked. For any other shared digit z, one of
// A and B then holds z: every cell outside both that sees all z-cells of A and B loses z.

import { MASK_DIGITS, POPCOUNT, SEES, UNITS, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { combinations } from "./patterns.ts";
import type { CellDigit, Position } from "./position.ts";

/** Largest ALS (in cells) the finder builds; larger sets make hints nobody can follow. */
const MAX_ALS_CELLS = 4;

interface Als {
  unit: number;
  cells: number[];
  mask: number;
}

function almostLockedSets(pos: Position): Als[] {
  const out: Als[] = [];
  const seen = new Set<string>();
  for (let u = 0; u < 27; u++) {
    const empty = UNITS[u]!.filter((c) => !pos.values[c]);
    for (let size = 1; size <= Math.min(MAX_ALS_CELLS, empty.length - 1); size++) {
      combinations(empty, size, (cells) => {
        let mask = 0;
        for (const c of cells) mask |= pos.cands[c]!;
        if (POPCOUNT[mask] !== size + 1) return false;
        const k = cells.join(",");
        if (seen.has(k)) return false;
        seen.add(k);
        out.push({ unit: u, cells: cells.slice(), mask });
        return false;
      });
    }
  }
  return out;
}

/** The cells of `set` holding digit `d`. */
function withDigit(pos: Position, set: Als, d: number): number[] {
  const bit = 1 << (d - 1);
  return set.cells.filter((c) => pos.cands[c]! & bit);
}

function findAlsXz(pos: Position): Finding | null {
  const sets = almostLockedSets(pos);
  let best: Finding | null = null;
  let bestSize = Infinity;
  for (let i = 0; i < sets.length; i++) {
    const a = sets[i]!;
    for (let j = i + 1; j < sets.length; j++) {
      const b = sets[j]!;
      const size = a.cells.length + b.cells.length;
      if (size >= bestSize) continue;
      const common = a.mask & b.mask;
      if (POPCOUNT[common]! < 2 || a.cells.some((c) => b.cells.includes(c))) continue;
      for (const x of MASK_DIGITS[common]!) {
        const ax = withDigit(pos, a, x);
        const bx = withDigit(pos, b, x);
        if (!ax.every((p) => bx.every((q) => SEES[p * 81 + q]))) continue;
        const elims: CellDigit[] = [];
        const zs: number[] = [];
        for (const z of MASK_DIGITS[common]!) {
          if (z === x) continue;
          const zCells = [...withDigit(pos, a, z), ...withDigit(pos, b, z)];
          const bit = 1 << (z - 1);
          let any = false;
          for (let c = 0; c < 81; c++) {
            if (!(pos.cands[c]! & bit) || a.cells.includes(c) || b.cells.includes(c)) continue;
            if (zCells.every((p) => SEES[c * 81 + p])) {
              elims.push({ cell: c, digit: z });
              any = true;
            }
          }
          if (any) zs.push(z);
        }
        if (!elims.length) continue;
        bestSize = size;
        best = {
          eliminations: elims.sort((p, q) => p.cell - q.cell || p.digit - q.digit),
          cells: [...a.cells, ...b.cells].sort((p, q) => p - q),
          units: [unitRef(a.unit), unitRef(b.unit)],
          digits: [x, ...zs],
          sets: [a.cells.slice(), b.cells.slice()],
        };
        break;
      }
    }
  }
  return best;
}

export const ALS_XZ = {
  id: "als-xz",
  name: "ALS-XZ",
  level: 6,
  score: 300,
  numeric: 6.8,
  find: findAlsXz,
} as const satisfies TechniqueEntry;
