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
