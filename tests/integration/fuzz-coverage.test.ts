import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { routes } from "virtual:react-router/server-build";
import { accountApiFuzz, paymentApiFuzz } from "./fuzz/api-account.ts";
import { dailyApiFuzz } from "./fuzz/api-daily.ts";
import { publicApiFuzz } from "./fuzz/api-public.ts";
import { formFuzz } from "./fuzz/forms.ts";
import { changes, snapshot } from "./fuzz/snapshot.ts";
import { FUZZ_TABLE } from "./fuzz/table.ts";

// The fuzz table against the routes the Worker really serves (React Router's server build, the
// same one workers/app.ts hands every request to): a new JSON call or a new form action that no
// fuzz test covers fails here, and so does a table row whose route is gone.

// Page routes are registered with their leading slash (app/config/site-routes.ts), the rest without.
const served = Object.values(routes)
  .filter((r): r is NonNullable<typeof r> => r !== undefined)
  .map((r) => ({ ...r, path: r.path?.replace(/^\//, "") }));

/** Every route pattern that must be fuzzed: all of /api/, and everything with an action. */
const mustFuzz = served.filter((r) => r.path !== undefined && (r.path.startsWith("api/") || typeof r.module.action === "function"));

const tableRows = Object.values(FUZZ_TABLE);
const tablePatterns = tableRows.flatMap((row) => row.patterns);

describe("the fuzz table covers every JSON call and every form action", () => {
  it("lists every route under /api/ and every route with an action", () => {
    const missing = mustFuzz.map((r) => r.path!).filter((path) => !tablePatterns.includes(path));
    expect(missing, "routes nobody fuzzes: add them to tests/integration/fuzz/table.ts and a generator").toEqual([]);
  });

  it("lists only routes that exist", () => {
    const paths = served.map((r) => r.path);
    expect(tablePatterns.filter((p) => !paths.includes(p))).toEqual([]);
  });

  it("says which routes take a post, as the route modules do", () => {
    for (const row of tableRows) {
      for (const pattern of row.patterns) {
        const route = served.find((r) => r.path === pattern)!;
        // Every POST or DELETE in the table needs an action; API calls that take neither have
        // one too, answering 405 in the failure shape instead of React Router's own body.
        const takesPost = row.methods.includes("POST") || row.methods.includes("DELETE");
        if (takesPost || row.area === "api") expect(typeof route.module.action, `${pattern} action`).toBe("function");
        if (row.area === "api") expect(typeof route.module.loader, `${pattern} loader`).toBe("function");
      }
    }
  });

  it("runs a generator for every row of the table, once", () => {
    const generators = [publicApiFuzz, accountApiFuzz, paymentApiFuzz, dailyApiFuzz, formFuzz].flatMap((group) => Object.keys(group));
    expect([...generators].sort()).toEqual(Object.keys(FUZZ_TABLE).sort());
  });
});

describe("the database snapshot the fuzz tests compare", () => {
  it("holds every table of the schema and notices one changed cell", async () => {
    const before = await snapshot();
    for (const table of [
      "users",
      "sessions",
      "savegames",
      "daily_results",
      "payments",
      "rate_limits",
      "contact_messages",
      "counter_days",
    ]) {
      expect(before.has(table), table).toBe(true);
    }
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('snapshot-test', 0, 1)").run();
    const inserted = await snapshot();
    await env.DB.prepare("UPDATE rate_limits SET count = 2 WHERE key = 'snapshot-test'").run();
    expect(changes(before, inserted).map((c) => [c.table, c.added.length, c.removed.length])).toEqual([["rate_limits", 1, 0]]);
    expect(changes(inserted, await snapshot()).map((c) => [c.table, c.added.length, c.removed.length])).toEqual([["rate_limits", 1, 1]]);
  });
});
