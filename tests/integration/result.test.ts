import { beforeAll, describe, expect, it, vi } from "vitest";
import { request, seedPuzzles, type SeededPuzzle } from "./helpers.ts";

// The shared result (issue 31) through the real Worker: the public result page with its social
// tags, and its image; every broken link a 400 or 404 page in the visitor's language, never a 500.
// The clock: Wednesday 16 June 2027, 10:00 Berlin (tests/lib/site-now.ts), set per test.

const ORIGIN = "http://localhost:8787";
let puzzles: SeededPuzzle[];

beforeAll(async () => {
  puzzles = await seedPuzzles(1);
});

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const meta = (html: string, attr: "property" | "name", key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");

describe("the result page", () => {
  it("shows a daily's card with its streak, the way to play that day, and the tags for social sites", async () => {
    at("2027-06-16T08:00:00Z");
    const res = await request("/de/ergebnis?date=2027-06-16&stars=3&time=754&hints=0&streak=4");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<h1>Sudoku des Tages vom 16. Juni 2027</h1>");
    for (const line of ["★★★☆☆ Mittel", "Zeit 12:34 · ohne Hilfe", "Serie: 4 Tage"]) expect(html).toContain(line);
    expect(html).toContain('href="/de/sudoku-des-tages?date=2027-06-16"');
    // The facts are the page: its canonical and language links keep them (the bare path is a 400).
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:8787/de/ergebnis?date=2027-06-16&amp;stars=3&amp;time=754&amp;hints=0&amp;streak=4"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="en" href="http://localhost:8787/en/result?date=2027-06-16&amp;stars=3&amp;time=754&amp;hints=0&amp;streak=4"/>',
    );
    expect(html).toContain(">Dieses Sudoku des Tages spielen</a>");
    expect(meta(html, "property", "og:title")).toBe("Sudoku des Tages vom 16. Juni 2027 | Sudoku-Oase");
    expect(meta(html, "property", "og:description")).toBe("★★★☆☆ Mittel · Zeit 12:34 · ohne Hilfe · Serie: 4 Tage");
    expect(meta(html, "property", "og:image")).toBe(`${ORIGIN}/og/result.png?date=2027-06-16&stars=3&time=754&hints=0&streak=4&lang=de`);
    expect(meta(html, "property", "og:url")).toBe(`${ORIGIN}/de/ergebnis?date=2027-06-16&stars=3&time=754&hints=0&streak=4`);
    expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "name", "robots")).toBe("noindex");
  });

  it("shows a catalogue puzzle's card in English, linking to the puzzle on its level's page", async () => {
    at("2027-06-16T08:00:00Z");
    const five = puzzles.find((p) => p.stars === 5)!;
    const res = await request(`/en/result?id=${five.id}&stars=5&time=3723&hints=1&fbclid=x`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<h1>Sudoku no. ${five.id}</h1>`);
    expect(html).toContain("Time 1:02:03 · with 1 hint");
    expect(html).not.toContain("Streak");
    expect(html).toContain(`href="/en/very-hard?id=${five.id}"`);
    expect(meta(html, "property", "og:image")).toBe(`${ORIGIN}/og/result.png?id=${five.id}&stars=5&time=3723&hints=1&lang=en`);
    // The page says nothing of the grid: neither the givens nor the solution.
    expect(html).not.toContain(five.puzzle);
    expect(html).not.toContain(five.solution.slice(0, 9));
  });

  it.each([
    ["/de/ergebnis", 400, "Dieser Ergebnis-Link ist fehlerhaft"],
    ["/de/ergebnis?date=2027-06-16&stars=9&time=1&hints=0", 400, "Dieser Ergebnis-Link ist fehlerhaft"],
    ["/en/result?id=1&stars=1&time=-5&hints=0", 400, "This result link is broken"],
    ["/en/result?id=1&stars=1&time=5&hints=0&streak=3", 400, "This result link is broken"],
    ["/en/result?date=2027-06-16&id=1&stars=1&time=5&hints=0", 400, "This result link is broken"],
    ["/de/ergebnis?date=2027-06-17&stars=3&time=1&hints=0", 404, "Kein solches Ergebnis"],
    ["/de/ergebnis?date=2020-01-01&stars=3&time=1&hints=0", 404, "Kein solches Ergebnis"],
    ["/en/result?id=999999&stars=1&time=5&hints=0", 404, "No such result"],
    ["/en/result?id=1&stars=4&time=5&hints=0", 404, "No such result"],
    ["/en/result.data?id=1&stars=4&time=5&hints=0", 404, "No such result"],
  ])("%s answers %i, saying so in the page's language", async (path, status, text) => {
    at("2027-06-16T08:00:00Z");
    const res = await request(path);
    expect(res.status).toBe(status);
    const body = await res.text();
    expect(body).toContain(text);
  });

  it("takes today's daily from Berlin midnight on, not a second earlier", async () => {
    const path = "/de/ergebnis?date=2027-06-17&stars=4&time=60&hints=0";
    at("2027-06-16T21:59:59Z");
    expect((await request(path)).status).toBe(404);
    at("2027-06-16T22:00:00Z");
    expect((await request(path)).status).toBe(200);
  });
});

describe("the result image", () => {
  it("draws the card as a cacheable 1200×630 SVG in the language asked for", async () => {
    at("2027-06-16T08:00:00Z");
    const res = await request("/og/result.svg?date=2027-06-16&stars=3&time=754&hints=2&streak=1&lang=en");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    for (const text of ["Daily Sudoku of 16 June 2027", "★★★☆☆ Medium", "Time 12:34 · with 2 hints", "Streak: 1 day", "localhost:8787"]) {
      expect(svg).toContain(text);
    }
    const de = await (await request("/og/result.svg?id=1&stars=1&time=5&hints=0")).text();
    expect(de).toContain("Sudoku Nr. 1");
    expect(de).toContain("Zeit 0:05 · ohne Hilfe");
  });

  it("renders the card as a 1200×630 PNG, the page's og:image, the same for the same address", async () => {
    at("2027-06-16T08:00:00Z");
    const path = "/og/result.png?date=2027-06-16&stars=3&time=754&hints=0&streak=4&lang=de";
    const res = await request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const png = new Uint8Array(await res.arrayBuffer());
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = new DataView(png.buffer, 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([1200, 630]);
    // Text drawn, not an empty card: far more than a plain background compresses to.
    expect(png.length).toBeGreaterThan(10_000);
    expect(new Uint8Array(await (await request(path)).arrayBuffer())).toEqual(png);
  });

  it.each([
    ["/og/result.png", 400],
    ["/og/result.png?date=2027-06-17&stars=1&time=5&hints=0", 404],
    ["/og/result.svg", 400],
    ["/og/result.svg?id=1&stars=1&time=5&hints=0&lang=fr", 400],
    ["/og/result.svg?id=1&stars=1&time=5&hints=0&lang=en&lang=de", 400],
    ["/og/result.svg?id=1&stars=1&time=5", 400],
    ["/og/result.svg?id=x&stars=1&time=5&hints=0", 400],
    ["/og/result.svg?date=2027-06-17&stars=1&time=5&hints=0", 404],
  ])("%s answers %i, kept by no cache", async (path, status) => {
    at("2027-06-16T08:00:00Z");
    const res = await request(path);
    expect(res.status).toBe(status);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toContain("text/plain");
  });

  it("says why an image is refused in the image's language, else the request's", async () => {
    at("2027-06-16T08:00:00Z");
    expect(await (await request("/og/result.png?stars=1&time=5&hints=0&lang=en")).text()).toMatch(/^The link lacks a detail/);
    expect(await (await request("/og/result.png?stars=1&time=5&hints=0")).text()).toMatch(/^Dem Link fehlt eine Angabe/);
    expect(await (await request("/og/result.svg?date=2027-06-17&stars=1&time=5&hints=0&lang=en")).text()).toMatch(/^There is no such day/);
  });

  it("answers a post with 405, changing nothing", async () => {
    const res = await request("/og/result.svg?id=1&stars=1&time=5&hints=0", { method: "POST", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(405);
  });
});
