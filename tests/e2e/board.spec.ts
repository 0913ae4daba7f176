import { violationLines } from "../../scripts/checks/a11y/axe-run.ts";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { typeDigit } from "./helpers.ts";
import de from "../../app/locales/de/play.ts";
import more from "../../app/locales/de/board-more.ts";
import techniques from "../../app/locales/de/techniques.ts";
import printSheet from "../../app/locales/de/print-sheet.ts";
import hintTexts from "../../app/locales/de/hint.ts";

interface Puzzle {
  id: number;
  puzzle: string;
  solution: string;
}

const PORT = process.env.E2E_PORT ?? "8788";

/** Opens a puzzle (a random one of the home level, or by id) once the board has hydrated. */
async function openPuzzle(page: Page, id?: number): Promise<Puzzle> {
  await page.goto(id === undefined ? "/" : `/?id=${id}`);
  await expect(page.getByTestId("board")).toHaveAttribute("data-hydrated", "true");
  const label = await page.getByRole("grid").getAttribute("aria-label");
  const puzzleId = Number(/(\d+)/.exec(label ?? "")![1]);
  const res = await page.request.get(`/api/sudoku?sudokuId=${puzzleId}`);
  const { sudoku } = (await res.json()) as { sudoku: Puzzle };
  return { id: puzzleId, puzzle: sudoku.puzzle, solution: sudoku.solution };
}

const cell = (page: Page, index: number) => page.locator(`td[data-cell="${index}"]`);
const firstEmpty = (p: Puzzle, skip = 0) => [...p.puzzle].map((ch, i) => (ch === "0" ? i : -1)).filter((i) => i >= 0)[skip]!;
const wrongDigit = (p: Puzzle, c: number) => (Number(p.solution[c]) % 9) + 1;

test.describe("board", () => {
  test("a whole puzzle solved by keyboard shows the perfectly-solved message", async ({ page }) => {
    const p = await openPuzzle(page);
    await cell(page, 0).focus();
    for (let c = 0; c < 81; c++) {
      if (p.puzzle[c] === "0") await typeDigit(page, Number(p.solution[c]));
      if (c % 9 === 8) {
        await page.keyboard.press("ArrowRight"); // wraps to the row start
        await page.keyboard.press("ArrowDown");
      } else await page.keyboard.press("ArrowRight");
    }
    await expect(page.getByRole("heading", { name: more.solvedTitle })).toBeVisible();
    await expect(page.getByText(more.perfect)).toBeVisible();
    await expect(page.getByText("Fortschritt: 100 %")).toBeVisible();
    await expect(page.getByRole("link", { name: de.nextPuzzle }).first()).toHaveAttribute("href", new RegExp(`exclude=${p.id}$`));
  });

  test("a single press only marks the digit as pending, the second press enters it", async ({ page }) => {
    const p = await openPuzzle(page);
    const c = firstEmpty(p);
    await cell(page, c).focus();
    // Speed mode is on: the pending digit is reset after half a second.
    await page.keyboard.press("5");
    await expect(cell(page, c).locator(".pending-digit")).toHaveText("5");
    await expect(page.getByText(de.pendingPrompt.replace("{{digit}}", "5"))).toBeVisible();
    await expect(cell(page, c).locator(".pending-digit")).toHaveCount(0);
    await typeDigit(page, 5);
    await expect(cell(page, c)).toHaveAttribute("aria-label", /: 5, eingetragen/);
    await expect(page.locator("[aria-live=polite].visually-hidden")).toHaveText(/5 eingetragen/);
  });

  test("notes are set in notes mode and the entered digit's note goes away", async ({ page }) => {
    const p = await openPuzzle(page);
    const c = firstEmpty(p);
    await cell(page, c).focus();
    await page.keyboard.press("n");
    await page.keyboard.press("1");
    await page.keyboard.press("2");
    await expect(cell(page, c)).toHaveAttribute("aria-label", /Notizen 1 2$/);
    await page.keyboard.press("n");
    await typeDigit(page, 1);
    await expect(cell(page, c)).toHaveAttribute("aria-label", /: 1, eingetragen/);
    await page.keyboard.press("Delete");
    await expect(cell(page, c)).toHaveAttribute("aria-label", /Notizen 2$/);
    await page.keyboard.press("Control+z");
    await expect(cell(page, c)).toHaveAttribute("aria-label", /: 1, eingetragen/);
    await page.keyboard.press("Control+Shift+z");
    await expect(cell(page, c)).toHaveAttribute("aria-label", /Notizen 2$/);
  });

  test("check marks a wrong digit and counts the checks", async ({ page }) => {
    const p = await openPuzzle(page);
    const c = firstEmpty(p);
    await cell(page, c).focus();
    await typeDigit(page, wrongDigit(p, c));
    await page.getByRole("button", { name: de.check }).click();
    await expect(cell(page, c)).toHaveAttribute("aria-label", /falsch/);
    await expect(cell(page, c)).toHaveClass(/warning/);
    await expect(page.getByText("einmal geprüft")).toBeVisible();
    await expect(page.getByText("1 falscher Eintrag markiert")).toBeVisible();
  });

  test("reset asks first, then clears the inputs", async ({ page }) => {
    const p = await openPuzzle(page);
    const c = firstEmpty(p);
    await cell(page, c).focus();
    await typeDigit(page, Number(p.solution[c]));
    await page.getByRole("button", { name: de.reset }).click();
    const dialog = page.getByRole("dialog", { name: more.resetTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: de.cancel }).click();
    await expect(cell(page, c)).toHaveAttribute("aria-label", /eingetragen/);
    await page.getByRole("button", { name: de.reset }).click();
    await dialog.getByRole("button", { name: more.resetConfirm }).click();
    await expect(dialog).toBeHidden();
    await expect(cell(page, c)).toHaveAttribute("aria-label", /: leer$/);
  });

  test("magic notes fill in exactly the candidates of the position", async ({ page }) => {
    const p = await openPuzzle(page);
    const c = firstEmpty(p);
    await cell(page, c).focus();
    await typeDigit(page, Number(p.solution[c]));
    await page.getByRole("button", { name: de.magicNotes }).click();
    const values = [...p.puzzle].map(Number);
    values[c] = Number(p.solution[c]);
    const expected = values.map((v, i) => {
      if (v) return "";
      const seen = new Set<number>();
      for (let j = 0; j < 81; j++) {
        const sameRow = Math.floor(j / 9) === Math.floor(i / 9);
        const sameCol = j % 9 === i % 9;
        const sameBox = Math.floor(j / 27) === Math.floor(i / 27) && Math.floor((j % 9) / 3) === Math.floor((i % 9) / 3);
        if (values[j] && (sameRow || sameCol || sameBox)) seen.add(values[j]!);
      }
      return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d)).join(" ");
    });
    const labels = await page.locator("td[data-cell]").evaluateAll((tds) => tds.map((td) => td.getAttribute("aria-label") ?? ""));
    for (let i = 0; i < 81; i++) {
      if (expected[i]) expect(labels[i], `cell ${i}`).toMatch(new RegExp(`Notizen ${expected[i]}$`));
    }
  });

  test("a hint says where to look, then names the technique, then the digit", async ({ page }) => {
    const p = await openPuzzle(page);
    await page.getByRole("button", { name: de.hint }).click();
    const panel = page.locator(".hint-panel");
    await expect(panel).toContainText("Schau dir");
    await expect(page.locator("td.hint-area").first()).toBeVisible();
    await panel.getByRole("button", { name: hintTexts.more }).click();
    const names = Object.values(techniques).map((t) => t.name);
    const text = await panel.innerText();
    expect(
      names.some((n) => text.includes(`Hier hilft: ${n}.`)),
      text,
    ).toBe(true);
    await panel.getByRole("button", { name: hintTexts.more }).click();
    await expect(panel).toContainText(/gehört die \d|Streiche/);
    await expect(page.getByText("1 Hinweis")).toBeVisible();
    // Issue 31: the game keeps the technique it needed help with (the statistics' technique profile).
    const named = Object.entries(techniques).find(([, t]) => text.includes(`Hier hilft: ${t.name}.`))![0];
    const hinted = await page.waitForFunction(
      (id) => JSON.parse(localStorage.getItem(`sudoku-game-${id}`) ?? "{}").hinted as unknown,
      p.id,
    );
    expect(await hinted.jsonValue()).toEqual([named]);
  });

  test("a reload resumes the game kept in the browser, with its history", async ({ page }) => {
    const first = await openPuzzle(page);
    const c = firstEmpty(first);
    const p = await openPuzzle(page, first.id);
    await cell(page, c).focus();
    await typeDigit(page, Number(p.solution[c]));
    await expect(cell(page, c)).toHaveAttribute("aria-label", /eingetragen/);
    await page.waitForFunction((id) => localStorage.getItem(`sudoku-game-${id}`)?.includes('"counter":1'), p.id);
    await page.reload();
    await expect(page.getByTestId("board")).toHaveAttribute("data-hydrated", "true");
    await expect(cell(page, c)).toHaveAttribute("aria-label", new RegExp(`: ${p.solution[c]}, eingetragen`));
    await page.getByRole("button", { name: de.undo }).click();
    await expect(cell(page, c)).toHaveAttribute("aria-label", /: leer$/);
  });

  test("saving asks for a login and keeps the game", async ({ page }) => {
    const p = await openPuzzle(page);
    const c = firstEmpty(p);
    await cell(page, c).focus();
    await typeDigit(page, Number(p.solution[c]));
    await page.getByRole("button", { name: de.save }).click();
    const dialog = page.getByRole("dialog", { name: more.saveTitle });
    await expect(dialog).toContainText(more.saveText);
    await dialog.getByRole("button", { name: more.saveOk }).click();
    await expect(cell(page, c)).toHaveAttribute("aria-label", /eingetragen/);
  });

  test("the print view shows the grid with number and level, and no chrome", async ({ page }) => {
    const p = await openPuzzle(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("grid")).toBeVisible();
    await expect(page.getByText(`Sudoku Nr. ${p.id}`)).toBeVisible();
    for (const hidden of [".navbar", ".site-footer", ".sidebar", ".keypad", ".toolbar", ".play-title", ".board-settings"]) {
      await expect(page.locator(hidden).first()).toBeHidden();
    }
  });

  test("settings are remembered; highlight mode marks row, column and box", async ({ page }) => {
    await openPuzzle(page);
    await page.locator("summary", { hasText: de.settings }).click();
    await page.getByLabel(more.highlightMode).check();
    await cell(page, 40).click();
    await expect(page.locator("td.highlight")).toHaveCount(20);
    await page.reload();
    await expect(page.getByTestId("board")).toHaveAttribute("data-hydrated", "true");
    await page.locator("summary", { hasText: de.settings }).click();
    await expect(page.getByLabel(more.highlightMode)).toBeChecked();
    await expect(page.getByLabel(more.invertMode)).toBeChecked();
  });

  test("the settings open from the keyboard, and their switches are one group named by the summary", async ({ page }) => {
    await openPuzzle(page);
    const summary = page.locator("summary", { hasText: de.settings });
    await summary.focus();
    await page.keyboard.press("Enter");
    const group = page.getByRole("group", { name: de.settings });
    await expect(group).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(group.getByRole("checkbox").first()).toBeFocused();
    await expect(group.getByRole("checkbox")).toHaveCount(8);
  });

  test("each digit key is named by what it shows: the digit, then how many are left (label in name)", async ({ page }) => {
    await openPuzzle(page);
    const keys = page.getByRole("group", { name: de.keypadLabel }).locator(".digit-key");
    await expect(keys).toHaveCount(9);
    for (let i = 0; i < 9; i++) {
      const key = keys.nth(i);
      const [digit, count] = await Promise.all([key.locator(".key-digit").textContent(), key.locator(".key-count").textContent()]);
      expect(digit).toBe(String(i + 1));
      await expect(key).toHaveAccessibleName(`${digit}, ${count} übrig`);
    }
  });

  test("a bad id answers 400 and an unknown id 404, each with a message", async ({ page }) => {
    expect((await page.goto("/?id=abc"))?.status()).toBe(400);
    await expect(page.getByText(de.badId)).toBeVisible();
    expect((await page.goto("/?id=999999999"))?.status()).toBe(404);
    await expect(page.getByText("Ein Sudoku mit der Nummer 999999999 gibt es nicht.")).toBeVisible();
  });

  test("the print sheet puts the chosen number of puzzles on a page, then the solutions", async ({ page }) => {
    await page.goto("/de/druckbogen");
    await page.getByLabel("Stufe").selectOption("3");
    await page.getByLabel("6", { exact: true }).check();
    await page.getByRole("button", { name: printSheet.create }).click();
    await expect(page).toHaveURL(/level=3&per=6/);
    await expect(page.locator(".sheet-puzzle")).toHaveCount(6);
    await expect(page.locator(".sheet-solution")).toHaveCount(6);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".sheet-form")).toBeHidden();
    const breakBefore = await page.locator(".sheet-solutions").evaluate((el) => getComputedStyle(el).breakBefore);
    expect(breakBefore).toBe("page");
  });

  test("the play page has no axe violations in both themes", async ({ page, context }) => {
    for (const theme of ["false", "true"]) {
      await context.addCookies([{ name: "darkMode", value: theme, url: `http://localhost:${PORT}` }]);
      const p = await openPuzzle(page);
      // Put every cell state on screen: an entry, a wrong entry, notes, the active cell, a hint.
      await cell(page, firstEmpty(p)).focus();
      await typeDigit(page, Number(p.solution[firstEmpty(p)]));
      await cell(page, firstEmpty(p, 1)).focus();
      await typeDigit(page, wrongDigit(p, firstEmpty(p, 1)));
      await page.getByRole("button", { name: de.check }).click();
      await cell(page, firstEmpty(p, 2)).focus();
      await page.keyboard.press("n");
      await page.keyboard.press("3");
      await page.getByRole("button", { name: de.hint }).click();
      await expect(page.locator(".hint-panel")).toBeVisible();
      expect(await violationLines(page, `${theme} `)).toEqual([]);
    }
  });
});

test.describe("board on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("invert mode: pick a digit, then tap a cell twice to enter it", async ({ page }) => {
    const p = await openPuzzle(page);
    const c = firstEmpty(p);
    const digit = Number(p.solution[c]);
    await page.getByRole("button", { name: new RegExp(`^${digit}, \\d übrig$`) }).tap();
    await expect(page.getByRole("button", { name: new RegExp(`^${digit}, \\d übrig$`) })).toHaveAttribute("aria-pressed", "true");
    // One tap only marks the digit; speed mode drops it again after half a second.
    await cell(page, c).tap();
    await expect(cell(page, c).locator(".pending-digit")).toHaveText(String(digit));
    await expect(cell(page, c).locator(".pending-digit")).toHaveCount(0);
    await cell(page, c).tap();
    await cell(page, c).tap();
    await expect(cell(page, c)).toHaveAttribute("aria-label", new RegExp(`: ${digit}, eingetragen`));
    // The grid fits the phone's width.
    const box = await page.getByRole("grid").boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
