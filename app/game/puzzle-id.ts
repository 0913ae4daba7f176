// The one parser for a puzzle number, wherever one arrives (query, form field, path segment).

import { z } from "zod";

/** Digits only: no sign, exponent, spaces or leading zero, so "1e3" or " 7" is not a puzzle. */
const PUZZLE_ID = /^[1-9]\d{0,15}$/;

/** A puzzle id from text, or null when the text is not a puzzle number. */
export function parsePuzzleId(text: string | null | undefined): number | null {
  if (typeof text !== "string" || !PUZZLE_ID.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** The same rule as a Zod field for request schemas; `message` is the catalogue key of the error. */
export function puzzleIdField(message: string) {
  return z.string({ error: message }).transform((text, ctx) => {
    const id = parsePuzzleId(text);
    if (id === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });
}
