// The Daily Sudoku's JSON calls. Besides the generic defects: days that have not begun (403),
// days before the first daily puzzle (404), unknown puzzle numbers, stale versions, changed givens
// and a player who never accepted the terms (who may play: only the lot needs them). Valid days are only the ones the world assigned,
// so no refused request is the one that assigns a day.

import fc from "fast-check";
import { DAILY_EPOCH, DAILY_POOL_ID_BASE } from "../../../app/config/daily.ts";
import { addDays } from "../../../app/lib/dates/berlin-time.ts";
import { monthOf, parseIsoDate } from "../../../app/daily/schedule.ts";
import { parsePuzzleId } from "../../../app/game/puzzle-id.ts";
import { caseOf, otherMethods, routeCases, session, type FieldSpec } from "./builders.ts";
import { badSavegame, changedGivens, goodSavegame, refusedBy, versionSpec } from "./fields.ts";
import type { RouteFuzz } from "./harness.ts";
import { FUZZ_TABLE, type FuzzRouteName } from "./table.ts";
import { emptyGame, SAVED_VERSION, type World } from "./world.ts";

/** Calls that share the `/api/daily-sudoku/` prefix: a key equal to one of them is that call, not a day. */
const SIBLINGS = ["statistics", "save", "check", "figures", "agreement", "winners", "draws"];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAILY_FIRST_MONTH = monthOf(DAILY_EPOCH);

const futureDate = (world: World) => fc.integer({ min: 1, max: 4000 }).map((n) => addDays(world.dailyToday.date, n));
const beforeFirstDay = fc.integer({ min: 1, max: 4000 }).map((n) => addDays(DAILY_EPOCH, -n));

const dateField = (world: World): FieldSpec => ({
  valid: fc.constantFrom(...world.dailyDates),
  invalid: refusedBy((t) => parseIsoDate(t) !== null, {
    raw: true,
    more: [fc.constantFrom("2026-02-30", "2026-11-31", "2026-13-01", "20261123", "2026-11-23T00:00", "23.11.2026", "today")],
  }),
});

/** Bad days and grids for the save and check calls (their refusals are the same). */
function dayExtras(world: World, path: string, extra: Record<string, string>) {
  const alice = session(world.alice.token);
  const game = JSON.stringify(emptyGame());
  return [
    {
      weight: 2,
      arbitrary: fc
        .tuple(futureDate(world), alice)
        .map(([date, c]) => caseOf("date:not-begun", "POST", path, { date, savegame: game, ...extra }, c, [403])),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(beforeFirstDay, alice)
        .map(([date, c]) => caseOf("date:before-first", "POST", path, { date, savegame: game, ...extra }, c, [404])),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(changedGivens(world.dailyToday.puzzle), alice)
        .map(([savegame, c]) =>
          caseOf("savegame:changed-givens", "POST", path, { date: world.dailyToday.date, savegame, ...extra }, c, [400]),
        ),
    },
  ];
}

export const dailyApiFuzz = {
  dailyStatistics: (world) => ({
    row: FUZZ_TABLE.dailyStatistics,
    cases: routeCases(
      {
        method: "GET",
        path: fc.constant("/api/daily-sudoku/statistics"),
        fields: {
          // Left out (or empty): the current month. A month in the form but without a calendar is a 404.
          // The session is optional (no credentials are a visitor's call, answered the bare month), so
          // bad credentials are no defect here; signed-in calls: tests/integration/daily-calendar.test.ts.
          month: {
            valid: fc.constantFrom(undefined, monthOf(world.dailyToday.date), DAILY_FIRST_MONTH),
            invalid: refusedBy((t) => t === "" || MONTH.test(t), {
              missing: false,
              raw: true,
              more: [fc.constantFrom("2026-13", "2026-00", "2026-1", "26-11", "2026-11-01", "2026/11", " 2026-11")],
            }),
          },
        },
        refused: [400],
        unreadableIsRefused: false,
        wrongMethods: otherMethods(["GET", "HEAD"]),
        extras: [
          {
            weight: 2,
            // Well-formed months before the first daily puzzle's month or after the current one.
            arbitrary: fc
              .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }))
              .map(([y, m]) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}`)
              .filter((month) => month < DAILY_FIRST_MONTH || month > monthOf(world.dailyToday.date))
              .map((month) => caseOf("month:no-calendar", "GET", `/api/daily-sudoku/statistics?month=${month}`, {}, {}, [404])),
          },
        ],
      },
      world,
    ),
  }),

  dailyFigures: (world) => ({
    row: FUZZ_TABLE.dailyFigures,
    cases: routeCases(
      {
        method: "GET",
        path: fc.constant("/api/daily-sudoku/figures"),
        fields: { date: dateField(world) },
        refused: [400],
        unreadableIsRefused: false,
        wrongMethods: otherMethods(["GET", "HEAD"]),
        extras: [
          {
            weight: 2,
            arbitrary: futureDate(world).map((date) =>
              caseOf("date:not-begun", "GET", `/api/daily-sudoku/figures?date=${date}`, {}, {}, [403]),
            ),
          },
          {
            weight: 1,
            arbitrary: beforeFirstDay.map((date) =>
              caseOf("date:before-first", "GET", `/api/daily-sudoku/figures?date=${date}`, {}, {}, [404]),
            ),
          },
        ],
      },
      world,
    ),
  }),

  dailySave: (world) => {
    const alice = session(world.alice.token);
    const wrongMethods = otherMethods(["GET", "HEAD", "POST"]);
    return {
      row: FUZZ_TABLE.dailySave,
      numRuns: 300,
      cases: fc.oneof(
        routeCases(
          {
            method: "GET",
            path: fc.constant("/api/daily-sudoku/save"),
            fields: { date: dateField(world) },
            credentials: alice,
            refused: [400],
            wrongMethods,
            extras: [
              {
                weight: 2,
                // Days without a stored game of alice's (bob's days and days nobody played).
                arbitrary: fc
                  .tuple(
                    fc.oneof(
                      fc.constantFrom(...world.dailyDates.filter((d) => d !== world.dailyToday.date)),
                      futureDate(world),
                      beforeFirstDay,
                    ),
                    alice,
                  )
                  .map(([date, c]) => caseOf("date:no-game", "GET", `/api/daily-sudoku/save?date=${date}`, {}, c, [404])),
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
              path: fc.constant("/api/daily-sudoku/save"),
              fields: {
                date: dateField(world),
                savegame: { valid: goodSavegame, invalid: badSavegame },
                version: versionSpec(fc.integer({ min: SAVED_VERSION + 1, max: 2 ** 40 }).map(String)),
              },
              credentials: alice,
              refused: [400],
              wrongMethods,
              extras: [
                ...dayExtras(world, "/api/daily-sudoku/save", { version: "99" }),
                {
                  weight: 2,
                  arbitrary: fc
                    .tuple(fc.integer({ min: 0, max: SAVED_VERSION }), alice)
                    .map(([version, c]) =>
                      caseOf(
                        "version:stale",
                        "POST",
                        "/api/daily-sudoku/save",
                        { date: world.dailyToday.date, savegame: JSON.stringify(emptyGame()), version: String(version) },
                        c,
                        [409],
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

  dailyCheck: (world) => ({
    row: FUZZ_TABLE.dailyCheck,
    cases: routeCases(
      {
        method: "POST",
        path: fc.constant("/api/daily-sudoku/check"),
        fields: { date: dateField(world), savegame: { valid: goodSavegame, invalid: badSavegame } },
        refused: [400],
        extras: dayExtras(world, "/api/daily-sudoku/check", {}),
      },
      world,
    ),
  }),

  dailyAgreement: (world) => ({
    // Carol has not accepted the terms: any refused request that accepted them would show.
    row: FUZZ_TABLE.dailyAgreement,
    cases: routeCases(
      {
        method: "POST",
        path: fc.constant("/api/daily-sudoku/agreement"),
        fields: {
          agreement: {
            valid: fc.constantFrom("true", "1", "on", "yes"),
            invalid: refusedBy((t) => ["true", "1", "on", "yes"].includes(t), {
              raw: true,
              more: [fc.constantFrom("TRUE", "Yes", "false", "0", "off", "no", "true ", "ja")],
            }),
          },
        },
        credentials: session(world.carol.token),
        refused: [400],
      },
      world,
    ),
  }),

  dailyDay: (world) => {
    const alice = session(world.alice.token);
    const get = (defect: string, key: string, creds: Record<string, string>, expect: number[]) =>
      caseOf(defect, "GET", `/api/daily-sudoku/${encodeURIComponent(key)}?timeStamp=now`, {}, creds, expect);
    return {
      row: FUZZ_TABLE.dailyDay,
      cases: routeCases(
        {
          method: "GET",
          path: fc.constant("/api/daily-sudoku/{key}"),
          fields: {
            key: {
              in: "path",
              valid: fc.constantFrom("today", ...world.dailyDates),
              invalid: refusedBy((t) => t === "today" || parseIsoDate(t) !== null || parsePuzzleId(t) !== null || SIBLINGS.includes(t), {
                missing: false,
                raw: true,
              }),
              // An empty or dot segment routes to no call at all: the catch-all's 404.
              refused: [400, 404],
            },
          },
          credentials: alice,
          refused: [400],
          wrongMethods: otherMethods(["GET", "HEAD"]),
          extras: [
            { weight: 2, arbitrary: fc.tuple(futureDate(world), alice).map(([d, c]) => get("date:not-begun", d, c, [403])) },
            { weight: 1, arbitrary: fc.tuple(beforeFirstDay, alice).map(([d, c]) => get("date:before-first", d, c, [404])) },
            {
              weight: 2,
              // Catalogue numbers and daily numbers no day has had.
              arbitrary: fc
                .tuple(
                  fc.oneof(fc.integer({ min: 1, max: DAILY_POOL_ID_BASE }), fc.integer({ min: DAILY_POOL_ID_BASE + 20, max: 2 ** 40 })),
                  alice,
                )
                .map(([id, c]) => get("id:unknown", String(id), c, [404])),
            },
          ],
        },
        world,
      ),
    };
  },
} satisfies Partial<Record<FuzzRouteName, (world: World) => RouteFuzz>>;
