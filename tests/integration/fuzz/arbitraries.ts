// Bad values, shared by every route's generator. Each arbitrary here produces text that no field
// of the site accepts as it stands: the route generators decide which of them are bad for which
// field (a number is fine where a name is asked for, and a name where a number is).

import fc from "fast-check";

/** Text that has broken parsers before: controls, NUL, bidi overrides, joiners, BOM, escapes, markup. */
export const nastyPiece = fc.constantFrom(
  "\u0000",
  "\u0007",
  "\u001b[2J",
  "\u202e",
  "\u200f",
  "\u200d",
  "\ufeff",
  "\ufffd",
  "\r\n",
  "\t",
  "e\u0301",
  "İ",
  "ß",
  "ﷺ",
  "𝕏",
  "👩‍👩‍👧‍👦",
  "🧩",
  "🇩🇪",
  "עברית",
  "العربية",
  "%",
  "%00",
  "%ZZ",
  "+",
  "&",
  "=",
  ";",
  "'",
  '"',
  "`",
  "\\",
  "../",
  "<script>alert(1)</script>",
  "{{7*7}}",
  "${7*7}",
  "' OR 1=1 --",
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  " ",
);

/** Any text with a weight on the unusual: lone surrogates too (they travel as U+FFFD once encoded). */
export const junkText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 30 }) },
  { weight: 3, arbitrary: fc.array(nastyPiece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join("")) },
  { weight: 1, arbitrary: fc.constantFrom("\ud800", "\udfff", "a\ud83d", "\ude00b") },
);

/**
 * Long text, built by repetition (generating 50,000 characters one by one would cost seconds).
 * `maxUnits` bounds the repeat count; a unit is up to 4 UTF-8 bytes and up to 12 form-encoded.
 */
export function hugeText(minUnits: number, maxUnits: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom("a", "ü", "€", "😀", "%", " ", "\u0000", "9", "x\u0301"), fc.integer({ min: minUnits, max: maxUnits }))
    .map(([unit, n]) => unit.repeat(n));
}

/** A value of the wrong JSON type, as a form field carries it: its JSON text or its String(). */
export const wrongJsonType = fc
  .tuple(
    fc.oneof(
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    fc.boolean(),
  )
  .map(([value, asJson]) => (asJson || (typeof value === "object" && value !== null) ? JSON.stringify(value) : String(value)));

/**
 * Numbers that are not a positive whole number written plainly: signs, fractions, exponents, hex,
 * leading zeros, spaces, other scripts' digits, beyond 2^53, zero.
 */
export const notAPositiveWholeNumber = fc.oneof(
  fc.integer({ max: 0 }).map(String),
  fc
    .double({ noNaN: false })
    .filter((d) => !Number.isInteger(d) || d <= 0 || !Number.isSafeInteger(d))
    .map(String),
  fc.integer({ min: 1, max: 99 }).map((n) => `${n}.0`),
  fc.integer({ min: 1, max: 99 }).map((n) => `${n}e0`),
  fc.integer({ min: 1, max: 99 }).map((n) => `0${n}`),
  fc.integer({ min: 1, max: 99 }).map((n) => ` ${n}`),
  fc.integer({ min: 1, max: 99 }).map((n) => `${n} `),
  fc.integer({ min: 1, max: 99 }).map((n) => `+${n}`),
  fc.integer({ min: 1, max: 255 }).map((n) => `0x${n.toString(16)}`),
  fc.constantFrom("٣", "３", "1٢", "9007199254740993", "99999999999999999999", "1e400", "-0", "0", "", "1_000", "1,5", "١٠"),
);

/** Tokens that look like a session token or do not, none of them issued by the server. */
export const forgedToken = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{22,64}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,21}$/),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }).filter((s) => !/[\r\n]/.test(s)),
  fc.constantFrom("null", "undefined", "Bearer", "0", "-1", "A".repeat(129), "A".repeat(5000)),
);

/** Origins that are not the site's own. */
export const foreignOrigin = fc.oneof(
  fc.webUrl({ withQueryParameters: false, withFragments: false }).map((u) => new URL(u).origin),
  fc.constantFrom(
    "null",
    "https://localhost:8787",
    "http://localhost:8788",
    "http://127.0.0.1:8787",
    "http://localhost.evil.example",
    "http://evil.example",
    "file://",
  ),
);

/**
 * Methods no route of the site serves (the Worker answers them 405 before routing), from those
 * workerd lets a Request carry. Lower-case `patch` is not normalised by fetch: a method of its own.
 */
export const exoticMethod = fc.constantFrom(
  "OPTIONS",
  "PROPFIND",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "PURGE",
  "SEARCH",
  "REPORT",
  "TRACE",
  "QUERY",
  "patch",
);
