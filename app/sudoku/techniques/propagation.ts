// What an assumption leads to: the digit is placed, then every naked and hidden single that follows
// is placed in turn, and when singles run out, locked candidates (pointing, claiming) remove
// candidates, until the grid is stuck, solved or contradicts itself. The forcing chains are built
// from these runs. Every link remembers which earlier links made it forced, so a run can be cut
// down to the links one conclusion needs: that is the chain the hint shows.

import { CELL_UNITS, PEERS, POPCOUNT, SINGLE_DIGIT, UNITS } from "../grid.ts";
import type { Position } from "./position.ts";

/** Why a digit went into a cell during a run. */
export type Reason =
  /** The assumption the run started from. */
  | { kind: "assumed" }
  /** The cell had no other candidate left. */
  | { kind: "cell" }
  /** The digit had no other place left in the unit. */
  | { kind: "unit"; unit: number };

/** One link of a run: a digit placed, or a digit removed from cells by locked candidates. */
export type Derived =
  | { kind: "place"; cell: number; digit: number; reason: Reason; from: number[] }
  /**
   * In unit `source` the digit's places all lie where it meets unit `other`, so the digit goes
   * from the rest of `other` (pointing when `source` is a box, claiming when it is a line).
   */
  | { kind: "remove"; digit: number; cells: number[]; source: number; other: number; from: number[] };

/** A placement of a run (a Derived of kind "place"). */
export type Placed = Extract<Derived, { kind: "place" }>;

/** How a run ends when it contradicts itself. */
export type Contradiction =
  /** An empty cell lost its last candidate. */
  | { kind: "cell"; cell: number; from: number[] }
  /** A digit lost its last place in a unit it is not yet in. */
  | { kind: "unit"; unit: number; digit: number; from: number[] };

export interface Run {
  /** The links in the order they were made; `from` and removedBy index into this list. */
  placed: Derived[];
  contradiction: Contradiction | null;
  /** Candidates at the end of the run (0 for filled cells). */
  cands: Uint16Array;
  values: Uint8Array;
  /**
   * removedBy[cell * 9 + digit - 1]: index of the link that took this candidate away in the
   * run, or -1 when the run did not (it was gone before, or is still there).
   */
  removedBy: Int16Array;
}

const BOXES = Array.from({ length: 9 }, (_, i) => 18 + i);
const LINES = Array.from({ length: 18 }, (_, i) => i);
/** Pointing (box → its row or column), then claiming (line → its box). */
const LOCKED_PAIRS: readonly (readonly [readonly number[], (cell: number) => number])[] = [
  [BOXES, (c) => CELL_UNITS[c]![0]!],
  [BOXES, (c) => CELL_UNITS[c]![1]!],
  [LINES, (c) => CELL_UNITS[c]![2]!],
];

/** Scratch: the peers a placement took its digit from (the finders never run re-entrantly). */
const LOST = new Int16Array(20);

/** Caps a run: at most 81 placements and 729 candidates; only guards against a logic error. */
const MAX_LINKS = 81 * 10;

/**
 * Places `digit` in `cell` on a copy of `pos` and follows the singles. Stops at the first
 * contradiction. `pos` is not changed.
 */
export function propagate(pos: Position, cell: number, digit: number): Run {
  const values = pos.values.slice();
  const cands = pos.cands.slice();
  const removedBy = new Int16Array(81 * 9).fill(-1);
  const placed: Derived[] = [];
  const run: Run = { placed, contradiction: null, cands, values, removedBy };

  // Candidates removed from a cell or unit since the start: the placements that removed them.
  const causesInCell = (c: number, except: number): number[] => {
    const out: number[] = [];
    let m = pos.cands[c]! & ~(1 << (except - 1));
    while (m) {
      const bit = m & -m;
      m ^= bit;
      const by = removedBy[c * 9 + 31 - Math.clz32(bit)]!;
      if (by >= 0 && !out.includes(by)) out.push(by);
    }
    return out;
  };
  // `inside`: a unit whose cells are not alternatives (locked candidates: the intersection).
  const causesInUnit = (u: number, d: number, except: number, inside = -1): number[] => {
    const out: number[] = [];
    const bit = 1 << (d - 1);
    for (const c of UNITS[u]!) {
      if (c === except || !(pos.cands[c]! & bit)) continue;
      if (inside >= 0 && CELL_UNITS[c]!.includes(inside)) continue;
      const by = removedBy[c * 9 + d - 1]!;
      if (by >= 0 && !out.includes(by)) out.push(by);
    }
    return out;
  };

  const place = (c: number, d: number, reason: Reason, from: number[]): boolean => {
    const index = placed.length;
    placed.push({ kind: "place", cell: c, digit: d, reason, from });
    values[c] = d;
    const bit = 1 << (d - 1);
    const taken = cands[c]! & ~bit;
    let others = taken;
    while (others) {
      const b = others & -others;
      others ^= b;
      removedBy[c * 9 + 31 - Math.clz32(b)] = index;
    }
    cands[c] = 0;
    let lost = 0;
    for (const p of PEERS[c]!) {
      if (!(cands[p]! & bit)) continue;
      cands[p]! &= ~bit;
      removedBy[p * 9 + d - 1] = index;
      LOST[lost++] = p;
      if (!values[p] && cands[p] === 0) {
        run.contradiction = { kind: "cell", cell: p, from: causesInCell(p, 0) };
        return false;
      }
    }
    // The digits taken from c may have lost their last place in c's units, and d its last place in
    // the other units of the peers it left (c's own units hold it now).
    for (const u of CELL_UNITS[c]!) if (!checkUnit(u, taken)) return false;
    for (let i = 0; i < lost; i++) for (const u of CELL_UNITS[LOST[i]!]!) if (!checkUnit(u, bit)) return false;
    return true;
  };

  // A digit of `digits` with no place left in unit u that does not hold it yet.
  const checkUnit = (u: number, digits: number): boolean => {
    let have = 0;
    let room = 0;
    for (const c of UNITS[u]!) {
      if (values[c]) have |= 1 << (values[c] - 1);
      else room |= cands[c]!;
    }
    const missing = digits & ~have & ~room;
    if (!missing) return true;
    const d = 32 - Math.clz32(missing & -missing);
    run.contradiction = { kind: "unit", unit: u, digit: d, from: causesInUnit(u, d, -1) };
    return false;
  };

  // Locked candidates: in unit `source` the digit fits only where it meets `other`; it leaves the
  // rest of `other`. Returns true when it removed something (and the run goes on).
  const lockedCandidates = (): boolean => {
    for (const [sources, otherOf] of LOCKED_PAIRS) {
      for (const source of sources) {
        const cells = UNITS[source]!;
        for (let d = 1; d <= 9; d++) {
          const bit = 1 << (d - 1);
          let other = -1;
          let count = 0;
          for (const c of cells) {
            if (!(cands[c]! & bit)) continue;
            const o = otherOf(c);
            if (count === 0) other = o;
            else if (o !== other) other = -2;
            count++;
          }
          if (count < 2 || other < 0) continue;
          const targets = UNITS[other]!.filter((c) => cands[c]! & bit && !cells.includes(c));
          if (!targets.length) continue;
          const index = placed.length;
          placed.push({ kind: "remove", digit: d, cells: targets, source, other, from: causesInUnit(source, d, -1, other) });
          for (const c of targets) {
            cands[c]! &= ~bit;
            removedBy[c * 9 + d - 1] = index;
            if (cands[c] === 0) {
              run.contradiction = { kind: "cell", cell: c, from: causesInCell(c, 0) };
              return false;
            }
          }
          for (const c of targets) for (const u of CELL_UNITS[c]!) if (!checkUnit(u, bit)) return false;
          return true;
        }
      }
    }
    return false;
  };

  if (!place(cell, digit, { kind: "assumed" }, [])) return run;
  while (placed.length < MAX_LINKS) {
    let next = -1;
    let nextDigit = 0;
    let reason: Reason = { kind: "cell" };
    for (let c = 0; c < 81 && next < 0; c++) {
      if (!values[c] && POPCOUNT[cands[c]!] === 1) {
        next = c;
        nextDigit = SINGLE_DIGIT[cands[c]!]!;
      }
    }
    if (next < 0) {
      for (let u = 0; u < 27 && next < 0; u++) {
        const cells = UNITS[u]!;
        let once = 0;
        let twice = 0;
        for (const c of cells) {
          const m = cands[c]!;
          twice |= once & m;
          once |= m;
        }
        const hidden = once & ~twice;
        if (!hidden) continue;
        const bit = hidden & -hidden;
        for (const c of cells) {
          if (cands[c]! & bit) {
            next = c;
            nextDigit = 32 - Math.clz32(bit);
            reason = { kind: "unit", unit: u };
            break;
          }
        }
      }
    }
    if (next < 0) {
      if (lockedCandidates()) continue;
      break;
    }
    const from = reason.kind === "cell" ? causesInCell(next, nextDigit) : causesInUnit(reason.unit, nextDigit, next);
    if (!place(next, nextDigit, reason, from)) break;
  }
  return run;
}

/**
 * The placements of a run that `roots` (placement indices) depend on, in the order they were made:
 * the chain from the assumption to the conclusion, without the placements it does not need.
 */
export function chainTo(run: Run, roots: readonly number[]): Derived[] {
  const need = new Uint8Array(run.placed.length);
  const stack = [...roots];
  while (stack.length) {
    const i = stack.pop()!;
    if (need[i]) continue;
    need[i] = 1;
    for (const j of run.placed[i]!.from) stack.push(j);
  }
  return run.placed.filter((_, i) => need[i]);
}
