import { describe, expect, it } from "vitest";
import { TECHNIQUE_IDS } from "./technique-ids.ts";
import { TECHNIQUES, type TechniqueId } from "./techniques.ts";

describe("TECHNIQUE_IDS", () => {
  it("names every technique of the registry, in the finder's order", () => {
    expect(TECHNIQUE_IDS).toEqual(TECHNIQUES.map((t) => t.id));
    // And the other way round for the type: every listed id is a TechniqueId.
    const typed: readonly TechniqueId[] = TECHNIQUE_IDS;
    expect(typed.length).toBe(37);
  });
});
