import type { Page } from "@playwright/test";
import { formatDate } from "../../app/lib/dates/berlin-time.ts";
import { extendUntil, isBlackFriday, periodFor } from "../../app/supporter/period.ts";
import { expect, test } from "./fixtures.ts";
import { card, noAxeViolations, openAccount, ownAddress, signInHere } from "./helpers.ts";

// Buying an ad-free period as a player does on http://localhost, in Chromium: the supporter page's
// local checkout runs the same server flow as PayPal's buttons (order, approval at the PayPal
// stand-in, capture by the server, period granted), and the shell follows at once.

const PORT = process.env.E2E_PORT ?? "8788";

/** What `cents` buy a new supporter on `day` (Berlin date): the last ad-free day, by the site's own rule. */
const untilFor = (cents: number) => (day: string) => extendUntil(null, day, periodFor(cents, isBlackFriday(day))).until;

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
 * start() awaits the page's order, approves it at the local PayPal stand-in (the guest session
 * with the card form), then calls onApprove.
 */
const FAKE_SDK = `
(() => {
  // scenarios: how the next approvals at the stand-in go ("declined": PayPal sends the buyer back).
  const calls = (window.__fakePayPal = { instances: [], sessions: [], scenarios: [], approvals: [] });
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
      // The guest session pays with the card form: the stand-in refuses that for an order made for the wallet.
      const scenario = calls.scenarios.shift() ?? "completed";
      const body = new URLSearchParams({ orderId, scenario, funding: kind === "guest" ? "card" : "paypal" });
      const approved = await fetch("/dev/paypal/approve", { method: "POST", body, credentials: "same-origin" });
      calls.approvals.push({ orderId, status: approved.status });
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
  // A year on any day but Black Friday, 15 months on it; the last day follows the calendar (month
  // ends, 29 February) and the day the server pays on (a test that starts at 23:59:30 pays on the next).
  test("sign in, pay 10 EUR, play ad-free for a year: the card changes and the supporter box goes", async ({ page, signIn, siteClock }) => {
    test.setTimeout(120_000);
    const ten = untilFor(1000);
    await page.goto("/de/unterstuetzer_innen");
    await expect(page.getByRole("heading", { level: 1, name: "Unterstützer:in werden" })).toBeVisible();
    await expect(page.getByText("Du brauchst kein eigenes PayPal-Konto, um zu bezahlen")).toBeVisible();
    const loaded = siteClock.now();
    await signInHere(page, signIn);
    await expect(card(page).getByTestId("supporter-box")).toBeVisible();
    await expect(page.getByTestId("preview-until")).toHaveText(
      siteClock.oneOf(loaded, (day) => `bis einschließlich ${formatDate(ten(day), "de", "long")}.`),
    );
    await expect(page.getByTestId("vat-note")).toContainText("1,60");
    await noAxeViolations(page);

    // A wrong amount is explained before anything is paid.
    await page.getByLabel("Betrag in Euro").fill("0,50");
    await expect(page.getByRole("alert").filter({ hasText: "mindestens 1 €" })).toBeVisible();
    await page.getByLabel("Betrag in Euro").fill("10");

    const paying = siteClock.now();
    await payLocally(page, "10,00 €");
    const paidOn = siteClock.daysSince(paying);
    await expect(page.getByTestId("payment-status")).toContainText(siteClock.oneOf(paying, (day) => formatDate(ten(day), "de", "long")));
    // Which of the (at most two) days the server paid on: the one whose last day the status names.
    const statusText = (await page.getByTestId("payment-status").textContent()) ?? "";
    const until = ten(paidOn.find((day) => statusText.includes(formatDate(ten(day), "de", "long")))!);
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

  test("PayPal's web SDK is loaded on the supporter page only, and its card payment runs the same flow", async ({
    page,
    signIn,
    siteClock,
  }) => {
    test.setTimeout(120_000);
    const paypalRequests: string[] = [];
    page.on("request", (r) => {
      if (/paypal\.com|paypalobjects\.com/.test(new URL(r.url()).hostname)) paypalRequests.push(r.url());
    });
    await page.route("https://www.sandbox.paypal.com/web-sdk/v6/core", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_SDK }),
    );
    await page.goto("/de");
    await signInHere(page, signIn);
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

    // Half a year (7½ months on Black Friday). The bank declines the first card: PayPal sends the
    // buyer back, the same order goes through PayPal's window again, and the next card pays.
    const orders: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/supporter/order")) orders.push(r.postData() ?? "");
    });
    await page.evaluate(() => (window as unknown as { __fakePayPal: { scenarios: string[] } }).__fakePayPal.scenarios.push("declined"));
    await page.getByLabel("Betrag in Euro").fill("5");
    const paying = siteClock.now();
    await cardButton.click();
    await expect(page.getByTestId("payment-status")).toContainText("Deine Zahlung wurde bestätigt. Vielen Dank!");
    const approvals = await page.evaluate(
      () => (window as unknown as { __fakePayPal: { approvals: { orderId: string; status: number }[] } }).__fakePayPal.approvals,
    );
    expect(approvals.map((a) => a.status)).toEqual([200, 200]);
    expect(new Set(approvals.map((a) => a.orderId)).size).toBe(1);
    expect(orders).toEqual(["amount=5&method=card"]);
    await openAccount(page);
    await expect(card(page)).toContainText(siteClock.oneOf(paying, (day) => `Werbefrei bis ${formatDate(untilFor(500)(day), "de")}`));
  });
});

test.describe("Black Friday", () => {
  // 27 November 2026, noon in Berlin: the day the sale is about.
  test.use({ siteNow: "2026-11-27T11:00:00Z" });

  test("the banners show and 10 EUR buy 15 months", async ({ page, signIn }) => {
    test.setTimeout(120_000);
    await page.goto("/de/unterstuetzer_innen");
    await signInHere(page, signIn);

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
  });
});

// The sale is one Berlin day: its first and last minute have it, the minutes around them do not.
for (const [instant, berlin, sale] of [
  ["2026-11-26T22:59:30Z", "26 Nov 23:59:30", false],
  ["2026-11-26T23:00:30Z", "27 Nov 00:00:30", true],
  ["2026-11-27T22:59:00Z", "27 Nov 23:59:00", true],
  ["2026-11-27T23:00:30Z", "28 Nov 00:00:30", false],
] as const) {
  test.describe(`Berlin ${berlin}`, () => {
    test.use({ siteNow: instant });
    test(`${sale ? "the sale: banner, offer and 15 months" : "no sale: no banner, 12 months"} for 10 EUR`, async ({ page }) => {
      await page.goto("/de");
      await expect(page.getByTestId("black-friday-large")).toHaveCount(sale ? 1 : 0);
      await page.goto("/de/unterstuetzer_innen");
      await expect(page.getByTestId("black-friday-offer")).toHaveCount(sale ? 1 : 0);
      await page.getByLabel("Betrag in Euro").fill("10");
      await expect(page.getByTestId("period-preview")).toContainText(sale ? "15 Monate" : "12 Monate");
    });
  });
}
