// The share link's progress parameter at the server's boundary (routes/play.tsx): Zod reads the
// query value, then share.ts decodes it against the puzzle. Kept apart from share.ts, which the
// board imports, so Zod stays out of the play page's JavaScript.

import { z } from "zod";
import { decodeEntries, SHARED_ENTRIES } from "./share.ts";

export const sharedEntriesSchema = z.string().max(81).regex(SHARED_ENTRIES);

/** The entries of a share link for this puzzle, or null when the parameter is not a valid one. */
export function readSharedEntries(puzzle: string, raw: string): number[] | null {
  const parsed = sharedEntriesSchema.safeParse(raw);
  return parsed.success ? decodeEntries(puzzle, parsed.data) : null;
}
