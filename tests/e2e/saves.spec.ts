import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  captchaAnswer,
  card,
  codeFor,
  openAccount,
  openMenu,
  ownAddress,
  registerHere,
  signInHere,
  typeDigit,
  uniqueEmail,
} from "./helpers.ts";

// Saved games through the real flows: registration with captcha and e-mail code, the board's
// automatic saves, resuming in a second browser, the saved table and the anonymous-to-account
// merge. Captcha answers and codes come from the development inspectors, nothing is faked.

interface Puzzle {
  id: number;
  puzzle: string;
  solution: string;
}

const PASSWORD = "Sudoku-2025";

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/de/faq");
  await openAccount(page);
  await card(page).getByLabel("E-Mail-Adresse").fill(email);
  await card(page).getByLabel("Passwort", { exact: true }).fill(password);
  await Promise.all([page.waitForEvent("load"), card(page).getByRole("button", { name: "Anmelden" }).click()]);
  await openAccount(page);
  await expect(card(page).getByTestId("user-name")).toHaveText("N.N.");
}

async function openPuzzle(page: Page, id?: number): Promise<Puzzle> {
  await page.goto(id === undefined ? "/" : `/?id=${id}`);
  await expect(page.getByTestId("board")).toHaveAttribute("data-hydrated", "true");
  const label = await page.getByRole("grid").getAttribute("aria-label");
  const puzzleId = Number(/(\d+)/.exec(label ?? "")![1]);
  const { sudoku } = (await (await page.request.get(`/api/sudoku?sudokuId=${puzzleId}`)).json()) as { sudoku: Puzzle };
  return { id: puzzleId, puzzle: sudoku.puzzle, solution: sudoku.solution };
}

const cell = (page: Page, index: number) => page.locator(`td[data-cell="${index}"]`);
const emptyCells = (p: Puzzle) => [...p.puzzle].map((ch, i) => (ch === "0" ? i : -1)).filter((i) => i >= 0);
const status = (page: Page) => page.locator(".save-status");

/**
 * The browser's queue of unsent saves: one key per signed-in player (`sudoku-pending-saves:<id>`),
 * never the unkeyed key of old. `value` is the queue's text, null when there is none.
 */
async function pendingQueue(page: Page): Promise<{ keys: string[]; value: string | null }> {
  return page.evaluate(() => {
    const keys = Object.keys(localStorage).filter((k) => k.startsWith("sudoku-pending-saves"));
    return { keys, value: keys.length === 1 ? localStorage.getItem(keys[0]!) : null };
  });
}

/** The right digit in the n-th empty cell, by the two-step entry. */
async function enter(page: Page, p: Puzzle, n: number) {
  const c = emptyCells(p)[n]!;
  await cell(page, c).click();
  const digit = p.solution[c]!;
  await typeDigit(page, digit);
  await expect(cell(page, c)).toContainText(digit);
}

test.use(ownAddress(6));

test.describe("saved games", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("saved automatically, resumed in another browser, listed, sorted and deleted", async ({ page, browser, signIn, siteClock }) => {
    await page.goto("/de/faq");
    const { email, password } = await signInHere(page, signIn);
    await expect(card(page).getByTestId("solved-total")).toHaveText("Gelöste Rätsel insgesamt: 0");

    const p = await openPuzzle(page);
    await enter(page, p, 0);
    await enter(page, p, 1);
    await expect(status(page)).toHaveText("Gespeichert (Stand 2)");
    // The third entry is still inside the pause when the page is left: the keepalive save takes it.
    await enter(page, p, 2);
    await page.goto("/de/faq");

    // Another puzzle for sure: a random pick could hand out the first one again.
    const { sudoku: next } = (await (await page.request.get(`/api/sudoku/stars/2?exclude=${p.id}`)).json()) as { sudoku: { id: number } };
    const second = await openPuzzle(page, next.id);
    await enter(page, second, 0);
    await expect(status(page)).toHaveText("Gespeichert (Stand 1)");

    const other = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "de-DE", timezoneId: "Europe/Berlin" });
    await siteClock.applyTo(other);
    const page2 = await other.newPage();
    await logIn(page2, email, password);
    await openPuzzle(page2, p.id);
    await expect(status(page2)).toHaveText("Dein gespeicherter Spielstand wurde geladen (Stand 3).");
    for (const n of [0, 1, 2]) {
      const c = emptyCells(p)[n]!;
      await expect(cell(page2, c)).toContainText(p.solution[c]!);
    }
    // Playing on continues the counter from the stored version.
    await enter(page2, p, 3);
    await expect(status(page2)).toHaveText("Gespeichert (Stand 4)");

    // The drawer lists both unsolved games, newest first.
    await page2.goto("/de/faq");
    const drawer = await openMenu(page2);
    await drawer.locator("summary", { hasText: "Letzte Rätsel" }).click();
    await expect(drawer.getByTestId("recent-saves").getByRole("link")).toHaveCount(2);
    await expect(drawer.getByTestId("recent-saves").getByRole("link").first()).toHaveAccessibleName(new RegExp(`^Sudoku Nr\\. ${p.id},`));
    await drawer.getByRole("link", { name: "Gespeicherte Rätsel" }).click();

    await expect(page2).toHaveURL(/\/de\/gespeicherte-raetsel$/);
    const table = page2.getByTestId("saves-table");
    const ids = [p.id, second.id];
    await expect(table.locator("tbody tr")).toHaveCount(2);
    await expect(table.locator("tbody tr").first()).toContainText(`Nr. ${p.id}`);
    await expect(table.locator("tbody tr").first()).toContainText("Weiterspielen");

    const sudokuHeader = table.locator("th", { hasText: "Sudoku" });
    await page2.getByRole("link", { name: "Sortieren nach Sudoku" }).click();
    await expect(page2).toHaveURL(/sortBy=sudoku&sortDesc=false/);
    await expect(sudokuHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(table.locator("tbody tr").first()).toContainText(`Nr. ${Math.min(...ids)}`);
    await page2.getByRole("link", { name: "Sortieren nach Sudoku" }).click();
    await expect(sudokuHeader).toHaveAttribute("aria-sort", "descending");
    await expect(table.locator("tbody tr").first()).toContainText(`Nr. ${Math.max(...ids)}`);

    await page2.getByRole("link", { name: `Sudoku Nr. ${second.id} löschen` }).click();
    const confirm = page2.getByRole("dialog", { name: "Spielstand löschen?" });
    await expect(confirm).toContainText(`Sudoku Nr. ${second.id}`);
    await confirm.getByRole("button", { name: "Ja, löschen" }).click();
    await expect(confirm).toBeHidden();
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(table.locator("tbody tr")).toContainText(`Nr. ${p.id}`);
    expect((await page2.request.get(`/api/sudoku/save?puzzleId=${second.id}`)).status()).toBe(404);
    await other.close();
  });

  test("the delete confirmation works without JavaScript", async ({ browser, page, signIn, siteClock }) => {
    await page.goto("/de/faq");
    await signInHere(page, signIn);
    const p = await openPuzzle(page);
    await enter(page, p, 0);
    await expect(status(page)).toHaveText("Gespeichert (Stand 1)");

    const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    await siteClock.applyTo(noJs);
    const bare = await noJs.newPage();
    await bare.goto("/de/gespeicherte-raetsel");
    await bare.getByRole("link", { name: `Sudoku Nr. ${p.id} löschen` }).click();
    await expect(bare.getByRole("heading", { name: "Spielstand löschen?" })).toBeVisible();
    await bare.getByRole("button", { name: "Ja, löschen" }).click();
    await expect(bare).toHaveURL(/\/de\/gespeicherte-raetsel\?/);
    await expect(bare.getByText("Du hast noch keine angefangenen Rätsel gespeichert.")).toBeVisible();
    await noJs.close();
  });

  test("a game played before signing in is carried into the account", async ({ page }) => {
    // By number: the login reloads the page, and the bare home address would pick another puzzle.
    const p = await openPuzzle(page, (await openPuzzle(page)).id);
    await enter(page, p, 0);
    await enter(page, p, 1);
    // Anonymous: no saving state, the browser keeps the game.
    await expect(status(page)).toHaveCount(0);
    await registerHere(page, uniqueEmail("mitnehmen"), PASSWORD);
    await expect(page.getByTestId("board")).toHaveAttribute("data-hydrated", "true");
    await expect(status(page)).toHaveText("Gespeichert (Stand 2)");
    const res = await page.request.get(`/api/sudoku/save?puzzleId=${p.id}`);
    const body = (await res.json()) as { version: number; savegame: { entries: number[] } };
    expect(body.version).toBe(2);
    for (const n of [0, 1]) {
      const c = emptyCells(p)[n]!;
      expect(body.savegame.entries[c]).toBe(Number(p.solution[c]));
    }
  });

  test("an offline save waits in the browser, and a newer game elsewhere is adopted", async ({ page, context, signIn }) => {
    await page.goto("/de/faq");
    await signInHere(page, signIn);
    const p = await openPuzzle(page, (await openPuzzle(page)).id);
    await context.setOffline(true);
    await enter(page, p, 0);
    await expect(status(page)).toHaveText("Nicht gespeichert – wird erneut versucht");
    const queued = await pendingQueue(page);
    expect(queued.keys).toEqual([expect.stringMatching(/^sudoku-pending-saves:\d+$/)]);
    expect(queued.value).toContain(`"puzzleId":${p.id}`);
    await context.setOffline(false);
    await expect(status(page)).toHaveText("Gespeichert (Stand 1)");
    expect((await pendingQueue(page)).value).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("sudoku-pending-saves"))).toBeNull();

    // Another device saves version 10 with a different grid; the board's next save meets the 409.
    const elsewhere = emptyCells(p)[5]!;
    const entries = new Array<number>(81).fill(0);
    entries[elsewhere] = Number(p.solution[elsewhere]);
    const savegame = JSON.stringify({ entries, notes: new Array<number>(81).fill(0), checked: 0 });
    const res = await page.request.post("/api/sudoku/save", { form: { puzzleId: String(p.id), savegame, version: "10" } });
    expect(res.status()).toBe(200);
    await enter(page, p, 1);
    await expect(status(page)).toHaveText(/neuerer Spielstand gespeichert/);
    await expect(cell(page, elsewhere)).toContainText(p.solution[elsewhere]!);
    await expect(status(page)).toHaveAttribute("data-counter", "10");
  });

  test("saving as a guest leads to the sign-in and back, and the game is then in the account", async ({ page }) => {
    const p = await openPuzzle(page, (await openPuzzle(page)).id);
    await enter(page, p, 0);
    await enter(page, p, 1);
    await page.getByRole("group", { name: "Spielfunktionen" }).getByRole("button", { name: "Speichern" }).click();
    const prompt = page.getByRole("dialog", { name: "Spielstand speichern" });
    await expect(prompt).toContainText("Nach der Anmeldung kommst du zu diesem Rätsel zurück");
    const link = prompt.getByRole("link", { name: "Jetzt anmelden" });
    await expect(link).toHaveAttribute("href", `/de/authentifizierung?from=${encodeURIComponent(`/?id=${p.id}`)}`);
    await link.click();
    await expect(page).toHaveURL(/\/de\/authentifizierung\?from=/);

    // A new player signs up on the sign-in page itself (captcha, e-mail code).
    const email = uniqueEmail("gast");
    const form = page.locator(".auth-card");
    await form.getByLabel("E-Mail-Adresse").fill(email);
    await form.getByLabel("Ich bin neu hier oder möchte mein Passwort ändern").check();
    await form.getByLabel("Neues Passwort").fill(PASSWORD);
    await expect(form.getByRole("img", { name: "Bild mit dem Sicherheitscode" })).toBeVisible();
    await form.getByLabel("Sicherheitscode", { exact: true }).fill(await captchaAnswer(form, page.request));
    await form.getByRole("button", { name: "Code anfordern" }).click();
    await expect(form.getByRole("heading", { name: "Code eingeben" })).toBeVisible();
    const code = await codeFor(page.request, email);
    await form.getByLabel("Buchstabe 1 von 6").click();
    await page.keyboard.type(code.toLowerCase());
    await Promise.all([page.waitForURL(`/?id=${p.id}`), form.getByRole("button", { name: "Bestätigen" }).click()]);

    // Back on the puzzle, signed in: the first load carries the game into the account.
    await expect(page.getByTestId("board")).toHaveAttribute("data-hydrated", "true");
    for (const n of [0, 1]) await expect(cell(page, emptyCells(p)[n]!)).toContainText(p.solution[emptyCells(p)[n]!]!);
    await expect(status(page)).toHaveText("Gespeichert (Stand 2)");
    const res = await page.request.get(`/api/sudoku/save?puzzleId=${p.id}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { version: number; savegame: { entries: number[] } };
    expect(body.version).toBe(2);
    for (const n of [0, 1]) {
      const c = emptyCells(p)[n]!;
      expect(body.savegame.entries[c]).toBe(Number(p.solution[c]));
    }
  });

  test("a lost session stops the saving and offers the sign-in; logging out forgets the unsent saves", async ({ page, signIn }) => {
    await page.goto("/de/faq");
    await signInHere(page, signIn);
    const p = await openPuzzle(page, (await openPuzzle(page)).id);
    const saveAnswers = (code: number) =>
      page.route("**/api/sudoku/save", (route) =>
        route.request().method() === "POST" ? route.fulfill({ status: code, json: { success: false } }) : route.fallback(),
      );

    // The session ended elsewhere (401): no retrying, the board says so and offers the sign-in back to this puzzle.
    await saveAnswers(401);
    await enter(page, p, 0);
    await expect(status(page)).toHaveAttribute("data-status", "signed-out");
    await expect(status(page)).toHaveText(
      "Du bist nicht mehr angemeldet. Dein Spielstand bleibt in diesem Browser erhalten. Melde dich wieder an, um ihn in deinem Konto zu speichern.",
    );
    await expect(status(page).getByRole("link")).toHaveAttribute(
      "href",
      `/de/authentifizierung?from=${encodeURIComponent(`/?id=${p.id}`)}`,
    );

    // The game stayed in this browser; the next load carries it over, and while the server has trouble it waits in the queue.
    await page.unroute("**/api/sudoku/save");
    await saveAnswers(503);
    await openPuzzle(page, p.id);
    await expect(cell(page, emptyCells(p)[0]!)).toContainText(p.solution[emptyCells(p)[0]!]!);
    await expect(status(page)).toHaveText("Nicht gespeichert – wird erneut versucht");
    expect((await pendingQueue(page)).value).toContain(`"puzzleId":${p.id}`);

    // Logging out forgets this player's unsent saves: nothing of theirs can go into the next player's account.
    await openAccount(page);
    await Promise.all([page.waitForURL("/"), card(page).getByRole("button", { name: "Abmelden" }).click()]);
    expect((await pendingQueue(page)).keys).toEqual([]);
  });

  test("signed out, the pages and the sidebar ask to sign in", async ({ page }) => {
    await page.goto("/de/geloeste-raetsel");
    await expect(page.getByRole("heading", { name: "Gelöste Rätsel", level: 1 })).toBeVisible();
    await expect(page.getByText("Du bist nicht angemeldet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute("href", "/de/authentifizierung");
    await openAccount(page);
    await expect(card(page).getByText("Melde dich an, um deine Statistik zu sehen.")).toBeVisible();
  });
});
