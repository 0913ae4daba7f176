import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { noAxeViolations, uniqueEmail } from "./helpers.ts";

// The contact form as a visitor uses it, with and without JavaScript, and the operator's mail in
// the local outbox (/dev/outbox: MailChannels' place in development), replying to the visitor.

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
}

async function mailFrom(page: Page, email: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const { messages } = (await (await page.request.get("/dev/outbox.json")).json()) as { messages: OutboxMessage[] };
    found = messages.find((m) => m.replyTo === email);
    expect(found).toBeDefined();
  }).toPass({ timeout: 5000 });
  return found!;
}

async function fill(page: Page, fields: { name: string; email: string; subject: string; message: string }) {
  await page.getByLabel("Wie heißt du?").fill(fields.name);
  await page.getByLabel("Wie ist deine E-Mail-Adresse?").fill(fields.email);
  await page.getByLabel("Was möchtest du uns sagen?").fill(fields.subject);
  await page.getByLabel("Was genau ist dein Anliegen?").fill(fields.message);
}

test.describe("contact form", () => {
  test("with JavaScript: field messages while typing, then sent, and the mail is in the outbox", async ({ page }) => {
    const email = uniqueEmail("contact-js");
    await page.goto("/de/kontakt");
    await noAxeViolations(page);
    // Hydrated: Conform validates on blur without a round trip.
    await expect(async () => {
      await page.getByLabel("Wie ist deine E-Mail-Adresse?").fill("nicht-gültig");
      await page.getByLabel("Wie heißt du?").focus();
      await expect(page.getByText("Die E-Mail-Adresse ist ungültig.")).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await fill(page, {
      name: "Jana Beispiel",
      email,
      subject: "Frage zum Tagesrätsel",
      message: "Wann wird die Verlosung im Dezember gezogen?",
    });
    await expect(page.getByText("Die E-Mail-Adresse ist ungültig.")).toHaveCount(0);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByTestId("contact-sent")).toHaveText(
      `Vielen Dank für deine Nachricht! Sie ist bei uns angekommen. Wir antworten dir so bald wie möglich an ${email}.`,
    );
    const mail = await mailFrom(page, email);
    expect(mail.to).toBe("kontakt@sudoku-oase.de");
    expect(mail.subject).toBe("Kontaktformular: Frage zum Tagesrätsel");
    expect(mail.text).toContain("Wann wird die Verlosung im Dezember gezogen?");
  });

  test("without JavaScript: an empty form comes back with messages, a full one is sent", async ({ browser, siteClock }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-DE" });
    await siteClock.applyTo(context);
    const page = await context.newPage();
    const email = uniqueEmail("contact-nojs");
    await page.goto("/de/kontakt");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText("Die Eingabe ist erforderlich.")).toHaveCount(4);
    await fill(page, {
      name: "Olaf Ohne-Skript",
      email,
      subject: "Fehler im Druckbogen",
      message: "Auf Seite 2 fehlen die dicken Linien.",
    });
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByTestId("contact-sent")).toContainText(email);
    const mail = await mailFrom(page, email);
    expect(mail.subject).toBe("Kontaktformular: Fehler im Druckbogen");
    await context.close();
  });

  test("in English, with the English prompts and success message", async ({ page }) => {
    const email = uniqueEmail("contact-en");
    await page.goto("/en/contact");
    await page.getByLabel("What is your name?").fill("Sam Example");
    await page.getByLabel("What is your e-mail address?").fill(email);
    await page.getByLabel("What would you like to tell us?").fill("Dark mode");
    await page.getByLabel("What exactly is your request?").fill("The night sky is lovely. Thank you!");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-sent")).toHaveText(
      `Thank you for your message! It has reached us. We will reply to ${email} as soon as we can.`,
    );
    expect((await mailFrom(page, email)).subject).toBe("Kontaktformular: Dark mode");
  });
});
