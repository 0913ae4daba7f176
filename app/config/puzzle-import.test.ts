import { describe, expect, it } from "vitest";
import { DAILY_POOL_ID_BASE, DAILY_POOL_PER_LEVEL } from "./daily.ts";
import * as config from "./puzzle-import.ts";

// The import's numbers written out (issue 16): the tests elsewhere use the constants, so a changed
// number would pass them; it must fail here.
describe("puzzle import constants", () => {
  it("inputs over 200 characters are refused", () => expect(config.IMPORT_MAX_INPUT_CHARS).toBe(200));
  it("imported ids start above the daily pool's range", () => {
    expect(config.IMPORTED_ID_BASE).toBe(2_000_000);
    expect(config.IMPORTED_ID_BASE).toBeGreaterThan(DAILY_POOL_ID_BASE + 5 * DAILY_POOL_PER_LEVEL);
  });
  it("the pair search's budget", () => expect(config.TWO_SOLUTIONS_NODE_BUDGET).toBe(200_000));
  it("the share link's progress parameter", () => expect(config.SHARE_PROGRESS_PARAM).toBe("entries"));
});
