import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { isBlackFriday } from "../../app/supporter/period.ts";
import de from "../../app/locales/de/play.ts";
import more from "../../app/locales/de/board-more.ts";
import { solve } from "../../app/sudoku/solver.ts";
import { expectVisibleFocus, tab, tabTo } from "./focus.ts";
import { captchaAnswer, codeFor, typeDigit, uniqueEmail } from "./helpers.ts";

// The keyboard-only journey of the accessibility issue: from the home page a player plays a
// puzzle, signs in and plays the daily puzzle with Tab, Shift+Tab, Enter, Space, the arrows,
// digits and Escape, never a pointer. Every Tab is checked to move focus on (no keyboard trap)
// and every focus stop to show a ring that can be seen (tests/e2e/focus.ts). Only the addresses
// typed into a browser (the start page) and the test's own look-ups (the puzzle's solution, the
// captcha answer and the e-mailed code from the development inspectors) go around the keyboard.

interface Puzzle {
  id: number;
  puzzle: string;
  solution: string;
}

const focused = (locator: Locator) => expect(locator).toBeFocused();

/** Presses a key that keeps or moves focus without Tab (arrows, Enter, Escape), then checks the ring. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectVisibleFocus(page);
}

/** Moves the grid's focus from one cell to another with the arrow keys, checking the ring at every cell. */
async function arrowTo(page: Page, from: number, to: number) {
  const [r0, c0, r1, c1] = [Math.floor(from / 9), from % 9, Math.floor(to / 9), to % 9];
  for (let r = r0; r !== r1; r += Math.sign(r1 - r0)) await press(page, r1 > r0 ? "ArrowDown" : "ArrowUp");
  for (let c = c0; c !== c1; c += Math.sign(c1 - c0)) await press(page, c1 > c0 ? "ArrowRight" : "ArrowLeft");
  await focused(cell(page, to));
}

const cell = (page: Page, index: number) => page.locator(`td[data-cell="${index}"]`);
const emptyCells = (puzzle: string) => [...puzzle].flatMap((ch, i) => (ch === "0" ? [i] : []));

const PORT = process.env.E2E_PORT ?? "8788";

// Both themes, set as a visitor's choice (without it the time of day picks one), on a desktop
// and on a phone with a keyboard attached (its own layout: no header, the sidebar behind a button).
const WIDTHS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
// `npm test` walks the light desktop; the other three pairs are @sweep, for `npm run proof` (the
// dark phone moved there in issue 32, for the suite's time).
const representative = (theme: "light" | "dark", width: string) => theme === "light" && width === "desktop";
for (const theme of ["light", "dark"] as const) {
  for (const [width, options] of Object.entries(WIDTHS)) {
    test.describe(`keyboard only, ${theme} theme, ${width}${representative(theme, width) ? "" : " @sweep"}`, () => {
      // A player of their own, with their own address (RFC 2544 benchmark range, as the benchmarks
      // use): the e2e suite's other sign-ups already take all 20 code mails an hour that the
      // server allows one address (config/limits.ts MAIL_PER_IP), and this is not one of them.
      test.use({
        ...options,
        extraHTTPHeaders: { "CF-Connecting-IP": `198.18.44.${theme === "light" ? 1 : 2}${width === "phone" ? 1 : 0}` },
      });

      test("play a puzzle, sign in, play the daily puzzle: focus always moves on and always shows", async ({
        page,
        context,
        siteClock,
      }) => {
        await context.addCookies([{ name: "darkMode", value: String(theme === "dark"), url: `http://localhost:${PORT}` }]);
        const email = uniqueEmail(`tastatur-${theme}-${width}`);

        // --- The home page: skip to the content, into the grid.
        await page.goto("/");
        const sale = isBlackFriday(siteClock.today());
        await expect(page.getByTestId("board")).toHaveAttribute("data-hydrated", "true");
        const label = await page.getByRole("grid").getAttribute("aria-label");
        const id = Number(/(\d+)/.exec(label ?? "")![1]);
        const { sudoku } = (await (await page.request.get(`/api/sudoku?sudokuId=${id}`)).json()) as { sudoku: Puzzle };
        const [first, second] = emptyCells(sudoku.puzzle) as [number, number];

        await tab(page);
        await focused(page.getByRole("link", { name: "Zum Inhalt springen" }));
        await page.keyboard.press("Enter");
        await focused(page.locator("main#main"));
        // The first stop in the content is the grid's active cell (one tab stop for all 81: roving
        // tabindex); on Black Friday the sale's banner comes before it, with its one link.
        await tab(page);
        if (sale) {
          await focused(page.getByTestId("black-friday-large").getByRole("link"));
          await tab(page);
        }
        await focused(cell(page, 0));

        // --- Play: arrows to the first empty cell, a digit, notes in the next one, undo and redo.
        await arrowTo(page, 0, first);
        await typeDigit(page, sudoku.solution[first]!);
        await expect(cell(page, first)).toHaveAttribute("aria-label", new RegExp(`: ${sudoku.solution[first]}, eingetragen`));
        await expectVisibleFocus(page);
        await arrowTo(page, first, second);
        await page.keyboard.press("n");
        await page.keyboard.press("1");
        await page.keyboard.press("2");
        await page.keyboard.press("n");
        await expect(cell(page, second)).toHaveAttribute("aria-label", /Notizen 1 2$/);
        await page.keyboard.press("Control+z");
        await expect(cell(page, second)).toHaveAttribute("aria-label", /Notizen 1$/);
        await expectVisibleFocus(page);
        // The toolbar's buttons, reached with Tab, do the same; Shift+Tab goes back the same way.
        await tabTo(page, page.getByRole("button", { name: de.undo }));
        await page.keyboard.press("Enter");
        await expect(cell(page, second)).toHaveAttribute("aria-label", /: leer$/);
        await tab(page);
        await focused(page.getByRole("button", { name: de.redo }));
        await page.keyboard.press("Space");
        await expect(cell(page, second)).toHaveAttribute("aria-label", /Notizen 1$/);
        await tabTo(page, cell(page, second), { backwards: true });
        await press(page, "Delete");
        await expect(cell(page, second)).toHaveAttribute("aria-label", /: leer$/);

        // --- Save: the dialog asks to sign in; its link opens the sign-in page.
        await tabTo(page, page.getByRole("button", { name: de.save }));
        await page.keyboard.press("Enter");
        const saveDialog = page.getByRole("dialog", { name: more.saveTitle });
        await expect(saveDialog).toBeVisible();
        await expectVisibleFocus(page);
        // Escape closes it and gives focus back to the button; Enter opens it again.
        await press(page, "Escape");
        await expect(saveDialog).toBeHidden();
        await focused(page.getByRole("button", { name: de.save }));
        await page.keyboard.press("Enter");
        await expect(saveDialog).toBeVisible();
        await tabTo(page, saveDialog.getByRole("link", { name: more.saveSignIn }));
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(new RegExp(`/de/authentifizierung\\?from=${encodeURIComponent(`/?id=${id}`)}$`));

        // --- Sign in with a new account: e-mail, new password, captcha, then the code from the e-mail.
        const form = page.locator(".auth-card");
        await expect(form.getByLabel("E-Mail-Adresse")).toBeVisible();
        await tabTo(page, form.getByLabel("E-Mail-Adresse"));
        await page.keyboard.type(email);
        await tabTo(page, form.getByLabel("Ich bin neu hier oder möchte mein Passwort ändern"));
        await page.keyboard.press("Space");
        await expect(form.getByLabel("Ich bin neu hier oder möchte mein Passwort ändern")).toBeChecked();
        await tabTo(page, form.getByLabel("Neues Passwort"), { backwards: true });
        await page.keyboard.type("Tasten-Reise-2025");
        await expect(form.getByRole("img", { name: "Bild mit dem Sicherheitscode" })).toBeVisible();
        await tabTo(page, form.getByLabel("Sicherheitscode", { exact: true }));
        await page.keyboard.type(await captchaAnswer(form, page.request));
        await tabTo(page, form.getByRole("button", { name: "Code anfordern" }));
        await page.keyboard.press("Enter");
        await expect(form.getByRole("heading", { name: "Code eingeben" })).toBeVisible();
        const code = await codeFor(page.request, email);
        const box = (i: number) => form.getByLabel(`Buchstabe ${i + 1} von 6`);
        async function typeCode(letters: string) {
          // Each letter moves focus on to the next box.
          for (let i = 0; i < 6; i++) {
            await focused(box(i));
            await expectVisibleFocus(page);
            await page.keyboard.type(letters[i]!.toLowerCase());
          }
          await tabTo(page, form.getByRole("button", { name: "Bestätigen" }));
        }
        await tabTo(page, box(0));
        // A mistyped code first: the alert sheet says so, the boxes are cleared and focus is back in the first.
        await typeCode(code === "AAAAAA" ? "BBBBBB" : "AAAAAA");
        await page.keyboard.press("Enter");
        const sheet = page.getByTestId("alert-sheet");
        await expect(sheet).toContainText("Die Prüfung der PIN ist fehlgeschlagen.");
        await focused(box(0));
        await expectVisibleFocus(page);
        // The sheet's close button is the page's last stop; from there Shift+Tab finds the way back.
        await tabTo(page, sheet.getByRole("button", { name: "Schließen" }));
        await page.keyboard.press("Enter");
        await expect(sheet.getByRole("button", { name: "Schließen" })).toHaveCount(0);
        await tabTo(page, box(0), { backwards: true });
        await typeCode(code);
        // A new session goes back to the puzzle the player came from.
        await Promise.all([page.waitForURL(`/?id=${id}`), page.keyboard.press("Enter")]);
        await expect(page.getByTestId("board")).toHaveAttribute("data-hydrated", "true");
        await expect(cell(page, first)).toHaveAttribute("aria-label", new RegExp(`: ${sudoku.solution[first]}, eingetragen`));

        // --- The daily puzzle, from the navigation drawer.
        await tabTo(page, page.getByRole("button", { name: "Menü öffnen" }));
        await page.keyboard.press("Enter");
        const drawer = page.getByRole("dialog", { name: "Navigation" });
        await expect(drawer).toBeVisible();
        await expectVisibleFocus(page);
        await tabTo(page, drawer.getByRole("link", { name: /Sudoku des Tages/ }));
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(/\/de\/sudoku-des-tages$/);

        // The board comes first (the daily is for everyone): play a digit.
        const board = page.getByTestId("board");
        await expect(board).toHaveAttribute("data-hydrated", "true");
        const day = (await (await page.request.get("/api/daily-sudoku/today?timeStamp=now")).json()) as { puzzle: string };
        const daily = emptyCells(day.puzzle)[0]!;
        await tabTo(page, cell(page, 0));
        await arrowTo(page, 0, daily);
        await typeDigit(page, solve(day.puzzle)![daily]!);
        await expect(cell(page, daily)).toHaveAttribute("aria-label", /eingetragen/);
        await expectVisibleFocus(page);

        // Beside the board, the terms: ticked and accepted with the keyboard; the game stays.
        const agree = page.getByLabel("Ich habe die Teilnahmebedingungen gelesen und akzeptiere sie.");
        await tabTo(page, agree);
        await page.keyboard.press("Space");
        await expect(agree).toBeChecked();
        await tabTo(page, page.getByRole("button", { name: "Mitmachen" }));
        await page.keyboard.press("Enter");
        // Accepted: the page comes back without the form (the lots line shows in both).
        await expect(agree).toHaveCount(0);
        await expect(board).toHaveAttribute("data-hydrated", "true");
        await expect(cell(page, daily)).toHaveAttribute("aria-label", /eingetragen/);
        // Back up to the board from below it: the cell last played is the grid's tab stop.
        await tabTo(page, cell(page, daily), { backwards: true });
        await expectVisibleFocus(page);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      });
    });
  }
}
