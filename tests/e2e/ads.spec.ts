import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { card, noAxeViolations, signInHere } from "./helpers.ts";

// Ads only after consent (SPEC §2, §3, §4): the consent platform and the ad providers are the local
// stand-ins (scripts/local/ads), which answer as the `cmp-standin` cookie says. The e2e server's default
// is "no CMP", so the other specs see neither a dialog nor ads.

const PORT = process.env.E2E_PORT ?? "8788";
const SITE = `http://localhost:${PORT}`;
const AD_CALL = /\/pagead\/js\/adsbygoogle\.js|\/tag\/js\/gpt\.js|\/external\/ad\.js|\/frame\?/;

function adRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r: Request) => {
    if (AD_CALL.test(r.url())) seen.push(r.url());
  });
  return seen;
}

async function cmpAnswers(page: Page, mode: string) {
  await page.context().addCookies([{ name: "cmp-standin", value: mode, url: SITE }]);
}

/** The creative frames on the page, by the slot they fill. */
const frames = (page: Page, position: string) => page.locator(`[data-ad-position="${position}"] iframe`);

test.describe("ads and consent", () => {
  test("no consent platform: the slots are reserved, no ad tag is called, no consent button", async ({ page }) => {
    const calls = adRequests(page);
    await page.goto("/de");
    await expect(page.locator('[data-testid="board"][data-hydrated]')).toBeVisible();
    const leaderboard = page.getByTestId("ad-leaderboard").locator(".ad-fill");
    await expect(leaderboard).toHaveCSS("height", "90px");
    await expect(leaderboard).toHaveCSS("width", "728px");
    await expect(card(page).getByTestId("ad-rectangle").locator(".ad-fill")).toHaveCSS("height", "250px");
    await page.waitForTimeout(5_500); // the consent button gives up after 5 s
    await expect(page.getByTestId("consent-button")).toBeHidden();
    expect(calls).toEqual([]);
  });

  test("first visit: the dialog asks, nothing loads until the choice; consent fills the slots with personalised ads", async ({ page }) => {
    await cmpAnswers(page, "ask");
    const calls = adRequests(page);
    await page.goto("/de");
    const dialog = page.getByRole("dialog", { name: "Ihre Privatsphäre" });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(calls).toEqual([]);
    await expect(page.getByTestId("consent-button")).toBeVisible();
    await dialog.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(frames(page, "leaderboard")).toHaveCount(1);
    await expect(frames(page, "rectangle")).toHaveCount(1);
    expect(calls.some((u) => u.includes("/pagead/js/adsbygoogle.js?client=ca-pub-"))).toBe(true);
    const frameUrls = calls.filter((u) => u.includes("/frame?"));
    expect(frameUrls.length).toBeGreaterThanOrEqual(2);
    for (const u of frameUrls) expect(new URL(u).searchParams.get("npa")).toBe("0");
    // The frame takes exactly the reserved box.
    const box = await frames(page, "leaderboard").boundingBox();
    expect([box?.width, box?.height]).toEqual([728, 90]);
    // The button reopens the platform's dialog.
    await page.getByTestId("consent-button").click();
    await expect(dialog).toBeVisible();
    await noAxeViolations(page);
  });

  test("no consent to purpose 1: no ad tag is called at all", async ({ page }) => {
    await cmpAnswers(page, "no-consent");
    const calls = adRequests(page);
    await page.goto("/de/faq");
    await expect(page.getByTestId("consent-button")).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(calls).toEqual([]);
    await expect(page.locator(".ad-fill iframe")).toHaveCount(0);
  });

  test("targeting refused: ads, but only non-personalised ones", async ({ page }) => {
    await cmpAnswers(page, "targeting-refused");
    const calls = adRequests(page);
    await page.goto("/de/faq");
    await expect(frames(page, "content-zero")).toHaveCount(1);
    const frameUrls = calls.filter((u) => u.includes("/frame?"));
    expect(frameUrls.length).toBeGreaterThan(0);
    for (const u of frameUrls) expect(new URL(u).searchParams.get("npa")).toBe("1");
  });

  test("outside the GDPR: no dialog, and the slots fill with personalised ads without asking", async ({ page }) => {
    // The stand-in answers as the CMP API v2.2 says a CMP must where the GDPR does not apply:
    // TC data with only gdprApplies, tcfPolicyVersion, cmpId and cmpVersion, no eventStatus.
    await cmpAnswers(page, "outside-gdpr");
    const calls = adRequests(page);
    await page.goto("/de");
    await expect(frames(page, "leaderboard")).toHaveCount(1);
    await expect(frames(page, "rectangle")).toHaveCount(1);
    await expect(page.getByRole("dialog", { name: "Ihre Privatsphäre" })).toHaveCount(0);
    await expect(page.getByTestId("consent-button")).toBeVisible();
    const frameUrls = calls.filter((u) => u.includes("/frame?"));
    expect(frameUrls.length).toBeGreaterThanOrEqual(2);
    for (const u of frameUrls) expect(new URL(u).searchParams.get("npa")).toBe("0");
  });

  test("the sticky skyscraper only on windows wider than 1520 px", async ({ page }) => {
    await cmpAnswers(page, "consent");
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto("/de");
    await expect(frames(page, "sticky-skyscraper")).toHaveCount(1);
    const sky = await frames(page, "sticky-skyscraper").boundingBox();
    const layout = await page.locator(".layout").boundingBox();
    expect(sky!.x).toBeGreaterThanOrEqual(layout!.x + layout!.width - 1);
    expect(sky!.x + sky!.width).toBeLessThanOrEqual(1600);

    const calls = adRequests(page);
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(frames(page, "sticky-skyscraper")).toHaveCount(0); // cleared when the window narrows
    await page.goto("/de");
    await expect(frames(page, "leaderboard")).toHaveCount(1);
    await page.waitForTimeout(500);
    expect(calls.filter((u) => u.includes("slot=") && u.includes("sticky"))).toEqual([]);
    await expect(page.getByTestId("ad-sticky-skyscraper")).toBeHidden();
  });

  test("ads are cleared when the player leaves the page and requested anew on the next", async ({ page }) => {
    await cmpAnswers(page, "consent");
    await page.goto("/de");
    await expect(frames(page, "leaderboard")).toHaveCount(1);
    const calls = adRequests(page);
    await page.goto("/de/faq");
    await expect(frames(page, "leaderboard")).toHaveCount(1);
    await expect(frames(page, "content-zero")).toHaveCount(1);
    expect(calls.filter((u) => u.includes("/frame?")).length).toBeGreaterThanOrEqual(3);
    // Withdrawing consent clears every slot on the page at once.
    await page.getByTestId("consent-button").click();
    await page.getByRole("dialog", { name: "Ihre Privatsphäre" }).getByRole("button", { name: "Ablehnen" }).click();
    await expect(page.locator(".ad-fill iframe")).toHaveCount(0);
  });

  test("on a phone no ad covers the grid or the keypad, and nothing shifts: CLS 0", async ({ page }) => {
    await cmpAnswers(page, "consent");
    await page.setViewportSize({ width: 390, height: 844 });
    // Every layout shift without recent input, with what moved: a failure names the element.
    await page.addInitScript(() => {
      type Shift = {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Shift[]) {
          if (e.hadRecentInput) continue;
          const moved = e.sources.map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            return `${el ? `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}` : "?"} ${box(s.previousRect)} → ${box(s.currentRect)}`;
          });
          shifts.push(`${e.value.toFixed(4)} at ${Math.round(performance.now())} ms: ${moved.join("; ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/de");
    await expect(frames(page, "leaderboard")).toHaveCount(1);
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    const ad = (await frames(page, "leaderboard").boundingBox())!;
    for (const target of [page.getByRole("grid"), page.locator(".keypad")]) {
      const b = (await target.boundingBox())!;
      const overlap = ad.x < b.x + b.width && b.x < ad.x + ad.width && ad.y < b.y + b.height && b.y < ad.y + ad.height;
      expect(overlap).toBe(false);
    }
    // The rectangle lives in the sidebar dialog on phones: filled only once the dialog shows it.
    await expect(page.locator(".ad-fill iframe")).toHaveCount(1);
  });

  test("a supporter's pages have no ad markup and load no consent platform", async ({ page, signIn }) => {
    test.setTimeout(120_000);
    await cmpAnswers(page, "consent");
    await page.goto("/de");
    await signInHere(page, signIn);
    await page.goto("/de/unterstuetzer_innen");
    const checkout = page.getByTestId("local-checkout");
    await expect(async () => {
      await checkout.getByRole("button", { name: "Bestellung über 10,00 € anlegen" }).click({ timeout: 1000 });
      await expect(checkout.getByTestId("local-order")).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await checkout.getByRole("button", { name: "Freigeben und bezahlen" }).click();
    await expect(page.getByTestId("payment-status")).toContainText("Deine Zahlung wurde bestätigt");

    // From the first page load after paying (requests of the page that was open before do not count).
    await page.goto("/de");
    const thirdParty: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(SITE)) thirdParty.push(r.url());
    });
    for (const path of ["/de", "/de/faq", "/en"]) {
      await page.goto(path);
      await expect(page.locator(".ad-slot")).toHaveCount(0);
      expect(await page.content()).not.toContain("/i/pub-");
    }
    await page.waitForTimeout(1_000);
    expect(thirdParty).toEqual([]);
    await expect(page.getByTestId("consent-button")).toHaveCount(0);
  });
});

test.describe("visitor counter", () => {
  test("the sidebar shows online, today and yesterday from POST /api/counter, and keeps the id for 2 hours", async ({ page, context }) => {
    const pings: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/counter")) pings.push(r.postData() ?? "");
    });
    await page.goto("/de");
    const counter = card(page).getByTestId("visitor-counter");
    await expect(counter.getByTestId("counter-today")).toHaveText(/^[1-9][\d.]*$/);
    await expect(counter.getByTestId("counter-online")).toHaveText(/^[1-9][\d.]*$/);
    expect(pings).toEqual(["counterUUID=none"]);
    const cookie = (await context.cookies()).find((c) => c.name === "counterUUID")!;
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(7_100_000);
    expect(cookie.expires * 1000 - Date.now()).toBeLessThanOrEqual(7_200_000);
    await page.reload();
    await expect(counter.getByTestId("counter-today")).toHaveText(/^[1-9]/);
    expect(pings[1]).toBe(`counterUUID=${cookie.value}`);
  });
});
