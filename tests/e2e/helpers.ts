import { expect, type APIRequestContext, type Page } from "@playwright/test";

// Shared steps of the journeys that need an account. Captcha answers and login codes come from
// the development inspectors (/dev/captchas.json, /dev/outbox.json): the real checks run.

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter++;
  return `${tag}-${Date.now()}-${counter}@example.org`;
}

export async function captchaAnswer(request: APIRequestContext): Promise<string> {
  const { captchas } = (await (await request.get("/dev/captchas.json")).json()) as { captchas: { answer: string }[] };
  return captchas[0]!.answer;
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

export async function openAccount(page: Page): Promise<void> {
  // A click before hydration has no handler yet: repeat until the tab is really selected.
  const tab = card(page).getByRole("tab", { name: "Konto" });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}
