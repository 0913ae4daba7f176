// JSON answers of the API (DESIGN §7): the success and failure shapes, form bodies, the
// caller's address and the 429 answer. Plain HTTP, no request context.

import type { TFunction } from "i18next";
import { readFormData } from "./form-data.server.ts";
import { deviceOf, serializeDevice } from "./user-agent.ts";

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

/** 405 in the failure shape; `allow`, where given, names the methods the path does take. */
export function methodNotAllowedAnswer(message: string, allow?: string): Response {
  return apiJson({ success: false, message, errors: {} }, 405, allow ? { Allow: allow } : {});
}

/** Zod issue keys (`validation.*`) → localized field messages. */
export function localizeErrors(t: TFunction, keys: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(keys).map(([field, list]) => [field, list.map((k) => t(k as never))]));
}

/** Form-encoded or multipart body as plain fields; a body that is neither parses as empty. */
export async function formFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  return Object.fromEntries(await readFormData(request));
}

/** The visitor's address as Cloudflare reports it; local runs have none. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/** Who is asking: the address the rate limits count, and the device a new session is listed as. */
export interface Client {
  ip: string;
  device: string;
}

export function clientOf(request: Request): Client {
  return { ip: clientIp(request), device: serializeDevice(deviceOf(request.headers.get("User-Agent"))) };
}

export function tooMany(t: TFunction, retryAfter: number): Response {
  return apiJson(
    { success: false, message: t("auth.tooManyAttempts", { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }), errors: {} },
    429,
    { "Retry-After": String(retryAfter) },
  );
}
