import { DEV_CLOCK_COOKIE } from "../../app/lib/security/dev-only.server.ts";
import { checkHtml } from "../../scripts/checks/html/check-html.ts";
import { formatHtmlReport } from "../../scripts/checks/html/vnu-report.ts";
import { expect, test } from "./fixtures.ts";
import { ROUTE_PAGES } from "./route-pages.ts";

// The Nu HTML Checker (vnu.jar) on one page per route module: the suite's representative of the
// sweep over every sitemap page in `npm run proof` (`npm run check:html -- <origin> --sitemap`).
// The server-rendered HTML is what vnu reads, as a crawler or a browser without JavaScript gets it.
// Both themes: the theme cookie changes the markup (the <html> element's data-theme, the header's
// ambience class, which theme button is pressed), so each theme's document is checked. All pages
// go through one Java run: the JVM's start is most of the time.
test("every route module's page is valid HTML in both themes (0 errors but the listed CSS false alarms)", async ({
  baseURL,
  siteClock,
}) => {
  test.setTimeout(180_000);
  const report = await checkHtml({
    origin: baseURL!,
    paths: ROUTE_PAGES,
    themes: ["light", "dark"],
    cookies: [`${DEV_CLOCK_COOKIE}=${siteClock.cookieValue()}`],
  });
  console.log(`HTML checker, ${ROUTE_PAGES.length} pages × 2 themes\n${formatHtmlReport(report)}`);
  expect(report.documents).toBe(ROUTE_PAGES.length * 2);
  expect(report.perMessage.map((m) => `${m.count}× ${m.message} (${m.example.path} [${m.example.variant}]: ${m.example.extract})`)).toEqual(
    [],
  );
  expect(report.errors).toBe(0);
});
