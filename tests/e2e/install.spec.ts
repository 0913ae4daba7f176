import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext } from "@playwright/test";
import { manifestPath, THEME_COLOR } from "../../app/shell/install-links.ts";
import { WEB_MANIFEST_TEXTS } from "../../app/shell/web-manifest.ts";
import { expect, test } from "./fixtures.ts";
import { openMenu, ownAddress } from "./helpers.ts";

// Chromium offers to install the site (issue 32): its own verdict through the DevTools protocol,
// the calls Lighthouse 11's installability audit made (Lighthouse 12 has none; npm run
// check:installable prints the whole set).

test.use(ownAddress(73));

test.describe("installing the site", () => {
  let profile = "";
  let context: BrowserContext;

  // A browser profile on disk, as a player's is: in Playwright's usual off-the-record contexts
  // Chromium never offers installation (its error `in-incognito`).
  test.beforeAll(async ({ playwright, launchOptions, baseURL, extraHTTPHeaders }) => {
    profile = await mkdtemp(join(tmpdir(), "install-spec-"));
    // Without the service worker: Chromium 156 needs none to install, and its precache and fresh
    // puzzles would only load the server under the other specs (offline.spec.ts has it).
    context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      extraHTTPHeaders,
      serviceWorkers: "block",
    });
  });

  test.afterAll(async () => {
    await context?.close();
    await rm(profile, { recursive: true, force: true });
  });

  for (const [path, lang] of [
    ["/", "de"],
    ["/en", "en"],
  ] as const) {
    test(`Chromium finds ${path} installable, with the manifest in its language`, async ({ siteClock }) => {
      await siteClock.applyTo(context);
      const page = await context.newPage();
      try {
        await page.goto(path);
        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send("Page.getAppManifest");
        expect(manifest.url).toBe(new URL(manifestPath(lang), page.url()).href);
        expect(manifest.errors).toEqual([]);
        const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
        expect(installabilityErrors).toEqual([]);

        const parsed = JSON.parse(manifest.data ?? "{}") as { lang: string; name: string; short_name: string; description: string };
        await expect(page.locator("html")).toHaveAttribute("lang", parsed.lang);
        expect(parsed.lang).toBe(lang);
        const texts = WEB_MANIFEST_TEXTS[lang];
        expect([parsed.name, parsed.short_name, parsed.description]).toEqual([texts.name, texts.shortName, texts.description]);
      } finally {
        await page.close();
      }
    });
  }

  test("the icons the manifest lists are served as what they say", async ({ request }) => {
    const manifest = (await (await request.get(manifestPath("de"))).json()) as { icons: { src: string; type: string }[] };
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"], icon.src).toBe(icon.type);
    }
    expect((await request.get("/icons/apple-touch-icon.png")).status()).toBe(200);
  });
});

test("the browser bar's colour follows the theme toggle without a reload", async ({ page }) => {
  await page.goto("/de/faq");
  const themeColor = page.locator('meta[name="theme-color"]');
  const drawer = await openMenu(page);
  await drawer.locator("summary", { hasText: "Erscheinungsbild" }).click();
  await drawer.getByRole("radio", { name: "Dunkles Design" }).check();
  await expect(themeColor).toHaveAttribute("content", THEME_COLOR.dark);
  await drawer.getByRole("radio", { name: "Helles Design" }).check();
  await expect(themeColor).toHaveAttribute("content", THEME_COLOR.light);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});
