// The one rule for the language of a request, and of the page in the browser.
//   Pages: the path decides (/en/... is English, everything else German): links are shareable
//   and crawlable, and the same address always shows the same language.
//   API, dev inspectors and other paths without a language of their own: `?lang=`, then the
//   `lang` cookie the language switch sets, then Accept-Language, then German.

import { LANGUAGE_COOKIE } from "../../config/cookies.ts";
import { DEFAULT_LOCALE, localeOfPath, pagePath, type Locale } from "../../config/site-routes.ts";
import { readCookie } from "../http/cookies.ts";

/** A supported locale from any value ("de", "en", "en-GB" …), or null. */
export function toLocale(value: unknown): Locale | null {
  if (typeof value !== "string") return null;
  const tag = value.trim().toLowerCase();
  if (tag === "de" || tag.startsWith("de-")) return "de";
  if (tag === "en" || tag.startsWith("en-")) return "en";
  return null;
}

/** The first supported language of an Accept-Language header, in the order the client lists them. */
export function acceptedLocale(header: string | null | undefined): Locale | null {
  for (const part of (header ?? "").split(",")) {
    const locale = toLocale(part.split(";")[0]);
    if (locale) return locale;
  }
  return null;
}

/** Paths that carry no language of their own. */
const NEGOTIATED = /^\/(api|dev)(\/|$)/;

export function requestLocale(request: Request): Locale {
  const path = pagePath(request);
  if (!NEGOTIATED.test(path)) return localeOfPath(path);
  const url = new URL(request.url);
  return (
    toLocale(url.searchParams.get("lang")) ??
    toLocale(readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE)) ??
    acceptedLocale(request.headers.get("Accept-Language")) ??
    DEFAULT_LOCALE
  );
}

/** The browser's side of the same rule: the server wrote the page's language into <html lang>. */
export function documentLocale(doc: Pick<Document, "documentElement">): Locale {
  return toLocale(doc.documentElement.lang) ?? DEFAULT_LOCALE;
}
