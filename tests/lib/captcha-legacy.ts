// The captcha generator as it was before issue 10 (commit 0f8915d), kept for
// captcha-attack.test.ts only: it shows that the attacker there really reads captchas, by
// reading these. Never imported by the app. Changes from the original: the answer hashing is
// gone, the label is fixed, and it draws from today's glyph table (so without F).
//
// Its weaknesses, which the test exploits: letter strokes 2.4-3.2 wide and all noise at most
// 1.8, one <path> per pen stroke with its width and colour stated, noise mostly in fainter
// colours, and shapes that are the glyph table under one affine map per glyph.

import { CAPTCHA_ALPHABET, GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH, type Point } from "../../app/captcha/captcha-glyphs.ts";

const CAPTCHA_WIDTH = 180;
const CAPTCHA_HEIGHT = 60;
const CAPTCHA_MIN_LENGTH = 5;
const CAPTCHA_MAX_LENGTH = 6;
/** Uniform in [0, 1). */
export type Rng = () => number;

type Colour = readonly [number, number, number];

export type SceneElement =
  | { kind: "glyph" | "noise"; shape: "path"; points: Point[]; colour: Colour; width: number }
  | { kind: "noise"; shape: "dot"; x: number; y: number; r: number; colour: Colour };

export interface CaptchaScene {
  background: Colour;
  elements: SceneElement[];
}

const MARGIN_X = 10;
/** Long straight segments would stay straight under the wave; short ones follow it. */
const MAX_SEGMENT_PX = 3;

function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

function pick<T>(rng: Rng, items: ArrayLike<T>): T {
  // Callers pass non-empty lists (glyphs, palettes), so the index is always inside.
  return items[Math.min(items.length - 1, Math.floor(rng() * items.length))]!;
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(rng() * (i + 1)));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function hslToRgb(h: number, s: number, l: number): Colour {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

function densify(points: Point[]): Point[] {
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

function makeWarp(rng: Rng): (p: Point) => Point {
  const ax = between(rng, 1.5, 3);
  const ay = between(rng, 2, 3.5);
  const wx = (2 * Math.PI) / between(rng, 25, 45);
  const wy = (2 * Math.PI) / between(rng, 50, 90);
  const px = between(rng, 0, 2 * Math.PI);
  const py = between(rng, 0, 2 * Math.PI);
  return ([x, y]) => [x + ax * Math.sin(y * wx + px), y + ay * Math.sin(x * wy + py)];
}

function glyphElements(rng: Rng, char: string, slotCentre: number, slotWidth: number, palette: Colour[]): SceneElement[] {
  const scale = between(rng, 1.8, 2.2);
  const scaleX = scale * between(rng, 0.85, 1.1);
  const scaleY = scale * between(rng, 0.9, 1.1);
  const angle = between(rng, -0.28, 0.28);
  const shear = between(rng, -0.2, 0.2);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = slotCentre + between(rng, -0.08, 0.08) * slotWidth;
  const cy = CAPTCHA_HEIGHT / 2 + between(rng, -4, 4);
  const strokes = GLYPHS[char];
  if (!strokes) throw new Error(`captcha: no glyph for ${JSON.stringify(char)}`);
  return strokes.map((stroke) => {
    const placed = stroke.map(([gx, gy]): Point => {
      const x = (gx - GLYPH_WIDTH / 2 + shear * (gy - GLYPH_HEIGHT / 2)) * scaleX;
      const y = (gy - GLYPH_HEIGHT / 2) * scaleY;
      return [cx + x * cos - y * sin, cy + x * sin + y * cos];
    });
    const jittered = densify(placed).map(([x, y]): Point => [x + between(rng, -0.35, 0.35), y + between(rng, -0.35, 0.35)]);
    return { kind: "glyph", shape: "path", points: jittered, colour: pick(rng, palette), width: between(rng, 2.4, 3.2) };
  });
}

function noiseCurve(rng: Rng, colour: Colour): SceneElement {
  const x0 = between(rng, 0, 15);
  const x1 = between(rng, CAPTCHA_WIDTH - 15, CAPTCHA_WIDTH);
  const y0 = between(rng, 8, CAPTCHA_HEIGHT - 8);
  const y1 = between(rng, 8, CAPTCHA_HEIGHT - 8);
  const qx = between(rng, 40, CAPTCHA_WIDTH - 40);
  const qy = between(rng, -20, CAPTCHA_HEIGHT + 20);
  const points: Point[] = [];
  for (let i = 0; i <= 30; i++) {
    const t = i / 30;
    const u = 1 - t;
    points.push([u * u * x0 + 2 * u * t * qx + t * t * x1, u * u * y0 + 2 * u * t * qy + t * t * y1]);
  }
  return { kind: "noise", shape: "path", points, colour, width: between(rng, 0.9, 1.8) };
}

function noiseArc(rng: Rng, colour: Colour): SceneElement {
  const cx = between(rng, 0, CAPTCHA_WIDTH);
  const cy = between(rng, 0, CAPTCHA_HEIGHT);
  const r = between(rng, 6, 18);
  const start = between(rng, 0, 2 * Math.PI);
  const span = between(rng, 1, 3);
  const points: Point[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = start + (span * i) / 12;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return { kind: "noise", shape: "path", points, colour, width: between(rng, 0.8, 1.6) };
}

function randomAnswer(rng: Rng): string {
  const length = CAPTCHA_MIN_LENGTH + Math.floor(rng() * (CAPTCHA_MAX_LENGTH - CAPTCHA_MIN_LENGTH + 1));
  let answer = "";
  for (let i = 0; i < Math.min(length, CAPTCHA_MAX_LENGTH); i++) answer += pick(rng, CAPTCHA_ALPHABET);
  return answer;
}

/** The picture as data, before serialisation; tests check legibility on it. */
function buildCaptchaScene(answer: string, rng: Rng): CaptchaScene {
  const background = hslToRgb(between(rng, 0, 360), between(rng, 0.25, 0.45), between(rng, 0.93, 0.97));
  // Dark enough for WCAG AA text contrast (4.5:1) on every background the line above produces,
  // even for hues like yellow that look lighter than their HSL lightness suggests.
  const ink = () => hslToRgb(between(rng, 0, 360), between(rng, 0.45, 0.75), between(rng, 0.12, 0.22));
  const faint = () => hslToRgb(between(rng, 0, 360), between(rng, 0.3, 0.6), between(rng, 0.3, 0.55));
  const warp = makeWarp(rng);
  // Colours are shared by strokes of different glyphs and by noise, so colour alone does not
  // separate one character from the next.
  const palette = [ink(), ink(), ink()];

  const slotWidth = (CAPTCHA_WIDTH - 2 * MARGIN_X) / answer.length;
  const elements: SceneElement[] = [];
  [...answer].forEach((char, i) => {
    elements.push(...glyphElements(rng, char, MARGIN_X + slotWidth * (i + 0.5), slotWidth, palette));
  });
  const curves = 2 + Math.floor(rng() * 2);
  for (let i = 0; i < curves; i++) elements.push(noiseCurve(rng, rng() < 0.7 ? pick(rng, palette) : faint()));
  const arcs = 3 + Math.floor(rng() * 3);
  for (let i = 0; i < arcs; i++) elements.push(noiseArc(rng, faint()));
  for (const element of elements) if (element.shape === "path") element.points = element.points.map(warp);

  const dots = 25 + Math.floor(rng() * 16);
  for (let i = 0; i < dots; i++) {
    elements.push({
      kind: "noise",
      shape: "dot",
      x: between(rng, 0, CAPTCHA_WIDTH),
      y: between(rng, 0, CAPTCHA_HEIGHT),
      r: between(rng, 0.6, 1.6),
      colour: rng() < 0.5 ? pick(rng, palette) : faint(),
    });
  }
  return { background, elements: shuffle(rng, elements) };
}

function num(n: number): string {
  const fixed = n.toFixed(1);
  return fixed === "-0.0" ? "0" : fixed.replace(/\.0$/, "");
}

function hex([r, g, b]: Colour): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

function renderCaptchaSvg(scene: CaptchaScene, label: string): string {
  const parts = scene.elements.map((el) => {
    if (el.shape === "dot") return `<circle cx="${num(el.x)}" cy="${num(el.y)}" r="${num(el.r)}" fill="${hex(el.colour)}"/>`;
    const [first, ...rest] = el.points;
    if (!first) return "";
    const d = `M${num(first[0])} ${num(first[1])}L${rest.map(([x, y]) => `${num(x)} ${num(y)}`).join(" ")}`;
    return `<path d="${d}" fill="none" stroke="${hex(el.colour)}" stroke-width="${num(el.width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}" role="img" aria-label="${label}">` +
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="${hex(scene.background)}"/>` +
    parts.join("") +
    `</svg>`
  );
}

/** One captcha as the former generator made it: its SVG, its answer and the scene behind it. */
export function createLegacyCaptcha(rng: Rng): { svg: string; answer: string; scene: CaptchaScene } {
  const answer = randomAnswer(rng);
  const scene = buildCaptchaScene(answer, rng);
  return { svg: renderCaptchaSvg(scene, "Sicherheitscode"), answer, scene };
}
