import { describe, expect, it } from "vitest";
import { cellViews, F_FILTER, F_SELECTED, type ViewOptions } from "./cell-views.ts";
import { paintViews } from "./HintPanel.tsx";
import { createGame, reduce } from "./game-state.ts";
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";

const OPTIONS: ViewOptions = {
  highlightMode: false,
  invertMode: false,
  conflicts: [],
  hintArea: [],
  hintTargets: [],
  hintStage: 0,
  filterCells: null,
};
const fresh = () => createGame({ id: 1, stars: 1, puzzle: PUZZLE, solution: SOLUTION });

describe("what each cell shows", () => {
  it("an open hint's colouring shows on its candidates, noted or not, and never on a filled cell", () => {
    let s = reduce(fresh(), { type: "select", cell: 2 });
    s = reduce(s, { type: "toggleNotesMode" });
    s = reduce(s, { type: "digit", digit: 4, now: 0, speed: true });
    const views = paintViews(cellViews(s, OPTIONS), [
      [2, 4, 1],
      [3, 2, 2],
      [0, 5, 1],
    ]);
    expect([views[2]!.notes, views[2]!.noteColors]).toEqual([8, "000100000"]);
    expect([views[3]!.notes, views[3]!.noteColors]).toEqual([2, "020000000"]);
    expect([views[0]!.notes, views[0]!.noteColors]).toEqual([0, ""]);
    // The game itself is untouched: the colouring is the hint's, not the player's.
    expect([s.notes[3], s.noteColors.every((c) => c === 0)]).toEqual([0, true]);
  });

  it("marks the selected cells, the filter's cells and the note digit the player works with", () => {
    let s = reduce(fresh(), { type: "select", cell: 2 });
    s = reduce(s, { type: "select", cell: 3, how: "add" });
    s = reduce(s, { type: "toggleNotesMode" });
    s = reduce(s, { type: "digit", digit: 6, now: 0, speed: true });
    s = reduce(s, { type: "filter", digit: 6 });
    const filterCells = Array.from({ length: 81 }, (_, c) => c === 3);
    const views = cellViews(s, { ...OPTIONS, filterCells });
    expect([views[2]!.flags & F_SELECTED, views[3]!.flags & F_SELECTED, views[4]!.flags & F_SELECTED]).toEqual([F_SELECTED, F_SELECTED, 0]);
    expect([views[3]!.flags & F_FILTER, views[2]!.flags & F_FILTER]).toEqual([F_FILTER, 0]);
    expect([views[3]!.noteMark, views[2]!.noteMark]).toEqual([6, 6]);
  });
});
