import { afterAll, beforeAll, describe, it } from "vitest";
import { dailyApiFuzz } from "./fuzz/api-daily.ts";
import { fuzzRoute } from "./fuzz/harness.ts";
import { buildWorld, freezeClock, releaseClock, type World } from "./fuzz/world.ts";

// Issue 15: property-based bad input for the Daily Sudoku's calls, on a fixed Berlin day.

let world: World;
beforeAll(async () => {
  freezeClock();
  world = await buildWorld();
});
afterAll(releaseClock);

describe("bad requests to the Daily Sudoku calls are refused, never 5xx, and change nothing", () => {
  for (const [name, make] of Object.entries(dailyApiFuzz)) {
    it(name, async () => {
      await fuzzRoute(make(world));
    });
  }
});
