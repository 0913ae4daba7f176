// How every check of this project runs axe on a page (the e2e specs, the representative in
// `npm test`, the sweep in `npm run proof`): one place, so the suite and the sweep judge alike.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/**
 * axe's defaults: every rule of WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus the best practices
 * (AAA and experimental rules are off).
 *
 * Two settings make a run 2.6 times as fast with the same rules and the same violations
 * (measured on the 17 route pages: 22.9 s → 8.8 s of axe per theme and width):
 * - On a page without frames, legacy mode: `axe.run` in the page itself. The default mode opens a
 *   second, blank page for every run to merge the frames' partial results there, which costs more
 *   than the run. A page with frames keeps the default mode, since legacy mode reaches into frames
 *   only where axe's messages may pass (tests/e2e/a11y-routes.spec.ts shows it missing a
 *   violation inside a frame).
 * - `resultTypes: ["violations"]`: the passes, incomplete and inapplicable lists keep one element
 *   per rule instead of every element. Violations are still listed in full.
 */
export function analyzePage(page: Page): Promise<AxeResults> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  return builder.setLegacyMode(page.frames().length === 1).analyze();
}

/** The violations as one line each (rule and the elements it names): an empty list is a pass. */
export async function violationLines(page: Page, prefix = ""): Promise<string[]> {
  const results = await analyzePage(page);
  return results.violations.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" ")}`);
}
