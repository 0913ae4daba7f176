import { describe, expect, it } from "vitest";
import { TECHNIQUES } from "../sudoku/techniques.ts";
import { LESSONS, LESSON_BASE, lessonAt, lessonPath } from "./lessons.ts";

const texts = import.meta.glob<string>("../content/*/lesson-*.md", { query: "?raw", import: "default", eager: true });

describe("the lesson table", () => {
  it("has one lesson per technique of the step finder, in its order", () => {
    expect(LESSONS.map((l) => l.technique)).toEqual(TECHNIQUES.map((t) => t.id));
  });

  it("gives every lesson a unique address in each language", () => {
    for (const locale of ["de", "en"] as const) {
      const slugs = LESSONS.map((l) => l[locale]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("has a text in both languages for every lesson, titled with the hint panel's name", () => {
    for (const l of LESSONS) {
      for (const locale of ["de", "en"]) {
        const text = texts[`../content/${locale}/lesson-${l.technique}.md`];
        expect(text, `${locale}/lesson-${l.technique}.md`).toMatch(/^# \S/);
      }
    }
    expect(Object.keys(texts)).toHaveLength(LESSONS.length * 2);
  });

  it.each([
    ["/de/akademie/lektionen/methoden/der-nackte-einer", "naked-single", "de", true],
    ["/de/akademie/lektionen/methoden/der-nackte-einer/", "naked-single", "de", true],
    ["/en/academy/lessons/methods/locked-candidates-part-2", "claiming", "en", true],
    ["/en/academy/lessons/methods/claiming", "claiming", "en", false],
    ["/de/akademie/lektionen/methoden/unique-rectangle-1", "unique-rectangle-1", "de", false],
  ] as const)("%s is the %s lesson (%s, canonical %s)", (path, technique, locale, canonical) => {
    expect(lessonAt(path)).toEqual({ lesson: LESSONS.find((l) => l.technique === technique), locale, canonical });
  });

  it.each([
    "/de/akademie/lektionen/methoden/",
    "/de/akademie/lektionen/methoden/x-wing/mehr",
    "/de/akademie",
    "/en/academy/lessons/methods/der-x-wing",
  ])("%s is no lesson", (path) => {
    expect(lessonAt(path)).toBeUndefined();
  });

  it("builds paths under the SPEC's lesson base", () => {
    expect(lessonPath("full-house", "de")).toBe(`${LESSON_BASE.de}/das-full-house`);
    expect(lessonPath("full-house", "en")).toBe(`${LESSON_BASE.en}/full-house`);
  });
});
