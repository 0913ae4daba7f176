// The Daily Sudoku API's form fields (docs/API.md "Daily Sudoku") and their catalogue keys.
import { z } from "zod";
import { parseIsoDate } from "./schedule.ts";
import { formInput } from "../lib/http/form-input.ts";
import { saveIssueKeys, savegameField, versionField } from "../saves/save-requests.ts";

export { formInput };

const dateField = z.string({ error: "daily.invalidDate" }).refine((text) => parseIsoDate(text) !== null, { error: "daily.invalidDate" });

/** POST /api/daily-sudoku/save: the day, the savegame, the board's change counter; progress is ignored. */
export const dailySaveSchema = z.object({
  date: dateField,
  savegame: savegameField,
  version: versionField,
  progress: z.string().optional(),
});

/** POST /api/daily-sudoku/check: the day and the grid to check against the stored solution. */
export const dailyCheckSchema = z.object({ date: dateField, savegame: savegameField });

/** POST /api/daily-sudoku/agreement: only a yes is an answer (SPEC §5: participation needs the checkbox). */
export const agreementSchema = z.object({
  agreement: z.enum(["true", "1", "on", "yes"], { error: "daily.agreementInvalid" }),
});

/** A month YYYY-MM (the draws and winners calls). */
export const monthField = z.string({ error: "daily.invalidMonth" }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "daily.invalidMonth" });

/** Zod issues → catalogue keys per field (daily.* keys pass through; savegame issues become one key). */
export function dailyIssueKeys(error: z.ZodError): Record<string, string[]> {
  const keys = saveIssueKeys(error);
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (issue.message.startsWith("daily.")) keys[field] = [issue.message];
  }
  return keys;
}
