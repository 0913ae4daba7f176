// Every key of the board (board-keys.ts), table-driven: what it does in the grid and elsewhere.
import { describe, expect, it } from "vitest";
import { keyCommand } from "./board-keys.ts";

const key = (k: string, code = "", mods: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {}) => ({
  key: k,
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe("the board's keys", () => {
  it.each([
    ["a digit is pressed on the active cell", key("5", "Digit5"), { press: true, digit: 5 }],
    ["the number pad's digit too", key("7", "Numpad7"), { press: true, digit: 7 }],
    ["0 erases", key("0", "Digit0"), { type: "erase" }],
    ["Delete erases", key("Delete"), { type: "erase" }],
    ["Backspace erases", key("Backspace"), { type: "erase" }],
    ["N switches notes mode", key("n", "KeyN"), { type: "toggleNotesMode" }],
    ["so does a capital N", key("N", "KeyN", { shiftKey: true }), { type: "toggleNotesMode" }],
    ["H asks for a hint", key("h", "KeyH"), "hint"],
    ["C checks", key("c", "KeyC"), "check"],
    ["P pauses or plays on", key("p", "KeyP"), "pause"],
    ["? lists the keys (Shift+ß on a German keyboard)", key("?", "Minus", { shiftKey: true }), "keys"],
    [
      "Shift+2 sets the digit filter, whatever character the layout types",
      key("@", "Digit2", { shiftKey: true }),
      { type: "filter", digit: 2 },
    ],
    ['on a German keyboard too ("\\"")', key('"', "Digit2", { shiftKey: true }), { type: "filter", digit: 2 }],
    ["Alt+1 paints colour A", key("1", "Digit1", { altKey: true }), { type: "color", color: 1 }],
    ["Alt+8 the last free colour", key("8", "Digit8", { altKey: true }), { type: "color", color: 8 }],
    ["Alt+0 clears the colours", key("0", "Digit0", { altKey: true }), { type: "color", color: 0 }],
    ["Ctrl+Z undoes", key("z", "KeyZ", { ctrlKey: true }), { type: "undo" }],
    ["Ctrl+Y redoes", key("y", "KeyY", { ctrlKey: true }), { type: "redo" }],
    ["Ctrl+Shift+Z redoes", key("Z", "KeyZ", { ctrlKey: true, shiftKey: true }), { type: "redo" }],
    ["Cmd+Z undoes on a Mac", key("z", "KeyZ", { metaKey: true }), { type: "undo" }],
  ])("%s", (_, event, expected) => {
    expect(keyCommand(event, true)).toEqual(expected);
    // None of these depends on where the focus is.
    expect(keyCommand(event, false)).toEqual(expected);
  });

  it.each([
    ["an arrow moves the active cell", key("ArrowRight"), { type: "move", rows: 0, cols: 1, extend: false }],
    [
      "Shift+arrow adds the next cell to the selection",
      key("ArrowDown", "", { shiftKey: true }),
      { type: "move", rows: 1, cols: 0, extend: true },
    ],
    ["Escape ends a selection", key("Escape"), { type: "clearSelection" }],
  ])("%s in the grid, and is left to the page elsewhere", (_, event, expected) => {
    expect(keyCommand(event, true)).toEqual(expected);
    expect(keyCommand(event, false)).toBeNull();
  });

  it.each([
    ["Alt+9 (there are eight colours)", key("9", "Digit9", { altKey: true })],
    ["Shift+0 (no digit 0 to filter)", key("=", "Digit0", { shiftKey: true })],
    ["Ctrl+Alt+Z (AltGr on Windows)", key("z", "KeyZ", { ctrlKey: true, altKey: true })],
    ["Ctrl+S (the browser's)", key("s", "KeyS", { ctrlKey: true })],
    ["a letter the board does not use", key("x", "KeyX")],
    ["Tab", key("Tab")],
  ])("leaves alone: %s", (_, event) => {
    expect(keyCommand(event, true)).toBeNull();
  });
});
