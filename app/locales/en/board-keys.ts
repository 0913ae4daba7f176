import type { OnDemandCatalogue } from "../de/translation.ts";

// The board's list of keys (the `?` overlay): loaded on demand (on-demand.ts), when it is first opened.
const boardKeys: OnDemandCatalogue["play"]["keyList"] = {
  title: "Keyboard shortcuts",
  intro: "Everything on the board works from the keyboard too.",
  keyColumn: "Key",
  actionColumn: "What it does",
  rows: {
    digit: { key: "1 to 9", action: "Mark a digit; press it again to enter it (in notes mode: set or remove a note)" },
    arrows: { key: "Arrow keys", action: "Choose a cell (in the grid)" },
    shiftArrows: { key: "Shift + arrow key", action: "Add cells to the selection; so do Shift-click, Ctrl-click and dragging" },
    escape: { key: "Esc", action: "End a selection of several cells" },
    erase: { key: "Delete, Backspace or 0", action: "Clear the cell" },
    notes: { key: "N", action: "Notes mode on or off" },
    filter: { key: "Shift + 1 to 9", action: "Digit filter: shows every cell the digit still fits (again: off)" },
    color: {
      key: "Alt + 1 to 8",
      action: "Colour A, A′, B, B′, 1, 2, 3 or 4 for the selected cells, or with the filter on for that candidate",
    },
    colorClear: { key: "Alt + 0", action: "Remove the colours of the selected cells" },
    hint: { key: "H", action: "Hint" },
    check: { key: "C", action: "Check" },
    pause: { key: "P", action: "Pause or play on" },
    undo: { key: "Ctrl + Z", action: "Undo" },
    redo: { key: "Ctrl + Y or Ctrl + Shift + Z", action: "Redo" },
    keys: { key: "?", action: "This list" },
  },
};

export default boardKeys;
