// Offline play (issue 32): the service worker (app/pwa/sw.ts) keeps fresh puzzles per level, the
// games in progress and the lessons read; a page it has not kept shows the offline page; logout
// clears what belongs to the player; a new worker waits while a game runs.
//
// The rest of the suite runs without the worker (playwright.config.ts: serviceWorkers "block"), so
// its request routes and counts see the pages' own requests; this spec lets it in.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { card, openAccount, ownAddress, typeDigit } from "./helpers.ts";
import { LEVELS } from "../../app/config/constants.ts";
import { levelKey, pathFor } from "../../app/config/site-routes.ts";
import { LESSONS, lessonPath } from "../../app/academy/lessons.ts";
import { OFFLINE_CACHES, OFFLINE_PUZZLES_PER_PAGE } from "../../app/config/offline.ts";

test.use({ ...ownAddress(74), serviceWorkers: "allow", viewport: { width: 1280, height: 900 } });

const board = (page: Page) => page.getByTestId("board");
const cell = (page: Page, index: number) => page.locator(`td[data-cell="${index}"]`);

/** Waits until the worker controls the page and holds at least `perPage` fresh puzzles for each play page of German. */
async function workerReady(page: Page, perPage = 1) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
  const paths = ["home" as const, ...LEVELS.map(levelKey)].map((key) => pathFor(key, "de"));
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ name, paths }) => {
            const keys = (await (await caches.open(name)).keys()).map((r) => new URL(r.url));
            return Math.min(...paths.map((p) => keys.filter((k) => k.pathname === p).length));
          },
          { name: OFFLINE_CACHES.puzzles, paths },
        ),
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(perPage);
}

/** The puzzle the board shows, with its first open cell. */
async function shownPuzzle(page: Page): Promise<{ id: number; firstOpen: number }> {
  await expect(board(page)).toHaveAttribute("data-hydrated", "true");
  const id = Number(await board(page).getAttribute("data-puzzle"));
  const firstOpen = await page.locator("td[data-cell]").evaluateAll((cells) => {
    const open = cells.find((c) => !c.classList.contains("given"));
    return Number(open?.getAttribute("data-cell"));
  });
  return { id, firstOpen };
}

test("offline: a new puzzle of every level, a reload keeps the game, the moves reach the account online", async ({
  page,
  context,
  signIn,
}) => {
  const player = await signIn(page, "offline");
  const lesson = lessonPath(LESSONS[3]!.technique, "de");
  await page.goto("/");
  await workerReady(page);
  expect(player.userId).toBeGreaterThan(0);
  await page.goto(lesson);

  await context.setOffline(true);
  const played: { level: number; id: number; cell: number; digit: string }[] = [];
  for (const level of LEVELS) {
    const path = pathFor(levelKey(level), "de");
    await page.goto(path);
    // A kept puzzle of that level, shown under its own address.
    await expect(page).toHaveURL(new RegExp(`${path}\\?id=\\d+$`));
    const { id, firstOpen } = await shownPuzzle(page);
    await expect(page.locator(".puzzle-meta")).toContainText(String(id));
    await cell(page, firstOpen).click();
    const digit = String((level % 9) + 1);
    await typeDigit(page, digit);
    await expect(cell(page, firstOpen)).toContainText(digit);
    played.push({ level, id, cell: firstOpen, digit });
  }
  // Reload while offline: the same puzzle, the digit still there.
  const last = played.at(-1)!;
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`\\?id=${last.id}$`));
  await expect(board(page)).toHaveAttribute("data-hydrated", "true");
  await expect(cell(page, last.cell)).toContainText(last.digit);
  await expect(page.locator(".pwa-notice")).toContainText("Offline");
  // The level page itself goes on with its game in progress, not a new puzzle.
  await page.goto(pathFor(levelKey(last.level as 1), "de"));
  await expect(page).toHaveURL(new RegExp(`\\?id=${last.id}$`));
  await expect(cell(page, last.cell)).toContainText(last.digit);

  // A lesson read before works offline; a page never visited shows the offline page.
  await page.goto(lesson);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(lesson);
  await page.goto("/de/faq");
  await expect(page).toHaveURL(/\/de\/offline\?from=%2Fde%2Ffaq$/);
  await expect(page.getByRole("heading", { level: 1, name: "Keine Verbindung" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Erneut versuchen" })).toHaveAttribute("href", "/de/faq");

  // Back online: the game of the open page goes to the account without a reload.
  await page.goto(`${pathFor(levelKey(last.level as 1), "de")}?id=${last.id}`);
  await expect(cell(page, last.cell)).toContainText(last.digit);
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/sudoku/save?puzzleId=${last.id}`);
        return res.status() === 200
          ? ((await res.json()) as { savegame: { entries: number[][] } }).savegame.entries.flat()[last.cell]
          : res.status();
      },
      { timeout: 20_000 },
    )
    .toBe(Number(last.digit));
});

test("logout clears the player's kept games and the note of who is signed in", async ({ page, signIn }) => {
  await signIn(page, "offline-logout");
  await page.goto("/de/einfach");
  const { id, firstOpen } = await shownPuzzle(page);
  await workerReady(page);
  await cell(page, firstOpen).click();
  await typeDigit(page, 4);
  const kept = () =>
    page.evaluate(async (name) => {
      const keys = (await caches.has(name))
        ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search)
        : [];
      return {
        keys,
        owner: localStorage.getItem("sudoku-offline-owner"),
        games: Object.keys(localStorage).filter((k) => /^sudoku-game-.*@/.test(k)),
      };
    }, OFFLINE_CACHES.games);
  await expect.poll(async () => (await kept()).keys).toContain(`/de/einfach?id=${id}`);
  expect((await kept()).owner).not.toBeNull();
  await expect.poll(async () => (await kept()).games.length).toBeGreaterThan(0);

  await openAccount(page);
  await Promise.all([page.waitForEvent("load"), card(page).getByRole("button", { name: "Abmelden" }).click()]);
  const after = await kept();
  // Only the signed-out visitor's own home page may be kept now (its navigation came after the logout).
  expect(after.keys.filter((key) => !key.startsWith("/?id=") && key !== "/__offline/in-progress.json")).toEqual([]);
  const inProgress = await page.evaluate(
    async (name) => (await (await caches.open(name)).match("/__offline/in-progress.json"))?.json(),
    OFFLINE_CACHES.games,
  );
  expect(JSON.stringify(inProgress ?? {})).not.toContain(`id=${id}`);
  expect(after.owner).toBeNull();
  await expect.poll(async () => (await kept()).games).toEqual([]);
  // What every visitor may get stays: the fresh puzzles and the offline page.
  const fresh = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, OFFLINE_CACHES.puzzles);
  expect(fresh).toBeGreaterThan(0);
  expect(fresh).toBeLessThanOrEqual(OFFLINE_PUZZLES_PER_PAGE * 6);
});
