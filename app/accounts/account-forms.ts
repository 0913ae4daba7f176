import { z } from "zod";
import { loginInput, loginSchema } from "./account-schema.ts";

/** The login form as Conform sees it: checkbox and text fields straight from FormData. */
export const loginFormSchema = z.preprocess((value) => loginInput((value ?? {}) as Record<string, unknown>), loginSchema);

/** The six code boxes arrive as one `password` field (JavaScript) or as code1…code6 (without). */
export function codeFromFields(fields: Record<string, unknown>): string {
  if (typeof fields.password === "string" && fields.password !== "") return fields.password;
  return [1, 2, 3, 4, 5, 6].map((i) => (typeof fields[`code${i}`] === "string" ? fields[`code${i}`] : "")).join("");
}

export type AccountIntent = "login" | "code" | "restart" | "logout";

export interface AccountActionData {
  intent: AccountIntent;
  /** Conform's submission result: field errors and form errors as catalogue keys. */
  result?: { status?: "error" | "success"; error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null };
  /** Catalogue key of the alert to show (bottom sheet), if any. */
  alert?: string;
  alertParams?: Record<string, number>;
  done?: "session" | "code-sent" | "restarted" | "logged-out";
  /** The captcha was used up: the form must load a new one. */
  newCaptcha?: boolean;
}
