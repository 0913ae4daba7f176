// Single-digit patterns built from strong links: skyscraper, two-string kite, simple colouring.

import { CELL_BOX, CELL_COL, CELL_ROW, SEES, unitRef } from "../grid.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { ADJ, DEG, bothWays, strongAdjacency, strongLinks } from "./links.ts";
import { seeAllElims } from "./patterns.ts";
import type { CellDigit, Position } from "./position.ts";

function findSkyscraper(pos: Position, up: Uint16Array): Finding | null {
  for (let d = 1; d <= 9; d++) {
    for (const [from, to] of [
      [0, 9],
      [9, 18],
    ] as const) {
      const links = strongLinks(up, d, from, to);
      const cross = from === 0 ? CELL_COL : CELL_ROW;
      for (let i = 0; i < links.length; i++) {
        for (let j = i + 1; j < links.length; j++) {
          const p = links[i]!;
          const q = links[j]!;
          // Find the end of each link on a shared cross line (the base); the other ends are the tops.
          for (const [pBase, pTop] of bothWays(p)) {
            for (const [qBase, qTop] of bothWays(q)) {
              if (cross[pBase] !== cross[qBase] || cross[pTop] === cross[qTop]) continue;
              const elims = seeAllElims(pos, d, [pTop, qTop], [pTop, qTop, pBase, qBase]);
              if (!elims.length) continue;
              return {
                eliminations: elims,
                cells: [pBase, pTop, qBase, qTop],
                units: [unitRef(p.unit), unitRef(q.unit)],
                digits: [d],
              };
            }
          }
        }
      }
    }
  }
  return null;
}

function findTwoStringKite(pos: Position, up: Uint16Array): Finding | null {
  for (let d = 1; d <= 9; d++) {
    const rows = strongLinks(up, d, 0, 9);
    const cols = strongLinks(up, d, 9, 18);
    for (const r of rows) {
      if (CELL_BOX[r.a] === CELL_BOX[r.b]) continue;
      for (const c of cols) {
        if (CELL_BOX[c.a] === CELL_BOX[c.b]) continue;
        for (const [rIn, rOut] of bothWays(r)) {
          for (const [cIn, cOut] of bothWays(c)) {
            if (rIn === cIn || CELL_BOX[rIn] !== CELL_BOX[cIn]) continue;
            if (rOut === cOut || rOut === cIn || cOut === rIn) continue;
            const elims = seeAllElims(pos, d, [rOut, cOut], [rIn, rOut, cIn, cOut]);
            if (!elims.length) continue;
            return {
              eliminations: elims,
              cells: [rOut, rIn, cIn, cOut],
              units: [unitRef(r.unit), unitRef(c.unit), unitRef(18 + CELL_BOX[rIn]!)],
              digits: [d],
            };
          }
        }
      }
    }
  }
  return null;
}

const COLOUR = new Int8Array(81);

function findSimpleColouring(pos: Position, up: Uint16Array): Finding | null {
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    strongAdjacency(up, d);
    const colour = COLOUR;
    colour.fill(-1);
    for (let start = 0; start < 81; start++) {
      if (colour[start] !== -1 || DEG[start] === 0) continue;
      const groups: [number[], number[]] = [[], []];
      const queue = [start];
      colour[start] = 0;
      for (let qi = 0; qi < queue.length; qi++) {
        const c = queue[qi]!;
        groups[colour[c]!]!.push(c);
        for (let k = 0; k < DEG[c]!; k++) {
          const n = ADJ[c * 3 + k]!;
          if (colour[n] === -1) {
            colour[n] = 1 - colour[c]!;
            queue.push(n);
          }
        }
      }
      if (queue.length < 3) continue;
      groups[0].sort((a, b) => a - b);
      groups[1].sort((a, b) => a - b);
      const cells = [...groups[0], ...groups[1]].sort((a, b) => a - b);
      // Colour wrap: two cells of one colour see each other, so that whole colour is false.
      for (let k = 0; k < 2; k++) {
        const g = groups[k]!;
        let clash = false;
        for (let i = 0; i < g.length && !clash; i++) for (let j = i + 1; j < g.length; j++) if (SEES[g[i]! * 81 + g[j]!]) clash = true;
        if (clash) {
          return {
            eliminations: g.map((cell) => ({ cell, digit: d })),
            cells,
            digits: [d],
            colours: groups,
          };
        }
      }
      // Colour trap: a cell seeing both colours cannot hold the digit.
      const elims: CellDigit[] = [];
      for (let c = 0; c < 81; c++) {
        if (!(pos.cands[c]! & bit) || colour[c] !== -1) continue;
        const seesA = groups[0].some((x) => SEES[c * 81 + x]);
        const seesB = seesA && groups[1].some((x) => SEES[c * 81 + x]);
        if (seesB) elims.push({ cell: c, digit: d });
      }
      if (elims.length) return { eliminations: elims, cells, digits: [d], colours: groups };
    }
  }
  return null;
}

export const SKYSCRAPER = {
  id: "skyscraper",
  name: "Skyscraper",
  level: 4,
  score: 130,
  numeric: 4.0,
  find: (pos, up) => findSkyscraper(pos, up()),
} as const satisfies TechniqueEntry;

export const TWO_STRING_KITE = {
  id: "two-string-kite",
  name: "Two-String Kite",
  level: 4,
  score: 150,
  numeric: 4.1,
  find: (pos, up) => findTwoStringKite(pos, up()),
} as const satisfies TechniqueEntry;

export const SIMPLE_COLOURING = {
  id: "simple-colouring",
  name: "Simple Colouring",
  level: 5,
  score: 150,
  numeric: 4.5,
  find: (pos, up) => findSimpleColouring(pos, up()),
} as const satisfies TechniqueEntry;
