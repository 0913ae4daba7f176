// Single-digit patterns built from strong links: skyscraper, two-string kite, simple colouring.

import { CELL_BOX, CELL_COL, CELL_ROW, unitRef } from "../grid.ts";
import { addCell, cellsIn, digitCells, isEmpty, lowestCell, newCellSet, pairSet, peersOfAll, seeBothElims, seesAny } from "./cell-sets.ts";
import type { CellSet } from "./cell-sets.ts";
import type { Finding, TechniqueEntry } from "./entry.ts";
import { ADJ, DEG, LINKED, fillLinks, newLinkList, strongAdjacency } from "./links.ts";
import type { Position } from "./position.ts";

const ROWS = newLinkList();
const COLS = newLinkList();

function findSkyscraper(pos: Position, up: Uint16Array): Finding | null {
  for (let d = 1; d <= 9; d++) {
    // Rows, then columns: the links, and the lines crossing them that hold the bases.
    for (let pass = 0; pass < 2; pass++) {
      const links = pass === 0 ? fillLinks(ROWS, up, d, 0, 9) : fillLinks(COLS, up, d, 9, 18);
      const cross = pass === 0 ? CELL_COL : CELL_ROW;
      for (let i = 0; i < links.n; i++) {
        for (let j = i + 1; j < links.n; j++) {
          // Find the end of each link on a shared cross line (the base); the other ends are the tops.
          // Each link is read both ways (a as base, then b), as bothWays() does.
          for (let pe = 0; pe < 2; pe++) {
            const pBase = pe === 0 ? links.a[i]! : links.b[i]!;
            const pTop = pe === 0 ? links.b[i]! : links.a[i]!;
            for (let qe = 0; qe < 2; qe++) {
              const qBase = qe === 0 ? links.a[j]! : links.b[j]!;
              const qTop = qe === 0 ? links.b[j]! : links.a[j]!;
              if (cross[pBase] !== cross[qBase] || cross[pTop] === cross[qTop]) continue;
              const elims = seeBothElims(pos, d, pTop, qTop, pairSet(pBase, qBase));
              if (!elims) continue;
              return {
                eliminations: elims,
                cells: [pBase, pTop, qBase, qTop],
                units: [unitRef(links.unit[i]!), unitRef(links.unit[j]!)],
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
    const rows = fillLinks(ROWS, up, d, 0, 9);
    const cols = fillLinks(COLS, up, d, 9, 18);
    for (let i = 0; i < rows.n; i++) {
      if (CELL_BOX[rows.a[i]!] === CELL_BOX[rows.b[i]!]) continue;
      for (let j = 0; j < cols.n; j++) {
        if (CELL_BOX[cols.a[j]!] === CELL_BOX[cols.b[j]!]) continue;
        for (let re = 0; re < 2; re++) {
          const rIn = re === 0 ? rows.a[i]! : rows.b[i]!;
          const rOut = re === 0 ? rows.b[i]! : rows.a[i]!;
          for (let ce = 0; ce < 2; ce++) {
            const cIn = ce === 0 ? cols.a[j]! : cols.b[j]!;
            const cOut = ce === 0 ? cols.b[j]! : cols.a[j]!;
            if (rIn === cIn || CELL_BOX[rIn] !== CELL_BOX[cIn]) continue;
            if (rOut === cOut || rOut === cIn || cOut === rIn) continue;
            const elims = seeBothElims(pos, d, rOut, cOut, pairSet(rIn, cIn));
            if (!elims) continue;
            return {
              eliminations: elims,
              cells: [rOut, rIn, cIn, cOut],
              units: [unitRef(rows.unit[i]!), unitRef(cols.unit[j]!), unitRef(18 + CELL_BOX[rIn]!)],
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
const QUEUE = new Uint8Array(81);
const GROUPS = [newCellSet(), newCellSet()] as const;
// Scratch sets of simple colouring: the cells coloured so far, the digit's cells, the peers of
// each colour, the cells trapped between them, the current cluster.
const COLOURED = newCellSet();
const CANDIDATES = newCellSet();
const SEE_0 = newCellSet();
const SEE_1 = newCellSet();
const TRAPPED = newCellSet();
const CLUSTER = newCellSet();

/** Whether two cells of `group` see each other. */
function clashes(group: CellSet): boolean {
  for (let w = 0; w < 3; w++) {
    for (let m = group[w]!; m; m &= m - 1) if (seesAny(lowestCell(w, m), group)) return true;
  }
  return false;
}

function findSimpleColouring(pos: Position, up: Uint16Array): Finding | null {
  for (let d = 1; d <= 9; d++) {
    strongAdjacency(up, d);
    const colour = COLOUR;
    colour.fill(-1);
    COLOURED.fill(0);
    let candidatesReady = false;
    // Every cluster once, from its first cell (the cells with a strong link, ascending).
    for (let w = 0; w < 3; w++) {
      for (let m = LINKED[w]!; m; m &= m - 1) {
        const start = lowestCell(w, m);
        if (colour[start] !== -1) continue;
        if (colourCluster(start) < 3) continue;
        // Colour wrap: two cells of one colour see each other, so that whole colour is false.
        for (let k = 0; k < 2; k++) {
          if (!clashes(GROUPS[k]!)) continue;
          const groups = colourLists();
          return {
            eliminations: groups[k]!.map((cell) => ({ cell, digit: d })),
            cells: clusterCells(),
            digits: [d],
            colours: groups,
          };
        }
        // Colour trap: a cell seeing both colours cannot hold the digit (cells coloured so far, in
        // this cluster or an earlier one, are left alone).
        if (!candidatesReady) {
          digitCells(up, d, CANDIDATES);
          candidatesReady = true;
        }
        peersOfAll(GROUPS[0], SEE_0);
        peersOfAll(GROUPS[1], SEE_1);
        for (let tw = 0; tw < 3; tw++) TRAPPED[tw] = SEE_0[tw]! & SEE_1[tw]! & CANDIDATES[tw]! & ~COLOURED[tw]!;
        if (isEmpty(TRAPPED)) continue;
        const elims = cellsIn(TRAPPED).map((cell) => ({ cell, digit: d }));
        return { eliminations: elims, cells: clusterCells(), digits: [d], colours: colourLists() };
      }
    }
  }
  return null;
}

/**
 * Colours the cluster of `start` (strong links in ADJ/DEG) in COLOUR, alternating 0 and 1, and puts
 * its colours in GROUPS (kept as sets, so nothing is allocated for the many clusters that give
 * nothing; the lists are built from them, ascending, only for a finding) and its cells in COLOURED.
 * Returns the cluster's size.
 */
function colourCluster(start: number): number {
  const colour = COLOUR;
  const queue = QUEUE;
  GROUPS[0].fill(0);
  GROUPS[1].fill(0);
  let qn = 0;
  queue[qn++] = start;
  colour[start] = 0;
  for (let qi = 0; qi < qn; qi++) {
    const c = queue[qi]!;
    addCell(GROUPS[colour[c]!]!, c);
    addCell(COLOURED, c);
    for (let k = 0; k < DEG[c]!; k++) {
      const n = ADJ[c * 3 + k]!;
      if (colour[n] === -1) {
        colour[n] = 1 - colour[c]!;
        queue[qn++] = n;
      }
    }
  }
  return qn;
}

/** The current cluster's two colours, each ascending. */
function colourLists(): [number[], number[]] {
  return [cellsIn(GROUPS[0]), cellsIn(GROUPS[1])];
}

/** All cells of the current cluster, ascending. */
function clusterCells(): number[] {
  for (let w = 0; w < 3; w++) CLUSTER[w] = GROUPS[0][w]! | GROUPS[1][w]!;
  return cellsIn(CLUSTER);
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
