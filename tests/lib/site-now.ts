// The instant a test run's site clock starts at when the test does not name its own, shared by
// the integration suite (tests/integration/setup.ts) and the end-to-end suite (tests/e2e/fixtures.ts).
// `npm run test:dates` sets SITE_NOW to each instant of its matrix; otherwise it is an ordinary day,
// so no test depends on the day the suite runs.

/**
 * An ordinary day: Wednesday 16 June 2027, 10:00 in Berlin. No sale, no month end, no clock change,
 * and after the first daily puzzle (DAILY_EPOCH, 1 November 2026).
 */
export const ORDINARY_INSTANT = "2027-06-16T08:00:00.000Z";

/** SITE_NOW when it names an instant, else ORDINARY_INSTANT; anything else is refused loudly. */
export function siteNowFrom(value: string | undefined): string {
  if (!value) return ORDINARY_INSTANT;
  if (Number.isNaN(Date.parse(value))) throw new Error(`SITE_NOW is not an instant: ${value}`);
  return new Date(value).toISOString();
}
