import { berlinDayStart, berlinOffsetMinutes } from "../lib/dates/berlin-time.ts";
import { escapeXml } from "./xml.ts";

export interface FeedEntry {
  title: string;
  /** Root-relative address of the article. */
  path: string;
  /** YYYY-MM-DD, a Berlin calendar date. */
  date: string;
  summary: string;
  html: string;
}

export interface Feed {
  origin: string;
  locale: string;
  title: string;
  subtitle: string;
  author: string;
  /** The feed's own address and the page it mirrors, root-relative. */
  selfPath: string;
  pagePath: string;
  entries: readonly FeedEntry[];
}

/** Midnight of a Berlin date in RFC 3339, with the offset Berlin had then (Atom wants a full date-time). */
export function berlinMidnight(date: string): string {
  const offset = berlinOffsetMinutes(berlinDayStart(date));
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date}T00:00:00${offset < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Root-relative links and images made absolute: a feed reader has no page to resolve them against. */
export function absoluteUrls(html: string, origin: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

/** An Atom 1.0 document (RFC 4287): one entry per article with its whole text, newest first. */
export function buildAtomFeed(feed: Feed): string {
  const entries = [...feed.entries].sort((a, b) => b.date.localeCompare(a.date));
  const updated = entries[0] ? berlinMidnight(entries[0].date) : berlinMidnight("2024-01-01");
  const url = (path: string) => escapeXml(feed.origin + path);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.locale)}">`,
    `  <id>${url(feed.selfPath)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(feed.author)}</name><uri>${url("/")}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${url(feed.selfPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(feed.pagePath)}"/>`,
    `  <icon>${url("/favicon.svg")}</icon>`,
    ...entries.flatMap((entry) => [
      "  <entry>",
      `    <id>${url(entry.path)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url(entry.path)}"/>`,
      `    <published>${berlinMidnight(entry.date)}</published>`,
      `    <updated>${berlinMidnight(entry.date)}</updated>`,
      `    <summary>${escapeXml(entry.summary)}</summary>`,
      `    <content type="html">${escapeXml(absoluteUrls(entry.html, feed.origin))}</content>`,
      "  </entry>",
    ]),
    "</feed>",
    "",
  ].join("\n");
}
