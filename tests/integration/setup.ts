import { applyD1Migrations, env } from "cloudflare:test";
import { beforeEach, vi } from "vitest";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Time is an input. The Worker reads the clock once per request (`new Date()` in workers/app.ts),
// and the tests share its isolate, so a faked Date is the site's clock. Each test file starts at
// SITE_NOW (an ordinary day, or each instant of `npm run test:dates`) and its clock runs on from
// there, never backwards: a test that sets instants of its own (vi.setSystemTime) keeps them, and
// one that goes back to real timers gets the site's clock again at the next test.
const machineNow = Date.now;
const fileStartedAt = machineNow();
const siteStart = Date.parse(env.SITE_NOW);
const siteClock = () => vi.useFakeTimers({ toFake: ["Date"], now: siteStart + (machineNow() - fileStartedAt), shouldAdvanceTime: true });
siteClock();
beforeEach(() => {
  if (!vi.isFakeTimers()) siteClock();
});
