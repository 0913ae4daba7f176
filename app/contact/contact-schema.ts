import { z } from "zod";
import { emailField } from "../accounts/account-schema.ts";

// The contact form (SPEC §5: name, e-mail, subject and message, all required), shared by the page
// form (Conform, in the browser and on the server) and POST /api/contact. Messages are catalogue
// keys under `validation.`.

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 4000;
/**
 * The honeypot: a field people never see or fill (hidden from view and from screen readers),
 * which form-filling bots do. Named like a real field so bots take it.
 */
export const CONTACT_HONEYPOT = "website";

const required = "validation.required";

/** Required text: trimmed, not empty, at most `max` characters; control characters other than line breaks and tabs refused. */
function text(max: number, singleLine: boolean) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: "validation.maxLength" })
    .refine((s) => !(singleLine ? /\p{Cc}/u : /(?![\t\n\r])\p{Cc}/u).test(s), {
      error: "validation.controlCharacters",
    });
}

export const contactSchema = z.object({
  name: text(CONTACT_NAME_MAX, true),
  email: emailField,
  subject: text(CONTACT_SUBJECT_MAX, true),
  message: text(CONTACT_MESSAGE_MAX, false),
  [CONTACT_HONEYPOT]: z.string().optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;
