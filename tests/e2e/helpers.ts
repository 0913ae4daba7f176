import { violationLines } from "../../scripts/checks/a11y/axe-run.ts";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { SignedInPlayer } from "./fixtures.ts";

// Shared steps of the journeys that need an account. Captcha answers and login codes come from
// the development inspectors (/dev/captchas.json, /dev/outbox.json): the real checks run.

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter++;
  return `${tag}-${Date.now()}-${counter}@example.org`;
}

/**
 * Options giving a spec file its own client address (RFC 2544 benchmark range): the server allows
 * one address 20 code mails an hour (config/limits.ts MAIL_PER_IP), and the suite's sign-ups and
 * their retries together ask for more than that from one address. Not for specs whose pages fetch
 * from other origins (the ads stand-ins): the header makes those requests fail their CORS checks.
 */
export function ownAddress(n: number): { extraHTTPHeaders: Record<string, string> } {
  return { extraHTTPHeaders: { "CF-Connecting-IP": `198.18.45.${n}` } };
}

/**
 * The answer to the captcha shown in `scope` (a form or the login card), found by its key: the
 * inspector lists the latest captchas of every test running at the same time, so "the newest one"
 * could be another worker's.
 */
export async function captchaAnswer(scope: Locator, request: APIRequestContext): Promise<string> {
  const keyInput = scope.locator('input[type="hidden"][name="captchaKey"]');
  let key = "";
  await expect(async () => {
    key = await keyInput.inputValue();
    expect(key).not.toBe("");
  }).toPass({ timeout: 15_000 });
  for (let i = 0; i < 20; i++) {
    const { captchas } = (await (await request.get("/dev/captchas.json")).json()) as { captchas: { key: string; answer: string }[] };
    const mine = captchas.find((c) => c.key === key);
    if (mine) return mine.answer;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no captcha with key ${key} in /dev/captchas.json`);
}

export async function codeFor(request: APIRequestContext, email: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const { messages } = (await (await request.get("/dev/outbox.json")).json()) as { messages: { to: string; text: string }[] };
    const mail = messages.find((m) => m.to === email);
    if (mail) return /^\s{4}([A-Z]{6})$/m.exec(mail.text)![1]!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail for ${email}`);
}

/** The sidebar of wide screens, where the login card lives. */
export function card(page: Page) {
  return page.locator("aside.sidebar");
}

/**
 * Opens the navigation drawer and answers it. A click before hydration has no handler yet, so
 * click until the dialog is really open (as `openAccount` does for the tab).
 */
export async function openMenu(page: Page) {
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await expect(async () => {
    if (!(await drawer.isVisible())) await page.getByRole("button", { name: "Menü öffnen" }).click({ timeout: 1000 });
    await expect(drawer).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return drawer;
}

/**
 * Logs out with the card's button and waits for the new page: logout loads the home page, and on
 * the home page itself the address does not change, so only the load event says it is there.
 */
export async function logOutHome(page: Page): Promise<void> {
  await Promise.all([page.waitForEvent("load"), card(page).getByRole("button", { name: "Abmelden" }).click()]);
  await expect(page).toHaveURL(/\/$/);
}

export async function openAccount(page: Page): Promise<void> {
  // A click before hydration has no handler yet: repeat until the tab is really selected.
  const tab = card(page).getByRole("tab", { name: "Konto" });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Signs a new player in on the page that is open (the fixture's one request, no captcha, no mail)
 * and reloads, as a real sign-in does (SPEC §4): the same state `registerHere` ends in.
 */
export async function signInHere(page: Page, signIn: (page: Page) => Promise<SignedInPlayer>): Promise<SignedInPlayer> {
  const player = await signIn(page);
  await page.reload();
  await openAccount(page);
  await expect(card(page).getByTestId("user-name")).toHaveText("N.N.");
  return player;
}

/** Registers on the page that is open, through the real captcha and code mail; the login reloads the page (SPEC §4). */
export async function registerHere(page: Page, email: string, password: string): Promise<void> {
  await openAccount(page);
  const c = card(page);
  await c.getByLabel("E-Mail-Adresse").fill(email);
  await c.getByLabel("Ich bin neu hier oder möchte mein Passwort ändern").check();
  await c.getByLabel("Neues Passwort").fill(password);
  await expect(c.getByRole("img", { name: "Bild mit dem Sicherheitscode" })).toBeVisible();
  await c.getByLabel("Sicherheitscode", { exact: true }).fill(await captchaAnswer(c, page.request));
  await c.getByRole("button", { name: "Code anfordern" }).click();
  await expect(c.getByRole("heading", { name: "Code eingeben" })).toBeVisible();
  const code = await codeFor(page.request, email);
  await c.getByLabel("Buchstabe 1 von 6").click();
  await page.keyboard.type(code.toLowerCase());
  await Promise.all([page.waitForEvent("load"), c.getByRole("button", { name: "Bestätigen" }).click()]);
  await openAccount(page);
  await expect(c.getByTestId("user-name")).toHaveText("N.N.");
}

/**
 * Waits until React has hydrated the page: it marks every element it adopts with a
 * `__reactFiber$` key and completes <body> last. A click before that lands on server markup
 * without handlers (scripts/checks/a11y/axe-all.ts waits the same way).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith("__reactFiber$")));
}

/** axe on the page as it is now: no violations, each listed with the elements it names. */
export async function noAxeViolations(page: Page): Promise<void> {
  expect(await violationLines(page)).toEqual([]);
}

/**
 * The two presses of the same digit that enter it (SPEC §4's two-step entry). One `type` call sends
 * both key presses back to back, as a player's quick double press: two separate `press` calls are
 * two round trips to the browser, which on a busy two-core machine could take longer than speed
 * mode's half second, and the second press would then start the entry anew.
 */
export async function typeDigit(page: Page, digit: number | string): Promise<void> {
  await page.keyboard.type(`${digit}${digit}`);
}
