// POST /api/counter's one field (SPEC §7): the id the server gave out before, or the word "none".
import { z } from "zod";
import { COUNTER_NO_ID } from "../config/counter.ts";

export const counterSchema = z.object({
  counterUUID: z
    .string({ error: "api.invalidCounterId" })
    .max(64, { error: "api.invalidCounterId" })
    .transform((v) => v.toLowerCase())
    .pipe(z.union([z.literal(COUNTER_NO_ID), z.uuid()], { error: "api.invalidCounterId" })),
});
