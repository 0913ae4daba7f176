import { describe, expect, it } from "vitest";
import { formatReport, isLoopbackOrigin, sitemapPaths, summarize, summaryLine, type RunResult } from "./report.ts";

describe("sitemapPaths", () => {
  it("keeps each page's path and query once, in order, whatever origin the sitemap names", () => {
    const xml = `<urlset><url><loc>https://sudoku-oase.de/</loc><xhtml:link rel="alternate" hreflang="en" href="https://sudoku-oase.de/en"/></url>
      <url><loc>https://sudoku-oase.de/en</loc></url><url><loc>http://localhost:8787/de/faq?a=1&amp;b=2</loc></url>
      <url><loc>https://sudoku-oase.de/en</loc></url></urlset>`;
    expect(sitemapPaths(xml)).toEqual(["/", "/en", "/de/faq?a=1&b=2"]);
  });
});

describe("isLoopbackOrigin", () => {
  it("takes servers on this machine only", () => {
    for (const origin of ["http://localhost:8811", "http://127.0.0.1:8787", "https://localhost", "http://[::1]:8811"])
      expect(isLoopbackOrigin(origin)).toBe(true);
    for (const origin of ["https://sudoku-oase.de", "http://localhost.example.org", "http://10.0.0.1", "file:///tmp", "localhost:8811"])
      expect(isLoopbackOrigin(origin)).toBe(false);
  });
});

const run = (path: string, theme: "light" | "dark", findings: RunResult["findings"], error: string | null = null): RunResult => ({
  path,
  theme,
  viewport: "phone",
  findings,
  error,
});

describe("summarize", () => {
  const results = [
    run("/", "light", []),
    run("/de/faq", "light", [{ id: "scrollable-region-focusable", impact: "serious", help: "h", targets: ["table", "div > table"] }]),
    run("/de/faq", "dark", [
      { id: "scrollable-region-focusable", impact: "serious", help: "h", targets: ["table"] },
      { id: "color-contrast", impact: "serious", help: "c", targets: ["a.chip"] },
    ]),
    run("/en", "dark", [], "status 500"),
  ];

  it("counts pages, runs and failing elements per rule, with the first place each rule failed", () => {
    const report = summarize(results, 12.34);
    expect(report.pages).toBe(3);
    expect(report.runs).toBe(4);
    expect(report.violations).toBe(4);
    expect(report.rules.map((r) => [r.id, r.runs, r.nodes])).toEqual([
      ["scrollable-region-focusable", 2, 3],
      ["color-contrast", 1, 1],
    ]);
    expect(report.rules[0]!.example).toEqual({ path: "/de/faq", theme: "light", viewport: "phone", target: "table" });
    expect(report.errors).toEqual([{ path: "/en", theme: "dark", viewport: "phone", error: "status 500" }]);
  });

  it("prints a table and ends with one machine-readable line", () => {
    const report = summarize(results, 12.34);
    const text = formatReport(report);
    expect(text).toContain("runs (page × theme × viewport)   4");
    expect(text).toMatch(/scrollable-region-focusable\s+serious\s+2\s+3\s+\/de\/faq \[light, phone\] table/);
    expect(text).toContain("not checked: /en [dark, phone]: status 500");
    expect(JSON.parse(summaryLine(report).replace(/^A11Y /, ""))).toEqual({
      pages: 3,
      runs: 4,
      violations: 4,
      errors: 1,
      restarts: 0,
      rules: { "scrollable-region-focusable": 3, "color-contrast": 1 },
      seconds: 12.3,
    });
  });

  it("reports a clean run as 0 violations", () => {
    const report = summarize([run("/", "light", []), run("/", "dark", [])], 1);
    expect(summaryLine(report)).toBe('A11Y {"pages":1,"runs":2,"violations":0,"errors":0,"restarts":0,"rules":{},"seconds":1}');
  });
});
