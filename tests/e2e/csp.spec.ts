import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { card, openMenu, ownAddress, registerHere, uniqueEmail } from "./helpers.ts";

// The built site (the production build, served as scripts/local/e2e-server.ts does) under its real
// Content-Security-Policy in Chromium: pages load, hydrate and navigate without a single CSP
// violation. A violation is caught twice: the `securitypolicyviolation` event in the page and
// Chromium's console message about the Content Security Policy. The last test shows the catcher does catch one.

const HSTS = "max-age=31536000; includeSubDomains";

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** Starts recording CSP violations of every document the page loads from now on. */
async function recordViolations(page: Page): Promise<{ console: string[]; events: () => Promise<Violation[]> }> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      });
    });
  });
  return {
    console,
    events: () => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations),
  };
}

test.use(ownAddress(4));

test.describe("Content-Security-Policy in the browser", () => {
  test("pages load and hydrate with the strict policy and no violation", async ({ page }) => {
    const violations = await recordViolations(page);
    for (const path of [
      "/",
      "/en",
      "/de/faq",
      "/de/akademie",
      "/de/synapsen",
      "/de/authentifizierung",
      "/de/druckbogen",
      "/de/gibt-es-nicht",
    ]) {
      const response = await page.goto(path);
      expect(response, path).not.toBeNull();
      const policy = response!.headers()["content-security-policy"] ?? "";
      // A visitor who may see ads gets Google's strict policy (security-headers.server.ts): scripts by
      // nonce only, no plugins, no <base>; the policy without ads is checked in deploy-safety.test.ts.
      expect(policy, path).toMatch(
        /^script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'$/,
      );
      await page.waitForLoadState("networkidle");
      // The inlined stylesheet applied (blocked, body would keep the browser's 8px margin).
      expect(await page.locator("body").evaluate((b) => getComputedStyle(b).margin), path).toBe("0px");
      expect(await violations.events(), path).toEqual([]);
    }
    expect(violations.console).toEqual([]);
  });

  test("client-side navigation, dialogs and the theme switch stay within the policy", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto("/de/faq");
    await page.waitForLoadState("networkidle");
    // A link followed by the router: route modules load as scripts the nonce'd ones import.
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Spielanleitung" }).click();
    await expect(page).toHaveURL(/\/de\/spielanleitung$/);
    const drawer = await openMenu(page);
    await drawer.locator("summary", { hasText: "Erscheinungsbild" }).click();
    await drawer.getByRole("radio", { name: "Dunkles Design" }).check();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.keyboard.press("Escape");
    await page.waitForLoadState("networkidle");
    expect(await violations.events()).toEqual([]);
    expect(violations.console).toEqual([]);
  });

  test("signed in: registration, the account pages and the statistics chart stay within the policy", async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await recordViolations(page);
    // The real registration (captcha and code from the development inspectors), as saves.spec.ts.
    await page.goto("/de/faq");
    await registerHere(page, uniqueEmail("csp"), "Sudoku-2025");
    const c = card(page);
    // The week chart's bars are SVGs whose height is an attribute, not a style attribute
    // (style-src-attr 'none' where no ads are served): the server renders them.
    const bars = c.locator(".week-bar");
    await expect(bars).toHaveCount(7);
    expect(await bars.first().getAttribute("height")).toBe("2");
    for (const path of ["/", "/de/profil", "/de/gespeicherte-raetsel", "/de/geloeste-raetsel"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await violations.events(), path).toEqual([]);
    }
    expect(violations.console).toEqual([]);
  });

  test("the recorder does catch violations: an injected inline script is refused", async ({ page }) => {
    const violations = await recordViolations(page);
    // What an HTML injection would look like: parser-inserted markup in the served page.
    await page.route("**/de/faq", async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace("</head>", "<script>window.injected = true;</script></head>")
        .replace("<body>", '<body><p id="injected-style" style="color: rgb(255, 0, 0)">x</p>');
      await route.fulfill({ response, body: html });
    });
    await page.goto("/de/faq");
    await expect.poll(async () => (await violations.events()).map((v) => v.directive).sort()).toEqual(["script-src-elem"]);
    expect(violations.console.some((text) => text.includes("Content Security Policy"))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    // Style attributes are refused only under the policy without ads (Google's tags need them; see security-headers.server.ts).
  });
});

test.describe("static assets", () => {
  // Served by Workers Static Assets before the Worker runs: their headers come from public/_headers.
  test("carry HSTS, nosniff and the Permissions-Policy like the Worker's answers", async ({ page, request }) => {
    await page.goto("/de/faq");
    const script = await page
      .locator('script[src^="/assets/"], link[rel=modulepreload]')
      .first()
      .evaluate((el) => el.getAttribute("src") ?? el.getAttribute("href"));
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    for (const path of ["/favicon.svg", script!]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["strict-transport-security"], path).toBe(HSTS);
      expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers()["permissions-policy"], path).toBe("camera=(), microphone=(), geolocation=()");
    }
  });
});
