import { afterAll, beforeAll, describe, it } from "vitest";
import { formFuzz } from "./fuzz/forms.ts";
import { fuzzRoute } from "./fuzz/harness.ts";
import { buildWorld, freezeClock, releaseClock, type World } from "./fuzz/world.ts";

// Issue 15: property-based bad input for every form action: the language and appearance switches
// and the pages that take a post, as a browser posts them and as React Router's client does.

let world: World;
beforeAll(async () => {
  freezeClock();
  world = await buildWorld();
});
afterAll(releaseClock);

describe("bad form posts are refused, never 5xx, and change nothing", () => {
  for (const [name, make] of Object.entries(formFuzz)) {
    it(name, async () => {
      await fuzzRoute(make(world));
    });
  }
});
