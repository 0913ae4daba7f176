// The import call's fields (POST /api/sudoku/import and the own-puzzle page's form): one field,
// `sudoku`, the text as typed. Its content is judged by parse.ts and check.ts, not here: Zod only
// makes sure it is text (a missing field reads as empty, an uploaded file is refused).

import { z } from "zod";

export const importRequestSchema = z.object({
  sudoku: z.string({ error: "ownPuzzle.errors.empty" }).optional().default(""),
});

export type ImportRequest = z.infer<typeof importRequestSchema>;
