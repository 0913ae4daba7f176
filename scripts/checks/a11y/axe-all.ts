// axe on every page of the sitemap (both languages), in both themes, at phone and desktop width.
// Used by `npm run check:a11y` (./axe-check.ts, any server on this machine) and, on one page per
// route module, by tests/e2e/a11y-routes.spec.ts. The pure half (sitemap, summary, printing) is ./report.ts.
import { CHROMIUM } from "../../lib/chromium.ts";
import { analyzePage } from "./axe-run.ts";
import {
  chromium,
  devices,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from "@playwright/test";
import {
  isLoopbackOrigin,
  sitemapPaths,
  summarize,
  type A11yReport,
  type Finding,
  type RunResult,
  type Theme,
  type Viewport,
} from "./report.ts";

export const THEMES: readonly Theme[] = ["light", "dark"];
export const VIEWPORTS: readonly Viewport[] = ["phone", "desktop"];

const VIEWPORT_OPTIONS: Record<Viewport, BrowserContextOptions> = {
  // A phone as the site meets it: touch, a mobile user agent, and the small-screen layout.
  phone: {
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: devices["Pixel 7"].userAgent,
  },
  desktop: {
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    userAgent: devices["Desktop Chrome"].userAgent,
  },
};

/** The same Debian Chromium and flags as the e2e suite, for the CLI. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

export async function loadSitemap(origin: string): Promise<string[]> {
  const res = await fetch(new URL("/sitemap.xml", origin));
  if (!res.ok) throw new Error(`${origin}/sitemap.xml answered ${res.status}`);
  return sitemapPaths(await res.text());
}

/** The page's requests still under way; `idle()` resolves once there are none. */
class OpenRequests {
  private open = new Set<Request>();
  private waiting: (() => void)[] = [];

  constructor(page: Page) {
    page.on("request", (r) => this.open.add(r));
    page.on("requestfinished", (r) => this.done(r));
    page.on("requestfailed", (r) => this.done(r));
  }

  /** A new document: what the previous one still had open no longer matters. */
  reset(): void {
    this.open.clear();
  }

  get count(): number {
    return this.open.size;
  }

  idle(): Promise<void> {
    return this.open.size === 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  private done(r: Request): void {
    this.open.delete(r);
    if (this.open.size === 0) for (const resolve of this.waiting.splice(0)) resolve();
  }
}

/**
 * Waits until the page is what a visitor would see and use: loaded, React's hydration committed
 * (React marks every element it has adopted with a `__reactFiber$` key, and completes <body>
 * last), the effects after it run and the chunks and data they fetched arrived. Axe on a page
 * that is still hydrating could judge server markup the client then replaces. (Playwright's
 * "networkidle" would do too, but always waits half a second more: 4 minutes on 520 runs.)
 */
async function settle(page: Page, requests: OpenRequests): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith("__reactFiber$")));
  // Effects may fetch, and what they fetched may render and fetch again: until a frame passes quietly.
  for (;;) {
    await requests.idle();
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    });
    if (requests.count === 0) return;
  }
}

async function checkOne(lane: Lane, origin: string, path: string, theme: Theme, viewport: Viewport, status: number): Promise<RunResult> {
  const { page, requests } = lane;
  const result: RunResult = { path, theme, viewport, findings: [], error: null };
  try {
    requests.reset();
    const response = await page.goto(new URL(path, origin).href);
    if (response?.status() !== status) return { ...result, error: `status ${response?.status() ?? "none"}` };
    await settle(page, requests);
    // The cookie only counts if the server read it: a page in the wrong theme proves nothing.
    const shown = await page.locator("html").getAttribute("data-theme");
    if (shown !== theme) return { ...result, error: `shown in the ${shown} theme` };
    // axe as every check here runs it (./axe-run.ts): WCAG 2.x A and AA, and the best practices.
    const analysis = await analyzePage(page);
    const findings: Finding[] = analysis.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
    return { ...result, findings };
  } catch (error) {
    return { ...result, error: error instanceof Error ? error.message.split("\n")[0]! : String(error) };
  }
}

export interface AxeAllOptions {
  /** The server to check: loopback only. */
  origin: string;
  /** Paths to load; the sitemap's when not given. */
  paths?: readonly string[];
  themes?: readonly Theme[];
  viewports?: readonly Viewport[];
  /**
   * Pages checked at once. Each run is read-only for the server, so parallel pages are safe; on
   * two cores a second page overlaps one page's axe run with the other's loading.
   */
  concurrency?: number;
  /** The status a path answers with: 200 unless given (the not-found page's own 404). */
  statusOf?: (path: string) => number;
  /** Readies each browser context before its pages load (the end-to-end suite sets its clock here). */
  prepareContext?: (context: BrowserContext) => Promise<void>;
  onRun?: (result: RunResult, done: number, total: number) => void;
}

/**
 * Runs axe on every path × theme × viewport and adds up what it finds. Each theme × viewport gets
 * a browser of its own from `launch` (about 130 pages, one to two minutes): this Debian Chromium's
 * GPU process crashes now and then, and after a few crashes the whole browser quits ("GPU process
 * isn't usable. Goodbye."), which one browser for all 520 runs met once in eight minutes. Runs that
 * a browser took down with it are run once more in a new one; anything else counts as it came.
 */
export async function axeAll(launch: () => Promise<Browser>, options: AxeAllOptions): Promise<A11yReport> {
  const { origin, themes = THEMES, viewports = VIEWPORTS, concurrency = 2 } = options;
  if (!isLoopbackOrigin(origin)) throw new Error(`${origin} is not a server on this machine (localhost, 127.x or [::1])`);
  const started = performance.now();
  const paths = options.paths ?? (await loadSitemap(origin));
  const total = paths.length * themes.length * viewports.length;
  const results: RunResult[] = [];
  const record = (result: RunResult) => {
    results.push(result);
    options.onRun?.(result, results.length, total);
  };
  let restarts = 0;
  for (const viewport of viewports) {
    for (const theme of themes) {
      let pending: readonly string[] = paths;
      for (let attempt = 0; pending.length > 0; attempt++) {
        const browser = await launch();
        const failed: RunResult[] = [];
        let crashed: boolean;
        try {
          const context = await browser.newContext({
            ...VIEWPORT_OPTIONS[viewport],
            baseURL: origin,
            locale: "de-DE",
            timezoneId: "Europe/Berlin",
          });
          // The theme the visitor chose: the cookie /theme stores (app/routes/theme.ts), read on the server.
          await context.addCookies([{ name: "darkMode", value: theme === "dark" ? "true" : "false", url: origin }]);
          await options.prepareContext?.(context);
          await inParallel(context, pending, concurrency, async (lane, path) => {
            const result = await checkOne(lane, origin, path, theme, viewport, options.statusOf?.(path) ?? 200);
            // A run that failed waits: if its browser died, it gets another go.
            if (result.error !== null) failed.push(result);
            else record(result);
          });
        } finally {
          crashed = !browser.isConnected();
          await browser.close();
        }
        const retry = crashed && attempt === 0;
        if (retry && failed.length > 0) restarts++;
        pending = retry ? failed.map((r) => r.path) : [];
        if (!retry) failed.forEach(record);
      }
    }
  }
  return summarize(results, (performance.now() - started) / 1000, restarts);
}

/** One page of the browser, reused from run to run (a new page per run costs more than the run). */
interface Lane {
  page: Page;
  requests: OpenRequests;
}

async function inParallel(
  context: BrowserContext,
  items: readonly string[],
  lanes: number,
  run: (lane: Lane, item: string) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, async () => {
      const page = await context.newPage();
      const lane = { page, requests: new OpenRequests(page) };
      while (next < items.length) await run(lane, items[next++]!);
      await page.close();
    }),
  );
}
