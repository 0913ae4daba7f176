// The site's link check: every page of /sitemap.xml (both languages), every internal link, image,
// stylesheet and script on it, and every #fragment against the ids of the page it points to.
// Used by tests/e2e/link-crawl.spec.ts (against the test server) and `npm run crawl` (any server).

import { decodeEntities, sitemapLocations } from "../../lib/sitemap.ts";

export interface BrokenLink {
  /** The page the link is on ("sitemap" for the sitemap's own entries). */
  from: string;
  href: string;
  reason: string;
}

export interface CrawlReport {
  pages: number;
  /** Internal references found on those pages (links, images, stylesheets, scripts, icons). */
  links: number;
  /** Of those, images. */
  images: number;
  /** Distinct internal addresses fetched to check them (pages included). */
  targets: number;
  fragments: number;
  external: number;
  broken: BrokenLink[];
}

interface Fetched {
  status: number;
  type: string;
  /** HTML pages only; with the ids their #fragments can name. */
  html: string | null;
  ids: Set<string> | null;
}

const CONCURRENCY = 4;

interface Reference {
  url: string;
  image: boolean;
}

/** Every address a page refers to: a/link href, img/script/source src and srcset. */
export function references(html: string): Reference[] {
  const refs: Reference[] = [];
  for (const m of html.matchAll(/<(a|link|img|script|source|iframe)\b([^>]*)>/gi)) {
    const tag = m[1]!.toLowerCase();
    const attrs = m[2]!;
    const image = tag === "img" || tag === "source";
    for (const a of attrs.matchAll(/\s(href|src|srcset)="([^"]*)"/gi)) {
      const name = a[1]!.toLowerCase();
      const value = decodeEntities(a[2]!);
      if (name === "srcset") for (const part of value.split(",")) refs.push({ url: part.trim().split(/\s+/)[0]!, image });
      else refs.push({ url: value, image });
    }
  }
  return refs.filter((r) => r.url !== "");
}

export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => decodeEntities(m[1]!)));
}

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

/**
 * Checks every reference on the sitemap's pages, or on `only` (paths) when given: the suite's
 * representative crawl takes one page per route module, `npm run crawl` and proof take them all.
 */
export async function crawlSite(base: string, fetchFn: typeof fetch = fetch, only?: readonly string[]): Promise<CrawlReport> {
  const baseOrigin = new URL(base).origin;
  const sitemap = await fetchFn(new URL("/sitemap.xml", base));
  if (!sitemap.ok) throw new Error(`${base}/sitemap.xml answered ${sitemap.status}`);
  const locs = sitemapLocations(await sitemap.text());
  // The sitemap names the site by its public origin (SITE_ORIGIN); links to that origin are internal too.
  const siteOrigin = locs[0] ? new URL(locs[0]).origin : baseOrigin;
  const local = (url: URL): URL | null => {
    if (url.origin !== baseOrigin && url.origin !== siteOrigin) return null;
    return new URL(url.pathname + url.search + url.hash, base);
  };

  const cache = new Map<string, Promise<Fetched>>();
  const get = (address: string): Promise<Fetched> => {
    let hit = cache.get(address);
    if (!hit) {
      hit = (async () => {
        try {
          const res = await fetchFn(address, { redirect: "follow" });
          const type = res.headers.get("Content-Type") ?? "";
          const html = type.includes("text/html") ? await res.text() : (await res.arrayBuffer(), null);
          return { status: res.status, type, html, ids: html === null ? null : idsOf(html) };
        } catch (error) {
          return { status: 0, type: String(error), html: null, ids: null };
        }
      })();
      cache.set(address, hit);
    }
    return hit;
  };

  const pages = only ? only.map((path) => new URL(path, base).href) : [...new Set(locs.map((loc) => local(new URL(loc))!.href))];
  const report: CrawlReport = { pages: pages.length, links: 0, images: 0, targets: 0, fragments: 0, external: 0, broken: [] };
  const checks: { from: string; href: string; target: string; fragment: string; image: boolean }[] = [];

  await inBatches(pages, async (page) => {
    const fetched = await get(page);
    if (fetched.status !== 200 || !fetched.html) {
      report.broken.push({ from: "sitemap", href: page, reason: `status ${fetched.status}` });
      return;
    }
    for (const ref of references(fetched.html)) {
      let url: URL;
      try {
        url = new URL(ref.url, page);
      } catch {
        report.broken.push({ from: page, href: ref.url, reason: "not an address" });
        continue;
      }
      if (url.protocol !== "http:" && url.protocol !== "https:") continue;
      const target = local(url);
      if (!target) {
        report.external++;
        continue;
      }
      const fragment = target.hash ? decodeURIComponent(target.hash.slice(1)) : "";
      target.hash = "";
      checks.push({ from: page, href: ref.url, target: target.href, fragment, image: ref.image });
    }
  });

  report.links = checks.length;
  report.images = checks.filter((c) => c.image).length;
  await inBatches(checks, async (check) => {
    const fetched = await get(check.target);
    if (fetched.status !== 200) report.broken.push({ from: check.from, href: check.href, reason: `status ${fetched.status}` });
    else if (check.image && !fetched.type.startsWith("image/"))
      report.broken.push({ from: check.from, href: check.href, reason: `an image answered as ${fetched.type}` });
    else if (check.fragment && check.fragment !== "top") {
      report.fragments++;
      if (fetched.ids && !fetched.ids.has(check.fragment))
        report.broken.push({ from: check.from, href: check.href, reason: "no such #id on the page" });
    }
  });
  report.targets = cache.size;
  return report;
}

export function formatReport(report: CrawlReport): string {
  const lines = [
    `pages (sitemap, both languages)  ${report.pages}`,
    `internal references              ${report.links}  (images ${report.images}, #fragments ${report.fragments})`,
    `distinct internal addresses      ${report.targets}`,
    `external links (not followed)    ${report.external}`,
    `broken                           ${report.broken.length}`,
    ...report.broken.map((b) => `  ${b.href} on ${b.from}: ${b.reason}`),
  ];
  return lines.join("\n");
}
