import { describe, expect, it } from "vitest";
import { LOCALES, RELEASES, SYNAPSE_DATES, pathFor, synapsesFeedPath } from "../../app/config/site-routes.ts";
import { RELEASE_ITEMS } from "../../app/content/release-notes.ts";
import { formatDate } from "../../app/lib/dates/berlin-time.ts";
import { request } from "./helpers.ts";

// Release notes and Synapses as a reader gets them (SPEC §2): every release group's page with its
// feature text and the table of all its items from the data, in both languages; all ten articles;
// the News tab with the three newest; the overview pages listing all.

describe("release pages", () => {
  it("route exactly the data's groups", () => {
    expect(Object.keys(RELEASE_ITEMS)).toEqual([...RELEASES]);
  });

  it.each(RELEASES.flatMap((group) => LOCALES.map((locale) => [group, locale] as const)))(
    "%s (%s): text, then a row per item with icon, key, summary, version, date and status",
    async (group, locale) => {
      const res = await request(pathFor(`release-${group}`, locale));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<h1>Version ${group.replace("-", ".")}</h1>`);
      const rows = html.match(/<tr class="release-(done|reverted)">/g) ?? [];
      expect(rows).toHaveLength(RELEASE_ITEMS[group].length);
      for (const item of RELEASE_ITEMS[group]) {
        expect(html).toContain(`<td class="release-key">${item.key}</td>`);
        expect(html).toContain(`<time dateTime="${item.date}">${formatDate(item.date, locale)}</time>`);
        expect(html).toContain(`<td class="release-version">${item.version}</td>`);
      }
      expect(html.match(/<svg class="release-icon"/g)).toHaveLength(RELEASE_ITEMS[group].length);
      expect(html).toContain(locale === "de" ? ">erledigt</td>" : ">done</td>");
      const version = group.replace("-", ".");
      expect(html).toContain(
        `<caption id="release-table-caption" class="visually-hidden">${locale === "de" ? `Alle Änderungen in Version ${version}` : `All changes in version ${version}`}</caption>`,
      );
      // It scrolls sideways in a region named by the caption, which takes the focus instead of the table.
      expect(html).toContain(
        '<div class="scroll-region" role="region" tabindex="0" aria-labelledby="release-table-caption"><table class="release-table">',
      );
      expect(html).not.toMatch(/<table[^>]*tabindex/);
    },
  );

  it("shows the 2021.2 page's picture of the new-password feature, and the picture is there", async () => {
    const html = await (await request("/de/versionshinweise/2021-2")).text();
    expect(html).toContain('<img width="296" height="617" src="/images/releases/2021-2-new-password.png"');
    expect(html).toMatch(/alt="Die Anmeldekarte mit gesetztem Häkchen/);
    expect(html).toContain("28.03.2021");
  });

  it("lists every release, newest first, on the overview", async () => {
    const html = await (await request("/en/release-notes")).text();
    // The footer's version link to the current release comes after the list.
    const order = [...new Set([...html.matchAll(/href="\/en\/release-notes\/(\d{4}-\d)"/g)].map((m) => m[1]))];
    expect(order).toEqual([...RELEASES].reverse());
  });
});

describe("Synapses", () => {
  it.each(SYNAPSE_DATES.flatMap((date) => LOCALES.map((locale) => [date, locale] as const)))("%s (%s) is there", async (date, locale) => {
    const res = await request(pathFor(`synapse-${date}`, locale));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<p class="article-date">`);
  });

  it("the overview lists all ten, newest first", async () => {
    const html = await (await request("/de/synapsen")).text();
    const dates = [...new Set([...html.matchAll(/href="\/de\/synapsen\/(\d{4}-\d\d-\d\d)"/g)].map((m) => m[1]))];
    expect(dates.slice(0, 10)).toEqual([...SYNAPSE_DATES].reverse());
  });
});

describe("the Synapses Atom feed", () => {
  it.each(LOCALES)("(%s) lists all ten articles, newest first, each whole, with absolute links", async (locale) => {
    const feedPath = synapsesFeedPath(locale);
    const res = await request(feedPath);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="http://localhost:8787${feedPath}"/>`);
    const ids = [...xml.matchAll(/<entry>\n {4}<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids).toEqual([...SYNAPSE_DATES].reverse().map((date) => `http://localhost:8787${pathFor(`synapse-${date}`, locale)}`));
    // Whole articles: each entry's content is longer than its summary, and has no root-relative links left.
    const contents = [...xml.matchAll(/<content type="html">([^<]*)<\/content>/g)].map((m) => m[1]!);
    expect(contents).toHaveLength(SYNAPSE_DATES.length);
    for (const content of contents) {
      expect(content.length).toBeGreaterThan(1500);
      expect(content).not.toMatch(/(href|src)=&quot;\/(?!\/)/);
    }
    expect(xml).toContain(`<updated>${SYNAPSE_DATES.at(-1)}T00:00:00+02:00</updated>`);
  });

  it.each([
    ["the overview", "/de/synapsen", "/de/synapsen/atom.xml"],
    ["an article", "/en/synapses/2024-05-05", "/en/synapses/atom.xml"],
  ])("%s names the feed in its head", async (_, page, feed) => {
    const html = await (await request(page)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(
      new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="${feed.replace(/\./g, "\\.")}"/>`),
    );
  });

  it("the overview links to it in its text; other pages do not name it in their head", async () => {
    expect(await (await request("/de/synapsen")).text()).toContain('<a href="/de/synapsen/atom.xml">Atom-Feed der Synapsen</a>');
    const faq = await (await request("/de/faq")).text();
    expect(faq.slice(0, faq.indexOf("</head>"))).not.toContain("atom+xml");
  });

  it("answers 404 for a feed in no language", async () => {
    expect((await request("/fr/synapses/atom.xml")).status).toBe(404);
  });
});
