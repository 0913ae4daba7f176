import { describe, expect, it } from "vitest";
import { IMPORT_MAX_INPUT_CHARS } from "../../config/puzzle-import.ts";
import { PUZZLE } from "../../../tests/lib/test-puzzle.ts";
import { givenConflicts, parsePuzzle } from "./parse.ts";

const dotted = PUZZLE.replaceAll("0", ".");
const rows = Array.from({ length: 9 }, (_, r) => PUZZLE.slice(r * 9, r * 9 + 9));

/** The boxed ASCII layout: +-------+ borders, | between blocks, spaces between cells, `.` empty. */
function boxed(grid: string): string {
  const line = "+-------+-------+-------+";
  const out = [line];
  for (let r = 0; r < 9; r++) {
    const cells = [...grid.slice(r * 9, r * 9 + 9)].map((c) => (c === "0" ? "." : c));
    out.push(`| ${cells.slice(0, 3).join(" ")} | ${cells.slice(3, 6).join(" ")} | ${cells.slice(6).join(" ")} |`);
    if (r % 3 === 2) out.push(line);
  }
  return out.join("\n");
}

describe("parsePuzzle: the layouts it reads", () => {
  it.each([
    ["one line of digits, 0 empty", PUZZLE],
    ["one line, . empty", dotted],
    ["9 lines of 9", rows.join("\n")],
    ["9 lines with Windows line ends", rows.join("\r\n")],
    ["spaced digits", [...PUZZLE].join(" ")],
    ["surrounding whitespace and tabs", `  \t${PUZZLE}\n\n`],
    [
      "blocks with | and ---+---+--- lines",
      rows
        .map((r) => `${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}`)
        .flatMap((r, i) => (i === 2 || i === 5 ? [r, "---+---+---"] : [r]))
        .join("\n"),
    ],
    ["mixed 0 and .", PUZZLE.slice(0, 40) + dotted.slice(40)],
    ["= separators", rows.join("\n=========\n")],
  ])("%s", (_, text) => {
    expect(parsePuzzle(text)).toEqual({ ok: true, grid: PUZZLE });
  });

  it("the drawn box layout without its frame lines, and without spaces", () => {
    const text = boxed(PUZZLE)
      .split("\n")
      .filter((line) => !line.startsWith("+"))
      .join("\n")
      .replaceAll(" ", "");
    expect(text.length).toBeLessThanOrEqual(IMPORT_MAX_INPUT_CHARS);
    expect(parsePuzzle(text)).toEqual({ ok: true, grid: PUZZLE });
  });

  it("the full drawn box layout is over the 200-character limit (337 characters): refused as too long", () => {
    const text = boxed(PUZZLE);
    expect(text.length).toBe(337);
    expect(parsePuzzle(text)).toMatchObject({ ok: false, error: { kind: "too-long", length: 337 } });
  });

  it("every layout of the same grid has the same canonical form", () => {
    const forms = [PUZZLE, dotted, rows.join("\n"), [...dotted].join(" ")].map((t) => parsePuzzle(t));
    expect(new Set(forms.map((f) => (f.ok ? f.grid : "error"))).size).toBe(1);
  });
});

describe("parsePuzzle: the errors", () => {
  it("nothing typed", () => {
    expect(parsePuzzle("")).toEqual({ ok: false, error: { kind: "empty" } });
    expect(parsePuzzle(" \n|+-")).toEqual({ ok: false, error: { kind: "empty" } });
  });

  it("200 characters are read, 201 are refused before reading", () => {
    const at = PUZZLE + " ".repeat(IMPORT_MAX_INPUT_CHARS - 81);
    expect(at.length).toBe(200);
    expect(parsePuzzle(at).ok).toBe(true);
    expect(parsePuzzle(`${at} `)).toEqual({ ok: false, error: { kind: "too-long", length: 201, max: 200 } });
    expect(parsePuzzle("x".repeat(10_000))).toMatchObject({ ok: false, error: { kind: "too-long" } });
  });

  it.each([
    [80, PUZZLE.slice(1)],
    [82, `${PUZZLE}0`],
    [1, "5"],
    [162, PUZZLE + PUZZLE],
  ])("%i cells", (count, text) => {
    expect(parsePuzzle(text)).toEqual({ ok: false, error: { kind: "wrong-length", count } });
  });

  it("names the wrong characters, each once, at most five", () => {
    expect(parsePuzzle(`${PUZZLE.slice(0, 80)}x`)).toEqual({ ok: false, error: { kind: "bad-characters", characters: ["x"] } });
    expect(parsePuzzle(`a${PUZZLE}aab`)).toEqual({ ok: false, error: { kind: "bad-characters", characters: ["a", "b"] } });
    expect(parsePuzzle("*_xyzq")).toEqual({ ok: false, error: { kind: "bad-characters", characters: ["*", "_", "x", "y", "z"] } });
    expect(parsePuzzle("５")).toEqual({ ok: false, error: { kind: "bad-characters", characters: ["５"] } });
    expect(parsePuzzle("🧩")).toEqual({ ok: false, error: { kind: "bad-characters", characters: ["🧩"] } });
  });

  it("wrong characters are named before the cell count", () => {
    expect(parsePuzzle("12a")).toMatchObject({ error: { kind: "bad-characters" } });
  });

  it("clashing givens in a row", () => {
    const grid = `11${"0".repeat(79)}`;
    expect(parsePuzzle(grid)).toEqual({
      ok: false,
      error: {
        kind: "conflicts",
        conflicts: [
          { unit: "row", index: 0, digit: 1, cells: [0, 1] },
          { unit: "box", index: 0, digit: 1, cells: [0, 1] },
        ],
      },
    });
  });

  it("clashing givens in a column", () => {
    const cells = Array(81).fill("0");
    cells[4] = "7";
    cells[76] = "7";
    expect(parsePuzzle(cells.join(""))).toEqual({
      ok: false,
      error: { kind: "conflicts", conflicts: [{ unit: "col", index: 4, digit: 7, cells: [4, 76] }] },
    });
  });

  it("clashing givens in a box only", () => {
    const cells = Array(81).fill("0");
    cells[60] = "9"; // r7c7
    cells[80] = "9"; // r9c9
    expect(parsePuzzle(cells.join(""))).toEqual({
      ok: false,
      error: { kind: "conflicts", conflicts: [{ unit: "box", index: 8, digit: 9, cells: [60, 80] }] },
    });
  });

  it("a digit three times in one row is one clash with three cells", () => {
    expect(givenConflicts(`5${"0".repeat(3)}5${"0".repeat(3)}5${"0".repeat(72)}`)).toEqual([
      { unit: "row", index: 0, digit: 5, cells: [0, 4, 8] },
    ]);
  });
});
