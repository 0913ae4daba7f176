import { describe, expect, it } from "vitest";
import { slotAfter, splitSections } from "./sections.ts";

const POSITIONS = ["first", "second", "third", "fourth"] as const;

describe("splitSections", () => {
  it("cuts before every h2, keeping the intro and every character", () => {
    const html = '<p>Intro</p><h2 id="a">A</h2><p>a</p><h2>B</h2><p>b</p><h3>not a cut</h3>';
    const parts = splitSections(html);
    expect(parts).toEqual(["<p>Intro</p>", '<h2 id="a">A</h2><p>a</p>', "<h2>B</h2><p>b</p><h3>not a cut</h3>"]);
    expect(parts.join("")).toBe(html);
  });

  it("a page without sections is one part; one starting with a section has an empty intro", () => {
    expect(splitSections("<p>x</p>")).toEqual(["<p>x</p>"]);
    expect(splitSections("<h2>A</h2>x")).toEqual(["", "<h2>A</h2>x"]);
    expect(splitSections("<h2x>")).toEqual(["<h2x>"]);
  });
});

describe("slotAfter", () => {
  it("puts content-first … fourth after sections 1 … 4 where another part follows", () => {
    const six = Array.from({ length: 7 }, (_, i) => slotAfter(i, 7, POSITIONS));
    expect(six).toEqual([null, "first", "second", "third", "fourth", null, null]);
  });

  it("never right before the end, and none after the intro", () => {
    expect(Array.from({ length: 3 }, (_, i) => slotAfter(i, 3, POSITIONS))).toEqual([null, "first", null]);
    expect(slotAfter(0, 1, POSITIONS)).toBeNull();
  });
});
