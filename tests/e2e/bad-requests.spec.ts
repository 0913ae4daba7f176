import { expect, test } from "@playwright/test";
import { BAD_REQUESTS, formatSummary, runBadRequests } from "../../scripts/bench/bad-request-list.ts";

// The bad-request list of scripts/bench/bad-requests.ts against the e2e server (wrangler dev on the
// production build): every one answered, none with a 5xx. wrangler dev's proxy is the server that
// answered 500 "Network connection lost", or not at all, when the Worker left a body unread.
test("bad requests: every one answered, none with a 5xx", async ({ baseURL }, testInfo) => {
  test.setTimeout(12 * 60_000);
  expect(BAD_REQUESTS.length).toBeGreaterThanOrEqual(300);
  const summary = await runBadRequests(new URL(baseURL!), BAD_REQUESTS, { concurrency: 4, timeoutMs: 10_000, totalMs: 10 * 60_000 });
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
  expect(summary.answered).toBe(BAD_REQUESTS.length);
});
