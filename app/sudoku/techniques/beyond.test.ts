// The techniques beyond 5 stars (level 6): ALS-XZ, alternating inference chains with grouped
// nodes, and the forcing chains. Hand-made positions where each applies and where it must not,
// positions met in magictour_top1465 with their exact deductions, and two properties over whole
// solves: every step agrees with the solution, and every forcing-chain branch replays link by link.

import { describe, expect, it } from "vitest";
import { CONTRADICTION_MARKS, marksPosition } from "../../../tests/lib/sudoku-positions.ts";
import { MASK_DIGITS, UNITS, unitId } from "../grid.ts";
import { solve } from "../solver.ts";
import { applyStep, clonePosition, createPosition, isSolved, placeDigit } from "./position.ts";
import type { CellDigit, ForcingBranch, Position, Step } from "./position.ts";
import { TECHNIQUE_BY_ID, findNextStep, findTechnique } from "./registry.ts";
import type { TechniqueId } from "./registry.ts";

const cellIndex = (name: string): number => {
  const m = /^r([1-9])c([1-9])$/.exec(name);
  if (!m) throw new Error(`bad cell name ${name}`);
  return (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
};
const maskOf = (digits: string): number => [...digits].reduce((m, ch) => m | (1 << (Number(ch) - 1)), 0);
const cd = (name: string, digit: number): CellDigit => ({ cell: cellIndex(name), digit });

/** Listed cells get exactly those candidates, every other cell `rest`. */
function position(cands: Record<string, string>, rest: string): Position {
  const masks = new Array<number>(81).fill(maskOf(rest));
  for (const [name, digits] of Object.entries(cands)) masks[cellIndex(name)] = maskOf(digits);
  return createPosition("0".repeat(81), masks);
}

const byCell = (a: CellDigit, b: CellDigit) => a.cell - b.cell || a.digit - b.digit;
const sorted = (list: readonly CellDigit[]) => [...list].sort(byCell);

// Digits 1-5 in the listed cells and never a bivalue cell, so only the links of digit 1 count.
const FIVE = "12345";

describe("ALS-XZ", () => {
  // A = r1c1 {1,2}; B = r5c1 {2,3} + r5c2 {1,3}: three digits in two cells. Their 2s share column 1,
  // so 2 is in at most one of them; the other is locked and holds its 1: r1c1 or r5c2 holds the 1.
  const applies = { r1c1: "12", r5c1: "23", r5c2: "13", r1c2: "145", r4c1: "15" };

  it("removes the other shared digit from every cell that sees all its places in both sets", () => {
    const s = findTechnique(position(applies, "456789"), "als-xz")!;
    expect(sorted(s.eliminations)).toEqual([cd("r1c2", 1), cd("r4c1", 1)]);
    expect(s.digits).toEqual([2, 1]);
    expect(s.sets).toEqual([[cellIndex("r1c1")], [cellIndex("r5c1"), cellIndex("r5c2")]]);
  });

  it("needs a restricted common digit", () => {
    // B = r5c1 {3,4} + r5c2 {1,3} shares only the 1 with A: no restricted common besides z.
    expect(findTechnique(position({ ...applies, r5c1: "34" }, "456789"), "als-xz")).toBeNull();
  });

  it("needs a cell outside both sets that sees all places of z", () => {
    expect(findTechnique(position({ ...applies, r1c2: "45", r4c1: "5" }, "456789"), "als-xz")).toBeNull();
  });
});

describe("alternating inference chain", () => {
  // Digit 1: row 1 has it in r1c1 and in the group r1c5+r1c6 (box 2): a strong link. The group
  // sees r2c4 (box 2); column 4 has 1 only in r2c4 and r8c4. So r1c1 or r8c4 is 1, and r8c1,
  // which sees both, is not.
  const cells = { r1c1: FIVE, r1c5: FIVE, r1c6: FIVE, r2c4: FIVE, r8c4: FIVE, r8c1: FIVE, r5c1: FIVE, r8c7: FIVE };

  it("links through a grouped node", () => {
    const s = findTechnique(position(cells, "23456789"), "aic")!;
    expect(s.eliminations).toEqual([cd("r8c1", 1)]);
    expect(s.inference!.nodes).toEqual([
      { cells: [cellIndex("r1c1")], digit: 1 },
      { cells: [cellIndex("r1c5"), cellIndex("r1c6")], digit: 1 },
      { cells: [cellIndex("r2c4")], digit: 1 },
      { cells: [cellIndex("r8c4")], digit: 1 },
    ]);
    expect(s.inference!.strong).toEqual([true, false, true]);
  });

  it("does not treat a digit in three boxes of a row as a strong link", () => {
    expect(findTechnique(position({ ...cells, r1c8: FIVE }, "23456789"), "aic")).toBeNull();
  });

  it("ends need the same digit, or two digits in cells that see each other", () => {
    // magictour_top1465: the chain r1c9=9 … r1c4+r3c4=9 ends in a group; r1c6 sees both ends.
    const s = findTechnique(
      marksPosition(`
        =4 569 1268 5789 =3 15789 25 2567 5679
        1237 359 12 =6 127 14579 =8 2357 34579
        23678 3569 268 45789 278 45789 2345 23567 =1
        1236 346 1246 378 =5 13678 23 =9 378
        123 =8 59 3479 17 13479 =6 12357 357
        136 =7 59 =2 168 13689 345 1358 3458
        68 46 468 =1 =9 =2 =7 35 35
        =5 =1 =3 78 678 678 =9 =4 =2
        =9 =2 =7 35 =4 35 =1 68 68`),
      "aic",
    )!;
    expect(s.eliminations).toEqual([cd("r1c6", 9)]);
    const nodes = s.inference!.nodes;
    expect(nodes[0]).toEqual({ cells: [cellIndex("r1c9")], digit: 9 });
    expect(nodes[nodes.length - 1]).toEqual({ cells: [cellIndex("r1c4"), cellIndex("r3c4")], digit: 9 });
  });
});

const FORCING_CASES: { technique: TechniqueId; marks: string; eliminations: CellDigit[]; branches: number }[] = [
  {
    technique: "contradiction-chain",
    marks: CONTRADICTION_MARKS,
    eliminations: [cd("r1c6", 5)],
    branches: 1,
  },
  {
    technique: "unit-forcing-chain",
    marks: `
      =4 569 1268 5789 =3 178 25 2567 5679
      1237 359 12 =6 127 1459 =8 2357 3459
      23678 3569 268 45789 278 45789 345 23567 =1
      1236 346 1246 378 =5 13678 23 =9 378
      123 =8 59 479 17 13479 =6 12357 357
      136 =7 59 =2 168 13689 345 1358 3458
      68 46 468 =1 =9 =2 =7 35 35
      =5 =1 =3 78 678 678 =9 =4 =2
      =9 =2 =7 35 =4 35 =1 68 68`,
    eliminations: [cd("r5c4", 7)],
    branches: 2,
  },
  {
    technique: "cell-forcing-chain",
    marks: `
      267 2569 2567 589 =4 23789 5679 23589 =1
      247 =3 12457 =6 1258 12789 4579 24589 24789
      =8 12459 124567 159 1235 12379 45679 23459 2345679
      =1 2468 =9 48 =7 =5 46 234 236
      2346 2456 23456 149 136 1369 =8 =7 2569
      3467 4568 345678 =2 368 3689 1459 1459 4569
      349 =7 34 158 158 18 =2 =6 49
      =5 26 26 =3 =9 =4 17 18 78
      49 18 18 =7 26 26 =3 459 459`,
    eliminations: [cd("r2c9", 9)],
    branches: 2,
  },
];

/**
 * Replays a branch on `pos` link by link and checks each link's reason at the moment it is used:
 * the explanation the hint panel shows must be true as told, without any link it leaves out.
 */
function replayBranch(pos: Position, branch: ForcingBranch): void {
  const p = clonePosition(pos);
  expect(branch.links[0]).toEqual({ ...branch.assume, reason: "assumed" });
  for (const link of branch.links) {
    if (link.reason === "locked") {
      const bit = 1 << (link.digit - 1);
      const inside = new Set(UNITS[unitId(link.other)]);
      for (const c of UNITS[unitId(link.source)]!) if (p.cands[c]! & bit) expect(inside.has(c)).toBe(true);
      for (const c of link.cells) {
        expect(inside.has(c) && !UNITS[unitId(link.source)]!.includes(c)).toBe(true);
        p.cands[c]! &= ~bit;
      }
      continue;
    }
    expect(p.values[link.cell]).toBe(0);
    expect(p.cands[link.cell]! & (1 << (link.digit - 1))).not.toBe(0);
    if (link.reason === "cell") expect(MASK_DIGITS[p.cands[link.cell]!]).toEqual([link.digit]);
    if (link.reason === "unit") {
      const places = UNITS[unitId(link.unit)]!.filter((c) => p.cands[c]! & (1 << (link.digit - 1)));
      expect(places).toEqual([link.cell]);
    }
    placeDigit(p, link.cell, link.digit);
  }
  const end = branch.end;
  if (end.kind === "empty-cell") expect([p.values[end.cell], p.cands[end.cell]]).toEqual([0, 0]);
  if (end.kind === "no-place") {
    const cells = UNITS[unitId(end.unit)]!;
    expect(cells.some((c) => p.values[c] === end.digit)).toBe(false);
    expect(cells.some((c) => p.cands[c]! & (1 << (end.digit - 1)))).toBe(false);
  }
  if (end.kind === "places") expect(p.values[end.cell]).toBe(end.digit);
  if (end.kind === "removes") expect(p.values[end.cell] === end.digit || (p.cands[end.cell]! & (1 << (end.digit - 1))) !== 0).toBe(false);
}

function checkForcing(pos: Position, s: Step): void {
  const branches = s.branches!;
  expect(branches.length).toBeGreaterThan(0);
  for (const b of branches) replayBranch(pos, b);
  if (s.technique === "contradiction-chain") {
    expect(branches).toHaveLength(1);
    expect(s.eliminations).toEqual([branches[0]!.assume]);
    expect(["empty-cell", "no-place"]).toContain(branches[0]!.end.kind);
    return;
  }
  // Agreement: the branches cover every candidate of the cell, or every place of the digit in the unit.
  const assumed = branches.map((b) => b.assume);
  if (s.technique === "cell-forcing-chain") {
    const cell = assumed[0]!.cell;
    expect(assumed.every((a) => a.cell === cell)).toBe(true);
    expect(assumed.map((a) => a.digit)).toEqual(MASK_DIGITS[pos.cands[cell]!]);
  } else {
    const digit = assumed[0]!.digit;
    const unit = UNITS[unitId(s.units[0]!)]!;
    expect(assumed.map((a) => a.cell)).toEqual(unit.filter((c) => pos.cands[c]! & (1 << (digit - 1))));
  }
  const conclusion = [...s.placements, ...s.eliminations];
  expect(conclusion).toHaveLength(1);
  for (const b of branches) expect(b.end).toEqual({ kind: s.placements.length ? "places" : "removes", ...conclusion[0]! });
}

describe("forcing chains", () => {
  it.each(FORCING_CASES)(
    "$technique: the shortest explanation, replayable link by link",
    ({ technique, marks, eliminations, branches }) => {
      const pos = marksPosition(marks);
      const s = findTechnique(pos, technique)!;
      expect(s.eliminations).toEqual(eliminations);
      expect(s.branches).toHaveLength(branches);
      checkForcing(pos, s);
    },
  );

  it("finds nothing where no assumption leads anywhere (an empty grid)", () => {
    const empty = createPosition("0".repeat(81));
    for (const id of ["contradiction-chain", "cell-forcing-chain", "unit-forcing-chain"] as const)
      expect(findTechnique(empty, id)).toBeNull();
  });

  it("reports one kind per position: the others stay silent", () => {
    const pos = marksPosition(FORCING_CASES[0]!.marks);
    expect(findTechnique(pos, "contradiction-chain")).not.toBeNull();
    expect(findTechnique(pos, "cell-forcing-chain")).toBeNull();
    expect(findTechnique(pos, "unit-forcing-chain")).toBeNull();
  });
});

// Puzzles that need the techniques beyond 5 stars: magictour_top1465 #1-#3 and one found by its
// cell forcing chain, and two random minimal puzzles (gen_minimal_20k).
const HARD = [
  "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
  "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
  "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
  "....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3..",
  "400030000000600800000000001000050090080000600070200000000102700503000040900000000",
  "096800000701000030002050000000008005000020800600005403300090100500000000020501080",
];

describe("whole solves of hard puzzles", () => {
  it.each(HARD)("finishes %s with steps that agree with the solution", (puzzle) => {
    const solution = solve(puzzle)!;
    const pos = createPosition(puzzle);
    const used = new Set<TechniqueId>();
    while (!isSolved(pos)) {
      const s = findNextStep(pos);
      expect(s).not.toBeNull();
      for (const e of s!.eliminations) expect(Number(solution[e.cell])).not.toBe(e.digit);
      for (const p of s!.placements) expect(Number(solution[p.cell])).toBe(p.digit);
      if (s!.branches) checkForcing(pos, s!);
      used.add(s!.technique);
      applyStep(pos, s!);
    }
    expect(Array.from(pos.values).join("")).toBe(solution);
    expect([...used].some((t) => TECHNIQUE_BY_ID[t].level === 6)).toBe(true);
  });
});
