// Debian's Chromium, never a downloaded browser (no network for that here), with the flags every
// browser the tests and checks start gets: the e2e suite (playwright.config.ts) and the axe check.
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
