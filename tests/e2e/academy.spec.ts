import { expect, test } from "./fixtures.ts";
import play from "../../app/locales/de/play.ts";
import hintTexts from "../../app/locales/de/hint.ts";
import { LESSONS, lessonPath } from "../../app/academy/lessons.ts";
import { noAxeViolations } from "./helpers.ts";

// The academy as a learner uses it: open a lesson, step through its demonstration with the
// keyboard (the live text follows), start a practice puzzle from the list, ask for a hint, and
// the hint's technique links to its lesson.

test.describe("academy", () => {
  test("a lesson's demonstration steps with the keyboard, and a practice puzzle's hint links back to a lesson", async ({ page }) => {
    await page.goto(lessonPath("naked-single", "de"));
    await expect(page.getByRole("heading", { level: 1, name: "Nackter Einer" })).toBeVisible();
    const grid = page.getByRole("grid", { name: /Beispielstellung aus Sudoku Nr\. \d+, Schritt 1 von 5/ });
    await expect(grid).toBeVisible();
    const status = page.locator(".lesson-stage-text");
    await expect(status).toContainText("Die Ausgangslage");
    const next = page.getByRole("button", { name: "Weiter" });
    // Hydrated when a press moves the stage on.
    await expect(async () => {
      await next.focus();
      await page.keyboard.press("Enter");
      await expect(status).toContainText("Schritt 2 von 5", { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator("td.lesson-unit").first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(status).toContainText("Das Muster (Nackter Einer)");
    await expect(page.locator("td.lesson-pattern")).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(status).toContainText(/Die Folgerung: In Zeile \d, Spalte \d gehört die \d\./);
    await page.keyboard.press("Enter");
    await expect(status).toContainText("Danach");
    await expect(next).toBeDisabled();
    await page.getByRole("button", { name: "Zurück" }).press("Enter");
    await expect(status).toContainText("Schritt 4 von 5");
    await noAxeViolations(page);

    await page
      .getByRole("link", { name: /^Sudoku Nr\. \d+$/ })
      .first()
      .click();
    await expect(page.locator("td[data-cell]").first()).toBeVisible();
    const hintButton = page.getByRole("button", { name: play.hint });
    await expect(async () => {
      await hintButton.click();
      await expect(page.locator(".hint-panel")).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.locator(".hint-panel").getByRole("button", { name: hintTexts.more }).click();
    const link = page.getByTestId("hint-lesson");
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    expect(LESSONS.some((l) => href === lessonPath(l.technique, "de"))).toBe(true);
    await link.click();
    await expect(page).toHaveURL(/\/de\/akademie\/lektionen\/methoden\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { name: "Schritt für Schritt an einem echten Rätsel" })).toBeVisible();
  });

  test("the academy lists every lesson and each link opens it", async ({ page }) => {
    await page.goto("/de/akademie");
    for (const l of LESSONS) await expect(page.locator(`a[href="${lessonPath(l.technique, "de")}"]`).first()).toBeAttached();
  });
});
