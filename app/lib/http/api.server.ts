import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import { LANGUAGE_COOKIE } from "../../config/cookies.ts";
import type { Locale } from "../../config/site-routes.ts";
import { appContext } from "../../context.server.ts";
import type { Db } from "../../db/client.server.ts";
import { getInstance } from "../../middleware/i18next.ts";
import { currentUser } from "../../services/session.server.ts";
import { readCookie } from "./cookies.ts";

/**
 * The language of an API answer: `?lang=`, then the language cookie, then Accept-Language,
 * then German (API paths carry no language of their own).
 */
export function apiLocale(request: Request): Locale {
  const url = new URL(request.url);
  const explicit = url.searchParams.get("lang") ?? readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE);
  if (explicit === "en" || explicit === "de") return explicit;
  const accept = request.headers.get("Accept-Language") ?? "";
  for (const part of accept.split(",")) {
    const tag = part.split(";")[0]!.trim().toLowerCase();
    if (tag.startsWith("de")) return "de";
    if (tag.startsWith("en")) return "en";
  }
  return "de";
}

export function apiT(request: Request, context: Readonly<RouterContextProvider>): TFunction {
  return getInstance(context).getFixedT(apiLocale(request));
}

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

export function apiJson(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  // Headers, not an object spread: a Headers instance spreads to nothing, and several
  // Set-Cookie values must survive.
  const all = new Headers(headers);
  for (const [name, value] of Object.entries(JSON_HEADERS)) all.set(name, value);
  return new Response(JSON.stringify(body), { status, headers: all });
}

/** DESIGN §7 failure shape: `{ success: false, message, errors: { field: [messages] } }`. */
export function apiError(status: number, message: string, errors: Record<string, string[]> = {}): Response {
  return apiJson({ success: false, message, errors }, status);
}

/** Zod issue keys (`validation.*`) → localized field messages. */
export function localizeErrors(t: TFunction, keys: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(keys).map(([field, list]) => [field, list.map((k) => t(k as never))]));
}

/** Form-encoded or multipart body as plain fields; a body that is neither parses as empty. */
export async function formFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) return {};
  try {
    return Object.fromEntries(await request.formData());
  } catch {
    return {};
  }
}

/** The visitor's address as Cloudflare reports it; local runs have none. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

export function tooMany(t: TFunction, retryAfter: number): Response {
  return apiJson(
    { success: false, message: t("auth.tooManyAttempts", { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }), errors: {} },
    429,
    { "Retry-After": String(retryAfter) },
  );
}

/**
 * The common start of every (auth) call: the method it answers (405 otherwise) and a live
 * session (401 otherwise). Either a response to return at once, or what the handler needs.
 */
export async function apiSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
  method?: string,
): Promise<
  | { response: Response }
  | { response: null; t: TFunction; db: Db; now: Date; auth: NonNullable<Awaited<ReturnType<typeof currentUser>>> }
> {
  const { db, now } = context.get(appContext);
  const t = apiT(request, context);
  if (method && request.method !== method) return { response: apiError(405, t("api.methodNotAllowed")) };
  const auth = await currentUser(request, db);
  if (!auth) return { response: apiError(401, t("auth.notAuthenticated")) };
  return { response: null, t, db, now, auth };
}
