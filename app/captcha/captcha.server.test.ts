import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH, type Point } from "./captcha-glyphs.ts";
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_COVERAGE_LEVELS,
  CAPTCHA_HEIGHT,
  CAPTCHA_LABEL,
  CAPTCHA_MAX_LENGTH,
  CAPTCHA_MIN_CONTRAST,
  CAPTCHA_MIN_LENGTH,
  CAPTCHA_PIXEL_RATIO,
  CAPTCHA_WIDTH,
  buildCaptchaScene,
  checkCaptchaAnswer,
  contrastRatio,
  createCaptcha,
  encodePng,
  hashCaptchaAnswer,
  inkIndexAt,
  randomAnswer,
  rasterizeCaptcha,
  type CaptchaScene,
  type Rng,
} from "./captcha.server.ts";

// The generator's promises to people (legible, high contrast, letters in reading order) and the
// shape of what it sends. Whether a bot can read it is captcha-attack.test.ts's question.

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

function sceneOf(seed: number): { answer: string; scene: CaptchaScene } {
  const rng = seeded(seed);
  const answer = randomAnswer(rng);
  return { answer, scene: buildCaptchaScene(answer, rng) };
}

interface PngChunk {
  type: string;
  data: Buffer;
  crc: number;
}

/** Splits a PNG into its chunks (Node's Buffer, not the code under test). */
function pngChunks(png: Uint8Array): { signature: number[]; chunks: PngChunk[] } {
  const buffer = Buffer.from(png);
  const chunks: PngChunk[] = [];
  for (let offset = 8; offset < buffer.length;) {
    const length = buffer.readUInt32BE(offset);
    chunks.push({
      type: buffer.toString("latin1", offset + 4, offset + 8),
      data: buffer.subarray(offset + 8, offset + 8 + length),
      crc: buffer.readUInt32BE(offset + 8 + length),
    });
    offset += 12 + length;
  }
  return { signature: [...buffer.subarray(0, 8)], chunks };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SVG_WRAPPER =
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="180" height="60" viewBox="0 0 180 60" role="img" aria-label="([^"]+)"><image width="180" height="60" href="data:image\/png;base64,([A-Za-z0-9+/]+=*)"\/><\/svg>$/;

function pngOf(svg: string): Uint8Array {
  const match = SVG_WRAPPER.exec(svg);
  if (!match) throw new Error(`not the captcha wrapper: ${svg.slice(0, 200)}`);
  return new Uint8Array(Buffer.from(match[2]!, "base64"));
}

describe("encodePng", () => {
  it("writes signature, IHDR, PLTE, IDAT and IEND with correct lengths and CRCs", async () => {
    const png = await encodePng({
      width: 2,
      height: 2,
      palette: [
        [255, 255, 255],
        [0, 0, 0],
      ],
      pixels: Uint8Array.from([0, 1, 1, 0]),
    });
    const { signature, chunks } = pngChunks(png);
    expect(signature).toEqual(PNG_SIGNATURE);
    expect(chunks.map((c) => c.type)).toEqual(["IHDR", "PLTE", "IDAT", "IEND"]);
    // Width 2, height 2, bit depth 8, colour type 3 (palette), deflate, no filter, no interlace.
    expect([...chunks[0]!.data]).toEqual([0, 0, 0, 2, 0, 0, 0, 2, 8, 3, 0, 0, 0]);
    // CRCs computed outside this code base (Python: zlib.crc32(b"IHDR" + data)).
    expect(chunks[0]!.crc).toBe(0x4568fd16);
    expect([...chunks[1]!.data]).toEqual([255, 255, 255, 0, 0, 0]);
    expect(chunks[1]!.crc).toBe(0x55c2d37e);
    // Every row starts with filter byte 0 (none).
    expect([...inflateSync(chunks[2]!.data)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(chunks[2]!.crc).toBe(crc32(Buffer.concat([Buffer.from("IDAT"), chunks[2]!.data])));
    expect(chunks[3]!.data.length).toBe(0);
    expect(chunks[3]!.crc).toBe(0xae426082);
  });
});

describe("createCaptcha", () => {
  it("sends only a PNG in an SVG of the captcha's size: no paths, no text, nothing else", async () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const { svg, answer } = await createCaptcha(seeded(seed));
      const [, label] = SVG_WRAPPER.exec(svg) ?? [];
      expect(label).toBe("Sicherheitscode");
      expect(svg).not.toMatch(/<path|<text|<circle|<script|<style|stroke/i);
      expect(svg.toLowerCase()).not.toContain(answer);
    }
    const english = await createCaptcha(seeded(1), { locale: "en" });
    expect(SVG_WRAPPER.exec(english.svg)?.[1]).toBe(CAPTCHA_LABEL.en);
  });

  it("embeds a valid 360 × 120 palette PNG whose pixels are the rasterised scene", async () => {
    const rng = seeded(42);
    const { svg, answer } = await createCaptcha(rng);
    const { signature, chunks } = pngChunks(pngOf(svg));
    expect(signature).toEqual(PNG_SIGNATURE);
    expect(chunks.map((c) => c.type)).toEqual(["IHDR", "PLTE", "IDAT", "IEND"]);
    for (const chunk of chunks) expect(chunk.crc).toBe(crc32(Buffer.concat([Buffer.from(chunk.type), chunk.data])));
    expect([...chunks[0]!.data]).toEqual([0, 0, 1, 0x68, 0, 0, 0, 0x78, 8, 3, 0, 0, 0]);
    expect(CAPTCHA_PIXEL_RATIO).toBe(2);

    const again = seeded(42);
    const image = rasterizeCaptcha(buildCaptchaScene(randomAnswer(again), again));
    expect(randomAnswer(seeded(42))).toBe(answer);
    expect(chunks[1]!.data.length).toBe(image.palette.length * 3);
    expect([...chunks[1]!.data]).toEqual(image.palette.flat());
    const rows = inflateSync(chunks[2]!.data);
    expect(rows.length).toBe((360 + 1) * 120);
    for (let y = 0; y < 120; y++) {
      expect(rows[y * 361]).toBe(0);
      expect(rows.subarray(y * 361 + 1, (y + 1) * 361).equals(Buffer.from(image.pixels.subarray(y * 360, (y + 1) * 360)))).toBe(true);
    }
  });

  it("stays small enough for a JSON answer", async () => {
    const sizes = await Promise.all(SEEDS.slice(0, 20).map(async (seed) => (await createCaptcha(seeded(seed))).svg.length));
    expect(Math.max(...sizes)).toBeLessThan(12_000);
  });

  it("answers with 5 or 6 lower-case letters of the readable alphabet, both lengths occurring", async () => {
    const lengths = new Set<number>();
    const letters = new Set<string>();
    for (const seed of SEEDS) {
      const answer = randomAnswer(seeded(seed));
      expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_MIN_LENGTH},${CAPTCHA_MAX_LENGTH}}$`));
      lengths.add(answer.length);
      for (const letter of answer) letters.add(letter);
    }
    expect([...lengths].sort()).toEqual([5, 6]);
    expect([...letters].sort().join("")).toBe(CAPTCHA_ALPHABET);
    expect((await createCaptcha()).answer).toMatch(/^[a-z]{5,6}$/);
  });

  it("leaves out characters people confuse, also under a stray stroke", () => {
    expect(CAPTCHA_ALPHABET).toBe("abcdehjkmnprstuwxyz");
    // f: a noise stroke along its foot makes it an e.
    for (const ambiguous of ["0", "o", "1", "l", "i", "q", "g", "v", "f"]) expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
  });

  it("is deterministic for a seed and differs between seeds", async () => {
    expect(await createCaptcha(seeded(42))).toEqual(await createCaptcha(seeded(42)));
    const svgs = new Set(await Promise.all(SEEDS.slice(0, 20).map(async (seed) => (await createCaptcha(seeded(seed))).svg)));
    expect(svgs.size).toBe(20);
  });
});

/** Least-squares affine fit of `from` onto `to`; the RMS distance left over, in pixels. */
function affineResidual(from: Point[], to: Point[]): number {
  // Normal equations of [x y 1] · P = [u v], solved by Gaussian elimination.
  const rows = from.map(([x, y]) => [x, y, 1]);
  const solveFor = (target: number[]) => {
    const m = [0, 1, 2].map((i) => [
      ...[0, 1, 2].map((j) => rows.reduce((s, r) => s + r[i]! * r[j]!, 0)),
      rows.reduce((s, r, k) => s + r[i]! * target[k]!, 0),
    ]);
    for (let c = 0; c < 3; c++) {
      for (let r = c + 1; r < 3; r++) {
        const f = m[r]![c]! / m[c]![c]!;
        for (let k = c; k < 4; k++) m[r]![k]! -= f * m[c]![k]!;
      }
    }
    const p = [0, 0, 0];
    for (let r = 2; r >= 0; r--) p[r] = (m[r]![3]! - [0, 1, 2].reduce((s, k) => (k > r ? s + m[r]![k]! * p[k]! : s), 0)) / m[r]![r]!;
    return p;
  };
  const pu = solveFor(to.map(([u]) => u));
  const pv = solveFor(to.map(([, v]) => v));
  const squares = rows.reduce(
    (s, [x, y], k) => s + (pu[0]! * x! + pu[1]! * y! + pu[2]! - to[k]![0]) ** 2 + (pv[0]! * x! + pv[1]! * y! + pv[2]! - to[k]![1]) ** 2,
    0,
  );
  return Math.sqrt(squares / from.length);
}

/** `count` points evenly spaced along a polyline. */
function alongLength(points: readonly Point[], count: number): Point[] {
  const lengths = [0];
  for (let i = 1; i < points.length; i++)
    lengths.push(lengths[i - 1]! + Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]));
  const total = lengths.at(-1)!;
  return Array.from({ length: count }, (_, k) => {
    const target = (total * k) / (count - 1);
    const i = Math.max(
      1,
      lengths.findIndex((l) => l >= target),
    );
    const t = (target - lengths[i - 1]!) / (lengths[i]! - lengths[i - 1]! || 1);
    return [points[i - 1]![0] + (points[i]![0] - points[i - 1]![0]) * t, points[i - 1]![1] + (points[i]![1] - points[i - 1]![1]) * t];
  });
}

describe("buildCaptchaScene: legible for people", () => {
  it("gives every ink at least AAA contrast (7:1) to the background", () => {
    let minContrast = Infinity;
    for (const seed of SEEDS) {
      const { scene } = sceneOf(seed);
      for (const ink of scene.inks) minContrast = Math.min(minContrast, contrastRatio(ink, scene.background));
    }
    expect(CAPTCHA_MIN_CONTRAST).toBe(7);
    expect(minContrast).toBeGreaterThanOrEqual(7);
  });

  it("draws every point of every letter in full ink with that contrast, inside the picture", () => {
    const problems: string[] = [];
    for (const seed of SEEDS.slice(0, 60)) {
      const { scene } = sceneOf(seed);
      const image = rasterizeCaptcha(scene);
      expect(image.palette[0]).toEqual(scene.background);
      for (const stroke of scene.strokes) {
        if (stroke.kind !== "glyph") continue;
        for (const [x, y] of stroke.points) {
          if (
            x - stroke.width / 2 < 0 ||
            x + stroke.width / 2 > CAPTCHA_WIDTH ||
            y - stroke.width / 2 < 0 ||
            y + stroke.width / 2 > CAPTCHA_HEIGHT
          ) {
            problems.push(`seed ${seed}: (${x}, ${y}) outside`);
            continue;
          }
          const index = image.pixels[Math.floor(y * CAPTCHA_PIXEL_RATIO) * image.width + Math.floor(x * CAPTCHA_PIXEL_RATIO)]!;
          const fullCoverage = index > 0 && (index - 1) % CAPTCHA_COVERAGE_LEVELS === CAPTCHA_COVERAGE_LEVELS - 1;
          if (!fullCoverage || contrastRatio(image.palette[index]!, scene.background) < 7)
            problems.push(`seed ${seed}: (${x}, ${y}) faint`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("puts the letters in reading order, at most 3 px into each other", () => {
    let maxOverlap = -Infinity;
    for (const seed of SEEDS) {
      const { answer, scene } = sceneOf(seed);
      const letters = [...answer].map((_, i) => scene.strokes.filter((s) => s.letter === i).flatMap((s) => s.points));
      expect(letters.every((points) => points.length > 0)).toBe(true);
      const centres = letters.map((points) => points.reduce((sum, [x]) => sum + x, 0) / points.length);
      expect(centres).toEqual([...centres].sort((a, b) => a - b));
      for (let i = 1; i < letters.length; i++) {
        const rightOfPrevious = Math.max(...letters[i - 1]!.map(([x]) => x));
        const leftOfThis = Math.min(...letters[i]!.map(([x]) => x));
        maxOverlap = Math.max(maxOverlap, rightOfPrevious - leftOfThis);
      }
    }
    expect(maxOverlap).toBeLessThanOrEqual(3);
    // Some do touch (centre lines closer than a stroke's width): equal slots cannot cut them apart.
    expect(maxOverlap).toBeGreaterThan(0);
  });

  it("draws each glyph stroke of the answer, in the answer's order of letters", () => {
    const answer = "tzkxwh";
    const { strokes } = buildCaptchaScene(answer, seeded(7));
    for (const [i, char] of [...answer].entries()) expect(strokes.filter((s) => s.letter === i)).toHaveLength(GLYPHS[char]!.length);
    // t 2, z 1, k 3, x 2, w 1, h 3.
    expect(strokes.filter((s) => s.kind === "glyph")).toHaveLength(12);
  });
});

describe("buildCaptchaScene: nothing that tells letters from noise", () => {
  it("draws noise with the same pen as the letters", () => {
    const glyphs: number[] = [];
    const noise: number[] = [];
    let separable = 0;
    for (const seed of SEEDS) {
      const { scene } = sceneOf(seed);
      const lines = scene.strokes.filter((s) => s.points.length > 1);
      const glyphWidths = lines.filter((s) => s.kind === "glyph").map((s) => s.width);
      const noiseWidths = lines.filter((s) => s.kind === "noise").map((s) => s.width);
      expect(noiseWidths.length).toBeGreaterThanOrEqual(4);
      expect(Math.max(...glyphWidths, ...noiseWidths) / Math.min(...glyphWidths, ...noiseWidths)).toBeLessThan(1.25);
      // A threshold that keeps all letters and drops all noise exists only by rare chance.
      if (Math.min(...noiseWidths) > Math.max(...glyphWidths) || Math.max(...noiseWidths) < Math.min(...glyphWidths)) separable++;
      glyphs.push(...glyphWidths);
      noise.push(...noiseWidths);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(Math.abs(mean(glyphs) - mean(noise)) / mean(glyphs)).toBeLessThan(0.02);
    expect(Math.abs(Math.min(...glyphs) - Math.min(...noise))).toBeLessThan(0.05);
    expect(Math.abs(Math.max(...glyphs) - Math.max(...noise))).toBeLessThan(0.05);
    expect(separable / SEEDS.length).toBeLessThan(0.02);
  });

  it("colours a pixel by where it is, never by what it belongs to", () => {
    let [inked, wrong] = [0, 0];
    const inksUsed = new Set<number>();
    for (const seed of SEEDS.slice(0, 20)) {
      const { scene } = sceneOf(seed);
      const image = rasterizeCaptcha(scene);
      for (let i = 0; i < image.pixels.length; i++) {
        const index = image.pixels[i]!;
        if (index === 0) continue;
        const [x, y] = [((i % image.width) + 0.5) / CAPTCHA_PIXEL_RATIO, (Math.floor(i / image.width) + 0.5) / CAPTCHA_PIXEL_RATIO];
        const ink = Math.floor((index - 1) / CAPTCHA_COVERAGE_LEVELS);
        inked++;
        inksUsed.add(ink);
        if (ink !== inkIndexAt(scene, x, y)) wrong++;
      }
    }
    expect(inked).toBeGreaterThan(20 * 5000);
    expect(wrong).toBe(0);
    expect([...inksUsed].sort()).toEqual([0, 1, 2]);
  });

  it("crosses most letters with noise of letter width", () => {
    const near = (a: Point[], b: Point[], reach: number) =>
      a.some(([x0, y0]) => b.some(([x1, y1]) => (x0 - x1) ** 2 + (y0 - y1) ** 2 < reach * reach));
    let crossed = 0;
    let letters = 0;
    for (const seed of SEEDS.slice(0, 100)) {
      const { answer, scene } = sceneOf(seed);
      const noise = scene.strokes.filter((s) => s.kind === "noise" && s.points.length > 1);
      for (let i = 0; i < answer.length; i++) {
        const glyph = scene.strokes.filter((s) => s.letter === i).flatMap((s) => s.points);
        letters++;
        if (noise.some((s) => near(s.points, glyph, 1))) crossed++;
      }
    }
    expect(crossed / letters).toBeGreaterThan(0.8);
  });

  it("distorts each letter on its own: two z of one picture are not affine images of each other", () => {
    const residuals: number[] = [];
    for (const seed of SEEDS.slice(0, 50)) {
      const { strokes } = buildCaptchaScene("zzzzz", seeded(seed));
      const z = [0, 1, 2, 3, 4].map((i) => alongLength(strokes.find((s) => s.letter === i)!.points, 40));
      for (let i = 1; i < z.length; i++) residuals.push(affineResidual(z[i - 1]!, z[i]!));
    }
    residuals.sort((a, b) => a - b);
    // A shift, scale or shear of the whole picture would leave ~0 px; a stroke is 2.3-3 px wide.
    expect(residuals[Math.floor(residuals.length / 10)]).toBeGreaterThan(0.4);
  });

  it("bends straight strokes instead of only moving them", () => {
    let bent = 0;
    let total = 0;
    for (const seed of SEEDS.slice(0, 30)) {
      for (const el of buildCaptchaScene("zzzzz", seeded(seed)).strokes) {
        if (el.kind !== "glyph") continue;
        // The diagonal of the z: its middle third, away from the corners.
        const [x0, y0] = el.points[Math.floor(el.points.length / 3)]!;
        const [x1, y1] = el.points[Math.floor((2 * el.points.length) / 3)]!;
        const chord = Math.hypot(x1 - x0, y1 - y0);
        const middle = el.points.slice(Math.floor(el.points.length / 3), Math.floor((2 * el.points.length) / 3));
        const deviation = Math.max(...middle.map(([x, y]) => Math.abs((x1 - x0) * (y0 - y) - (x0 - x) * (y1 - y0)) / chord));
        total++;
        if (deviation > 0.3) bent++;
      }
    }
    expect(bent / total).toBeGreaterThan(0.8);
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
