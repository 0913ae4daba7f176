// The end-to-end suite's `test`: Playwright's, with the site's clock set for every test and a
// player who is signed in without the captcha and the mailed code. Every spec imports `test` and
// `expect` from here, never from @playwright/test (lint keeps it so).
//
// Time is an input. Each test starts at one instant, the same in the browser (its wall clock, set
// on the context for every page: see shiftDate) and on the server (the development `dev-clock`
// cookie in its running form, see app/lib/security/dev-only.server.ts), and from there both clocks
// run on together. The instant is, in this order: what the test names (`test.use({ siteNow })`),
// what the run names (`SITE_NOW`, set by `npm run test:dates` for each instant of its matrix), or
// an ordinary day (tests/lib/site-now.ts). So a test never depends on the day the suite runs.
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { berlinDate } from "../../app/lib/dates/berlin-time.ts";
import { DEV_CLOCK_COOKIE } from "../../app/lib/security/dev-only.server.ts";
import { siteNowFrom } from "../lib/site-now.ts";

/** The site's clock of one test: where it started and where it is now, on the server and in the browser. */
export interface SiteClock {
  readonly start: Date;
  /** The site's instant now (the test's start plus the time that has passed since). */
  now(): Date;
  /** The Berlin date now. */
  today(): string;
  /** Every Berlin date the site's clock has shown from `since` until now: one, or two across a midnight. */
  daysSince(since: Date): string[];
  /**
   * What a text must match when it depends on the Berlin date and the clock may have crossed a
   * midnight since `since`: the text for each such day, as one pattern.
   */
  oneOf(since: Date, text: (day: string) => string): RegExp;
  /** Sets the same clock on a context the test made itself (browser.newContext()). */
  applyTo(context: BrowserContext): Promise<void>;
  /** The server's half: the `dev-clock` cookie's value in its running form. */
  cookieValue(): string;
}

function siteClockAt(instant: string, origin: string): SiteClock {
  const start = new Date(instant);
  if (Number.isNaN(start.getTime())) throw new Error(`not an instant: ${instant}`);
  const anchor = Date.now();
  const now = () => new Date(start.getTime() + (Date.now() - anchor));
  // The running form: it was `start` when the machine's clock read `anchor`.
  const cookieValue = () => `${start.toISOString()}@${anchor}`;
  const daysSince = (since: Date) => [...new Set([berlinDate(since), berlinDate(now())])];
  return {
    start,
    now,
    today: () => berlinDate(now()),
    daysSince,
    oneOf(since, text) {
      return new RegExp(
        daysSince(since)
          .map((day) => escapeRegExp(text(day)))
          .join("|"),
      );
    },
    async applyTo(context) {
      await context.addInitScript(shiftDate, start.getTime() - anchor);
      await context.addCookies([{ name: DEV_CLOCK_COOKIE, value: cookieValue(), url: origin }]);
    },
    cookieValue,
  };
}

/**
 * Runs in the page before its own scripts: the wall clock (`Date`, `Date.now()`) shows the site's
 * time, the machine's plus `offset`; timers, animation frames and `performance.now()` stay real.
 * Playwright's `clock.install()` fakes those too, and a page whose work yields through timers
 * (the hint search of an imported puzzle: minutes instead of seconds) or measures a double press
 * in real time no longer behaves as a player's.
 */
function shiftDate(offset: number) {
  const RealDate = Date;
  const shiftedNow = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget),
    apply: () => new RealDate(shiftedNow()).toString(),
    get: (target, key, receiver) => (key === "now" ? shiftedNow : Reflect.get(target, key, receiver)),
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface SignedInPlayer {
  email: string;
  password: string;
  userId: number;
}

interface Fixtures {
  /** The instant the test starts at (ISO 8601); see the top of this file. */
  siteNow: string;
  siteClock: SiteClock;
  /**
   * Signs a new player in on this page's context in one request (development only, /dev/session):
   * for the journeys that are not about signing in. The account specs sign up for real.
   */
  signIn: (page: Page, tag?: string) => Promise<SignedInPlayer>;
}

let players = 0;

export const test = base.extend<Fixtures>({
  siteNow: [siteNowFrom(process.env.SITE_NOW), { option: true }],
  siteClock: async ({ siteNow, baseURL }, provide) => {
    await provide(siteClockAt(siteNow, baseURL!));
  },
  context: async ({ context, siteClock }, provide) => {
    await siteClock.applyTo(context);
    await provide(context);
  },
  // The stand-alone request context carries the same clock as the pages.
  request: async ({ playwright, baseURL, extraHTTPHeaders, siteClock }, provide) => {
    const request: APIRequestContext = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders,
      storageState: {
        origins: [],
        cookies: [
          {
            name: DEV_CLOCK_COOKIE,
            value: siteClock.cookieValue(),
            domain: new URL(baseURL!).hostname,
            path: "/",
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: "Lax",
          },
        ],
      },
    });
    await provide(request);
    await request.dispose();
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
  signIn: async ({}, provide, testInfo) => {
    await provide(async (page, tag = "player") => {
      players++;
      const email = `${tag}-${testInfo.workerIndex}-${Date.now()}-${players}@example.org`;
      const password = "Fixture-Spieler-1";
      const res = await page.request.post("/dev/session", { form: { email, password } });
      expect(res.status(), await res.text()).toBe(200);
      const { userId } = (await res.json()) as { userId: number };
      return { email, password, userId };
    });
  },
});

export { expect };
