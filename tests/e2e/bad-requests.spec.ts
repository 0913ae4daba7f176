import { BAD_REQUESTS, formatSummary, runBadRequests, sampleBadRequests } from "../../scripts/checks/bad-request-list.ts";
import { expect, test } from "./fixtures.ts";

// A sample of the bad-request list (scripts/checks/bad-request-list.ts: each kind of bad input on
// each kind of route) against the e2e server (wrangler dev on the production build): every one
// answered, none with a 5xx. wrangler dev's proxy is the server that answered 500 "Network
// connection lost", or not at all, when the Worker left a body unread. `npm run proof` sends the
// whole list (scripts/checks/bad-requests.ts, also `npm run check:bad-requests`).
test("bad requests, one of each kind per kind of route: every one answered, none with a 5xx", async ({ baseURL }, testInfo) => {
  const sample = sampleBadRequests(BAD_REQUESTS);
  expect(sample.length).toBeGreaterThanOrEqual(50);
  const summary = await runBadRequests(new URL(baseURL!), sample, { concurrency: 4, timeoutMs: 10_000, totalMs: 50_000 });
  const report = formatSummary(summary);
  await testInfo.attach("bad-requests.txt", { body: report, contentType: "text/plain" });
  console.log(report);
  expect(
    summary.serverErrors.map((f) => f.detail),
    report,
  ).toEqual([]);
  expect(
    summary.noAnswer.map((f) => f.detail),
    report,
  ).toEqual([]);
  expect(summary.notSent, report).toBe(0);
  expect(summary.answered).toBe(sample.length);
});
