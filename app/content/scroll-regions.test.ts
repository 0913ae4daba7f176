import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { withScrollRegions } from "./scroll-regions.ts";

const md = (text: string) => marked.parse(text, { async: false, gfm: true });

describe("withScrollRegions", () => {
  it("puts each table in a focusable region named by the heading above it; the table takes no focus", () => {
    const html = withScrollRegions(md("## Keys\n\n| Key | Action |\n| --- | --- |\n| N | notes |\n\n## Other\n\ntext"), "instructions");
    expect(html).toContain('<h2 id="instructions-table-1">Keys</h2>');
    expect(html).toMatch(
      /<div class="scroll-region" role="region" tabindex="0" aria-labelledby="instructions-table-1"><table>[\s\S]*<\/table><\/div>/,
    );
    expect(html).not.toMatch(/<table[^>]*tabindex/);
    // A heading that names no table keeps its markup.
    expect(html).toContain("<h2>Other</h2>");
  });

  it("names two tables under one heading by it, and tables under different headings by theirs", () => {
    const html = withScrollRegions(md("## A\n\n| x |\n| - |\n| 1 |\n\n| y |\n| - |\n| 2 |\n\n### B\n\n| z |\n| - |\n| 3 |\n"), "doc");
    expect([...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((m) => m[1])).toEqual(["doc-table-1", "doc-table-1", "doc-table-2"]);
    expect(html).toContain('<h3 id="doc-table-2">B</h3>');
    expect(html.match(/ id="/g)).toHaveLength(2);
  });

  it("keeps a heading's own id", () => {
    const html = withScrollRegions('<h2 class="x" id="cookies">Cookies</h2><table><tr><td>1</td></tr></table>', "privacy");
    expect(html).toBe(
      '<h2 class="x" id="cookies">Cookies</h2><div class="scroll-region" role="region" tabindex="0" aria-labelledby="cookies"><table><tr><td>1</td></tr></table></div>',
    );
  });

  it("names a table without a heading before it by its column headers", () => {
    const html = withScrollRegions(md('| Name | "Zweck" & Dauer |\n| --- | --- |\n| a | b |'), "doc");
    expect(html).toContain('aria-label="Name, &quot;Zweck&quot; &amp; Dauer"');
  });

  it("leaves text without tables as it was", () => {
    const text = md("## A\n\nno table here");
    expect(withScrollRegions(text, "doc")).toBe(text);
  });
});
