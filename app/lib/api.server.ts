import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import { LANGUAGE_COOKIE } from "../config/cookies.ts";
import type { Locale } from "../config/site-routes.ts";
import { getInstance } from "../middleware/i18next.ts";
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
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** DESIGN §7 failure shape: `{ success: false, message, errors: { field: [messages] } }`. */
export function apiError(status: number, message: string, errors: Record<string, string[]> = {}): Response {
  return apiJson({ success: false, message, errors }, status);
}
