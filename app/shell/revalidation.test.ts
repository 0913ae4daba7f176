import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "../config/site-routes.ts";
import {
  ACTIONS_LEAVING_SHELL,
  actionTouchesShell,
  callTouchesShell,
  shellShouldRevalidate,
  type ShellRevalidation,
} from "./revalidation.ts";

const at = (path: string) => new URL(path, "https://sudoku.example");

/** A revalidation with nothing special: the router would reload, no call noted, same address. */
function args(over: Partial<Omit<ShellRevalidation, "currentUrl" | "nextUrl">> & { from?: string; to?: string } = {}): ShellRevalidation {
  const { from = "/de/leicht", to = from, ...rest } = over;
  return { currentUrl: at(from), nextUrl: at(to), defaultShouldRevalidate: true, shellCallsSince: false, ...rest };
}

const post = (formAction: string, over: Parameters<typeof args>[0] = {}) => args({ formMethod: "POST", formAction, ...over });

describe("shellShouldRevalidate: what reloads the shell", () => {
  it.each([
    // Actions whose result the shell shows.
    ["login, code and logout (the login card, from any page)", post("/de/authentifizierung", { from: "/de/faq" }), true],
    ["the English sign-in page", post("/en/authentication", { from: "/en/faq" }), true],
    ["profile: name, info, avatar, deleting the account", post("/de/profil"), true],
    ["the profile's multipart post with its index query", post("/en/profile?index"), true],
    ["the daily's terms (the calendar's role)", post("/de/sudoku-des-tages"), true],
    ["deleting a saved game (recent saves, statistics)", post("/de/gespeicherte-raetsel"), true],
    ["deleting from the solved list", post("/en/solved-puzzles"), true],
    ["theme, posted through the router", post("/theme"), true],
    ["language, posted through the router", post("/language"), true],
    ["an action the table does not know", post("/de/neu-und-unbekannt"), true],
    ["an action with no action path", args({ formMethod: "POST" }), true],
    ["a DELETE submission", args({ formMethod: "DELETE", formAction: "/de/profil" }), true],
    // Calls the router never saw: the board's saves, the daily's check, the payment.
    [
      "a query change after a save finished",
      args({ from: "/de/leicht?exclude=4", to: "/de/leicht?exclude=9", shellCallsSince: true }),
      true,
    ],
    ["the contact form after a save finished", post("/de/kontakt", { shellCallsSince: true }), true],
    // Navigations.
    ["another path (the shell names the page)", args({ from: "/de/leicht", to: "/de/mittel?exclude=3" }), true],
    ["from the home page to a level with ?exclude", args({ from: "/", to: "/de/leicht?exclude=3" }), true],
    ["an own puzzle's action that sends to its page", post("/de/eigenes-sudoku", { to: "/?id=123" }), true],
    ["the same address again", args({ from: "/de/leicht?exclude=4", to: "/de/leicht?exclude=4" }), true],
    ["revalidate() (theme, payment, deleting from the list)", args({ from: "/de/unterstuetzer_innen" }), true],
  ])("reloads: %s", (_, input, expected) => {
    expect(shellShouldRevalidate(input)).toBe(expected);
  });

  it.each([
    ["next puzzle: only ?exclude= changed", args({ from: "/de/leicht?exclude=4", to: "/de/leicht?exclude=9" })],
    ["next puzzle, first time (query added)", args({ from: "/en/easy", to: "/en/easy?exclude=4" })],
    ["a query removed", args({ from: "/de/leicht?exclude=4", to: "/de/leicht" })],
    ["a GET form (a search) on the same page", args({ formMethod: "GET", from: "/de/leicht", to: "/de/leicht?q=1" })],
    ["the contact form", post("/de/kontakt")],
    ["the English contact form", post("/en/contact")],
    ["checking an own puzzle", post("/de/eigenes-sudoku")],
    // Never more than the router: after an action that failed it does not reload.
    ["a failed action, even one that touches the shell", post("/de/authentifizierung", { defaultShouldRevalidate: false })],
    ["a failed action after a save", post("/de/profil", { defaultShouldRevalidate: false, shellCallsSince: true })],
    ["another path the router would not reload", args({ from: "/de/leicht", to: "/de/faq", defaultShouldRevalidate: false })],
  ])("keeps: %s", (_, input) => {
    expect(shellShouldRevalidate(input)).toBe(false);
  });
});

describe("actionTouchesShell", () => {
  it("knows every page with a form action: the shell's or explicitly not", () => {
    // Every page route module that exports an action, by the pages that use it.
    const dir = new URL("../routes/", import.meta.url);
    const withAction = readdirSync(dir)
      .filter((f) => f.endsWith(".tsx") && /export (async function|const) action\b/.test(readFileSync(new URL(f, dir), "utf8")))
      .map((f) => `routes/${f}`);
    const keys = SITE_PAGES.filter((p) => withAction.includes(p.file)).map((p) => p.key);
    const touching = ["authentication", "profile", "daily", "saved-puzzles", "solved-puzzles"];
    expect([...keys].sort()).toEqual([...touching, ...ACTIONS_LEAVING_SHELL].sort());
    for (const key of touching) {
      const page = SITE_PAGES.find((p) => p.key === key)!;
      for (const path of [...page.de, ...page.en]) expect(actionTouchesShell(path), path).toBe(true);
    }
    for (const key of ACTIONS_LEAVING_SHELL) {
      const page = SITE_PAGES.find((p) => p.key === key)!;
      for (const path of [...page.de, ...page.en]) expect(actionTouchesShell(path), path).toBe(false);
    }
  });

  it("takes a trailing slash and a query as the same page", () => {
    expect(actionTouchesShell("/de/kontakt/")).toBe(false);
    expect(actionTouchesShell("/de/kontakt?index")).toBe(false);
    expect(actionTouchesShell("/de/kontakte")).toBe(true);
  });
});

describe("callTouchesShell", () => {
  it.each([
    "/api/sudoku/save",
    "/api/sudoku/save?puzzleId=3",
    "/api/sudoku/saved-puzzles",
    "/api/sudoku/delete-saved-puzzle/12",
    "/api/daily-sudoku/save",
    "/api/daily-sudoku/check",
    "/api/daily-sudoku/agreement",
    "/api/approved-payment",
    "/api/login",
    "/api/authenticate",
    "/api/logout",
    "/api/profile",
    "/theme",
    "/language",
  ])("notes %s", (path) => {
    expect(callTouchesShell(`https://sudoku.example${path}`)).toBe(true);
  });

  it.each([
    "/api/sudoku/saves",
    "/api/sudoku/save/1",
    "/api/sudoku/statistics",
    "/api/sudoku/recent",
    "/api/sudoku/stars/3",
    "/api/sudoku",
    "/api/daily-sudoku/2026-11-27",
    "/api/daily-sudoku/checks",
    "/api/profile/export",
    "/api/profile/avatar/0123456789abcdef",
    "/api/supporter/order",
    "/api/counter",
    "/api/captcha",
    "/de/leicht.data",
    "/themes",
  ])("ignores %s", (path) => {
    expect(callTouchesShell(`https://sudoku.example${path}`)).toBe(false);
  });

  it("ignores what is not an address", () => {
    expect(callTouchesShell("")).toBe(false);
    expect(callTouchesShell("not a url")).toBe(false);
  });
});
