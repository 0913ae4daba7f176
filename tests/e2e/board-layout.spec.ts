import type { Locator, Page } from "@playwright/test";
import { AD_SIZES, PHONE_MAX_WIDTH_PX } from "../../app/config/ads.ts";
import { expect, test } from "./fixtures.ts";

// Phone first (issue 30): on the play page the whole grid, and on phones the whole keypad, are on
// the first screen, on the busiest day there is: Black Friday (its banner above the board), the
// leaderboard slot at its size, and a returning visitor whose consent choice is stored (no dialog).
// The account button (the sidebar's opener below 1024px) covers neither. The rectangles are
// printed, one line per window and language.

const PORT = process.env.E2E_PORT ?? "8788";
const SITE = `http://localhost:${PORT}`;

const VIEWPORTS = [
  { width: 390, height: 844, keypad: true },
  { width: 360, height: 740, keypad: true },
  { width: 1366, height: 768, keypad: false },
] as const;

const PAGES = [
  { lang: "de", path: "/" },
  { lang: "en", path: "/en" },
] as const;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const show = (r: Rect | null) =>
  r
    ? `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)} (bottom ${Math.round(r.y + r.height)})`
    : "hidden";

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function expectInside(r: Rect, what: string, page: Page) {
  const { width, height } = page.viewportSize()!;
  expect(r.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
  expect(r.y, `${what} top edge`).toBeGreaterThanOrEqual(0);
  expect(r.x + r.width, `${what} right edge`).toBeLessThanOrEqual(width);
  expect(r.y + r.height, `${what} bottom edge`).toBeLessThanOrEqual(height);
}

const box = async (l: Locator) => ((await l.isVisible()) ? l.boundingBox() : null);

/** Prints the rectangles of the page just loaded and checks them. */
async function checkAtLoad(page: Page, viewport: (typeof VIEWPORTS)[number], label: string) {
  await expect(page.locator('[data-testid="board"][data-hydrated]')).toBeVisible();
  const grid = (await page.locator(".board-grid").boundingBox())!;
  const keypad = (await page.locator(".keypad").boundingBox())!;
  const fab = await box(page.getByTestId("sidebar-fab"));
  console.log(`${viewport.width}×${viewport.height} ${label}: grid ${show(grid)} · keypad ${show(keypad)} · account button ${show(fab)}`);

  const adSize = AD_SIZES.leaderboard[viewport.width <= PHONE_MAX_WIDTH_PX ? "phone" : "wide"];
  await expect(page.getByTestId("black-friday-large")).toBeVisible();
  const leaderboard = page.getByTestId("ad-leaderboard").locator(".ad-fill");
  await expect(leaderboard).toBeVisible();
  await expect(leaderboard).toHaveCSS("width", `${adSize.width}px`);
  await expect(leaderboard).toHaveCSS("height", `${adSize.height}px`);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  expectInside(grid, `${label} grid`, page);
  if (viewport.keypad) expectInside(keypad, `${label} keypad`, page);
  if (fab) {
    expect(overlaps(fab, grid), `${label}: the account button over the grid`).toBe(false);
    expect(overlaps(fab, keypad), `${label}: the account button over the keypad`).toBe(false);
  }
  // Nothing wider than the window: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} page width`).toBeLessThanOrEqual(viewport.width);
}

test.describe("the board on the first screen", () => {
  test.use({ siteNow: "2026-11-27T10:00:00Z" });

  for (const viewport of VIEWPORTS) {
    test(`${viewport.width}×${viewport.height}: grid${viewport.keypad ? " and keypad" : ""} at load, the account button clear of them`, async ({
      page,
      context,
      signIn,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // A returning visitor: the consent platform has the choice stored and asks nothing.
      await context.addCookies([{ name: "cmp-standin", value: "consent", url: SITE }]);
      for (const { lang, path } of PAGES) {
        await page.goto(path);
        await checkAtLoad(page, viewport, lang);
      }
      // The daily puzzle: signed in (the saving line under the board), its day above the board.
      await signIn(page, "layout");
      // A participant: the terms accepted (through the API, so the page is opened fresh, unscrolled).
      const accepted = await page.request.post("/api/daily-sudoku/agreement", { form: { agreement: "true" }, headers: { Origin: SITE } });
      expect(accepted.status()).toBe(200);
      await page.goto("/de/sudoku-des-tages");
      await checkAtLoad(page, viewport, "de daily, signed in");
    });
  }
});
