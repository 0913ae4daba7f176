// The colour marks keep the text on them readable (WCAG AA, 4.5:1) in both themes: the given and
// entered digits and the notes, on each mark's colour and on the pattern's lines over it. The
// colours are read from the stylesheets themselves, so a changed token is checked here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const APP = css("../styles/app.css");
const MARKS = css("./board-marks.css");

/** The custom properties of a theme's block (`:root,\n[data-theme="light"] {` or `[data-theme="dark"] {`). */
function tokens(source: string, theme: "light" | "dark"): Record<string, string> {
  const start = source.indexOf(`[data-theme="${theme}"] {`);
  const block = source.slice(start, source.indexOf("}", start));
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

type Rgba = [number, number, number, number];
function parse(colour: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(colour);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4])];
  throw new Error(`not a colour: ${colour}`);
}
const over = (top: Rgba, below: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + below[i]! * (1 - top[3])).concat(1) as Rgba;
const luminance = ([r, g, b]: Rgba) =>
  [r, g, b]
    .map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
const contrast = (a: Rgba, b: Rgba) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe.each(["light", "dark"] as const)("colour marks, %s theme", (theme) => {
  const app = tokens(APP, theme);
  const marks = tokens(MARKS, theme);
  const line = parse(marks["mark-line"]!);
  const texts = { given: app["grid-given"]!, entry: app["grid-entry"]!, notes: app["notes-fg"]! };
  it.each([1, 2, 3, 4, 5, 6, 7, 8])("mark %i: digits and notes at 4.5:1 on its colour and on its pattern", (n) => {
    const base = parse(marks[`mark-${n}`]!);
    for (const [name, text] of Object.entries(texts)) {
      for (const background of [base, over(line, base)]) {
        expect(contrast(parse(text), background), `${name} ${text} on mark ${n}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("the filter's tint keeps the digits and notes at 4.5:1", () => {
    for (const text of Object.values(texts)) expect(contrast(parse(text), parse(marks["filter-bg"]!))).toBeGreaterThanOrEqual(4.5);
  });

  it("the pairs share a hue and the eight colours are eight patterns", () => {
    expect([marks["mark-1"], marks["mark-3"]]).toEqual([marks["mark-2"], marks["mark-4"]]);
    const patterns = [...MARKS.matchAll(/^\.mark-(\d) \{\n\s+background:\s*([^;]+);/gm)].map((m) => m[2]!.replace(/var\(--mark-\d\)/g, ""));
    expect(new Set(patterns).size).toBe(8);
  });
});
