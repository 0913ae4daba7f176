import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openMenu } from "./helpers.ts";

// SPEC §4 "Hyperlink click": every internal link hides the navigation, shows the loader with
// the link's purpose and then loads the page. The next page's document is held back until the
// loader has been seen, so the check does not race the load.

/**
 * Records, on every page of this test, what the loader showed last before the page unloaded:
 * its purpose, the page it was on and how many dialogs were open then. Playwright answers nothing
 * while a navigation is pending, so the old page keeps the record in sessionStorage for the next.
 */
async function recordLoader(page: Page) {
  await page.addInitScript(() => {
    const note = () => {
      const loader = document.querySelector(".page-loader.visible");
      if (!loader) return;
      const record = {
        purpose: loader.textContent,
        from: location.pathname,
        dialogsOpen: document.querySelectorAll("dialog[open]").length,
      };
      sessionStorage.setItem("loader", JSON.stringify(record));
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

async function loaderRecord(page: Page) {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem("loader") ?? "null") as { purpose: string; from: string; dialogsOpen: number } | null,
  );
}

/** Waits until the page has hydrated (the drawer opens), then closes the drawer again. */
async function hydrated(page: Page) {
  const drawer = await openMenu(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
}

async function expectLoaderThenPage(page: Page, path: string, purpose: string, click: () => Promise<void>) {
  const from = new URL(page.url()).pathname;
  await page.evaluate(() => sessionStorage.removeItem("loader"));
  await click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.?]/g, "\\$&")}$`));
  expect(await loaderRecord(page)).toEqual({ purpose, from, dialogsOpen: 0 });
  await expect(page.locator(".page-loader")).not.toHaveClass(/visible/);
}

test.beforeEach(async ({ page }) => recordLoader(page));

test.describe("every internal link shows the loader with its purpose", () => {
  test("a link inside a content page", async ({ page }) => {
    await page.goto("/de/faq");
    await hydrated(page);
    const link = page.locator("article.prose a[href='/de/spielanleitung']").first();
    const text = (await link.textContent())!.replace(/\s+/g, " ").trim();
    await expectLoaderThenPage(page, "/de/spielanleitung", text, () => link.click());
  });

  test("the footer's version link", async ({ page }) => {
    await page.goto("/de/faq");
    await hydrated(page);
    await expectLoaderThenPage(page, "/de/versionshinweise/2025-0", "Version 2025.0.4", () => page.getByTestId("version-link").click());
  });

  test("a news article in the sidebar", async ({ page }) => {
    await page.goto("/de/kontakt");
    await hydrated(page);
    const news = page.locator("aside.sidebar .news-title").first();
    const title = (await news.textContent())!.trim();
    const href = (await news.getAttribute("href"))!;
    await expectLoaderThenPage(page, href, title, () => news.click());
  });

  test("a link on the not-found page", async ({ page }) => {
    await page.goto("/de/gibt-es-nicht");
    await hydrated(page);
    await expectLoaderThenPage(page, "/de/faq", "FAQ", () => page.locator(".not-found").getByRole("link", { name: "FAQ" }).click());
  });

  test("a navigation button in the drawer closes the drawer first", async ({ page }) => {
    await page.goto("/de/faq");
    const drawer = await openMenu(page);
    await expectLoaderThenPage(page, "/de/versionshinweise", "Versionshinweise", () =>
      drawer.getByRole("link", { name: "Versionshinweise" }).click(),
    );
  });

  test("a link opened in a new tab keeps its browser meaning: no loader here", async ({ page, context }) => {
    await page.goto("/de/faq");
    await hydrated(page);
    const [popup] = await Promise.all([context.waitForEvent("page"), page.getByTestId("version-link").click({ modifiers: ["Control"] })]);
    await popup.close();
    await expect(page.locator(".page-loader")).not.toHaveClass(/visible/);
    expect(await loaderRecord(page)).toBeNull();
    await expect(page).toHaveURL(/\/de\/faq$/);
  });
});

test.describe("the drawer's print entry", () => {
  test("is on every page and prints the page in hand", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    for (const path of ["/de/faq", "/de/akademie/lektionen/methoden/der-x-wing", "/de/versionshinweise"]) {
      await page.goto(path);
      const drawer = await openMenu(page);
      await drawer.getByRole("button", { name: "Drucken" }).click();
      await expect(drawer).toBeHidden();
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test("the print view of a content page is the article without the site's chrome", async ({ page }) => {
    await page.goto("/de/faq");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("article.prose h1")).toBeVisible();
    for (const chrome of [".navbar", ".menu-row", "aside.sidebar", ".site-footer"]) await expect(page.locator(chrome).first()).toBeHidden();
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a news link in the sidebar dialog closes the dialog and shows the loader", async ({ page }) => {
    await page.goto("/de/faq");
    await expect(async () => {
      await page.getByTestId("sidebar-fab").click({ timeout: 1000 });
      await expect(page.getByRole("dialog", { name: "Seitenleiste" })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    const dialog = page.getByRole("dialog", { name: "Seitenleiste" });
    await dialog.getByRole("tab", { name: "Neuigkeiten" }).click();
    const news = dialog.locator(".news-title").first();
    const title = (await news.textContent())!.trim();
    const href = (await news.getAttribute("href"))!;
    await expectLoaderThenPage(page, href, title, () => news.click());
  });
});
