import { expect, test } from "./fixtures.ts";
import { noAxeViolations, ownAddress } from "./helpers.ts";

// The sidebar calendar steps through earlier months: with JavaScript in place (from the API, the
// new month announced politely, focus kept in the calendar), without it as links to the archive
// page's months. In January 2027 the calendar reaches back to November 2026, the first month.

test.use({ ...ownAddress(61), siteNow: "2027-01-15T10:00:00Z" });

test.describe("the calendar's months", () => {
  test("steps back and forth in place, keeps focus, and stops at the first month", async ({ page }) => {
    await page.goto("/de/faq");
    await page.waitForLoadState("networkidle");
    const calendar = page.locator("aside.sidebar").getByTestId("daily-calendar");
    const month = calendar.locator("[aria-live=polite]");
    await expect(month).toHaveText("Januar 2027");
    await expect(calendar.getByRole("link", { name: /^Folgemonat/ })).toHaveCount(0);

    await calendar.getByRole("link", { name: "Vormonat: Dezember 2026" }).click();
    await expect(month).toHaveText("Dezember 2026");
    await expect(page).toHaveURL(/\/de\/faq$/);
    await expect(calendar.locator('[data-date="2026-12-24"] a')).toHaveAttribute("href", "/de/sudoku-des-tages?date=2026-12-24");
    const back = calendar.getByRole("link", { name: "Vormonat: November 2026" });
    await expect(back).toBeFocused();

    // November is the first month: its link goes, and focus moves to the one left.
    await back.press("Enter");
    await expect(month).toHaveText("November 2026");
    await expect(calendar.getByRole("link", { name: /^Vormonat/ })).toHaveCount(0);
    await expect(calendar.getByRole("link", { name: "Folgemonat: Dezember 2026" })).toBeFocused();

    await calendar.getByRole("link", { name: "Folgemonat: Dezember 2026" }).click();
    await calendar.getByRole("link", { name: "Folgemonat: Januar 2027" }).click();
    await expect(month).toHaveText("Januar 2027");
    await expect(calendar.locator('[data-date="2027-01-15"] a')).toHaveAttribute("aria-current", "date");
  });

  test("without JavaScript the steps open the archive page's months", async ({ browser, siteClock }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ...ownAddress(62) });
    await siteClock.applyTo(context);
    const page = await context.newPage();
    await page.goto("/de/faq");
    await page.locator("aside.sidebar").getByRole("link", { name: "Vormonat: Dezember 2026" }).click();
    await expect(page).toHaveURL(/\/de\/sudoku-des-tages\/archiv\?month=2026-12$/);
    await expect(page.getByRole("heading", { level: 2, name: "Dezember 2026" })).toBeVisible();
    await page.getByRole("link", { name: "Vormonat: November 2026" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "November 2026" })).toBeVisible();
    await context.close();
  });

  test("the archive page passes axe", async ({ page }) => {
    await page.goto("/en/daily-sudoku/archive?month=2026-12");
    await expect(page.getByRole("heading", { level: 1, name: "Daily Sudoku archive" })).toBeVisible();
    await noAxeViolations(page);
  });
});
