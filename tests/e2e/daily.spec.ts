import { expect, test } from "./fixtures.ts";
import { solve } from "../../app/sudoku/solver.ts";
import { noAxeViolations, openMenu, ownAddress, signInHere, typeDigit } from "./helpers.ts";

// The Daily Sudoku as a player meets it, in Chromium against the local Worker: a visitor reads what
// it is and finds the login; a new player signs in, reads and accepts the terms, solves today's
// puzzle (the browser never gets its solution: this test solves the givens with the engine, as a
// player would by hand), and sees the tick in the sidebar calendar and in the drawer.

const PORT = process.env.E2E_PORT ?? "8788";

test.use(ownAddress(5));

test.describe("Daily Sudoku", () => {
  test("a visitor sees what the daily puzzle and the draw are, and the login link", async ({ page, context }) => {
    for (const theme of ["false", "true"]) {
      await context.addCookies([{ name: "darkMode", value: theme, url: `http://localhost:${PORT}` }]);
      await page.goto("/de/sudoku-des-tages");
      await expect(page.getByRole("heading", { level: 1, name: "Sudoku des Tages" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Jeden Tag ein neues Rätsel" })).toBeVisible();
      await expect(page.getByRole("grid")).toHaveCount(0);
      const login = page.getByRole("link", { name: "Anmelden und mitspielen" });
      await expect(login).toHaveAttribute("href", "/de/authentifizierung?from=%2Fde%2Fsudoku-des-tages");
      await expect(page.getByTestId("daily-calendar").locator('[data-value="1"], [data-value="0"]')).toHaveCount(0);
      await noAxeViolations(page);
    }
    await page.goto("/en/daily-sudoku");
    await expect(page.getByRole("link", { name: "Sign in and play" })).toBeVisible();
    await page.getByRole("link", { name: "Sign in and play" }).click();
    await expect(page).toHaveURL(/\/en\/authentication\?from=%2Fen%2Fdaily-sudoku$/);
  });

  test("sign in, accept the terms, solve today's puzzle, see the tick in the calendar and the drawer", async ({ page, signIn }) => {
    test.setTimeout(120_000);
    await page.goto("/de/sudoku-des-tages");
    await signInHere(page, signIn);

    // The terms come first, readable, with the checkbox; the form refuses to go on without the tick.
    await expect(page.getByRole("heading", { name: "Teilnahmebedingungen für das Sudoku des Tages" })).toBeVisible();
    await noAxeViolations(page);
    await page.getByRole("button", { name: "Mitmachen" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Zum Mitmachen musst du" })).toBeVisible();
    await page.getByLabel("Ich habe die Teilnahmebedingungen gelesen und akzeptiere sie.").check();
    await page.getByRole("button", { name: "Mitmachen" }).click();

    // Today's board, without the solution in the page.
    const board = page.getByTestId("board");
    await expect(board).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByText(/^Heute, /)).toBeVisible();
    const day = (await (await page.request.get("/api/daily-sudoku/today?timeStamp=now")).json()) as { puzzle: string; date: string };
    const solution = solve(day.puzzle)!;
    expect(await page.content()).not.toContain(solution);
    await noAxeViolations(page);

    const calendarDay = page.locator(`aside.sidebar [data-date="${day.date}"]`);
    await expect(calendarDay).toHaveAttribute("data-value", "");

    for (let c = 0; c < 81; c++) {
      if (day.puzzle[c] !== "0") continue;
      const cell = page.locator(`td[data-cell="${c}"]`);
      await cell.click();
      await typeDigit(page, Number(solution[c]));
      // Each digit is seen in its cell before the next: a press the board lost is named where it happened.
      await expect(cell, `cell ${c}`).toHaveAttribute("aria-label", new RegExp(`: ${solution[c]}, eingetragen`));
    }
    await expect(page.getByRole("heading", { name: "Geschafft!" })).toBeVisible();
    await expect(page.getByText("Gelöst an seinem Tag")).toBeVisible();
    await expect(page.locator(".save-status")).toContainText("Gespeichert");

    // The next page load shows the solved day: a tick in the calendar, "gelöst" for screen readers, and in the drawer.
    await page.goto("/de/faq");
    await expect(calendarDay).toHaveAttribute("data-value", "1");
    await expect(calendarDay.getByText("gelöst", { exact: true })).toHaveCount(1);
    const drawer = await openMenu(page);
    const entry = drawer.getByRole("link", { name: /Sudoku des Tages/ });
    await expect(entry).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await expect(entry.getByTestId("drawer-daily-tick")).toBeVisible();
    await expect(entry).toContainText("heute gelöst");

    // The title of the calendar opens the daily page; its winners button the winners page.
    await page.keyboard.press("Escape");
    await page.locator("aside.sidebar").getByRole("link", { name: "Gewinner:innen" }).click();
    await expect(page).toHaveURL(/\/de\/gewinner_innen$/);
    await expect(page.getByRole("heading", { level: 1, name: "Gewinner:innen des Sudokus des Tages" })).toBeVisible();
    await noAxeViolations(page);
    await page.locator("aside.sidebar").getByRole("link", { name: "Sudoku des Tages" }).click();
    await expect(page).toHaveURL(/\/de\/sudoku-des-tages$/);
    await expect(page.getByRole("heading", { name: "Geschafft!" })).toBeVisible();
  });
});
