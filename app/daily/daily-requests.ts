// The Daily Sudoku API's form fields (docs/API.md "Daily Sudoku") and their catalogue keys.
import { z } from "zod";

// The day's save and check share the catalogue's form and its field messages (save-requests.ts).

/** POST /api/daily-sudoku/agreement: only a yes is an answer (SPEC §5: participation needs the checkbox). */
export const agreementSchema = z.object({
  agreement: z.enum(["true", "1", "on", "yes"], { error: "daily.agreementInvalid" }),
});

/** A month YYYY-MM (the draws and winners calls). */
export const monthField = z.string({ error: "daily.invalidMonth" }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "daily.invalidMonth" });
