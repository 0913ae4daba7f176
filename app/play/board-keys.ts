// The board's keyboard (SPEC §4 keyboard): digits, erase, notes, undo and redo anywhere on the
// page, arrows only inside the grid; keys typed into a form field or a dialog are left alone.

import { useEffect, type RefObject } from "react";
import type { Action } from "./game-state.ts";

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el?.closest?.("input, select, textarea, dialog, [contenteditable]");
}

export function useBoardKeys(
  act: (action: Action) => void,
  pressDigit: (digit: number, fromKeypad: boolean) => void,
  gridRef: RefObject<HTMLTableElement | null>,
): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || isTyping(e.target)) return;
      const key = e.key;
      if (e.ctrlKey || e.metaKey) {
        const lower = key.toLowerCase();
        if (lower === "z" && !e.shiftKey) act({ type: "undo" });
        else if (lower === "y" || (lower === "z" && e.shiftKey)) act({ type: "redo" });
        else return;
        e.preventDefault();
        return;
      }
      const arrow = ARROWS[key];
      if (arrow) {
        // Arrows move through the grid only while it has focus; elsewhere they scroll the page.
        if (!gridRef.current?.contains(e.target as Node)) return;
        act({ type: "move", rows: arrow[0], cols: arrow[1] });
      } else if (key >= "1" && key <= "9" && key.length === 1) pressDigit(Number(key), false);
      else if (key === "Backspace" || key === "Delete" || key === "0") act({ type: "erase" });
      else if (key === "n" || key === "N") act({ type: "toggleNotesMode" });
      else return;
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [act, pressDigit, gridRef]);
}
