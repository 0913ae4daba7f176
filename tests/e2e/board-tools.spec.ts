import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectVisibleFocus, tab, tabTo } from "./focus.ts";
import { ownAddress, typeDigit } from "./helpers.ts";
import de from "../../app/locales/de/play.ts";
import more from "../../app/locales/de/board-more.ts";

// The board's tools of issue 30 in Chromium, as a player uses them: notes that stay true (a
// placement cleans its peers, one undo brings them back), a colour on a candidate that survives a
// reload and shows in the player's second browser, the pause that covers the grid and stops the
// clock, strict mode ending at the third wrong entry, back to the last correct position; and all of
// it once by keyboard only.

interface Puzzle {
  id: number;
  puzzle: string;
  solution: string;
}

const cell = (page: Page, index: number) => page.locator(`td[data-cell="${index}"]`);
const rc = (c: number) => `Zeile ${Math.floor(c / 9) + 1}, Spalte ${(c % 9) + 1}`;
const solutionAt = (p: Puzzle, c: number) => Number(p.solution[c]);
/** A digit that is not the solution's at `c` (a wrong entry). */
const wrongAt = (p: Puzzle, c: number) => (solutionAt(p, c) % 9) + 1;
const timer = (page: Page) => page.getByRole("timer");

async function openPuzzle(page: Page, id?: number): Promise<Puzzle> {
  await page.goto(id === undefined ? "/" : `/?id=${id}`);
  await expect(page.getByTestId("board")).toHaveAttribute("data-hydrated", "true");
  const name = await page.getByRole("grid").getAttribute("aria-label");
  const puzzleId = Number(/(\d+)/.exec(name ?? "")![1]);
  const { sudoku } = (await (await page.request.get(`/api/sudoku?sudokuId=${puzzleId}`)).json()) as { sudoku: Puzzle };
  return { id: puzzleId, puzzle: sudoku.puzzle, solution: sudoku.solution };
}

/** An open cell with an open peer in its row and one in its column: where a placement has notes to clean. */
function cellWithPeers(p: Puzzle): { at: number; inRow: number; inCol: number } {
  const open = (c: number) => p.puzzle[c] === "0";
  for (let at = 0; at < 81; at++) {
    if (!open(at)) continue;
    const row = Math.floor(at / 9);
    const col = at % 9;
    const inRow = [...Array(9).keys()].map((k) => row * 9 + k).find((c) => c !== at && open(c));
    const inCol = [...Array(9).keys()].map((k) => k * 9 + col).find((c) => c !== at && open(c));
    if (inRow !== undefined && inCol !== undefined) return { at, inRow, inCol };
  }
  throw new Error("no open cell with open peers");
}

const openCells = (p: Puzzle) => [...p.puzzle].flatMap((ch, i) => (ch === "0" ? [i] : []));

async function openSettings(page: Page): Promise<Locator> {
  await page.locator("summary", { hasText: de.settings }).click();
  const group = page.locator(".board-settings");
  await expect(group.getByRole("radio").first()).toBeVisible();
  return group;
}

test.use(ownAddress(31));
test.use({ viewport: { width: 1280, height: 900 } });

test("notes stay true, back to the last correct position, and strict mode's third mistake ends the attempt", async ({ page }) => {
  const p = await openPuzzle(page);
  const { at, inRow, inCol } = cellWithPeers(p);
  const d = solutionAt(p, at);

  // Notes d (and another digit) in the cell and its two peers.
  await page.getByRole("button", { name: de.notesMode, exact: true }).click();
  const other = (d % 9) + 1;
  for (const c of [at, inRow, inCol]) {
    await cell(page, c).click();
    await page.keyboard.press(String(d));
    await page.keyboard.press(String(other));
  }
  await page.getByRole("button", { name: de.notesMode, exact: true }).click();
  const notes = [d, other].sort().join(" ");
  for (const c of [inRow, inCol]) await expect(cell(page, c)).toHaveAttribute("aria-label", `${rc(c)}: leer, Notizen ${notes}`);

  // The placement takes d out of both peers' notes; one undo brings the entry and both notes back.
  await cell(page, at).click();
  await typeDigit(page, d);
  await expect(cell(page, at)).toHaveAttribute("aria-label", `${rc(at)}: ${d}, eingetragen`);
  for (const c of [inRow, inCol]) await expect(cell(page, c)).toHaveAttribute("aria-label", `${rc(c)}: leer, Notizen ${other}`);
  await page.getByRole("button", { name: de.undo }).click();
  await expect(cell(page, at)).toHaveAttribute("aria-label", new RegExp(`^${rc(at)}: leer, Notizen`));
  for (const c of [inRow, inCol]) await expect(cell(page, c)).toHaveAttribute("aria-label", `${rc(c)}: leer, Notizen ${notes}`);

  // Right, wrong, right: back to the last correct position undoes to just before the wrong entry.
  const [a, b, c] = openCells(p).filter((x) => ![at, inRow, inCol].includes(x));
  for (const [x, digit] of [
    [a!, solutionAt(p, a!)],
    [b!, wrongAt(p, b!)],
    [c!, solutionAt(p, c!)],
  ] as const) {
    await cell(page, x).click();
    await typeDigit(page, digit);
    await expect(cell(page, x)).toHaveAttribute("aria-label", new RegExp(`^${rc(x)}: ${digit}, eingetragen`));
  }
  await page.getByRole("button", { name: de.backToCorrect }).click();
  await expect(page.locator(".board-message")).toHaveText(more.backDone_other.replace("{{count}}", "2"));
  await expect(cell(page, a!)).toHaveAttribute("aria-label", `${rc(a!)}: ${solutionAt(p, a!)}, eingetragen`);
  await expect(cell(page, b!)).toHaveAttribute("aria-label", new RegExp(`^${rc(b!)}: leer`));
  await expect(cell(page, c!)).toHaveAttribute("aria-label", new RegExp(`^${rc(c!)}: leer`));
  // It judged the grid by the solution: counted as a check.
  await expect(page.locator(".board-status")).toContainText("einmal geprüft");

  // Strict mode from here: three wrong entries end the attempt, and the board takes no more digits.
  await (await openSettings(page)).getByRole("radio", { name: more.mode.strict }).check();
  const wrongs = openCells(p)
    .filter((x) => ![at, inRow, inCol, a].includes(x))
    .slice(0, 4);
  for (const [i, x] of wrongs.slice(0, 3).entries()) {
    await cell(page, x).click();
    await typeDigit(page, wrongAt(p, x));
    if (i < 2) await expect(page.locator(".mistakes")).toHaveText(`Fehler: ${i + 1} von 3`);
  }
  await expect(page.getByRole("heading", { name: more.failedTitle })).toBeVisible();
  await expect(page.locator(".mistakes")).toHaveText("Fehler: 3 von 3");
  await expect(page.getByRole("button", { name: /^1,/ })).toBeDisabled();
  await cell(page, wrongs[3]!).click();
  await page.keyboard.type(`${solutionAt(p, wrongs[3]!)}${solutionAt(p, wrongs[3]!)}`);
  await expect(cell(page, wrongs[3]!)).toHaveAttribute("aria-label", new RegExp(`^${rc(wrongs[3]!)}: leer`));
  // A new attempt starts from the givens, still strict.
  await page.getByRole("button", { name: more.failedAgain }).click();
  await expect(page.locator(".mistakes")).toHaveText("Fehler: 0 von 3");
  await expect(cell(page, a!)).toHaveAttribute("aria-label", new RegExp(`^${rc(a!)}: leer`));
});

test("a colour on a candidate survives a reload and shows in the player's second browser; a pause covers the grid and stops the clock", async ({
  page,
  browser,
  signIn,
  siteClock,
}) => {
  const { email, password } = await signIn(page);
  const p = await openPuzzle(page);
  const [x] = openCells(p);
  const d = solutionAt(p, x!);
  await cell(page, x!).click();
  await page.keyboard.press("n");
  await page.keyboard.press(String(d));
  await page.keyboard.press("n");
  // The digit filter on d, then colour A′ on that candidate.
  await page.getByRole("button", { name: de.filterMode, exact: true }).click();
  await page.getByRole("button", { name: new RegExp(`^${d}, Filter`) }).click();
  await expect(page.locator("td.filtered").first()).toBeVisible();
  await page.getByRole("button", { name: de.colorsMode }).click();
  await page.getByRole("button", { name: "Farbe A′" }).click();
  const coloured = `${rc(x!)}: leer, Notizen ${d}, Kandidat ${d} in Farbe A′`;
  await expect(cell(page, x!)).toHaveAttribute("aria-label", coloured);
  await expect(cell(page, x!).locator(".nmark-2")).toHaveText(String(d));
  await expect(page.locator(".save-status")).toHaveText(/^Gespeichert/);

  await openPuzzle(page, p.id);
  await expect(cell(page, x!)).toHaveAttribute("aria-label", coloured);

  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "de-DE", timezoneId: "Europe/Berlin" });
  await siteClock.applyTo(other);
  const page2 = await other.newPage();
  expect((await page2.request.post("/dev/session", { form: { email, password } })).status()).toBe(200);
  await openPuzzle(page2, p.id);
  await expect(cell(page2, x!)).toHaveAttribute("aria-label", coloured);
  await expect(cell(page2, x!).locator(".nmark-2")).toBeVisible();
  await other.close();

  // Pause: the grid is covered (and hidden from screen readers), the clock stands still.
  await expect(timer(page)).not.toHaveText("Zeit: 0:00");
  await page.getByRole("button", { name: de.pause }).click();
  await expect(page.locator(".pause-cover")).toContainText(more.paused);
  await expect(page.getByRole("grid")).toBeHidden();
  const stopped = await timer(page).textContent();
  await page.waitForTimeout(2_200);
  await expect(timer(page)).toHaveText(stopped!);
  await page.getByRole("button", { name: more.resume }).click();
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(timer(page)).not.toHaveText(stopped!, { timeout: 3_000 });

  // A drag over two cells selects both; the keypad's colour B goes on both at once.
  const [from, to] = [cell(page, 40), cell(page, 41)];
  const [a, b] = [(await from.boundingBox())!, (await to.boundingBox())!];
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByRole("grid")).toHaveAttribute("aria-multiselectable", "true");
  await page.getByRole("button", { name: de.colorsMode }).click();
  await page.getByRole("button", { name: "Farbe B", exact: true }).click();
  await expect(page.locator("td.mark-3")).toHaveCount(2);
});

test("all of it by keyboard only", async ({ page }) => {
  const p = await openPuzzle(page);
  const { at, inRow, inCol } = cellWithPeers(p);
  const d = solutionAt(p, at);
  const arrowTo = async (from: number, to: number) => {
    const [r0, c0, r1, c1] = [Math.floor(from / 9), from % 9, Math.floor(to / 9), to % 9];
    for (let i = 0; i < Math.abs(r1 - r0); i++) await page.keyboard.press(r1 > r0 ? "ArrowDown" : "ArrowUp");
    for (let i = 0; i < Math.abs(c1 - c0); i++) await page.keyboard.press(c1 > c0 ? "ArrowRight" : "ArrowLeft");
    await expect(cell(page, to)).toBeFocused();
  };
  // Into the grid: skip link, then the first tab stop of the content (after the sale's banner on Black Friday).
  await tab(page);
  await page.keyboard.press("Enter");
  await tabTo(page, cell(page, 0));

  // Notes in the three cells (N, digit), then the placement cleans the peers; Ctrl+Z brings them back.
  await page.keyboard.press("n");
  let from = 0;
  for (const c of [inRow, inCol, at]) {
    await arrowTo(from, c);
    await page.keyboard.press(String(d));
    from = c;
  }
  await page.keyboard.press("n");
  await typeDigit(page, d);
  await expect(cell(page, at)).toHaveAttribute("aria-label", `${rc(at)}: ${d}, eingetragen`);
  for (const c of [inRow, inCol]) await expect(cell(page, c)).toHaveAttribute("aria-label", `${rc(c)}: leer`);
  await page.keyboard.press("Control+z");
  for (const c of [inRow, inCol]) await expect(cell(page, c)).toHaveAttribute("aria-label", `${rc(c)}: leer, Notizen ${d}`);
  await expectVisibleFocus(page);

  // Shift+digit filters, Alt+2 colours the candidate A′ in the focused cell; Shift+digit again ends the filter.
  await arrowTo(at, inRow);
  await page.keyboard.press(`Shift+Digit${d}`);
  await expect(page.locator("td.filtered").first()).toBeVisible();
  await page.keyboard.press("Alt+Digit2");
  await expect(cell(page, inRow)).toHaveAttribute("aria-label", `${rc(inRow)}: leer, Notizen ${d}, Kandidat ${d} in Farbe A′`);
  await page.keyboard.press(`Shift+Digit${d}`);
  await expect(page.locator("td.filtered")).toHaveCount(0);
  // Shift+arrow selects a second cell; Alt+1 colours both cells A.
  const next = inRow % 9 < 8 ? inRow + 1 : inRow - 1;
  await page.keyboard.press(inRow % 9 < 8 ? "Shift+ArrowRight" : "Shift+ArrowLeft");
  await expect(cell(page, next)).toBeFocused();
  await expect(page.getByRole("grid")).toHaveAttribute("aria-multiselectable", "true");
  await page.keyboard.press("Alt+Digit1");
  await expect(page.locator("td.mark-1")).toHaveCount(2);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("grid")).not.toHaveAttribute("aria-multiselectable", "true");

  // P pauses and covers the grid, the focus waits on the way back; P again plays on, focus on the cell again.
  await page.keyboard.press("p");
  await expect(page.locator(".pause-cover")).toBeVisible();
  await expect(page.getByRole("button", { name: more.resume })).toBeFocused();
  await page.keyboard.press("p");
  await expect(page.locator(".pause-cover")).toHaveCount(0);
  await expect(cell(page, next)).toBeFocused();

  // A wrong entry, then back to the last correct position from the toolbar (Tab and Enter).
  const wrong = openCells(p).find((c) => ![at, inRow, inCol].includes(c))!;
  await arrowTo(next, wrong);
  await typeDigit(page, wrongAt(p, wrong));
  await expect(cell(page, wrong)).toHaveAttribute("aria-label", new RegExp(`^${rc(wrong)}: ${wrongAt(p, wrong)}, eingetragen`));
  await tabTo(page, page.getByRole("button", { name: de.backToCorrect }));
  await page.keyboard.press("Enter");
  await expect(cell(page, wrong)).toHaveAttribute("aria-label", new RegExp(`^${rc(wrong)}: leer`));

  // Strict mode through the settings, by keyboard: three wrong entries end the attempt.
  await tabTo(page, page.locator("summary", { hasText: de.settings }));
  await page.keyboard.press("Enter");
  // The switches load when the settings first open.
  await expect(page.getByRole("radio", { name: more.mode.strict })).toBeVisible();
  // Tab reaches the radio group at its checked mode; an arrow picks the next one.
  await tabTo(page, page.getByRole("radio", { name: more.mode.classic }));
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: more.mode.strict })).toBeChecked();
  await tabTo(page, cell(page, wrong), { backwards: true });
  let here = wrong;
  for (const c of openCells(p)
    .filter((x) => ![at, inRow, inCol].includes(x))
    .slice(0, 3)) {
    await arrowTo(here, c);
    await typeDigit(page, wrongAt(p, c));
    here = c;
  }
  await expect(page.getByRole("heading", { name: more.failedTitle })).toBeVisible();

  // ? lists the keys; Escape closes the list and gives the focus back.
  await page.keyboard.press("?");
  const keys = page.getByRole("dialog", { name: "Tastenkürzel" });
  await expect(keys).toBeVisible();
  await expect(keys.getByRole("row")).toHaveCount(16);
  await page.keyboard.press("Escape");
  await expect(keys).toBeHidden();
});
