// The form actions: the language switch, the appearance switch and every page that takes a post.
// Pages are posted both as a browser without JavaScript does (the page path: HTML back) and as
// React Router's client does (`<path>.data`: turbo-stream back, a redirect as a 202).

import fc from "fast-check";
import { SITE_PAGES } from "../../../app/config/site-routes.ts";
import { codeField } from "../../../app/accounts/account-schema.ts";
import { codeFromFields } from "../../../app/accounts/account-forms.ts";
import { profileFields } from "./api-account.ts";
import { badCode, contactFields, loginExtras, newPasswordLoginSpec, passwordLoginSpec, wrongCode } from "./api-public.ts";
import { caseOf, forgedCredentials, otherMethods, routeCases, session, type FieldSpec } from "./builders.ts";
import { IMPORT_ATTEMPTS_COUNTED, importedPuzzleField, puzzleIdField, puzzleIdText, refusedBy } from "./fields.ts";
import type { RouteFuzz } from "./harness.ts";
import { FUZZ_TABLE, type FuzzRouteName } from "./table.ts";
import { LOGIN_CODE, type World } from "./world.ts";

/** A page's paths in both languages, each also as its client-side `.data` submission. */
function pagePaths(key: string): fc.Arbitrary<string> {
  const page = SITE_PAGES.find((p) => p.key === key)!;
  const paths = [...page.de, ...page.en];
  return fc.tuple(fc.constantFrom(...paths), fc.boolean()).map(([path, data]) => (data ? `${path}.data` : path));
}

/** Pages answer GET and HEAD themselves: only the methods no form uses are wrong. */
const PAGE_WRONG_METHODS = otherMethods(["GET", "HEAD", "POST"]);

/** The language and appearance switches answer GET with 404: they are form targets, nothing to show. */
const SWITCH_WRONG_METHODS = fc.oneof(
  fc.constantFrom("GET", "HEAD").map((method) => ({ method, expect: [404] as const })),
  otherMethods(["GET", "HEAD", "POST"]),
);

const localPathValue = fc.constantFrom(
  "/",
  "/de/faq",
  "/en/how-to-play?x=1",
  "//evil.example",
  "https://evil.example/",
  "\\\\evil",
  "",
  "/de/kontakt#f",
);

const switchField = (allowed: string[]): FieldSpec => ({
  valid: fc.constantFrom(...allowed),
  invalid: refusedBy((t) => allowed.includes(t), {
    raw: true,
    more: [fc.constantFrom(...allowed.map((a) => a.toUpperCase()), ...allowed.map((a) => ` ${a}`))],
  }),
});

export const formFuzz = {
  language: (world) => ({
    row: FUZZ_TABLE.language,
    cases: routeCases(
      {
        method: "POST",
        path: fc.constant("/language"),
        // `from` is never refused: anything but a local path falls back to "/".
        fields: { lang: switchField(["de", "en"]), from: { valid: localPathValue } },
        refused: [400],
        wrongMethods: SWITCH_WRONG_METHODS,
      },
      world,
    ),
  }),

  theme: (world) => ({
    row: FUZZ_TABLE.theme,
    cases: routeCases(
      {
        method: "POST",
        path: fc.constant("/theme"),
        fields: { theme: switchField(["light", "dark", "auto"]), from: { valid: localPathValue } },
        refused: [400],
        wrongMethods: SWITCH_WRONG_METHODS,
      },
      world,
    ),
  }),

  contactPage: (world) => ({
    row: FUZZ_TABLE.contactPage,
    cases: routeCases(
      { method: "POST", path: pagePaths("contact"), fields: contactFields, refused: [400], wrongMethods: PAGE_WRONG_METHODS },
      world,
    ),
  }),

  ownPuzzlePage: (world) => ({
    row: FUZZ_TABLE.ownPuzzlePage,
    limited: true,
    mayWrite: { rate_limits: IMPORT_ATTEMPTS_COUNTED },
    cases: routeCases(
      {
        method: "POST",
        path: pagePaths("own-puzzle"),
        fields: { sudoku: importedPuzzleField },
        refused: [400],
        wrongMethods: PAGE_WRONG_METHODS,
      },
      world,
    ),
  }),

  authenticationPage: (world) => {
    const path = pagePaths("authentication");
    return {
      row: FUZZ_TABLE.authenticationPage,
      limited: true,
      mayWrite: {
        rate_limits: "counts login, captcha and code attempts by design, refused ones included (SPEC §4 limits)",
        login_challenges: "a wrong code counts against its login token by design (void after 5 wrong tries, SPEC §4)",
      },
      cases: fc.oneof(
        {
          weight: 3,
          arbitrary: routeCases(
            {
              ...passwordLoginSpec(path, [400], { intent: { valid: fc.constantFrom(undefined, "login") } }),
              wrongMethods: PAGE_WRONG_METHODS,
              extras: loginExtras(path, { intent: "login" }),
            },
            world,
          ),
        },
        { weight: 2, arbitrary: routeCases({ ...newPasswordLoginSpec(path, [400]), wrongMethods: PAGE_WRONG_METHODS }, world) },
        // Page 2: the code (one field, or six boxes) with the login token from its cookie.
        {
          weight: 2,
          arbitrary: fc
            .tuple(
              path,
              fc.oneof(fc.constant(world.loginToken), fc.stringMatching(/^[A-Za-z0-9_-]{22,64}$/), fc.constant(null)),
              fc.oneof(wrongCode, badCode),
              fc.boolean(),
            )
            .map(([p, token, code, boxes]) => {
              const fields: Record<string, string> =
                typeof code !== "string"
                  ? { intent: "code" }
                  : boxes
                    ? { intent: "code", ...Object.fromEntries([...code.padEnd(6, " ").slice(0, 6)].map((ch, i) => [`code${i + 1}`, ch])) }
                    : { intent: "code", password: code };
              return { p, token, fields };
            })
            // Cutting a bad code into six boxes can make the right one ("ABCDEFG" → A…F).
            .filter(({ fields }) => codeField.safeParse(codeFromFields(fields)).data !== LOGIN_CODE)
            .map(({ p, token, fields }) =>
              caseOf("code:wrong-or-bad", "POST", p, fields, token === null ? {} : { Cookie: `loginToken=${token}` }, [400]),
            ),
        },
        {
          weight: 1,
          // Signing out with a session that is not one: nothing to revoke, back to the start page.
          arbitrary: fc
            .tuple(path, fc.stringMatching(/^[A-Za-z0-9_-]{22,64}$/))
            .map(([p, token]) =>
              caseOf("auth:logout-forged", "POST", p, { intent: "logout" }, { Cookie: `authenticationToken=${token}` }, [302]),
            ),
        },
      ),
    };
  },

  profilePage: (world) => {
    const alice = session(world.alice.token);
    return {
      row: FUZZ_TABLE.profilePage,
      cases: routeCases(
        {
          method: "POST",
          path: pagePaths("profile"),
          fields: {
            intent: { valid: fc.constantFrom(undefined, "profile") },
            ...profileFields({ name: "userName", info: "userInfo", avatar: "userAvatar" }),
          },
          credentials: alice,
          refused: [400],
          wrongMethods: PAGE_WRONG_METHODS,
          extras: [
            {
              weight: 2,
              // Every other intent of the page (sign out elsewhere, request, cancel or confirm the
              // account's deletion) without a live session.
              arbitrary: fc
                .tuple(
                  pagePaths("profile"),
                  fc.constantFrom("signOutOthers", "requestDeletion", "cancelDeletion", "confirmDeletion"),
                  forgedCredentials(world),
                )
                .map(([p, intent, forged]) => caseOf(`auth:${forged.label}`, "POST", p, { intent, code: "ABCDEF" }, forged.headers, [401])),
            },
            {
              weight: 2,
              // No deletion is pending for alice: a code, right-looking or not, confirms nothing.
              arbitrary: fc
                .tuple(pagePaths("profile"), fc.oneof(wrongCode, badCode), alice)
                .map(([p, code, c]) =>
                  caseOf(
                    "deletion:no-pending",
                    "POST",
                    p,
                    typeof code === "string" ? { intent: "confirmDeletion", code } : { intent: "confirmDeletion" },
                    c,
                    [400, 403],
                  ),
                ),
            },
          ],
        },
        world,
      ),
    };
  },

  savedPuzzlesPage: (world) => savesPage(world, "saved-puzzles", FUZZ_TABLE.savedPuzzlesPage),
  solvedPuzzlesPage: (world) => savesPage(world, "solved-puzzles", FUZZ_TABLE.solvedPuzzlesPage),

  dailyPage: (world) => ({
    // Carol has not accepted the terms: a refused post that accepted them would show.
    row: FUZZ_TABLE.dailyPage,
    cases: routeCases(
      {
        method: "POST",
        path: pagePaths("daily"),
        fields: {
          agreement: {
            valid: fc.constantFrom("true", "1", "on", "yes"),
            invalid: refusedBy((t) => ["true", "1", "on", "yes"].includes(t), { raw: true }),
          },
        },
        credentials: session(world.carol.token),
        refused: [400],
        // Without a session the page sends the visitor to the login, and back here afterwards.
        unauthenticated: [302],
        wrongMethods: PAGE_WRONG_METHODS,
      },
      world,
    ),
  }),
} satisfies Partial<Record<FuzzRouteName, (world: World) => RouteFuzz>>;

/** The saved and solved tables' delete form (the page without JavaScript). */
function savesPage(world: World, key: string, row: RouteFuzz["row"]): RouteFuzz {
  const alice = session(world.alice.token);
  return {
    row,
    cases: routeCases(
      {
        method: "POST",
        path: pagePaths(key),
        fields: { puzzleId: puzzleIdField(puzzleIdText(world.aliceGames.map((p) => p.id))) },
        credentials: alice,
        refused: [400],
        wrongMethods: PAGE_WRONG_METHODS,
        extras: [
          {
            weight: 4,
            // Bob's games and games nobody saved: nothing is deleted, the table is shown again.
            arbitrary: fc
              .tuple(
                pagePaths(key),
                fc.oneof(fc.constantFrom(...world.bobGames.map((p) => p.id)), fc.integer({ min: 7, max: 2 ** 40 })),
                alice,
              )
              .map(([p, id, c]) => caseOf("id:foreign-or-unknown", "POST", p, { puzzleId: String(id) }, c, [302])),
          },
        ],
      },
      world,
    ),
  };
}
