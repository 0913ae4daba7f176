// Image captcha drawn by our own code, sent as a raster: a PNG (encoded here) inside an SVG
// wrapper, because the API's field is `svg` (SPEC §7) and the page shows it as an SVG data URL.
//
// Why a raster and not merged SVG paths (issue 10): every vector form hands a bot the exact
// geometry. Even with glyph and noise strokes shuffled into a few shared <path>s, each subpath
// still starts and ends where a pen stroke does, its points are exact to 0.1 px, and a stroke cut
// into pieces chains back together at its end points. Fitting the glyph table to such strokes
// read 293 of 300 of the former SVG captchas, and 295 of 300 of today's distorted letters drawn as
// one path per stroke (captcha-attack.test.ts has the attacker). Pixels carry none of that: no
// widths, no colours per element, no grouping, no order, only anti-aliased ink that a bot has to
// segment and recognise as a person does. The PNG encoder is short (chunks, CRC-32, and zlib by
// the platform's CompressionStream, present in Workers and Node), so no image library is needed.
//
// What the pixels show gives as little away:
// - noise strokes have the same widths and the same inks as letters, and long ones cross them;
// - the ink depends on the position in the picture (wavy bands), not on the stroke, so colour
//   separates neither letters from noise nor one letter from the next;
// - every glyph gets its own random affine map, its own smooth warp and stretched stroke ends, and
//   then the whole picture a second warp. Distortion alone does not stop a table fit (people must
//   still read the letters); it is the letter-like noise through them that leaves no clean letter
//   to fit;
// - letters sit at uneven gaps, sometimes touching, so equal slots do not cut them apart.
// People still read it: the alphabet leaves out look-alikes, letters are large, and every ink has
// at least AAA contrast (7:1) to the background (captcha.server.test.ts). The image carries its own
// light background, so its contrast is the same in the light and the dark theme. A bot trained on
// this generator can still learn it (the code is no secret); CAPTCHA_PER_IP bounds its tries.

import { CAPTCHA_ALPHABET, GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH, type Point } from "./captcha-glyphs.ts";
import { sha256Hex, timingSafeEqual } from "../lib/security/tokens.server.ts";

export { CAPTCHA_ALPHABET };
export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;
/** Device pixels per CSS pixel: sharp on phones and HiDPI screens, scaled down smoothly elsewhere. */
export const CAPTCHA_PIXEL_RATIO = 2;
export const CAPTCHA_MIN_LENGTH = 5;
export const CAPTCHA_MAX_LENGTH = 6;
/** Contrast of every ink to the background: WCAG AAA for text, above AA's 4.5 on purpose. */
export const CAPTCHA_MIN_CONTRAST = 7;
/** Names the image without describing it; the label must not help a bot. */
export const CAPTCHA_LABEL = { de: "Sicherheitscode", en: "Security code" } as const;

/** Uniform in [0, 1). */
export type Rng = () => number;

export interface Captcha {
  svg: string;
  answer: string;
}

export interface CaptchaOptions {
  locale?: keyof typeof CAPTCHA_LABEL;
}

export type Colour = readonly [number, number, number];

/** One pen stroke in CSS pixels; a single point is a dot. */
export interface CaptchaStroke {
  /** For tests only: the raster draws both kinds alike. */
  kind: "glyph" | "noise";
  /** For tests only: a glyph stroke's position in the answer. */
  letter?: number;
  points: Point[];
  width: number;
}

/** A wavy vertical border between two inks: x = at + amplitude · sin(y · frequency + phase). */
interface InkBorder {
  at: number;
  amplitude: number;
  frequency: number;
  phase: number;
}

export interface CaptchaScene {
  background: Colour;
  inks: Colour[];
  borders: InkBorder[];
  strokes: CaptchaStroke[];
}

/** Palette-indexed pixels, CAPTCHA_PIXEL_RATIO times the CSS size. */
export interface CaptchaImage {
  width: number;
  height: number;
  palette: Colour[];
  pixels: Uint8Array;
}

/** Keeps rotated and warped glyphs off the picture's left and right edges. */
const MARGIN_X = 8;
/** Long straight segments would stay straight under the warps; short ones follow them. */
const MAX_SEGMENT_PX = 1.5;
/** Coverage steps of the anti-aliasing: 8 keep edges smooth and the palette small. */
export const CAPTCHA_COVERAGE_LEVELS = 8;
/** Inks across the picture: enough that colour changes inside the line of letters. */
const INK_COUNT = 3;

export function cryptoRng(): Rng {
  const buffer = new Uint32Array(64);
  let index = buffer.length;
  return () => {
    if (index === buffer.length) {
      crypto.getRandomValues(buffer);
      index = 0;
    }
    return buffer[index++]! / 2 ** 32;
  };
}

function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

function pick<T>(rng: Rng, items: ArrayLike<T>): T {
  // Callers pass non-empty lists (glyphs, alphabet), so the index is always inside.
  return items[Math.min(items.length - 1, Math.floor(rng() * items.length))]!;
}

function hslToRgb(h: number, s: number, l: number): Colour {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG 2 relative luminance and contrast ratio. */
export function contrastRatio(a: Colour, b: Colour): number {
  const luminance = ([r, g, bl]: Colour) => {
    const lin = (c: number) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function densify(points: readonly Point[]): Point[] {
  const [start, ...rest] = points;
  if (!start) return [];
  const out: Point[] = [start];
  let [x0, y0] = start;
  for (const [x1, y1] of rest) {
    const pieces = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / MAX_SEGMENT_PX));
    for (let p = 1; p <= pieces; p++) out.push([x0 + ((x1 - x0) * p) / pieces, y0 + ((y1 - y0) * p) / pieces]);
    [x0, y0] = [x1, y1];
  }
  return out;
}

/** A smooth random displacement: two sine waves per axis, `amplitude` at most in each. */
function makeWarp(rng: Rng, amplitude: number, minWave: number, maxWave: number): (p: Point) => Point {
  const wave = () => {
    const a = between(rng, 0.4, 1) * amplitude;
    const k = (2 * Math.PI) / between(rng, minWave, maxWave);
    const phase = between(rng, 0, 2 * Math.PI);
    const alongX = rng() < 0.5;
    return ([x, y]: Point) => (a / 2) * Math.sin((alongX ? x : y) * k + phase);
  };
  const [dx1, dx2, dy1, dy2] = [wave(), wave(), wave(), wave()];
  return (p) => [p[0] + dx1(p) + dx2(p), p[1] + dy1(p) + dy2(p)];
}

/** Moves a stroke's free ends outward or inward along its direction, so lengths vary. */
function stretchEnds(rng: Rng, stroke: readonly Point[]): Point[] {
  const out = [...stroke];
  const move = (end: number, next: number) => {
    const [x0, y0] = out[end]!;
    const [x1, y1] = out[next]!;
    const length = Math.hypot(x0 - x1, y0 - y1) || 1;
    const by = between(rng, -0.4, 1);
    out[end] = [x0 + ((x0 - x1) / length) * by, y0 + ((y0 - y1) / length) * by];
  };
  move(0, 1);
  move(out.length - 1, out.length - 2);
  return out;
}

interface PlacedGlyph {
  strokes: Point[][];
  minX: number;
  maxX: number;
}

/** A glyph at the origin with its own affine transform and warp (CSS pixels, not yet placed). */
function distortGlyph(rng: Rng, char: string, strokeWidth: number): PlacedGlyph {
  const strokes = GLYPHS[char];
  if (!strokes) throw new Error(`captcha: no glyph for ${JSON.stringify(char)}`);
  const scale = between(rng, 1.75, 2.1);
  const scaleX = scale * between(rng, 0.8, 1.1);
  const scaleY = scale * between(rng, 0.88, 1.08);
  const angle = between(rng, -0.22, 0.22);
  const shear = between(rng, -0.2, 0.2);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // In glyph units (10 × 14 box): bends a letter by up to a tenth of its width.
  const warp = makeWarp(rng, 0.9, 10, 22);
  const bend = between(rng, -0.05, 0.05);
  const placed = strokes.map((stroke) =>
    densify(stretchEnds(rng, stroke)).map((p): Point => {
      const [gx, gy] = warp(p);
      const u = gx - GLYPH_WIDTH / 2 + shear * (gy - GLYPH_HEIGHT / 2) + bend * (gy - GLYPH_HEIGHT / 2) ** 2;
      const v = gy - GLYPH_HEIGHT / 2;
      const [x, y] = [u * scaleX, v * scaleY];
      return [x * cos - y * sin, x * sin + y * cos];
    }),
  );
  const xs = placed.flat().map(([x]) => x);
  return { strokes: placed, minX: Math.min(...xs) - strokeWidth / 2, maxX: Math.max(...xs) + strokeWidth / 2 };
}

/** Gaps between letters' boxes (stroke edges included): some overlap a little, most do not. */
const MIN_GAP = -1;
const MAX_GAP = 4;

/** Glyphs left to right at uneven gaps (sometimes touching), the line centred with some play. */
function layoutGlyphs(rng: Rng, answer: string, strokeWidth: number): Point[][][] {
  const glyphs = [...answer].map((char) => distortGlyph(rng, char, strokeWidth));
  const widths = glyphs.map((g) => g.maxX - g.minX);
  const letters = widths.reduce((a, b) => a + b, 0);
  const room = CAPTCHA_WIDTH - 2 * MARGIN_X;
  let gaps = glyphs.slice(1).map(() => between(rng, MIN_GAP, MAX_GAP));
  // A wide answer first loses space between its letters (never below MIN_GAP), then, if it still
  // does not fit, is narrowed as a whole.
  const excess = letters + gaps.reduce((a, b) => a + b, 0) - room;
  if (excess > 0) gaps = gaps.map((g) => Math.max(MIN_GAP, g - excess / gaps.length));
  const total = letters + gaps.reduce((a, b) => a + b, 0);
  const fit = Math.min(1, room / total);
  let left = MARGIN_X + between(rng, 0, room - total * fit);
  const baseline = CAPTCHA_HEIGHT / 2 + between(rng, -2, 2);
  return glyphs.map((g, i) => {
    const [x0, dy] = [left, baseline + between(rng, -4, 4)];
    left += (widths[i]! + (gaps[i] ?? 0)) * fit;
    return g.strokes.map((stroke) => stroke.map(([x, y]): Point => [x0 + (x - g.minX) * fit, y + dy]));
  });
}

/**
 * A curve through the line of letters, from `from` to `to` (x), swinging up then down or down
 * then up: it crosses letters at a slant rather than running along them like a crossbar.
 */
function crossingCurve(rng: Rng, from: number, to: number): Point[] {
  const band = () => between(rng, CAPTCHA_HEIGHT * 0.3, CAPTCHA_HEIGHT * 0.7);
  // Control points near the top and the bottom; the curve reaches about half way towards them.
  const swing = (up: boolean) => (up ? between(rng, 0, CAPTCHA_HEIGHT * 0.25) : between(rng, CAPTCHA_HEIGHT * 0.75, CAPTCHA_HEIGHT));
  const up = rng() < 0.5;
  const [y0, y1, y2, y3] = [band(), swing(up), swing(!up), band()];
  const [x1, x2] = [from + (to - from) * between(rng, 0.2, 0.45), from + (to - from) * between(rng, 0.55, 0.8)];
  const points: Point[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const u = 1 - t;
    const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    points.push([a * from + b * x1 + c * x2 + d * to, a * y0 + b * y1 + c * y2 + d * y3]);
  }
  return points;
}

/** A short arc somewhere over the letters: letter-sized, so size does not tell it apart. */
function shortArc(rng: Rng): Point[] {
  const cx = between(rng, MARGIN_X, CAPTCHA_WIDTH - MARGIN_X);
  const cy = between(rng, CAPTCHA_HEIGHT * 0.2, CAPTCHA_HEIGHT * 0.8);
  const r = between(rng, 4, 9);
  const start = between(rng, 0, 2 * Math.PI);
  const span = between(rng, 0.9, 2.2);
  const points: Point[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = start + (span * i) / 12;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return points;
}

/** A dark ink of any hue, darkened until it reaches CAPTCHA_MIN_CONTRAST on the background. */
function ink(rng: Rng, background: Colour): Colour {
  const hue = between(rng, 0, 360);
  const saturation = between(rng, 0.45, 0.75);
  let lightness = between(rng, 0.12, 0.24);
  let colour = hslToRgb(hue, saturation, lightness);
  // Ends: black has more than 17:1 on any background this generator draws (lightness ≥ 0.93).
  while (contrastRatio(colour, background) < CAPTCHA_MIN_CONTRAST) {
    lightness -= 0.01;
    colour = hslToRgb(hue, saturation, lightness);
  }
  return colour;
}

export function randomAnswer(rng: Rng): string {
  const length = CAPTCHA_MIN_LENGTH + Math.floor(rng() * (CAPTCHA_MAX_LENGTH - CAPTCHA_MIN_LENGTH + 1));
  let answer = "";
  for (let i = 0; i < Math.min(length, CAPTCHA_MAX_LENGTH); i++) answer += pick(rng, CAPTCHA_ALPHABET);
  return answer;
}

/** The picture as data, before rasterising; tests check legibility on it. */
export function buildCaptchaScene(answer: string, rng: Rng): CaptchaScene {
  const background = hslToRgb(between(rng, 0, 360), between(rng, 0.25, 0.45), between(rng, 0.93, 0.97));
  const inks = Array.from({ length: INK_COUNT }, () => ink(rng, background));
  // Borders fall anywhere, also through letters: a letter may change ink halfway.
  const borders = Array.from({ length: INK_COUNT - 1 }, (_, i) => ({
    at: between(rng, 20, 70) + i * 60,
    amplitude: between(rng, 3, 9),
    frequency: (2 * Math.PI) / between(rng, 20, 50),
    phase: between(rng, 0, 2 * Math.PI),
  }));
  // One pen for letters and noise alike: stroke width says nothing about what a stroke is.
  const pen = between(rng, 2.3, 2.8);
  const width = () => pen * between(rng, 0.9, 1.1);

  const strokes: CaptchaStroke[] = layoutGlyphs(rng, answer, pen).flatMap((glyph, letter) =>
    glyph.map((points): CaptchaStroke => ({ kind: "glyph", letter, points, width: width() })),
  );
  // One curve across the whole picture (it joins all letters into one blob of ink), one across
  // about a third of it.
  const long = crossingCurve(rng, between(rng, 0, 12), between(rng, CAPTCHA_WIDTH - 12, CAPTCHA_WIDTH));
  const start = between(rng, MARGIN_X, CAPTCHA_WIDTH * 0.6);
  const short = crossingCurve(rng, start, start + between(rng, 45, 70));
  for (const points of [long, short]) strokes.push({ kind: "noise", points: densify(points), width: width() });
  const arcs = 2 + Math.floor(rng() * 2);
  for (let i = 0; i < arcs; i++) strokes.push({ kind: "noise", points: densify(shortArc(rng)), width: width() });
  const warp = makeWarp(rng, 3, 30, 70);
  for (const stroke of strokes) stroke.points = stroke.points.map(warp);
  const dots = 6 + Math.floor(rng() * 7);
  for (let i = 0; i < dots; i++) {
    const at: Point = [between(rng, 2, CAPTCHA_WIDTH - 2), between(rng, 2, CAPTCHA_HEIGHT - 2)];
    strokes.push({ kind: "noise", points: [at], width: width() * between(rng, 0.9, 1.4) });
  }
  // No shuffle needed: the raster keeps no trace of the order strokes were drawn in.
  return { background, inks, borders, strokes };
}

/** Which ink the position (CSS pixels) is drawn in: the number of borders left of it. */
export function inkIndexAt(scene: CaptchaScene, x: number, y: number): number {
  let index = 0;
  for (const b of scene.borders) if (x > b.at + b.amplitude * Math.sin(y * b.frequency + b.phase)) index++;
  return Math.min(index, scene.inks.length - 1);
}

function distanceToSegment(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const [dx, dy] = [bx - ax, by - ay];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.sqrt((px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2);
}

/**
 * Draws the scene: round-capped strokes with anti-aliased edges (coverage from the distance of
 * each pixel centre to the stroke), in the ink of the pixel's position. Palette index 0 is the
 * background; then CAPTCHA_COVERAGE_LEVELS shades from faint to full for each ink.
 */
export function rasterizeCaptcha(scene: CaptchaScene): CaptchaImage {
  const ratio = CAPTCHA_PIXEL_RATIO;
  const [width, height] = [CAPTCHA_WIDTH * ratio, CAPTCHA_HEIGHT * ratio];
  const coverage = new Float32Array(width * height);
  for (const stroke of scene.strokes) {
    const half = (stroke.width * ratio) / 2;
    const points = stroke.points.map(([x, y]): Point => [x * ratio, y * ratio]);
    const segments: [Point, Point][] = points.length === 1 ? [[points[0]!, points[0]!]] : points.slice(1).map((p, i) => [points[i]!, p]);
    for (const [a, b] of segments) {
      const x0 = Math.max(0, Math.floor(Math.min(a[0], b[0]) - half - 1));
      const x1 = Math.min(width - 1, Math.ceil(Math.max(a[0], b[0]) + half + 1));
      const y0 = Math.max(0, Math.floor(Math.min(a[1], b[1]) - half - 1));
      const y1 = Math.min(height - 1, Math.ceil(Math.max(a[1], b[1]) + half + 1));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const c = half + 0.5 - distanceToSegment(x + 0.5, y + 0.5, a, b);
          if (c > coverage[y * width + x]!) coverage[y * width + x] = Math.min(1, c);
        }
      }
    }
  }
  const palette: Colour[] = [scene.background];
  for (const inkColour of scene.inks) {
    for (let level = 1; level <= CAPTCHA_COVERAGE_LEVELS; level++) {
      const f = level / CAPTCHA_COVERAGE_LEVELS;
      palette.push(inkColour.map((c, i) => Math.round(scene.background[i]! + (c - scene.background[i]!) * f)) as unknown as Colour);
    }
  }
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const level = Math.round(coverage[y * width + x]! * CAPTCHA_COVERAGE_LEVELS);
      if (level === 0) continue;
      pixels[y * width + x] = 1 + inkIndexAt(scene, (x + 0.5) / ratio, (y + 0.5) / ratio) * CAPTCHA_COVERAGE_LEVELS + level - 1;
    }
  }
  return { width, height, palette, pixels };
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) chunk[4 + i] = type.charCodeAt(i);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** zlib-wrapped deflate (what PNG's IDAT holds), by the platform: Workers and Node both have it. */
async function zlibDeflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_COLOUR_TYPE_INDEXED = 3;

/** An 8-bit palette PNG: signature, IHDR, PLTE, one IDAT (filter "none" per row), IEND. */
export async function encodePng(image: CaptchaImage): Promise<Uint8Array> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, image.width);
  view.setUint32(4, image.height);
  header.set([8, PNG_COLOUR_TYPE_INDEXED, 0, 0, 0], 8);
  const rows = new Uint8Array((image.width + 1) * image.height);
  for (let y = 0; y < image.height; y++) rows.set(image.pixels.subarray(y * image.width, (y + 1) * image.width), y * (image.width + 1) + 1);
  const chunks = [
    new Uint8Array(PNG_SIGNATURE),
    pngChunk("IHDR", header),
    pngChunk("PLTE", Uint8Array.from(image.palette.flat())),
    pngChunk("IDAT", await zlibDeflate(rows)),
    pngChunk("IEND", new Uint8Array(0)),
  ];
  const png = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    png.set(chunk, offset);
    offset += chunk.length;
  }
  return png;
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The PNG in an SVG of the captcha's CSS size: the shape the API and the page already use. */
export function renderCaptchaSvg(png: Uint8Array, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}" role="img" aria-label="${label}">` +
    `<image width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" href="data:image/png;base64,${base64(png)}"/>` +
    `</svg>`
  );
}

/** Pass a seeded rng only in tests; the default draws from the cryptographic RNG. */
export async function createCaptcha(rng: Rng = cryptoRng(), options: CaptchaOptions = {}): Promise<Captcha> {
  const answer = randomAnswer(rng);
  const png = await encodePng(rasterizeCaptcha(buildCaptchaScene(answer, rng)));
  return { svg: renderCaptchaSvg(png, CAPTCHA_LABEL[options.locale ?? "de"]), answer };
}

/** SPEC §5: the captcha is lower-cased; stray spaces from copying or typing do not count. */
export function normalizeCaptchaAnswer(input: string): string {
  return input.replace(/\s+/g, "").toLowerCase();
}

/** What the store keeps under the captcha key (single use, short TTL). */
export function hashCaptchaAnswer(key: string, answer: string): Promise<string> {
  return sha256Hex(`${key}:${normalizeCaptchaAnswer(answer)}`);
}

export async function checkCaptchaAnswer(key: string, input: string, storedHash: string): Promise<boolean> {
  // Bounded so a megabyte of "answer" costs nothing; no real answer is this long.
  const candidate = input.length > 64 ? "" : input;
  return timingSafeEqual(await hashCaptchaAnswer(key, candidate), storedHash);
}
