import type { MetaDescriptor } from "react-router";

/** Title and description tags; every page's title ends with the site name. */
export function pageMeta(title: string | undefined, description: string | undefined, siteName = "Sudoku-Oase"): MetaDescriptor[] {
  const full = title ? `${title} | ${siteName}` : siteName;
  const tags: MetaDescriptor[] = [{ title: full }, { property: "og:title", content: full }];
  if (description) {
    tags.push({ name: "description", content: description }, { property: "og:description", content: description });
  }
  return tags;
}

/** The `<link rel="alternate">` that lets feed readers find a feed from a page. */
export function feedMeta(feed: { href: string; title: string } | null | undefined): MetaDescriptor[] {
  return feed ? [{ tagName: "link", rel: "alternate", type: "application/atom+xml", title: feed.title, href: feed.href }] : [];
}
