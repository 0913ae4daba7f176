// Human-style step finder. One step = one deduction a player could make, returned as data so the
// same result drives the rater, the three-stage hints and academy examples.
//
// Candidates are plain 9-bit masks per cell. The finders are written for clarity first: the rater
// only reaches the expensive ones (fish, wings, chains) once all cheaper techniques fail.

import {
  ALL_DIGITS,
  CELL_BOX,
  CELL_COL,
  CELL_ROW,
  CELL_UNITS,
  MASK_DIGITS,
  PEERS,
  POPCOUNT,
  SEES,
  SINGLE_DIGIT,
  UNITS,
  computeCandidates,
  parseGrid,
  unitRef,
} from './grid.ts';
import type { UnitRef } from './grid.ts';

export type TechniqueId =
  | 'full-house'
  | 'naked-single'
  | 'hidden-single-box'
  | 'hidden-single-line'
  | 'pointing'
  | 'claiming'
  | 'naked-pair'
  | 'hidden-pair'
  | 'naked-triple'
  | 'hidden-triple'
  | 'x-wing'
  | 'skyscraper'
  | 'two-string-kite'
  | 'swordfish'
  | 'xy-wing'
  | 'w-wing'
  | 'xyz-wing'
  | 'naked-quad'
  | 'hidden-quad'
  | 'jellyfish'
  | 'unique-rectangle-1'
  | 'simple-colouring'
  | 'x-chain'
  | 'xy-chain';

export interface TechniqueInfo {
  id: TechniqueId;
  /** English display name; the app translates by id. */
  name: string;
  /** Star level this technique belongs to (see RATING.md). */
  level: 1 | 2 | 3 | 4 | 5;
  /** Difficulty score per use, HoDoKu-like magnitudes. */
  score: number;
}

/**
 * All techniques in the order the step finder tries them (easiest first). Every technique of a
 * lower star level comes before every technique of a higher one, so the rater never reaches for a
 * harder tool while an easier level's tool would do (e.g. a hidden pair is tried before the
 * complementary naked triple/quad in the same unit).
 */
export const TECHNIQUES: readonly TechniqueInfo[] = [
  { id: 'full-house', name: 'Full House', level: 1, score: 4 },
  { id: 'naked-single', name: 'Naked Single', level: 1, score: 4 },
  { id: 'hidden-single-box', name: 'Hidden Single (Box)', level: 2, score: 12 },
  { id: 'hidden-single-line', name: 'Hidden Single (Row/Column)', level: 2, score: 14 },
  { id: 'pointing', name: 'Locked Candidates (Pointing)', level: 3, score: 50 },
  { id: 'claiming', name: 'Locked Candidates (Claiming)', level: 3, score: 50 },
  { id: 'naked-pair', name: 'Naked Pair', level: 3, score: 60 },
  { id: 'hidden-pair', name: 'Hidden Pair', level: 3, score: 70 },
  { id: 'naked-triple', name: 'Naked Triple', level: 4, score: 80 },
  { id: 'hidden-triple', name: 'Hidden Triple', level: 4, score: 100 },
  { id: 'x-wing', name: 'X-Wing', level: 4, score: 140 },
  { id: 'skyscraper', name: 'Skyscraper', level: 4, score: 130 },
  { id: 'two-string-kite', name: 'Two-String Kite', level: 4, score: 150 },
  { id: 'swordfish', name: 'Swordfish', level: 4, score: 150 },
  { id: 'xy-wing', name: 'XY-Wing', level: 4, score: 160 },
  { id: 'w-wing', name: 'W-Wing', level: 4, score: 150 },
  { id: 'xyz-wing', name: 'XYZ-Wing', level: 4, score: 180 },
  { id: 'naked-quad', name: 'Naked Quad', level: 4, score: 120 },
  { id: 'hidden-quad', name: 'Hidden Quad', level: 4, score: 150 },
  { id: 'jellyfish', name: 'Jellyfish', level: 4, score: 160 },
  { id: 'unique-rectangle-1', name: 'Unique Rectangle Type 1', level: 5, score: 100 },
  { id: 'simple-colouring', name: 'Simple Colouring', level: 5, score: 150 },
  { id: 'x-chain', name: 'X-Chain', level: 5, score: 260 },
  { id: 'xy-chain', name: 'XY-Chain', level: 5, score: 260 },
];

export const TECHNIQUE_BY_ID: Readonly<Record<TechniqueId, TechniqueInfo>> = Object.fromEntries(
  TECHNIQUES.map((t) => [t.id, t]),
) as Record<TechniqueId, TechniqueInfo>;

export interface CellDigit {
  cell: number;
  digit: number;
}

export interface Step {
  technique: TechniqueId;
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
  const values = typeof grid === 'string' ? parseGrid(grid) : Uint8Array.from(grid as ArrayLike<number>);
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
  for (let i = 0; i < 20; i++) pos.cands[peers[i]!] &= clear;
}

export function applyStep(pos: Position, step: Step): void {
  for (const p of step.placements) placeDigit(pos, p.cell, p.digit);
  for (const e of step.eliminations) pos.cands[e.cell] &= ~(1 << (e.digit - 1));
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

// ---------------------------------------------------------------------------------------------
// Shared helpers

function step(technique: TechniqueId, fields: Partial<Step>): Step {
  return {
    technique,
    placements: fields.placements ?? [],
    eliminations: fields.eliminations ?? [],
    cells: fields.cells ?? [],
    units: fields.units ?? [],
    digits: fields.digits ?? [],
    ...(fields.chain ? { chain: fields.chain } : {}),
    ...(fields.colours ? { colours: fields.colours } : {}),
  };
}

/** unitPos[u * 9 + d - 1]: 9-bit mask of indices k with UNITS[u][k] having candidate d. */
function unitPositions(pos: Position, out = new Uint16Array(27 * 9)): Uint16Array {
  out.fill(0);
  const cands = pos.cands;
  for (let u = 0; u < 27; u++) {
    const cells = UNITS[u]!;
    for (let k = 0; k < 9; k++) {
      let m = cands[cells[k]!]!;
      while (m) {
        const bit = m & -m;
        m ^= bit;
        out[u * 9 + 31 - Math.clz32(bit)] |= 1 << k;
      }
    }
  }
  return out;
}

function cellsOf(u: number, mask: number): number[] {
  const cells = UNITS[u]!;
  const out: number[] = [];
  for (let k = 0; k < 9; k++) if (mask & (1 << k)) out.push(cells[k]!);
  return out;
}

/** Eliminations of `digit` from every cell (except `exclude`) that sees all of `pivots`. */
function seeAllElims(pos: Position, digit: number, pivots: readonly number[], exclude: readonly number[]): CellDigit[] {
  const bit = 1 << (digit - 1);
  const out: CellDigit[] = [];
  for (let c = 0; c < 81; c++) {
    if (!(pos.cands[c]! & bit) || exclude.includes(c)) continue;
    let all = true;
    for (const p of pivots) {
      if (!SEES[c * 81 + p]) {
        all = false;
        break;
      }
    }
    if (all) out.push({ cell: c, digit });
  }
  return out;
}

function combinations(items: readonly number[], k: number, visit: (combo: number[]) => boolean): boolean {
  const combo: number[] = [];
  const rec = (start: number): boolean => {
    if (combo.length === k) return visit(combo);
    for (let i = start; i <= items.length - (k - combo.length); i++) {
      combo.push(items[i]!);
      if (rec(i + 1)) return true;
      combo.pop();
    }
    return false;
  };
  return rec(0);
}

function sortElims(elims: CellDigit[]): CellDigit[] {
  return elims.sort((a, b) => a.cell - b.cell || a.digit - b.digit);
}

// ---------------------------------------------------------------------------------------------
// Singles

function findFullHouse(pos: Position): Step | null {
  for (let u = 0; u < 27; u++) {
    let empty = -1;
    let count = 0;
    let used = 0;
    for (const c of UNITS[u]!) {
      const v = pos.values[c]!;
      if (v) used |= 1 << (v - 1);
      else {
        empty = c;
        count++;
      }
    }
    if (count !== 1) continue;
    const missing = ALL_DIGITS & ~used;
    const d = SINGLE_DIGIT[missing]!;
    if (!d || !(pos.cands[empty]! & missing)) continue;
    return step('full-house', { placements: [{ cell: empty, digit: d }], cells: [empty], units: [unitRef(u)], digits: [d] });
  }
  return null;
}

function findNakedSingle(pos: Position): Step | null {
  for (let c = 0; c < 81; c++) {
    if (pos.values[c]) continue;
    const d = SINGLE_DIGIT[pos.cands[c]!]!;
    if (!d) continue;
    return step('naked-single', {
      placements: [{ cell: c, digit: d }],
      cells: [c],
      units: CELL_UNITS[c]!.map(unitRef),
      digits: [d],
    });
  }
  return null;
}

function hiddenSingleIn(pos: Position, up: Uint16Array, from: number, to: number, id: TechniqueId): Step | null {
  for (let u = from; u < to; u++) {
    for (let d = 1; d <= 9; d++) {
      const m = up[u * 9 + d - 1]!;
      if (POPCOUNT[m] !== 1) continue;
      const cell = UNITS[u]![31 - Math.clz32(m)]!;
      if (POPCOUNT[pos.cands[cell]!] === 1) continue; // a naked single, reported as such
      return step(id, { placements: [{ cell, digit: d }], cells: [cell], units: [unitRef(u)], digits: [d] });
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Intersections

function findPointing(pos: Position, up: Uint16Array): Step | null {
  for (let b = 0; b < 9; b++) {
    const u = 18 + b;
    for (let d = 1; d <= 9; d++) {
      const m = up[u * 9 + d - 1]!;
      if (POPCOUNT[m] < 2) continue;
      const cells = cellsOf(u, m);
      const r = CELL_ROW[cells[0]!]!;
      const c = CELL_COL[cells[0]!]!;
      let line = -1;
      if (cells.every((x) => CELL_ROW[x] === r)) line = r;
      else if (cells.every((x) => CELL_COL[x] === c)) line = 9 + c;
      if (line < 0) continue;
      const bit = 1 << (d - 1);
      const elims: CellDigit[] = [];
      for (const x of UNITS[line]!) if (CELL_BOX[x] !== b && pos.cands[x]! & bit) elims.push({ cell: x, digit: d });
      if (elims.length) return step('pointing', { eliminations: elims, cells, units: [unitRef(u), unitRef(line)], digits: [d] });
    }
  }
  return null;
}

function findClaiming(pos: Position, up: Uint16Array): Step | null {
  for (let u = 0; u < 18; u++) {
    for (let d = 1; d <= 9; d++) {
      const m = up[u * 9 + d - 1]!;
      if (POPCOUNT[m] < 2) continue;
      const cells = cellsOf(u, m);
      const b = CELL_BOX[cells[0]!]!;
      if (!cells.every((x) => CELL_BOX[x] === b)) continue;
      const bit = 1 << (d - 1);
      const line = u < 9 ? CELL_ROW : CELL_COL;
      const lineIndex = u < 9 ? u : u - 9;
      const elims: CellDigit[] = [];
      for (const x of UNITS[18 + b]!) if (line[x] !== lineIndex && pos.cands[x]! & bit) elims.push({ cell: x, digit: d });
      if (elims.length) return step('claiming', { eliminations: elims, cells, units: [unitRef(u), unitRef(18 + b)], digits: [d] });
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Subsets

const NAKED_IDS: Record<number, TechniqueId> = { 2: 'naked-pair', 3: 'naked-triple', 4: 'naked-quad' };
const HIDDEN_IDS: Record<number, TechniqueId> = { 2: 'hidden-pair', 3: 'hidden-triple', 4: 'hidden-quad' };

function findNakedSubset(pos: Position, n: number): Step | null {
  for (let u = 0; u < 27; u++) {
    const unitCells = UNITS[u]!;
    const pool = unitCells.filter((c) => !pos.values[c] && POPCOUNT[pos.cands[c]!]! >= 2 && POPCOUNT[pos.cands[c]!]! <= n);
    if (pool.length < n) continue;
    let found: Step | null = null;
    combinations(pool, n, (combo) => {
      let union = 0;
      for (const c of combo) union |= pos.cands[c]!;
      if (POPCOUNT[union] !== n) return false;
      const elims: CellDigit[] = [];
      for (const x of unitCells) {
        if (combo.includes(x)) continue;
        const hit = pos.cands[x]! & union;
        for (const d of MASK_DIGITS[hit]!) elims.push({ cell: x, digit: d });
      }
      if (!elims.length) return false;
      found = step(NAKED_IDS[n]!, { eliminations: elims, cells: combo.slice(), units: [unitRef(u)], digits: MASK_DIGITS[union]!.slice() });
      return true;
    });
    if (found) return found;
  }
  return null;
}

function findHiddenSubset(pos: Position, up: Uint16Array, n: number): Step | null {
  for (let u = 0; u < 27; u++) {
    const digits: number[] = [];
    for (let d = 1; d <= 9; d++) {
      const cnt = POPCOUNT[up[u * 9 + d - 1]!]!;
      if (cnt >= 2 && cnt <= n) digits.push(d);
    }
    if (digits.length < n) continue;
    let found: Step | null = null;
    combinations(digits, n, (combo) => {
      let where = 0;
      let digitMask = 0;
      for (const d of combo) {
        where |= up[u * 9 + d - 1]!;
        digitMask |= 1 << (d - 1);
      }
      if (POPCOUNT[where] !== n) return false;
      const cells = cellsOf(u, where);
      const elims: CellDigit[] = [];
      for (const c of cells) for (const d of MASK_DIGITS[pos.cands[c]! & ~digitMask]!) elims.push({ cell: c, digit: d });
      if (!elims.length) return false;
      found = step(HIDDEN_IDS[n]!, { eliminations: elims, cells, units: [unitRef(u)], digits: combo.slice() });
      return true;
    });
    if (found) return found;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Basic fish

const FISH_IDS: Record<number, TechniqueId> = { 2: 'x-wing', 3: 'swordfish', 4: 'jellyfish' };

function findFish(pos: Position, up: Uint16Array, n: number): Step | null {
  for (let d = 1; d <= 9; d++) {
    for (const baseIsRow of [true, false]) {
      const baseOffset = baseIsRow ? 0 : 9;
      const coverOffset = baseIsRow ? 9 : 0;
      const lines: number[] = [];
      for (let i = 0; i < 9; i++) {
        const cnt = POPCOUNT[up[(baseOffset + i) * 9 + d - 1]!]!;
        if (cnt >= 2 && cnt <= n) lines.push(i);
      }
      if (lines.length < n) continue;
      let found: Step | null = null;
      combinations(lines, n, (combo) => {
        let cover = 0;
        for (const i of combo) cover |= up[(baseOffset + i) * 9 + d - 1]!;
        if (POPCOUNT[cover] !== n) return false;
        const bit = 1 << (d - 1);
        const elims: CellDigit[] = [];
        const coverLines = MASK_DIGITS[cover]!.map((x) => x - 1);
        for (const j of coverLines) {
          const cells = UNITS[coverOffset + j]!;
          for (let k = 0; k < 9; k++) if (!combo.includes(k) && pos.cands[cells[k]!]! & bit) elims.push({ cell: cells[k]!, digit: d });
        }
        if (!elims.length) return false;
        const cells: number[] = [];
        for (const i of combo) cells.push(...cellsOf(baseOffset + i, up[(baseOffset + i) * 9 + d - 1]!));
        cells.sort((a, b) => a - b);
        found = step(FISH_IDS[n]!, {
          eliminations: sortElims(elims),
          cells,
          units: [...combo.map((i) => unitRef(baseOffset + i)), ...coverLines.map((j) => unitRef(coverOffset + j))],
          digits: [d],
        });
        return true;
      });
      if (found) return found;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Single-digit patterns

interface StrongLink {
  unit: number;
  a: number;
  b: number;
}

/** A strong link read both ways: [one end, the other end]. Patterns try each end as their anchor. */
function bothWays(link: StrongLink): readonly (readonly [number, number])[] {
  return [
    [link.a, link.b],
    [link.b, link.a],
  ];
}

function strongLinks(up: Uint16Array, d: number, from: number, to: number): StrongLink[] {
  const out: StrongLink[] = [];
  for (let u = from; u < to; u++) {
    const m = up[u * 9 + d - 1]!;
    if (POPCOUNT[m] !== 2) continue;
    const [a, b] = cellsOf(u, m) as [number, number];
    out.push({ unit: u, a, b });
  }
  return out;
}

// A cell has at most one strong link per unit for a digit, so 3 slots per cell suffice.
const ADJ = new Int16Array(81 * 3);
const DEG = new Uint8Array(81);

function strongAdjacency(up: Uint16Array, d: number): void {
  DEG.fill(0);
  for (let u = 0; u < 27; u++) {
    const m = up[u * 9 + d - 1]!;
    if (POPCOUNT[m] !== 2) continue;
    const cells = UNITS[u]!;
    const a = cells[31 - Math.clz32(m & -m)]!;
    const b = cells[31 - Math.clz32(m)]!;
    // A pair inside a box and a line is the same link twice; keep it once.
    let dup = false;
    for (let k = 0; k < DEG[a]!; k++) if (ADJ[a * 3 + k] === b) dup = true;
    if (dup) continue;
    ADJ[a * 3 + DEG[a]!] = b;
    DEG[a]!++;
    ADJ[b * 3 + DEG[b]!] = a;
    DEG[b]!++;
  }
}

function findSkyscraper(pos: Position, up: Uint16Array): Step | null {
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
              return step('skyscraper', {
                eliminations: elims,
                cells: [pBase, pTop, qBase, qTop],
                units: [unitRef(p.unit), unitRef(q.unit)],
                digits: [d],
              });
            }
          }
        }
      }
    }
  }
  return null;
}

function findTwoStringKite(pos: Position, up: Uint16Array): Step | null {
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
            return step('two-string-kite', {
              eliminations: elims,
              cells: [rOut, rIn, cIn, cOut],
              units: [unitRef(r.unit), unitRef(c.unit), unitRef(18 + CELL_BOX[rIn]!)],
              digits: [d],
            });
          }
        }
      }
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Wings

function bivalueCells(pos: Position): number[] {
  const out: number[] = [];
  for (let c = 0; c < 81; c++) if (!pos.values[c] && POPCOUNT[pos.cands[c]!] === 2) out.push(c);
  return out;
}

function findXYWing(pos: Position): Step | null {
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
        return step('xy-wing', { eliminations: elims, cells: [p, a, b], digits: [...MASK_DIGITS[pm]!, zd], units: [] });
      }
    }
  }
  return null;
}

function findXYZWing(pos: Position): Step | null {
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
        return step('xyz-wing', { eliminations: elims, cells: [p, a, b], digits: MASK_DIGITS[pm]!.slice(), units: [] });
      }
    }
  }
  return null;
}

function findWWing(pos: Position, up: Uint16Array): Step | null {
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
            return step('w-wing', { eliminations: elims, cells: [a, p, q, b], units: [unitRef(link.unit)], digits: [x, y] });
          }
        }
      }
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Colouring, uniqueness, chains

const COLOUR = new Int8Array(81);

function findSimpleColouring(pos: Position, up: Uint16Array): Step | null {
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
          return step('simple-colouring', {
            eliminations: g.map((cell) => ({ cell, digit: d })),
            cells,
            digits: [d],
            colours: groups,
          });
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
      if (elims.length) return step('simple-colouring', { eliminations: elims, cells, digits: [d], colours: groups });
    }
  }
  return null;
}

function findUniqueRectangle1(pos: Position): Step | null {
  const cands = pos.cands;
  for (let a = 0; a < 81; a++) {
    const m = cands[a]!;
    if (pos.values[a] || POPCOUNT[m] !== 2) continue;
    const r1 = CELL_ROW[a]!;
    for (let c2 = CELL_COL[a]! + 1; c2 < 9; c2++) {
      const b = r1 * 9 + c2;
      if (cands[b] !== m || pos.values[b]) continue;
      for (let r2 = 0; r2 < 9; r2++) {
        if (r2 === r1) continue;
        const a2 = r2 * 9 + CELL_COL[a]!;
        const b2 = r2 * 9 + c2;
        if (pos.values[a2] || pos.values[b2]) continue;
        const boxes = new Set([CELL_BOX[a], CELL_BOX[b], CELL_BOX[a2], CELL_BOX[b2]]);
        if (boxes.size !== 2) continue;
        let target = -1;
        if (cands[a2] === m && (cands[b2]! & m) === m && cands[b2] !== m) target = b2;
        else if (cands[b2] === m && (cands[a2]! & m) === m && cands[a2] !== m) target = a2;
        if (target < 0) continue;
        const cells = [a, b, a2, b2].sort((x, y) => x - y);
        return step('unique-rectangle-1', {
          eliminations: MASK_DIGITS[m]!.map((digit) => ({ cell: target, digit })),
          cells,
          digits: MASK_DIGITS[m]!.slice(),
          units: [unitRef(r1), unitRef(r2), unitRef(9 + CELL_COL[a]!), unitRef(9 + c2)],
        });
      }
    }
  }
  return null;
}

/** Longest chain (in cells) the chain finders consider; longer chains are poor hints anyway. */
const MAX_CHAIN_CELLS = 14;

const QUEUE = new Int16Array(810);

function findXChain(pos: Position, up: Uint16Array): Step | null {
  let best: Step | null = null;
  let bestLen = MAX_CHAIN_CELLS + 1;
  const prev = new Int16Array(162);
  const dist = new Int16Array(162);
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    strongAdjacency(up, d);
    const withDigit: number[] = [];
    for (let c = 0; c < 81; c++) if (pos.cands[c]! & bit) withDigit.push(c);
    for (const s of withDigit) {
      if (DEG[s] === 0) continue;
      // State = cell * 2 + p; p = 0: next link must be strong; p = 1: reached by a strong link.
      dist.fill(-1);
      prev.fill(-1);
      dist[s * 2] = 0;
      dist[s * 2 + 1] = 0; // the start cell is never re-entered
      const queue = QUEUE;
      let qn = 0;
      queue[qn++] = s * 2;
      for (let qi = 0; qi < qn; qi++) {
        const st = queue[qi]!;
        const c = st >> 1;
        const len = dist[st]!;
        if (len + 2 > bestLen) break;
        if ((st & 1) === 0) {
          for (let k = 0; k < DEG[c]!; k++) {
            const n = ADJ[c * 3 + k]!;
            const ns = n * 2 + 1;
            if (dist[ns] !== -1) continue;
            dist[ns] = len + 1;
            prev[ns] = st;
            queue[qn++] = ns;
            // An odd-length strong-ended chain: s or n holds d.
            const cellsInChain = len + 2;
            if (cellsInChain < 4 || cellsInChain >= bestLen) continue;
            const path: number[] = [];
            for (let x = ns; x !== -1; x = prev[x]!) path.push(x >> 1);
            path.reverse();
            if (new Set(path).size !== path.length) continue;
            const elims = seeAllElims(pos, d, [s, n], path);
            if (!elims.length) continue;
            bestLen = cellsInChain;
            best = step('x-chain', {
              eliminations: elims,
              cells: path.slice(),
              digits: [d],
              chain: path.map((cell) => ({ cell, digit: d })),
            });
          }
        } else {
          for (const n of withDigit) {
            if (n === c || !SEES[c * 81 + n]) continue;
            const ns = n * 2;
            if (dist[ns] !== -1) continue;
            dist[ns] = len + 1;
            prev[ns] = st;
            queue[qn++] = ns;
          }
        }
      }
    }
  }
  return best;
}

function findXYChain(pos: Position): Step | null {
  const bv = bivalueCells(pos);
  if (bv.length < 3) return null;
  const isBv = new Uint8Array(81);
  for (const c of bv) isBv[c] = 1;
  let best: Step | null = null;
  let bestLen = MAX_CHAIN_CELLS + 1;
  // State = cell * 10 + digit the cell is forced to hold if the start is not z.
  const prev = new Int16Array(810);
  const depth = new Int16Array(810);
  for (const s of bv) {
    for (const z of MASK_DIGITS[pos.cands[s]!]!) {
      const first = SINGLE_DIGIT[pos.cands[s]! & ~(1 << (z - 1))]!;
      prev.fill(-1);
      depth.fill(-1);
      const start = s * 10 + first;
      depth[start] = 1;
      const queue = QUEUE;
      let qn = 0;
      queue[qn++] = start;
      const onPath = (st: number, cell: number): boolean => {
        for (let x = st; x !== -1; x = prev[x]!) if (((x / 10) | 0) === cell) return true;
        return false;
      };
      for (let qi = 0; qi < qn; qi++) {
        const st = queue[qi]!;
        const c = (st / 10) | 0;
        const out = st % 10;
        const len = depth[st]!;
        if (len + 1 >= bestLen) break;
        const outBit = 1 << (out - 1);
        for (const n of PEERS[c]!) {
          if (!isBv[n] || !(pos.cands[n]! & outBit)) continue;
          const nOut = SINGLE_DIGIT[pos.cands[n]! & ~outBit]!;
          const ns = n * 10 + nOut;
          if (depth[ns] !== -1 || onPath(st, n)) continue;
          depth[ns] = len + 1;
          prev[ns] = st;
          queue[qn++] = ns;
          if (nOut !== z || len + 1 < 3) continue;
          const path: number[] = [];
          for (let x = ns; x !== -1; x = prev[x]!) path.push((x / 10) | 0);
          path.reverse();
          const elims = seeAllElims(pos, z, [s, n], path);
          if (!elims.length) continue;
          bestLen = len + 1;
          const chain: CellDigit[] = [];
          for (let x = ns; x !== -1; x = prev[x]!) chain.push({ cell: (x / 10) | 0, digit: x % 10 });
          chain.reverse();
          best = step('xy-chain', { eliminations: elims, cells: path, digits: [z], chain });
          break;
        }
      }
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Dispatcher

export interface FindOptions {
  /** Only use techniques of at most this star level (default 5). */
  maxLevel?: number;
  /**
   * Skip techniques below this star level (default 1). Only for callers that already exhausted the
   * easier levels themselves, like the rater's bulk singles pass.
   */
  minLevel?: number;
}

// findNextStep is synchronous and never re-entered, so one scratch buffer avoids an allocation per step.
const UNIT_POS = new Uint16Array(27 * 9);

/**
 * The next logical step for a position, easiest technique first, or null when none of the
 * implemented techniques applies. Assumes the position is consistent with the puzzle's solution
 * (check entries against the solution before asking for a hint).
 */
export function findNextStep(pos: Position, options: FindOptions = {}): Step | null {
  const maxLevel = options.maxLevel ?? 5;
  const minLevel = options.minLevel ?? 1;
  if (minLevel <= 1) {
    const s = findFullHouse(pos) ?? findNakedSingle(pos);
    if (s || maxLevel < 2) return s;
  }
  const up = unitPositions(pos, UNIT_POS);
  if (minLevel <= 2) {
    const hs = hiddenSingleIn(pos, up, 18, 27, 'hidden-single-box') ?? hiddenSingleIn(pos, up, 0, 18, 'hidden-single-line');
    if (hs || maxLevel < 3) return hs;
  }
  const l3 = findPointing(pos, up) ?? findClaiming(pos, up) ?? findNakedSubset(pos, 2) ?? findHiddenSubset(pos, up, 2);
  if (l3 || maxLevel < 4) return l3;
  const l4 =
    findNakedSubset(pos, 3) ??
    findHiddenSubset(pos, up, 3) ??
    findFish(pos, up, 2) ??
    findSkyscraper(pos, up) ??
    findTwoStringKite(pos, up) ??
    findFish(pos, up, 3) ??
    findXYWing(pos) ??
    findWWing(pos, up) ??
    findXYZWing(pos) ??
    findNakedSubset(pos, 4) ??
    findHiddenSubset(pos, up, 4) ??
    findFish(pos, up, 4);
  if (l4 || maxLevel < 5) return l4;
  return findUniqueRectangle1(pos) ?? findSimpleColouring(pos, up) ?? findXChain(pos, up) ?? findXYChain(pos);
}

/** Runs a single technique (for tests and academy examples that demonstrate one technique). */
export function findTechnique(pos: Position, id: TechniqueId): Step | null {
  const up = unitPositions(pos);
  switch (id) {
    case 'full-house':
      return findFullHouse(pos);
    case 'naked-single':
      return findNakedSingle(pos);
    case 'hidden-single-box':
      return hiddenSingleIn(pos, up, 18, 27, id);
    case 'hidden-single-line':
      return hiddenSingleIn(pos, up, 0, 18, id);
    case 'pointing':
      return findPointing(pos, up);
    case 'claiming':
      return findClaiming(pos, up);
    case 'naked-pair':
      return findNakedSubset(pos, 2);
    case 'naked-triple':
      return findNakedSubset(pos, 3);
    case 'naked-quad':
      return findNakedSubset(pos, 4);
    case 'hidden-pair':
      return findHiddenSubset(pos, up, 2);
    case 'hidden-triple':
      return findHiddenSubset(pos, up, 3);
    case 'hidden-quad':
      return findHiddenSubset(pos, up, 4);
    case 'x-wing':
      return findFish(pos, up, 2);
    case 'swordfish':
      return findFish(pos, up, 3);
    case 'jellyfish':
      return findFish(pos, up, 4);
    case 'skyscraper':
      return findSkyscraper(pos, up);
    case 'two-string-kite':
      return findTwoStringKite(pos, up);
    case 'xy-wing':
      return findXYWing(pos);
    case 'xyz-wing':
      return findXYZWing(pos);
    case 'w-wing':
      return findWWing(pos, up);
    case 'simple-colouring':
      return findSimpleColouring(pos, up);
    case 'unique-rectangle-1':
      return findUniqueRectangle1(pos);
    case 'x-chain':
      return findXChain(pos, up);
    case 'xy-chain':
      return findXYChain(pos);
  }
}
