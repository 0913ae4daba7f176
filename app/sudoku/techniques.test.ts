import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseGrid } from "./grid.ts";
import { BEYOND_LEVEL, TECHNIQUES, applyStep, createPosition, findNextStep, findTechnique } from "./techniques.ts";
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
  doesNotApply: () => Position;
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
    });
    it("does not fire without the pattern", () => {
      expect(findTechnique(c.doesNotApply(), c.technique)).toBeNull();
    });
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
