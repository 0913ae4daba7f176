// The server Playwright tests run against: the production build served by wrangler on its own
// port, with a throw-away local D1/KV (.wrangler/e2e-state), migrated and seeded with a small
// catalogue from the real generator.
import { rmSync } from "node:fs";
import { ensureCatalogue, ensureDailyPool } from "./catalogue.ts";
import { applyMigrations } from "../lib/local-db.ts";
import { run } from "../lib/run.ts";
import { startStandInServer } from "./paypal/server.ts";
import { startAdStandInServer } from "./ads/server.ts";

export const E2E_PORT = process.env.E2E_PORT ?? "8788";
// One state directory per port, so two runs side by side never wipe each other's database.
const persistTo = `.wrangler/e2e-state-${E2E_PORT}`;
const perLevel = Number(process.env.E2E_PER_LEVEL ?? 40);

rmSync(persistTo, { recursive: true, force: true });
await applyMigrations({ persistTo });
await ensureCatalogue(perLevel, { persistTo, seed: 7 });
await ensureDailyPool(Number(process.env.E2E_DAILY_PER_LEVEL ?? 10), { persistTo, seed: 8 });
// A PayPal stand-in of this run's own (port 0: any free one), so a developer's `npm start` keeps its own.
const paypal = await startStandInServer({
  port: 0,
  webhookUrl: `http://localhost:${E2E_PORT}/api/paypal/webhook`,
  // Anything the site sends that PayPal would not take (the OpenAPI contract included) shows in the log.
  printProblems: true,
});
// The ad and consent stand-in, on a port of its own. Its consent platform answers "absent" (no
// CMP) unless a test sets the `cmp-standin` cookie: pages show no consent dialog and no ads
// except in the tests about them (tests/e2e/ads.spec.ts).
const ads = await startAdStandInServer({ port: 0 });
await run("wrangler", [
  "dev",
  "--port",
  E2E_PORT,
  "--persist-to",
  persistTo,
  "--show-interactive-dev-session=false",
  "--var",
  `PAYPAL_API_BASE:${paypal.url}`,
  "--var",
  `ADS_STANDIN_ORIGIN:${ads.url}`,
  "--var",
  "CMP_STANDIN_DEFAULT:absent",
]).finally(() => Promise.all([paypal.close(), ads.close()]));
