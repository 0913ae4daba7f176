import { violationLines } from "../../scripts/checks/a11y/axe-run.ts";
import { expect, test } from "./fixtures.ts";
import { hydrated, openMenu } from "./helpers.ts";

test.describe("shell", () => {
  test("German home renders with navbar, menu row, grid, sidebar and footer", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Spielanleitung" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menü" }).getByRole("link", { name: /Akademie/ })).toBeVisible();
    await expect(page.getByRole("grid")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Neuigkeiten" })).toBeVisible();
    await expect(page.getByTestId("version-link")).toHaveAttribute("href", "/de/versionshinweise/2025-0");
    await expect(page.getByTestId("site-header")).toBeVisible();
  });

  test("the language switch keeps the page and is remembered", async ({ page }) => {
    await page.goto("/de/spielanleitung");
    await page.getByRole("button", { name: "Switch to English" }).click();
    await expect(page).toHaveURL(/\/en\/how-to-play$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    // The choice is remembered: the bare root now leads to the English home.
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await page.getByRole("button", { name: "Auf Deutsch wechseln" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("the dark-mode toggle survives a reload", async ({ page }) => {
    await page.goto("/de/faq");
    const drawer = await openMenu(page);
    await drawer.locator("summary", { hasText: "Erscheinungsbild" }).click();
    // The choice is stored by a POST to /theme; reload only once it has been answered.
    const storedDark = page.waitForResponse((r) => r.url().endsWith("/theme") && r.request().method() === "POST");
    await drawer.getByRole("radio", { name: "Dunkles Design" }).check();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await storedDark;
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await openMenu(page);
    await page.locator("summary", { hasText: "Erscheinungsbild" }).click();
    const storedLight = page.waitForResponse((r) => r.url().endsWith("/theme") && r.request().method() === "POST");
    await page.getByRole("radio", { name: "Helles Design" }).check();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await storedLight;
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });

  test("a failed call shows the bottom alert sheet, which can be closed", async ({ page }) => {
    await page.goto("/de/faq");
    await page.route("**/theme", (route) => route.abort("internetdisconnected"));
    await openMenu(page);
    await page.locator("summary", { hasText: "Erscheinungsbild" }).click();
    await page.getByRole("radio", { name: "Dunkles Design" }).click();
    await page.keyboard.press("Escape");
    const sheet = page.getByTestId("alert-sheet");
    await expect(sheet).toContainText("Fehler");
    await expect(sheet).toContainText("Internetverbindung");
    await expect(sheet).toContainText("Support");
    await sheet.getByRole("button", { name: "Schließen" }).click();
    await expect(sheet).not.toContainText("Fehler");
  });

  test("an unknown path shows the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/de/diese-seite-gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Fehler" })).toBeVisible();
    await expect(page.getByText("existiert auf dieser Seite nicht")).toBeVisible();
    await page.getByRole("link", { name: "Zur Startseite mit einem neuen Sudoku" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a navigation button shows the loader with its label, then loads the page", async ({ page }) => {
    await page.goto("/de/faq");
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Impressum" }).click();
    await expect(page).toHaveURL(/\/de\/impressum$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Impressum");
  });

  // Both pages are in tests/e2e/a11y-routes.spec.ts's list or its module's, checked in both themes
  // and widths; every page is in `npm run proof`'s sweep.
  test("content pages have no axe violations in both themes @sweep", async ({ page, context }) => {
    for (const theme of ["false", "true"]) {
      await context.addCookies([{ name: "darkMode", value: theme, url: `http://localhost:${process.env.E2E_PORT ?? "8788"}` }]);
      for (const path of ["/de/faq", "/en/how-to-play"]) {
        await page.goto(path);
        expect(await violationLines(page)).toEqual([]);
      }
    }
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the header image is hidden and the sidebar opens as a dialog from the floating button", async ({ page }) => {
    await page.goto("/de/faq");
    await expect(page.getByTestId("site-header")).toBeHidden();
    await expect(page.locator("aside.sidebar")).toBeHidden();
    // The button works through React: a tap before hydration does nothing yet.
    await hydrated(page);
    await page.getByTestId("sidebar-fab").click();
    const dialog = page.getByRole("dialog", { name: "Seitenleiste" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Neuigkeiten" })).toBeVisible();
    await dialog.getByRole("tab", { name: "Konto" }).click();
    await expect(dialog.getByRole("heading", { name: "Dein Konto" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
