// The generic part of every route's generator. A route is described by its method, its path(s)
// and its fields, each with values the route accepts and values it refuses; from that come the
// bad requests every route must refuse the same way:
//
//   field   one or more fields refused (wrong type, empty, huge, unicode, out of range, left out)
//   body    the fields in a body that is no form (JSON, text, XML, broken multipart, no type)
//   method  a method the route does not serve
//   origin  a state-changing request from another site
//   auth    no credentials, or forged, ended or malformed ones
//   size    a body over the Worker's limit
//
// Each case has exactly one defect on an otherwise good request, so the refusal it must get is
// known. Route-specific defects (foreign ids, stale versions, wrong codes) come from the route's
// own `extras`.

import fc from "fast-check";
import { routes } from "virtual:react-router/server-build";
import { bodyLimits } from "../../../app/lib/http/request-body.server.ts";
import { exoticMethod, forgedToken, foreignOrigin, junkText } from "./arbitraries.ts";
import { formEncoding, unreadableEncoding, urlEncoded, type EncodedBody, type FieldValue, type Fields } from "./encode.ts";
import { ORIGIN, type FuzzCase } from "./harness.ts";
import type { World } from "./world.ts";

export interface FieldSpec {
  /** Values the route accepts (`undefined` for an optional field left out). */
  valid: fc.Arbitrary<FieldValue>;
  /** Values the route refuses (`undefined` leaves the field out); none for a field that takes anything. */
  invalid?: fc.Arbitrary<FieldValue>;
  /** Where the field travels: the body (default for POST/DELETE), the query (default for GET) or `{name}` in the path. */
  in?: "body" | "query" | "path";
  /** The answer to a refused value, when it is not the route's usual one (e.g. 404 for a path that routes nowhere). */
  refused?: readonly number[];
}

export interface RouteSpec {
  /** The method the route serves. */
  method: string;
  /** The path, with `{name}` for path fields (several: one is picked per case, e.g. de and en). */
  path: fc.Arbitrary<string>;
  fields: Record<string, FieldSpec>;
  /** Headers of a request that passes the credential check (none for public routes). */
  credentials?: fc.Arbitrary<Record<string, string>>;
  /** The answer to refused fields or an unreadable body. */
  refused: readonly number[];
  /** The answer without valid credentials (default 401). */
  unauthenticated?: readonly number[];
  /** Whether a body that is no form (every field missing) is refused; false where every field is optional. */
  unreadableIsRefused?: boolean;
  /** Methods the route refuses, with the answer (default: everything else, 405). */
  wrongMethods?: fc.Arbitrary<{ method: string; expect: readonly number[] }>;
  /** Route-specific bad requests. */
  extras?: { weight: number; arbitrary: fc.Arbitrary<FuzzCase> }[];
}

const BODYLESS = new Set(["GET", "HEAD"]);
const STATE_CHANGING = new Set(["POST", "DELETE", "PUT", "PATCH"]);

/** Every routed method but the route's own, answered 405 (unrouted ones by the Worker, the rest by the route). */
export function otherMethods(served: readonly string[], expect: readonly number[] = [405]) {
  const all = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"].filter((m) => !served.includes(m));
  return fc.oneof(fc.constantFrom(...all), exoticMethod).map((method) => ({ method, expect }));
}

const latin1 = fc
  .string({ unit: "binary-ascii", maxLength: 40 })
  .map((s) => s.replace(/[^\x21-\x7e\xa0-\xff]/g, ""))
  .filter((s) => s.length > 0);

/** Headers every request may carry: a language or none, and cookies the site sets, with junk in them. */
const noise: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    "Accept-Language": fc.oneof(fc.constantFrom("de", "en-GB", "en-US,en;q=0.9", "fr", "*", "", "de-AT;q=x"), latin1),
    Cookie: fc
      .array(
        fc.tuple(
          fc.constantFrom("lang", "darkMode", "splash", "counterUUID", "cmp", "_ga"),
          latin1.map((s) => s.replace(/;/g, "")),
        ),
        {
          minLength: 1,
          maxLength: 3,
        },
      )
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("; ")),
  },
  { requiredKeys: [] },
);

function mergeHeaders(...all: Record<string, string>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const headers of all) {
    for (const [name, value] of Object.entries(headers)) {
      // Cookies of several sources join into one header, as a browser sends them.
      out[name] = name === "Cookie" && out.Cookie ? `${out.Cookie}; ${value}` : value;
    }
  }
  return out;
}

/** The credentials of `token`: the bearer header or the session cookie, both of which the site reads. */
export function session(token: string): fc.Arbitrary<Record<string, string>> {
  return fc.constantFrom<Record<string, string>>({ Authorization: `Bearer ${token}` }, { Cookie: `authenticationToken=${token}` });
}

/** Credentials that are not a live session: none, made up, malformed, of an ended session, or no token at all. */
export function forgedCredentials(world: World): fc.Arbitrary<{ label: string; headers: Record<string, string> }> {
  const { revoked, expired, idle } = world.endedTokens;
  const headerSafe = forgedToken.map((t) => t.replace(/[^\x21-\x7e\xa0-\xff]/g, "") || "x");
  return fc.oneof(
    fc.constant({ label: "none", headers: {} }),
    headerSafe.map((t) => ({ label: "forged-bearer", headers: { Authorization: `Bearer ${t}` } })),
    headerSafe.map((t) => ({ label: "forged-cookie", headers: { Cookie: `authenticationToken=${t}` } })),
    fc.constantFrom(revoked, expired, idle).chain((t) => session(t).map((headers) => ({ label: "ended-session", headers }))),
    // A live token made unusable: one character changed, or sent with another scheme.
    fc
      .integer({ min: 0, max: world.alice.token.length - 1 })
      .map((i) => world.alice.token.slice(0, i) + (world.alice.token[i] === "A" ? "B" : "A") + world.alice.token.slice(i + 1))
      .map((t) => ({ label: "altered-token", headers: { Authorization: `Bearer ${t}` } })),
    fc
      .constantFrom(`Basic ${world.alice.token}`, `Token ${world.alice.token}`, `Bearer  ${world.alice.token} x`, "Bearer")
      .map((value) => ({ label: "wrong-scheme", headers: { Authorization: value } })),
    // The login token of a pending code is not a session.
    fc.constant({ label: "login-token", headers: { Authorization: `Bearer ${world.loginToken}` } }),
  );
}

function encodePathValue(value: Exclude<FieldValue, undefined>): string {
  if (typeof value !== "string") return value.raw;
  // encodeURIComponent throws on lone surrogates; they travel as U+FFFD as a browser would send them.
  return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"));
}

interface Placed {
  path: string;
  body: Fields;
}

/** Puts field values where the route reads them: path segments, query string, form body. */
function place(spec: RouteSpec, template: string, values: Fields): Placed {
  const defaultIn = BODYLESS.has(spec.method) ? "query" : "body";
  let path = template;
  const query: Fields = {};
  const body: Fields = {};
  for (const [name, value] of Object.entries(values)) {
    const where = spec.fields[name]?.in ?? defaultIn;
    if (where === "path") path = path.replace(`{${name}}`, value === undefined ? "" : encodePathValue(value));
    else if (where === "query") query[name] = value;
    else body[name] = value;
  }
  const search = urlEncoded(query);
  return { path: search ? `${path}${path.includes("?") ? "&" : "?"}${search}` : path, body };
}

/**
 * A field's refused values. In the path, no value and dot segments are not values of the field:
 * they make another URL (`/draws/` is the day route's `draws`, `/x/..` is `/`), so they are left out.
 */
function invalidOf(field: FieldSpec): fc.Arbitrary<FieldValue> {
  if (field.in !== "path") return field.invalid!;
  return field.invalid!.filter((v) => v !== undefined && v !== "" && !(typeof v === "string" && /^\.{1,2}$/.test(v)));
}

const validValues = (spec: RouteSpec): fc.Arbitrary<Fields> =>
  Object.keys(spec.fields).length === 0
    ? fc.constant({})
    : fc.record(Object.fromEntries(Object.entries(spec.fields).map(([k, f]) => [k, f.valid])));

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The limit the Worker applies to a request to `path` (its route's `handle`, app/lib/http/body-limits.ts). */
function limitOf(path: string): number {
  return bodyLimits(routes)(new Request(new URL(path, ORIGIN), { method: "POST" }));
}

/** `.data` paths are React Router's client-side submissions: a redirect arrives as a 202 carrying it. */
function adaptToDataRequest(path: string, expect: readonly number[]): readonly number[] {
  const p = path.split("?")[0]!;
  return p.endsWith(".data") ? expect.map((s) => (s >= 300 && s < 400 ? 202 : s)) : expect;
}

interface Assembly {
  defect: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  encoded: EncodedBody | null;
  expect: readonly number[];
}

function finish(a: Assembly): FuzzCase {
  const headers = { ...a.headers };
  if (a.encoded?.contentType) headers["Content-Type"] = a.encoded.contentType;
  const body = a.encoded && !BODYLESS.has(a.method) ? a.encoded.body : null;
  // A body over the Worker's limit is refused before any route sees it, whatever else is wrong.
  const expect = body !== null && byteLength(body) > limitOf(a.path) ? [413] : adaptToDataRequest(a.path, a.expect);
  return { defect: a.defect, method: a.method, path: a.path, headers, body, expect };
}

const sameSite = (method: string): Record<string, string> => (STATE_CHANGING.has(method) ? { Origin: ORIGIN } : {});

/**
 * The route's bad requests: the generic defects above, in proportions that send most cases to the
 * route's own validation, plus the route's extras.
 */
export function routeCases(spec: RouteSpec, world: World): fc.Arbitrary<FuzzCase> {
  const credentials = spec.credentials ?? fc.constant({});
  const fieldNames = Object.keys(spec.fields);
  const refusable = fieldNames.filter((n) => spec.fields[n]!.invalid !== undefined);
  const hasBodyFields = !BODYLESS.has(spec.method) && fieldNames.some((n) => (spec.fields[n]!.in ?? "body") === "body");
  const arbs: { weight: number; arbitrary: fc.Arbitrary<FuzzCase> }[] = [];

  if (refusable.length > 0) {
    const badFields = fc.uniqueArray(fc.constantFrom(...refusable), { minLength: 1, maxLength: refusable.length }).chain((names) =>
      fc.record({
        names: fc.constant(names),
        good: validValues(spec),
        bad: fc.record(Object.fromEntries(names.map((n) => [n, invalidOf(spec.fields[n]!)]))),
      }),
    );
    arbs.push({
      weight: 12,
      arbitrary: fc
        .record({ fields: badFields, template: spec.path, creds: credentials, noise })
        .chain(({ fields, template, creds, noise: extra }) => {
          const placed = place(spec, template, { ...fields.good, ...fields.bad });
          const expect = [...new Set(fields.names.flatMap((n) => spec.fields[n]!.refused ?? spec.refused))];
          return formEncoding(placed.body).map((encoded) =>
            finish({
              defect: `field:${fields.names.join("+")}`,
              method: spec.method,
              path: placed.path,
              headers: mergeHeaders(extra, creds, sameSite(spec.method)),
              encoded: hasBodyFields ? encoded : null,
              expect,
            }),
          );
        }),
    });
  }

  if (hasBodyFields && spec.unreadableIsRefused !== false) {
    arbs.push({
      weight: 4,
      arbitrary: fc
        .record({ good: validValues(spec), template: spec.path, creds: credentials, noise })
        .chain(({ good, template, creds, noise: extra }) => {
          const placed = place(spec, template, good);
          return unreadableEncoding(placed.body).map((encoded) =>
            finish({
              defect: `body:${encoded.encoding}`,
              method: spec.method,
              path: placed.path,
              headers: mergeHeaders(extra, creds, sameSite(spec.method)),
              encoded,
              expect: spec.refused,
            }),
          );
        }),
    });
  }

  arbs.push({
    weight: 3,
    arbitrary: fc
      .record({
        good: validValues(spec),
        template: spec.path,
        creds: credentials,
        wrong: spec.wrongMethods ?? otherMethods([spec.method]),
        encoding: fc.boolean(),
      })
      .map(({ good, template, creds, wrong, encoding }) => {
        const placed = place(spec, template, good);
        return finish({
          defect: `method:${wrong.method}`,
          method: wrong.method,
          path: placed.path,
          headers: mergeHeaders(creds, sameSite(wrong.method)),
          encoded:
            encoding || hasBodyFields
              ? { contentType: "application/x-www-form-urlencoded", body: urlEncoded(placed.body), encoding: "form" }
              : null,
          expect: wrong.expect,
        });
      }),
  });

  // A GET route's cross-site and oversized cases are POSTs: the Worker refuses them before routing.
  const changing = STATE_CHANGING.has(spec.method) ? spec.method : "POST";
  const crossSite = fc.oneof(
    foreignOrigin.map((origin) => ({ Origin: origin })),
    fc.constantFrom("cross-site", "same-site").map((site) => ({ "Sec-Fetch-Site": site })),
  );
  arbs.push({
    weight: 2,
    arbitrary: fc
      .record({ good: validValues(spec), template: spec.path, creds: credentials, crossSite })
      .map(({ good, template, creds, crossSite: origin }) => {
        const placed = place(spec, template, good);
        return finish({
          defect: `origin:${Object.values(origin)[0]}`,
          method: changing,
          path: placed.path,
          headers: mergeHeaders(creds, origin),
          encoded: { contentType: "application/x-www-form-urlencoded", body: urlEncoded(placed.body), encoding: "form" },
          expect: [403],
        });
      }),
  });

  if (spec.credentials) {
    arbs.push({
      weight: 4,
      arbitrary: fc
        .record({ good: validValues(spec), template: spec.path, forged: forgedCredentials(world), noise })
        .chain(({ good, template, forged, noise: extra }) => {
          const placed = place(spec, template, good);
          return formEncoding(placed.body).map((encoded) =>
            finish({
              defect: `auth:${forged.label}`,
              method: spec.method,
              path: placed.path,
              headers: mergeHeaders(extra, forged.headers, sameSite(spec.method)),
              encoded: hasBodyFields ? encoded : null,
              expect: spec.unauthenticated ?? [401],
            }),
          );
        }),
    });
  }

  arbs.push({
    weight: 1,
    arbitrary: fc
      .record({
        good: validValues(spec),
        template: spec.path,
        creds: credentials,
        over: fc.integer({ min: 1, max: 64 * 1024 }),
        pad: junkText,
      })
      .map(({ good, template, creds, over, pad }) => {
        const placed = place(spec, template, good);
        const head = urlEncoded(placed.body, [["pad", pad]]);
        const filler = "x".repeat(Math.max(0, limitOf(placed.path) - byteLength(head)) + over);
        return finish({
          defect: "size:over-limit",
          method: changing,
          path: placed.path,
          headers: mergeHeaders(creds, sameSite(changing)),
          encoded: { contentType: "application/x-www-form-urlencoded", body: `${head}${filler}`, encoding: "form" },
          expect: [413],
        });
      }),
  });

  return fc.oneof(...arbs, ...(spec.extras ?? []));
}

/** A single hand-made case (for extras): the route's method and credentials, a form body from `fields`. */
export function caseOf(
  defect: string,
  method: string,
  path: string,
  fields: Fields,
  headers: Record<string, string>,
  expect: readonly number[],
): FuzzCase {
  const hasBody = !BODYLESS.has(method) && Object.keys(fields).length > 0;
  return finish({
    defect,
    method,
    path,
    headers: mergeHeaders(sameSite(method), headers),
    encoded: hasBody ? { contentType: "application/x-www-form-urlencoded", body: urlEncoded(fields), encoding: "form" } : null,
    expect,
  });
}
