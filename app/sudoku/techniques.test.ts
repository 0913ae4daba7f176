import { describe, expect, it } from "vitest";
import { parseGrid } from "./grid.ts";
import { BEYOND_LEVEL, TECHNIQUES, applyStep, createPosition, findNextStep, findTechnique } from "./techniques.ts";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { solve } from "./solver.ts";
import type { CellDigit, Position, TechniqueId } from "./techniques.ts";

// Positions are built from candidate masks so each test isolates one technique: cells listed in
// `cands` get exactly those digits, every other empty cell gets `rest`. Cell names are r<row>c<col>,
// 1-based as in Sudoku literature; cell index = (row-1)*9 + (col-1).
function cellIndex(name: string): number {
  const m = /^r([1-9])c([1-9])$/.exec(name);
  if (!m) throw new Error(`bad cell name ${name}`);
  return (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
}

function maskOf(digits: string): number {
  let m = 0;
  for (const ch of digits) m |= 1 << (Number(ch) - 1);
  return m;
}

function position(cands: Record<string, string>, rest: string, grid = "0".repeat(81)): Position {
  const masks = new Array<number>(81).fill(maskOf(rest));
  for (const [name, digits] of Object.entries(cands)) masks[cellIndex(name)] = maskOf(digits);
  return createPosition(grid, masks);
}

const cd = (name: string, digit: number): CellDigit => ({ cell: cellIndex(name), digit });

// A classic puzzle (Wikipedia "Sudoku" article) and its solution, used for the singles.
const WIKI_PUZZLE = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const WIKI_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

interface Case {
  name: string;
  technique: TechniqueId;
  applies: () => Position;
  placements?: CellDigit[];
  eliminations?: CellDigit[];
  cells?: string[];
  digits?: number[];
  /** Finned and sashimi fish: the fin cells. */
  fins?: string[];
  doesNotApply: () => Position;
  /** More near misses: positions close to the pattern in which the technique must not fire. */
  nearMisses?: { why: string; position: () => Position }[];
}

// A bivalue universal grave on an empty grid: two valid solutions S1 (a shifted pattern) and S2
// (S1 with every digit d replaced by d + 1, 9 by 1) differ in every cell, so candidates {S1, S2}
// put every digit exactly twice in every unit. `extra` adds candidates, `replace` sets cells.
function bugPosition(extra: Record<string, string> = {}, replace: Record<string, string> = {}): Position {
  const masks = new Array<number>(81).fill(0);
  for (let c = 0; c < 81; c++) {
    const r = Math.floor(c / 9);
    const s1 = ((r * 3 + Math.floor(r / 3) + (c % 9)) % 9) + 1;
    masks[c] = (1 << (s1 - 1)) | (1 << (s1 % 9));
  }
  for (const [name, digits] of Object.entries(extra)) masks[cellIndex(name)]! |= maskOf(digits);
  for (const [name, digits] of Object.entries(replace)) masks[cellIndex(name)] = maskOf(digits);
  return createPosition("0".repeat(81), masks);
}

const cases: Case[] = [
  {
    name: "full house: the only empty cell of row 1",
    technique: "full-house",
    applies: () => createPosition("0" + WIKI_SOLUTION.slice(1)),
    placements: [cd("r1c1", 5)],
    cells: ["r1c1"],
    digits: [5],
    // Two empty cells in each of row 1, row 2, column 1, column 2 and four in box 1.
    doesNotApply: () => createPosition("00" + WIKI_SOLUTION.slice(2, 9) + "00" + WIKI_SOLUTION.slice(11)),
  },
  {
    name: "naked single: one candidate left",
    technique: "naked-single",
    applies: () => position({ r5c5: "7" }, "12"),
    placements: [cd("r5c5", 7)],
    cells: ["r5c5"],
    digits: [7],
    doesNotApply: () => position({}, "12"),
  },
  {
    name: "hidden single in a box",
    technique: "hidden-single-box",
    applies: () =>
      position(
        {
          r1c1: "12345678",
          r1c2: "12345678",
          r1c3: "12345678",
          r2c1: "12345678",
          r2c2: "1239",
          r2c3: "12345678",
          r3c1: "12345678",
          r3c2: "12345678",
          r3c3: "12345678",
        },
        "123456789",
      ),
    placements: [cd("r2c2", 9)],
    cells: ["r2c2"],
    digits: [9],
    doesNotApply: () =>
      position(
        {
          r1c1: "12345678",
          r1c2: "12345678",
          r1c3: "12345678",
          r2c1: "12345678",
          r2c2: "1239",
          r2c3: "12345678",
          r3c1: "12345678",
          r3c2: "12345678",
          r3c3: "19",
        },
        "123456789",
      ),
  },
  {
    name: "hidden single in a row",
    technique: "hidden-single-line",
    applies: () =>
      position(
        {
          r5c1: "12356789",
          r5c2: "12356789",
          r5c3: "12356789",
          r5c4: "12356789",
          r5c5: "12356789",
          r5c6: "12356789",
          r5c7: "2345",
          r5c8: "12356789",
          r5c9: "12356789",
        },
        "123456789",
      ),
    placements: [cd("r5c7", 4)],
    cells: ["r5c7"],
    digits: [4],
    doesNotApply: () =>
      position(
        {
          r5c1: "12356789",
          r5c2: "12356789",
          r5c3: "12356789",
          r5c4: "12356789",
          r5c5: "12356789",
          r5c6: "12356789",
          r5c7: "2345",
          r5c8: "49",
          r5c9: "12356789",
        },
        "123456789",
      ),
  },
  {
    name: "pointing: 5 in box 1 only in row 1",
    technique: "pointing",
    applies: () => position({ r1c1: "15", r1c2: "25", r1c5: "35", r1c9: "45" }, "1234"),
    eliminations: [cd("r1c5", 5), cd("r1c9", 5)],
    cells: ["r1c1", "r1c2"],
    digits: [5],
    doesNotApply: () => position({ r1c1: "15", r1c2: "25", r2c3: "35", r1c5: "35", r1c9: "45" }, "1234"),
  },
  {
    name: "claiming: 6 in row 2 only in box 1",
    technique: "claiming",
    applies: () => position({ r2c1: "67", r2c3: "68", r1c2: "16", r3c3: "26" }, "12345"),
    eliminations: [cd("r1c2", 6), cd("r3c3", 6)],
    cells: ["r2c1", "r2c3"],
    digits: [6],
    doesNotApply: () => position({ r2c1: "67", r2c3: "68", r2c5: "16", r1c2: "16" }, "12345"),
  },
  {
    name: "naked pair {1,2} in row 1",
    technique: "naked-pair",
    applies: () => position({ r1c1: "12", r1c2: "12", r1c5: "1357", r1c9: "2468" }, "3456789"),
    eliminations: [cd("r1c5", 1), cd("r1c9", 2)],
    cells: ["r1c1", "r1c2"],
    digits: [1, 2],
    doesNotApply: () => position({ r1c1: "12", r1c2: "123", r1c5: "1357", r1c9: "2468" }, "3456789"),
  },
  {
    name: "hidden pair {1,2} in row 1",
    technique: "hidden-pair",
    applies: () => position({ r1c1: "1256", r1c2: "1278" }, "3456789"),
    eliminations: [cd("r1c1", 5), cd("r1c1", 6), cd("r1c2", 7), cd("r1c2", 8)],
    cells: ["r1c1", "r1c2"],
    digits: [1, 2],
    // The pair is already naked: nothing left to remove.
    doesNotApply: () => position({ r1c1: "12", r1c2: "12" }, "3456789"),
  },
  {
    name: "naked triple {1,2,3} in row 1",
    technique: "naked-triple",
    applies: () => position({ r1c1: "12", r1c2: "23", r1c3: "13", r1c7: "1459", r1c8: "3678" }, "456789"),
    eliminations: [cd("r1c7", 1), cd("r1c8", 3)],
    cells: ["r1c1", "r1c2", "r1c3"],
    digits: [1, 2, 3],
    doesNotApply: () => position({ r1c1: "12", r1c2: "23", r1c3: "14", r1c7: "1459", r1c8: "3678" }, "456789"),
  },
  {
    name: "hidden triple {1,2,3} in row 5",
    technique: "hidden-triple",
    applies: () => position({ r5c2: "125", r5c5: "236", r5c8: "1378" }, "456789"),
    eliminations: [cd("r5c2", 5), cd("r5c5", 6), cd("r5c8", 7), cd("r5c8", 8)],
    cells: ["r5c2", "r5c5", "r5c8"],
    digits: [1, 2, 3],
    doesNotApply: () => position({ r5c2: "125", r5c5: "236", r5c8: "1378", r5c9: "145" }, "456789"),
  },
  {
    name: "naked quad {1,2,3,4} in row 1",
    technique: "naked-quad",
    applies: () => position({ r1c1: "12", r1c2: "23", r1c3: "34", r1c4: "14", r1c8: "4589", r1c9: "1567" }, "56789"),
    eliminations: [cd("r1c8", 4), cd("r1c9", 1)],
    cells: ["r1c1", "r1c2", "r1c3", "r1c4"],
    digits: [1, 2, 3, 4],
    doesNotApply: () => position({ r1c1: "12", r1c2: "23", r1c3: "34", r1c4: "15", r1c8: "4589", r1c9: "1567" }, "56789"),
  },
  {
    name: "hidden quad {1,2,3,4} in row 1",
    technique: "hidden-quad",
    applies: () => position({ r1c1: "1256", r1c2: "237", r1c4: "348", r1c6: "149" }, "56789"),
    eliminations: [cd("r1c1", 5), cd("r1c1", 6), cd("r1c2", 7), cd("r1c4", 8), cd("r1c6", 9)],
    cells: ["r1c1", "r1c2", "r1c4", "r1c6"],
    digits: [1, 2, 3, 4],
    doesNotApply: () => position({ r1c1: "12", r1c2: "23", r1c4: "34", r1c6: "14" }, "56789"),
  },
  {
    name: "X-wing on 1 in rows 1 and 5, columns 2 and 7",
    technique: "x-wing",
    applies: () => position({ r1c2: "12", r1c7: "13", r5c2: "14", r5c7: "15", r3c2: "16", r3c5: "17", r8c7: "18" }, "23456789"),
    eliminations: [cd("r3c2", 1), cd("r8c7", 1)],
    cells: ["r1c2", "r1c7", "r5c2", "r5c7"],
    digits: [1],
    doesNotApply: () =>
      position({ r1c2: "12", r1c5: "12", r1c7: "13", r5c2: "14", r5c7: "15", r3c2: "16", r3c5: "17", r8c7: "18" }, "23456789"),
  },
  {
    name: "swordfish on 1 in rows 1, 4, 7",
    technique: "swordfish",
    applies: () =>
      position({ r1c1: "12", r1c5: "13", r4c5: "14", r4c9: "15", r7c1: "16", r7c9: "17", r9c1: "18", r2c5: "19", r6c9: "12" }, "23456789"),
    eliminations: [cd("r2c5", 1), cd("r6c9", 1), cd("r9c1", 1)],
    cells: ["r1c1", "r1c5", "r4c5", "r4c9", "r7c1", "r7c9"],
    digits: [1],
    doesNotApply: () =>
      position({ r1c1: "12", r1c5: "13", r4c5: "14", r4c8: "15", r7c1: "16", r7c9: "17", r9c1: "18", r2c5: "19", r6c9: "12" }, "23456789"),
  },
  {
    name: "jellyfish on 1 in rows 1, 3, 5, 7",
    technique: "jellyfish",
    applies: () =>
      position(
        {
          r1c1: "12",
          r1c3: "13",
          r3c3: "14",
          r3c5: "15",
          r5c5: "16",
          r5c7: "17",
          r7c7: "18",
          r7c1: "19",
          r9c1: "12",
          r9c3: "13",
          r2c5: "14",
          r8c7: "15",
        },
        "23456789",
      ),
    eliminations: [cd("r2c5", 1), cd("r8c7", 1), cd("r9c1", 1), cd("r9c3", 1)],
    cells: ["r1c1", "r1c3", "r3c3", "r3c5", "r5c5", "r5c7", "r7c1", "r7c7"],
    digits: [1],
    doesNotApply: () =>
      position(
        { r1c1: "12", r1c3: "13", r3c3: "14", r3c5: "15", r5c5: "16", r5c8: "17", r7c7: "18", r7c1: "19", r2c5: "14", r8c7: "15" },
        "23456789",
      ),
  },
  {
    name: "skyscraper on 1: rows 1 and 5 share column 1",
    technique: "skyscraper",
    applies: () => position({ r1c1: "12", r1c5: "13", r5c1: "14", r5c6: "15", r2c6: "16", r4c5: "17" }, "23456789"),
    eliminations: [cd("r2c6", 1), cd("r4c5", 1)],
    cells: ["r1c1", "r1c5", "r5c1", "r5c6"],
    digits: [1],
    // Tops in one column: that is an X-wing, not a skyscraper.
    doesNotApply: () => position({ r1c1: "12", r1c5: "13", r5c1: "14", r5c5: "15" }, "23456789"),
  },
  {
    name: "two-string kite on 1: row 1 and column 1 meet in box 1",
    technique: "two-string-kite",
    applies: () => position({ r1c2: "12", r1c7: "13", r2c1: "14", r6c1: "15", r6c7: "16" }, "23456789"),
    eliminations: [cd("r6c7", 1)],
    cells: ["r1c7", "r1c2", "r2c1", "r6c1"],
    digits: [1],
    doesNotApply: () => position({ r1c2: "12", r1c7: "13", r4c1: "14", r6c1: "15", r6c7: "16" }, "23456789"),
  },
  {
    name: "XY-wing: pivot r1c1 {1,2}, pincers r1c5 {1,3} and r3c2 {2,3}",
    technique: "xy-wing",
    applies: () => position({ r1c1: "12", r1c5: "13", r3c2: "23", r1c3: "34", r3c5: "35" }, "456789"),
    eliminations: [cd("r1c3", 3), cd("r3c5", 3)],
    cells: ["r1c1", "r1c5", "r3c2"],
    digits: [1, 2, 3],
    doesNotApply: () => position({ r1c1: "12", r1c5: "13", r3c2: "24", r1c3: "34", r3c5: "35" }, "456789"),
  },
  {
    name: "XYZ-wing: pivot r1c1 {1,2,3}, pincers r1c5 {1,3} and r3c2 {2,3}",
    technique: "xyz-wing",
    applies: () => position({ r1c1: "123", r1c5: "13", r3c2: "23", r1c3: "3456", r3c5: "3456" }, "456789"),
    eliminations: [cd("r1c3", 3)],
    cells: ["r1c1", "r1c5", "r3c2"],
    digits: [1, 2, 3],
    doesNotApply: () => position({ r1c1: "123", r1c5: "13", r3c2: "24", r1c3: "3456", r3c5: "3456" }, "456789"),
  },
  {
    name: "W-wing: r1c1 and r5c9 {1,2} joined by the strong link on 1 in row 4",
    technique: "w-wing",
    applies: () => position({ r1c1: "12", r5c9: "12", r4c1: "134", r4c9: "145", r1c9: "2567", r5c1: "2678" }, "3456789"),
    eliminations: [cd("r1c9", 2), cd("r5c1", 2)],
    cells: ["r1c1", "r4c1", "r4c9", "r5c9"],
    digits: [1, 2],
    doesNotApply: () => position({ r1c1: "12", r5c9: "12", r4c1: "134", r4c5: "134", r4c9: "145", r1c9: "2567", r5c1: "2678" }, "3456789"),
  },
  {
    name: "simple colouring, trap: r7c1 sees both colours",
    technique: "simple-colouring",
    applies: () => position({ r1c1: "12", r3c3: "13", r3c7: "14", r7c7: "15", r5c1: "16", r7c1: "17", r7c5: "18" }, "23456789"),
    eliminations: [cd("r7c1", 1)],
    cells: ["r1c1", "r3c3", "r3c7", "r7c7"],
    digits: [1],
    doesNotApply: () => position({ r1c1: "12", r3c3: "13", r3c7: "14" }, "23456789"),
  },
  {
    name: "simple colouring, wrap: two cells of one colour share column 1",
    technique: "simple-colouring",
    applies: () => position({ r1c1: "12", r3c3: "13", r3c7: "14", r7c7: "15", r7c1: "16", r5c1: "17" }, "23456789"),
    eliminations: [cd("r1c1", 1), cd("r3c7", 1), cd("r7c1", 1)],
    cells: ["r1c1", "r3c3", "r3c7", "r7c1", "r7c7"],
    digits: [1],
    doesNotApply: () => position({ r1c1: "12", r3c3: "13", r3c7: "14", r7c7: "15" }, "23456789"),
  },
  {
    name: "unique rectangle type 1 in r1/r4, c1/c2",
    technique: "unique-rectangle-1",
    applies: () => position({ r1c1: "12", r1c2: "12", r4c1: "12", r4c2: "123" }, "3456789"),
    eliminations: [cd("r4c2", 1), cd("r4c2", 2)],
    cells: ["r1c1", "r1c2", "r4c1", "r4c2"],
    digits: [1, 2],
    // Four boxes: not a deadly pattern.
    doesNotApply: () => position({ r1c1: "12", r1c5: "12", r5c1: "12", r5c5: "123" }, "3456789"),
  },
  {
    name: "unique rectangle type 2: roofs r4c1 and r4c2 {1,2,3}, floors {1,2} in row 1",
    technique: "unique-rectangle-2",
    applies: () => position({ r1c1: "12", r1c2: "12", r4c1: "123", r4c2: "123", r4c5: "35", r5c2: "34", r7c1: "37" }, "456789"),
    // r4c5 sees both roofs in row 4, r5c2 in box 4; r7c1 sees only r4c1.
    eliminations: [cd("r4c5", 3), cd("r5c2", 3)],
    cells: ["r1c1", "r1c2", "r4c1", "r4c2"],
    digits: [1, 2, 3],
    doesNotApply: () => position({ r1c1: "12", r1c2: "12", r4c1: "123", r4c2: "124", r4c5: "35", r5c2: "34" }, "56789"),
    nearMisses: [
      {
        why: "four boxes",
        position: () => position({ r1c1: "12", r1c5: "12", r5c1: "123", r5c5: "123", r5c9: "35" }, "456789"),
      },
      {
        why: "one box",
        position: () => position({ r1c1: "12", r1c2: "12", r2c1: "123", r2c2: "123", r3c3: "35", r2c5: "35" }, "456789"),
      },
      {
        why: "two extra candidates in each roof",
        position: () => position({ r1c1: "12", r1c2: "12", r4c1: "1234", r4c2: "1234", r4c5: "35", r5c2: "34" }, "56789"),
      },
      {
        why: "a floor is not bivalue",
        position: () => position({ r1c1: "12", r1c2: "125", r4c1: "123", r4c2: "123", r4c5: "35", r5c2: "34" }, "456789"),
      },
      {
        why: "no cell sees both roofs with the extra digit",
        position: () => position({ r1c1: "12", r1c2: "12", r4c1: "123", r4c2: "123", r7c1: "37" }, "456789"),
      },
    ],
  },
  {
    name: "unique rectangle type 2: floors in column 1, roofs r1c2 and r4c2 share column 2",
    technique: "unique-rectangle-2",
    applies: () => position({ r1c1: "12", r4c1: "12", r1c2: "123", r4c2: "123", r7c2: "37", r2c3: "38" }, "456789"),
    // r7c2 sees both roofs in column 2; r2c3 sees r1c2 in box 1 but not r4c2.
    eliminations: [cd("r7c2", 3)],
    cells: ["r1c1", "r1c2", "r4c1", "r4c2"],
    digits: [1, 2, 3],
    doesNotApply: () => position({ r1c1: "12", r4c1: "12", r1c2: "123", r4c2: "123", r2c3: "38" }, "456789"),
  },
  {
    name: "unique rectangle type 4: floors in column 1, 2 only in the roofs r1c2, r4c2 of column 2",
    technique: "unique-rectangle-4",
    applies: () => position({ r1c1: "12", r4c1: "12", r1c2: "1256", r4c2: "127" }, "13456789"),
    eliminations: [cd("r1c2", 1), cd("r4c2", 1)],
    cells: ["r1c1", "r1c2", "r4c1", "r4c2"],
    digits: [1, 2],
    // A third 2 in column 2.
    doesNotApply: () => position({ r1c1: "12", r4c1: "12", r1c2: "1256", r4c2: "127", r8c2: "24" }, "13456789"),
  },
  {
    name: "unique rectangle type 4: 1 only in the roofs r4c1, r4c2 of row 4",
    technique: "unique-rectangle-4",
    applies: () => position({ r1c1: "12", r1c2: "12", r4c1: "125", r4c2: "126" }, "3456789"),
    eliminations: [cd("r4c1", 2), cd("r4c2", 2)],
    cells: ["r1c1", "r1c2", "r4c1", "r4c2"],
    digits: [1, 2],
    // 1 and 2 each have a third place in row 4 and in box 4: no strong link.
    doesNotApply: () => position({ r1c1: "12", r1c2: "12", r4c1: "125", r4c2: "126", r4c7: "1278", r5c3: "1278" }, "3456789"),
    nearMisses: [
      {
        why: "a roof is bivalue (that is type 1)",
        position: () => position({ r1c1: "12", r1c2: "12", r4c1: "12", r4c2: "126" }, "3456789"),
      },
      {
        why: "the bivalue corners are diagonal, so the other two share no unit",
        position: () => position({ r1c1: "12", r4c2: "12", r1c2: "125", r4c1: "126" }, "3456789"),
      },
      {
        why: "four boxes",
        position: () => position({ r1c1: "12", r1c5: "12", r5c1: "125", r5c5: "126" }, "3456789"),
      },
    ],
  },
  {
    name: "unique rectangle type 4: the strong link on 1 is in box 4",
    technique: "unique-rectangle-4",
    applies: () => position({ r1c1: "12", r1c2: "12", r4c1: "125", r4c2: "126", r4c7: "1278", r4c8: "2789" }, "3456789"),
    eliminations: [cd("r4c1", 2), cd("r4c2", 2)],
    cells: ["r1c1", "r1c2", "r4c1", "r4c2"],
    digits: [1, 2],
    // A third place for 1 (and 2) in box 4 as well.
    doesNotApply: () => position({ r1c1: "12", r1c2: "12", r4c1: "125", r4c2: "126", r4c7: "1278", r4c8: "2789", r6c3: "1278" }, "3456789"),
  },
  {
    name: "hidden unique rectangle: r1c1 {1,2}; 1 only in the corners of row 4 and column 2",
    technique: "hidden-unique-rectangle",
    applies: () => position({ r1c1: "12", r1c2: "123", r4c1: "124", r4c2: "125" }, "23456789"),
    eliminations: [cd("r4c2", 2)],
    cells: ["r1c1", "r1c2", "r4c1", "r4c2"],
    digits: [1, 2],
    // A third 1 in column 2: the link along the rectangle's side is gone.
    doesNotApply: () => position({ r1c1: "12", r1c2: "123", r4c1: "124", r4c2: "125", r7c2: "16" }, "23456789"),
    nearMisses: [
      {
        why: "a third 1 in row 4",
        position: () => position({ r1c1: "12", r1c2: "123", r4c1: "124", r4c2: "125", r4c8: "16" }, "23456789"),
      },
      {
        why: "no bivalue corner",
        position: () => position({ r1c1: "126", r1c2: "123", r4c1: "124", r4c2: "125" }, "23456789"),
      },
      {
        why: "four boxes",
        position: () => position({ r1c1: "12", r1c5: "123", r5c1: "124", r5c5: "125" }, "23456789"),
      },
    ],
  },
  {
    name: "BUG+1: every cell bivalue but r5c5 {1,5,9}; 5 appears three times in its row, column and box",
    technique: "bug-plus-one",
    applies: () => bugPosition({ r5c5: "5" }),
    placements: [cd("r5c5", 5)],
    cells: ["r5c5"],
    digits: [5],
    // Two cells with a third candidate.
    doesNotApply: () => bugPosition({ r5c5: "5", r1c1: "5" }),
    nearMisses: [
      { why: "no cell with a third candidate (a BUG, no solution)", position: () => bugPosition() },
      { why: "a cell with four candidates", position: () => bugPosition({ r5c5: "56" }) },
      {
        why: "r1c1 holds another pair, so some digit is not twice in its units",
        position: () => bugPosition({ r5c5: "5" }, { r1c1: "15" }),
      },
      { why: "a cell with one candidate", position: () => bugPosition({ r5c5: "5" }, { r1c1: "1" }) },
    ],
  },
  {
    name: "finned X-wing on 1: rows 1 and 5, columns 2 and 7, fin r1c8",
    technique: "finned-x-wing",
    applies: () => position({ r1c2: "12", r1c7: "13", r1c8: "14", r5c2: "15", r5c7: "16", r2c7: "17", r3c9: "18", r8c7: "19" }, "23456789"),
    // Only column 7 inside the fin's box 3: r2c7. Not r3c9 (not a cover line), not r8c7 (outside box 3).
    eliminations: [cd("r2c7", 1)],
    cells: ["r1c2", "r1c7", "r1c8", "r5c2", "r5c7"],
    digits: [1],
    fins: ["r1c8"],
    // No fin: a plain X-wing.
    doesNotApply: () => position({ r1c2: "12", r1c7: "13", r5c2: "15", r5c7: "16", r2c7: "17", r8c7: "19" }, "23456789"),
    nearMisses: [
      {
        why: "fins in two boxes (r1c8 in box 3, r5c4 in box 5)",
        position: () =>
          position({ r1c2: "12", r1c7: "13", r1c8: "14", r5c2: "15", r5c4: "16", r5c7: "17", r9c2: "18", r2c7: "19" }, "23456789"),
      },
      {
        why: "nothing to remove in the fin's box",
        position: () => position({ r1c2: "12", r1c7: "13", r1c8: "14", r5c2: "15", r5c7: "16", r3c9: "18", r8c7: "19" }, "23456789"),
      },
      {
        why: "a sashimi X-wing is not reported as finned",
        position: () => position({ r1c2: "12", r1c7: "13", r5c2: "14", r5c8: "15", r5c9: "16", r4c7: "17" }, "23456789"),
      },
    ],
  },
  {
    name: "finned X-wing on 1: columns 1 and 5, rows 2 and 7, fins r8c1 and r9c1",
    technique: "finned-x-wing",
    applies: () => position({ r2c1: "12", r7c1: "13", r8c1: "14", r9c1: "15", r2c5: "16", r7c5: "17", r7c3: "18", r7c9: "19" }, "23456789"),
    eliminations: [cd("r7c3", 1)],
    cells: ["r2c1", "r7c1", "r8c1", "r9c1", "r2c5", "r7c5"],
    digits: [1],
    fins: ["r8c1", "r9c1"],
    // r9c1 moves to r4c1: fins in boxes 4 and 7.
    doesNotApply: () =>
      position({ r2c1: "12", r7c1: "13", r8c1: "14", r4c1: "15", r2c5: "16", r7c5: "17", r7c3: "18", r7c9: "19" }, "23456789"),
  },
  {
    name: "sashimi X-wing on 1: row 5 has no 1 in column 7, fins r5c8 and r5c9",
    technique: "sashimi-x-wing",
    applies: () => position({ r1c2: "12", r1c7: "13", r5c2: "14", r5c8: "15", r5c9: "16", r4c7: "17" }, "23456789"),
    eliminations: [cd("r4c7", 1)],
    cells: ["r1c2", "r1c7", "r5c2", "r5c8", "r5c9"],
    digits: [1],
    fins: ["r5c8", "r5c9"],
    // The finned X-wing (both rows have both corners) is not sashimi.
    doesNotApply: () =>
      position({ r1c2: "12", r1c7: "13", r1c8: "14", r5c2: "15", r5c7: "16", r2c7: "17", r3c9: "18", r8c7: "19" }, "23456789"),
    nearMisses: [
      {
        why: "fins in two boxes (r5c8 in box 6, r5c4 in box 5)",
        position: () => position({ r1c2: "12", r1c7: "13", r5c2: "14", r5c8: "15", r5c4: "16", r4c7: "17", r9c2: "18" }, "23456789"),
      },
      {
        why: "nothing to remove in the fin's box",
        position: () => position({ r1c2: "12", r1c7: "13", r5c2: "14", r5c8: "15", r5c9: "16" }, "23456789"),
      },
      {
        why: "no fin: a plain X-wing",
        position: () => position({ r1c2: "12", r1c7: "13", r5c2: "15", r5c7: "16", r2c7: "17", r8c7: "19" }, "23456789"),
      },
    ],
  },
  {
    name: "finned swordfish on 1: rows 1, 4, 7, columns 1, 5, 9, fin r7c8",
    technique: "finned-swordfish",
    applies: () => position({ r1c1: "12", r1c5: "13", r4c5: "14", r4c9: "15", r7c1: "16", r7c9: "17", r7c8: "18", r8c9: "19" }, "23456789"),
    eliminations: [cd("r8c9", 1)],
    cells: ["r1c1", "r1c5", "r4c5", "r4c9", "r7c1", "r7c8", "r7c9"],
    digits: [1],
    fins: ["r7c8"],
    // No fin: a plain swordfish.
    doesNotApply: () =>
      position({ r1c1: "12", r1c5: "13", r4c5: "14", r4c9: "15", r7c1: "16", r7c9: "17", r9c1: "18", r2c5: "19", r6c9: "12" }, "23456789"),
    nearMisses: [
      {
        // r2c9 keeps the columns 1, 5, 9 from forming a finned swordfish with fin r8c9.
        why: "fins in two boxes (r7c8 in box 9, r1c3 in box 1)",
        position: () =>
          position(
            { r1c1: "12", r1c3: "13", r1c5: "13", r2c9: "17", r4c5: "14", r4c9: "15", r7c1: "16", r7c9: "17", r7c8: "18", r8c9: "19" },
            "23456789",
          ),
      },
      {
        why: "a sashimi swordfish is not reported as finned",
        position: () => position({ r1c1: "12", r1c5: "13", r4c5: "14", r4c9: "15", r7c1: "16", r7c8: "18", r8c9: "19" }, "23456789"),
      },
    ],
  },
  {
    name: "sashimi swordfish on 1: row 7 has no 1 in column 9, fin r7c8",
    technique: "sashimi-swordfish",
    applies: () => position({ r1c1: "12", r1c5: "13", r4c5: "14", r4c9: "15", r7c1: "16", r7c8: "18", r8c9: "19" }, "23456789"),
    eliminations: [cd("r8c9", 1)],
    cells: ["r1c1", "r1c5", "r4c5", "r4c9", "r7c1", "r7c8"],
    digits: [1],
    fins: ["r7c8"],
    // The finned swordfish is not sashimi.
    doesNotApply: () =>
      position({ r1c1: "12", r1c5: "13", r4c5: "14", r4c9: "15", r7c1: "16", r7c9: "17", r7c8: "18", r8c9: "19" }, "23456789"),
    nearMisses: [
      {
        why: "nothing to remove in the fin's box",
        position: () => position({ r1c1: "12", r1c5: "13", r4c5: "14", r4c9: "15", r7c1: "16", r7c8: "18" }, "23456789"),
      },
      {
        why: "no fin: a plain swordfish",
        position: () =>
          position(
            { r1c1: "12", r1c5: "13", r4c5: "14", r4c9: "15", r7c1: "16", r7c9: "17", r9c1: "18", r2c5: "19", r6c9: "12" },
            "23456789",
          ),
      },
      {
        // r2c9 keeps the columns 1, 5, 9 from forming a sashimi swordfish with fin r8c9.
        why: "fins in two boxes (r7c8 in box 9, r7c4 in box 8)",
        position: () =>
          position(
            { r1c1: "12", r1c5: "13", r2c9: "17", r4c5: "14", r4c9: "15", r7c1: "16", r7c4: "17", r7c8: "18", r8c9: "19" },
            "23456789",
          ),
      },
    ],
  },
  {
    name: "X-chain on 1: r1c1 = r3c3 - r3c7 = r7c7",
    technique: "x-chain",
    applies: () => position({ r1c1: "12", r3c3: "13", r3c7: "14", r7c7: "15", r5c1: "16", r7c1: "17", r7c5: "18" }, "23456789"),
    eliminations: [cd("r7c1", 1)],
    cells: ["r1c1", "r3c3", "r3c7", "r7c7"],
    digits: [1],
    doesNotApply: () => position({ r1c1: "12", r3c3: "13", r3c7: "14", r7c7: "15", r7c5: "18" }, "23456789"),
  },
  {
    name: "XY-chain: r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c9 {4,1}",
    technique: "xy-chain",
    applies: () => position({ r1c1: "12", r1c5: "23", r5c5: "34", r5c9: "14", r1c9: "156", r5c1: "178" }, "56789"),
    eliminations: [cd("r1c9", 1), cd("r5c1", 1)],
    cells: ["r1c1", "r1c5", "r5c5", "r5c9"],
    digits: [1],
    doesNotApply: () => position({ r1c1: "12", r1c5: "23", r5c5: "35", r5c9: "14", r1c9: "156", r5c1: "178" }, "56789"),
  },
];

describe("technique finders", () => {
  it("covers every technique", () => {
    // The techniques beyond 5 stars are tested in techniques/beyond.test.ts, with real positions.
    const beyond = readFileSync(new URL("./techniques/beyond.test.ts", import.meta.url), "utf8");
    const tested = new Set<string>(cases.map((c) => c.technique));
    for (const t of TECHNIQUES) if (t.level === BEYOND_LEVEL && beyond.includes(`"${t.id}"`)) tested.add(t.id);
    expect(TECHNIQUES.filter((t) => !tested.has(t.id)).map((t) => t.id)).toEqual([]);
  });

  describe.each(cases)("$name", (c) => {
    it("finds the exact deduction", () => {
      const s = findTechnique(c.applies(), c.technique);
      expect(s).not.toBeNull();
      expect(s!.technique).toBe(c.technique);
      const byCell = (a: CellDigit, b: CellDigit) => a.cell - b.cell || a.digit - b.digit;
      expect([...s!.placements].sort(byCell)).toEqual([...(c.placements ?? [])].sort(byCell));
      expect([...s!.eliminations].sort(byCell)).toEqual([...(c.eliminations ?? [])].sort(byCell));
      if (c.cells) expect([...s!.cells].sort((a, b) => a - b)).toEqual(c.cells.map(cellIndex).sort((a, b) => a - b));
      if (c.digits) expect(s!.digits).toEqual(c.digits);
      expect(s!.fins).toEqual(c.fins?.map(cellIndex));
    });
    it("does not fire without the pattern", () => {
      expect(findTechnique(c.doesNotApply(), c.technique)).toBeNull();
    });
    it.each(c.nearMisses ?? [])("does not fire: $why", ({ position: p }) => {
      expect(findTechnique(p(), c.technique)).toBeNull();
    });
  });

  // The sashimi finder may answer from a note the finned finder took of the same candidates: its
  // answer must be the one it gives alone, whatever was searched before.
  const sashimi = cases.filter((c) => c.technique === "sashimi-x-wing" || c.technique === "sashimi-swordfish");
  it.each(sashimi)("$name: the same after the finned finder searched these candidates or others", (c) => {
    const finned = c.technique === "sashimi-x-wing" ? "finned-x-wing" : "finned-swordfish";
    const alone = findTechnique(c.applies(), c.technique);
    expect(alone).not.toBeNull();
    for (const before of [c.applies, c.doesNotApply, ...(c.nearMisses ?? []).map((m) => m.position)]) {
      findTechnique(before(), finned);
      expect(findTechnique(c.applies(), c.technique)).toEqual(alone);
      findTechnique(before(), finned);
      expect(findTechnique(c.doesNotApply(), c.technique)).toBeNull();
    }
  });
});

describe("findNextStep", () => {
  it("prefers the easiest technique and reports units for hints", () => {
    const pos = createPosition(WIKI_PUZZLE);
    const s = findNextStep(pos)!;
    expect(["full-house", "naked-single", "hidden-single-box", "hidden-single-line"]).toContain(s.technique);
    expect(s.units.length).toBeGreaterThan(0);
  });

  it("the first step of the classic puzzle is the naked single r5c5 = 5", () => {
    expect(findNextStep(createPosition(WIKI_PUZZLE))).toEqual({
      technique: "naked-single",
      placements: [cd("r5c5", 5)],
      eliminations: [],
      cells: [cellIndex("r5c5")],
      units: [
        { type: "row", index: 4 },
        { type: "col", index: 4 },
        { type: "box", index: 4 },
      ],
      digits: [5],
    });
  });

  it("solves the classic puzzle step by step to its solution", () => {
    const pos = createPosition(WIKI_PUZZLE);
    for (let i = 0; i < 81; i++) {
      const s = findNextStep(pos);
      if (!s) break;
      applyStep(pos, s);
    }
    expect(Array.from(pos.values)).toEqual(Array.from(parseGrid(WIKI_SOLUTION)));
  });

  it("respects maxLevel", () => {
    const hiddenSingle = cases.find((c) => c.technique === "hidden-single-box")!.applies();
    expect(findNextStep(hiddenSingle, { maxLevel: 1 })).toBeNull();
    expect(findNextStep(hiddenSingle)?.technique).toBe("hidden-single-box");
  });

  it("ignores notes that contradict filled peers", () => {
    const pos = createPosition("5" + "0".repeat(80), new Array<number>(81).fill(0x1ff));
    expect(pos.cands[1]! & (1 << 4)).toBe(0);
  });
});

// Positions met while rating gen_minimal_20k puzzles in which the step finder's next step is one of
// the uniqueness or finned-fish techniques: the current grid plus the candidates removed from the
// full candidates (r<row>c<col>-<digits>). The step must match, and agree with the solution.
const REAL: { technique: TechniqueId; grid: string; removed: string; eliminations?: CellDigit[]; placements?: CellDigit[] }[] = [
  {
    technique: "unique-rectangle-2",
    grid: "397184562056000041014500093702001059935200184401950200070000405520000008048005920",
    removed: "r4c4-6 r4c5-6 r6c6-67 r7c4-3 r7c5-36 r7c6-36 r8c4-3 r8c5-36 r8c6-36 r8c7-7 r9c5-6",
    eliminations: [cd("r2c5", 2), cd("r2c6", 2), cd("r3c1", 2)],
  },
  {
    technique: "unique-rectangle-4",
    grid: "000208400100009870000040006000080640000706350006004000081405960005830014002001080",
    removed:
      "r1c1-3 r1c2-3 r1c5-56 r1c9-3 r2c2-6 r2c9-3 r3c1-3 r3c2-3 r4c2-2 r4c9-2 r5c5-9 r6c2-2 r6c5-12 r8c1-7 r8c2-7 r9c1-69 r9c2-69 r9c5-7",
    eliminations: [cd("r1c1", 9), cd("r1c2", 9)],
  },
  {
    technique: "hidden-unique-rectangle",
    grid: "007082540524301000900700312602170050051200004079000201000026005090010020200007080",
    removed: "r1c2-6 r3c5-6 r5c5-9 r7c1-3 r7c2-3 r8c1-3 r9c2-3 r9c9-9",
    eliminations: [cd("r2c9", 9)],
  },
  {
    technique: "bug-plus-one",
    grid: "004001860002745193013860450001583749479126385008974216005407621106058974047610538",
    removed: "r1c1-9 r7c1-9",
    placements: [cd("r7c2", 3)],
  },
  {
    technique: "finned-x-wing",
    grid: "496800570751000038832050000203008015105020800689005423368090150510080000920501080",
    removed: "r3c4-4 r3c6-4 r4c4-7 r4c5-7 r5c4-7 r5c6-7 r8c6-2 r8c7-6 r8c8-6 r8c9-6 r9c5-46",
    eliminations: [cd("r3c4", 9)],
  },
  {
    technique: "sashimi-x-wing",
    grid: "460721908080465170170000460010200040340010090000040016804172609000084721721609084",
    removed: "r3c3-39 r3c9-3 r4c1-9 r4c3-5 r4c9-5 r5c3-5 r5c9-2 r6c3-5 r8c3-35",
    eliminations: [cd("r4c5", 3)],
  },
  {
    technique: "finned-swordfish",
    grid: "069000700741000502000001609008000967976000000030697008090004005013080274000300096",
    removed: "r2c6-38 r3c4-5 r5c5-3 r5c6-3 r5c8-134 r6c8-14 r7c8-8 r8c6-5",
    eliminations: [cd("r5c5", 1)],
  },
  {
    technique: "sashimi-swordfish",
    grid: "000208400100009870000040006000080640000706350006004000081405960005830014002001080",
    removed: "r1c1-3 r1c2-3 r1c9-3 r2c9-3 r3c1-3 r3c2-3 r4c2-2 r4c9-2 r6c2-2 r6c5-1 r8c1-7 r8c2-7 r9c1-69 r9c2-69 r9c5-7",
    eliminations: [cd("r6c5", 2)],
  },
];

function withRemoved(grid: string, removed: string): Position {
  const masks = new Array<number>(81).fill(0x1ff);
  for (const token of removed.split(" ").filter(Boolean)) {
    const [cell, digits] = token.split("-") as [string, string];
    masks[cellIndex(cell)]! &= ~maskOf(digits);
  }
  return createPosition(grid, masks);
}

describe("uniqueness and finned fish on real positions", () => {
  it.each(REAL)("$technique is the next step, with the solution's deduction", ({ technique, grid, removed, eliminations, placements }) => {
    const step = findNextStep(withRemoved(grid, removed))!;
    expect(step.technique).toBe(technique);
    expect(step.eliminations).toEqual(eliminations ?? []);
    expect(step.placements).toEqual(placements ?? []);
    const solution = solve(grid)!;
    for (const e of step.eliminations) expect(Number(solution[e.cell])).not.toBe(e.digit);
    for (const pl of step.placements) expect(Number(solution[pl.cell])).toBe(pl.digit);
  });
});

// The full set lives beside the repository (../shared/datasets, as for solver.test.ts); without it
// the committed sample (its first 500 puzzles) is used.
function minimalPuzzles(count: number): string[] {
  const full = process.env.SUDOKU_DATASETS ?? fileURLToPath(new URL("../../../shared/datasets", import.meta.url));
  const file = existsSync(`${full}/gen_minimal_20k`)
    ? `${full}/gen_minimal_20k`
    : fileURLToPath(new URL("../../tests/fixtures/engine/gen_minimal_20k.sample500", import.meta.url));
  return readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length === 81)
    .slice(0, count);
}

const LEVEL5_NEW: TechniqueId[] = [
  "unique-rectangle-2",
  "unique-rectangle-4",
  "hidden-unique-rectangle",
  "bug-plus-one",
  "finned-x-wing",
  "sashimi-x-wing",
  "finned-swordfish",
  "sashimi-swordfish",
];

/**
 * `npm run proof` (PROOF_SWEEPS=1) sweeps the first 2,000 puzzles; `npm test` the first 250, in
 * which every finder below fires too.
 */
const SWEEP_PUZZLES = process.env.PROOF_SWEEPS === "1" ? 2000 : 250;

describe("uniqueness and finned-fish finders never contradict the solution", () => {
  it(`in every position of the step finder's solve of the first ${SWEEP_PUZZLES.toLocaleString("en")} gen_minimal_20k puzzles`, () => {
    const wrong: string[] = [];
    const fired = new Map<TechniqueId, number>();
    for (const puzzle of minimalPuzzles(SWEEP_PUZZLES)) {
      const solution = solve(puzzle)!;
      const pos = createPosition(puzzle);
      for (let guard = 0; guard < 200; guard++) {
        const next = findNextStep(pos);
        if (!next) break;
        // Every new finder on every position, not only when it is the next step.
        for (const id of LEVEL5_NEW) {
          const step = findTechnique(pos, id);
          if (!step) continue;
          fired.set(id, (fired.get(id) ?? 0) + 1);
          for (const e of step.eliminations) if (Number(solution[e.cell]) === e.digit) wrong.push(`${puzzle} ${id} removes ${e.digit}`);
          for (const pl of step.placements) if (Number(solution[pl.cell]) !== pl.digit) wrong.push(`${puzzle} ${id} places ${pl.digit}`);
        }
        applyStep(pos, next);
      }
    }
    expect(wrong).toEqual([]);
    // Each finder was exercised (on the 2,000 puzzles thousands of positions each, BUG+1 44).
    for (const id of LEVEL5_NEW) expect(fired.get(id) ?? 0, id).toBeGreaterThan(0);
    console.log(`finders fired on ${SWEEP_PUZZLES} puzzles: ${JSON.stringify(Object.fromEntries(fired))}`);
  }, 120_000);
});
