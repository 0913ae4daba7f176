import { describe, expect, it } from "vitest";
import { absoluteUrls, berlinMidnight, buildAtomFeed, type Feed } from "./atom.ts";

describe("berlinMidnight: a Berlin date as an RFC 3339 date-time", () => {
  it.each([
    ["winter time", "2024-03-26", "2024-03-26T00:00:00+01:00"],
    ["the day clocks go forward (at 02:00, after midnight)", "2024-03-31", "2024-03-31T00:00:00+01:00"],
    ["summer time", "2024-04-02", "2024-04-02T00:00:00+02:00"],
    ["the day clocks go back (at 03:00, after midnight)", "2024-10-27", "2024-10-27T00:00:00+02:00"],
    ["the day after", "2024-10-28", "2024-10-28T00:00:00+01:00"],
  ])("%s", (_, date, expected) => {
    expect(berlinMidnight(date)).toBe(expected);
  });
});

describe("absoluteUrls", () => {
  const origin = "https://sudoku-oase.de";
  it.each([
    ['<a href="/de/faq">', '<a href="https://sudoku-oase.de/de/faq">'],
    ['<img src="/images/a.png" alt="">', '<img src="https://sudoku-oase.de/images/a.png" alt="">'],
    ['<a href="/de?id=137">', '<a href="https://sudoku-oase.de/de?id=137">'],
  ])("makes root-relative %s absolute", (html, expected) => {
    expect(absoluteUrls(html, origin)).toBe(expected);
  });
  it.each(['<a href="https://example.org/x">', '<a href="//cdn.example.org/x">', '<a href="#frage">', '<a href="mailto:a@b.de">'])(
    "leaves %s as it is",
    (html) => {
      expect(absoluteUrls(html, origin)).toBe(html);
    },
  );
});

describe("buildAtomFeed", () => {
  const feed: Feed = {
    origin: "https://sudoku-oase.de",
    locale: "de",
    title: "Synapsen – Sudoku-Oase",
    subtitle: "Über Logik & <Denken>",
    author: "Sudoku-Oase",
    selfPath: "/de/synapsen/atom.xml",
    pagePath: "/de/synapsen",
    entries: [
      {
        title: "Älter",
        path: "/de/synapsen/2024-03-26",
        date: "2024-03-26",
        summary: "Erst",
        html: '<p>Siehe <a href="/de/faq">FAQ</a> & mehr</p>',
      },
      { title: 'Neuer "Titel"', path: "/de/synapsen/2024-07-21", date: "2024-07-21", summary: "Dann", html: "<p>Text</p>" },
    ],
  };
  const xml = buildAtomFeed(feed);

  it("is an Atom document with its own address, the page it mirrors and its language", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">')).toBe(true);
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://sudoku-oase.de/de/synapsen/atom.xml"/>');
    expect(xml).toContain('<link rel="alternate" type="text/html" href="https://sudoku-oase.de/de/synapsen"/>');
    expect(xml).toContain("<id>https://sudoku-oase.de/de/synapsen/atom.xml</id>");
    expect(xml.trimEnd().endsWith("</feed>")).toBe(true);
  });

  it("lists entries newest first and is as new as its newest entry", () => {
    expect(xml.indexOf("2024-07-21")).toBeLessThan(xml.indexOf("2024-03-26"));
    expect(xml).toContain("<updated>2024-07-21T00:00:00+02:00</updated>\n  <author>");
    expect(xml.match(/<entry>/g)).toHaveLength(2);
  });

  it("escapes text and carries each article's whole HTML with absolute links", () => {
    expect(xml).toContain("<subtitle>Über Logik &amp; &lt;Denken&gt;</subtitle>");
    expect(xml).toContain("<title>Neuer &quot;Titel&quot;</title>");
    expect(xml).toContain(
      '<content type="html">&lt;p&gt;Siehe &lt;a href=&quot;https://sudoku-oase.de/de/faq&quot;&gt;FAQ&lt;/a&gt; &amp; mehr&lt;/p&gt;</content>',
    );
    // No raw markup of an article leaks into the XML structure.
    expect(
      xml
        .replace(/^<\?xml[^>]*>/, "")
        .replace(/<\/?(feed|id|title|subtitle|updated|author|name|uri|link|icon|entry|published|summary|content)\b[^>]*>/g, ""),
    ).not.toMatch(/[<>]/);
  });
});
