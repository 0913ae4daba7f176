import { describe, expect, it } from "vitest";
import { TECHNIQUES } from "../sudoku/techniques.ts";
import de from "../locales/de/play.ts";
import en from "../locales/en/play.ts";
import { createGame, reduce } from "./game-state.ts";
import { PUZZLE, SOLUTION } from "./test-puzzle.ts";
import { findHint } from "./hints.ts";

const fresh = () => createGame({ id: 1, stars: 1, puzzle: PUZZLE, solution: SOLUTION });

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

  it("has a name and an explanation for every technique in both languages", () => {
    for (const { id } of TECHNIQUES) {
      expect(de.techniques[id].name.length).toBeGreaterThan(0);
      expect(de.techniques[id].text.length).toBeGreaterThan(0);
      expect(en.techniques[id].name.length).toBeGreaterThan(0);
    }
    expect(Object.keys(de.techniques).sort()).toEqual(TECHNIQUES.map((t) => t.id).sort());
  });
});
