// The one mapper from Zod's issues to the field messages of a 400 (DESIGN §7: `errors: { field:
// [messages] }`). Schemas carry their messages as catalogue keys (`validation.*`, `saves.*`, ...),
// so browser and server show them in the reader's language; an issue without one (Zod's own
// English text, from a nested schema or a type check) gets its field's fallback key instead.

import type { z } from "zod";
import { resources } from "../../locales/index.ts";

/** The key for issues that carry none of the catalogue's: one for every field, or chosen per field. */
export type FieldFallback = string | ((field: string) => string);

/** Whether a text names a message of the catalogues (both have the same keys). */
export function isCatalogueKey(text: string): boolean {
  let node: unknown = resources.de.translation;
  for (const part of text.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}

/** Zod issues → `{ field: [catalogue keys] }`, each key once per field, in the order of the issues. */
export function fieldErrors(error: z.ZodError, fallback: FieldFallback = "validation.required"): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    const key = isCatalogueKey(issue.message) ? issue.message : typeof fallback === "string" ? fallback : fallback(field);
    const list = (out[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return out;
}
