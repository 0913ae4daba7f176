// Makes the picture of the 2021.2 release page: the sidebar's login card with "Ich bin neu hier
// oder möchte mein Passwort ändern" ticked, as the site shows it today (light theme, German).
//
//   node scripts/content/screenshot-login-card.ts http://localhost:8787
//
// Writes public/images/releases/2021-2-new-password.png. Run it against `npm start` (or the e2e
// server) after the login card changes, so the picture stays true to the site.

import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:8787";
const OUT = "public/images/releases/2021-2-new-password.png";
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const context = await browser.newContext({ locale: "de-DE", viewport: { width: 1280, height: 1100 }, colorScheme: "light" });
  // Light theme whatever the hour (the theme follows the time of day by default).
  await context.addCookies([{ name: "darkMode", value: "false", url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/de/kontakt`);
  const card = page.locator("aside.sidebar");
  const tab = card.getByRole("tab", { name: "Konto" });
  for (let i = 0; i < 30 && (await tab.getAttribute("aria-selected")) !== "true"; i++) {
    await tab.click();
    await page.waitForTimeout(200);
  }
  await card.getByLabel("Ich bin neu hier oder möchte mein Passwort ändern").check();
  await card.locator(".captcha-image img").waitFor();
  await page.waitForTimeout(300);
  const form = card.locator(".login-card").first();
  await form.screenshot({ path: OUT });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
}
