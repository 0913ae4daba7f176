// One page per route module that renders HTML: the suite's representative of the sweeps over
// every sitemap page (axe, the HTML checker), which run in `npm run proof`. Derived from the one
// route table, so a new route module is covered the day it is added. Languages alternate, so
// both catalogues are rendered.
import { LESSON_BASE } from "../../app/academy/lessons.ts";
import { SITE_PAGES } from "../../app/config/site-routes.ts";

/** Pages that show something only with their query (a shared result of the first daily, a Sunday): the address a visitor opens. */
const QUERIES: Partial<Record<string, string>> = { result: "?date=2026-11-01&stars=5&time=754&hints=0" };

function firstPagePerModule(): string[] {
  const seen = new Set<string>();
  const paths: string[] = [];
  for (const page of SITE_PAGES) {
    if (seen.has(page.file)) continue;
    seen.add(page.file);
    const locale = paths.length % 2 === 0 ? "de" : "en";
    paths.push(`${page[locale][0]!}${QUERIES[page.key] ?? ""}`);
  }
  return paths;
}

/** routes/not-found.tsx: answers 404, with the site's shell. */
export const NOT_FOUND_PAGE = "/en/no-such-page";

export const ROUTE_PAGES: readonly string[] = [
  ...firstPagePerModule(),
  // routes/lesson.tsx (one route per language for all lessons)
  `${LESSON_BASE.de}/der-x-wing`,
  NOT_FOUND_PAGE,
];

/** The status each of ROUTE_PAGES answers with. */
export const routePageStatus = (path: string): number => (path === NOT_FOUND_PAGE ? 404 : 200);
