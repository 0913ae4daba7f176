import { describe, expect, it } from "vitest";
import de from "../locales/de/share-card.ts";
import { resultCard } from "../share/result-card.ts";
import { resultQuery } from "../share/result-facts.ts";
import { PUZZLE, SOLUTION } from "../../tests/lib/test-puzzle.ts";
import { dailyKind } from "./daily-kind.ts";
import { catalogueKind } from "./game-kind.ts";
import { createGame, type GameState } from "./game-state.ts";
import { resultFactsOf } from "./result-of-game.ts";

// The result card must not give the puzzle away (issue 31): it is made from the game's facts only.
// Two different grids played to the same facts give the same card, and the card holds no row,
// column or box of the solution, nor a grid of squares.

/** Another valid Sudoku: the same one with its digits renamed (1→9, 2→8, …). */
const rename = (grid: string) => grid.replace(/[1-9]/g, (d) => String(10 - Number(d)));
const OTHER_PUZZLE = rename(PUZZLE);
const OTHER_SOLUTION = rename(SOLUTION);

function solvedGame(puzzle: string, solution: string): GameState {
  const game = createGame({ id: 77, stars: 4, puzzle, solution });
  return { ...game, entries: [...solution].map(Number), solved: true, elapsed: 1234, hints: 2 };
}

function units(solution: string): string[] {
  const rows = Array.from({ length: 9 }, (_, r) => solution.slice(r * 9, r * 9 + 9));
  const cols = Array.from({ length: 9 }, (_, c) => rows.map((row) => row[c]).join(""));
  const boxes = Array.from({ length: 9 }, (_, b) =>
    [0, 1, 2].map((i) => rows[Math.floor(b / 3) * 3 + i]!.slice((b % 3) * 3, (b % 3) * 3 + 3)).join(""),
  );
  return [...rows, ...cols, ...boxes];
}

const cardOf = (state: GameState, kind: Parameters<typeof resultFactsOf>[1]) => {
  const facts = resultFactsOf(state, kind);
  return resultCard(facts, {
    locale: "de",
    texts: de,
    levelName: "Schwierig",
    url: `https://sudoku-oase.de/de/ergebnis?${resultQuery(facts)}`,
  });
};

describe("resultFactsOf and the card", () => {
  const one = solvedGame(PUZZLE, SOLUTION);
  const other = solvedGame(OTHER_PUZZLE, OTHER_SOLUTION);

  it.each([
    ["a catalogue puzzle", catalogueKind(77)],
    ["a daily with a streak", dailyKind("2027-06-16", 3)],
    ["a visitor's daily", dailyKind("2027-06-16")],
  ])("%s: two different grids with the same facts give the same card", (_, kind) => {
    expect(one.entries).not.toEqual(other.entries);
    expect(cardOf(one, kind)).toEqual(cardOf(other, kind));
  });

  it.each([
    ["a catalogue puzzle", catalogueKind(77)],
    ["a daily", dailyKind("2027-06-16", 12)],
  ])("%s: the text holds no row, column or box of the solution, no long digit run and no squares", (_, kind) => {
    for (const [state, solution] of [
      [one, SOLUTION],
      [other, OTHER_SOLUTION],
    ] as const) {
      const { text } = cardOf(state, kind);
      for (const unit of units(solution)) expect(text).not.toContain(unit);
      expect(text).not.toMatch(/\d{8,}/);
      expect(text).not.toMatch(/[\u{1F7E5}-\u{1F7EB}\u2B1B\u2B1C]/u);
      expect(text).not.toContain(PUZZLE.slice(0, 9));
    }
  });

  it("takes the day and the streak from a daily's kind, the number from a catalogue game", () => {
    expect(resultFactsOf(one, dailyKind("2027-06-16", 3))).toEqual({
      game: { kind: "daily", date: "2027-06-16" },
      stars: 4,
      time: 1234,
      hints: 2,
      streak: 3,
    });
    expect(resultFactsOf(one, dailyKind("2027-06-16")).streak).toBeNull();
    expect(resultFactsOf(one, catalogueKind(77))).toEqual({
      game: { kind: "puzzle", id: 77 },
      stars: 4,
      time: 1234,
      hints: 2,
      streak: null,
    });
  });
});
