import { afterAll, beforeAll, describe, it } from "vitest";
import { publicApiFuzz } from "./fuzz/api-public.ts";
import { fuzzRoute } from "./fuzz/harness.ts";
import { buildWorld, freezeClock, releaseClock, type World } from "./fuzz/world.ts";

// Issue 15: property-based bad input for the public JSON calls and the login calls. Each route
// gets its generated bad requests (see fuzz/builders.ts) between two snapshots of the database;
// the harness prints one `FUZZ {...}` line per route with the figures.

let world: World;
beforeAll(async () => {
  freezeClock();
  world = await buildWorld();
});
afterAll(releaseClock);

describe("bad requests to the public calls are refused, never 5xx, and change nothing", () => {
  for (const [name, make] of Object.entries(publicApiFuzz)) {
    it(name, async () => {
      await fuzzRoute(make(world));
    });
  }
});
