// The JSON calls of a signed-in player: profile, saved games, statistics, supporter payments,
// logout. Besides the generic defects, alice reaches for bob's games and order (foreign ids, which
// must answer exactly like missing ones) and saves stale versions and games with changed givens.

import fc from "fast-check";
import { listRequestSchema, SAVED_PAGE_MAX } from "../../../app/saves/save-requests.ts";
import { amountField, paymentIdField } from "../../../app/supporter/supporter-schema.ts";
import { PROFILE_INFO_MAX, PROFILE_NAME_MAX } from "../../../app/accounts/account-schema.ts";
import { AVATAR_VERSION } from "../../../app/accounts/avatar.ts";
import type { WebhookDelivery } from "../../../scripts/local/paypal/standin.ts";
import { hugeText, junkText, wrongJsonType } from "./arbitraries.ts";
import { caseOf, otherMethods, routeCases, session, type FieldSpec } from "./builders.ts";
import { badSavegame, changedGivens, goodSavegame, progressSpec, puzzleIdField, puzzleIdText, refusedBy, versionSpec } from "./fields.ts";
import { ORIGIN, type FuzzCase, type RouteFuzz } from "./harness.ts";
import { FUZZ_TABLE, type FuzzRouteName } from "./table.ts";
import { emptyGame, SAVED_VERSION, type World } from "./world.ts";

/** What the payment calls need beyond the world: bob's order, and webhook deliveries PayPal really signed. */
export interface PaymentWorld extends World {
  bobOrderId: string;
  /** A delivery PayPal signed for alice's completed capture: tampered with, it must be refused. */
  genuine: WebhookDelivery;
}

const PAYMENT_CONFIRMS_COUNTED =
  "rate_limits counts every confirmation that reaches the order lookup, known order or not (PAYMENT_CONFIRMS_PER_ACCOUNT: a page retrying after a lost answer needs a few, never 60 an hour)";

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** An avatar address's version as the shell writes it: 16 lowercase hex digits. */
const avatarVersionText = fc.stringMatching(/^[0-9a-f]{16}$/);
const dataUrl = (type: string, bytes: number[] | Uint8Array) => `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;

/** Avatars the profile refuses: not an image by its bytes, not a data URL, or over 200 KB. */
export const badAvatar = fc.oneof(
  junkText.filter((t) => t !== "" && t !== "remove"),
  fc.constantFrom(
    dataUrl("image/png", [0x3c, 0x73, 0x76, 0x67, 0x2f, 0x3e]),
    dataUrl("image/gif", [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]),
    "data:image/png;base64,!!!",
    "data:;base64,",
    "data:image/png,rawbytes",
    "https://example.org/avatar.png",
    "REMOVE",
    " remove",
  ),
  // Over 200 KB, but under the profile's body limit: the route's own "too large" answers it.
  fc.integer({ min: 200 * 1024 + 1, max: 220 * 1024 }).map((size) => {
    const bytes = new Uint8Array(size);
    bytes.set(PNG_HEADER);
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return `data:image/png;base64,${btoa(binary)}`;
  }),
);

/** The profile's fields (POST /api/profile and the profile page's default intent). */
export const profileFields = (names: { name: string; info: string; avatar: string }): Record<string, FieldSpec> => ({
  [names.name]: {
    valid: fc.constantFrom("Anna", "", "Zoë 🧩"),
    invalid: fc.oneof(
      hugeText(PROFILE_NAME_MAX + 1, 3000).filter((t) => t.trim().length > PROFILE_NAME_MAX),
      fc.constant(undefined),
    ),
  },
  [names.info]: {
    valid: fc.constantFrom("Löst gern.", ""),
    invalid: fc.oneof(
      hugeText(PROFILE_INFO_MAX + 1, 3000).filter((t) => t.trim().length > PROFILE_INFO_MAX),
      fc.constant(undefined),
    ),
  },
  [names.avatar]: { valid: fc.constantFrom(undefined, ""), invalid: badAvatar },
});

const listField = (name: keyof typeof listRequestSchema.shape): FieldSpec => ({
  valid: fc.constant(undefined),
  invalid: refusedBy((t) => t === "" || listRequestSchema.safeParse({ [name]: t }).success, {
    missing: false,
    raw: true,
    more: [fc.constantFrom("0", String(SAVED_PAGE_MAX + 1), "1000001", "TRUE", "yes", "updatedat", "solved_at", "-1")],
  }),
});

const webhookHeaderNames = [
  "PAYPAL-AUTH-ALGO",
  "PAYPAL-CERT-URL",
  "PAYPAL-TRANSMISSION-ID",
  "PAYPAL-TRANSMISSION-SIG",
  "PAYPAL-TRANSMISSION-TIME",
];

function webhookCases(world: PaymentWorld): fc.Arbitrary<FuzzCase> {
  const genuine = world.genuine;
  const event = JSON.parse(genuine.body) as Record<string, unknown> & { resource: Record<string, unknown> };
  const post = (defect: string, headers: Record<string, string>, body: string, expect: readonly number[] = [400]): FuzzCase => ({
    defect,
    method: "POST",
    path: "/api/paypal/webhook",
    headers: { "Content-Type": "application/json", ...headers },
    body,
    expect,
  });
  const headerSafe = junkText.map((t) => t.replace(/[^\x21-\x7e]/g, "") || "x");
  return fc.oneof(
    // PayPal's headers missing, empty or absurdly long: not a PayPal delivery.
    fc.tuple(fc.subarray(webhookHeaderNames, { minLength: 1 }), fc.constantFrom<"drop" | "long">("drop", "long")).map(([names, how]) => {
      const headers = { ...genuine.headers };
      for (const name of names) {
        const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase())!;
        if (how === "drop") delete headers[key];
        else headers[key] = "x".repeat(2049);
      }
      return post(`signature:${how}`, headers, genuine.body);
    }),
    // Real headers, a body that is no event.
    fc
      .oneof(
        junkText,
        wrongJsonType,
        fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
        fc.constant(""),
      )
      .filter((body) => {
        try {
          const v = JSON.parse(body) as Record<string, unknown>;
          return !(
            typeof v === "object" &&
            v &&
            typeof v.id === "string" &&
            typeof v.event_type === "string" &&
            typeof v.resource === "object"
          );
        } catch {
          return true;
        }
      })
      .map((body) => post("event:not-an-event", genuine.headers, body)),
    // Real headers, a tampered event: PayPal's check refuses it.
    fc
      .oneof(
        fc.string({ minLength: 1, maxLength: 40 }).map((id) => ({ ...event, id: `${String(event.id)}${id}` })),
        fc
          .constantFrom("PAYMENT.CAPTURE.REFUNDED", "PAYMENT.CAPTURE.REVERSED", "PAYMENT.CAPTURE.DENIED")
          .map((event_type) => ({ ...event, event_type })),
        fc
          .string({ maxLength: 10 })
          .map((v) => ({ ...event, resource: { ...event.resource, amount: { currency_code: "EUR", value: `9${v}` } } })),
        fc.string({ minLength: 1, maxLength: 20 }).map((k) => ({ ...event, [`x-${k}`]: true })),
      )
      .map((tampered) => post("signature:tampered-event", genuine.headers, JSON.stringify(tampered))),
    // Made-up transmission headers on a real event body.
    fc.tuple(fc.constantFrom(...webhookHeaderNames), headerSafe).map(([name, value]) => {
      const headers = { ...genuine.headers };
      const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase())!;
      headers[key] = `${headers[key]}${value}`;
      return post("signature:forged-header", headers, genuine.body);
    }),
    otherMethods(["POST"]).map(({ method }) => ({
      ...post(`method:${method}`, { ...genuine.headers, Origin: ORIGIN }, genuine.body, [405]),
      method,
      body: method === "GET" || method === "HEAD" ? null : genuine.body,
    })),
    fc.constant(post("origin:evil", { ...genuine.headers, Origin: "https://evil.example" }, genuine.body, [403])),
    fc
      .integer({ min: 16 * 1024 + 1, max: 40 * 1024 })
      .map((size) => post("size:over-limit", genuine.headers, genuine.body.padEnd(size, " "), [413])),
  );
}

export const accountApiFuzz = {
  logout: (world) => ({
    // A DELETE without a body: the bad requests are its credentials, methods, origins and sizes.
    row: FUZZ_TABLE.logout,
    cases: routeCases(
      {
        method: "DELETE",
        path: fc.constant("/api/logout"),
        fields: {},
        credentials: session(world.alice.token),
        refused: [401],
        unreadableIsRefused: false,
      },
      world,
    ),
  }),

  profile: (world) => ({
    row: FUZZ_TABLE.profile,
    numRuns: 300,
    cases: fc.oneof(
      routeCases(
        {
          method: "GET",
          path: fc.constant("/api/profile"),
          fields: {},
          credentials: session(world.alice.token),
          refused: [401],
          wrongMethods: otherMethods(["GET", "HEAD", "POST"]),
        },
        world,
      ),
      {
        weight: 3,
        arbitrary: routeCases(
          {
            method: "POST",
            path: fc.constant("/api/profile"),
            fields: profileFields({ name: "userName", info: "userInfo", avatar: "userAvatar" }),
            credentials: session(world.alice.token),
            refused: [400],
            wrongMethods: otherMethods(["GET", "HEAD", "POST"]),
          },
          world,
        ),
      },
    ),
  }),

  profileExport: (world) => ({
    row: FUZZ_TABLE.profileExport,
    cases: routeCases(
      {
        method: "GET",
        path: fc.constant("/api/profile/export"),
        fields: {},
        credentials: session(world.alice.token),
        refused: [401],
        wrongMethods: otherMethods(["GET", "HEAD"]),
      },
      world,
    ),
  }),

  profileAvatar: (world) => {
    const creds = session(world.alice.token);
    return {
      row: FUZZ_TABLE.profileAvatar,
      cases: routeCases(
        {
          method: "GET",
          path: fc.constant("/api/profile/avatar/{version}"),
          fields: {
            // Not 16 lowercase hex digits: 400 (a value with a slash routes to the API's catch-all: 404).
            version: {
              in: "path",
              valid: avatarVersionText,
              invalid: junkText.filter((v) => !AVATAR_VERSION.test(v)),
              refused: [400, 404],
            },
          },
          credentials: creds,
          refused: [400],
          wrongMethods: otherMethods(["GET", "HEAD"]),
          extras: [
            {
              weight: 2,
              // Well-formed, but not the image of the player asking (alice has none): 404, never another's.
              arbitrary: fc
                .tuple(avatarVersionText, creds)
                .map(([version, c]) => caseOf("version:unknown", "GET", `/api/profile/avatar/${version}`, {}, c, [404])),
            },
          ],
        },
        world,
      ),
    };
  },

  save: (world) => {
    const own = world.aliceGames.map((p) => p.id);
    const catalogue = world.puzzles.map((p) => p.id);
    const creds = session(world.alice.token);
    const wrongMethods = otherMethods(["GET", "HEAD", "POST"]);
    const notOwn = [...world.bobGames, ...world.puzzles.filter((p) => !own.includes(p.id) && !world.bobGames.includes(p))].map((p) => p.id);
    return {
      row: FUZZ_TABLE.save,
      numRuns: 300,
      cases: fc.oneof(
        routeCases(
          {
            method: "GET",
            path: fc.constant("/api/sudoku/save"),
            fields: { puzzleId: puzzleIdField(puzzleIdText(own)) },
            credentials: creds,
            refused: [400],
            wrongMethods,
            extras: [
              {
                weight: 3,
                // Bob's game and games nobody saved answer alike: 404, nothing revealed.
                arbitrary: fc
                  .tuple(fc.oneof(fc.constantFrom(...notOwn), fc.integer({ min: 11, max: 2 ** 40 })), creds)
                  .map(([id, c]) => caseOf("id:foreign-or-unknown", "GET", `/api/sudoku/save?puzzleId=${id}`, {}, c, [404])),
              },
            ],
          },
          world,
        ),
        {
          weight: 3,
          arbitrary: routeCases(
            {
              method: "POST",
              path: fc.constant("/api/sudoku/save"),
              fields: {
                puzzleId: puzzleIdField(puzzleIdText(catalogue)),
                savegame: { valid: goodSavegame, invalid: badSavegame },
                version: versionSpec(fc.integer({ min: SAVED_VERSION + 1, max: 2 ** 40 }).map(String)),
                progress: progressSpec,
              },
              credentials: creds,
              refused: [400],
              wrongMethods,
              extras: [
                {
                  weight: 2,
                  arbitrary: fc
                    .tuple(fc.constantFrom(...world.aliceGames), fc.integer({ min: 0, max: SAVED_VERSION }), creds)
                    .map(([p, version, c]) =>
                      caseOf(
                        "version:stale",
                        "POST",
                        "/api/sudoku/save",
                        { puzzleId: String(p.id), savegame: JSON.stringify(emptyGame()), version: String(version) },
                        c,
                        [409],
                      ),
                    ),
                },
                {
                  weight: 2,
                  arbitrary: fc
                    .constantFrom(...world.puzzles)
                    .chain((p) => fc.tuple(fc.constant(p), changedGivens(p.puzzle), creds))
                    .map(([p, savegame, c]) =>
                      caseOf(
                        "savegame:changed-givens",
                        "POST",
                        "/api/sudoku/save",
                        { puzzleId: String(p.id), savegame, version: "99" },
                        c,
                        [400],
                      ),
                    ),
                },
                {
                  weight: 1,
                  arbitrary: fc
                    .tuple(fc.integer({ min: 11, max: 2 ** 40 }), creds)
                    .map(([id, c]) =>
                      caseOf(
                        "id:unknown-puzzle",
                        "POST",
                        "/api/sudoku/save",
                        { puzzleId: String(id), savegame: JSON.stringify(emptyGame()), version: "99" },
                        c,
                        [404],
                      ),
                    ),
                },
              ],
            },
            world,
          ),
        },
      ),
    };
  },

  savedPuzzles: (world) => ({
    row: FUZZ_TABLE.savedPuzzles,
    cases: routeCases(
      {
        method: "POST",
        path: fc.constant("/api/sudoku/saved-puzzles"),
        fields: {
          page: listField("page"),
          itemsPerPage: listField("itemsPerPage"),
          sortBy: listField("sortBy"),
          sortDesc: listField("sortDesc"),
          solved: listField("solved"),
        },
        credentials: session(world.alice.token),
        refused: [400],
        // Every field is optional: a body without fields is the first page, a read, not a refusal.
        unreadableIsRefused: false,
      },
      world,
    ),
  }),

  recent: (world) => ({
    row: FUZZ_TABLE.recent,
    cases: routeCases(
      {
        method: "GET",
        path: fc.constant("/api/sudoku/recent"),
        fields: {},
        credentials: session(world.alice.token),
        refused: [401],
        wrongMethods: otherMethods(["GET", "HEAD"]),
      },
      world,
    ),
  }),

  statistics: (world) => ({
    row: FUZZ_TABLE.statistics,
    cases: routeCases(
      {
        method: "GET",
        path: fc.constant("/api/sudoku/statistics"),
        fields: {},
        credentials: session(world.alice.token),
        refused: [401],
        wrongMethods: otherMethods(["GET", "HEAD"]),
      },
      world,
    ),
  }),

  deleteSaved: (world) => {
    const creds = session(world.alice.token);
    return {
      row: FUZZ_TABLE.deleteSaved,
      cases: routeCases(
        {
          method: "DELETE",
          path: fc.constant("/api/sudoku/delete-saved-puzzle/{id}"),
          fields: {
            // An empty or dot segment routes to no call at all: the catch-all's 404.
            id: { in: "path", ...puzzleIdField(puzzleIdText(world.aliceGames.map((p) => p.id))), refused: [400, 404] },
          },
          credentials: creds,
          refused: [400],
          unreadableIsRefused: false,
          extras: [
            {
              weight: 4,
              // Bob's games must stay where they are, and answer like games that never existed.
              arbitrary: fc
                .tuple(fc.oneof(fc.constantFrom(...world.bobGames.map((p) => p.id)), fc.integer({ min: 7, max: 2 ** 40 })), creds)
                .map(([id, c]) => caseOf("id:foreign-or-unknown", "DELETE", `/api/sudoku/delete-saved-puzzle/${id}`, {}, c, [404])),
            },
          ],
        },
        world,
      ),
    };
  },
} satisfies Partial<Record<FuzzRouteName, (world: World) => RouteFuzz>>;

export const paymentApiFuzz = {
  supporterOrder: (world) => ({
    row: FUZZ_TABLE.supporterOrder,
    cases: routeCases(
      {
        method: "POST",
        path: fc.constant("/api/supporter/order"),
        fields: {
          amount: {
            valid: fc.constantFrom("10", "12,50", "1.00"),
            invalid: refusedBy((t) => t.trim() !== "" && amountField.safeParse(t).success, {
              more: [
                fc.constantFrom(
                  "0.99",
                  "135960.01",
                  "1e3",
                  "10.001",
                  "10,,0",
                  "-10",
                  "10 EUR",
                  "€10",
                  "1.000,00",
                  "Infinity",
                  "0x10",
                  "١٠",
                ),
              ],
            }),
          },
        },
        credentials: session(world.alice.token),
        refused: [400],
      },
      world,
    ),
  }),

  approvedPayment: (world) => {
    const creds = session(world.alice.token);
    const validId = fc.stringMatching(/^[A-Z0-9]{17}$/);
    return {
      row: FUZZ_TABLE.approvedPayment,
      limited: true,
      mayWrite: { rate_limits: PAYMENT_CONFIRMS_COUNTED },
      cases: routeCases(
        {
          method: "POST",
          path: fc.constant("/api/approved-payment"),
          fields: {
            paymentId: { valid: validId, invalid: refusedBy((t) => paymentIdField.safeParse(t).success, { raw: true }) },
            amount: { valid: fc.constantFrom(undefined, "10.00"), invalid: hugeText(65, 2000) },
            period: { valid: fc.constantFrom(undefined, "12"), invalid: hugeText(65, 2000) },
            email: { valid: fc.constantFrom(undefined, "a@b.de"), invalid: hugeText(129, 2000) },
          },
          credentials: creds,
          refused: [400],
          extras: [
            {
              weight: 4,
              // Bob's order, and orders that do not exist: the same 404, and bob's order untouched.
              arbitrary: fc
                .tuple(fc.oneof(fc.constant(world.bobOrderId), validId), creds)
                .map(([paymentId, c]) =>
                  caseOf("id:foreign-or-unknown", "POST", "/api/approved-payment", { paymentId, amount: "10.00", period: "12" }, c, [404]),
                ),
            },
          ],
        },
        world,
      ),
    };
  },

  devPaypalApprove: (world) => {
    const creds = session(world.alice.token);
    const validId = fc.stringMatching(/^[A-Z0-9]{17}$/);
    return {
      row: FUZZ_TABLE.devPaypalApprove,
      cases: routeCases(
        {
          method: "POST",
          path: fc.constant("/dev/paypal/approve"),
          fields: {
            orderId: { valid: validId, invalid: refusedBy((t) => paymentIdField.safeParse(t).success, { raw: true }) },
            scenario: {
              valid: fc.constantFrom("completed", "pending", "declined"),
              invalid: refusedBy((t) => ["completed", "pending", "declined"].includes(t), { raw: true }),
            },
          },
          credentials: creds,
          refused: [400],
          extras: [
            {
              weight: 4,
              arbitrary: fc
                .tuple(fc.oneof(fc.constant(world.bobOrderId), validId), fc.constantFrom("completed", "pending", "declined"), creds)
                .map(([orderId, scenario, c]) =>
                  caseOf("id:foreign-or-unknown", "POST", "/dev/paypal/approve", { orderId, scenario }, c, [404]),
                ),
            },
          ],
        },
        world,
      ),
    };
  },

  paypalWebhook: (world) => ({ row: FUZZ_TABLE.paypalWebhook, cases: webhookCases(world) }),
} satisfies Partial<Record<FuzzRouteName, (world: PaymentWorld) => RouteFuzz>>;
