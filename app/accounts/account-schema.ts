import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../config/constants.ts";

// Schemas shared by the forms (client) and the API (server). Messages are catalogue keys under
// `validation.` so each side shows them in the user's language.

export const PROFILE_NAME_MAX = 60;
export const PROFILE_INFO_MAX = 280;

const required = "validation.required";

/** SPEC §5: required, valid format, at most 128 characters, lower-cased. */
export const emailField = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(EMAIL_MAX_LENGTH, { error: "validation.emailMax" })
  .pipe(z.email({ error: "validation.email" }))
  .transform((s) => s.toLowerCase());

/** Any stored password: required, at most 1024 characters. */
export const passwordField = z
  .string({ error: required })
  .min(1, { error: required })
  .max(PASSWORD_MAX_LENGTH, { error: "validation.passwordMax" });

// SPEC §5's composition rule for a new password, read for every alphabet: "ä", "ж" and "密" are
// letters, and "٣" (Arabic-Indic three) is a digit. JavaScript's \w and \d know only ASCII, so
// with them `äbcdefg1` passed with "ä" as its special character.
/** A letter of any script (Unicode General Category L). */
const LETTER = /\p{L}/u;
/** A decimal digit of any script (Nd): 0-9, "٣", "३", full-width "３"; not "²", "½" or "①" (No, symbols here). */
const DIGIT = /\p{Nd}/u;
/**
 * A character that is neither a word character nor whitespace. "Word character" as Unicode
 * defines \w (UTS #18, Annex C): letters and other alphabetic characters, combining marks,
 * decimal digits, connector punctuation (so "_" stays a word character, as in the ASCII rule)
 * and the zero-width joiners. Everything else counts: punctuation, symbols, emoji.
 */
const SPECIAL = /[^\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Join_Control}\s]/u;

/** A new password: at least 8 characters with a letter, a digit and a character that is neither word nor space. */
export const newPasswordField = passwordField
  // NFC first, as the hash does: "ä" typed as a + combining mark (macOS) counts once, like on Windows.
  .refine((p) => [...p.normalize("NFC")].length >= PASSWORD_MIN_LENGTH, { error: "validation.passwordMin" })
  .refine((p) => LETTER.test(p) && DIGIT.test(p) && SPECIAL.test(p), { error: "validation.passwordPattern" });

const flag = z
  .union([z.literal("true"), z.literal("on"), z.literal("1"), z.literal("false"), z.literal("0"), z.literal("")])
  .optional()
  .transform((v) => v === "true" || v === "on" || v === "1");

export const loginSchema = z.discriminatedUnion("newPassword", [
  z.object({
    newPassword: z.literal(false),
    email: emailField,
    password: passwordField,
  }),
  z.object({
    newPassword: z.literal(true),
    email: emailField,
    password: newPasswordField,
    captchaValue: z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(16, { error: "validation.captcha" })
      .transform((s) => s.toLowerCase()),
    captchaKey: z.string({ error: required }).regex(/^[A-Za-z0-9_-]{16,128}$/, { error: "validation.captcha" }),
  }),
]);

export type LoginInput = z.output<typeof loginSchema>;

/**
 * Form fields → the union's discriminator, before the schema runs. A value that is no flag
 * ("yes", "2") stays as sent, so the union refuses it as a field error; parsing it here threw,
 * and the login answered 500.
 */
export function loginInput(form: Record<string, unknown>): Record<string, unknown> {
  const sent = typeof form.newPassword === "string" ? form.newPassword : undefined;
  const parsed = flag.safeParse(sent);
  return { ...form, newPassword: parsed.success ? parsed.data : sent };
}

export const codeField = z
  .string({ error: required })
  .transform((s) => s.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().regex(/^[ABCDEFGHJKLMNPRSTUVWXYZ]{6}$/, { error: "validation.code" }));

export const authenticateSchema = z.object({
  loginToken: z.string({ error: required }).regex(/^[A-Za-z0-9_-]{22,128}$/, { error: "validation.loginToken" }),
  password: codeField,
});

export type AuthenticateInput = z.output<typeof authenticateSchema>;

/**
 * The text fields every profile post carries, empty or not: the form always sends both, and an
 * empty one clears its text. A post without them is no profile form (a JSON body, another form's
 * fields) and must be refused, not read as "clear the name and the info".
 */
export const PROFILE_TEXT_FIELDS = ["userName", "userInfo"] as const;

export function missingProfileFields(fields: Record<string, unknown>): string[] {
  return PROFILE_TEXT_FIELDS.filter((name) => typeof fields[name] !== "string");
}

export const profileSchema = z.object({
  userName: z.string().trim().max(PROFILE_NAME_MAX, { error: "validation.maxLength" }).default(""),
  userInfo: z.string().trim().max(PROFILE_INFO_MAX, { error: "validation.maxLength" }).default(""),
});

export type ValidationKey =
  | "required"
  | "email"
  | "emailMax"
  | "passwordMax"
  | "passwordMin"
  | "passwordPattern"
  | "passwordCommon"
  | "captcha"
  | "code"
  | "loginToken"
  | "maxLength"
  | "avatarType"
  | "avatarSize";
