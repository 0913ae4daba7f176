// Wings: XY-wing, XYZ-wing, W-wing.

import { MASK_DIGITS, POPCOUNT, SEES, SINGLE_DIGIT, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { bothWays, strongLinks } from "./links.ts";
import type { StrongLink } from "./links.ts";
import { bivalueCells, seeAllElims } from "./patterns.ts";
import type { Position } from "./position.ts";

function findXYWing(pos: Position): Finding | null {
  const bv = bivalueCells(pos);
  for (const p of bv) {
    const pm = pos.cands[p]!;
    const wings = bv.filter((c) => c !== p && SEES[p * 81 + c] && POPCOUNT[pos.cands[c]! & pm] === 1);
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const a = wings[i]!;
        const b = wings[j]!;
        const am = pos.cands[a]!;
        const bm = pos.cands[b]!;
        const shared = am & pm;
        if ((bm & pm) === shared) continue; // both pincers must use different pivot digits
        const z = am & ~pm;
        if (z !== (bm & ~pm)) continue;
        const zd = SINGLE_DIGIT[z]!;
        const elims = seeAllElims(pos, zd, [a, b], [p, a, b]);
        if (!elims.length) continue;
        return { eliminations: elims, cells: [p, a, b], digits: [...MASK_DIGITS[pm]!, zd], units: [] };
      }
    }
  }
  return null;
}

function findXYZWing(pos: Position): Finding | null {
  const bv = bivalueCells(pos);
  for (let p = 0; p < 81; p++) {
    const pm = pos.cands[p]!;
    if (pos.values[p] || POPCOUNT[pm] !== 3) continue;
    const wings = bv.filter((c) => SEES[p * 81 + c] && (pos.cands[c]! & ~pm) === 0);
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const a = wings[i]!;
        const b = wings[j]!;
        const am = pos.cands[a]!;
        const bm = pos.cands[b]!;
        if ((am | bm) !== pm) continue;
        const zd = SINGLE_DIGIT[am & bm]!;
        if (!zd) continue;
        const elims = seeAllElims(pos, zd, [p, a, b], [p, a, b]);
        if (!elims.length) continue;
        return { eliminations: elims, cells: [p, a, b], digits: MASK_DIGITS[pm]!.slice(), units: [] };
      }
    }
  }
  return null;
}

function findWWing(pos: Position, up: Uint16Array): Finding | null {
  const bv = bivalueCells(pos);
  const linksByDigit: StrongLink[][] = [[]];
  for (let d = 1; d <= 9; d++) linksByDigit.push(strongLinks(up, d, 0, 27));
  for (let i = 0; i < bv.length; i++) {
    for (let j = i + 1; j < bv.length; j++) {
      const a = bv[i]!;
      const b = bv[j]!;
      const m = pos.cands[a]!;
      if (pos.cands[b] !== m || SEES[a * 81 + b]) continue;
      const [d1, d2] = MASK_DIGITS[m]! as [number, number];
      for (const [x, y] of [
        [d1, d2],
        [d2, d1],
      ] as const) {
        for (const link of linksByDigit[x]!) {
          for (const [p, q] of bothWays(link)) {
            if (p === a || p === b || q === a || q === b) continue;
            if (!SEES[p * 81 + a] || !SEES[q * 81 + b]) continue;
            const elims = seeAllElims(pos, y, [a, b], [a, b]);
            if (!elims.length) continue;
            return { eliminations: elims, cells: [a, p, q, b], units: [unitRef(link.unit)], digits: [x, y] };
          }
        }
      }
    }
  }
  return null;
}

export const XY_WING = {
  id: "xy-wing",
  name: "XY-Wing",
  level: 4,
  score: 160,
  numeric: 4.2,
  find: findXYWing,
} as const satisfies TechniqueEntry;

export const W_WING = {
  id: "w-wing",
  name: "W-Wing",
  level: 4,
  score: 150,
  numeric: 4.4,
  find: (pos, up) => findWWing(pos, up()),
} as const satisfies TechniqueEntry;

export const XYZ_WING = {
  id: "xyz-wing",
  name: "XYZ-Wing",
  level: 4,
  score: 180,
  numeric: 4.4,
  find: findXYZWing,
} as const satisfies TechniqueEntry;
