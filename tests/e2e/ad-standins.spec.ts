import { test as base, expect, type Page } from "@playwright/test";
import { type AdStandInServer, startAdStandInServer } from "../../scripts/local/ads/server.ts";
import { noAxeViolations } from "./helpers.ts";

// The advertising stand-ins (scripts/local/ads) in Chromium, on their own harness page: the TCF v2.2
// CMP modelled on Google's, and AdSense, GPT and an external ad script, each loaded by the harness
// only after consent. The harness runs under the site's kind of CSP (scripts by nonce and
// 'strict-dynamic', styles by nonce, no style attributes) and is opened as http://localhost:port
// while the scripts and frames come from http://127.0.0.1:port: cross-origin, as on the site.
// Every test ends with no CSP violation. `npm test` runs one test of each stand-in; the ones tagged
// @sweep run in `npm run proof` (E2E_SWEEPS=1, see playwright.config.ts).

interface TcData {
  tcString: string;
  tcfPolicyVersion: number;
  cmpId: number;
  cmpVersion: number;
  gdprApplies: boolean;
  eventStatus: string;
  cmpStatus: string;
  listenerId?: number;
  isServiceSpecific: boolean;
  useNonStandardTexts: boolean;
  publisherCC: string;
  purposeOneTreatment: boolean;
  purpose: { consents: Record<string, boolean>; legitimateInterests: Record<string, boolean> };
  vendor: { consents: Record<string, boolean>; legitimateInterests: Record<string, boolean> };
  specialFeatureOptins: Record<string, boolean>;
  publisher: Record<string, unknown>;
}

type TcfCallback = (value: unknown, success?: boolean) => void;

interface GptSlot {
  addService(service: unknown): GptSlot;
  getSlotElementId(): string;
  getAdUnitPath(): string;
}

interface PubAds {
  enableSingleRequest(): boolean;
  collapseEmptyDivs(): boolean;
  disableInitialLoad(): void;
  setPrivacySettings(settings: { nonPersonalizedAds?: boolean; limitedAds?: boolean; restrictDataProcessing?: boolean }): PubAds;
  refresh(slots?: GptSlot[]): void;
  getSlots(): GptSlot[];
  addEventListener(type: string, fn: (event: { slot: GptSlot; isEmpty: boolean; size: number[] }) => void): PubAds;
  standInSettings(): { singleRequest: boolean; collapseEmpty: boolean; initialLoadDisabled: boolean };
}

interface StandInWindow {
  __tcfapi?: (command: unknown, version: unknown, callback: TcfCallback, parameter?: unknown) => void;
  googlefc?: { callbackQueue: { push(...entries: unknown[]): number }; showRevocationMessage(): void };
  harness: { cmp: string; events: TcData[]; violations: string[]; npa: number | null; scriptsLoaded: number; scriptErrors: number };
  adsbygoogle: { push(params: object): void; requestNonPersonalizedAds?: number; pauseAdRequests?: number; loaded?: boolean };
  googletag: {
    cmd: { push(...fns: (() => void)[]): number };
    apiReady?: boolean;
    pubadsReady?: boolean;
    pubads(): PubAds;
    defineSlot(path: string, size: unknown, divId: string): GptSlot | null;
    enableServices(): void;
    display(target: string | GptSlot): void;
    destroySlots(slots?: GptSlot[]): boolean;
  };
  externalAd?: { refresh(): boolean };
  calls: string[];
}

interface ConsoleLine {
  type: string;
  text: string;
}

const test = base.extend<{ logs: ConsoleLine[]; noCspViolations: void }>({
  logs: async ({ page }, provide) => {
    const lines: ConsoleLine[] = [];
    page.on("console", (message) => lines.push({ type: message.type(), text: message.text() }));
    page.on("pageerror", (error) => lines.push({ type: "pageerror", text: error.message }));
    await provide(lines);
  },
  noCspViolations: [
    async ({ page, logs }, run) => {
      await run();
      expect(logs.filter((line) => /Content Security Policy/i.test(line.text))).toEqual([]);
      if (page.url().includes("/__standin/harness"))
        expect(await page.evaluate(() => (window as unknown as StandInWindow).harness.violations)).toEqual([]);
    },
    { auto: true },
  ],
});

let ads: AdStandInServer;
let harnessOrigin: string;

test.beforeAll(async () => {
  ads = await startAdStandInServer({ port: 0 });
  harnessOrigin = ads.url.replace("127.0.0.1", "localhost");
});

test.afterAll(async () => {
  await ads.close();
});

test.beforeEach(async () => {
  await fetch(`${ads.url}/__standin/reset`, { method: "POST" });
});

async function openHarness(page: Page, query: Record<string, string>): Promise<void> {
  await page.goto(`${harnessOrigin}/__standin/harness?${new URLSearchParams(query)}`);
}

/** One __tcfapi call in the page (version 2 unless given, even as undefined): what the callback got. */
function tcfapi(
  page: Page,
  command: unknown,
  ...rest: [version?: unknown, parameter?: unknown]
): Promise<{ value: unknown; success?: boolean }> {
  const [version, parameter] = rest.length === 0 ? [2] : rest;
  return page.evaluate(
    ([c, v, p]) =>
      new Promise<{ value: unknown; success?: boolean }>((resolve) =>
        (window as unknown as StandInWindow).__tcfapi!(c, v, (value, success) => resolve({ value, success }), p),
      ),
    [command, version, parameter] as const,
  );
}

async function tcData(page: Page): Promise<TcData> {
  const { value, success } = await tcfapi(page, "getTCData");
  expect(success).toBe(true);
  return value as TcData;
}

const harnessEvents = (page: Page) => page.evaluate(() => (window as unknown as StandInWindow).harness.events);
const errors = (logs: ConsoleLine[]) => logs.filter((line) => line.type === "error" || line.type === "pageerror").map((line) => line.text);
const requested = (path: string) => ads.requests().filter((entry) => entry.path === path);
const frameRequests = (provider: string) => requested("/frame").filter((entry) => entry.query.provider === provider);

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const purposes = (granted: number[]) => Object.fromEntries(ALL.map((p) => [String(p), granted.includes(p)]));

/** The ad's iframe sits exactly on its slot, and the creative inside is exactly that size. */
async function expectFrameFills(page: Page, slotSelector: string, width: number, height: number, label: string): Promise<void> {
  const slot = page.locator(slotSelector);
  const frame = slot.locator("iframe");
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute("width", String(width));
  await expect(frame).toHaveAttribute("height", String(height));
  await expect(frame).toHaveAttribute("frameborder", "0");
  await expect(frame).toHaveAttribute("title", "Anzeige");
  const creative = page.frameLocator(`${slotSelector} iframe`).locator(".ad");
  await expect(creative).toHaveText(label);
  const [slotBox, frameBox, creativeBox] = await Promise.all([slot.boundingBox(), frame.boundingBox(), creative.boundingBox()]);
  expect(slotBox).toMatchObject({ width, height });
  expect(frameBox).toEqual(slotBox);
  expect(creativeBox).toEqual(slotBox);
}

test.describe("CMP stand-in: TCF v2.2 API", () => {
  const FORCED: [string, { tcString: string; purposes: Record<string, boolean>; vendor755: boolean }][] = [
    ["consent", { tcString: "CP-standin-consent", purposes: purposes(ALL), vendor755: true }],
    ["no-consent", { tcString: "CP-standin-no-consent", purposes: purposes([]), vendor755: false }],
    ["targeting-refused", { tcString: "CP-standin-targeting-refused", purposes: purposes([1, 2, 7, 9, 10]), vendor755: true }],
  ];

  for (const [mode, want] of FORCED) {
    test(`mode ${mode}: the TC data, with no banner`, async ({ page }) => {
      await openHarness(page, { cmpDefault: mode });
      const data = await tcData(page);
      expect(data).toMatchObject({
        tcString: want.tcString,
        tcfPolicyVersion: 4,
        cmpId: 300,
        cmpVersion: 1,
        gdprApplies: true,
        eventStatus: "tcloaded",
        cmpStatus: "loaded",
        isServiceSpecific: true,
        useNonStandardTexts: false,
        publisherCC: "DE",
        purposeOneTreatment: false,
        specialFeatureOptins: {},
        publisher: { consents: {}, legitimateInterests: {}, customPurpose: { consents: {}, legitimateInterests: {} }, restrictions: {} },
      });
      expect(data.tcString).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(data.listenerId).toBeUndefined();
      expect(data.purpose).toEqual({ consents: want.purposes, legitimateInterests: {} });
      expect(data.vendor).toEqual({ consents: { 755: want.vendor755 }, legitimateInterests: {} });
      // The harness's listener heard the same at once.
      const events = await harnessEvents(page);
      expect(events).toHaveLength(1);
      expect(events[0]).toEqual({ ...data, listenerId: events[0]!.listenerId });
      expect(events[0]!.listenerId).toEqual(expect.any(Number));
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  }

  test("mode outside-gdpr: the TC data holds only the CMP API's four fields, with no banner, and the harness loads ads", async ({
    page,
  }) => {
    await openHarness(page, { cmpDefault: "outside-gdpr", provider: "adsense" });
    // CMP API v2.2, "TCData": no GDPR, then only gdprApplies, tcfPolicyVersion, cmpId and cmpVersion.
    const only = { gdprApplies: false, tcfPolicyVersion: 4, cmpId: 300, cmpVersion: 1 };
    expect(await tcData(page)).toEqual(only);
    expect((await tcfapi(page, "getTCData", 2, [755, 1])).value).toEqual(only);
    // The listener hears the same: no eventStatus, no listenerId.
    expect(await harnessEvents(page)).toEqual([only]);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("#ad-leaderboard iframe")).toHaveAttribute("src", /npa=0/);
  });

  test("the cookie cmp-standin overrides the script's default; an unknown value does not", { tag: "@sweep" }, async ({ page, context }) => {
    await context.addCookies([{ name: "cmp-standin", value: "targeting-refused", url: harnessOrigin }]);
    await openHarness(page, { cmpDefault: "consent" });
    expect((await tcData(page)).tcString).toBe("CP-standin-targeting-refused");
    await context.addCookies([{ name: "cmp-standin", value: "everything", url: harnessOrigin }]);
    await openHarness(page, { cmpDefault: "no-consent" });
    expect((await tcData(page)).tcString).toBe("CP-standin-no-consent");
  });

  test("ping: loaded, and whether the banner shows", async ({ page }) => {
    const common = { cmpLoaded: true, cmpStatus: "loaded", apiVersion: "2.2", cmpId: 300, cmpVersion: 1, tcfPolicyVersion: 4 };
    for (const [mode, gdprApplies, displayStatus] of [
      ["consent", true, "hidden"],
      ["ask", true, "visible"],
      ["outside-gdpr", false, "disabled"],
    ] as const) {
      await openHarness(page, { cmpDefault: mode });
      const { value, success } = await tcfapi(page, "ping");
      expect(success, mode).toBeUndefined();
      expect(value, mode).toEqual({ ...common, gdprApplies, displayStatus, gvlVersion: expect.any(Number) });
    }
  });

  test("another version than 2, an unknown command: callback(null, false)", { tag: "@sweep" }, async ({ page }) => {
    await openHarness(page, { cmpDefault: "consent" });
    for (const version of [1, 3, "2", undefined, null])
      expect(await tcfapi(page, "getTCData", version), String(version)).toEqual({ value: null, success: false });
    expect(await tcfapi(page, "ping", 1)).toEqual({ value: null, success: false });
    expect(await tcfapi(page, "getInAppTCData")).toEqual({ value: null, success: false });
    expect(await tcfapi(page, "hello")).toEqual({ value: null, success: false });
  });

  test("getTCData with vendor ids answers for those vendors", { tag: "@sweep" }, async ({ page }) => {
    await openHarness(page, { cmpDefault: "consent" });
    const { value } = await tcfapi(page, "getTCData", 2, [755, 1, 91]);
    expect((value as TcData).vendor.consents).toEqual({ 755: true, 1: false, 91: false });
  });

  test(
    "addEventListener and removeEventListener: ids, and only listeners still registered hear of a choice",
    { tag: "@sweep" },
    async ({ page }) => {
      await openHarness(page, { cmpDefault: "ask" });
      const result = await page.evaluate(() => {
        const w = window as unknown as StandInWindow;
        const heard: Record<string, string[]> = { a: [], b: [] };
        const ids: Record<string, number> = {};
        for (const name of ["a", "b"])
          w.__tcfapi!("addEventListener", 2, (data, success) => {
            const d = data as TcData;
            ids[name] = d.listenerId!;
            heard[name]!.push(`${d.eventStatus}:${String(success)}`);
          });
        const removed: unknown[] = [];
        w.__tcfapi!("removeEventListener", 2, (ok) => removed.push(ok), ids.a);
        w.__tcfapi!("removeEventListener", 2, (ok) => removed.push(ok), ids.a);
        w.__tcfapi!("removeEventListener", 2, (ok) => removed.push(ok), 9999);
        w.__tcfapi!("removeEventListener", 2, (ok) => removed.push(ok), "1");
        (document.querySelector('[data-choice="consent"]') as HTMLButtonElement).click();
        return { heard, ids, removed };
      });
      expect(result.ids.a).toEqual(expect.any(Number));
      expect(result.ids.b).toEqual(expect.any(Number));
      expect(result.ids.a).not.toBe(result.ids.b);
      expect(result.removed).toEqual([true, false, false, false]);
      expect(result.heard).toEqual({ a: ["cmpuishown:true"], b: ["cmpuishown:true", "useractioncomplete:true"] });
    },
  );

  test("calls queued in the stub (__tcfapi.a) before the CMP loaded are answered", { tag: "@sweep" }, async ({ page }) => {
    await openHarness(page, { cmpDefault: "consent", stub: "1", provider: "external" });
    await expect.poll(() => harnessEvents(page)).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as StandInWindow).harness.cmp)).toBe("stub");
    expect((await harnessEvents(page))[0]).toMatchObject({ eventStatus: "tcloaded", tcString: "CP-standin-consent" });
    await expect(page.locator("#external-ad iframe")).toHaveCount(1);
  });

  test("the postMessage form answers frames through the __tcfapiLocator frame", { tag: "@sweep" }, async ({ page }) => {
    await openHarness(page, { cmpDefault: "consent" });
    const answers = await page.evaluate(async () => {
      const locator = (window.frames as unknown as Record<string, Window | undefined>).__tcfapiLocator;
      const replies: unknown[] = [];
      const done = new Promise<void>((resolve) =>
        window.addEventListener("message", (event) => {
          const data: unknown = typeof event.data === "string" ? JSON.parse(event.data) : event.data;
          if (data && typeof data === "object" && "__tcfapiReturn" in data) replies.push(data);
          if (replies.length === 2) resolve();
        }),
      );
      window.postMessage({ __tcfapiCall: { command: "ping", version: 2, callId: "as-object" } }, "*");
      window.postMessage(JSON.stringify({ __tcfapiCall: { command: "getTCData", version: 2, callId: "as-text" } }), "*");
      await done;
      return { located: locator !== undefined, replies };
    });
    expect(answers.located).toBe(true);
    expect(answers.replies).toEqual([
      { __tcfapiReturn: { returnValue: expect.objectContaining({ cmpId: 300, displayStatus: "hidden" }), callId: "as-object" } },
      {
        __tcfapiReturn: {
          returnValue: expect.objectContaining({ tcString: "CP-standin-consent" }),
          success: true,
          callId: "as-text",
        },
      },
    ]);
  });

  test("mode absent: no __tcfapi, no googlefc, no banner, no ads", { tag: "@sweep" }, async ({ page, context }) => {
    await openHarness(page, { cmpDefault: "absent", provider: "adsense" });
    expect(await page.evaluate(() => [typeof (window as unknown as StandInWindow).__tcfapi, "googlefc" in window])).toEqual([
      "undefined",
      false,
    ]);
    expect(await page.evaluate(() => (window as unknown as StandInWindow).harness.cmp)).toBe("absent");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(requested("/i/pub-1234567890123456")).toHaveLength(1);
    // The cookie plays it too, over a default that would consent.
    await context.addCookies([{ name: "cmp-standin", value: "absent", url: harnessOrigin }]);
    await openHarness(page, { cmpDefault: "consent", provider: "adsense", stub: "1" });
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => (window as unknown as StandInWindow).harness.events)).toEqual([]);
    expect(await page.evaluate(() => "googlefc" in window)).toBe(false);
    expect(requested("/pagead/js/adsbygoogle.js")).toEqual([]);
  });
});

test.describe("CMP stand-in: the banner", () => {
  test("asks in German: a labelled, non-modal bottom banner that takes focus, stays on Escape, and no ads meanwhile", async ({ page }) => {
    await openHarness(page, { cmpDefault: "ask", provider: "adsense" });
    const dialog = page.getByRole("dialog", { name: "Ihre Privatsphäre" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "false");
    await expect(dialog).toContainText("Stand-in für Tests");
    await expect(dialog.getByRole("button")).toHaveText(["Alle akzeptieren", "Ablehnen", "Nur nicht personalisierte Anzeigen"]);
    await expect(dialog.getByRole("button", { name: "Alle akzeptieren" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    // A banner along the bottom edge, not a cover over the page.
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
    expect(box.width).toBe(viewport.width);
    expect(box.height).toBeLessThan(viewport.height / 2);
    expect(await dialog.evaluate((el) => getComputedStyle(el).zIndex)).toBe("2147483000");
    const data = await tcData(page);
    expect(data).toMatchObject({ eventStatus: "cmpuishown", gdprApplies: true, tcString: "" });
    expect(Object.values(data.purpose.consents).some(Boolean)).toBe(false);
    expect((await harnessEvents(page)).map((e) => e.eventStatus)).toEqual(["cmpuishown"]);
    expect(requested("/pagead/js/adsbygoogle.js")).toEqual([]);
    await noAxeViolations(page);
  });

  test("asks in English on an English page", { tag: "@sweep" }, async ({ page }) => {
    await openHarness(page, { cmpDefault: "ask", lang: "en" });
    const dialog = page.getByRole("dialog", { name: "Your privacy" });
    await expect(dialog.getByRole("button")).toHaveText(["Accept all", "Refuse", "Only non-personalised ads"]);
    await expect(dialog.getByRole("button", { name: "Accept all" })).toBeFocused();
    await noAxeViolations(page);
  });

  const CHOICES = [
    { button: "Alle akzeptieren", mode: "consent", granted: ALL, vendor: true, npa: "0" },
    { button: "Ablehnen", mode: "no-consent", granted: [], vendor: false, npa: null },
    { button: "Nur nicht personalisierte Anzeigen", mode: "targeting-refused", granted: [1, 2, 7, 9, 10], vendor: true, npa: "1" },
  ] as const;

  for (const choice of CHOICES) {
    test(
      `"${choice.button}" stores ${choice.mode}, tells the listeners, and holds on the next visit`,
      { tag: "@sweep" },
      async ({ page, context }) => {
        await openHarness(page, { cmpDefault: "ask", provider: "adsense" });
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("button", { name: choice.button, exact: true }).click();
        await expect(dialog).toHaveCount(0);
        const cookie = (await context.cookies(harnessOrigin)).find((c) => c.name === "cmp-standin");
        expect(cookie).toMatchObject({ value: choice.mode, path: "/", sameSite: "Lax" });
        expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 120);
        expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(31536000 + 5);
        const events = await harnessEvents(page);
        expect(events.map((e) => e.eventStatus)).toEqual(["cmpuishown", "useractioncomplete"]);
        expect(events[1]).toMatchObject({ tcString: `CP-standin-${choice.mode}`, gdprApplies: true });
        expect(events[1]!.purpose.consents).toEqual(purposes([...choice.granted]));
        expect(events[1]!.vendor.consents).toEqual({ 755: choice.vendor });
        expect((await tcData(page)).eventStatus).toBe("useractioncomplete");
        if (choice.npa === null) {
          await page.waitForTimeout(300);
          expect(requested("/pagead/js/adsbygoogle.js")).toEqual([]);
        } else {
          await expect(page.locator("#ad-leaderboard iframe")).toHaveAttribute("src", new RegExp(`npa=${choice.npa}`));
        }

        await page.reload();
        await expect(page.getByRole("dialog")).toHaveCount(0);
        const again = await harnessEvents(page);
        expect(again).toHaveLength(1);
        expect(again[0]).toMatchObject({ eventStatus: "tcloaded", tcString: `CP-standin-${choice.mode}` });
      },
    );
  }

  test(
    "googlefc.showRevocationMessage reopens the banner; the old choice holds until a new one, and focus comes back",
    { tag: "@sweep" },
    async ({ page, context }) => {
      await context.addCookies([{ name: "cmp-standin", value: "consent", url: harnessOrigin }]);
      await openHarness(page, { cmpDefault: "ask", provider: "adsense" });
      await expect(page.locator("#ad-leaderboard iframe")).toHaveCount(1);
      const settings = page.getByRole("button", { name: "Datenschutz-Einstellungen" });
      await settings.focus();
      await settings.click();
      const dialog = page.getByRole("dialog", { name: "Ihre Privatsphäre" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Alle akzeptieren" })).toBeFocused();
      expect((await harnessEvents(page)).map((e) => e.eventStatus)).toEqual(["tcloaded", "cmpuishown"]);
      const meanwhile = await tcData(page);
      expect(meanwhile).toMatchObject({ eventStatus: "cmpuishown", tcString: "CP-standin-consent" });
      expect(meanwhile.purpose.consents).toEqual(purposes(ALL));
      // Asked again while open: nothing new to tell.
      await page.evaluate(() => (window as unknown as StandInWindow).googlefc!.showRevocationMessage());
      expect(await harnessEvents(page)).toHaveLength(2);
      // The filled slots are part of what axe checks, frames included.
      await noAxeViolations(page);

      await dialog.getByRole("button", { name: "Ablehnen" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(settings).toBeFocused();
      const events = await harnessEvents(page);
      expect(events.map((e) => e.eventStatus)).toEqual(["tcloaded", "cmpuishown", "useractioncomplete"]);
      expect(events[2]).toMatchObject({ tcString: "CP-standin-no-consent" });
      expect((await context.cookies(harnessOrigin)).find((c) => c.name === "cmp-standin")?.value).toBe("no-consent");
    },
  );

  test("outside the GDPR there is no banner to reopen", { tag: "@sweep" }, async ({ page }) => {
    await openHarness(page, { cmpDefault: "outside-gdpr" });
    await page.getByRole("button", { name: "Datenschutz-Einstellungen" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await harnessEvents(page)).toHaveLength(1);
  });

  test(
    "googlefc.callbackQueue: entries from before load run at load, consent-data entries once there is a choice",
    { tag: "@sweep" },
    async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as Omit<StandInWindow, "googlefc"> & { googlefc: { callbackQueue: unknown[] } };
        w.calls = [];
        w.googlefc = {
          callbackQueue: [
            () => w.calls.push("early function"),
            { CONSENT_DATA_READY: () => w.calls.push("early data ready") },
            { CONSENT_API_READY: () => w.calls.push(`early api ready: ${typeof w.__tcfapi}`) },
            () => {
              throw new Error("a broken callback");
            },
          ],
        };
      });
      await openHarness(page, { cmpDefault: "ask" });
      const calls = () => page.evaluate(() => (window as unknown as StandInWindow).calls);
      expect(await calls()).toEqual(["early function", "early api ready: function"]);
      await page.evaluate(() => {
        const w = window as unknown as StandInWindow;
        w.googlefc!.callbackQueue.push(() => w.calls.push("late function"), { CONSENT_DATA_READY: () => w.calls.push("late data ready") });
      });
      expect(await calls()).toEqual(["early function", "early api ready: function", "late function"]);
      await page.getByRole("button", { name: "Ablehnen" }).click();
      expect(await calls()).toEqual([
        "early function",
        "early api ready: function",
        "late function",
        "early data ready",
        "late data ready",
      ]);
      await page.evaluate(() => {
        const w = window as unknown as StandInWindow;
        w.googlefc!.callbackQueue.push({ CONSENT_DATA_READY: () => w.calls.push("data ready after the choice") });
      });
      expect((await calls()).at(-1)).toBe("data ready after the choice");
    },
  );
});

test.describe("AdSense stand-in", () => {
  test("fills each ins with a personalised ad of its size after consent", async ({ page, logs }) => {
    await openHarness(page, { cmpDefault: "consent", provider: "adsense" });
    const leaderboard = page.locator("#ad-leaderboard");
    await expect(leaderboard).toHaveAttribute("data-adsbygoogle-status", "done");
    await expect(leaderboard).toHaveAttribute("data-ad-status", "filled");
    await expectFrameFills(page, "#ad-leaderboard", 728, 90, "Anzeige (Stand-in) · adsense · slot 1234567890 · 728×90 · personalisiert");
    await expectFrameFills(page, "#ad-rectangle", 300, 250, "Anzeige (Stand-in) · adsense · slot 2345678901 · 300×250 · personalisiert");
    expect(requested("/pagead/js/adsbygoogle.js")[0]?.query).toEqual({ client: "ca-pub-1234567890123456" });
    const frames = frameRequests("adsense");
    expect(frames.map((f) => f.query)).toEqual([
      { provider: "adsense", slot: "1234567890", w: "728", h: "90", npa: "0", client: "ca-pub-1234567890123456" },
      { provider: "adsense", slot: "2345678901", w: "300", h: "250", npa: "0", client: "ca-pub-1234567890123456" },
    ]);
    expect(frames[0]!.referer).toBe(`${harnessOrigin}/`);
    expect(await page.evaluate(() => (window as unknown as StandInWindow).adsbygoogle.loaded)).toBe(true);
    expect(errors(logs)).toEqual([]);
  });

  test(
    "asks for non-personalised ads when purposes 3 and 4 are refused (requestNonPersonalizedAds = 1)",
    { tag: "@sweep" },
    async ({ page }) => {
      await openHarness(page, { cmpDefault: "targeting-refused", provider: "adsense" });
      expect(await page.evaluate(() => (window as unknown as StandInWindow).harness.npa)).toBe(1);
      await expectFrameFills(
        page,
        "#ad-leaderboard",
        728,
        90,
        "Anzeige (Stand-in) · adsense · slot 1234567890 · 728×90 · nicht personalisiert",
      );
      expect(frameRequests("adsense").map((f) => f.query.npa)).toEqual(["1", "1"]);
    },
  );

  test(
    "a hidden ins is left unfilled with the tag's error, and a push too many says all are taken",
    { tag: "@sweep" },
    async ({ page, logs }) => {
      await openHarness(page, { cmpDefault: "consent", provider: "adsense", hiddenIns: "1" });
      await expect(page.locator("#ad-rectangle iframe")).toHaveCount(1);
      const hidden = page.locator("#ad-hidden");
      await expect(hidden).toHaveAttribute("data-ad-status", "unfilled");
      await expect(hidden).toHaveAttribute("data-adsbygoogle-status", "done");
      await expect(hidden.locator("iframe")).toHaveCount(0);
      expect(errors(logs)).toEqual(["adsbygoogle.push() error: No slot size for availableWidth=0"]);
      await page.evaluate(() => (window as unknown as StandInWindow).adsbygoogle.push({}));
      expect(errors(logs)).toEqual([
        "adsbygoogle.push() error: No slot size for availableWidth=0",
        "adsbygoogle.push() error: All 'ins' elements in the DOM with class=adsbygoogle already have ads in them.",
      ]);
      expect(frameRequests("adsense")).toHaveLength(2);
    },
  );

  test(
    "pauseAdRequests holds pushes until it is 0 again; requestNonPersonalizedAds counts for later pushes",
    { tag: "@sweep" },
    async ({ page }) => {
      await openHarness(page, { cmpDefault: "consent", provider: "adsense", auto: "0" });
      await expect.poll(() => page.evaluate(() => (window as unknown as StandInWindow).harness.scriptsLoaded)).toBe(1);
      await page.evaluate(() => {
        const ads = (window as unknown as StandInWindow).adsbygoogle;
        ads.pauseAdRequests = 1;
        ads.push({});
      });
      await expect(page.locator("#ad-leaderboard")).not.toHaveAttribute("data-adsbygoogle-status", /.*/);
      await page.evaluate(() => {
        const ads = (window as unknown as StandInWindow).adsbygoogle;
        ads.requestNonPersonalizedAds = 1;
        ads.pauseAdRequests = 0;
      });
      await expect(page.locator("#ad-leaderboard iframe")).toHaveAttribute("src", /npa=1/);
      await expect(page.locator("#ad-rectangle iframe")).toHaveCount(0);
    },
  );

  test("loaded twice, the second copy does nothing", { tag: "@sweep" }, async ({ page, logs }) => {
    await openHarness(page, { cmpDefault: "consent", provider: "adsense", twice: "1" });
    await expect.poll(() => page.evaluate(() => (window as unknown as StandInWindow).harness.scriptsLoaded)).toBe(2);
    await expect(page.locator("ins.adsbygoogle iframe")).toHaveCount(2);
    expect(frameRequests("adsense")).toHaveLength(2);
    expect(logs.filter((l) => l.type === "warning").map((l) => l.text)).toContain(
      "adsbygoogle.js stand-in: loaded more than once; the second copy does nothing.",
    );
    expect(errors(logs)).toEqual([]);
  });
});

test.describe("GPT stand-in", () => {
  test("commands queued before load run at load: the slots show at their first fixed size", async ({ page, logs }) => {
    await openHarness(page, { cmpDefault: "consent", provider: "gpt" });
    await expectFrameFills(
      page,
      "#div-gpt-leaderboard",
      728,
      90,
      "Anzeige (Stand-in) · gpt · slot /1234567/sudoku/leaderboard · 728×90 · personalisiert",
    );
    await expectFrameFills(
      page,
      "#div-gpt-rectangle",
      300,
      250,
      "Anzeige (Stand-in) · gpt · slot /1234567/sudoku/rectangle · 300×250 · personalisiert",
    );
    const state = await page.evaluate(() => {
      const { googletag } = window as unknown as StandInWindow;
      return {
        apiReady: googletag.apiReady,
        pubadsReady: googletag.pubadsReady,
        slots: googletag
          .pubads()
          .getSlots()
          .map((s) => [s.getAdUnitPath(), s.getSlotElementId()]),
        settings: googletag.pubads().standInSettings(),
      };
    });
    expect(state).toEqual({
      apiReady: true,
      pubadsReady: true,
      slots: [
        ["/1234567/sudoku/leaderboard", "div-gpt-leaderboard"],
        ["/1234567/sudoku/rectangle", "div-gpt-rectangle"],
      ],
      settings: expect.objectContaining({ singleRequest: true, collapseEmpty: true, initialLoadDisabled: false }),
    });
    expect(frameRequests("gpt").map((f) => f.query.npa)).toEqual(["0", "0"]);
    expect(errors(logs)).toEqual([]);
  });

  test("setPrivacySettings({nonPersonalizedAds: true}) asks for non-personalised ads", { tag: "@sweep" }, async ({ page }) => {
    await openHarness(page, { cmpDefault: "targeting-refused", provider: "gpt" });
    await expect(page.frameLocator("#div-gpt-leaderboard iframe").locator(".ad")).toContainText("· nicht personalisiert");
    expect(frameRequests("gpt").map((f) => f.query.npa)).toEqual(["1", "1"]);
  });

  test("define, display before and after enableServices, refresh, destroy", { tag: "@sweep" }, async ({ page, logs }) => {
    await openHarness(page, { cmpDefault: "consent", provider: "gpt", auto: "0" });
    await expect.poll(() => page.evaluate(() => (window as unknown as StandInWindow).harness.scriptsLoaded)).toBe(1);
    const early = await page.evaluate(() => {
      const { googletag } = window as unknown as StandInWindow;
      const slot = googletag.defineSlot("/1234567/sudoku/leaderboard", [728, 90], "div-gpt-leaderboard")!;
      return {
        same: slot.addService(googletag.pubads()) === slot,
        twice: googletag.defineSlot("/1234567/other", [728, 90], "div-gpt-leaderboard"),
        badPath: googletag.defineSlot("sudoku", [728, 90], "div-gpt-rectangle"),
        noSize: googletag.defineSlot("/1234567/sudoku/rectangle", ["fluid"], "div-gpt-rectangle"),
        display: googletag.display("div-gpt-leaderboard"),
      };
    });
    expect(early).toEqual({ same: true, twice: null, badPath: null, noSize: null, display: undefined });
    await expect(page.locator("#div-gpt-leaderboard iframe")).toHaveCount(0);
    expect(errors(logs)).toEqual([
      'googletag stand-in: defineSlot: div "div-gpt-leaderboard" already has a slot.',
      'googletag stand-in: defineSlot: invalid ad unit path "sudoku".',
      'googletag stand-in: defineSlot: no fixed size in ["fluid"].',
      "googletag stand-in: display() before enableServices(): nothing shown.",
    ]);

    const rendered = await page.evaluate(async () => {
      const { googletag } = window as unknown as StandInWindow;
      const events: string[] = [];
      googletag
        .pubads()
        .addEventListener("slotRenderEnded", (e) => events.push(`${e.slot.getSlotElementId()} ${e.size.join("x")} ${e.isEmpty}`));
      googletag.pubads().setPrivacySettings({ limitedAds: true });
      googletag.enableServices();
      googletag.display("div-gpt-leaderboard");
      const during = events.length;
      await Promise.resolve();
      return { during, events };
    });
    expect(rendered).toEqual({ during: 0, events: ["div-gpt-leaderboard 728x90 false"] });
    await expectFrameFills(
      page,
      "#div-gpt-leaderboard",
      728,
      90,
      "Anzeige (Stand-in) · gpt · slot /1234567/sudoku/leaderboard · 728×90 · nicht personalisiert",
    );
    expect(frameRequests("gpt").map((f) => f.query)).toEqual([
      { provider: "gpt", slot: "/1234567/sudoku/leaderboard", w: "728", h: "90", npa: "1", ltd: "1" },
    ]);

    await page.evaluate(() => (window as unknown as StandInWindow).googletag.pubads().refresh());
    await expect(page.locator("#div-gpt-leaderboard iframe")).toHaveCount(1);
    await expect(page.locator("#div-gpt-leaderboard iframe")).toHaveAttribute("id", "google_ads_iframe_/1234567/sudoku/leaderboard_1");
    expect(frameRequests("gpt")).toHaveLength(2);

    const destroyed = await page.evaluate(() => {
      const { googletag } = window as unknown as StandInWindow;
      const [slot] = googletag.pubads().getSlots();
      return { result: googletag.destroySlots([slot!]), left: googletag.pubads().getSlots().length };
    });
    expect(destroyed).toEqual({ result: true, left: 0 });
    await expect(page.locator("#div-gpt-leaderboard iframe")).toHaveCount(0);

    // The div is free again; destroySlots() with no argument takes every slot.
    const again = await page.evaluate(() => {
      const { googletag } = window as unknown as StandInWindow;
      const pubads = googletag.pubads();
      googletag.defineSlot("/1234567/sudoku/leaderboard", [728, 90], "div-gpt-leaderboard")!.addService(pubads);
      const slot = googletag.defineSlot("/1234567/sudoku/rectangle", [[300, 250]], "div-gpt-rectangle")!.addService(pubads);
      googletag.display("div-gpt-leaderboard");
      googletag.display(slot);
      return pubads.getSlots().length;
    });
    expect(again).toBe(2);
    await expect(page.locator("#div-gpt-leaderboard iframe, #div-gpt-rectangle iframe")).toHaveCount(2);
    expect(await page.evaluate(() => (window as unknown as StandInWindow).googletag.destroySlots())).toBe(true);
    await expect(page.locator("iframe[title=Anzeige]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as StandInWindow).googletag.pubads().getSlots().length)).toBe(0);
  });

  test("with disableInitialLoad, display waits for refresh", { tag: "@sweep" }, async ({ page }) => {
    await openHarness(page, { cmpDefault: "consent", provider: "gpt", auto: "0" });
    await expect.poll(() => page.evaluate(() => (window as unknown as StandInWindow).harness.scriptsLoaded)).toBe(1);
    await page.evaluate(() => {
      const { googletag } = window as unknown as StandInWindow;
      googletag.cmd.push(() => {
        googletag.defineSlot("/1234567/sudoku/rectangle", [300, 250], "div-gpt-rectangle")!.addService(googletag.pubads());
        googletag.pubads().disableInitialLoad();
        googletag.enableServices();
        googletag.display("div-gpt-rectangle");
      });
    });
    await page.waitForTimeout(200);
    await expect(page.locator("#div-gpt-rectangle iframe")).toHaveCount(0);
    await page.evaluate(() => (window as unknown as StandInWindow).googletag.pubads().refresh());
    await expectFrameFills(
      page,
      "#div-gpt-rectangle",
      300,
      250,
      "Anzeige (Stand-in) · gpt · slot /1234567/sudoku/rectangle · 300×250 · personalisiert",
    );
  });
});

test.describe("external ad stand-in", () => {
  test("fills [data-external-ad] once even when loaded twice; refresh() shows a new ad in its place", async ({ page, logs }) => {
    await openHarness(page, { cmpDefault: "consent", provider: "external", twice: "1" });
    await expect.poll(() => page.evaluate(() => (window as unknown as StandInWindow).harness.scriptsLoaded)).toBe(2);
    // Both copies ran (the browser may fetch the same URL once for both); the second one stood back.
    expect(logs.filter((l) => l.type === "warning").map((l) => l.text)).toEqual([
      "external ad stand-in: loaded more than once; the second copy does nothing.",
    ]);
    await expectFrameFills(page, "#external-ad", 160, 600, "Anzeige (Stand-in) · external · slot sidebar-1 · 160×600 · personalisiert");
    expect(frameRequests("external").map((f) => f.query)).toEqual([
      { provider: "external", slot: "sidebar-1", w: "160", h: "600", npa: "0" },
    ]);
    expect(await page.evaluate(() => (window as unknown as StandInWindow).externalAd!.refresh())).toBe(true);
    await expect.poll(() => frameRequests("external").length).toBe(2);
    await expectFrameFills(page, "#external-ad", 160, 600, "Anzeige (Stand-in) · external · slot sidebar-1 · 160×600 · personalisiert");
    expect(errors(logs)).toEqual([]);
  });

  test("without consent the harness loads no provider at all", { tag: "@sweep" }, async ({ page }) => {
    await openHarness(page, { cmpDefault: "no-consent", provider: "external" });
    await page.waitForLoadState("load");
    expect(requested("/external/ad.js")).toEqual([]);
    await expect(page.locator("#external-ad iframe")).toHaveCount(0);
  });
});
