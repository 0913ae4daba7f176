import { describe, expect, it } from "vitest";
import { isPageLink } from "./link-loader.ts";

const HERE = "https://sudoku-oase.de/de/faq?x=1";

describe("isPageLink: which clicks show the loader (SPEC §4 Hyperlink click)", () => {
  it.each([
    ["another page of the site", "/de/impressum", "", false],
    ["an absolute address on this origin", "https://sudoku-oase.de/de/synapsen/2024-03-26", "", false],
    ["the home page with a puzzle number", "/de?id=48213", "", false],
    ["a relative path", "kontakt", "", false],
    ["the same page again", "/de/faq?x=1", "", false],
    ["the same path with another query", "/de/faq?x=2", "", false],
    ["another page with a section mark", "/de/spielanleitung#sterne", "", false],
    ["an explicit _self target", "/de/kontakt", "_self", false],
  ])("%s: yes", (_, href, target, download) => {
    expect(isPageLink(href, HERE, target, download)).toBe(true);
  });

  it.each([
    ["another site", "https://www.sudoku-aktuell.de/", "", false],
    ["the same host on another scheme", "http://sudoku-oase.de/de/faq", "", false],
    ["a mail address", "mailto:kontakt@sudoku-oase.de", "", false],
    ["a jump within this page", "#main", "", false],
    ["a jump within this page, spelt out", "/de/faq?x=1#frage-3", "", false],
    ["a new tab", "/de/impressum", "_blank", false],
    ["a download", "/de/impressum", "", true],
    ["an API call", "/api/daily-sudoku/draws/2026-10", "", false],
    ["the Atom feed", "/de/synapsen/atom.xml", "", false],
    ["an image", "/images/releases/2021-2-new-password.png", "", false],
    ["the sitemap", "/sitemap.xml", "", false],
  ])("%s: no", (_, href, target, download) => {
    expect(isPageLink(href, HERE, target, download)).toBe(false);
  });
});
