import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OFFLINE_COPY_ATTRIBUTE, OFFLINE_OWNER_KEY, PUZZLE_ATTRIBUTE } from "./offline-marks.ts";

// The board writes two of the marks as literals (an import would split a shared chunk into the
// play page's first load): these checks keep them equal to the constants.
const source = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

describe("the board's literal marks", () => {
  it("checks the kept-copy mark and reads the player's note by the constants' names", () => {
    expect(source("../play/board-ctrl.ts")).toContain(`hasAttribute("${OFFLINE_COPY_ATTRIBUTE}")`);
    expect(source("../play/board-ctrl.ts")).toContain(`localStorage.getItem("${OFFLINE_OWNER_KEY}")`);
  });
  it("names its puzzle with the constant's attribute", () => {
    expect(source("../play/Board.tsx")).toContain(`${PUZZLE_ATTRIBUTE}={puzzle.id}`);
  });
});
