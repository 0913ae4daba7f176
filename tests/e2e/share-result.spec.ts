import { expect, test } from "./fixtures.ts";
import { solve } from "../../app/sudoku/solver.ts";
import { noAxeViolations, ownAddress, typeDigit } from "./helpers.ts";

// The result worth sharing (issue 31), in Chromium against the local Worker: a signed-in player
// with accepted terms solves today's daily puzzle (the engine solves the givens, as in
// daily.spec.ts), shares the result card (Chromium on Linux has no Web Share: the clipboard), and
// the card gives no digit of the grid away; its link opens the result page, whose og:image is an image.

test.use(ownAddress(41));

/** Rows, columns and boxes of a grid written as 81 digits. */
function units(grid: string): string[] {
  const rows = Array.from({ length: 9 }, (_, r) => grid.slice(r * 9, r * 9 + 9));
  const cols = Array.from({ length: 9 }, (_, c) => rows.map((row) => row[c]).join(""));
  const boxes = Array.from({ length: 9 }, (_, b) =>
    [0, 1, 2].map((i) => rows[Math.floor(b / 3) * 3 + i]!.slice((b % 3) * 3, (b % 3) * 3 + 3)).join(""),
  );
  return [...rows, ...cols, ...boxes];
}

test("a solved daily's result card holds no digit of the grid, and its image answers image/*", async ({ page, context, signIn }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page);
  await page.goto("/de/sudoku-des-tages");
  // The terms, where the page still asks for them before the board.
  const terms = page.getByLabel("Ich habe die Teilnahmebedingungen gelesen und akzeptiere sie.");
  const board = page.getByTestId("board");
  // The board is there at once; the terms form sits beside it until they are accepted.
  await expect(board).toHaveAttribute("data-hydrated", "true");
  await terms.check();
  await page.getByRole("button", { name: "Mitmachen" }).click();
  await expect(terms).toHaveCount(0);
  await expect(board).toHaveAttribute("data-hydrated", "true");

  const day = (await (await page.request.get("/api/daily-sudoku/today?timeStamp=now")).json()) as { puzzle: string; date: string };
  const solution = solve(day.puzzle)!;
  for (let c = 0; c < 81; c++) {
    if (day.puzzle[c] !== "0") continue;
    const cell = page.locator(`td[data-cell="${c}"]`);
    await cell.click();
    await typeDigit(page, Number(solution[c]));
    await expect(cell, `cell ${c}`).toHaveAttribute("aria-label", new RegExp(`: ${solution[c]}, eingetragen`));
  }
  await expect(page.getByRole("heading", { name: "Geschafft!" })).toBeVisible();

  // The card: the day, the level, the time, no help, and the link to the result page.
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
});
