import { expect, test, type Page } from "@playwright/test";
import { berlinDate, formatDate } from "../../app/lib/dates/berlin-time.ts";
import { addMonths } from "../../app/lib/supporter/period.ts";
import { card, noAxeViolations, openAccount, ownAddress, registerHere, uniqueEmail } from "./helpers.ts";

// Buying an ad-free period as a player does on http://localhost, in Chromium: the supporter page's
// local checkout runs the same server flow as PayPal's buttons (order, approval at the PayPal
// stand-in, capture by the server, period granted), and the shell follows at once.

const PORT = process.env.E2E_PORT ?? "8788";

async function payLocally(page: Page, amountLabel: string) {
  const checkout = page.getByTestId("local-checkout");
  await expect(checkout.getByRole("heading", { name: "Lokale Testkasse (nur Entwicklung)" })).toBeVisible();
  // Before hydration the button has no handler: repeat until the order shows.
  await expect(async () => {
    await checkout.getByRole("button", { name: `Bestellung über ${amountLabel} anlegen` }).click({ timeout: 1000 });
    await expect(checkout.getByTestId("local-order")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await checkout.getByRole("button", { name: "Freigeben und bezahlen" }).click();
  await expect(page.getByTestId("payment-status")).toContainText("Deine Zahlung wurde bestätigt. Vielen Dank!");
}

/**
 * A stand-in for PayPal's web SDK v6 core script (the edge of the world: no network here). It
 * implements what the supporter page uses (createInstance, findEligibleMethods, the two one-time
 * payment sessions and their custom elements), records how it was called, and plays the buyer:
 * start() awaits the page's order, approves it at the local PayPal stand-in, then calls onApprove.
 */
const FAKE_SDK = `
(() => {
  const calls = (window.__fakePayPal = { instances: [], sessions: [] });
  for (const [tag, text] of [["paypal-button", "PayPal"], ["paypal-basic-card-button", "Debit- oder Kreditkarte"]]) {
    customElements.define(tag, class extends HTMLElement {
      connectedCallback() { this.textContent = text; this.setAttribute("role", "button"); this.tabIndex = 0; }
    });
  }
  customElements.define("paypal-basic-card-container", class extends HTMLElement {});
  const session = (kind, callbacks) => ({
    async start(options, orderPromise) {
      calls.sessions.push({ kind, options });
      let orderId;
      try { ({ orderId } = await orderPromise); } catch (error) { callbacks.onError?.(error); return; }
      const body = new URLSearchParams({ orderId, scenario: "completed" });
      await fetch("/dev/paypal/approve", { method: "POST", body, credentials: "same-origin" });
      await callbacks.onApprove({ orderId, payerId: "FAKEPAYER" });
    },
    destroy() {}, cancel() {},
  });
  window.paypal = {
    version: "6.0.0",
    async createInstance(options) {
      calls.instances.push(options);
      return {
        async findEligibleMethods() { return { isEligible: (method) => method === "paypal" }; },
        createPayPalOneTimePaymentSession: (callbacks) => session("paypal", callbacks),
        createPayPalGuestOneTimePaymentSession: (callbacks) => session("guest", callbacks),
        updateLocale() {},
      };
    },
  };
})();`;

test.use(ownAddress(7));

test.describe("supporter membership", () => {
  test("sign in, pay 10 EUR, play ad-free for a year: the card changes and the supporter box goes", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/de/unterstuetzer_innen");
    await expect(page.getByRole("heading", { level: 1, name: "Unterstützer:in werden" })).toBeVisible();
    await expect(page.getByText("Du brauchst kein eigenes PayPal-Konto, um zu bezahlen")).toBeVisible();
    await registerHere(page, uniqueEmail("supporter"), "Werbefrei-2026!");
    await expect(card(page).getByTestId("supporter-box")).toBeVisible();

    const today = berlinDate(new Date());
    const until = addMonths(today, 12);
    await expect(page.getByTestId("preview-until")).toHaveText(`bis einschließlich ${formatDate(until, "de", "long")}.`);
    await expect(page.getByTestId("vat-note")).toContainText("1,60");
    await noAxeViolations(page);

    // A wrong amount is explained before anything is paid.
    await page.getByLabel("Betrag in Euro").fill("0,50");
    await expect(page.getByRole("alert").filter({ hasText: "mindestens 1 €" })).toBeVisible();
    await page.getByLabel("Betrag in Euro").fill("10");

    await payLocally(page, "10,00 €");
    await expect(page.getByTestId("payment-status")).toContainText(formatDate(until, "de", "long"));
    await expect(card(page).getByTestId("supporter-box")).toHaveCount(0);
    await openAccount(page);
    await expect(card(page)).toContainText(`Werbefrei bis ${formatDate(until, "de")}`);

    await page.reload();
    await expect(page.getByTestId("current-until")).toContainText(formatDate(until, "de", "long"));
    await expect(page.getByTestId("payment-history")).toContainText("bezahlt");
    await noAxeViolations(page);
    await page.context().addCookies([{ name: "darkMode", value: "true", url: `http://localhost:${PORT}` }]);
    await page.goto("/en/supporters");
    await expect(page.getByTestId("payment-history")).toContainText("paid");
    await noAxeViolations(page);
    await page.goto("/de");
    await expect(card(page).getByTestId("supporter-box")).toHaveCount(0);
  });

  test("PayPal's web SDK is loaded on the supporter page only, and its card payment runs the same flow", async ({ page }) => {
    test.setTimeout(120_000);
    const paypalRequests: string[] = [];
    page.on("request", (r) => {
      if (/paypal\.com|paypalobjects\.com/.test(new URL(r.url()).hostname)) paypalRequests.push(r.url());
    });
    await page.route("https://www.sandbox.paypal.com/web-sdk/v6/core", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_SDK }),
    );
    await page.goto("/de");
    await registerHere(page, uniqueEmail("card"), "Werbefrei-2026!");
    await page.goto("/de/unterstuetzer_innen");
    expect(paypalRequests).toEqual([]); // the local checkout needs no SDK

    await page.goto("/de/unterstuetzer_innen?checkout=paypal");
    const cardButton = page.getByRole("button", { name: "Mit Kredit- oder Debitkarte bezahlen" });
    await expect(cardButton).toBeVisible();
    await expect(page.getByRole("button", { name: "Mit PayPal bezahlen" })).toBeVisible();
    expect(paypalRequests).toEqual(["https://www.sandbox.paypal.com/web-sdk/v6/core"]);
    const instances = await page.evaluate(() => (window as unknown as { __fakePayPal: { instances: unknown[] } }).__fakePayPal.instances);
    expect(instances).toEqual([
      { clientId: "standin-client-id", components: ["paypal-payments", "paypal-guest-payments"], pageType: "checkout", locale: "de-DE" },
    ]);

    await page.getByLabel("Betrag in Euro").fill("5");
    await cardButton.click();
    await expect(page.getByTestId("payment-status")).toContainText("Deine Zahlung wurde bestätigt. Vielen Dank!");
    const until = addMonths(berlinDate(new Date()), 6);
    await openAccount(page);
    await expect(card(page)).toContainText(`Werbefrei bis ${formatDate(until, "de")}`);
  });

  test("on Black Friday the banners show and 10 EUR buy 15 months", async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.goto("/de/unterstuetzer_innen");
    await registerHere(page, uniqueEmail("black-friday"), "Werbefrei-2026!");
    // The local server's clock for this browser only (development and loopback only, see devClock).
    await context.addCookies([{ name: "dev-clock", value: "2026-11-27T10:00:00Z", url: `http://localhost:${PORT}` }]);

    await page.goto("/de");
    const large = page.getByTestId("black-friday-large");
    await expect(large).toBeVisible();
    await expect(card(page).getByTestId("black-friday-small")).toBeVisible();
    await noAxeViolations(page);
    await large.getByRole("link", { name: "Jetzt unterstützen" }).click();
    await expect(page).toHaveURL(/\/de\/unterstuetzer_innen$/);

    await expect(page.getByTestId("black-friday-offer")).toBeVisible();
    await expect(page.getByTestId("period-preview")).toContainText("15 Monate");
    await payLocally(page, "10,00 €");
    await openAccount(page);
    await expect(card(page)).toContainText("Werbefrei bis 27.02.2028");

    await context.clearCookies({ name: "dev-clock" });
    await page.goto("/de");
    await expect(page.getByTestId("black-friday-large")).toHaveCount(berlinDate(new Date()) === "2026-11-27" ? 1 : 0);
  });
});
