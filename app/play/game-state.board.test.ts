// The board's actions of issue 30 (notes that stay true, live candidates, colours and selection,
// pause, mistake modes), table-driven: each case a start, the actions, and the grid expected, as
// literal text. One line per row; a cell is its digit, `[digits]` for notes, `.` when empty.

import { describe, expect, it } from "vitest";
import { AUTO_PAUSE_SECONDS, STRICT_MISTAKE_LIMIT } from "../config/constants.ts";
import { createGame, isFailed, reduce as reduceCore, toSaved, type Action, type GameState } from "./game-state.ts";
import { isPerfect } from "../game/solve-figures.ts";
import { reduceMore } from "./game-more.ts";
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";

const fresh = (solution: string | null = SOLUTION) => createGame({ id: 7, stars: 2, puzzle: PUZZLE, solution });
/** The reducer as the board runs it once the tools of game-more.ts are loaded. */
const reduce = (state: GameState, action: Action) => reduceCore(state, action, reduceMore);
const run = (state: GameState, ...actions: Action[]) => actions.reduce(reduce, state);
const cellOf = (rc: string) => (Number(rc[1]) - 1) * 9 + Number(rc[3]) - 1;
const at = (rc: string, how?: "add" | "toggle"): Action => ({ type: "select", cell: cellOf(rc), ...(how ? { how } : {}) });
const digit = (d: number, now = 0): Action => ({ type: "digit", digit: d, now, speed: true });
/** A confirmed entry at r?c?: two presses in time. */
const enter = (rc: string, d: number): Action[] => [at(rc), digit(d, 0), digit(d, 1)];
const NOTES: Action = { type: "toggleNotesMode" };
/** Notes `digits` in each of the cells, typed in notes mode. */
const note = (cells: string[], ...digits: number[]): Action[] => [
  NOTES,
  ...cells.flatMap((rc) => [at(rc), ...digits.map((d) => digit(d))]),
  NOTES,
];

/** Rows `from`..`to` (1-based) as text: digits, `[notes]`, `.`. */
function rows(s: GameState, from = 1, to = 9): string {
  const lines: string[] = [];
  for (let r = from - 1; r < to; r++) {
    const cells: string[] = [];
    for (let c = r * 9; c < r * 9 + 9; c++) {
      const given = Number(s.puzzle[c]);
      const value = given || s.entries[c]!;
      const n = s.notes[c]!;
      cells.push(value ? String(value) : n ? `[${[1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => n & (1 << (d - 1))).join("")}]` : ".");
    }
    lines.push(cells.join(" "));
  }
  return lines.join("\n");
}

/** Colours of rows `from`..`to`: a cell's colour (0 none), then `{digit:colour}` for coloured candidates. */
function colours(s: GameState, from = 1, to = 9): string {
  const lines: string[] = [];
  for (let r = from - 1; r < to; r++) {
    const cells: string[] = [];
    for (let c = r * 9; c < r * 9 + 9; c++) {
      const marks = [1, 2, 3, 4, 5, 6, 7, 8, 9]
        .filter((d) => s.noteColors[c * 9 + d - 1])
        .map((d) => `${d}:${s.noteColors[c * 9 + d - 1]}`);
      cells.push(String(s.colors[c]) + (marks.length ? `{${marks.join(",")}}` : ""));
    }
    lines.push(cells.join(" "));
  }
  return lines.join("\n");
}

describe("a placement cleans its digit out of the peers' notes", () => {
  // r1c3 takes 4: r1c4 (row), r2c3 (box and column) and r6c3 (column) are peers, r4c4 is not.
  const noted = [...note(["r1c3", "r1c4", "r2c3", "r6c3", "r4c4"], 4, 2)];
  it.each<[string, Action[], string]>([
    [
      "on by default: every peer loses the 4, the other notes and the non-peer stay",
      [...noted, ...enter("r1c3", 4)],
      "5 3 4 [2] 7 . . . .\n6 . [2] 1 9 5 . . .\n. 9 8 . . . . 6 .\n8 . . [24] 6 . . . 3\n4 . . 8 . 3 . . 1\n7 . [2] . 2 . . . 6",
    ],
    [
      "off: only the cell's own note goes",
      [{ type: "options", autoClean: false }, ...noted, ...enter("r1c3", 4)],
      "5 3 4 [24] 7 . . . .\n6 . [24] 1 9 5 . . .\n. 9 8 . . . . 6 .\n8 . . [24] 6 . . . 3\n4 . . 8 . 3 . . 1\n7 . [24] . 2 . . . 6",
    ],
    [
      // A 3 clashes with the given 3 in r1c2: the peers keep their notes, the player sees the conflict.
      "not when the placement clashes with a peer",
      [...note(["r1c3", "r1c4", "r2c3"], 3), ...enter("r1c3", 3)],
      "5 3 3 [3] 7 . . . .\n6 . [3] 1 9 5 . . .\n. 9 8 . . . . 6 .\n8 . . . 6 . . . 3\n4 . . 8 . 3 . . 1\n7 . . . 2 . . . 6",
    ],
  ])("%s", (_, actions, expected) => {
    expect(rows(run(fresh(), ...actions), 1, 6)).toBe(expected);
  });

  it("one undo brings the entry and every cleaned note back; redo takes them again", () => {
    const placed = run(fresh(), ...noted, ...enter("r1c3", 4));
    const undone = reduce(placed, { type: "undo" });
    expect(rows(undone, 1, 6)).toBe(
      "5 3 [24] [24] 7 . . . .\n6 . [24] 1 9 5 . . .\n. 9 8 . . . . 6 .\n8 . . [24] 6 . . . 3\n4 . . 8 . 3 . . 1\n7 . [24] . 2 . . . 6",
    );
    expect(undone.past.length).toBe(placed.past.length - 1);
    expect(rows(reduce(undone, { type: "redo" }), 1, 6)).toBe(rows(placed, 1, 6));
  });
});

describe("live candidates", () => {
  const LIVE: Action = { type: "toggleLiveNotes" };
  it.each<[string, Action[], string]>([
    [
      "switching on fills every open cell with its candidates",
      [LIVE],
      "5 3 [124] [26] 7 [2468] [1489] [1249] [248]\n6 [247] [247] 1 9 5 [3478] [234] [2478]\n[12] 9 8 [23] [34] [24] [13457] 6 [247]",
    ],
    [
      "a placement takes its digit out of the peers' candidates",
      [LIVE, ...enter("r1c3", 4)],
      "5 3 4 [26] 7 [268] [189] [129] [28]\n6 [27] [27] 1 9 5 [3478] [234] [2478]\n[12] 9 8 [23] [34] [24] [13457] 6 [247]",
    ],
    [
      "erasing the entry gives the candidates back",
      [LIVE, ...enter("r1c3", 4), { type: "erase" }],
      "5 3 [124] [26] 7 [2468] [1489] [1249] [248]\n6 [247] [247] 1 9 5 [3478] [234] [2478]\n[12] 9 8 [23] [34] [24] [13457] 6 [247]",
    ],
    [
      // The player ruled out 2 in r1c3; the 4 placed and erased elsewhere does not bring it back.
      "the player's own eliminations are remembered across changes",
      [LIVE, at("r1c3"), NOTES, digit(2), NOTES, ...enter("r1c4", 6), { type: "erase" }],
      "5 3 [14] [26] 7 [2468] [1489] [1249] [248]\n6 [247] [247] 1 9 5 [3478] [234] [2478]\n[12] 9 8 [23] [34] [24] [13457] 6 [247]",
    ],
    [
      "toggling an eliminated candidate again brings it back",
      [LIVE, at("r1c3"), NOTES, digit(2), digit(2), NOTES],
      "5 3 [124] [26] 7 [2468] [1489] [1249] [248]\n6 [247] [247] 1 9 5 [3478] [234] [2478]\n[12] 9 8 [23] [34] [24] [13457] 6 [247]",
    ],
    [
      "switching off freezes the notes where they are",
      [LIVE, { type: "toggleLiveNotes" }, ...enter("r1c3", 4), { type: "erase" }],
      "5 3 [12] [26] 7 [268] [189] [129] [28]\n6 [27] [27] 1 9 5 [3478] [234] [2478]\n[12] 9 8 [23] [34] [24] [13457] 6 [247]",
    ],
  ])("%s", (_, actions, expected) => {
    expect(rows(run(fresh(), ...actions), 1, 3)).toBe(expected);
  });

  it("a digit that is no candidate cannot be noted in live mode", () => {
    const s = run(fresh(), LIVE, at("r1c3"), NOTES);
    expect(reduce(s, digit(5))).toBe(s);
  });
});

describe("selection", () => {
  it.each<[string, Action[], number | null, number[]]>([
    ["a plain click selects one cell", [at("r1c3"), at("r1c4")], cellOf("r1c4"), []],
    ["Shift or a drag adds cells", [at("r1c3"), at("r1c4", "add"), at("r2c3", "add")], cellOf("r2c3"), [2, 3, 11]],
    ["adding a selected cell again only moves the focus", [at("r1c3"), at("r1c4", "add"), at("r1c3", "add")], 2, [2, 3]],
    ["Ctrl toggles a cell in and out", [at("r1c3"), at("r1c4", "toggle"), at("r2c3", "toggle"), at("r1c3", "toggle")], 2, [3, 11]],
    ["down to one cell, the selection is just the active cell", [at("r1c3"), at("r1c4", "toggle"), at("r1c4", "toggle")], 3, []],
    ["Shift+arrow extends", [at("r1c3"), { type: "move", rows: 0, cols: 1, extend: true }], 3, [2, 3]],
    ["a plain arrow leaves one cell", [at("r1c3"), at("r1c4", "add"), { type: "move", rows: 1, cols: 0 }], 12, []],
    ["Escape clears the selection", [at("r1c3"), at("r1c4", "add"), { type: "clearSelection" }], 3, []],
  ])("%s", (_, actions, active, selection) => {
    const s = run(fresh(), ...actions);
    expect([s.activeCellId, s.selection]).toEqual([active, selection]);
  });

  it("notes go into every selected open cell at once, and out of all when all have them", () => {
    const select = [at("r1c3"), at("r1c4", "add"), at("r1c5", "add"), at("r2c3", "add")];
    let s = run(fresh(), ...note(["r1c4"], 2), ...select, NOTES, digit(2));
    expect(rows(s, 1, 2)).toBe("5 3 [2] [2] 7 . . . .\n6 . [2] 1 9 5 . . .");
    expect(s.past.at(-1)).toEqual([9 * 9 + 2, 0, 2, 9 * 9 + 11, 0, 2]);
    s = reduce(s, digit(2));
    expect(rows(s, 1, 2)).toBe("5 3 . . 7 . . . .\n6 . . 1 9 5 . . .");
  });

  it("erase clears every selected cell in one step", () => {
    const s = run(fresh(), ...enter("r1c3", 4), ...note(["r1c4"], 2, 6), at("r1c3"), at("r1c4", "add"), { type: "erase" });
    expect(rows(s, 1, 1)).toBe("5 3 . . 7 . . . .");
    expect(rows(reduce(s, { type: "undo" }), 1, 1)).toBe("5 3 4 [26] 7 . . . .");
  });
});

describe("colours", () => {
  const colour = (c: number): Action => ({ type: "color", color: c });
  it.each<[string, Action[], string]>([
    ["a colour marks every selected cell, givens too", [at("r1c1"), at("r1c3", "add"), colour(1)], "1 0 1 0 0 0 0 0 0"],
    ["the same colour again takes it off", [at("r1c1"), at("r1c3", "add"), colour(1), colour(1)], "0 0 0 0 0 0 0 0 0"],
    ["another colour replaces it", [at("r1c3"), colour(1), colour(2)], "0 0 2 0 0 0 0 0 0"],
    [
      "with a digit filter on, the colour goes on that candidate of the open cells",
      [at("r1c3"), at("r1c4", "add"), at("r1c2", "add"), { type: "filter", digit: 2 }, colour(3)],
      "0 0 0{2:3} 0{2:3} 0 0 0 0 0",
    ],
    [
      "colour 0 clears a cell's colour and its candidates' colours",
      [at("r1c3"), { type: "filter", digit: 2 }, colour(3), { type: "filter", digit: 2 }, colour(5), colour(0)],
      "0 0 0 0 0 0 0 0 0",
    ],
  ])("%s", (_, actions, expected) => {
    expect(colours(run(fresh(), ...actions), 1, 1)).toBe(expected);
  });

  it("a colour is one undo step and a change to save", () => {
    const s = run(fresh(), at("r1c3"), at("r1c4", "add"), colour(4));
    expect(s.saving.counter).toBe(1);
    expect(s.past).toEqual([[2 * 81 + 2, 0, 4, 2 * 81 + 3, 0, 4]]);
    expect(colours(reduce(s, { type: "undo" }), 1, 1)).toBe("0 0 0 0 0 0 0 0 0");
  });

  it("refuses a colour outside 0..8", () => {
    const s = run(fresh(), at("r1c3"));
    expect(reduce(s, colour(9))).toBe(s);
    expect(reduce(s, colour(-1))).toBe(s);
  });

  it("the digit filter toggles", () => {
    const s = run(fresh(), { type: "filter", digit: 5 });
    expect(s.filterDigit).toBe(5);
    expect(reduce(s, { type: "filter", digit: 5 }).filterDigit).toBe(0);
    expect(reduce(s, { type: "filter", digit: 3 }).filterDigit).toBe(3);
  });
});

describe("pause and the clock", () => {
  const tick: Action = { type: "tick" };
  const ticks = (n: number) => Array.from({ length: n }, () => tick);

  it.each<[string, Action[], number, GameState["paused"]]>([
    ["the clock counts while playing", ticks(3), 3, null],
    ["a pause stops it", [...ticks(2), { type: "pause" }, ...ticks(5)], 2, "manual"],
    ["resuming lets it count again", [{ type: "pause" }, ...ticks(5), { type: "resume" }, ...ticks(2)], 2, null],
    [`${AUTO_PAUSE_SECONDS} s without input pause it by itself`, ticks(AUTO_PAUSE_SECONDS + 10), AUTO_PAUSE_SECONDS, "idle"],
    [
      "any input starts the idle time again",
      [...ticks(AUTO_PAUSE_SECONDS - 1), at("r1c3"), ...ticks(AUTO_PAUSE_SECONDS - 1)],
      2 * AUTO_PAUSE_SECONDS - 2,
      null,
    ],
  ])("%s", (_, actions, elapsed, paused) => {
    const s = run(fresh(), ...actions);
    expect([s.elapsed, s.paused]).toEqual([elapsed, paused]);
  });

  it("while paused the grid takes no input", () => {
    const s = run(fresh(), at("r1c3"), { type: "pause" });
    for (const action of [
      digit(4),
      { type: "erase" } as Action,
      { type: "undo" } as Action,
      at("r2c2"),
      { type: "color", color: 1 } as Action,
    ])
      expect(reduce(s, action)).toBe(s);
    expect(rows(run(s, { type: "resume" }, ...enter("r1c3", 4)), 1, 1)).toBe("5 3 4 . 7 . . . .");
  });

  it("a solved game cannot be paused", () => {
    const solved = { ...fresh(), solved: true };
    expect(reduce(solved, { type: "pause" })).toBe(solved);
  });
});

describe("mistake modes", () => {
  const mode = (m: GameState["mode"]): Action => ({ type: "setMode", mode: m });
  // r1c3's solution is 4, r1c4's 6, r1c6's 8: 9, 9 and 9 are three mistakes.
  const wrong = [...enter("r1c3", 9), ...enter("r1c4", 9), ...enter("r1c6", 9)];

  it.each<[string, Action[], number, boolean[], boolean]>([
    ["classic: wrong entries are counted, not shown", [...enter("r1c3", 9), ...enter("r1c4", 6)], 1, [false, false], false],
    ["relaxed: a wrong entry is marked at once", [mode("relaxed"), ...enter("r1c3", 9), ...enter("r1c4", 6)], 1, [true, false], false],
    ["switching to relaxed marks what is already wrong", [...enter("r1c3", 9), mode("relaxed")], 1, [true, false], false],
    ["strict: the third mistake ends the attempt", [mode("strict"), ...wrong], STRICT_MISTAKE_LIMIT, [false, false], true],
    [
      "strict counts from the switch",
      [...enter("r1c3", 9), ...enter("r1c4", 9), mode("strict"), ...enter("r1c6", 9)],
      1,
      [false, false],
      false,
    ],
  ])("%s", (_, actions, mistakes, warned, failed) => {
    const s = run(fresh(), ...actions);
    expect([s.mistakes, [s.warnings[2], s.warnings[3]], isFailed(s)]).toEqual([mistakes, warned, failed]);
  });

  it("a failed attempt takes no more input and keeps its mode; a reset plays again", () => {
    const failed = run(fresh(), mode("strict"), ...wrong);
    expect(rows(run(failed, ...enter("r2c2", 7)), 1, 2)).toBe(rows(failed, 1, 2));
    expect(reduce(failed, mode("classic"))).toBe(failed);
    expect(reduce(failed, { type: "undo" })).toBe(failed);
    const again = reduce(failed, { type: "reset" });
    expect([again.mistakes, again.mode, isFailed(again), rows(again, 1, 1)]).toEqual([0, "strict", false, "5 3 . . 7 . . . ."]);
  });

  it("a relaxed game is never perfect", () => {
    const solved = { ...fresh(), solved: true };
    expect(isPerfect(solved)).toBe(true);
    expect(isPerfect({ ...solved, mode: "relaxed" })).toBe(false);
  });

  it("silent marks (relaxed, the server's word) count new mistakes but no check", () => {
    const s = run(fresh(null), ...enter("r1c3", 9), ...enter("r1c4", 6), { type: "check", wrong: [2], silent: true });
    expect([s.warnings[2], s.checked, s.mistakes]).toEqual([true, 0, 1]);
    expect(reduce(s, { type: "check", wrong: [2], silent: true }).mistakes).toBe(1);
  });
});

describe("the hinted techniques (issue 31)", () => {
  it("records each technique once, in the order asked, and keeps it through save and restore", () => {
    const s = run(fresh(), { type: "hinted", technique: "x-wing" }, { type: "hinted", technique: "naked-pair" });
    expect(s.hinted).toEqual(["x-wing", "naked-pair"]);
    expect(reduce(s, { type: "hinted", technique: "x-wing" })).toBe(s);
    expect(fresh().hinted).toBeUndefined();
    const back = reduce(fresh(), { type: "restore", saved: toSaved(s) });
    expect(back.hinted).toEqual(["x-wing", "naked-pair"]);
  });

  it("waits for the tools' chunk like the other rarer actions", () => {
    const s = fresh();
    expect(reduceCore(s, { type: "hinted", technique: "x-wing" })).toBe(s);
  });
});

describe("back to the last correct position", () => {
  const back: Action = { type: "backToCorrect" };
  it.each<[string, Action[], string]>([
    ["undoes to just before the first wrong entry", [...enter("r1c3", 4), ...enter("r1c4", 9), ...enter("r1c6", 8)], "5 3 4 . 7 . . . ."],
    [
      "a wrong entry the player took back himself is not gone back over",
      [...enter("r1c4", 9), { type: "erase" }, ...enter("r1c3", 4), ...enter("r1c6", 2)],
      "5 3 4 . 7 . . . .",
    ],
    ["without a wrong entry nothing changes", [...enter("r1c3", 4), ...enter("r1c4", 6)], "5 3 4 6 7 . . . ."],
  ])("%s", (_, actions, expected) => {
    expect(rows(run(fresh(), ...actions, back), 1, 1)).toBe(expected);
  });

  it("each step back stays a redo", () => {
    const s = run(fresh(), ...enter("r1c3", 4), ...enter("r1c4", 9), ...enter("r1c6", 8), back);
    expect(s.future.length).toBe(2);
    expect(rows(run(s, { type: "redo" }, { type: "redo" }), 1, 1)).toBe("5 3 4 9 7 8 . . .");
  });

  it("without the solution it goes back until the cells the server found wrong no longer hold those digits", () => {
    const s = run(fresh(null), ...enter("r1c3", 4), ...enter("r1c4", 9), ...enter("r1c6", 8), { type: "backToCorrect", wrong: [3] });
    expect(rows(s, 1, 1)).toBe("5 3 4 . 7 . . . .");
  });
});

describe("kept with the game", () => {
  it("colours, eliminations, live mode, mistake mode and mistakes survive toSaved and restore", () => {
    const played = run(
      fresh(),
      { type: "setMode", mode: "strict" },
      { type: "toggleLiveNotes" },
      at("r1c3"),
      NOTES,
      digit(2),
      NOTES,
      { type: "color", color: 6 },
      { type: "filter", digit: 1 },
      { type: "color", color: 2 },
      ...enter("r1c4", 9),
    );
    const saved = toSaved(played);
    expect(saved).toMatchObject({ v: 2, mode: "strict", mistakes: 1, liveNotes: true, noteColors: [[2, 1, 2]] });
    const back = reduce(fresh(), { type: "restore", saved: JSON.parse(JSON.stringify(saved)) });
    expect([rows(back, 1, 1), colours(back, 1, 1), back.eliminated[2], back.mode, back.mistakes]).toEqual([
      rows(played, 1, 1),
      "0 0 6{1:2} 0 0 0 0 0 0",
      2,
      "strict",
      1,
    ]);
  });
});
