import { expect, test } from "./fixtures.ts";
import { solve } from "../../app/sudoku/solver.ts";
import { noAxeViolations, openMenu, ownAddress, signInHere, typeDigit } from "./helpers.ts";

// The Daily Sudoku as a player meets it, in Chromium against the local Worker: a visitor plays
// today's puzzle at once and signs in, taking the game into the account; a new player signs in,
// reads and accepts the terms beside the board, solves today's
// puzzle (the browser never gets its solution: this test solves the givens with the engine, as a
// player would by hand), and sees the tick in the sidebar calendar and in the drawer.

const PORT = process.env.E2E_PORT ?? "8788";

test.use(ownAddress(5));

/** Rows, columns and boxes of a grid written as 81 digits. */
function units(grid: string): string[] {
  const rows = Array.from({ length: 9 }, (_, r) => grid.slice(r * 9, r * 9 + 9));
  const cols = Array.from({ length: 9 }, (_, c) => rows.map((row) => row[c]).join(""));
  const boxes = Array.from({ length: 9 }, (_, b) =>
    [0, 1, 2].map((i) => rows[Math.floor(b / 3) * 3 + i]!.slice((b % 3) * 3, (b % 3) * 3 + 3)).join(""),
  );
  return [...rows, ...cols, ...boxes];
}

test.describe("Daily Sudoku", () => {
  test("a visitor plays today's daily at once, signs in, and finds the game in the account", async ({ page, context, signIn }) => {
    test.setTimeout(90_000);
    // One theme here: a11y-routes.spec.ts checks the visitor's daily page in both.
    for (const theme of ["true"]) {
      await context.addCookies([{ name: "darkMode", value: theme, url: `http://localhost:${PORT}` }]);
      await page.goto("/de/sudoku-des-tages");
      await expect(page.getByRole("heading", { level: 1, name: "Sudoku des Tages" })).toBeVisible();
      await expect(page.getByTestId("board")).toHaveAttribute("data-hydrated", "true");
      await expect(page.getByText(/^Heute, /)).toBeVisible();
      const draw = page.getByTestId("daily-participation");
      await expect(draw.getByRole("heading", { name: "Die monatliche Verlosung" })).toBeVisible();
      await expect(draw).toContainText("bis 23:59:59 Uhr Berliner Zeit an seinem Tag in deinem Konto ankommt");
      const login = draw.getByRole("link", { name: "Anmelden und mitmachen" });
      await expect(login).toHaveAttribute("href", "/de/authentifizierung?from=%2Fde%2Fsudoku-des-tages");
      await expect(page.getByTestId("daily-calendar").locator('[data-value="1"], [data-value="0"]')).toHaveCount(0);
      await noAxeViolations(page);
    }

    // The givens as the page shows them (the browser has no solution); the engine solves them, as a player would.
    const puzzle = (
      await page
        .locator("td[data-cell]")
        .evaluateAll((cells) => cells.map((cell) => (/: (\d), vorgegeben$/.exec(cell.getAttribute("aria-label") ?? "") ?? [])[1] ?? "0"))
    ).join("");
    expect(puzzle).toMatch(/^[0-9]{81}$/);
    const solution = solve(puzzle)!;
    const played = [...puzzle].flatMap((g, c) => (g === "0" ? [c] : [])).slice(0, 4);
    for (const c of played) {
      const cell = page.locator(`td[data-cell="${c}"]`);
      await cell.click();
      await typeDigit(page, Number(solution[c]));
      await expect(cell, `cell ${c}`).toHaveAttribute("aria-label", new RegExp(`: ${solution[c]}, eingetragen`));
    }

    // Signing in carries the game into the account: the board keeps it and the server stores it.
    const player = await signInHere(page, signIn);
    expect(player.userId).toBeGreaterThan(0);
    for (const c of played)
      await expect(page.locator(`td[data-cell="${c}"]`)).toHaveAttribute("aria-label", new RegExp(`: ${solution[c]}, eingetragen`));
    await expect(page.locator(".save-status")).toContainText("Gespeichert");
    const today = (await (await page.request.get("/api/daily-sudoku/today?timeStamp=now")).json()) as { date: string };
    const stored = await page.request.get(`/api/daily-sudoku/save?date=${today.date}`);
    expect(stored.status()).toBe(200);
    const game = (await stored.json()) as { savegame: { entries: number[] }; solved: boolean };
    for (const c of played) expect(game.savegame.entries[c], `cell ${c}`).toBe(Number(solution[c]));
    expect(game.solved).toBe(false);
    // Signed in without the terms: the form sits beside the board, the board stays.
    await expect(page.getByLabel("Ich habe die Teilnahmebedingungen gelesen und akzeptiere sie.")).toBeVisible();

    await page.goto("/en/daily-sudoku");
    await expect(page.getByTestId("board")).toBeVisible();
  });

  test("sign in, accept the terms, solve today's puzzle, share the result card, see the tick in the calendar and the drawer", async ({
    page,
    context,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/de/sudoku-des-tages");
    await signInHere(page, signIn);

    // The board is there at once; the terms sit beside it, readable, with the checkbox; the form refuses to go on without the tick.
    await expect(page.getByTestId("board")).toBeVisible();
    await page.getByText("Teilnahmebedingungen lesen").click();
    await expect(page.getByRole("heading", { name: "Teilnahmebedingungen für das Sudoku des Tages" })).toBeVisible();
    await noAxeViolations(page);
    await page.getByRole("button", { name: "Mitmachen" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Zum Mitmachen musst du" })).toBeVisible();
    await page.getByLabel("Ich habe die Teilnahmebedingungen gelesen und akzeptiere sie.").check();
    await page.getByRole("button", { name: "Mitmachen" }).click();
    await expect(page.getByLabel("Ich habe die Teilnahmebedingungen gelesen und akzeptiere sie.")).toHaveCount(0);
    await expect(page.getByTestId("daily-lots")).toHaveText(/^Deine Lose im .+: 0 Lose\.$/);

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
    // The figures of the day: fewer than ten solvers in this run's database, so no number yet.
    await expect(page.getByTestId("day-figures")).toContainText("sobald mindestens 10 Personen dieses Rätsel an seinem Tag gelöst haben");
    await expect(page.locator(".save-status")).toContainText("Gespeichert");

    // The result worth sharing (the card loads with the solved section): the day, the level, the time, no help, the streak
    // and the link. Chromium on Linux has no Web Share: the clipboard.
    const share = page.getByTestId("share-result");
    await expect(share.getByRole("heading", { name: "Dein Ergebnis" })).toBeVisible();
    const text = await share.getByLabel("Text zum Teilen").inputValue();
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^Sudoku des Tages vom \d{1,2}\. \S+ \d{4}$/);
    expect(lines[1]).toMatch(/^★+☆* \S/);
    expect(lines[2]).toMatch(/^Zeit \d+:\d{2} · ohne Hilfe$/);
    // A new player's first day solved on its day: a streak of one, in the card and in its link.
    expect(lines[3]).toBe("Serie: 1 Tag");
    const link = lines.at(-1)!;
    expect(link).toMatch(new RegExp(`^http://localhost:\\d+/de/ergebnis\\?date=${day.date}&stars=[1-5]&time=\\d+&hints=0&streak=1$`));

    // Nothing of the grid: no row, column or box of the solution or the givens, no long digit run.
    for (const unit of [...units(solution), ...units(day.puzzle)]) expect(text).not.toContain(unit);
    expect(text).not.toMatch(/\d{8,}/);

    await share.getByRole("button", { name: "Ergebnis teilen" }).click();
    await expect(share.getByRole("status")).toHaveText("Ergebnis in die Zwischenablage kopiert.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await noAxeViolations(page);

    // The shared link: the result page, its image an image.
    const res = await page.goto(new URL(link).pathname + new URL(link).search);
    expect(res!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lines[0]!);
    await expect(page.getByRole("link", { name: "Dieses Sudoku des Tages spielen" })).toHaveAttribute(
      "href",
      `/de/sudoku-des-tages?date=${day.date}`,
    );
    await noAxeViolations(page);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(/^http:\/\/localhost:\d+\/og\/result\.png\?/);
    const imageRes = await page.request.get(new URL(image!).pathname + new URL(image!).search);
    expect(imageRes.status()).toBe(200);
    expect(imageRes.headers()["content-type"]).toMatch(/^image\//);
    expect((await imageRes.body()).subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(await page.content()).not.toContain(solution);

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
