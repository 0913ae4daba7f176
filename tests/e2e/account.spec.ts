import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { captchaAnswer, card, codeFor, logOutHome, openAccount, ownAddress, uniqueEmail } from "./helpers.ts";

// The real flows against the local production build: captcha answers and code e-mails come
// from the development inspectors (/dev/captchas.json, /dev/outbox.json), nothing is faked.

const PNG_1PX = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

async function requestCode(page: Page, email: string, password: string) {
  const c = card(page);
  await c.getByLabel("E-Mail-Adresse").fill(email);
  await c.getByLabel("Ich bin neu hier oder möchte mein Passwort ändern").check();
  await c.getByLabel("Neues Passwort").fill(password);
  await expect(c.getByRole("img", { name: "Bild mit dem Sicherheitscode" })).toBeVisible();
  await c.getByLabel("Sicherheitscode", { exact: true }).fill(await captchaAnswer(c, page.request));
  await c.getByRole("button", { name: "Code anfordern" }).click();
  await expect(c.getByRole("heading", { name: "Code eingeben" })).toBeVisible();
}

async function typeCode(page: Page, code: string) {
  await card(page).getByLabel("Buchstabe 1 von 6").click();
  await page.keyboard.type(code.toLowerCase());
}

async function register(page: Page, email: string, password: string) {
  await page.goto("/de/faq");
  await openAccount(page);
  await requestCode(page, email, password);
  await typeCode(page, await codeFor(page.request, email));
  await confirmAndReload(page);
  await openAccount(page);
  await expect(card(page).getByTestId("user-name")).toHaveText("N.N.");
}

/** A new session reloads the page (SPEC §4); wait for that before looking at the card again. */
async function confirmAndReload(page: Page, button = "Bestätigen") {
  await Promise.all([page.waitForEvent("load"), card(page).getByRole("button", { name: button }).click()]);
}

test.use(ownAddress(2));

test.describe("accounts", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("register with captcha and e-mail code, log out, log in with the password", async ({ page }) => {
    const email = uniqueEmail("neu");
    await register(page, email, "Sudoku-2025");
    // The session is a cookie: it survives a reload.
    await page.reload();
    await openAccount(page);
    await expect(card(page).getByTestId("user-name")).toHaveText("N.N.");
    await logOutHome(page);
    await openAccount(page);
    await expect(card(page).getByLabel("E-Mail-Adresse")).toBeVisible();
    await card(page).getByLabel("E-Mail-Adresse").fill(email.toUpperCase());
    await card(page).getByLabel("Passwort", { exact: true }).fill("Sudoku-2025");
    await confirmAndReload(page, "Anmelden");
    await openAccount(page);
    await expect(card(page).getByTestId("user-name")).toHaveText("N.N.");
  });

  test("a wrong password shows the alert and refocuses the password field", async ({ page }) => {
    await page.goto("/de/faq");
    await openAccount(page);
    await card(page).getByLabel("E-Mail-Adresse").fill(uniqueEmail("niemand"));
    await card(page).getByLabel("Passwort", { exact: true }).fill("Falsch-123");
    await card(page).getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByTestId("alert-sheet")).toContainText(
      "Die von dir eingetragene E-Mail-Adresse oder das Passwort ist fehlerhaft.",
    );
    await expect(card(page).getByLabel("Passwort", { exact: true })).toBeFocused();
  });

  test("client-side validation shows the SPEC §5 messages", async ({ page }) => {
    await page.goto("/de/faq");
    await openAccount(page);
    await card(page).getByRole("button", { name: "Anmelden" }).click();
    await expect(card(page).getByText("Die Eingabe ist erforderlich.")).toHaveCount(2);
    await card(page).getByLabel("E-Mail-Adresse").fill("keine-adresse");
    await card(page).getByLabel("E-Mail-Adresse").blur();
    await expect(card(page).getByText("Die E-Mail-Adresse ist ungültig.")).toBeVisible();
    await card(page).getByLabel("Ich bin neu hier oder möchte mein Passwort ändern").check();
    await card(page).getByLabel("Neues Passwort").fill("kurz");
    await card(page).getByLabel("Neues Passwort").blur();
    await expect(card(page).getByText("Das Passwort muss mindestens 8 Zeichen lang sein.")).toBeVisible();
  });

  test("change the password with a new code; a wrong code clears the boxes", async ({ page }) => {
    const email = uniqueEmail("wechsel");
    await register(page, email, "Sudoku-2025");
    await logOutHome(page);
    await openAccount(page);
    await requestCode(page, email, "Neues-Pass1");
    const code = await codeFor(page.request, email);
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    await typeCode(page, wrong);
    await card(page).getByRole("button", { name: "Bestätigen" }).click();
    await expect(page.getByTestId("alert-sheet")).toContainText("Die Prüfung der PIN ist fehlgeschlagen.");
    await expect(card(page).getByLabel("Buchstabe 1 von 6")).toHaveValue("");
    await expect(card(page).getByLabel("Buchstabe 1 von 6")).toBeFocused();
    await page.getByTestId("alert-sheet").getByRole("button", { name: "Schließen" }).click();
    await typeCode(page, code);
    await confirmAndReload(page);
    await openAccount(page);
    await expect(card(page).getByTestId("user-name")).toBeVisible();
    await logOutHome(page);
    await openAccount(page);
    await card(page).getByLabel("E-Mail-Adresse").fill(email);
    await card(page).getByLabel("Passwort", { exact: true }).fill("Sudoku-2025");
    await card(page).getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByTestId("alert-sheet")).toContainText("fehlerhaft");
    await card(page).getByLabel("Passwort", { exact: true }).fill("Neues-Pass1");
    await confirmAndReload(page, "Anmelden");
    await openAccount(page);
    await expect(card(page).getByTestId("user-name")).toBeVisible();
  });

  test("paste a code: only exactly six allowed letters are taken; other e-mail returns to page 1", async ({ page }) => {
    const email = uniqueEmail("paste");
    await page.goto("/de/faq");
    await openAccount(page);
    await requestCode(page, email, "Sudoku-2025");
    const first = card(page).getByLabel("Buchstabe 1 von 6");
    await expect(card(page).getByRole("button", { name: "Bestätigen" })).toHaveCount(0);
    const paste = (text: string) =>
      first.evaluate((el, t) => {
        const data = new DataTransfer();
        data.setData("text", t);
        el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);
    await paste("AB12");
    await expect(first).toHaveValue("");
    const code = await codeFor(page.request, email);
    await paste(` ${code.toLowerCase().split("").join(" ")} `);
    for (let i = 0; i < 6; i++) await expect(card(page).getByLabel(`Buchstabe ${i + 1} von 6`)).toHaveValue(code[i]!);
    await expect(card(page).getByRole("button", { name: "Bestätigen" })).toBeVisible();
    await card(page).getByRole("button", { name: "Andere E-Mail-Adresse" }).click();
    await expect(card(page).getByLabel("E-Mail-Adresse")).toBeVisible();
  });

  test("edit the profile with an avatar", async ({ page }) => {
    await register(page, uniqueEmail("profil"), "Sudoku-2025");
    await page.goto("/de/profil");
    await page.getByLabel("Name").fill("Anna");
    await page.getByLabel("Info").fill("Löst am liebsten vier Sterne.");
    await page.getByLabel("Bild (PNG, JPEG oder WebP)").setInputFiles({ name: "anna.png", mimeType: "image/png", buffer: PNG_1PX });
    await expect(page.locator(".profile-form img.avatar")).toBeVisible();
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Dein Profil wurde gespeichert." })).toBeVisible();
    await openAccount(page);
    await expect(card(page).getByTestId("user-name")).toHaveText("Anna");
    await expect(card(page).getByText("Löst am liebsten vier Sterne.")).toBeVisible();
    // The image the browser resized (WebP or JPEG), by its versioned address rather than inside the document.
    const avatar = card(page).getByRole("img", { name: "Profilbild" });
    await expect(avatar).toHaveAttribute("src", /^\/api\/profile\/avatar\/[0-9a-f]{16}$/);
    const image = await page.request.get((await avatar.getAttribute("src"))!);
    expect(image.headers()["content-type"]).toMatch(/^image\/(webp|jpeg)$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("the profile page asks anonymous visitors to sign in", async ({ page }) => {
    await page.goto("/de/profil");
    await expect(page.getByText("Du bist nicht angemeldet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute("href", "/de/authentifizierung");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in page works as plain HTML forms", async ({ page, request }) => {
    const email = uniqueEmail("ohnejs");
    await page.goto("/de/authentifizierung?neu=1");
    const form = page.locator(".auth-card");
    await form.getByLabel("E-Mail-Adresse").fill(email);
    await form.getByLabel("Neues Passwort").fill("Sudoku-2025");
    await form.getByLabel("Sicherheitscode", { exact: true }).fill(await captchaAnswer(form, request));
    await form.getByRole("button", { name: "Code anfordern" }).click();
    await expect(page).toHaveURL(/\/de\/authentifizierung$/);
    const code = await codeFor(request, email);
    for (let i = 0; i < 6; i++) await form.getByLabel(`Buchstabe ${i + 1} von 6`).fill(code[i]!);
    await form.getByRole("button", { name: "Bestätigen" }).click();
    await expect(page.getByText("Du bist angemeldet.")).toBeVisible();
    await form.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/de/authentifizierung");
    await form.getByLabel("E-Mail-Adresse").fill(email);
    await form.getByLabel("Passwort", { exact: true }).fill("falsch");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(form.getByText("Die von dir eingetragene E-Mail-Adresse oder das Passwort ist fehlerhaft.")).toBeVisible();
    await form.getByLabel("Passwort", { exact: true }).fill("Sudoku-2025");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("Du bist angemeldet.")).toBeVisible();
  });
});
