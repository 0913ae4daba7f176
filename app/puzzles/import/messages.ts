// The check's errors (check.ts) as catalogue keys with their values, for the page in the browser,
// the page's form action and the JSON call: one wording everywhere, in the player's language.

import type { CheckError } from "./check.ts";

export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

const UNIT_KEYS = {
  row: "ownPuzzle.errors.conflictRow",
  col: "ownPuzzle.errors.conflictCol",
  box: "ownPuzzle.errors.conflictBox",
} as const;

/** The headline of an error, then (for clashing givens) one line per clash. */
export function checkErrorMessages(error: CheckError): Message[] {
  switch (error.kind) {
    case "empty":
      return [{ key: "ownPuzzle.errors.empty" }];
    case "too-long":
      return [{ key: "ownPuzzle.errors.tooLong", values: { length: error.length, max: error.max } }];
    case "bad-characters":
      return [{ key: "ownPuzzle.errors.badCharacters", values: { characters: error.characters.join(" ") } }];
    case "wrong-length":
      return [{ key: "ownPuzzle.errors.wrongLength", values: { count: error.count } }];
    case "conflicts":
      return [
        { key: "ownPuzzle.errors.conflicts" },
        ...error.conflicts.map((c) => ({ key: UNIT_KEYS[c.unit], values: { digit: c.digit, n: c.index + 1 } })),
      ];
    case "no-solution":
      return [{ key: "ownPuzzle.errors.noSolution" }];
    case "multiple-solutions":
      return [{ key: error.solutions ? "ownPuzzle.errors.multipleSolutions" : "ownPuzzle.errors.multipleSolutionsNoPair" }];
  }
}
