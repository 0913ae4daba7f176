// The public JSON calls and the login calls: no session needed, so their bad requests are bad
// fields, bodies, methods, origins and sizes, and for the login calls forged captchas and codes.

import fc from "fast-check";
import { counterSchema } from "../../../app/counter/counter-schema.ts";
import { contactSchema } from "../../../app/contact/contact-schema.ts";
import { codeField, passwordField } from "../../../app/accounts/account-schema.ts";
import { parsePuzzleId } from "../../../app/game/puzzle-id.ts";
import { forgedToken, hugeText, junkText } from "./arbitraries.ts";
import { caseOf, otherMethods, routeCases, type FieldSpec, type RouteSpec } from "./builders.ts";
import {
  badEmail,
  badNewPassword,
  freshEmail,
  goodNewPassword,
  IMPORT_ATTEMPTS_COUNTED,
  importedPuzzleField,
  puzzleIdField,
  puzzleIdText,
  refusedBy,
} from "./fields.ts";
import type { RouteFuzz } from "./harness.ts";
import { FUZZ_TABLE, type FuzzRouteName } from "./table.ts";
import { LOGIN_CODE, type World } from "./world.ts";

const GET_ONLY = otherMethods(["GET", "HEAD"]);

/** The login rate limits count every attempt that reaches the password or captcha check, refused or not. */
const LOGIN_ATTEMPTS_COUNTED =
  "rate_limits counts login, captcha and code attempts by design (SPEC: 10 per e-mail, 50 per address in 15 minutes); refused attempts are what it counts";

const contactField = (name: "name" | "subject" | "message", valid: fc.Arbitrary<string>, max: number): FieldSpec => ({
  valid,
  invalid: refusedBy((t) => contactSchema.shape[name].safeParse(t).success, {
    huge: [max + 1, max + 4000],
    more: [fc.constantFrom("   ", "\t\n", "a\u0000b", "\u0007", "x\u001b[31m"), hugeText(max + 1, max + 50)],
  }),
});

/** The contact form's fields (POST /api/contact and the contact page share them). */
export const contactFields: Record<string, FieldSpec> = {
  name: contactField("name", fc.constantFrom("Anna", "Zoë Ünal", "李雷"), 100),
  email: { valid: freshEmail, invalid: badEmail },
  subject: contactField("subject", fc.constantFrom("Frage", "Bug 🐛"), 150),
  message: contactField("message", fc.constantFrom("Hallo!\nWie geht das?", "x"), 4000),
};

/** Login page 1 without new-password mode: a known shape, an e-mail and a password. */
export function passwordLoginSpec(
  path: fc.Arbitrary<string>,
  refused: readonly number[],
  extraFields: Record<string, FieldSpec> = {},
): RouteSpec {
  return {
    method: "POST",
    path,
    fields: {
      ...extraFields,
      email: { valid: freshEmail, invalid: badEmail },
      password: {
        // Left out of the valid cases on purpose: a well-formed login runs PBKDF2 (600,000
        // iterations), which the `wrong-password` extra does a few times, not hundreds.
        valid: fc.constant("Fz-secret-7!"),
        invalid: refusedBy((t) => passwordField.safeParse(t).success, { huge: [1025, 3000] }),
      },
      newPassword: {
        valid: fc.constantFrom(undefined, "", "false", "0"),
        invalid: refusedBy((t) => ["", "true", "on", "1", "false", "0"].includes(t), { missing: false }),
      },
    },
    refused,
  };
}

/** Login page 1 in new-password mode: a strong new password and a captcha (never a real one here). */
export function newPasswordLoginSpec(
  path: fc.Arbitrary<string>,
  refused: readonly number[],
  extraFields: Record<string, FieldSpec> = {},
): RouteSpec {
  return {
    method: "POST",
    path,
    fields: {
      ...extraFields,
      email: { valid: freshEmail, invalid: badEmail },
      password: { valid: goodNewPassword, invalid: badNewPassword },
      newPassword: {
        valid: fc.constantFrom("true", "on", "1"),
        invalid: refusedBy((t) => ["", "true", "on", "1", "false", "0"].includes(t), { missing: false }),
      },
      captchaValue: {
        valid: fc.stringMatching(/^[a-z]{6}$/),
        invalid: refusedBy((t) => t.trim().length >= 1 && t.trim().length <= 16, { huge: [17, 200] }),
      },
      captchaKey: {
        valid: fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
        invalid: refusedBy((t) => /^[A-Za-z0-9_-]{16,128}$/.test(t), { raw: true }),
      },
    },
    refused,
  };
}

/**
 * Requests that pass the schema and still fail: a wrong password (401; PBKDF2 runs, so few of
 * them), a made-up captcha (400, single use: nothing to consume), a common password (400).
 */
export function loginExtras(path: fc.Arbitrary<string>, extraFields: Record<string, string> = {}) {
  return [
    {
      weight: 1,
      arbitrary: fc
        .tuple(path, freshEmail)
        .map(([p, email]) => caseOf("login:wrong-password", "POST", p, { ...extraFields, email, password: "Fz-wrong-7!" }, {}, [401])),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          path,
          freshEmail,
          goodNewPassword,
          fc.stringMatching(/^[A-Za-z0-9_-]{16,128}$/),
          fc.string({ minLength: 1, maxLength: 16 }).filter((s) => s.trim() !== ""),
        )
        .map(([p, email, password, captchaKey, captchaValue]) =>
          caseOf(
            "login:forged-captcha",
            "POST",
            p,
            { ...extraFields, email, password, newPassword: "true", captchaKey, captchaValue },
            {},
            [400],
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(path, freshEmail, fc.constantFrom("Passw0rd!", "P@ssw0rd", "Password1!", "Qwerty123!"))
        .map(([p, email, password]) =>
          caseOf(
            "login:common-password",
            "POST",
            p,
            { ...extraFields, email, password, newPassword: "1", captchaKey: "k".repeat(20), captchaValue: "abcdef" },
            {},
            [400],
          ),
        ),
    },
  ];
}

/** Six letters of the code alphabet that are not the pending login's code, in any case and spacing. */
export const wrongCode = fc
  .tuple(fc.stringMatching(/^[ABCDEFGHJKLMNPRSTUVWXYZ]{6}$/), fc.boolean(), fc.boolean())
  .filter(([code]) => code !== LOGIN_CODE)
  .map(([code, lower, spaced]) => {
    const c = lower ? code.toLowerCase() : code;
    return spaced ? c.split("").join(" ") : c;
  });

export const badCode = refusedBy((t) => codeField.safeParse(t).success, {
  raw: true,
  more: [fc.constantFrom("ABCDE", "ABCDEFG", "ABCDE1", "IOQ000", "abcdeI")],
});
const tokenShaped = fc.stringMatching(/^[A-Za-z0-9_-]{22,128}$/);

/** First path segments of real calls under /api/: the not-found generator stays clear of them. */
const KNOWN_API_FIRST_SEGMENTS = [
  "sudoku",
  "login",
  "authenticate",
  "logout",
  "captcha",
  "ip-address",
  "profile",
  "daily-sudoku",
  "supporter",
  "approved-payment",
  "paypal",
  "counter",
  "contact",
];

export const publicApiFuzz = {
  sudoku: (world) => ({
    row: FUZZ_TABLE.sudoku,
    cases: routeCases(
      {
        method: "GET",
        path: fc.constant("/api/sudoku"),
        fields: { sudokuId: puzzleIdField(puzzleIdText(world.puzzles.map((p) => p.id))) },
        refused: [400],
        wrongMethods: GET_ONLY,
        extras: [
          {
            weight: 2,
            arbitrary: fc
              .oneof(fc.integer({ min: world.puzzles.length + 1, max: 2 ** 40 }), fc.constant(Number.MAX_SAFE_INTEGER))
              .map((id) => caseOf("id:unknown", "GET", `/api/sudoku?sudokuId=${id}`, {}, {}, [404])),
          },
        ],
      },
      world,
    ),
  }),

  stars: (world) => ({
    row: FUZZ_TABLE.stars,
    cases: routeCases(
      {
        method: "GET",
        path: fc.constant("/api/sudoku/stars/{level}"),
        fields: {
          // An empty or dot segment routes to no call at all: the catch-all's 404.
          level: {
            in: "path",
            valid: fc.constantFrom("1", "2", "3", "4", "5"),
            invalid: refusedBy((t) => /^[1-5]$/.test(t), { raw: true }),
            refused: [400, 404],
          },
          exclude: {
            valid: fc.oneof(fc.constant(undefined), puzzleIdText(world.puzzles.map((p) => p.id))),
            invalid: refusedBy((t) => parsePuzzleId(t) !== null, { missing: false, raw: true }),
          },
        },
        refused: [400],
        wrongMethods: GET_ONLY,
      },
      world,
    ),
  }),

  sudokuImport: (world) => ({
    row: FUZZ_TABLE.sudokuImport,
    limited: true,
    mayWrite: { rate_limits: IMPORT_ATTEMPTS_COUNTED },
    cases: routeCases(
      { method: "POST", path: fc.constant("/api/sudoku/import"), fields: { sudoku: importedPuzzleField }, refused: [400] },
      world,
    ),
  }),

  captcha: (world) => ({
    row: FUZZ_TABLE.captcha,
    cases: routeCases(
      {
        method: "GET",
        path: fc.constant("/api/captcha"),
        fields: {
          ipAddress: {
            valid: fc.oneof(fc.constant(undefined), fc.ipV4(), fc.ipV6()),
            invalid: refusedBy((t) => t === "" || /^[0-9a-fA-F.:]{2,45}$/.test(t), { missing: false, raw: true }),
          },
        },
        refused: [400],
        wrongMethods: GET_ONLY,
      },
      world,
    ),
  }),

  ipAddress: (world) => ({
    // GET answers anything (it only echoes the address): its bad requests are the other methods,
    // cross-site and oversized posts.
    row: FUZZ_TABLE.ipAddress,
    cases: routeCases({ method: "GET", path: fc.constant("/api/ip-address"), fields: {}, refused: [400], wrongMethods: GET_ONLY }, world),
  }),

  counter: (world) => ({
    row: FUZZ_TABLE.counter,
    cases: routeCases(
      {
        method: "POST",
        path: fc.constant("/api/counter"),
        fields: {
          counterUUID: {
            valid: fc.oneof(fc.constantFrom("none", "NONE"), fc.uuid()),
            invalid: refusedBy((t) => t !== "" && counterSchema.safeParse({ counterUUID: t }).success, {
              raw: true,
              more: [
                fc.uuid().map((u) => `${u} `),
                fc.uuid().map((u) => u.replaceAll("-", "")),
                fc.constantFrom("none\u0000", "nonë", "{}"),
              ],
            }),
          },
        },
        refused: [400],
      },
      world,
    ),
  }),

  contact: (world) => ({
    row: FUZZ_TABLE.contact,
    cases: routeCases({ method: "POST", path: fc.constant("/api/contact"), fields: contactFields, refused: [400] }, world),
  }),

  dailyWinners: (world) => ({
    // Needs no body and reads none: its bad requests are the other methods, other sites and sizes.
    row: FUZZ_TABLE.dailyWinners,
    cases: routeCases(
      { method: "POST", path: fc.constant("/api/daily-sudoku/winners"), fields: {}, refused: [400], unreadableIsRefused: false },
      world,
    ),
  }),

  dailyDraws: (world) => ({
    row: FUZZ_TABLE.dailyDraws,
    cases: routeCases(
      {
        method: "GET",
        path: fc.constant("/api/daily-sudoku/draws/{month}"),
        fields: {
          month: {
            in: "path",
            valid: fc.constantFrom("2026-10", "2026-11"),
            invalid: refusedBy((t) => /^\d{4}-(0[1-9]|1[0-2])$/.test(t), {
              raw: true,
              more: [fc.constantFrom("2026-13", "2026-00", "2026-1", "26-11", "2026-11-01", "2026/11")],
            }),
            refused: [400, 404],
          },
        },
        refused: [400],
        wrongMethods: GET_ONLY,
        extras: [
          {
            weight: 2,
            // Months nobody drew: the proof of a draw that does not exist is a 404.
            arbitrary: fc
              .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }))
              .map(([y, m]) =>
                caseOf(
                  "month:no-draw",
                  "GET",
                  `/api/daily-sudoku/draws/${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}`,
                  {},
                  {},
                  [404],
                ),
              ),
          },
        ],
      },
      world,
    ),
  }),

  apiNotFound: (world) => ({
    row: FUZZ_TABLE.apiNotFound,
    cases: fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .tuple(
            fc.oneof(
              junkText.filter((s) => s.length > 0).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "?"))),
              fc.constantFrom(
                "sudoku/x",
                "sudoku/stars",
                "sudoku/stars/1/2",
                "profile/x",
                "login/extra",
                "daily-sudoku/draws/2026-11/x",
                "paypal",
                "supporter",
              ),
            ),
            fc.constantFrom("GET", "HEAD", "POST", "DELETE"),
            anyCredentials(world.alice.token),
          )
          .filter(([segment]) => segment !== "" && !/^\.+$/.test(segment) && !KNOWN_API_FIRST_SEGMENTS.includes(segment))
          .map(([segment, method, creds]) =>
            caseOf(`path:${method}`, method, `/api/${segment}`, method === "POST" ? { x: "1" } : {}, creds, [404]),
          ),
      },
      {
        weight: 2,
        arbitrary: otherMethods(["GET", "HEAD", "POST", "DELETE"]).map(({ method }) =>
          caseOf(`method:${method}`, method, "/api/unknown", {}, {}, [405]),
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constant(caseOf("origin:evil", "POST", "/api/unknown", { x: "1" }, { Origin: "https://evil.example" }, [403])),
      },
    ),
  }),

  login: (world) => {
    const path = fc.constant("/api/login");
    return {
      row: FUZZ_TABLE.login,
      limited: true,
      mayWrite: { rate_limits: LOGIN_ATTEMPTS_COUNTED },
      cases: fc.oneof(
        routeCases({ ...passwordLoginSpec(path, [400]), extras: loginExtras(path) }, world),
        routeCases(newPasswordLoginSpec(path, [400]), world),
      ),
    };
  },

  // Development only (the tests run the development vars on localhost): a bad address or password
  // is refused before any account or session is made.
  devSession: (world) => ({
    row: FUZZ_TABLE.devSession,
    cases: routeCases(
      {
        method: "POST",
        path: fc.constant("/dev/session"),
        fields: {
          email: { valid: freshEmail, invalid: badEmail },
          password: { valid: goodNewPassword, invalid: refusedBy((t) => passwordField.safeParse(t).success, { huge: [1025, 3000] }) },
        },
        refused: [400],
      },
      world,
    ),
  }),

  authenticate: (world) => ({
    row: FUZZ_TABLE.authenticate,
    limited: true,
    mayWrite: {
      rate_limits: LOGIN_ATTEMPTS_COUNTED,
      login_challenges: "a wrong code counts against its login token by design (void after 5 wrong tries, SPEC §4)",
    },
    cases: routeCases(
      {
        method: "POST",
        path: fc.constant("/api/authenticate"),
        fields: {
          loginToken: {
            valid: fc.oneof(fc.constant(world.loginToken), tokenShaped),
            invalid: refusedBy((t) => /^[A-Za-z0-9_-]{22,128}$/.test(t), { raw: true }),
          },
          password: { valid: wrongCode, invalid: badCode },
        },
        // Every well-formed request here is still refused: the codes are wrong or the tokens unknown.
        refused: [400],
        extras: [
          {
            weight: 3,
            arbitrary: fc
              .tuple(fc.oneof(fc.constant(world.loginToken), tokenShaped), wrongCode)
              .map(([loginToken, password]) => caseOf("code:wrong", "POST", "/api/authenticate", { loginToken, password }, {}, [400])),
          },
          {
            weight: 2,
            // The token from the login cookie instead of the field, as the page sends it.
            arbitrary: fc
              .tuple(
                fc.oneof(
                  fc.constant(world.loginToken),
                  tokenShaped,
                  forgedToken.map((t) => t.replace(/[^\x21-\x7e]/g, "") || "x"),
                ),
                wrongCode,
              )
              .map(([token, password]) =>
                caseOf(
                  "code:cookie",
                  "POST",
                  "/api/authenticate",
                  { password },
                  { Cookie: `loginToken=${token.replace(/;/g, "")}` },
                  [400],
                ),
              ),
          },
        ],
      },
      world,
    ),
  }),
} satisfies Partial<Record<FuzzRouteName, (world: World) => RouteFuzz>>;

/** A session or none: an unknown call is unknown to everyone. */
function anyCredentials(token: string) {
  return fc.constantFrom<Record<string, string>>({ Authorization: `Bearer ${token}` }, { Cookie: `authenticationToken=${token}` }, {});
}
