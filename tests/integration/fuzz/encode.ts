// Request bodies, right and wrong: the site's forms arrive form-encoded or multipart; everything
// else here (JSON, text, no type, a broken multipart, bytes that are not UTF-8) is what a
// confused or hostile client sends instead.

import fc from "fast-check";

/**
 * A field's value: text, or already form-encoded bytes (`raw`) for what no string can hold,
 * such as an invalid UTF-8 sequence. `undefined` leaves the field out.
 */
export type FieldValue = string | { raw: string } | undefined;
export type Fields = Record<string, FieldValue>;

/** Form-encoded bytes that do not decode as UTF-8 (overlong, lone surrogate, truncated, stray continuation). */
export const invalidUtf8 = fc
  .constantFrom("%FF", "%C0%AF", "%ED%A0%80", "%E2%82", "%80", "%F8%88%80%80%80", "a%FEb")
  .map((raw) => ({ raw }));

/** Percent-encodes UTF-8 bytes as a browser's form does (lone surrogates become U+FFFD first, as they would). */
function formEncode(text: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9*\-._]/.test(ch) ? ch : byte === 0x20 ? "+" : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

const textOf = (value: string | { raw: string }) => (typeof value === "string" ? value : "\ufffd");

/** `a=1&b=2`, keeping the order and any repeated key. */
export function urlEncoded(fields: Fields, extra: [string, string][] = []): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    pairs.push(`${formEncode(name)}=${typeof value === "string" ? formEncode(value) : value.raw}`);
  }
  for (const [name, value] of extra) pairs.push(`${formEncode(name)}=${formEncode(value)}`);
  return pairs.join("&");
}

export const BOUNDARY = "----fuzz7MA4YWxkTrZu0gW";

/** A well-formed multipart body (what a browser sends for a form with a file input). */
export function multipart(fields: Fields, boundary = BOUNDARY): string {
  let body = "";
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${textOf(value)}\r\n`;
  }
  return `${body}--${boundary}--\r\n`;
}

export interface EncodedBody {
  contentType: string | null;
  body: string;
  /** How the body was encoded, for the statistics and failure messages. */
  encoding: string;
}

/** The two encodings the site's forms use: a route must read both the same. */
export const formEncoding = (fields: Fields): fc.Arbitrary<EncodedBody> =>
  fc.constantFrom<EncodedBody>(
    { contentType: "application/x-www-form-urlencoded", body: urlEncoded(fields), encoding: "form" },
    { contentType: "application/x-www-form-urlencoded;charset=UTF-8", body: urlEncoded(fields), encoding: "form" },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart(fields), encoding: "multipart" },
  );

function asJson(fields: Fields): string {
  return JSON.stringify(Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [[k, textOf(v)]]))));
}

/**
 * The same fields in a body the site's forms never send: the route can read no field from it,
 * so it must refuse exactly as if the fields were missing.
 */
export const unreadableEncoding = (fields: Fields): fc.Arbitrary<EncodedBody> =>
  fc.constantFrom<EncodedBody>(
    { contentType: "application/json", body: asJson(fields), encoding: "json" },
    { contentType: "application/json", body: `${asJson(fields).slice(0, -1)},`, encoding: "malformed-json" },
    { contentType: "application/x-www-form-urlencoded", body: asJson(fields), encoding: "json-as-form" },
    { contentType: "application/json", body: urlEncoded(fields), encoding: "form-as-json" },
    { contentType: "text/plain", body: urlEncoded(fields), encoding: "text-plain" },
    { contentType: null, body: urlEncoded(fields), encoding: "no-type" },
    { contentType: "application/xml", body: `<form>${urlEncoded(fields)}</form>`, encoding: "xml" },
    { contentType: "multipart/form-data", body: multipart(fields), encoding: "multipart-no-boundary" },
    { contentType: "multipart/form-data; boundary=other", body: multipart(fields), encoding: "multipart-wrong-boundary" },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart(fields).slice(0, -8), encoding: "multipart-truncated" },
  );
