// The board's keyboard (SPEC §4 keyboard, and the keys of issue 30): digits, erase, notes, undo and
// redo anywhere on the page, arrows only inside the grid; H hint, C check, P pause, Alt+digit a
// colour, Shift+digit the digit filter, Escape ends a selection, ? lists the keys. Keys typed into a
// form field or a dialog are left alone.

import { useEffect, type RefObject } from "react";
import type { Action } from "./game-state.ts";

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The digit of a key by its place on the keyboard: Shift and Alt change what it types, not where it is. */
const DIGIT_CODE = /^(?:Digit|Numpad)(\d)$/;

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el?.closest?.("input, select, textarea, dialog, [contenteditable]");
}

export interface BoardKeys {
  act(action: Action): void;
  pressDigit(digit: number, fromKeypad: boolean): void;
  gridRef: RefObject<HTMLTableElement | null>;
  hint(): void;
  check(): void;
  togglePause(): void;
  showKeys(): void;
}

/** What a key press does, or null when the board leaves it alone. Pure, so every key is tested without a page. */
export function keyCommand(
  e: Pick<KeyboardEvent, "key" | "code" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey">,
  inGrid: boolean,
): Action | "hint" | "check" | "pause" | "keys" | { press: true; digit: number } | null {
  const key = e.key;
  const digitCode = DIGIT_CODE.exec(e.code)?.[1];
  if (e.ctrlKey || e.metaKey) {
    if (e.altKey) return null;
    const lower = key.toLowerCase();
    if (lower === "z" && !e.shiftKey) return { type: "undo" };
    if (lower === "y" || (lower === "z" && e.shiftKey)) return { type: "redo" };
    return null;
  }
  if (e.altKey) return digitCode !== undefined && Number(digitCode) <= 8 ? { type: "color", color: Number(digitCode) } : null;
  const arrow = ARROWS[key];
  if (arrow) return inGrid ? { type: "move", rows: arrow[0], cols: arrow[1], extend: e.shiftKey } : null;
  if (e.shiftKey && digitCode !== undefined && digitCode !== "0") return { type: "filter", digit: Number(digitCode) };
  if (key >= "1" && key <= "9" && key.length === 1) return { press: true, digit: Number(key) };
  if (key === "Backspace" || key === "Delete" || key === "0") return { type: "erase" };
  if (key === "Escape") return inGrid ? { type: "clearSelection" } : null;
  if (key === "?") return "keys";
  switch (key.toLowerCase()) {
    case "n":
      return { type: "toggleNotesMode" };
    case "h":
      return "hint";
    case "c":
      return "check";
    case "p":
      return "pause";
    default:
      return null;
  }
}

export function useBoardKeys(keys: BoardKeys): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isTyping(e.target)) return;
      const command = keyCommand(e, !!keys.gridRef.current?.contains(e.target as Node));
      if (command === null) return;
      e.preventDefault();
      if (command === "hint") keys.hint();
      else if (command === "check") keys.check();
      else if (command === "pause") keys.togglePause();
      else if (command === "keys") keys.showKeys();
      else if ("type" in command) keys.act(command);
      else keys.pressDigit(command.digit, false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [keys]);
}
