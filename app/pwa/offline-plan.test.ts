import { describe, expect, it } from "vitest";
import { copyKey, idOfKey, missingFresh, offlineAnswer, offlinePageFor, pageKind, playPaths, type Held } from "./offline-plan.ts";
import { OFFLINE_PUZZLES_PER_PAGE } from "../config/offline.ts";
import { isLocalPath } from "../lib/http/local-path-rule.ts";

const at = (address: string) => new URL(address, "https://sudoku.example");
const none: Held = { exact: false, inProgress: null, fresh: [] };

describe("pageKind", () => {
  it.each([
    ["/", { kind: "play", path: "/", locale: "de", id: null, exclude: null }],
    // The second home address is kept and answered as the first.
    ["/de", { kind: "play", path: "/", locale: "de", id: null, exclude: null }],
    ["/en", { kind: "play", path: "/en", locale: "en", id: null, exclude: null }],
    ["/de/einfach?id=4711", { kind: "play", path: "/de/einfach", locale: "de", id: 4711, exclude: null }],
    ["/en/very-hard?exclude=12", { kind: "play", path: "/en/very-hard", locale: "en", id: null, exclude: 12 }],
    ["/de/mittel?id=0", { kind: "play", path: "/de/mittel", locale: "de", id: null, exclude: null }],
    ["/de/mittel?id=12abc", { kind: "play", path: "/de/mittel", locale: "de", id: null, exclude: null }],
    ["/de/sudoku-des-tages", { kind: "daily", locale: "de" }],
    ["/en/daily-sudoku?date=2026-11-20", { kind: "daily", locale: "en" }],
    ["/de/akademie/lektionen/methoden/der-versteckte-einer-im-block", { kind: "lesson", locale: "de" }],
    ["/en/academy/lessons/methods/x-wing", { kind: "lesson", locale: "en" }],
    ["/de/offline?from=%2Fde%2Ffaq", { kind: "offline", locale: "de" }],
    ["/de/faq", { kind: "other", locale: "de" }],
    ["/en/statistics", { kind: "other", locale: "en" }],
    ["/unknown/page", { kind: "other", locale: "de" }],
    ["/de/akademie", { kind: "other", locale: "de" }],
  ])("%s", (address, kind) => {
    expect(pageKind(at(address))).toEqual(kind);
  });
});

describe("offlineAnswer", () => {
  const easy = "/de/einfach";
  const fresh = [copyKey(easy, 11), copyKey(easy, 12)];
  it.each<[string, string, Held, ReturnType<typeof offlineAnswer>]>([
    [
      "a play page continues its game in progress",
      easy,
      { ...none, inProgress: copyKey(easy, 7), fresh },
      { type: "redirect", to: "/de/einfach?id=7", start: false },
    ],
    ["without one it starts the oldest kept puzzle", easy, { ...none, fresh }, { type: "redirect", to: "/de/einfach?id=11", start: true }],
    [
      "'next puzzle' never gives the one just played",
      `${easy}?exclude=7`,
      { ...none, inProgress: copyKey(easy, 7), fresh },
      { type: "redirect", to: "/de/einfach?id=11", start: true },
    ],
    [
      "'next puzzle' skips a kept puzzle with the excluded number",
      `${easy}?exclude=11`,
      { ...none, fresh },
      { type: "redirect", to: "/de/einfach?id=12", start: true },
    ],
    ["nothing kept: the offline page", easy, none, { type: "offline-page", to: "/de/offline?from=%2Fde%2Feinfach" }],
    [
      "nothing left after the excluded one",
      `${easy}?exclude=11`,
      { ...none, fresh: [copyKey(easy, 11)] },
      { type: "offline-page", to: "/de/offline?from=%2Fde%2Feinfach%3Fexclude%3D11" },
    ],
    ["a kept puzzle by its number", `${easy}?id=11`, { ...none, exact: true }, { type: "copy" }],
    [
      "a puzzle number not kept",
      `${easy}?id=99`,
      { ...none, fresh },
      { type: "offline-page", to: "/de/offline?from=%2Fde%2Feinfach%3Fid%3D99" },
    ],
    ["a lesson read before", "/en/academy/lessons/methods/x-wing", { ...none, exact: true }, { type: "copy" }],
    [
      "a lesson never read",
      "/en/academy/lessons/methods/x-wing",
      none,
      { type: "offline-page", to: "/en/offline?from=%2Fen%2Facademy%2Flessons%2Fmethods%2Fx-wing" },
    ],
    ["a kept daily page", "/de/sudoku-des-tages", { ...none, exact: true }, { type: "copy" }],
    ["any other page, even if a copy existed", "/de/faq", { ...none, exact: true }, { type: "copy" }],
    ["any other page", "/de/faq?x=1", none, { type: "offline-page", to: "/de/offline?from=%2Fde%2Ffaq%3Fx%3D1" }],
    [
      "the offline page at its own address",
      "/de/offline?from=%2Fde%2Ffaq",
      none,
      { type: "offline-page", to: "/de/offline?from=%2Fde%2Ffaq" },
    ],
  ])("%s", (_, address, held, answer) => {
    const url = at(address);
    expect(offlineAnswer(url, pageKind(url), held)).toEqual(answer);
  });
});

describe("keys and counts", () => {
  it("files a kept puzzle under its play page and number", () => {
    expect(copyKey("/", 5)).toBe("/?id=5");
    expect(idOfKey("/en/hard?id=4711")).toBe(4711);
    expect(idOfKey("/en/hard")).toBeNull();
  });
  it("keeps puzzles for the home page and the five levels of each language", () => {
    expect(playPaths("de")).toEqual(["/", "/de/sehr-einfach", "/de/einfach", "/de/mittel", "/de/schwierig", "/de/sehr-schwierig"]);
    expect(playPaths("en")).toEqual(["/en", "/en/very-easy", "/en/easy", "/en/medium", "/en/hard", "/en/very-hard"]);
  });
  it("tops up to the count per page", () => {
    expect(missingFresh(0)).toBe(OFFLINE_PUZZLES_PER_PAGE);
    expect(missingFresh(OFFLINE_PUZZLES_PER_PAGE - 1)).toBe(1);
    expect(missingFresh(OFFLINE_PUZZLES_PER_PAGE + 2)).toBe(0);
  });
  it("names the failed address on the offline page", () => {
    expect(offlinePageFor("en", null)).toBe("/en/offline");
    expect(offlinePageFor("de", at("/de/kontakt?a=b"))).toBe("/de/offline?from=%2Fde%2Fkontakt%3Fa%3Db");
  });
});

describe("the offline page's retry address (lib/http/local-path-rule.ts)", () => {
  it.each([
    ["/de/faq", true],
    ["/de/einfach?id=5", true],
    ["//evil.example/x", false],
    ["/\\evil.example", false],
    ["https://evil.example/", false],
    ["javascript:alert(1)", false],
    ["", false],
    [`/${"a".repeat(2_048)}`, false],
  ])("%s", (from, expected) => {
    expect(isLocalPath(from)).toBe(expected);
  });
});
