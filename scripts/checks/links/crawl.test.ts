import { describe, expect, it } from "vitest";
import { crawlSite, idsOf, references } from "./crawl.ts";

describe("references", () => {
  it("finds links, images (src and srcset), stylesheets and scripts, with entities decoded", () => {
    const html = `<link rel="stylesheet" href="/a.css"/><a class="x" href="/de?id=1&amp;b=2">x</a>
      <img alt="" src="/i.png" srcset="/i-2x.png 2x, /i-3x.png 3x"/><script type="module" src="/s.js"></script><a href="">empty</a>`;
    expect(references(html)).toEqual([
      { url: "/a.css", image: false },
      { url: "/de?id=1&b=2", image: false },
      { url: "/i.png", image: true },
      { url: "/i-2x.png", image: true },
      { url: "/i-3x.png", image: true },
      { url: "/s.js", image: false },
    ]);
  });

  it("collects the ids a #fragment can name", () => {
    expect([...idsOf('<main id="main"><h2 id="sterne">x</h2><a name="alt"></a>')]).toEqual(["main", "sterne", "alt"]);
  });
});

/** A site in a Map: path → [status, content type, body]. */
function site(pages: Record<string, [number, string, string]>): typeof fetch {
  return async (input: string | URL | Request) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const page = pages[url.pathname + url.search] ?? [404, "text/html", "<h1>404</h1>"];
    return new Response(page[2], { status: page[0], headers: { "Content-Type": page[1] } });
  };
}

describe("crawlSite", () => {
  const sitemap = `<urlset><url><loc>https://sudoku-oase.de/de/a</loc></url><url><loc>https://sudoku-oase.de/de/b</loc></url></urlset>`;

  it("counts pages and references and finds nothing broken on a whole site", async () => {
    const fetchFn = site({
      "/sitemap.xml": [200, "application/xml", sitemap],
      "/de/a": [
        200,
        "text/html",
        '<a href="/de/b#teil">b</a><img src="/p.png"><a href="https://example.org/">ext</a><a href="mailto:x@y.de">m</a>',
      ],
      "/de/b": [200, "text/html", '<h2 id="teil">Teil</h2><a href="https://sudoku-oase.de/de/a">a</a>'],
      "/p.png": [200, "image/png", "png"],
    });
    const report = await crawlSite("http://localhost:9999", fetchFn);
    expect(report).toEqual({ pages: 2, links: 3, images: 1, targets: 3, fragments: 1, external: 1, broken: [] });
  });

  it("reports a missing page, a missing #id, an image that is not one and a sitemap page that fails", async () => {
    const fetchFn = site({
      "/sitemap.xml": [200, "application/xml", sitemap],
      "/de/a": [200, "text/html", '<a href="/de/weg">x</a><a href="/de/a#nirgends">y</a><img src="/bild.png">'],
      "/de/b": [500, "text/html", "oops"],
      "/bild.png": [200, "text/html", "<p>not an image</p>"],
    });
    const report = await crawlSite("http://localhost:9999", fetchFn);
    expect(report.broken).toEqual(
      expect.arrayContaining([
        { from: "sitemap", href: "http://localhost:9999/de/b", reason: "status 500" },
        { from: "http://localhost:9999/de/a", href: "/de/weg", reason: "status 404" },
        { from: "http://localhost:9999/de/a", href: "/de/a#nirgends", reason: "no such #id on the page" },
        { from: "http://localhost:9999/de/a", href: "/bild.png", reason: "an image answered as text/html" },
      ]),
    );
    expect(report.broken).toHaveLength(4);
  });
});
