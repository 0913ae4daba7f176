// Field values, good and bad, of the fields several routes share. A bad value is drawn from all
// the bad-value arbitraries and then filtered through the app's own parser of that field: every
// generated case is bad by the site's own rule, whatever the generator happened to produce.

import fc from "fast-check";
import { savegameField, versionField } from "../../../app/saves/save-requests.ts";
import { SAVEGAME_MAX_CHARS, type Savegame } from "../../../app/game/savegame.ts";
import { emailField, newPasswordField } from "../../../app/accounts/account-schema.ts";
import { parsePuzzleId } from "../../../app/game/puzzle-id.ts";
import { checkPuzzle } from "../../../app/puzzles/import/check.ts";
import { PUZZLE } from "../../lib/test-puzzle.ts";
import { hugeText, junkText, notAPositiveWholeNumber, wrongJsonType } from "./arbitraries.ts";
import { invalidUtf8, type FieldValue } from "./encode.ts";
import type { FieldSpec } from "./builders.ts";
import { emptyGame } from "./world.ts";

/** Everything the bad-value arbitraries produce that `accepts` refuses; `missing` adds leaving the field out. */
export function refusedBy(
  accepts: (text: string) => boolean,
  options: { missing?: boolean; raw?: boolean; huge?: [number, number]; more?: fc.Arbitrary<string>[] } = {},
): fc.Arbitrary<FieldValue> {
  const [min, max] = options.huge ?? [200, 6000];
  const texts = fc
    .oneof(
      { weight: 4, arbitrary: junkText },
      { weight: 3, arbitrary: wrongJsonType },
      { weight: 2, arbitrary: notAPositiveWholeNumber },
      { weight: 1, arbitrary: hugeText(min, max) },
      { weight: 1, arbitrary: fc.constant("") },
      ...(options.more ?? []).map((arbitrary) => ({ weight: 3, arbitrary })),
    )
    .filter((text) => !accepts(text));
  const choices: { weight: number; arbitrary: fc.Arbitrary<FieldValue> }[] = [{ weight: 10, arbitrary: texts }];
  if (options.missing !== false) choices.push({ weight: 1, arbitrary: fc.constant(undefined) });
  if (options.raw) choices.push({ weight: 1, arbitrary: invalidUtf8 });
  return fc.oneof(...choices);
}

/** Form fields that are empty count as absent (formInput): a required field refuses "" as well. */
const present = (text: string) => text !== "";

export const puzzleIdText = (ids: readonly number[]) => fc.constantFrom(...ids.map(String));

/** A positive whole number field (puzzle ids): the app's one parser decides. */
export function puzzleIdField(valid: fc.Arbitrary<string>): FieldSpec {
  return { valid, invalid: refusedBy((t) => parsePuzzleId(t) !== null, { raw: true }) };
}

// ---- Savegames ---------------------------------------------------------------------------------

const arrayOf = (length: number, item: fc.Arbitrary<unknown>) => fc.array(item, { minLength: length, maxLength: length });

/** A valid game with every optional field, version 2's too, for any puzzle (a note colour at a given is dropped, not refused). */
const fullGame: Savegame = {
  ...emptyGame(),
  hintsUsed: 1,
  elapsedSeconds: 60,
  schema: 2,
  colors: new Array<number>(81).fill(0).map((_, c) => c % 9),
  noteColors: [[40, 5, 3]],
  eliminated: new Array<number>(81).fill(0),
  liveNotes: true,
  mode: "strict",
  mistakes: 3,
};

/** A savegame object (as sent, before JSON) that breaks one rule of its schema. */
const brokenGame: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .integer({ min: 0, max: 200 })
    .filter((n) => n !== 81)
    .map((n) => ({ ...emptyGame(), entries: new Array(n).fill(0) })),
  fc
    .integer({ min: 0, max: 200 })
    .filter((n) => n !== 81)
    .map((n) => ({ ...emptyGame(), notes: new Array(n).fill(0) })),
  fc
    .tuple(
      fc.integer({ min: 0, max: 80 }),
      fc.oneof(fc.integer({ min: 10 }), fc.integer({ max: -1 }), fc.double(), fc.string(), fc.constant(null)),
    )
    .map(([cell, value]) => {
      const g = emptyGame() as { entries: unknown[] };
      g.entries[cell] = value;
      return g;
    }),
  fc
    .tuple(fc.integer({ min: 0, max: 80 }), fc.oneof(fc.integer({ min: 512 }), fc.integer({ max: -1 }), fc.constant(1.5), fc.constant("3")))
    .map(([cell, value]) => {
      const g = emptyGame() as { notes: unknown[] };
      g.notes[cell] = value;
      return g;
    }),
  fc
    .oneof(fc.integer({ max: -1 }), fc.constant(2 ** 31), fc.constant(0.5), fc.constant("1"), fc.constant(null))
    .map((checked) => ({ ...emptyGame(), checked })),
  fc
    .oneof(fc.integer({ min: 31_622_401 }), fc.integer({ max: -1 }), fc.constant("60"))
    .map((elapsedSeconds) => ({ ...emptyGame(), elapsedSeconds })),
  // Version 2 (issue 30): each new field broken in one way.
  fc.oneof(fc.integer({ min: -3, max: 1 }), fc.integer({ min: 3, max: 9 }), fc.constant("2")).map((schema) => ({ ...emptyGame(), schema })),
  fc
    .tuple(
      fc.constantFrom("colors", "eliminated"),
      fc.integer({ min: 0, max: 200 }).filter((n) => n !== 81),
    )
    .map(([key, n]) => ({ ...emptyGame(), [key]: new Array(n).fill(0) })),
  fc
    .tuple(fc.integer({ min: 0, max: 80 }), fc.oneof(fc.integer({ min: 9 }), fc.integer({ max: -1 }), fc.constant(0.5), fc.constant("1")))
    .map(([cell, value]) => ({ ...emptyGame(), colors: new Array(81).fill(0).map((v, c) => (c === cell ? value : v)) })),
  fc
    .tuple(fc.integer({ min: 0, max: 80 }), fc.oneof(fc.integer({ min: 512 }), fc.integer({ max: -1 }), fc.constant(1.5)))
    .map(([cell, value]) => ({ ...emptyGame(), eliminated: new Array(81).fill(0).map((v, c) => (c === cell ? value : v)) })),
  fc
    .oneof(
      fc.tuple(fc.oneof(fc.integer({ min: 81 }), fc.integer({ max: -1 })), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 8 })),
      fc.tuple(fc.integer({ min: 0, max: 80 }), fc.oneof(fc.constant(0), fc.integer({ min: 10 })), fc.integer({ min: 1, max: 8 })),
      fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 9 }), fc.oneof(fc.constant(0), fc.integer({ min: 9 }))),
    )
    .map((triple) => ({ ...emptyGame(), noteColors: [triple] })),
  fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 9 })).map(([cell, digit]) => ({
    ...emptyGame(),
    noteColors: [
      [cell, digit, 1],
      [cell, digit, 2],
    ],
  })),
  fc.oneof(fc.string(), fc.constant(1), fc.constant(null)).map((mode) => ({ ...emptyGame(), mode })),
  fc.oneof(fc.constant("true"), fc.constant(1), fc.constant(null)).map((liveNotes) => ({ ...emptyGame(), liveNotes })),
  fc.oneof(fc.integer({ max: -1 }), fc.constant(2 ** 31), fc.constant(0.5)).map((mistakes) => ({ ...emptyGame(), mistakes })),
  fc.constantFrom("entries", "notes", "checked").map((key) => Object.fromEntries(Object.entries(emptyGame()).filter(([k]) => k !== key))),
  fc
    .string({ minLength: 1, maxLength: 10 })
    .filter((k) => !Object.hasOwn(fullGame, k))
    .map((k) => ({ ...emptyGame(), [k]: 1 })),
  arrayOf(81, fc.integer({ min: 0, max: 9 })).map((entries) => [entries]),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Savegame texts the schema refuses: broken games, not JSON, too long, nested too deep. */
export const badSavegame: fc.Arbitrary<FieldValue> = refusedBy((t) => savegameField.safeParse(t).success, {
  huge: [SAVEGAME_MAX_CHARS + 1, SAVEGAME_MAX_CHARS + 5000],
  more: [
    brokenGame.map((g) => JSON.stringify(g) ?? "undefined"),
    fc.integer({ min: 10, max: 3000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
    fc.constant(`${JSON.stringify(emptyGame())} `.padEnd(SAVEGAME_MAX_CHARS + 1, " ")),
  ],
});

export const goodSavegame = fc.constantFrom(JSON.stringify(emptyGame()), JSON.stringify(fullGame));

/** An empty game but for one given cell, changed to another digit: the savegame of another puzzle. */
export function changedGivens(puzzle: string): fc.Arbitrary<string> {
  const givens = [...puzzle].flatMap((d, cell) => (d === "0" ? [] : [cell]));
  return fc.tuple(fc.constantFrom(...givens), fc.integer({ min: 1, max: 8 })).map(([cell, shift]) => {
    const game = emptyGame();
    game.entries[cell] = ((Number(puzzle[cell]) - 1 + shift) % 9) + 1;
    return JSON.stringify(game);
  });
}

export const versionSpec = (valid: fc.Arbitrary<string>): FieldSpec => ({
  valid,
  invalid: refusedBy((t) => present(t) && versionField.safeParse(t).success, {
    more: [fc.constantFrom("9007199254740992", "12345678901234567")],
  }),
});

/** The client's progress claim: optional, checked for shape (docs/API.md). */
const PROGRESS = /^\d{1,3}(\.\d{1,6})?$/;
export const progressSpec: FieldSpec = {
  valid: fc.oneof(fc.constant(undefined), fc.integer({ min: 0, max: 100 }).map(String)),
  invalid: refusedBy((t) => t === "" || (PROGRESS.test(t) && Number(t) <= 100), {
    missing: false,
    more: [fc.constantFrom("100.1", "101", "1.1234567")],
  }),
};

// ---- Accounts ----------------------------------------------------------------------------------

let emailCounter = 0;
/** A fresh, valid address per case: the per-address limits (10 logins, 3 contact messages) never meet twice. */
export const freshEmail = fc.integer({ min: 0, max: 2 ** 30 }).map((n) => `fuzz${n}.${emailCounter++}@example.org`);

export const badEmail = refusedBy((t) => emailField.safeParse(t).success, {
  more: [
    fc.constantFrom(
      "a@",
      "@b.de",
      "a@b",
      "a b@c.de",
      "a@b..de",
      "ä@b.de",
      "a@b.de\u0000",
      "<a@b.de>",
      "a@b.de, c@d.de",
      `${"a".repeat(120)}@b.de`,
    ),
    fc.emailAddress().map((e) => `${e}\u202e`),
  ],
});

/** A new password the site would take (and no list of common passwords holds). */
export const goodNewPassword = fc.stringMatching(/^[a-z]{4,10}$/).map((s) => `Fz-${s}-7!`);

export const badNewPassword = refusedBy((t) => t !== "" && newPasswordField.safeParse(t).success, {
  huge: [1025, 3000],
  more: [fc.constantFrom("kurz1!", "nurbuchstaben", "12345678", "Passw0rd!", "ääääääää1", "Password1", "abc 123 def")],
});

// ---- Imported puzzles ---------------------------------------------------------------------------

/** Puzzles as players paste them, each refused for another reason by the import's check. */
const badPuzzleText = fc.oneof(
  fc.integer({ min: 0, max: 80 }).map((n) => PUZZLE.slice(0, n)),
  fc.integer({ min: 82, max: 160 }).map((n) => PUZZLE.repeat(2).slice(0, n)),
  fc.integer({ min: 0, max: 80 }).map((n) => `${PUZZLE.slice(0, n)}x${PUZZLE.slice(n + 1)}`),
  fc.integer({ min: 1, max: 8 }).map((d) => `${d}${d}${"0".repeat(79)}`),
  fc.integer({ min: 1, max: 81 }).map((n) => `${"0".repeat(n - 1)}1${"0".repeat(81 - n)}`),
  fc.integer({ min: 201, max: 2000 }).map((n) => PUZZLE.padEnd(n, " ")),
  fc.constantFrom(`000070000${PUZZLE.slice(9)}`, `12045678${"0".repeat(12)}3${"0".repeat(26)}9${"0".repeat(33)}`, "0".repeat(81)),
);

/** The import's one field (POST /api/sudoku/import and the own-puzzle page): the app's own check decides. */
export const importedPuzzleField: FieldSpec = {
  valid: fc.constantFrom(PUZZLE, PUZZLE.replaceAll("0", ".")),
  invalid: refusedBy((t) => checkPuzzle(t).ok, { raw: true, more: [badPuzzleText] }),
};

/** Puzzles that get past the reading count against the import's limit, refused or not. */
export const IMPORT_ATTEMPTS_COUNTED =
  "rate_limits counts every import that reaches the solver (issue 16: the import call is rate-limited), including those it refuses";
