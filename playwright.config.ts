import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM } from "./scripts/lib/chromium.ts";

const PORT = process.env.E2E_PORT ?? "8788";

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
    launchOptions: CHROMIUM,
    trace: "retain-on-failure",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM, locale: "de-DE" } }],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
