import { describe, expect, it } from "vitest";
import { GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from "./captcha-glyphs.ts";
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_LABEL,
  CAPTCHA_MAX_LENGTH,
  CAPTCHA_MIN_LENGTH,
  CAPTCHA_WIDTH,
  buildCaptchaScene,
  checkCaptchaAnswer,
  contrastRatio,
  createCaptcha,
  hashCaptchaAnswer,
  type Rng,
} from "./captcha.server.ts";

/** mulberry32: tiny, deterministic, good enough to make test pictures repeatable. */
function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 1);

interface Tag {
  name: string;
  attrs: Record<string, string>;
}

/** A deliberately strict mini parser: every tag balanced, every attribute double-quoted. */
function parseSvg(svg: string): Tag[] {
  const tags: Tag[] = [];
  const stack: string[] = [];
  let rest = svg;
  while (rest.length > 0) {
    const match = /^<(\/?)([a-z]+)((?:\s+[a-zA-Z:-]+="[^"<>]*")*)\s*(\/?)>/.exec(rest);
    if (!match) throw new Error(`Unparsable SVG near: ${rest.slice(0, 60)}`);
    const [whole, closing, name = "", attrText = "", selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) throw new Error(`Unbalanced </${name}>`);
    } else {
      const attrs: Record<string, string> = {};
      for (const [, key = "", value = ""] of attrText.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) {
        if (key in attrs) throw new Error(`Duplicate attribute ${key}`);
        attrs[key] = value;
      }
      tags.push({ name, attrs });
      if (!selfClosing) stack.push(name);
    }
    rest = rest.slice(whole.length);
  }
  if (stack.length > 0) throw new Error(`Unclosed <${stack.join(">, <")}>`);
  return tags;
}

const NUMBER = String.raw`-?\d+(?:\.\d)?`;
const PATH_DATA = new RegExp(`^M${NUMBER} ${NUMBER}L${NUMBER} ${NUMBER}(?: ${NUMBER} ${NUMBER})*$`);

describe("createCaptcha", () => {
  it("draws only rect, path and circle elements inside one svg, no text of any kind", () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const { svg } = createCaptcha(seeded(seed));
      expect(svg).not.toMatch(/<text|<tspan|<font|<glyph|<use|<symbol|<defs|<style|<script|<foreignObject|href=/i);
      const tags = parseSvg(svg);
      expect(tags[0]?.name).toBe("svg");
      expect(new Set(tags.slice(1).map((t) => t.name))).toEqual(new Set(["rect", "path", "circle"]));
    }
  });

  it("has the size, role and a label that does not give the answer away", () => {
    const { svg, answer } = createCaptcha(seeded(1));
    const root = parseSvg(svg)[0]!.attrs;
    expect(root).toMatchObject({
      xmlns: "http://www.w3.org/2000/svg",
      width: String(CAPTCHA_WIDTH),
      height: String(CAPTCHA_HEIGHT),
      viewBox: `0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}`,
      role: "img",
      "aria-label": "Sicherheitscode",
    });
    expect(root["aria-label"]!.toLowerCase()).not.toContain(answer);
    const english = parseSvg(createCaptcha(seeded(1), { locale: "en" }).svg)[0]!.attrs;
    expect(english["aria-label"]).toBe(CAPTCHA_LABEL.en);
  });

  it("keeps path data to move/line commands and one-decimal numbers", () => {
    for (const seed of SEEDS.slice(0, 50)) {
      for (const tag of parseSvg(createCaptcha(seeded(seed)).svg)) {
        if (tag.name === "path") expect(tag.attrs.d).toMatch(PATH_DATA);
        for (const key of ["cx", "cy", "r", "stroke-width"]) {
          if (key in tag.attrs) expect(tag.attrs[key]).toMatch(new RegExp(`^${NUMBER}$`));
        }
        for (const key of ["fill", "stroke"]) {
          if (key in tag.attrs && tag.attrs[key] !== "none") expect(tag.attrs[key]).toMatch(/^#[0-9a-f]{6}$/);
        }
      }
    }
  });

  it("answers with 5 or 6 lower-case letters of the readable alphabet, both lengths occurring", () => {
    const lengths = new Set<number>();
    const letters = new Set<string>();
    for (const seed of SEEDS) {
      const { answer } = createCaptcha(seeded(seed));
      expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_MIN_LENGTH},${CAPTCHA_MAX_LENGTH}}$`));
      lengths.add(answer.length);
      for (const letter of answer) letters.add(letter);
    }
    expect([...lengths].sort()).toEqual([5, 6]);
    expect([...letters].sort().join("")).toBe(CAPTCHA_ALPHABET);
    expect(createCaptcha().answer).toMatch(/^[a-z]{5,6}$/);
  });

  it("leaves out characters people confuse", () => {
    expect(CAPTCHA_ALPHABET).toMatch(/^[a-z]+$/);
    for (const ambiguous of ["0", "o", "1", "l", "i", "q"]) expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
  });

  it("is deterministic for a seed and differs between seeds", () => {
    expect(createCaptcha(seeded(42))).toEqual(createCaptcha(seeded(42)));
    const svgs = new Set(SEEDS.slice(0, 20).map((seed) => createCaptcha(seeded(seed)).svg));
    expect(svgs.size).toBe(20);
  });

  it("draws the same answer differently each time", () => {
    const a = buildCaptchaScene("abcde", seeded(1));
    const b = buildCaptchaScene("abcde", seeded(2));
    expect(a.elements).not.toEqual(b.elements);
  });
});

describe("buildCaptchaScene", () => {
  it("keeps every glyph inside the picture with AA contrast to the background", () => {
    const problems: string[] = [];
    let minContrast = Infinity;
    for (const seed of SEEDS) {
      const rng = seeded(seed);
      const scene = buildCaptchaScene(createCaptcha(rng).answer, rng);
      for (const el of scene.elements) {
        if (el.kind !== "glyph" || el.shape !== "path") continue;
        minContrast = Math.min(minContrast, contrastRatio(el.colour, scene.background));
        for (const [x, y] of el.points) {
          if (x < 0 || x > CAPTCHA_WIDTH || y < 0 || y > CAPTCHA_HEIGHT) problems.push(`seed ${seed}: (${x}, ${y})`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(minContrast).toBeGreaterThanOrEqual(4.5);
  });

  it("has one stroke path per glyph stroke, shuffled in among the noise", () => {
    const answer = "tzkxwh";
    const scene = buildCaptchaScene(answer, seeded(7));
    const glyphStrokes = [...answer].reduce((n, c) => n + GLYPHS[c]!.length, 0);
    const positions = scene.elements.flatMap((el, i) => (el.kind === "glyph" ? [i] : []));
    expect(positions).toHaveLength(glyphStrokes);
    expect(positions.at(-1)! - positions[0]! + 1).toBeGreaterThan(glyphStrokes);
    expect(scene.elements.filter((el) => el.kind === "noise").length).toBeGreaterThan(25);
  });

  it("bends straight strokes through the warp instead of only moving them", () => {
    let bent = 0;
    let total = 0;
    for (const seed of SEEDS.slice(0, 30)) {
      for (const el of buildCaptchaScene("zzzzz", seeded(seed)).elements) {
        if (el.kind !== "glyph" || el.shape !== "path") continue;
        const [x0, y0] = el.points[0]!;
        const [x1, y1] = el.points.at(-1)!;
        const chord = Math.hypot(x1 - x0, y1 - y0);
        const deviation = Math.max(...el.points.map(([x, y]) => Math.abs((x1 - x0) * (y0 - y) - (x0 - x) * (y1 - y0)) / chord));
        total++;
        if (deviation > 1) bent++;
      }
    }
    expect(bent / total).toBeGreaterThan(0.9);
  });
});

describe("glyph font", () => {
  it.each([...CAPTCHA_ALPHABET])("%s has strokes inside its box", (char) => {
    const strokes = GLYPHS[char]!;
    expect(strokes.length).toBeGreaterThan(0);
    for (const stroke of strokes) {
      expect(stroke.length).toBeGreaterThanOrEqual(2);
      for (const [x, y] of stroke) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(GLYPH_WIDTH);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(GLYPH_HEIGHT);
      }
    }
  });

  it("has no two identical glyphs", () => {
    const shapes = new Set(Object.values(GLYPHS).map((g) => JSON.stringify(g)));
    expect(shapes.size).toBe(CAPTCHA_ALPHABET.length);
  });
});

describe("captcha answer hashing", () => {
  it("hashes key, colon and the lower-cased answer", async () => {
    // sha256("k1:abcde"), computed outside this code base (printf 'k1:abcde' | sha256sum).
    expect(await hashCaptchaAnswer("k1", "AbCdE")).toBe("152ddfe3043ccdc6ba551c45513e87f908d9ced26f5a5603d29655eefddeb870");
  });

  it.each([
    ["exact", "abcde", true],
    ["upper case", "ABCDE", true],
    ["spaces", " ab cde ", true],
    ["one letter off", "abcdf", false],
    ["prefix", "abcd", false],
    ["longer", "abcdef", false],
    ["empty", "", false],
    ["huge", "abcde".repeat(10_000), false],
  ])("checks %s", async (_, input, expected) => {
    const stored = await hashCaptchaAnswer("key-1", "abcde");
    expect(await checkCaptchaAnswer("key-1", input, stored)).toBe(expected);
  });

  it("binds the answer to its key", async () => {
    const stored = await hashCaptchaAnswer("key-1", "abcde");
    expect(await checkCaptchaAnswer("key-2", "abcde", stored)).toBe(false);
  });
});
