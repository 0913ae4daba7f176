import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM } from "./scripts/lib/chromium.ts";

const PORT = process.env.E2E_PORT ?? "8788";
// Tests tagged @sweep (every case of a harness, where the suite keeps a representative) run only
// when asked: `npm run proof` sets E2E_SWEEPS=1 and picks them with --grep @sweep.
const SWEEPS = Boolean(process.env.E2E_SWEEPS);

export default defineConfig({
  testDir: "tests/e2e",
  // Spec files run side by side on two workers, each file's tests in order. Files keep out of
  // each other's way: each signs in players of its own and has a client address of its own.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  grepInvert: SWEEPS ? undefined : /@sweep/,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: ".test-reports/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    launchOptions: CHROMIUM,
    // A trace only for a retried test (CI retries once). Recording one for every test, to keep it
    // on failure, cost a fifth of the suite's processor time (44 s against 35 s for saves, board
    // and csp). For a trace of a failure here: npx playwright test --trace retain-on-failure.
    trace: "on-first-retry",
    // The service worker (app/pwa/sw.ts) answers a page's requests itself, past the routes a spec
    // sets on the page, and fills its caches in the background: the specs about offline play
    // (offline.spec.ts) let it in, the rest see the pages' own requests.
    serviceWorkers: "block",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM, locale: "de-DE" } }],
  webServer: {
    command: "node scripts/local/e2e-server.ts",
    url: `http://localhost:${PORT}/robots.txt`,
    // `npm run test:dates` starts one server for all its runs (E2E_REUSE_SERVER=1).
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
