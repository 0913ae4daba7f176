import { describe, expect, it } from "vitest";
import { TECHNIQUES } from "../sudoku/techniques.ts";
import deTechniques from "../locales/de/techniques.ts";
import enTechniques from "../locales/en/techniques.ts";
import deHint from "../locales/de/hint.ts";
import enHint from "../locales/en/hint.ts";
import { createGame, reduce } from "./game-state.ts";
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";
import { buildHint, chainPaint, findHint, solutionFor } from "./hints.ts";

const fresh = () => createGame({ id: 1, stars: 1, puzzle: PUZZLE, solution: SOLUTION });
/** The daily puzzle on its day: the browser is not told the solution. */
const blind = () => createGame({ id: 1_000_001, stars: 1, puzzle: PUZZLE, solution: null });

describe("hints", () => {
  it("finds a step with a technique, a place to look and a correct digit", () => {
    const hint = findHint(fresh());
    expect(hint.kind).toBe("step");
    expect(hint.technique).not.toBeNull();
    expect(hint.area.length).toBeGreaterThan(0);
    for (const p of hint.placements) expect(p.digit).toBe(Number(SOLUTION[p.cell]));
    for (const e of hint.eliminations) expect(e.digit).not.toBe(Number(SOLUTION[e.cell]));
  });

  it("points at wrong entries before anything else", () => {
    let s = reduce(fresh(), { type: "select", cell: 2 });
    s = reduce(reduce(s, { type: "digit", digit: 9, now: 0, speed: true }), { type: "digit", digit: 9, now: 1, speed: true });
    const hint = findHint(s);
    expect(hint.kind).toBe("wrong");
    expect(hint.targets).toEqual([2]);
  });

  it("ignores notes that rule out the solution digit", () => {
    const s = { ...fresh(), notes: fresh().notes.map(() => 1) };
    const hint = findHint(s);
    for (const p of hint.placements) expect(p.digit).toBe(Number(SOLUTION[p.cell]));
  });

  it("gives the same hints without the solution as with it", () => {
    expect(findHint(blind())).toEqual(findHint(fresh()));
    // r1c3 takes the 4: a 9 there is pointed out without the solution being sent.
    const entries = blind().entries.map((_, c) => (c === 2 ? 9 : 0));
    expect(findHint({ ...blind(), entries })).toMatchObject({ kind: "wrong", targets: [2] });
  });

  it("reveals the solution's digit when no technique applies, also without the solution", () => {
    const stuck = { createPosition: () => ({}) as never, findNextStep: () => null };
    for (const s of [fresh(), blind()]) {
      const hint = buildHint(stuck, s);
      expect(hint.kind).toBe("reveal");
      expect(hint.placements).toHaveLength(1);
      const [p] = hint.placements;
      expect(p!.digit).toBe(Number(SOLUTION[p!.cell]));
    }
  });

  it("carries a chain step's data for the step-by-step explanation, and only for chain steps", () => {
    // magictour_top1465 no. 205 after its singles: the next step is a forcing chain (contradiction).
    const puzzle = "000000040002004001070050090003007000040060000690100800320000100850900060000080003";
    const solution = "538219746962874531174356298283497615741568329695123874329645187857931462416782953";
    const hint = findHint(createGame({ id: 1, stars: 5, puzzle, solution }));
    expect(hint.technique).toBe("contradiction-chain");
    expect(hint.chain?.branches?.[0]!.assume).toEqual(hint.eliminations[0]);
    expect(findHint(fresh()).chain).toBeUndefined();
    // ALS-XZ: the candidates of each set come from the position the step was found in.
    const als = { technique: "als-xz", placements: [], eliminations: [], cells: [0, 1], units: [], digits: [1, 2], sets: [[0], [1]] };
    const engine = {
      createPosition: () => ({ values: new Uint8Array(81), cands: new Uint16Array(81).fill(0b11) }),
      findNextStep: () => als as never,
    };
    expect(buildHint(engine, fresh()).chain?.setDigits).toEqual([
      [1, 2],
      [1, 2],
    ]);
  });

  it("has a name and an explanation for every technique in both languages", () => {
    for (const { id } of TECHNIQUES) {
      expect(deTechniques[id].name.length).toBeGreaterThan(0);
      expect(deHint.rules[id].length).toBeGreaterThan(0);
      expect(enTechniques[id].name.length).toBeGreaterThan(0);
      expect(enHint.rules[id].length).toBeGreaterThan(0);
    }
    expect(Object.keys(deTechniques).sort()).toEqual(TECHNIQUES.map((t) => t.id).sort());
    expect(Object.keys(deHint.rules).sort()).toEqual(TECHNIQUES.map((t) => t.id).sort());
  });
});

describe("solutionFor", () => {
  it("is the solution the state carries, untouched", () => {
    expect(solutionFor(fresh())).toBe(SOLUTION);
    // Not solved again: whatever the state says is taken as it is.
    expect(solutionFor({ puzzle: PUZZLE, solution: "1".repeat(81) })).toBe("1".repeat(81));
  });

  it("solves the givens when the browser was not told the solution", () => {
    expect(solutionFor(blind())).toBe(SOLUTION);
    // The givens only: the player's entries (here a wrong one) do not change the answer.
    const withWrongEntry = { ...blind(), entries: blind().entries.map((_, c) => (c === 2 ? 9 : 0)) };
    expect(solutionFor(withWrongEntry)).toBe(SOLUTION);
  });

  it("refuses givens without a solution rather than hint nonsense", () => {
    expect(() => solutionFor({ puzzle: `55${"0".repeat(79)}`, solution: null })).toThrow("no solution");
  });
});

describe("the hint's colouring in the board's paired colours (chainPaint)", () => {
  it.each<[string, Parameters<typeof chainPaint>[0], [number, number, number][]]>([
    [
      "simple colouring: the two classes of the cluster, A and A′",
      {
        technique: "simple-colouring",
        digits: [7],
        colours: [
          [3, 40],
          [12, 76],
        ],
      },
      [
        [3, 7, 1],
        [40, 7, 1],
        [12, 7, 2],
        [76, 7, 2],
      ],
    ],
    [
      // Strong at both ends: the first and the last cell have opposite colours, one of them holds.
      "X-chain: the cells alternate along the chain",
      {
        technique: "x-chain",
        digits: [4],
        chain: [
          { cell: 0, digit: 4 },
          { cell: 8, digit: 4 },
          { cell: 17, digit: 4 },
          { cell: 53, digit: 4 },
        ],
      },
      [
        [0, 4, 2],
        [8, 4, 1],
        [17, 4, 2],
        [53, 4, 1],
      ],
    ],
    [
      "XY-chain: the digit leaving each cell in A, the one entering it in A′",
      {
        technique: "xy-chain",
        digits: [5],
        chain: [
          { cell: 10, digit: 2 },
          { cell: 13, digit: 8 },
          { cell: 67, digit: 5 },
        ],
      },
      [
        [10, 2, 1],
        [10, 5, 2],
        [13, 8, 1],
        [13, 2, 2],
        [67, 5, 1],
        [67, 8, 2],
      ],
    ],
    [
      // A strong first link: the start is assumed false (A′), and each link turns it over.
      "AIC: each node by whether it holds, a group node on all its cells",
      {
        technique: "aic",
        digits: [3, 9],
        inference: {
          nodes: [
            { cells: [0], digit: 3 },
            { cells: [0], digit: 9 },
            { cells: [4, 5], digit: 9 },
            { cells: [77], digit: 3 },
          ],
          strong: [true, false, true],
        },
      },
      [
        [0, 3, 2],
        [0, 9, 1],
        [4, 9, 2],
        [5, 9, 2],
        [77, 3, 1],
      ],
    ],
    ["a step without a chain paints nothing", { technique: "x-wing", digits: [2] }, []],
  ])("%s", (_, step, expected) => {
    expect(chainPaint(step)).toEqual(expected);
  });
});
