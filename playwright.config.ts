import { defineConfig, devices } from "@playwright/test";

const PORT = process.env.E2E_PORT ?? "8788";

// Debian's Chromium, never a downloaded browser (no network for that here).
const chromium = {
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

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: ".test-reports/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium, locale: "de-DE" } }],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
