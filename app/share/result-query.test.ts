import { describe, expect, it } from "vitest";
import { imageLocale, parseResultQuery } from "./result-query.ts";

const TODAY = "2027-06-16";
const parse = (query: string) => parseResultQuery(new URLSearchParams(query), TODAY);

describe("parseResultQuery", () => {
  it("reads a day's result, with or without a streak", () => {
    expect(parse("date=2027-06-16&stars=3&time=754&hints=0&streak=4")).toEqual({
      kind: "ok",
      facts: { game: { kind: "daily", date: "2027-06-16" }, stars: 3, time: 754, hints: 0, streak: 4 },
    });
    expect(parse("date=2026-11-01&stars=1&time=0&hints=2")).toEqual({
      kind: "ok",
      facts: { game: { kind: "daily", date: "2026-11-01" }, stars: 1, time: 0, hints: 2, streak: null },
    });
  });

  it("reads a catalogue puzzle's result and ignores tracking parameters", () => {
    expect(parse("id=4711&stars=5&time=3723&hints=1&fbclid=abc&utm_source=x")).toEqual({
      kind: "ok",
      facts: { game: { kind: "puzzle", id: 4711 }, stars: 5, time: 3723, hints: 1, streak: null },
    });
  });

  it.each([
    "",
    "stars=3&time=1&hints=0",
    "date=2027-06-16&id=5&stars=3&time=1&hints=0",
    "date=2027-02-30&stars=3&time=1&hints=0",
    "date=16.06.2027&stars=3&time=1&hints=0",
    "id=0&stars=3&time=1&hints=0",
    "id=01&stars=3&time=1&hints=0",
    "id=1e3&stars=3&time=1&hints=0",
    "id=5&stars=6&time=1&hints=0",
    "id=5&stars=0&time=1&hints=0",
    "id=5&time=1&hints=0",
    "id=5&stars=3&hints=0",
    "id=5&stars=3&time=-1&hints=0",
    "id=5&stars=3&time=1.5&hints=0",
    "id=5&stars=3&time=10000000&hints=0",
    "id=5&stars=3&time=1&hints=100000",
    "id=5&stars=3&time=1",
    "id=5&stars=3&time=1&hints=0&streak=2",
    "date=2027-06-16&stars=3&time=1&hints=0&streak=0",
    "date=2027-06-16&stars=3&time=1&hints=0&streak=x",
    "id=5&id=6&stars=3&time=1&hints=0",
    "id=5&stars=3&stars=4&time=1&hints=0",
  ])("refuses %j as bad", (query) => {
    expect(parse(query)).toEqual({ kind: "bad" });
  });

  it.each(["date=2027-06-17", "date=2099-01-01", "date=2026-10-31"])(
    "finds no result for a day without a daily yet or ever: %s",
    (date) => {
      expect(parse(`${date}&stars=3&time=1&hints=0`)).toEqual({ kind: "none" });
    },
  );
});

describe("imageLocale", () => {
  it("takes de or en, German by default, nothing else", () => {
    expect(imageLocale(new URLSearchParams(""))).toBe("de");
    expect(imageLocale(new URLSearchParams("lang=en"))).toBe("en");
    expect(imageLocale(new URLSearchParams("lang=fr"))).toBeNull();
    expect(imageLocale(new URLSearchParams("lang=en&lang=de"))).toBeNull();
  });
});
