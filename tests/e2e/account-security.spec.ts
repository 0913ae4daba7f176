import { violationLines } from "../../scripts/checks/a11y/axe-run.ts";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { card, logOutHome, openAccount, ownAddress, registerHere, uniqueEmail } from "./helpers.ts";

// Logout that tells the truth, the device list and deleting the account, in the browser against
// the local production build.

async function register(page: Page, email: string, password: string) {
  await page.goto("/de/faq");
  await registerHere(page, email, password);
}

test.use(ownAddress(1));

test.describe("account security", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a logout that cannot reach the server says the player is still signed in", async ({ page }) => {
    await register(page, uniqueEmail("offline"), "Sudoku-2025!");
    await page.route("**/de/authentifizierung", (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await card(page).getByRole("button", { name: "Abmelden" }).click();
    await expect(page.getByTestId("alert-sheet")).toContainText("Du bist noch angemeldet");
    await expect(page.getByTestId("alert-sheet")).toContainText("Die Abmeldung hat den Server nicht erreicht.");
    await page.getByTestId("alert-sheet").getByRole("button", { name: "Schließen" }).click();
    await expect(card(page).getByTestId("user-name")).toHaveText("N.N.");

    await page.unroute("**/de/authentifizierung");
    await logOutHome(page);
    await openAccount(page);
    await expect(card(page).getByLabel("E-Mail-Adresse")).toBeVisible();
  });

  test("the profile lists this device; deleting the account takes the code from the e-mail", async ({ page }) => {
    const email = uniqueEmail("loeschen");
    await register(page, email, "Sudoku-2025!");
    await page.goto("/de/profil");
    const devices = page.getByTestId("devices");
    await expect(devices).toContainText("Chrome auf Windows (dieses Gerät)");
    for (const theme of ["false", "true"]) {
      await page.context().addCookies([{ name: "darkMode", value: theme, url: page.url() }]);
      await page.reload();
      expect(await violationLines(page)).toEqual([]);
    }

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Meine Daten herunterladen" }).click();
    expect((await download).suggestedFilename()).toMatch(/^sudoku-oase-\d{4}-\d{2}-\d{2}\.json$/);

    await page.getByRole("button", { name: "Code zum Löschen anfordern" }).click();
    await expect(page.locator("#delete-message")).toContainText("Wir haben dir einen Code mit 6 Buchstaben per E-Mail geschickt.");
    await page.getByLabel("Code aus der E-Mail").fill("zzzzzz");
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page.locator("#delete-message")).toContainText("Der Code stimmt nicht.");
    const code = await codeForDeletion(page, email);
    await page.getByLabel("Code aus der E-Mail").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page.getByText("Dein Konto und alle dazugehörigen Daten sind gelöscht.")).toBeVisible();

    await page.goto("/de/faq");
    await openAccount(page);
    await card(page).getByLabel("E-Mail-Adresse").fill(email);
    await card(page).getByLabel("Passwort", { exact: true }).fill("Sudoku-2025!");
    await card(page).getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByTestId("alert-sheet")).toContainText("fehlerhaft");
  });
});

/** The newest mail to `email` is the deletion code (the sign-in code came first). */
async function codeForDeletion(page: Page, email: string): Promise<string> {
  const { messages } = (await (await page.request.get("/dev/outbox.json")).json()) as {
    messages: { to: string; subject: string; text: string }[];
  };
  const mail = messages.find((m) => m.to === email && m.subject.startsWith("Dein Code zum Löschen"));
  if (!mail) throw new Error(`no deletion mail for ${email}`);
  return /^\s{4}([A-Z]{6})$/m.exec(mail.text)![1]!;
}
