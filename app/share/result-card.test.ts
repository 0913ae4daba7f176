import { describe, expect, it } from "vitest";
import de from "../locales/de/share-card.ts";
import en from "../locales/en/share-card.ts";
import type { Locale } from "../config/site-routes.ts";
import { resultCard, starsText } from "./result-card.ts";
import { resultQuery, type ResultFacts } from "./result-facts.ts";

const TEXTS = { de, en } as const;
const LEVEL = {
  de: ["Sehr einfach", "Einfach", "Mittel", "Schwierig", "Sehr schwierig"],
  en: ["Very easy", "Easy", "Medium", "Hard", "Very hard"],
};
const URL_ = "https://sudoku-oase.de/x";

const daily = (over: Partial<ResultFacts> = {}): ResultFacts => ({
  game: { kind: "daily", date: "2027-06-16" },
  stars: 3,
  time: 754,
  hints: 0,
  streak: null,
  ...over,
});
const puzzle = (over: Partial<ResultFacts> = {}): ResultFacts => ({ ...daily(over), game: { kind: "puzzle", id: 4711 }, streak: null });

function card(facts: ResultFacts, locale: Locale) {
  return resultCard(facts, { locale, texts: TEXTS[locale], levelName: LEVEL[locale][facts.stars - 1]!, url: URL_ });
}

describe("resultCard", () => {
  it.each<[string, ResultFacts, Locale, string[]]>([
    [
      "a daily without help, no streak (a visitor)",
      daily(),
      "de",
      ["Sudoku des Tages vom 16. Juni 2027", "★★★☆☆ Mittel", "Zeit 12:34 · ohne Hilfe"],
    ],
    ["the same in English", daily(), "en", ["Daily Sudoku of 16 June 2027", "★★★☆☆ Medium", "Time 12:34 · without help"]],
    [
      "one hint, a streak of one day",
      daily({ hints: 1, streak: 1 }),
      "de",
      ["Sudoku des Tages vom 16. Juni 2027", "★★★☆☆ Mittel", "Zeit 12:34 · mit 1 Hinweis", "Serie: 1 Tag"],
    ],
    [
      "one hint, a streak of one day, English",
      daily({ hints: 1, streak: 1 }),
      "en",
      ["Daily Sudoku of 16 June 2027", "★★★☆☆ Medium", "Time 12:34 · with 1 hint", "Streak: 1 day"],
    ],
    [
      "many hints, a long streak, numbers grouped for the language",
      daily({ hints: 1234, streak: 1500 }),
      "de",
      ["Sudoku des Tages vom 16. Juni 2027", "★★★☆☆ Mittel", "Zeit 12:34 · mit 1.234 Hinweisen", "Serie: 1.500 Tage"],
    ],
    [
      "many hints, English",
      daily({ hints: 12, streak: 30 }),
      "en",
      ["Daily Sudoku of 16 June 2027", "★★★☆☆ Medium", "Time 12:34 · with 12 hints", "Streak: 30 days"],
    ],
    [
      "a catalogue puzzle over an hour, level 5",
      puzzle({ stars: 5, time: 3723, hints: 2 }),
      "de",
      ["Sudoku Nr. 4711", "★★★★★ Sehr schwierig", "Zeit 1:02:03 · mit 2 Hinweisen"],
    ],
    [
      "a catalogue puzzle in English, level 1, 0:00",
      puzzle({ stars: 1, time: 0 }),
      "en",
      ["Sudoku no. 4711", "★☆☆☆☆ Very easy", "Time 0:00 · without help"],
    ],
    ["ten hours and more", puzzle({ time: 36_000 + 59 }), "en", ["Sudoku no. 4711", "★★★☆☆ Medium", "Time 10:00:59 · without help"]],
  ])("%s", (_, facts, locale, lines) => {
    const result = card(facts, locale);
    expect(result.lines).toEqual(lines);
    expect(result.text).toBe([...lines, URL_].join("\n"));
  });

  it("shows no streak for a catalogue puzzle, even if one were given", () => {
    expect(card(puzzle({ streak: 5 }), "de").streak).toBeNull();
  });

  it("draws the level as filled and empty stars", () => {
    expect([1, 2, 3, 4, 5].map(starsText)).toEqual(["★☆☆☆☆", "★★☆☆☆", "★★★☆☆", "★★★★☆", "★★★★★"]);
  });
});

describe("resultQuery", () => {
  it("writes the facts in a fixed order, the streak only with a day", () => {
    expect(resultQuery(daily({ hints: 2, streak: 7 }))).toBe("date=2027-06-16&stars=3&time=754&hints=2&streak=7");
    expect(resultQuery(daily())).toBe("date=2027-06-16&stars=3&time=754&hints=0");
    expect(resultQuery({ ...puzzle(), streak: 7 })).toBe("id=4711&stars=3&time=754&hints=0");
  });
});

describe("resultImageSvg", () => {
  it("draws the card's lines, escaped, at 1200×630, and nothing else", async () => {
    const { resultImageSvg } = await import("./result-image.ts");
    const c = card(daily({ hints: 1, streak: 1 }), "en");
    const svg = resultImageSvg({ ...c, title: `<b>"A&B"</b>` }, { site: "Sudoku-Oase", host: "sudoku-oase.de" });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630">/);
    expect(svg).toContain("&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;");
    expect(svg).not.toContain("<b>");
    for (const text of ["★★★☆☆ Medium", "Time 12:34 · with 1 hint", "Streak: 1 day", "sudoku-oase.de"]) expect(svg).toContain(text);
    expect(svg.match(/<text /g)).toHaveLength(6);
    expect(resultImageSvg(card(daily(), "de"), { site: "S", host: "h" }).match(/<text /g)).toHaveLength(5);
    // The longest title still fits on one line: a smaller size, not a cut.
    const september = card(daily({ game: { kind: "daily", date: "2027-09-30" } }), "de");
    expect(september.title).toBe("Sudoku des Tages vom 30. September 2027");
    expect(resultImageSvg(september, { site: "S", host: "h" })).toContain('font-size="41" font-weight="bold">Sudoku des Tages');
    expect(resultImageSvg(card(puzzle(), "de"), { site: "S", host: "h" })).toContain('font-size="52" font-weight="bold">Sudoku Nr. 4711');
  });
});
